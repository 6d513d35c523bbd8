//! Problem 10: boar_strategy. Fixed examples pin the comparison and the arguments;
//! properties check what every correct choice does, without working it out here (the
//! hidden suite sweeps every opponent score against the student's boar_brawl).

use crate::student::boar_sus::strategies::*;
use crate::student::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::{Said, said};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "10",
        title: "boar_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "boar_strategy",
            rule: Rule::Uses(&["boar_brawl"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("boar-sus-boar-strategy-zero-dice-when" {
                    # "boar-sus-boar-strategy-note-boar-brawl-40";
                    boar_strategy(40, 51, 15, 7) => 0,
                        "boar-sus-boar-strategy-hint-boar-brawl-40";
                    boar_strategy(40, 51, 16, 7) => 7,
                        "boar-sus-boar-strategy-hint-boar-brawl-40-51";
                }),
                case!("boar-sus-boar-strategy-course-s-defaults" {
                    boar_strategy(21, 46, THRESHOLD, NUM_ROLLS) => 6;
                    boar_strategy(7, 2, THRESHOLD, NUM_ROLLS) => 0;
                    boar_strategy(52, 79, THRESHOLD, NUM_ROLLS) => 0;
                    boar_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    boar_strategy(39, 71, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("boar-sus-boar-strategy-exactly-threshold-rolls" {
                    boar_strategy(5, 0, 15, 3) => 0, "boar-sus-boar-strategy-hint-boar-brawl-5";
                    boar_strategy(0, 0, 1, 4) => 0, "boar-sus-boar-strategy-hint-boar-brawl-0";
                    boar_strategy(2, 5, 6, 8) => 0;
                    boar_strategy(2, 5, 7, 8) => 8;
                }),
                case!("boar-sus-boar-strategy-otherwise-number-dice" {
                    boar_strategy(0, 0, 11, 10) => 10, "boar-sus-boar-strategy-hint-num-rolls-10";
                    boar_strategy(72, 29, 2, 1) => 1;
                    boar_strategy(72, 29, 2, 9) => 9;
                }),
                case!("boar-sus-boar-strategy-thresholds-0-up" {
                    boar_strategy(72, 29, 0, 6) => 0, "boar-sus-boar-strategy-hint-boar-brawl-always";
                    boar_strategy(7, 2, 100, 5) => 5;
                    boar_strategy(7, 2, 21, 5) => 0;
                    boar_strategy(7, 2, 22, 5) => 5;
                }),
                case!("boar-sus-boar-strategy-sus-fuss-plays" {
                    # "boar-sus-boar-strategy-note-boar-brawl-2";
                    boar_strategy(2, 5, 7, 8) => 8,
                        "boar-sus-boar-strategy-hint-boar-strategy-compares";
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct boar_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("boar-sus-boar-strategy-scores-thresholds-numbers", |s| {
        threshold::check_shape(s, "boar_strategy", boar_strategy, 30);
        s.property(&said!("boar-sus-boar-strategy-property-scores-zero-dice"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let check = |threshold: u32, expected: u32, why: Said| {
                    let got = boar_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(said!(
                            "boar-sus-boar-strategy-boar-strategy-returned",
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
                check(0, 0, said!("boar-sus-boar-strategy-why-boar-brawl-scores"))?;
                check(1, 0, said!("boar-sus-boar-strategy-why-boar-brawl-scores-least"))?;
                check(28, num_rolls, said!("boar-sus-boar-strategy-why-boar-brawl-scores-most"))?;
                let points = boar_brawl(score, opponent);
                check(
                    points,
                    0,
                    said!(
                        "boar-sus-boar-strategy-why-boar-brawl-least",
                        score = score.to_string(),
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )?;
                Ok(())
            })
        });
    })])
}
