//! Problem 10: bacon_strategy. Fixed examples pin the comparison and which arguments count;
//! properties check what any correct choice does without working it out here (the hidden
//! suite compares it with the student's free_bacon at every opponent score).

use crate::student::rules::*;
use crate::student::wild_tied::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::{Said, said};

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
                case!("wild-tied-bacon-strategy-no-dice-when" {
                    # "wild-tied-bacon-strategy-note-free-bacon-46";
                    bacon_strategy(30, 46, 7, 4) => 0,
                        "wild-tied-bacon-strategy-hint-free-bacon-earns";
                    bacon_strategy(30, 46, 8, 4) => 4,
                        "wild-tied-bacon-strategy-hint-7-falls-short";
                }),
                case!("wild-tied-bacon-strategy-course-s-threshold" {
                    bacon_strategy(0, 7, THRESHOLD, NUM_ROLLS) => 0;
                    bacon_strategy(0, 42, THRESHOLD, NUM_ROLLS) => 6;
                    bacon_strategy(42, 17, THRESHOLD, NUM_ROLLS) => 0,
                        "wild-tied-bacon-strategy-hint-free-bacon-reads";
                    bacon_strategy(17, 42, THRESHOLD, NUM_ROLLS) => 6,
                        "wild-tied-bacon-strategy-hint-free-bacon-opponent";
                    bacon_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("wild-tied-bacon-strategy-free-bacon-exactly" {
                    bacon_strategy(3, 0, 1, 5) => 0, "wild-tied-bacon-strategy-hint-free-bacon-0";
                    bacon_strategy(3, 0, 2, 5) => 5;
                    bacon_strategy(88, 109, 10, 9) => 0, "wild-tied-bacon-strategy-hint-free-bacon-109";
                }),
                case!("wild-tied-bacon-strategy-otherwise-number-dice" {
                    bacon_strategy(0, 12, 4, 10) => 10, "wild-tied-bacon-strategy-hint-num-rolls-10";
                    bacon_strategy(50, 31, 5, 1) => 1;
                    bacon_strategy(50, 31, 5, 9) => 9;
                }),
                case!("wild-tied-bacon-strategy-thresholds-0-up" {
                    bacon_strategy(60, 35, 0, 6) => 0, "wild-tied-bacon-strategy-hint-free-bacon-earns-least";
                    bacon_strategy(60, 99, 11, 6) => 6, "wild-tied-bacon-strategy-hint-free-bacon-earns-most";
                    bacon_strategy(60, 13, 50, 3) => 3;
                }),
                case!("wild-tied-bacon-strategy-hog-wild-hog" {
                    # "wild-tied-bacon-strategy-note-20-17-sum";
                    bacon_strategy(20, 17, 9, 5) => 5,
                        "wild-tied-bacon-strategy-hint-bacon-strategy-weighs";
                }),
            ]),
            properties(),
        ],
    }
}

/// What any correct bacon_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("wild-tied-bacon-strategy-scores-thresholds-numbers", |s| {
        threshold::check_shape(s, "bacon_strategy", bacon_strategy, 12);
        s.property(&said!("wild-tied-bacon-strategy-property-scores-no-dice"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let expect = |threshold: u32, expected: u32, why: Said| {
                    let got = bacon_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(said!(
                            "wild-tied-bacon-strategy-bacon-strategy-returned",
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
                expect(0, 0, said!("wild-tied-bacon-strategy-why-free-bacon-earns"))?;
                expect(1, 0, said!("wild-tied-bacon-strategy-why-free-bacon-earns-1"))?;
                expect(11, num_rolls, said!("wild-tied-bacon-strategy-why-free-bacon-earns-10"))?;
                let points = free_bacon(opponent);
                expect(
                    points,
                    0,
                    said!(
                        "wild-tied-bacon-strategy-why-free-bacon-which",
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )
            })
        });
        s.property(&said!("wild-tied-bacon-strategy-property-scores-player-s"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let threshold = num_rolls % 11;
                property::same(
                    || format!("bacon_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
                    bacon_strategy(score, opponent, threshold, num_rolls),
                    || format!("bacon_strategy(0, {opponent}, {threshold}, {num_rolls})"),
                    bacon_strategy(0, opponent, threshold, num_rolls),
                    said!("wild-tied-bacon-strategy-why-free-bacon-reads"),
                )
            })
        });
    })])
}
