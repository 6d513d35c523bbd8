//! Problem 11: sus_strategy. Fixed examples separate the gain from the new total and
//! Boar Brawl from Sus Fuss; properties check what every correct choice does, without
//! working it out here (the hidden suite sweeps every opponent score against sus_update).

use crate::student::boar_sus::strategies::*;
use crate::student::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::{Said, said};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "11",
        title: "sus_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "sus_strategy",
            rule: Rule::Uses(&["sus_update"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("boar-sus-sus-strategy-zero-dice-when" {
                    # "boar-sus-sus-strategy-note-10-against-90";
                    sus_strategy(10, 90, 20, 1) => 0,
                        "boar-sus-sus-strategy-hint-rolling-zero-dice";
                    # "boar-sus-sus-strategy-note-53-against-60";
                    sus_strategy(53, 60, 14, 2) => 0,
                        "boar-sus-sus-strategy-hint-gain-14-sus";
                    sus_strategy(53, 60, 15, 2) => 2,
                        "boar-sus-sus-strategy-hint-gain-14-below";
                    # "boar-sus-sus-strategy-note-31-against-21";
                    sus_strategy(31, 21, 10, 2) => 2,
                        "boar-sus-sus-strategy-hint-gain-6-below";
                    # "boar-sus-sus-strategy-note-30-against-41";
                    sus_strategy(30, 41, 10, 2) => 0;
                }),
                case!("boar-sus-sus-strategy-course-s-defaults" {
                    sus_strategy(53, 60, THRESHOLD, NUM_ROLLS) => 0;
                    sus_strategy(31, 21, THRESHOLD, NUM_ROLLS) => 6;
                    sus_strategy(20, 50, THRESHOLD, NUM_ROLLS) => 0;
                    sus_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("boar-sus-sus-strategy-sus-fuss-can" {
                    # "boar-sus-sus-strategy-note-15-against-37";
                    sus_strategy(15, 37, 8, 5) => 0,
                        "boar-sus-sus-strategy-hint-boar-brawl-alone";
                    # "boar-sus-sus-strategy-note-2-against-5";
                    sus_strategy(2, 5, 9, 3) => 0;
                    sus_strategy(2, 5, 10, 3) => 3;
                    # "boar-sus-sus-strategy-note-past-100-113";
                    sus_strategy(113, 12, 14, 4) => 0;
                }),
                case!("boar-sus-sus-strategy-gain-not-new" {
                    # "boar-sus-sus-strategy-note-80-against-10";
                    sus_strategy(80, 10, 50, 4) => 4,
                        "boar-sus-sus-strategy-hint-compare-gain-83";
                    sus_strategy(95, 60, 4, 7) => 7;
                }),
                case!("boar-sus-sus-strategy-exactly-threshold-rolls" {
                    sus_strategy(30, 41, 12, 2) => 0, "boar-sus-sus-strategy-hint-gain-12-12";
                    sus_strategy(30, 41, 13, 9) => 9, "boar-sus-sus-strategy-hint-gain-12-below";
                    sus_strategy(20, 50, 17, 3) => 0;
                    sus_strategy(20, 50, 18, 3) => 3;
                    sus_strategy(0, 0, 0, 10) => 0;
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct sus_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("boar-sus-sus-strategy-scores-thresholds-numbers", |s| {
        threshold::check_shape(s, "sus_strategy", sus_strategy, 40);
        s.property(&said!("boar-sus-sus-strategy-property-scores-zero-dice"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let check = |threshold: u32, why: Said| {
                    let got = sus_strategy(score, opponent, threshold, num_rolls);
                    if got == 0 {
                        Ok(())
                    } else {
                        Err(said!(
                            "boar-sus-sus-strategy-sus-strategy-returned",
                            score = score.to_string(),
                            opponent = opponent.to_string(),
                            threshold = threshold.to_string(),
                            num_rolls = num_rolls.to_string(),
                            got = got.to_string(),
                            why = why
                        ))
                    }
                };
                check(0, said!("boar-sus-sus-strategy-why-rolling-zero-dice"))?;
                check(1, said!("boar-sus-sus-strategy-why-rolling-zero-dice-gains"))?;
                let points = boar_brawl(score, opponent);
                check(
                    points,
                    said!(
                        "boar-sus-sus-strategy-why-boar-brawl-sus",
                        score = score.to_string(),
                        opponent = opponent.to_string(),
                        points = points.to_string()
                    ),
                )
            })
        });
    })])
}
