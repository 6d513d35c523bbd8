//! Problem 10: free_strategy. Fixed examples pin the comparison and the arguments;
//! properties check what every correct choice does, without working it out here (the
//! hidden suite sweeps every opponent score against the student's free_points).

use crate::student::rules::*;
use crate::student::swap_feral::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "10",
        title: "free_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "free_strategy",
            rule: Rule::Uses(&["free_points"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("Zero dice when Free Points scores at least the cutoff." {
                    # "free_points(42) is 3 * 5 * 5 = 75.";
                    free_strategy(40, 42, 75, 7) => 0,
                        "free_points(42) is 75: at least 75, so zero dice. \"At least\" is >=, not >.";
                    free_strategy(40, 42, 76, 7) => 7,
                        "free_points(42) is 75, below the cutoff 76, so the strategy rolls num_rolls dice, 7 here. Compare Free Points alone (no swap) with the cutoff given, and return num_rolls as it is.";
                }),
                case!("Free Points comes from the opponent's score." {
                    free_strategy(16, 0, 3, 5) => 5,
                        "free_points(0) is 0, below 3: Free Points is worked out from opponent_score, not from the player's own score.";
                    free_strategy(0, 16, 3, 5) => 0;
                }),
                case!("The course's defaults: THRESHOLD (8) and NUM_ROLLS (6)." {
                    free_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    free_strategy(0, 15, THRESHOLD, NUM_ROLLS) => 6;
                    free_strategy(0, 16, THRESHOLD, NUM_ROLLS) => 0;
                    free_strategy(50, 99, THRESHOLD, NUM_ROLLS) => 0;
                    free_strategy(99, 7, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("Exactly at the cutoff rolls zero dice." {
                    free_strategy(10, 8, 3, 4) => 0, "free_points(8) is 3, which is at least 3.";
                    free_strategy(10, 8, 4, 4) => 4;
                    free_strategy(5, 24, 27, 2) => 0;
                    free_strategy(5, 24, 28, 2) => 2;
                }),
                case!("Otherwise, the number of dice given." {
                    free_strategy(0, 0, 1, 10) => 10, "num_rolls is 10 here: return it as it is.";
                    free_strategy(72, 7, 1, 1) => 1;
                    free_strategy(72, 7, 2, 9) => 9;
                }),
                case!("Cutoffs from 0 up." {
                    free_strategy(0, 0, 0, 6) => 0,
                        "Free Points scores 0 here, and 0 is at least the cutoff 0: zero dice.";
                    free_strategy(30, 40, 100, 5) => 5;
                    free_strategy(30, 48, 108, 5) => 0;
                    free_strategy(30, 48, 109, 5) => 5;
                }),
                case!("Swine Swap plays no part." {
                    # "free_points(20) is 12, but 12 + 12 = 24 against 20 would swap the scores, to the player's loss.";
                    free_strategy(12, 20, 8, 6) => 0,
                        "free_strategy compares Free Points alone with the cutoff, without Swine Swap.";
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct free_strategy does, for any scores, cutoff and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("Any scores, cutoffs and numbers of dice.", |s| {
        threshold::check_shape(s, "free_strategy", free_strategy, 30);
        s.property("for any scores: zero dice at cutoffs 0 and free_points(opponent_score), num_rolls one above it", || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let check = |cutoff: u32, expected: u32, why: &str| {
                    let got = free_strategy(score, opponent, cutoff, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(format!(
                            "free_strategy({score}, {opponent}, {cutoff}, {num_rolls}) returned {got}, expected {expected}: {why}"
                        ))
                    }
                };
                check(0, 0, "Free Points scores at least 0")?;
                let points = free_points(opponent);
                check(points, 0, &format!("free_points({opponent}) is {points}, at least the cutoff"))?;
                check(points + 1, num_rolls, &format!("free_points({opponent}) is {points}, below the cutoff"))?;
                Ok(())
            })
        });
    })])
}
