//! Problem 10: seven_strategy. Fixed examples pin the comparison and which arguments count;
//! properties check what any correct choice does without working it out here (the hidden
//! suite compares it with the student's hog_seven at every opponent score).

use crate::student::rules::*;
use crate::student::seven_eleven::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::{Said, said};

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
                case!("seven-eleven-seven-strategy-no-dice-when" {
                    # "seven-eleven-seven-strategy-note-hog-seven-19";
                    seven_strategy(30, 19, 7, 4) => 0,
                        "seven-eleven-seven-strategy-hint-hog-seven-earns";
                    seven_strategy(30, 19, 8, 4) => 4,
                        "seven-eleven-seven-strategy-hint-7-falls-short";
                }),
                case!("seven-eleven-seven-strategy-course-s-threshold" {
                    seven_strategy(0, 6, THRESHOLD, NUM_ROLLS) => 0;
                    seven_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                    seven_strategy(46, 20, THRESHOLD, NUM_ROLLS) => 0,
                        "seven-eleven-seven-strategy-hint-hog-seven-reads";
                    seven_strategy(20, 46, THRESHOLD, NUM_ROLLS) => 6,
                        "seven-eleven-seven-strategy-hint-hog-seven-opponent";
                    seven_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("seven-eleven-seven-strategy-hog-seven-exactly" {
                    seven_strategy(3, 0, 2, 5) => 0, "seven-eleven-seven-strategy-hint-hog-seven-0";
                    seven_strategy(3, 0, 3, 5) => 5;
                    seven_strategy(88, 104, 8, 9) => 0;
                }),
                case!("seven-eleven-seven-strategy-otherwise-number-dice" {
                    seven_strategy(0, 7, 3, 10) => 10, "seven-eleven-seven-strategy-hint-num-rolls-10";
                    seven_strategy(50, 14, 4, 1) => 1;
                    seven_strategy(50, 14, 4, 9) => 9;
                }),
                case!("seven-eleven-seven-strategy-thresholds-0-up" {
                    seven_strategy(60, 35, 0, 6) => 0, "seven-eleven-seven-strategy-hint-hog-seven-earns-least";
                    seven_strategy(60, 13, 9, 6) => 6, "seven-eleven-seven-strategy-hint-hog-seven-earns-most";
                    seven_strategy(60, 13, 50, 3) => 3;
                }),
                case!("seven-eleven-seven-strategy-eleven-up-left" {
                    # "seven-eleven-seven-strategy-note-hog-seven-12";
                    seven_strategy(15, 12, 10, 5) => 5,
                        "seven-eleven-seven-strategy-hint-seven-strategy-weighs";
                }),
            ]),
            properties(),
        ],
    }
}

/// What any correct seven_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("seven-eleven-seven-strategy-scores-thresholds-numbers", |s| {
        threshold::check_shape(s, "seven_strategy", seven_strategy, 12);
        s.property(&said!("seven-eleven-seven-strategy-property-scores-no-dice"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let expect = |threshold: u32, expected: u32, why: Said| {
                    let got = seven_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(said!(
                            "seven-eleven-seven-strategy-seven-strategy-returned",
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
                expect(0, 0, said!("seven-eleven-seven-strategy-why-hog-seven-earns"))?;
                expect(2, 0, said!("seven-eleven-seven-strategy-why-hog-seven-earns-2"))?;
                expect(9, num_rolls, said!("seven-eleven-seven-strategy-why-hog-seven-earns-8"))?;
                let points = hog_seven(opponent);
                expect(
                    points,
                    0,
                    said!(
                        "seven-eleven-seven-strategy-why-hog-seven-which",
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )
            })
        });
        s.property(&said!("seven-eleven-seven-strategy-property-scores-player-s"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let threshold = num_rolls % 9;
                property::same(
                    || format!("seven_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
                    seven_strategy(score, opponent, threshold, num_rolls),
                    || format!("seven_strategy(0, {opponent}, {threshold}, {num_rolls})"),
                    seven_strategy(0, opponent, threshold, num_rolls),
                    said!("seven-eleven-seven-strategy-why-hog-seven-reads"),
                )
            })
        });
    })])
}
