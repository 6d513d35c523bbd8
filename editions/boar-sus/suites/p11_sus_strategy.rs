//! Problem 11: sus_strategy. Fixed examples separate the gain from the new total and
//! Boar Brawl from Sus Fuss; properties check what every correct choice does, without
//! working it out here (the hidden suite sweeps every opponent score against sus_update).

use crate::student::boar_sus::strategies::*;
use crate::student::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "11",
        title: "sus_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "sus_strategy",
            rule: Rule::Uses(&["sus_update"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("Zero dice when rolling zero would gain at least the threshold." {
                    # "From 10 against 90, Boar Brawl scores 27 and 37 is not sus: a gain of 27.";
                    sus_strategy(10, 90, 20, 1) => 0,
                        "Rolling zero dice gains 27 here, at least 20: measure the gain of rolling zero dice, sus_update(0, ...), whatever num_rolls is.";
                    # "From 53 against 60, Boar Brawl scores 9; 62 is sus (1, 2, 31, 62) and becomes 67: a gain of 14.";
                    sus_strategy(53, 60, 14, 2) => 0,
                        "The gain is 14 with Sus Fuss (9 without), and 14 is at least 14: use sus_update, and >= for \"at least\".";
                    sus_strategy(53, 60, 15, 2) => 2,
                        "The gain is 14, below 15, so the strategy rolls num_rolls dice, 2 here. Compare the gain (the new score 67 minus the score 53, with sus_update given the player's score first) with the threshold, and return num_rolls as it is.";
                    # "From 31 against 21, Boar Brawl scores 3; 34 is sus and becomes 37: a gain of 6.";
                    sus_strategy(31, 21, 10, 2) => 2,
                        "The gain is 6, below 10: compare 37 - 31 with the threshold, not 37.";
                    # "From 30 against 41, Boar Brawl scores 12; 42 is not sus: a gain of 12.";
                    sus_strategy(30, 41, 10, 2) => 0;
                }),
                case!("The course's defaults: THRESHOLD (11) and NUM_ROLLS (6)." {
                    sus_strategy(53, 60, THRESHOLD, NUM_ROLLS) => 0;
                    sus_strategy(31, 21, THRESHOLD, NUM_ROLLS) => 6;
                    sus_strategy(20, 50, THRESHOLD, NUM_ROLLS) => 0;
                    sus_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("Sus Fuss can make zero dice worth it." {
                    # "From 15 against 37, Boar Brawl scores 6; 21 is sus and becomes 23: a gain of 8.";
                    sus_strategy(15, 37, 8, 5) => 0,
                        "Boar Brawl alone gains 6, but Sus Fuss raises the total to 23, a gain of 8: sus_update counts both.";
                    # "From 2 against 5, Boar Brawl scores 6; 8 is sus (1, 2, 4, 8) and becomes 11: a gain of 9.";
                    sus_strategy(2, 5, 9, 3) => 0;
                    sus_strategy(2, 5, 10, 3) => 3;
                    # "Past 100: from 113 against 12, Boar Brawl scores 6; 119 = 7 × 17 is sus and becomes 127.";
                    sus_strategy(113, 12, 14, 4) => 0;
                }),
                case!("The gain, not the new total." {
                    # "From 80 against 10, Boar Brawl scores 3 and 83 is prime: a gain of 3, although the new total is 83.";
                    sus_strategy(80, 10, 50, 4) => 4,
                        "Compare the gain (83 - 80 = 3) with the threshold, not the new total 83.";
                    sus_strategy(95, 60, 4, 7) => 7;
                }),
                case!("Exactly at the threshold rolls zero dice; otherwise the dice given." {
                    sus_strategy(30, 41, 12, 2) => 0, "The gain is 12, and 12 is at least 12.";
                    sus_strategy(30, 41, 13, 9) => 9, "The gain 12 is below 13: return num_rolls, 9 here.";
                    sus_strategy(20, 50, 17, 3) => 0;
                    sus_strategy(20, 50, 18, 3) => 3;
                    sus_strategy(0, 0, 0, 10) => 0;
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct sus_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("Any scores, thresholds and numbers of dice.", |s| {
        threshold::check_shape(s, "sus_strategy", sus_strategy, 40);
        s.property("for any scores: zero dice at thresholds 0, 1 and boar_brawl(score, opponent_score), as Sus Fuss only adds", || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let check = |threshold: u32, why: &str| {
                    let got = sus_strategy(score, opponent, threshold, num_rolls);
                    if got == 0 {
                        Ok(())
                    } else {
                        Err(format!(
                            "sus_strategy({score}, {opponent}, {threshold}, {num_rolls}) returned {got}, expected 0: {why}"
                        ))
                    }
                };
                check(0, "rolling zero dice gains at least 0")?;
                check(1, "rolling zero dice gains at least 1")?;
                let points = boar_brawl(score, opponent);
                check(
                    points,
                    &format!("boar_brawl({score}, {opponent}) is {points}, and Sus Fuss never takes points away"),
                )
            })
        });
    })])
}
