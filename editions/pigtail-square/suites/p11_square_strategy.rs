//! Problem 11: square_strategy. Fixed examples separate the gain from the new total and
//! Pig Tail from Square Swine; properties check what every correct choice does, without
//! working it out here (the hidden suite sweeps every opponent score against square_update).

use hog_i18n::said;
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
                case!("ps-square-strategy-zero-dice-when" {
                    # "ps-square-strategy-note-10-against-90";
                    square_strategy(10, 90, 15, 1) => 0,
                        "ps-square-strategy-hint-rolling-zero-dice";
                    # "ps-square-strategy-note-12-against-17";
                    square_strategy(12, 17, 24, 2) => 0,
                        "ps-square-strategy-hint-gain-24-square";
                    square_strategy(12, 17, 25, 2) => 2,
                        "ps-square-strategy-hint-gain-24-below";
                    # "ps-square-strategy-note-60-against-46";
                    square_strategy(60, 46, 10, 3) => 3,
                        "ps-square-strategy-hint-gain-5-below";
                }),
                case!("ps-square-strategy-course-s-defaults" {
                    square_strategy(12, 17, THRESHOLD, NUM_ROLLS) => 0;
                    square_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                    square_strategy(0, 90, THRESHOLD, NUM_ROLLS) => 0;
                    square_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    square_strategy(80, 0, THRESHOLD, NUM_ROLLS) => 0;
                }),
                case!("ps-square-strategy-square-swine-can" {
                    # "ps-square-strategy-note-80-against-0";
                    square_strategy(80, 0, 20, 5) => 0,
                        "ps-square-strategy-hint-pig-tail-alone";
                    # "ps-square-strategy-note-0-against-0";
                    square_strategy(0, 0, 4, 3) => 0;
                    square_strategy(0, 0, 5, 3) => 3;
                    # "ps-square-strategy-note-past-100-120";
                    square_strategy(120, 0, 24, 4) => 0;
                }),
                case!("ps-square-strategy-gain-not-new" {
                    # "ps-square-strategy-note-80-against-10";
                    square_strategy(80, 10, 50, 4) => 4,
                        "ps-square-strategy-hint-compare-gain-83";
                    square_strategy(95, 55, 4, 7) => 7;
                }),
                case!("ps-square-strategy-exactly-threshold-rolls" {
                    square_strategy(24, 0, 12, 2) => 0, "ps-square-strategy-hint-24-1-25";
                    square_strategy(24, 0, 13, 9) => 9, "ps-square-strategy-hint-gain-12-below";
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
        s.property(&said!("ps-square-strategy-property-scores-zero-dice"), || {
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
