// BEGIN EDITION
//! Experiments with Hog: averaging functions, the best number of dice and win
//! rates (problems 08 and 09), and exact win rates (problem 13).
//!
//! Built on `hog-rules` and `hog-strategies`. The functions students write live
//! in `src/experiments.rs`; with the `solution` feature the reference in
//! `solution/experiments.rs` is compiled in its place (and the references below
//! it with it). [`measure`] turns the same experiments into values, for tools
//! that show progress and uncertainty.
// END EDITION

#[cfg(not(feature = "solution"))]
mod experiments;
#[cfg(feature = "solution")]
#[path = "../solution/experiments.rs"]
mod experiments;

pub mod measure;

pub use experiments::*;

/// The file the problems above were compiled from, for the grader's source checks.
pub const SOURCE: hog_rules::StudentSource = hog_rules::StudentSource {
    #[cfg(not(feature = "solution"))]
    path: "crates/experiments/src/experiments.rs",
    #[cfg(feature = "solution")]
    path: "crates/experiments/solution/experiments.rs",
    #[cfg(not(feature = "solution"))]
    text: include_str!("experiments.rs"),
    #[cfg(feature = "solution")]
    text: include_str!("../solution/experiments.rs"),
};
