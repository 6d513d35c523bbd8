//! Problem 11: square_strategy. Fixed examples separate the gain from the new total and
//! Pig Tail from Square Swine; properties check what every correct choice does, without
//! working it out here (the hidden suite sweeps every opponent score against square_update).

use crate::student::pigtail_square::strategies::*;
use crate::student::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::{Said, said};

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
                case!("pigtail-square-square-strategy-zero-dice-when" {
                    # "pigtail-square-square-strategy-note-10-against-90";
                    square_strategy(10, 90, 15, 1) => 0,
                        "pigtail-square-square-strategy-hint-rolling-zero-dice";
                    # "pigtail-square-square-strategy-note-12-against-17";
                    square_strategy(12, 17, 24, 2) => 0,
                        "pigtail-square-square-strategy-hint-gain-24-square";
                    square_strategy(12, 17, 25, 2) => 2,
                        "pigtail-square-square-strategy-hint-gain-24-below";
                    # "pigtail-square-square-strategy-note-60-against-46";
                    square_strategy(60, 46, 10, 3) => 3,
                        "pigtail-square-square-strategy-hint-gain-5-below";
                }),
                case!("pigtail-square-square-strategy-course-s-defaults" {
                    square_strategy(12, 17, THRESHOLD, NUM_ROLLS) => 0;
                    square_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                    square_strategy(0, 90, THRESHOLD, NUM_ROLLS) => 0;
                    square_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    square_strategy(80, 0, THRESHOLD, NUM_ROLLS) => 0;
                }),
                case!("pigtail-square-square-strategy-square-swine-can" {
                    # "pigtail-square-square-strategy-note-80-against-0";
                    square_strategy(80, 0, 20, 5) => 0,
                        "pigtail-square-square-strategy-hint-pig-tail-alone";
                    # "pigtail-square-square-strategy-note-0-against-0";
                    square_strategy(0, 0, 4, 3) => 0;
                    square_strategy(0, 0, 5, 3) => 3;
                    # "pigtail-square-square-strategy-note-past-100-120";
                    square_strategy(120, 0, 24, 4) => 0;
                }),
                case!("pigtail-square-square-strategy-gain-not-new" {
                    # "pigtail-square-square-strategy-note-80-against-10";
                    square_strategy(80, 10, 50, 4) => 4,
                        "pigtail-square-square-strategy-hint-compare-gain-83";
                    square_strategy(95, 55, 4, 7) => 7;
                }),
                case!("pigtail-square-square-strategy-exactly-threshold-rolls" {
                    square_strategy(24, 0, 12, 2) => 0, "pigtail-square-square-strategy-hint-24-1-25";
                    square_strategy(24, 0, 13, 9) => 9, "pigtail-square-square-strategy-hint-gain-12-below";
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
    Suite::scored(vec![Case::new("pigtail-square-square-strategy-scores-thresholds-numbers", |s| {
        threshold::check_shape(s, "square_strategy", square_strategy, 50);
        s.property(&said!("pigtail-square-square-strategy-property-scores-zero-dice"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let check = |threshold: u32, why: Said| {
                    let got = square_strategy(score, opponent, threshold, num_rolls);
                    if got == 0 {
                        Ok(())
                    } else {
                        Err(said!(
                            "pigtail-square-square-strategy-square-strategy-returned",
                            score = score.to_string(),
                            opponent = opponent.to_string(),
                            threshold = threshold.to_string(),
                            num_rolls = num_rolls.to_string(),
                            got = got.to_string(),
                            why = why
                        ))
                    }
                };
                check(0, said!("pigtail-square-square-strategy-why-rolling-zero-dice"))?;
                check(1, said!("pigtail-square-square-strategy-why-rolling-zero-dice-gains"))?;
                let points = tail_points(opponent);
                check(
                    points,
                    said!(
                        "pigtail-square-square-strategy-why-tail-points-square",
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )
            })
        });
    })])
}
