//! Problem 10: seven_strategy. Fixed examples pin the comparison and which arguments count;
//! properties check what any correct choice does without working it out here (the hidden
//! suite compares it with the student's hog_seven at every opponent score).

use crate::student::rules::*;
use crate::student::seven_eleven::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "10",
        title: "seven_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "seven_strategy",
            rule: Rule::Uses(&["hog_seven"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("No dice when Hog Seven earns the threshold or more." {
                    # "hog_seven(19) is 2 + 5 = 7.";
                    seven_strategy(30, 19, 7, 4) => 0,
                        "Hog Seven earns 7 against 19, and 7 reaches the threshold 7: no dice. Reaching it counts (>=).";
                    seven_strategy(30, 19, 8, 4) => 4,
                        "7 falls short of 8, so the strategy rolls the num_rolls it was given, 4. Compare hog_seven of the opponent's score, nothing more, with the threshold.";
                }),
                case!("The course's THRESHOLD (8) and NUM_ROLLS (6)." {
                    seven_strategy(0, 6, THRESHOLD, NUM_ROLLS) => 0;
                    seven_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                    seven_strategy(46, 20, THRESHOLD, NUM_ROLLS) => 0,
                        "Hog Seven reads the opponent's score: hog_seven(20) is 2 + 6 = 8.";
                    seven_strategy(20, 46, THRESHOLD, NUM_ROLLS) => 6,
                        "Hog Seven of the opponent's 46 is 6, below 8: the player's own 20 is not what it reads.";
                    seven_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("Hog Seven exactly at the threshold." {
                    seven_strategy(3, 0, 2, 5) => 0, "hog_seven(0) is 2, which reaches 2.";
                    seven_strategy(3, 0, 3, 5) => 5;
                    seven_strategy(88, 104, 8, 9) => 0;
                }),
                case!("Otherwise the number of dice given." {
                    seven_strategy(0, 7, 3, 10) => 10, "num_rolls is 10: return it unchanged.";
                    seven_strategy(50, 14, 4, 1) => 1;
                    seven_strategy(50, 14, 4, 9) => 9;
                }),
                case!("Thresholds from 0 up." {
                    seven_strategy(60, 35, 0, 6) => 0, "Hog Seven earns at least 2, so at least 0.";
                    seven_strategy(60, 13, 9, 6) => 6, "Hog Seven earns at most 8, below 9.";
                    seven_strategy(60, 13, 50, 3) => 3;
                }),
                case!("Eleven Up is left out." {
                    # "hog_seven(12) is 7, and 15 + 7 = 22 would rise to 25: a gain of 10 with Eleven Up.";
                    seven_strategy(15, 12, 10, 5) => 5,
                        "seven_strategy weighs Hog Seven's 7 points alone, without Eleven Up's 3.";
                }),
            ]),
            properties(),
        ],
    }
}

/// What any correct seven_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("Any scores, thresholds and numbers of dice.", |s| {
        threshold::check_shape(s, "seven_strategy", seven_strategy, 12);
        s.property("for any scores: no dice at thresholds 0, 2 and hog_seven(opponent_score); num_rolls at 9", || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let expect = |threshold: u32, expected: u32, why: &str| {
                    let got = seven_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(format!(
                            "seven_strategy({score}, {opponent}, {threshold}, {num_rolls}) returned {got}, expected {expected}: {why}"
                        ))
                    }
                };
                expect(0, 0, "Hog Seven earns 0 or more")?;
                expect(2, 0, "Hog Seven earns 2 or more")?;
                expect(9, num_rolls, "Hog Seven earns 8 at most")?;
                let points = hog_seven(opponent);
                expect(points, 0, &format!("hog_seven({opponent}) is {points}, which reaches the threshold"))
            })
        });
        s.property("for any scores: the player's own score changes nothing", || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let threshold = num_rolls % 9;
                property::same(
                    || format!("seven_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
                    seven_strategy(score, opponent, threshold, num_rolls),
                    || format!("seven_strategy(0, {opponent}, {threshold}, {num_rolls})"),
                    seven_strategy(0, opponent, threshold, num_rolls),
                    "Hog Seven reads only the opponent's score",
                )
            })
        });
    })])
}
