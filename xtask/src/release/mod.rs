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

/// The packages of a release whose code an edition changes: the rest (the grader, the tool) is
/// the same in every edition. CI's early release check and the editions' release proofs lint
/// these in every edition's release.
#[cfg(feature = "instructor")]
pub const EDITION_PACKAGES: &[&str] =
    &["hog-rules", "hog-strategies", "hog-experiments", "hog-suites", "hog-graded", "hog", "hog-exact"];
