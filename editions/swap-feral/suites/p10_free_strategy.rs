//! Problem 10: free_strategy. Fixed examples pin the comparison and the arguments;
//! properties check what every correct choice does, without working it out here (the
//! hidden suite sweeps every opponent score against the student's free_points).

use crate::student::rules::*;
use crate::student::swap_feral::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::{Said, said};

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
                case!("swap-feral-free-strategy-zero-dice-when" {
                    # "swap-feral-free-strategy-note-free-points-42";
                    free_strategy(40, 42, 75, 7) => 0,
                        "swap-feral-free-strategy-hint-free-points-42";
                    free_strategy(40, 42, 76, 7) => 7,
                        "swap-feral-free-strategy-hint-free-points-42-75";
                }),
                case!("swap-feral-free-strategy-free-points-comes" {
                    free_strategy(16, 0, 3, 5) => 5,
                        "swap-feral-free-strategy-hint-free-points-0";
                    free_strategy(0, 16, 3, 5) => 0;
                }),
                case!("swap-feral-free-strategy-course-s-defaults" {
                    free_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    free_strategy(0, 15, THRESHOLD, NUM_ROLLS) => 6;
                    free_strategy(0, 16, THRESHOLD, NUM_ROLLS) => 0;
                    free_strategy(50, 99, THRESHOLD, NUM_ROLLS) => 0;
                    free_strategy(99, 7, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("swap-feral-free-strategy-exactly-cutoff-rolls" {
                    free_strategy(10, 8, 3, 4) => 0, "swap-feral-free-strategy-hint-free-points-8";
                    free_strategy(10, 8, 4, 4) => 4;
                    free_strategy(5, 24, 27, 2) => 0;
                    free_strategy(5, 24, 28, 2) => 2;
                }),
                case!("swap-feral-free-strategy-otherwise-number-dice" {
                    free_strategy(0, 0, 1, 10) => 10, "swap-feral-free-strategy-hint-num-rolls-10";
                    free_strategy(72, 7, 1, 1) => 1;
                    free_strategy(72, 7, 2, 9) => 9;
                }),
                case!("swap-feral-free-strategy-cutoffs-0-up" {
                    free_strategy(0, 0, 0, 6) => 0,
                        "swap-feral-free-strategy-hint-free-points-scores";
                    free_strategy(30, 40, 100, 5) => 5;
                    free_strategy(30, 48, 108, 5) => 0;
                    free_strategy(30, 48, 109, 5) => 5;
                }),
                case!("swap-feral-free-strategy-swine-swap-plays" {
                    # "swap-feral-free-strategy-note-free-points-20";
                    free_strategy(12, 20, 8, 6) => 0,
                        "swap-feral-free-strategy-hint-free-strategy-compares";
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct free_strategy does, for any scores, cutoff and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("swap-feral-free-strategy-scores-cutoffs-numbers", |s| {
        threshold::check_shape(s, "free_strategy", free_strategy, 30);
        s.property(&said!("swap-feral-free-strategy-property-scores-zero-dice"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let check = |cutoff: u32, expected: u32, why: Said| {
                    let got = free_strategy(score, opponent, cutoff, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(said!(
                            "swap-feral-free-strategy-free-strategy-returned",
                            score = score.to_string(),
                            opponent = opponent.to_string(),
                            cutoff = cutoff.to_string(),
                            num_rolls = num_rolls.to_string(),
                            got = got.to_string(),
                            expected = expected.to_string(),
                            why = why
                        ))
                    }
                };
                check(0, 0, said!("swap-feral-free-strategy-why-free-points-scores"))?;
                let points = free_points(opponent);
                check(
                    points,
                    0,
                    said!(
                        "swap-feral-free-strategy-why-free-points-least",
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )?;
                check(
                    points + 1,
                    num_rolls,
                    said!(
                        "swap-feral-free-strategy-why-free-points-below",
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )?;
                Ok(())
            })
        });
    })])
}
