//! Experiments with Hog: averaging functions, the best number of dice and win
//! rates (problems 08 and 09), and any extra problem of an edition (exact win
//! rates, problem 13, in two of them).
//!
//! Built on `hog-rules` and `hog-strategies`. The functions students write live
//! in `src/experiments.rs`. With the `solution` feature every edition's reference
//! is compiled instead, each a namespace of its own in `editions`, built on the
//! same edition of the rules and strategies; the root then re-exports the
//! checkout's edition. [`measure`] turns the experiments into values, for tools
//! that show progress and uncertainty.

// What the student file sees through `use super::*`.
#[cfg(not(feature = "solution"))]
#[allow(unused_imports)]
use hog_rules::*;
#[cfg(not(feature = "solution"))]
#[allow(unused_imports)]
use hog_strategies::*;

#[cfg(not(feature = "solution"))]
mod experiments;
#[cfg(not(feature = "solution"))]
pub use experiments::*;

#[cfg(feature = "solution")]
#[path = "editions.rs"]
pub mod editions;
#[cfg(feature = "solution")]
pub use editions::active::*;

pub mod measure;

/// The file the problems above were compiled from, for the grader's source checks.
#[cfg(not(feature = "solution"))]
pub const SOURCE: hog_rules::StudentSource = hog_rules::StudentSource {
    path: "crates/experiments/src/experiments.rs",
    text: include_str!("experiments.rs"),
    edition: None,
};
