//! Naming the first problem still to write, not the first one a command happens to reach.
//!
//! A game calls `play` (problem 05) before any rule, so on untouched stubs its `todo!()`
//! is the first one reached although problems 01 to 04 come first. Students work in
//! order, so when the code stops at a `todo!()`, each function of an earlier problem the
//! game needs is called once, in order, and the first of those not written is named.

use hog_rules::{
    course_update, make_test_dice, play, roll_dice, simple_update, swaps, total_rule, turn_points,
    zero_dice_points,
};

use crate::crash::{Caught, catch};

/// One call of a function a game needs, labelled with its problem. The arguments are the
/// smallest a game uses, so a written function returns at once.
pub type Call = (&'static str, fn());

/// The rules every game runs, in the order of their problems: the edition's rules by role,
/// each calling the student's functions of its problem.
const RULES: &[Call] = &[
    ("01", || {
        roll_dice(1, &mut make_test_dice(&[6]));
    }),
    ("02", || {
        zero_dice_points(0, 0);
    }),
    ("03", || {
        turn_points(0, 0, 0, &mut make_test_dice(&[6]));
    }),
    ("04", || {
        swaps(0, 1);
    }),
];

/// The rules a game with the edition's rule on totals (Sus Fuss...) runs on top of [`RULES`].
const SUS_FUSS: &[Call] = &[
    ("04", || {
        total_rule(1);
    }),
    ("04", || {
        course_update(0, 0, 0, &mut make_test_dice(&[6]));
    }),
];

/// The game itself, after every rule: a computer strategy that is not written yet
/// (problems 06 and up) may stop a game before `play` is reached.
const PLAY: &[Call] = &[("05", || {
    play(|_, _| 0, |_, _| 0, simple_update, 0, 0, &mut make_test_dice(&[6]), 1);
})];

/// The functions a game runs before `play` can finish, in the order of their problems.
pub fn rules_of_a_game(sus_fuss: bool) -> impl Iterator<Item = &'static Call> {
    let sus_fuss_rules: &'static [Call] = if sus_fuss { SUS_FUSS } else { &[] };
    RULES.iter().chain(sus_fuss_rules).chain(PLAY)
}

/// `caught`, or, when it is a `todo!()`, the first `todo!()` among `calls` of an earlier
/// problem. Other panics in `calls` are left for the game to show.
pub fn earliest<'a>(caught: Caught, calls: impl IntoIterator<Item = &'a Call>) -> Caught {
    let Caught::NotWritten { problem, .. } = &caught else {
        return caught;
    };
    for (_, call) in calls.into_iter().take_while(|(id, _)| *id < problem.as_str()) {
        if let Err(earlier @ Caught::NotWritten { .. }) = catch(call) {
            return earlier;
        }
    }
    caught
}

#[cfg(test)]
mod tests {
    use super::*;

    fn not_written(problem: &str) -> Caught {
        Caught::NotWritten { problem: problem.into(), name: "play".into(), place: None }
    }

    const CALLS: &[Call] = &[
        ("01", || ()),
        ("02", || todo!("Problem 02: boar_brawl")),
        ("03", || todo!("Problem 03: take_turn")),
        ("06", || todo!("Problem 06: always_roll")),
    ];

    #[test]
    fn the_first_earlier_todo_is_named() {
        let named = earliest(not_written("05"), CALLS);
        assert!(matches!(&named, Caught::NotWritten { problem, .. } if problem == "02"), "{named:?}");
    }

    #[test]
    fn later_problems_and_other_panics_are_left_alone() {
        assert_eq!(earliest(not_written("02"), CALLS), not_written("02"));
        let panicked = Caught::Panicked { message: "overflow".into(), place: None };
        assert_eq!(earliest(panicked.clone(), CALLS), panicked);
    }
}
