//! The student release: `cargo xtask release` writes it (instructors only), and grading
//! reads the manifest it leaves in it.

pub mod manifest;

#[cfg(feature = "instructor")]
mod handout;
#[cfg(feature = "instructor")]
mod reference_lines;
#[cfg(feature = "instructor")]
pub mod rewrite;

#[cfg(feature = "instructor")]
pub use handout::{reference_lines_in, run, write, write_edition};
