//! The xtask's integration tests, in one binary: it links once, and its tests run side by
//! side (sandbox builds still take turns, see `Sandbox::build`).

mod batch;
mod builds;
mod classroom;
mod common;
mod crates;
mod editions;
mod grader;
mod grades_at_once;
mod mutants;
mod release;
mod replay;
mod roster;
mod tidy;
mod trust;
