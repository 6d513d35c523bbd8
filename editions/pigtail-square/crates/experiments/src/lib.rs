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
