//! Problem 11: tied_strategy. Fixed examples tell its two reasons for rolling no dice apart, and
//! the sides of the one die from Hog Wild; properties check what any correct choice does without
//! working it out here (the hidden suite compares it with the student's rules at every opponent
//! score).

use crate::student::rules::*;
use crate::student::wild_tied::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "11",
        title: "tied_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "tied_strategy",
            rule: Rule::Uses(&["free_bacon", "hog_tied", "hog_wild"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("wild-tied-tied-strategy-away-hog-tied" {
                    # "wild-tied-tied-strategy-note-20-18-sum";
                    tied_strategy(20, 18, 9, 5) => 0, "wild-tied-tied-strategy-hint-free-bacon-earns";
                    tied_strategy(20, 18, 10, 5) => 5,
                        "wild-tied-tied-strategy-hint-9-falls-short";
                    tied_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("wild-tied-tied-strategy-held-one-die" {
                    # "wild-tied-tied-strategy-note-20-17-sum";
                    tied_strategy(20, 17, 9, 5) => 0,
                        "wild-tied-tied-strategy-hint-8-short-threshold";
                    # "wild-tied-tied-strategy-note-3-24-sum";
                    tied_strategy(3, 24, 10, 6) => 0;
                }),
                case!("wild-tied-tied-strategy-held-one-die-die" {
                    # "wild-tied-tied-strategy-note-7-10-sum";
                    tied_strategy(7, 10, 5, 6) => 6,
                        "wild-tied-tied-strategy-hint-free-bacon-s";
                    # "wild-tied-tied-strategy-note-6-11-sum";
                    tied_strategy(6, 11, 2, 4) => 0, "wild-tied-tied-strategy-hint-2-still-reaches";
                }),
                case!("wild-tied-tied-strategy-die-s-sides" {
                    # "wild-tied-tied-strategy-note-free-bacon-23";
                    tied_strategy(14, 23, 10, 3) => 0, "wild-tied-tied-strategy-hint-4-more-than";
                    # "wild-tied-tied-strategy-note-4-3-sum";
                    tied_strategy(4, 3, 10, 3) => 0;
                    # "wild-tied-tied-strategy-note-5-2-sum";
                    tied_strategy(5, 2, 10, 3) => 0,
                        "wild-tied-tied-strategy-hint-one-die-four";
                }),
                case!("wild-tied-tied-strategy-free-bacon-below" {
                    # "wild-tied-tied-strategy-note-6-1-sum";
                    tied_strategy(6, 1, 10, 7) => 7, "wild-tied-tied-strategy-hint-2-less-than";
                    # "wild-tied-tied-strategy-note-27-0-sum";
                    tied_strategy(27, 0, 10, 7) => 7;
                    # "wild-tied-tied-strategy-note-75-2-sum";
                    tied_strategy(75, 2, 10, 8) => 0, "wild-tied-tied-strategy-hint-free-bacon-s-3";
                    # "wild-tied-tied-strategy-note-14-3-sum";
                    tied_strategy(14, 3, 10, 8) => 0;
                    # "wild-tied-tied-strategy-note-15-2-sum";
                    tied_strategy(15, 2, 10, 8) => 8,
                        "wild-tied-tied-strategy-hint-3-less-than";
                }),
            ]),
            properties(),
        ],
    }
}

/// What any correct tied_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("wild-tied-tied-strategy-scores-thresholds-numbers", |s| {
        threshold::check_shape(s, "tied_strategy", tied_strategy, 12);
        s.property(&said!("wild-tied-tied-strategy-property-scores-no-dice"), || {
            property::check(
                (threshold::scores_and_dice(), 0u32..12),
                |((score, opponent, num_rolls), threshold)| {
                    let points = free_bacon(opponent);
                    let got = tied_strategy(score, opponent, threshold, num_rolls);
                    if points >= threshold && got != 0 {
                        Err(said!(
                            "wild-tied-tied-strategy-tied-strategy-returned",
                            score = score.to_string(),
                            opponent = opponent.to_string(),
                            threshold = threshold.to_string(),
                            num_rolls = num_rolls.to_string(),
                            got = got.to_string(),
                            points = points.to_string()
                        ))
                    } else {
                        Ok(())
                    }
                },
            )
        });
        s.property(&said!("wild-tied-tied-strategy-property-scores-hog-tied"), || {
            property::check(
                (threshold::scores_and_dice(), 0u32..12),
                |((score, opponent, num_rolls), threshold)| {
                    if hog_tied(score, opponent) == 1 {
                        return Ok(());
                    }
                    let points = free_bacon(opponent);
                    let expected = if points >= threshold { 0 } else { num_rolls };
                    let got = tied_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(said!(
                            "wild-tied-tied-strategy-tied-strategy-returned-expected",
                            score = score.to_string(),
                            opponent = opponent.to_string(),
                            threshold = threshold.to_string(),
                            num_rolls = num_rolls.to_string(),
                            got = got.to_string(),
                            expected = expected.to_string(),
                            points = points.to_string()
                        ))
                    }
                },
            )
        });
    })])
}
