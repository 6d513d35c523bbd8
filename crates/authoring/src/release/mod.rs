//! The student release: `cargo xtask release` writes it, with the grading manifest
//! (`hog_engine::grading_manifest`) that grading reads in it.

mod handout;
mod reference_lines;
pub mod rewrite;

pub use handout::{reference_lines_in, run, write, write_edition};

/// The packages of a release whose code an edition changes: the rest (the grader, the tool) is
/// the same in every edition. CI's early release check and the editions' release proofs lint
/// these in every edition's release.
pub const EDITION_PACKAGES: &[&str] =
    &["hog-rules", "hog-strategies", "hog-experiments", "hog-suites", "hog-suite-binary", "hog", "hog-exact"];
