//! Problem 11: eleven_strategy. Fixed examples tell the gain from the new total, and Hog
//! Seven's points from what Eleven Up adds; properties check what any correct choice does
//! without working it out here (the hidden suite compares it with eleven_update at every
//! opponent score).

use hog_i18n::said;
use crate::student::rules::*;
use crate::student::seven_eleven::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

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
                case!("se-eleven-strategy-no-dice-when" {
                    # "se-eleven-strategy-note-17-against-10";
                    eleven_strategy(17, 10, 8, 3) => 0,
                        "se-eleven-strategy-hint-zero-dice-take";
                    eleven_strategy(17, 10, 9, 3) => 3,
                        "se-eleven-strategy-hint-gain-8-falls";
                    # "se-eleven-strategy-note-30-against-46";
                    eleven_strategy(30, 46, 7, 4) => 4,
                        "se-eleven-strategy-hint-gain-6-short";
                }),
                case!("se-eleven-strategy-course-s-threshold" {
                    eleven_strategy(17, 10, THRESHOLD, NUM_ROLLS) => 0;
                    eleven_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                    eleven_strategy(0, 6, THRESHOLD, NUM_ROLLS) => 0;
                    eleven_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    eleven_strategy(3, 6, THRESHOLD, NUM_ROLLS) => 0;
                }),
                case!("se-eleven-strategy-eleven-up-can" {
                    # "se-eleven-strategy-note-20-against-0";
                    eleven_strategy(20, 0, 5, 3) => 0,
                        "se-eleven-strategy-hint-hog-seven-alone";
                    eleven_strategy(20, 0, 6, 3) => 3;
                    # "se-eleven-strategy-note-past-100-108";
                    eleven_strategy(108, 0, 5, 4) => 0;
                }),
                case!("se-eleven-strategy-gain-not-new" {
                    # "se-eleven-strategy-note-80-against-10";
                    eleven_strategy(80, 10, 50, 4) => 4,
                        "se-eleven-strategy-hint-compare-gain-85";
                    eleven_strategy(95, 56, 4, 7) => 7;
                }),
                case!("se-eleven-strategy-gain-exactly-threshold" {
                    eleven_strategy(3, 6, 11, 2) => 0, "se-eleven-strategy-hint-3-8-11";
                    eleven_strategy(3, 6, 12, 9) => 9, "se-eleven-strategy-hint-gain-11-falls";
                    eleven_strategy(0, 0, 0, 10) => 0;
                }),
            ]),
            properties(),
        ],
    }
}

/// What any correct eleven_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("Any scores, thresholds and numbers of dice.", |s| {
        threshold::check_shape(s, "eleven_strategy", eleven_strategy, 15);
        s.property(&said!("se-eleven-strategy-property-scores-no-dice"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let expect = |threshold: u32, expected: u32, why: &str| {
                    let got = eleven_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(format!(
                            "eleven_strategy({score}, {opponent}, {threshold}, {num_rolls}) returned {got}, expected {expected}: {why}"
                        ))
                    }
                };
                expect(0, 0, "zero dice gain 0 or more")?;
                expect(2, 0, "zero dice gain 2 or more")?;
                expect(12, num_rolls, "zero dice gain 11 at most: 8 from Hog Seven and 3 from Eleven Up")?;
                let points = hog_seven(opponent);
                expect(points, 0, &format!("hog_seven({opponent}) is {points}, and Eleven Up never takes points away"))
            })
        });
    })])
}
