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
pub struct Findings {
    /// Problems whose code was replaced by its stub, with why.
    pub withheld: Vec<Withheld>,
    /// Lines outside the problem regions that differ from the file handed out; the
    /// original lines were graded in their place.
    pub outside_edits: Vec<OutsideEdit>,
}

impl Findings {
    /// Why `problem` was withheld, if it was.
    pub fn withheld(&self, problem: &str) -> Option<&Withheld> {
        self.withheld.iter().find(|w| w.problem == problem)
    }

    /// The edits outside the regions as a reader takes them in: consecutive lines of a file
    /// as one range, at most [`SHOWN_RANGES`] ranges, then how many more there are. A file
    /// that is some other file entirely is then one line, not two hundred.
    pub fn outside_edit_summary(&self) -> Vec<String> {
        let ranges = EditedLines::group(&self.outside_edits);
        let mut said: Vec<String> = ranges.iter().take(SHOWN_RANGES).map(ToString::to_string).collect();
        if ranges.len() > SHOWN_RANGES {
            said.push(hog_i18n::t!("edited-more", count = ranges.len() - SHOWN_RANGES));
        }
        said
    }
}

/// How many ranges of edited lines a summary names before it counts the rest.
pub const SHOWN_RANGES: usize = 5;

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
        f.write_str(&match self {
            Reason::DoesNotCompile => hog_i18n::t!("withheld-does-not-compile"),
            Reason::Forbidden => hog_i18n::t!("withheld-forbidden"),
            Reason::Markers => hog_i18n::t!("withheld-markers"),
            Reason::BuildTimedOut => hog_i18n::t!("withheld-build-timed-out"),
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

/// Consecutive edited lines of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditedLines {
    /// The file, from the workspace root.
    pub file: String,
    /// The first edited line, one-based.
    pub first: usize,
    /// The last edited line, one-based.
    pub last: usize,
}

impl EditedLines {
    /// `edits` as ranges of consecutive lines, file by file in the order the files come.
    pub fn group(edits: &[OutsideEdit]) -> Vec<EditedLines> {
        let mut files: Vec<&str> = Vec::new();
        for edit in edits {
            if !files.contains(&edit.file.as_str()) {
                files.push(&edit.file);
            }
        }
        let mut ranges: Vec<EditedLines> = Vec::new();
        for file in files {
            let mut lines: Vec<usize> = edits.iter().filter(|e| e.file == file).map(|e| e.line).collect();
            lines.sort_unstable();
            lines.dedup();
            for line in lines {
                match ranges.last_mut() {
                    Some(range) if range.file == file && range.last + 1 == line => range.last = line,
                    _ => ranges.push(EditedLines { file: file.to_owned(), first: line, last: line }),
                }
            }
        }
        ranges
    }
}

impl fmt::Display for EditedLines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = if self.first == self.last {
            hog_i18n::t!("edited-line", file = &self.file, line = self.first)
        } else {
            let count = self.last - self.first + 1;
            hog_i18n::t!(
                "edited-lines",
                file = &self.file,
                first = self.first,
                last = self.last,
                count = count
            )
        };
        f.write_str(&said)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edits(file: &str, lines: impl IntoIterator<Item = usize>) -> Vec<OutsideEdit> {
        lines.into_iter().map(|line| OutsideEdit { file: file.into(), line }).collect()
    }

    #[test]
    fn consecutive_lines_are_one_range_and_the_list_is_capped() {
        let mut found = Findings { outside_edits: edits("a.rs", [12, 3, 4, 5]), ..Findings::default() };
        found.outside_edits.extend(edits("b.rs", [7]));
        assert_eq!(
            found.outside_edit_summary(),
            ["a.rs: lines 3\u{2013}5 (3 lines)", "a.rs: line 12", "b.rs: line 7"]
        );

        let whole = Findings { outside_edits: edits("r.rs", 3..=200), ..Findings::default() };
        assert_eq!(whole.outside_edit_summary(), ["r.rs: lines 3\u{2013}200 (198 lines)"]);

        let scattered =
            Findings { outside_edits: edits("r.rs", (1..=20).map(|n| n * 2)), ..Findings::default() };
        let said = scattered.outside_edit_summary();
        assert_eq!(said.len(), SHOWN_RANGES + 1);
        assert_eq!(said.last().unwrap(), &format!("and {} more", 20 - SHOWN_RANGES));
    }
}
