//! `hog-class-report GRADED_DIR`: what a class got right and wrong, from the folder that
//! `cargo xtask grade-all SUBMISSIONS --out GRADED_DIR` wrote.
//!
//! The records of the batch are read back (`records.rs`), those that are not the rows of its
//! `grades.csv` left out and named, and the class's tables computed from them once
//! (`model.rs`), each failing problem's signature looked up among the zoo's known mistakes
//! (`mistakes.rs`). The page (`page.rs`, with the pictures of `pictures.rs`) and the CSV
//! tables (`tables.rs`) lay the same tables out.

pub mod mistakes;
pub mod model;
pub mod page;
pub mod pictures;
pub mod records;
pub mod tables;

use std::fmt;
use std::path::Path;

use anyhow::{Context, Result};
use hog_engine::atomic::write as write_atomically;

pub use model::Class;

/// What a report found, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Failing problems counted for a known mistake.
    pub named: usize,
    /// How many known mistakes they are.
    pub known: usize,
    /// Failing problems in a group of an unknown mistake.
    pub grouped: usize,
    /// How many groups.
    pub groups: usize,
    /// How many of those groups may follow from an earlier problem.
    pub following: usize,
    /// Failing problems whose signature several known mistakes share.
    pub ambiguous: usize,
    /// Failing problems not attempted.
    pub not_attempted: usize,
}

impl Summary {
    /// The summary of `class`.
    pub fn of(class: &Class) -> Summary {
        let mistakes = &class.mistakes;
        Summary {
            named: mistakes.named(),
            known: mistakes.known.len(),
            grouped: mistakes.grouped(),
            groups: mistakes.unknown.len(),
            following: mistakes.unknown.iter().filter(|group| group.may_follow()).count(),
            ambiguous: mistakes.ambiguous_count(),
            not_attempted: mistakes.not_attempted,
        }
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} failing problems named ({} known mistakes), {} grouped ({} unknown mistakes, {} of which may follow from an earlier problem), {} ambiguous, {} not attempted",
            self.named,
            self.known,
            self.grouped,
            self.groups,
            self.following,
            self.ambiguous,
            self.not_attempted
        )
    }
}

/// Writes the report of the class graded in `graded` into `out`, the failing problems
/// matched against the known mistakes of the edition of the workspace at `root` (its
/// checkout's; the one edition of a workspace without editions). Besides its summary, what
/// the reader must know of the records read: each one left out, and why.
pub fn run(graded: &Path, out: &Path, root: &Path) -> Result<(Summary, Vec<String>)> {
    let read = records::read(graded)?;
    let zoo = hog_authoring::mutants::load_known_mistakes(
        root,
        &hog_engine::edition::course_name(root).unwrap_or_default(),
    )?;
    let mut class = Class::of(&read.records, &zoo);
    class.left_out = read.notes(graded);
    class.without_submission = read.without_submission.iter().map(|student| student.to_string()).collect();
    write(&class, out)?;
    Ok((Summary::of(&class), class.left_out))
}

/// Writes `index.html` and the CSV tables of `class` into `out`, made if need be.
pub fn write(class: &Class, out: &Path) -> Result<()> {
    std::fs::create_dir_all(out)
        .with_context(|| format!("cannot make {}: give --out a folder that can be written", out.display()))?;
    // Whole or not at all: a page opened while it is written again is the old one or the new.
    write_atomically(&out.join("index.html"), page::page(class)?.as_bytes())?;
    tables::write(class, out)
}
