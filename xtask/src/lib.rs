//! The library behind `cargo xtask`: every command is a module, so the project's own
//! tests can drive them (see `tests/`).
//!
//! Students need grading and concept questions; every other command is the instructors'
//! and lives behind the `instructor` feature, which a student release takes out.

pub mod atomic;
#[cfg(feature = "instructor")]
pub mod batch;
#[cfg(feature = "instructor")]
pub mod bench;
pub mod build;
#[cfg(feature = "instructor")]
pub mod ci;
#[cfg(feature = "instructor")]
pub mod classroom;
pub mod cli;
pub mod digest;
pub mod edition;
pub mod grade;
#[cfg(feature = "instructor")]
pub mod gradebook;
#[cfg(feature = "instructor")]
pub mod html;
#[cfg(feature = "instructor")]
pub mod leaderboard;
#[cfg(feature = "instructor")]
pub mod mutants;
pub mod prepare;
pub mod progress;
pub mod questions;
#[cfg(feature = "instructor")]
pub mod reference;
pub mod release;
pub mod sandbox;
#[cfg(feature = "instructor")]
pub mod snapshots;
#[cfg(feature = "instructor")]
pub mod spreadsheet;
pub mod stubs;
pub mod text;
#[cfg(feature = "instructor")]
pub mod tools;
pub mod unlock;
pub mod workspace;
#[cfg(feature = "instructor")]
pub mod zoo;
