//! Problem 10: bacon_strategy. Fixed examples pin the comparison and which arguments count;
//! properties check what any correct choice does without working it out here (the hidden
//! suite compares it with the student's free_bacon at every opponent score).

use crate::student::rules::*;
use crate::student::wild_tied::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "10",
        title: "bacon_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "bacon_strategy",
            rule: Rule::Uses(&["free_bacon"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("No dice when Free Bacon earns the threshold or more." {
                    # "free_bacon(46) is 1 + 6 = 7.";
                    bacon_strategy(30, 46, 7, 4) => 0,
                        "Free Bacon earns 7 against 46, and 7 reaches the threshold 7: no dice. Reaching it counts (>=).";
                    bacon_strategy(30, 46, 8, 4) => 4,
                        "7 falls short of 8, so the strategy rolls the num_rolls it was given, 4. Compare free_bacon of the opponent's score with the threshold, nothing more.";
                }),
                case!("The course's THRESHOLD (8) and NUM_ROLLS (6)." {
                    bacon_strategy(0, 7, THRESHOLD, NUM_ROLLS) => 0;
                    bacon_strategy(0, 42, THRESHOLD, NUM_ROLLS) => 6;
                    bacon_strategy(42, 17, THRESHOLD, NUM_ROLLS) => 0,
                        "Free Bacon reads the opponent's score: free_bacon(17) is 1 + 7 = 8.";
                    bacon_strategy(17, 42, THRESHOLD, NUM_ROLLS) => 6,
                        "Free Bacon of the opponent's 42 is 5, below 8: the player's own 17 is not what it reads.";
                    bacon_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("Free Bacon exactly at the threshold." {
                    bacon_strategy(3, 0, 1, 5) => 0, "free_bacon(0) is 1, which reaches 1.";
                    bacon_strategy(3, 0, 2, 5) => 5;
                    bacon_strategy(88, 109, 10, 9) => 0, "free_bacon(109) is 10: its 9 counts.";
                }),
                case!("Otherwise the number of dice given." {
                    bacon_strategy(0, 12, 4, 10) => 10, "num_rolls is 10: return it unchanged.";
                    bacon_strategy(50, 31, 5, 1) => 1;
                    bacon_strategy(50, 31, 5, 9) => 9;
                }),
                case!("Thresholds from 0 up." {
                    bacon_strategy(60, 35, 0, 6) => 0, "Free Bacon earns at least 1, so at least 0.";
                    bacon_strategy(60, 99, 11, 6) => 6, "Free Bacon earns at most 10, below 11.";
                    bacon_strategy(60, 13, 50, 3) => 3;
                }),
                case!("Hog Wild and Hog Tied are left out." {
                    # "At 20 and 17 the sum 37 ends in 7: Hog Tied would hold any roll to one die.";
                    bacon_strategy(20, 17, 9, 5) => 5,
                        "bacon_strategy weighs Free Bacon's 8 points against the threshold 9 and nothing else: it rolls num_rolls.";
                }),
            ]),
            properties(),
        ],
    }
}

/// What any correct bacon_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("Any scores, thresholds and numbers of dice.", |s| {
        threshold::check_shape(s, "bacon_strategy", bacon_strategy, 12);
        s.property("for any scores: no dice at thresholds 0, 1 and free_bacon(opponent_score); num_rolls at 11", || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let expect = |threshold: u32, expected: u32, why: &str| {
                    let got = bacon_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(format!(
                            "bacon_strategy({score}, {opponent}, {threshold}, {num_rolls}) returned {got}, expected {expected}: {why}"
                        ))
                    }
                };
                expect(0, 0, "Free Bacon earns 0 or more")?;
                expect(1, 0, "Free Bacon earns 1 or more")?;
                expect(11, num_rolls, "Free Bacon earns 10 at most")?;
                let points = free_bacon(opponent);
                expect(points, 0, &format!("free_bacon({opponent}) is {points}, which reaches the threshold"))
            })
        });
        s.property("for any scores: the player's own score changes nothing", || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let threshold = num_rolls % 11;
                property::same(
                    || format!("bacon_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
                    bacon_strategy(score, opponent, threshold, num_rolls),
                    || format!("bacon_strategy(0, {opponent}, {threshold}, {num_rolls})"),
                    bacon_strategy(0, opponent, threshold, num_rolls),
                    "Free Bacon reads only the opponent's score",
                )
            })
        });
    })])
}
