//! `cargo xtask bench`: how long a newcomer waits, from an empty target folder, for the first
//! grade and every later one (`first_grade.rs`); with `--class`, how fast a class is graded
//! (`class.rs`), and with `--gradescope`, what one submission costs Gradescope
//! (`gradescope.rs`). Figures from one run on one machine compare with each other, not with
//! another day's.

mod class;
mod first_grade;
mod gradescope;
mod usage;

use anyhow::Result;
use hog_engine::environment::Places;

/// What `cargo xtask bench` measures.
#[derive(Clone, Debug)]
pub enum Measured {
    /// A newcomer's first grade and every later one, each later one the median of `runs`.
    FirstGrade {
        /// Runs of each later grade.
        runs: usize,
    },
    /// `grade-all` of a made-up class of `size`, `jobs` at once.
    Class {
        /// Submissions.
        size: usize,
        /// Submissions graded at once.
        jobs: usize,
        /// Where to keep grade-all's folder, if anywhere.
        keep: Option<std::path::PathBuf>,
    },
    /// One submission through the Gradescope autograder.
    Gradescope,
}

/// `cargo xtask bench`.
pub fn run(places: &Places, measured: Measured) -> Result<()> {
    match measured {
        Measured::FirstGrade { runs } => first_grade::run(&places.root, runs),
        Measured::Class { size, jobs, keep } => class::run(places, size, jobs, keep.as_deref()),
        Measured::Gradescope => gradescope::run(places),
    }
}
