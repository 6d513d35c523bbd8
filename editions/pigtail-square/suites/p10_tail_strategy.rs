//! Problem 10: tail_strategy. Fixed examples pin the comparison and the arguments;
//! properties check what every correct choice does, without working it out here (the
//! hidden suite sweeps every opponent score against the student's tail_points).

use crate::student::pigtail_square::strategies::*;
use crate::student::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::{Said, said};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "10",
        title: "tail_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "tail_strategy",
            rule: Rule::Uses(&["tail_points"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("pigtail-square-tail-strategy-zero-dice-when" {
                    # "pigtail-square-tail-strategy-note-tail-points-73";
                    tail_strategy(40, 73, 9, 7) => 0,
                        "pigtail-square-tail-strategy-hint-tail-points-73";
                    tail_strategy(40, 73, 10, 7) => 7,
                        "pigtail-square-tail-strategy-hint-tail-points-73-9";
                }),
                case!("pigtail-square-tail-strategy-course-s-defaults" {
                    tail_strategy(0, 19, THRESHOLD, NUM_ROLLS) => 0;
                    tail_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                    tail_strategy(50, 28, THRESHOLD, NUM_ROLLS) => 0,
                        "pigtail-square-tail-strategy-hint-pig-tail-looks";
                    tail_strategy(28, 50, THRESHOLD, NUM_ROLLS) => 6,
                        "pigtail-square-tail-strategy-hint-pig-tail-looks-opponent";
                    tail_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    tail_strategy(7, 90, THRESHOLD, NUM_ROLLS) => 0;
                }),
                case!("pigtail-square-tail-strategy-exactly-threshold-rolls" {
                    tail_strategy(5, 0, 1, 3) => 0, "pigtail-square-tail-strategy-hint-tail-points-0";
                    tail_strategy(0, 73, 9, 8) => 0;
                    tail_strategy(0, 73, 10, 8) => 8;
                    tail_strategy(99, 90, 19, 4) => 0;
                }),
                case!("pigtail-square-tail-strategy-otherwise-number-dice" {
                    tail_strategy(0, 0, 11, 10) => 10, "pigtail-square-tail-strategy-hint-num-rolls-10";
                    tail_strategy(46, 55, 2, 1) => 1;
                    tail_strategy(46, 55, 2, 9) => 9;
                }),
                case!("pigtail-square-tail-strategy-thresholds-0-up" {
                    tail_strategy(72, 55, 0, 6) => 0, "pigtail-square-tail-strategy-hint-pig-tail-always";
                    tail_strategy(7, 90, 100, 5) => 5;
                    tail_strategy(7, 90, 20, 5) => 5;
                    tail_strategy(7, 190, 19, 5) => 0;
                }),
                case!("pigtail-square-tail-strategy-square-swine-plays" {
                    # "pigtail-square-tail-strategy-note-tail-points-17";
                    tail_strategy(12, 17, 14, 8) => 8,
                        "pigtail-square-tail-strategy-hint-tail-strategy-compares";
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct tail_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("pigtail-square-tail-strategy-scores-thresholds-numbers", |s| {
        threshold::check_shape(s, "tail_strategy", tail_strategy, 25);
        s.property(&said!("pigtail-square-tail-strategy-property-scores-zero-dice"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let check = |threshold: u32, expected: u32, why: Said| {
                    let got = tail_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(said!(
                            "pigtail-square-tail-strategy-tail-strategy-returned",
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
                check(0, 0, said!("pigtail-square-tail-strategy-why-pig-tail-scores"))?;
                check(1, 0, said!("pigtail-square-tail-strategy-why-pig-tail-scores-least"))?;
                check(20, num_rolls, said!("pigtail-square-tail-strategy-why-pig-tail-scores-most"))?;
                let points = tail_points(opponent);
                check(
                    points,
                    0,
                    said!(
                        "pigtail-square-tail-strategy-why-tail-points-least",
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )?;
                Ok(())
            })
        });
        s.property(&said!("pigtail-square-tail-strategy-property-scores-player-s"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let threshold = num_rolls * 2;
                property::same(
                    || format!("tail_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
                    tail_strategy(score, opponent, threshold, num_rolls),
                    || format!("tail_strategy(0, {opponent}, {threshold}, {num_rolls})"),
                    tail_strategy(0, opponent, threshold, num_rolls),
                    said!("pigtail-square-tail-strategy-why-pig-tail-looks"),
                )
            })
        });
    })])
}
