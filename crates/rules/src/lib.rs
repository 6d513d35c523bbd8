// BEGIN EDITION
//! The rules of Hog: dice, turns and the game loop (problems 00 to 05).
//!
//! Two crates build on this one: `hog-strategies` (problems 06, 07, 10 to 12)
//! and `hog-experiments` (08, 09 and 13). The functions students write live in
//! `src/rules.rs`; with the `solution` feature the reference in
//! `solution/rules.rs` is compiled in its place. Everything else is shared.
// END EDITION

// Mistakes in the zoo and students' code may name the dice as `crate::dice`.
#[allow(unused_imports)]
use hog_dice as dice;

pub use hog_dice::{
    Dice, MAX_ROLLS, faces_making, four_sided, make_fair_dice, make_seeded_dice, make_test_dice,
    roll_chances, roll_ways, six_sided,
};

#[cfg(not(feature = "solution"))]
mod rules;
#[cfg(feature = "solution")]
#[path = "../solution/rules.rs"]
mod rules;

pub use rules::*;

/// The file the problems above were compiled from, for the grader's source checks.
pub const SOURCE: StudentSource = StudentSource {
    #[cfg(not(feature = "solution"))]
    path: "crates/rules/src/rules.rs",
    #[cfg(feature = "solution")]
    path: "crates/rules/solution/rules.rs",
    #[cfg(not(feature = "solution"))]
    text: include_str!("rules.rs"),
    #[cfg(feature = "solution")]
    text: include_str!("../solution/rules.rs"),
};

/// A source file compiled into a teaching crate: its path from the workspace root and its text.
#[derive(Clone, Copy, Debug)]
pub struct StudentSource {
    /// Path from the workspace root, as shown to students.
    pub path: &'static str,
    /// The text that was compiled.
    pub text: &'static str,
}
