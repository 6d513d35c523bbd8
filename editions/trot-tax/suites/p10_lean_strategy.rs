//! Problem 10: lean_strategy. Fixed examples pin the comparison and the arguments;
//! properties check what every correct choice does, without working it out here (the
//! hidden suite sweeps every opponent score against the student's lean_bacon).

use crate::student::rules::*;
use crate::student::trot_tax::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::{Said, said};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "10",
        title: "lean_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "lean_strategy",
            rule: Rule::Uses(&["lean_bacon"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("trot-tax-lean-strategy-zero-dice-when" {
                    # "trot-tax-lean-strategy-note-lean-bacon-46";
                    lean_strategy(40, 46, 6, 7) => 0,
                        "trot-tax-lean-strategy-hint-at-least";
                    lean_strategy(40, 46, 7, 7) => 7,
                        "trot-tax-lean-strategy-hint-below";
                }),
                case!("trot-tax-lean-strategy-opponents-score" {
                    lean_strategy(16, 99, 3, 5) => 5,
                        "trot-tax-lean-strategy-hint-opponents-99";
                    lean_strategy(99, 16, 3, 5) => 0;
                }),
                case!("trot-tax-lean-strategy-course-s-defaults" {
                    lean_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 0;
                    lean_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                    lean_strategy(0, 22, THRESHOLD, NUM_ROLLS) => 0;
                    lean_strategy(50, 99, THRESHOLD, NUM_ROLLS) => 6;
                    lean_strategy(99, 7, THRESHOLD, NUM_ROLLS) => 0;
                }),
                case!("trot-tax-lean-strategy-exactly-threshold-rolls" {
                    lean_strategy(10, 73, 7, 4) => 0, "trot-tax-lean-strategy-hint-73";
                    lean_strategy(10, 73, 8, 4) => 4;
                }),
                case!("trot-tax-lean-strategy-otherwise-number-dice" {
                    lean_strategy(0, 99, 2, 10) => 10, "trot-tax-lean-strategy-hint-num-rolls-10";
                    lean_strategy(72, 99, 2, 1) => 1;
                    lean_strategy(72, 55, 6, 9) => 9;
                }),
                case!("trot-tax-lean-strategy-thresholds-0-up" {
                    lean_strategy(0, 99, 0, 6) => 0,
                        "trot-tax-lean-strategy-hint-threshold-0";
                    lean_strategy(30, 40, 11, 5) => 5;
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct lean_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("trot-tax-lean-strategy-scores-thresholds-numbers", |s| {
        threshold::check_shape(s, "lean_strategy", lean_strategy, 30);
        s.property(&said!("trot-tax-lean-strategy-property-scores-zero-dice"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let check = |threshold: u32, expected: u32, why: Said| {
                    let got = lean_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(said!(
                            "trot-tax-lean-strategy-returned",
                            score = score.to_string(),
                            opponent = opponent.to_string(),
                            threshold = threshold.to_string(),
                            num_rolls = num_rolls.to_string(),
                            got = got.to_string(),
                            expected = expected.to_string(),
                            why = why
                        ))
                    }
                };
                check(0, 0, said!("trot-tax-lean-strategy-why-threshold-0"))?;
                let points = lean_bacon(opponent);
                check(
                    points,
                    0,
                    said!(
                        "trot-tax-lean-strategy-why-at-least",
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )?;
                check(
                    points + 1,
                    num_rolls,
                    said!(
                        "trot-tax-lean-strategy-why-below",
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )?;
                Ok(())
            })
        });
    })])
}
