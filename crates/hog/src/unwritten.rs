//! Naming the first problem still to write, not the first one a command happens to reach.
//!
//! A game calls `play` (problem 05) before any rule, so on untouched stubs its `todo!()`
//! is the first one reached although problems 01 to 04 come first. Students work in
//! order, so when the code stops at a `todo!()`, each function of an earlier problem the
//! game needs is called once, in order, and the first of those not written is named.

use hog_rules::make_test_dice;

use crate::crash::{Caught, catch};
use crate::edition::Edition;

/// One call of a function a game needs, labelled with its problem, in the edition given. The
/// arguments are the smallest a game uses, so a written function returns at once.
pub type Call = (&'static str, fn(&Edition));

/// The rules every game runs, in the order of their problems: the edition's rules by role,
/// each calling the student's functions of its problem.
const RULES: &[Call] = &[
    ("01", |edition| {
        (edition.roll_dice)(1, &mut make_test_dice(&[6]));
    }),
    ("02", |edition| {
        edition.zero_dice_points(0, 0);
    }),
    ("03", |edition| {
        edition.replayed(1, 0, 0, &[6], false);
    }),
    ("04", |edition| {
        edition.replayed(0, 0, 1, &[], false);
    }),
];

/// The rules a game with the edition's rule on totals (Sus Fuss...) runs on top of [`RULES`].
const SUS_FUSS: &[Call] = &[
    ("04", |edition| {
        edition.replayed(1, 0, 0, &[6], true);
    }),
    ("04", |edition| {
        (edition.course_update)(0, 0, 0, &mut make_test_dice(&[6]));
    }),
];

/// The game itself, after every rule: a computer strategy that is not written yet
/// (problems 06 and up) may stop a game before `play` is reached.
const PLAY: &[Call] = &[("05", |edition| {
    (edition.play)(&|_, _| 0, &|_, _| 0, &edition.simple_update, 0, 0, &mut make_test_dice(&[6]), 1);
})];

/// The functions a game runs before `play` can finish, in the order of their problems.
pub fn rules_of_a_game(sus_fuss: bool) -> impl Iterator<Item = &'static Call> {
    let sus_fuss_rules: &'static [Call] = if sus_fuss { SUS_FUSS } else { &[] };
    RULES.iter().chain(sus_fuss_rules).chain(PLAY)
}

/// `caught`, or, when it is a `todo!()`, the first `todo!()` among `calls` of an earlier
/// problem, made in `edition`. Other panics in `calls` are left for the game to show.
pub fn earliest<'a>(edition: &Edition, caught: Caught, calls: impl IntoIterator<Item = &'a Call>) -> Caught {
    let Caught::NotWritten { problem, .. } = &caught else {
        return caught;
    };
    for (_, call) in calls.into_iter().take_while(|(id, _)| *id < problem.as_str()) {
        if let Err(earlier @ Caught::NotWritten { .. }) = catch(|| call(edition)) {
            return earlier;
        }
    }
    caught
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition;

    fn not_written(problem: &str) -> Caught {
        Caught::NotWritten { problem: problem.into(), name: "play".into(), place: None }
    }

    const CALLS: &[Call] = &[
        ("01", |_| ()),
        ("02", |_| todo!("Problem 02: boar_brawl")),
        ("03", |_| todo!("Problem 03: take_turn")),
        ("06", |_| todo!("Problem 06: always_roll")),
    ];

    #[test]
    fn the_first_earlier_todo_is_named() {
        let named = earliest(edition::compiled(), not_written("05"), CALLS);
        assert!(matches!(&named, Caught::NotWritten { problem, .. } if problem == "02"), "{named:?}");
    }

    #[test]
    fn later_problems_and_other_panics_are_left_alone() {
        assert_eq!(earliest(edition::compiled(), not_written("02"), CALLS), not_written("02"));
        let panicked = Caught::Panicked { message: "overflow".into(), place: None };
        assert_eq!(earliest(edition::compiled(), panicked.clone(), CALLS), panicked);
    }
}
