//! The library behind `cargo xtask`: every command is a module, so the project's own
//! tests can drive them (see `tests/`).

pub mod batch;
pub mod bench;
pub mod build;
pub mod ci;
pub mod grade;
pub mod mutants;
pub mod prepare;
pub mod progress;
pub mod questions;
pub mod release;
pub mod sandbox;
pub mod snapshots;
pub mod stubs;
pub mod unlock;
pub mod workspace;
