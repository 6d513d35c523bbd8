//! Problem 07: is_always_roll. The strategies below differ from a constant at a single
//! pair of scores, so only a function that checks every pair below the goal, and no
//! pair at or above it, gets them all right.

use hog_i18n::said;
use std::cell::RefCell;
use std::collections::BTreeSet;

use crate::student::rules::{GOAL, Score};
use crate::student::strategies::*;
use hog_grader::{Case, Problem, Suite, case};

use proptest::prelude::{Just, Strategy};

use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "07",
        title: "is_always_roll",
        points: 2.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("is-always-roll-strategy-never-changes" {
                    is_always_roll(always_roll_5, GOAL) => true;
                    is_always_roll(|_, _| 0, GOAL) => true;
                    is_always_roll(|_, _| 10, 50) => true;
                }),
                case!("is-always-roll-catch-up-changes" {
                    is_always_roll(catch_up, GOAL) => false,
                        "is-always-roll-hint-catch-up-rolls";
                    # "is-always-roll-note-catch-up-0";
                    is_always_roll(catch_up, 2) => false,
                        "is-always-roll-hint-goal-2-pairs";
                }),
                case!("is-always-roll-difference-single-corner" {
                    is_always_roll(|score, opponent| if (score, opponent) == (0, 1) { 6 } else { 5 }, GOAL) => false,
                        "is-always-roll-hint-only-0-1";
                    is_always_roll(|score, opponent| if (score, opponent) == (1, 0) { 6 } else { 5 }, GOAL) => false,
                        "is-always-roll-hint-only-1-0";
                    is_always_roll(|score, opponent| if (score, opponent) == (0, 99) { 6 } else { 5 }, GOAL) => false;
                    is_always_roll(|score, opponent| if (score, opponent) == (99, 0) { 6 } else { 5 }, GOAL) => false;
                    is_always_roll(|score, opponent| if (score, opponent) == (99, 99) { 6 } else { 5 }, GOAL) => false,
                        "is-always-roll-hint-only-99-99";
                }),
                case!("is-always-roll-difference-middle-difference" {
                    is_always_roll(|score, _| if score == 57 { 4 } else { 5 }, GOAL) => false,
                        "is-always-roll-hint-strategy-changes-only";
                    is_always_roll(|score, opponent| if (score, opponent) == (42, 17) { 0 } else { 5 }, GOAL) => false;
                    is_always_roll(|score, opponent| if score == opponent && score > 0 { 3 } else { 2 }, GOAL) => false;
                }),
            ]),
            Suite::scored(vec![
                case!("is-always-roll-goal-one-given" {
                    is_always_roll(|score, opponent| if score < 100 && opponent < 100 { 5 } else { 6 }, 200) => false,
                        "is-always-roll-hint-goal-200-scores";
                    is_always_roll(|score, opponent| if (score, opponent) == (150, 125) { 6 } else { 5 }, 200) => false,
                        "is-always-roll-hint-only-150-125";
                    is_always_roll(|score, opponent| if score < 50 && opponent < 50 { 4 } else { 7 }, 50) => true,
                        "is-always-roll-hint-goal-50-scores";
                }),
                case!("is-always-roll-scores-stop-just" {
                    is_always_roll(|score, opponent| if score.max(opponent) >= 100 { 6 } else { 5 }, GOAL) => true,
                        "is-always-roll-hint-strategy-changes-only-when";
                    is_always_roll(|score, opponent| if (score, opponent) == (199, 199) { 6 } else { 5 }, 200) => false;
                    is_always_roll(catch_up, 1) => true, "is-always-roll-hint-goal-1-only";
                }),
                case!("is-always-roll-pair-below-goal" {
                    # "is-always-roll-note-pairs-asked-goal";
                    pairs_asked(10).len() => 100, "is-always-roll-hint-goal-10-means";
                    pairs_asked(10).iter().filter(|&&(score, opponent)| score >= 10 || opponent >= 10).count() => 0,
                        "is-always-roll-hint-score-goal-more";
                    pairs_asked(37).len() => 37 * 37;
                }),
            ]),
            properties(),
        ],
    }
}

/// The distinct `(score, opponent_score)` pairs `is_always_roll` passes to a constant
/// strategy with `goal`.
fn pairs_asked(goal: Score) -> BTreeSet<(Score, Score)> {
    let asked = RefCell::new(BTreeSet::new());
    is_always_roll(
        |score, opponent_score| {
            asked.borrow_mut().insert((score, opponent_score));
            5
        },
        goal,
    );
    asked.into_inner()
}

/// A strategy that differs at one random pair below a random goal is never constant;
/// one that differs only at or above the goal always is.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("is-always-roll-difference-one-pair", |s| {
        s.property(&said!("is-always-roll-property-goal-2-149"), || {
            property::check(
                (2u32..150).prop_flat_map(|goal| (Just(goal), 0..goal, 0..goal)),
                |(goal, at0, at1)| {
                    let got = is_always_roll(
                        move |score, opponent| if (score, opponent) == (at0, at1) { 6 } else { 5 },
                        goal,
                    );
                    let call = said!(
                        "is-always-roll-call-always-roll-5",
                        at0 = at0.to_string(),
                        at1 = at1.to_string(),
                        goal = goal.to_string()
                    );
                    if got {
                        Err(said!("is-always-roll-returned-true-expected", call = call))
                    } else {
                        Ok(())
                    }
                },
            )
        });
        s.property(&said!("is-always-roll-property-goal-1-149"), || {
            property::check((1u32..150, 0u32..3), |(goal, offset)| {
                let at = goal + offset;
                let got = is_always_roll(
                    move |score, opponent| if score == at || opponent == at { 6 } else { 5 },
                    goal,
                );
                let call = said!(
                    "is-always-roll-call-always-roll-5-below",
                    at = at.to_string(),
                    goal = goal.to_string()
                );
                if got { Ok(()) } else { Err(said!("is-always-roll-returned-false-expected", call = call)) }
            })
        });
    })])
}
