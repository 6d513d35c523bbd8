//! What `cargo xtask` found while it put together the code to grade, handed to the suite
//! binary (`--prepared FILE`) so the report can say it where the student looks.
//!
//! The code graded is the file handed out with each problem's region taken from the
//! student: a region that breaks the lint, has lost its markers, does not compile or keeps
//! the compiler busy past the build's time limit is replaced by its stub (it is *withheld*), so one mistake costs one problem, not all.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Everything preparation found; empty when the code was graded as it is.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Prepared {
    /// Problems whose code was replaced by its stub, with why.
    pub withheld: Vec<Withheld>,
    /// Lines outside the problem regions that differ from the file handed out; the
    /// original lines were graded in their place.
    pub outside_edits: Vec<OutsideEdit>,
}

impl Prepared {
    /// Why `problem` was withheld, if it was.
    pub fn withheld(&self, problem: &str) -> Option<&Withheld> {
        self.withheld.iter().find(|w| w.problem == problem)
    }
}

/// A problem whose region was left out of the build.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Withheld {
    /// The problem id, such as `06`.
    pub problem: String,
    /// Why.
    pub reason: Reason,
    /// The file the region is in, from the workspace root.
    pub file: String,
    /// What to show: compiler errors, lint findings, or which marker is missing.
    pub details: String,
}

/// Why a region was withheld.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// The region does not compile.
    DoesNotCompile,
    /// The region uses something no solution may use (files, processes, `unsafe`...).
    Forbidden,
    /// The region's `BEGIN`/`END PROBLEM` markers are missing or out of order.
    Markers,
    /// The region's code kept the compiler busy past the build's time limit: a `const` that
    /// never finishes evaluating, types that grow without end. Such code would hold up every
    /// grade after it, so it is graded as its stub.
    BuildTimedOut,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::DoesNotCompile => "does not compile",
            Reason::Forbidden => "uses something not allowed",
            Reason::Markers => "has lost its markers",
            Reason::BuildTimedOut => "takes too long to compile",
        })
    }
}

/// A line outside every problem region that is not as handed out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OutsideEdit {
    /// The file, from the workspace root.
    pub file: String,
    /// One-based line in the student's file.
    pub line: usize,
}

impl fmt::Display for OutsideEdit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}
