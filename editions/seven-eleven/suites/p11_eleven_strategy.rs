//! Problem 11: eleven_strategy. Fixed examples tell the gain from the new total, and Hog
//! Seven's points from what Eleven Up adds; properties check what any correct choice does
//! without working it out here (the hidden suite compares it with eleven_update at every
//! opponent score).

use crate::student::rules::*;
use crate::student::seven_eleven::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::{Said, said};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "11",
        title: "eleven_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "eleven_strategy",
            rule: Rule::Uses(&["eleven_update"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("seven-eleven-eleven-strategy-no-dice-when" {
                    # "seven-eleven-eleven-strategy-note-17-against-10";
                    eleven_strategy(17, 10, 8, 3) => 0,
                        "seven-eleven-eleven-strategy-hint-zero-dice-take";
                    eleven_strategy(17, 10, 9, 3) => 3,
                        "seven-eleven-eleven-strategy-hint-gain-8-falls";
                    # "seven-eleven-eleven-strategy-note-30-against-46";
                    eleven_strategy(30, 46, 7, 4) => 4,
                        "seven-eleven-eleven-strategy-hint-gain-6-short";
                }),
                case!("seven-eleven-eleven-strategy-course-s-threshold" {
                    eleven_strategy(17, 10, THRESHOLD, NUM_ROLLS) => 0;
                    eleven_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                    eleven_strategy(0, 6, THRESHOLD, NUM_ROLLS) => 0;
                    eleven_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    eleven_strategy(3, 6, THRESHOLD, NUM_ROLLS) => 0;
                }),
                case!("seven-eleven-eleven-strategy-eleven-up-can" {
                    # "seven-eleven-eleven-strategy-note-20-against-0";
                    eleven_strategy(20, 0, 5, 3) => 0,
                        "seven-eleven-eleven-strategy-hint-hog-seven-alone";
                    eleven_strategy(20, 0, 6, 3) => 3;
                    # "seven-eleven-eleven-strategy-note-past-100-108";
                    eleven_strategy(108, 0, 5, 4) => 0;
                }),
                case!("seven-eleven-eleven-strategy-gain-not-new" {
                    # "seven-eleven-eleven-strategy-note-80-against-10";
                    eleven_strategy(80, 10, 50, 4) => 4,
                        "seven-eleven-eleven-strategy-hint-compare-gain-85";
                    eleven_strategy(95, 56, 4, 7) => 7;
                }),
                case!("seven-eleven-eleven-strategy-gain-exactly-threshold" {
                    eleven_strategy(3, 6, 11, 2) => 0, "seven-eleven-eleven-strategy-hint-3-8-11";
                    eleven_strategy(3, 6, 12, 9) => 9, "seven-eleven-eleven-strategy-hint-gain-11-falls";
                    eleven_strategy(0, 0, 0, 10) => 0;
                }),
            ]),
            properties(),
        ],
    }
}

/// What any correct eleven_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("seven-eleven-eleven-strategy-scores-thresholds-numbers", |s| {
        threshold::check_shape(s, "eleven_strategy", eleven_strategy, 15);
        s.property(&said!("seven-eleven-eleven-strategy-property-scores-no-dice"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let expect = |threshold: u32, expected: u32, why: Said| {
                    let got = eleven_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(said!(
                            "seven-eleven-eleven-strategy-eleven-strategy-returned",
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
                expect(0, 0, said!("seven-eleven-eleven-strategy-why-zero-dice-gain"))?;
                expect(2, 0, said!("seven-eleven-eleven-strategy-why-zero-dice-gain-2"))?;
                expect(12, num_rolls, said!("seven-eleven-eleven-strategy-why-zero-dice-gain-11"))?;
                let points = hog_seven(opponent);
                expect(
                    points,
                    0,
                    said!(
                        "seven-eleven-eleven-strategy-why-never-takes-points",
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )
            })
        });
    })])
}
