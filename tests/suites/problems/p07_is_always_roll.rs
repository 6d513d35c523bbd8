//! Problem 07: is_always_roll. The strategies below differ from a constant at a single
//! pair of scores, so only a function that checks every pair below the goal, and no
//! pair at or above it, gets them all right.

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
                case!("A strategy that never changes always rolls the same." {
                    is_always_roll(always_roll_5, GOAL) => true;
                    is_always_roll(|_, _| 0, GOAL) => true;
                    is_always_roll(|_, _| 10, 50) => true;
                }),
                case!("catch_up changes with the scores." {
                    is_always_roll(catch_up, GOAL) => false,
                        "catch_up rolls 6 when behind, as at (0, 1), and 5 otherwise, as at (0, 0): compare every pair of scores, both going from 0 to goal - 1, not only some pairs.";
                    # "catch_up(0, 0) is 5 but catch_up(0, 1) is 6.";
                    is_always_roll(catch_up, 2) => false,
                        "With a goal of 2 the pairs are (0, 0), (0, 1), (1, 0) and (1, 1): both scores start at 0 and go up to goal - 1, 1 here.";
                }),
                case!("A difference at a single corner is a difference." {
                    is_always_roll(|score, opponent| if (score, opponent) == (0, 1) { 6 } else { 5 }, GOAL) => false,
                        "Only (0, 1) differs here: compare strategy(0, 0) with every pair, including (0, 1).";
                    is_always_roll(|score, opponent| if (score, opponent) == (1, 0) { 6 } else { 5 }, GOAL) => false,
                        "Only (1, 0) differs here. Does the inner loop start again from 0 for every score? A counter that is not reset compares (0, 0) to (0, 99) and nothing else.";
                    is_always_roll(|score, opponent| if (score, opponent) == (0, 99) { 6 } else { 5 }, GOAL) => false;
                    is_always_roll(|score, opponent| if (score, opponent) == (99, 0) { 6 } else { 5 }, GOAL) => false;
                    is_always_roll(|score, opponent| if (score, opponent) == (99, 99) { 6 } else { 5 }, GOAL) => false,
                        "Only (99, 99) differs here: do both scores go all the way to goal - 1?";
                }),
                case!("A difference in the middle is a difference." {
                    is_always_roll(|score, _| if score == 57 { 4 } else { 5 }, GOAL) => false,
                        "The strategy changes only when the player's score is 57: is every score from 0 to goal - 1 tried?";
                    is_always_roll(|score, opponent| if (score, opponent) == (42, 17) { 0 } else { 5 }, GOAL) => false;
                    is_always_roll(|score, opponent| if score == opponent && score > 0 { 3 } else { 2 }, GOAL) => false;
                }),
            ]),
            Suite::scored(vec![
                case!("The goal is the one given, not 100." {
                    is_always_roll(|score, opponent| if score < 100 && opponent < 100 { 5 } else { 6 }, 200) => false,
                        "With a goal of 200, scores from 0 to 199 count: this strategy changes at 100.";
                    is_always_roll(|score, opponent| if (score, opponent) == (150, 125) { 6 } else { 5 }, 200) => false,
                        "Only (150, 125) differs, and both scores are below the goal of 200.";
                    is_always_roll(|score, opponent| if score < 50 && opponent < 50 { 4 } else { 7 }, 50) => true,
                        "With a goal of 50, scores of 50 and more are never reached: only 0 to 49 count.";
                }),
                case!("Scores stop just below the goal." {
                    is_always_roll(|score, opponent| if score.max(opponent) >= 100 { 6 } else { 5 }, GOAL) => true,
                        "The strategy changes only when a score is 100 or more, which never happens in a game to 100: use 0..goal, not 0..=goal.";
                    is_always_roll(|score, opponent| if (score, opponent) == (199, 199) { 6 } else { 5 }, 200) => false;
                    is_always_roll(catch_up, 1) => true, "With a goal of 1 the only pair is (0, 0).";
                }),
                case!("Every pair below the goal is asked about, and no other." {
                    # "pairs_asked(goal) lists, for a strategy that always rolls 5, the pairs of scores it was called with.";
                    pairs_asked(10).len() => 100, "A goal of 10 means 10 × 10 pairs, each score from 0 to 9.";
                    pairs_asked(10).iter().filter(|&&(score, opponent)| score >= 10 || opponent >= 10).count() => 0,
                        "A score of goal or more was asked about: ranges end just below the goal.";
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
    Suite::scored(vec![Case::new("A difference at any one pair, for any goal.", |s| {
        s.property(
            "for any goal from 2 to 149 and any pair below it: a strategy that differs there is not constant",
            || {
                property::check(
                    (2u32..150).prop_flat_map(|goal| (Just(goal), 0..goal, 0..goal)),
                    |(goal, at0, at1)| {
                        let got = is_always_roll(
                            move |score, opponent| if (score, opponent) == (at0, at1) { 6 } else { 5 },
                            goal,
                        );
                        let call = format!("is_always_roll(<5 everywhere but 6 at ({at0}, {at1})>, {goal})");
                        if got { Err(format!("{call} returned true, expected false")) } else { Ok(()) }
                    },
                )
            },
        );
        s.property(
            "for any goal from 1 to 149: a strategy that differs only at the goal or above is constant",
            || {
                property::check((1u32..150, 0u32..3), |(goal, offset)| {
                    let at = goal + offset;
                    let got = is_always_roll(
                        move |score, opponent| if score == at || opponent == at { 6 } else { 5 },
                        goal,
                    );
                    let call = format!("is_always_roll(<5 below {at}, 6 at {at}>, {goal})");
                    if got { Ok(()) } else { Err(format!("{call} returned false, expected true")) }
                })
            },
        );
    })])
}
