//! Strategies for Hog: functions that choose how many dice to roll
//! (problems 06, 07, 10, 11 and 12).
//!
//! Built on `hog-rules`. The functions students write live in
//! `src/strategies.rs`; with the `solution` feature the reference in
//! `solution/strategies.rs` is compiled in its place (and the rules' reference
//! with it). Everything else is shared.

#[cfg(not(feature = "solution"))]
mod strategies;
#[cfg(feature = "solution")]
#[path = "../solution/strategies.rs"]
mod strategies;

pub use strategies::*;

/// The file the problems above were compiled from, for the grader's source checks.
pub const SOURCE: hog_rules::StudentSource = hog_rules::StudentSource {
    #[cfg(not(feature = "solution"))]
    path: "crates/strategies/src/strategies.rs",
    #[cfg(feature = "solution")]
    path: "crates/strategies/solution/strategies.rs",
    #[cfg(not(feature = "solution"))]
    text: include_str!("strategies.rs"),
    #[cfg(feature = "solution")]
    text: include_str!("../solution/strategies.rs"),
};
