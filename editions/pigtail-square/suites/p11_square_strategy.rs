//! Problem 11: square_strategy. Fixed examples separate the gain from the new total and
//! Pig Tail from Square Swine; properties check what every correct choice does, without
//! working it out here (the hidden suite sweeps every opponent score against square_update).

use crate::student::pigtail_square::strategies::*;
use crate::student::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "11",
        title: "square_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "square_strategy",
            rule: Rule::Uses(&["square_update"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("Zero dice when rolling zero would gain at least the threshold." {
                    # "From 10 against 90, Pig Tail scores 19 and 29 is not a perfect square: a gain of 19.";
                    square_strategy(10, 90, 15, 1) => 0,
                        "Rolling zero dice gains 19 here, at least 15: measure the gain of rolling zero dice, square_update(0, ...), whatever num_rolls is.";
                    # "From 12 against 17, Pig Tail scores 13; 25 is 5 * 5 and becomes 36: a gain of 24.";
                    square_strategy(12, 17, 24, 2) => 0,
                        "The gain is 24 with Square Swine (13 without), and 24 is at least 24: use square_update, and >= for \"at least\".";
                    square_strategy(12, 17, 25, 2) => 2,
                        "The gain is 24, below 25, so the strategy rolls num_rolls dice, 2 here. Compare the gain (the new score 36 minus the score 12, with square_update given the player's score first) with the threshold, and return num_rolls as it is.";
                    # "From 60 against 46, Pig Tail scores 5 and 65 is not a perfect square: a gain of 5.";
                    square_strategy(60, 46, 10, 3) => 3,
                        "The gain is 5, below 10: compare 65 - 60 with the threshold, not 65.";
                }),
                case!("The course's defaults: THRESHOLD (12) and NUM_ROLLS (6)." {
                    square_strategy(12, 17, THRESHOLD, NUM_ROLLS) => 0;
                    square_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                    square_strategy(0, 90, THRESHOLD, NUM_ROLLS) => 0;
                    square_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    square_strategy(80, 0, THRESHOLD, NUM_ROLLS) => 0;
                }),
                case!("Square Swine can make zero dice worth it." {
                    # "From 80 against 0, Pig Tail scores 1; 81 is 9 * 9 and becomes 100: a gain of 20.";
                    square_strategy(80, 0, 20, 5) => 0,
                        "Pig Tail alone gains 1, but Square Swine raises the total to 100, a gain of 20: square_update counts both.";
                    # "From 0 against 0, Pig Tail scores 1; 1 is 1 * 1 and becomes 4: a gain of 4.";
                    square_strategy(0, 0, 4, 3) => 0;
                    square_strategy(0, 0, 5, 3) => 3;
                    # "Past 100: from 120 against 0, Pig Tail scores 1; 121 is 11 * 11 and becomes 144.";
                    square_strategy(120, 0, 24, 4) => 0;
                }),
                case!("The gain, not the new total." {
                    # "From 80 against 10, Pig Tail scores 3 and 83 is not a perfect square: a gain of 3, although the new total is 83.";
                    square_strategy(80, 10, 50, 4) => 4,
                        "Compare the gain (83 - 80 = 3) with the threshold, not the new total 83.";
                    square_strategy(95, 55, 4, 7) => 7;
                }),
                case!("Exactly at the threshold rolls zero dice; otherwise the dice given." {
                    square_strategy(24, 0, 12, 2) => 0, "24 + 1 = 25 becomes 36: the gain is 12, and 12 is at least 12.";
                    square_strategy(24, 0, 13, 9) => 9, "The gain 12 is below 13: return num_rolls, 9 here.";
                    square_strategy(28, 19, 17, 3) => 0;
                    square_strategy(28, 19, 18, 3) => 3;
                    square_strategy(0, 0, 0, 10) => 0;
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct square_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("Any scores, thresholds and numbers of dice.", |s| {
        threshold::check_shape(s, "square_strategy", square_strategy, 50);
        s.property("for any scores: zero dice at thresholds 0, 1 and tail_points(opponent_score), as Square Swine only adds", || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let check = |threshold: u32, why: &str| {
                    let got = square_strategy(score, opponent, threshold, num_rolls);
                    if got == 0 {
                        Ok(())
                    } else {
                        Err(format!(
                            "square_strategy({score}, {opponent}, {threshold}, {num_rolls}) returned {got}, expected 0: {why}"
                        ))
                    }
                };
                check(0, "rolling zero dice gains at least 0")?;
                check(1, "rolling zero dice gains at least 1")?;
                let points = tail_points(opponent);
                check(
                    points,
                    &format!("tail_points({opponent}) is {points}, and Square Swine never takes points away"),
                )
            })
        });
    })])
}
