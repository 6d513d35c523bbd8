//! The rules of Hog: dice, turns and the game loop (problems 00 to 05).
//!
//! Two crates build on this one: `hog-strategies` (problems 06, 07, 10 to 12)
//! and `hog-experiments` (08, 09 and any extra problem). The functions students
//! write live in `src/rules.rs`. With the `solution` feature every edition's
//! reference is compiled instead, each a namespace of its own in `editions`:
//! the shared `solution/rules.rs` with the edition's own items from
//! `editions/<name>/rules.rs`. The root then re-exports the checkout's edition.

// Mistakes in the zoo and students' code may name the dice as `crate::dice`.
#[allow(unused_imports)]
use hog_dice as dice;

/// The provided dice (problem 00), which every edition's rules roll.
pub mod provided {
    pub use hog_dice::turn::{State, Turn};
    pub use hog_dice::{
        Dice, MAX_ROLLS, faces_making, four_sided, make_fair_dice, make_seeded_dice, make_test_dice,
        roll_chances, roll_chances_of, roll_ways, roll_ways_of, six_sided,
    };
}

pub use provided::*;

/// A turn as one transition, and its tables for exact analysis (provided).
pub use hog_dice::{table, turn};

/// The compiled edition's turn as one transition: its items `MEMORY`, `START_MEMORY`,
/// `dice_sides`, `most_dice`, `roll_dice`, `earn` and `settle`, which every tool follows.
pub fn transition() -> turn::Transition<'static> {
    turn::Transition {
        memory: MEMORY,
        start_memory: START_MEMORY,
        dice_sides: &dice_sides,
        most_dice: &most_dice,
        roll_dice: &roll_dice,
        earn: &earn,
        settle: &settle,
    }
}

#[cfg(not(feature = "solution"))]
mod rules;
#[cfg(not(feature = "solution"))]
pub use rules::*;

#[cfg(feature = "solution")]
#[path = "editions.rs"]
pub mod editions;
#[cfg(feature = "solution")]
pub use editions::active::*;

/// The file the problems above were compiled from, for the grader's source checks.
#[cfg(not(feature = "solution"))]
pub const SOURCE: StudentSource =
    StudentSource { path: "crates/rules/src/rules.rs", text: include_str!("rules.rs"), edition: None };

/// A source file compiled into a teaching crate: its path from the workspace root and its text.
#[derive(Clone, Copy, Debug)]
pub struct StudentSource {
    /// Path from the workspace root, as shown to students.
    pub path: &'static str,
    /// The text that was compiled.
    pub text: &'static str,
    /// In solution mode, the edition's own items, which go into `text` where it says
    /// `EDITION ITEMS` (`hog_grader::compose`).
    pub edition: Option<EditionSource>,
}

/// An edition's own items of a teaching file.
#[derive(Clone, Copy, Debug)]
pub struct EditionSource {
    /// The edition's namespace in `editions`, such as `boar_sus`.
    pub namespace: &'static str,
    /// Path from the workspace root.
    pub path: &'static str,
    /// The text that was compiled.
    pub text: &'static str,
}
