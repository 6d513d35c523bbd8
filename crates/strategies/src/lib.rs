//! Strategies for Hog: functions that choose how many dice to roll
//! (problems 06, 07, 10, 11 and 12).
//!
//! Built on `hog-rules`. The functions students write live in
//! `src/strategies.rs`. With the `solution` feature every edition's reference is
//! compiled instead, each a namespace of its own in `editions`, built on the
//! same edition of the rules; the root then re-exports the checkout's edition.

// What the student file sees through `use super::*`.
#[cfg(not(feature = "solution"))]
#[allow(unused_imports)]
use hog_rules::*;

#[cfg(not(feature = "solution"))]
mod strategies;
#[cfg(not(feature = "solution"))]
pub use strategies::*;

#[cfg(feature = "solution")]
#[path = "editions.rs"]
pub mod editions;
#[cfg(feature = "solution")]
pub use editions::active::*;

/// The file the problems above were compiled from, for the grader's source checks.
#[cfg(not(feature = "solution"))]
pub const SOURCE: hog_rules::StudentSource = hog_rules::StudentSource {
    path: "crates/strategies/src/strategies.rs",
    text: include_str!("strategies.rs"),
    edition: None,
};
