//! The library behind `cargo xtask`: every command is a module, so the project's own
//! tests can drive them (see `tests/`).
//!
//! Students need grading and concept questions; every other command is the instructors'
//! and lives behind the `instructor` feature, which a student release takes out.

#[cfg(feature = "instructor")]
pub mod bench;
#[cfg(feature = "instructor")]
pub mod ci;
pub mod cli;
pub mod grade;
pub mod language;
pub mod unlock;
