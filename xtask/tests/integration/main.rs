//! The xtask's integration tests, in one binary: it links once, and its tests run side by
//! side (sandbox builds still take turns, see `Sandbox::build`). They are the proofs that
//! need the real course; the engine's own builds and sandboxes are tested on a small course
//! of their own (`crates/engine/tests/course`).

mod batch;
mod builds;
mod classroom;
mod common;
mod crates;
mod editions;
mod grader;
mod mutants;
mod release;
mod roster;
mod tidy;
mod trust;
