//! The edition the binary grades: its problems, hidden suites and snapshots.
//!
//! Every edition's suites are compiled (`editions.rs`); the binary grades the one its
//! teaching crates are, which the table of the student's functions names.

use hog_i18n::{Said, said};
use std::sync::OnceLock;

use hog_grader::{Problem, Suite};

use crate::snapshots::Snapshot;

/// An edition's suites, as `editions.rs` lists them.
pub struct Edition {
    /// Its name in the registry, `editions/editions.toml`.
    pub name: &'static str,
    /// Its problems in the order students meet them, visible suites only.
    pub problems: fn() -> Vec<Problem>,
    /// The hidden suite of a problem, if it has one (never one without the `hidden` feature).
    pub hidden: fn(&str) -> Option<Suite>,
    /// Its snapshots; nothing else lists them.
    pub snapshots: &'static [Snapshot],
    /// How many values its game remembers from turn to turn besides the scores (`MEMORY`):
    /// editions differ in it, so the shared suites read it here.
    pub memory: u32,
    /// The memory its games start with (`START_MEMORY`).
    pub start_memory: u32,
}

static GRADED: OnceLock<&'static Edition> = OnceLock::new();

/// Makes the edition called `name` the one graded; it fails, naming the ones compiled, when
/// the suites do not know it (a table generated for another registry).
pub fn choose(name: &str) -> Result<(), Said> {
    let Some(edition) = crate::editions::ALL.iter().find(|edition| edition.name == name) else {
        let known: Vec<&str> = crate::editions::ALL.iter().map(|edition| edition.name).collect();
        return Err(said!(
            "edition-suites-have-no",
            name = format!("{name:?}"),
            value1 = (known.join(", ")).to_string()
        ));
    };
    let _ = GRADED.set(edition);
    Ok(())
}

/// The edition graded.
pub fn graded() -> &'static Edition {
    GRADED.get().expect("`run` chooses the edition before any suite is made")
}
