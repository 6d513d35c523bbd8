//! Problem 10: free_strategy. Fixed examples pin the comparison and the arguments;
//! properties check what every correct choice does, without working it out here (the
//! hidden suite sweeps every opponent score against the student's free_points).

use hog_i18n::said;
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
                case!("sf-free-strategy-zero-dice-when" {
                    # "sf-free-strategy-note-free-points-42";
                    free_strategy(40, 42, 75, 7) => 0,
                        "sf-free-strategy-hint-free-points-42";
                    free_strategy(40, 42, 76, 7) => 7,
                        "sf-free-strategy-hint-free-points-42-75";
                }),
                case!("sf-free-strategy-free-points-comes" {
                    free_strategy(16, 0, 3, 5) => 5,
                        "sf-free-strategy-hint-free-points-0";
                    free_strategy(0, 16, 3, 5) => 0;
                }),
                case!("sf-free-strategy-course-s-defaults" {
                    free_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    free_strategy(0, 15, THRESHOLD, NUM_ROLLS) => 6;
                    free_strategy(0, 16, THRESHOLD, NUM_ROLLS) => 0;
                    free_strategy(50, 99, THRESHOLD, NUM_ROLLS) => 0;
                    free_strategy(99, 7, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("sf-free-strategy-exactly-cutoff-rolls" {
                    free_strategy(10, 8, 3, 4) => 0, "sf-free-strategy-hint-free-points-8";
                    free_strategy(10, 8, 4, 4) => 4;
                    free_strategy(5, 24, 27, 2) => 0;
                    free_strategy(5, 24, 28, 2) => 2;
                }),
                case!("sf-free-strategy-otherwise-number-dice" {
                    free_strategy(0, 0, 1, 10) => 10, "sf-free-strategy-hint-num-rolls-10";
                    free_strategy(72, 7, 1, 1) => 1;
                    free_strategy(72, 7, 2, 9) => 9;
                }),
                case!("sf-free-strategy-cutoffs-0-up" {
                    free_strategy(0, 0, 0, 6) => 0,
                        "sf-free-strategy-hint-free-points-scores";
                    free_strategy(30, 40, 100, 5) => 5;
                    free_strategy(30, 48, 108, 5) => 0;
                    free_strategy(30, 48, 109, 5) => 5;
                }),
                case!("sf-free-strategy-swine-swap-plays" {
                    # "sf-free-strategy-note-free-points-20";
                    free_strategy(12, 20, 8, 6) => 0,
                        "sf-free-strategy-hint-free-strategy-compares";
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
        s.property(&said!("sf-free-strategy-property-scores-zero-dice"), || {
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
