//! Reviewing changed snapshots in the terminal: each one's differences from the stored
//! snapshot, then accept, reject or skip. This is what `cargo insta review` does, without
//! a tool to install.

use std::fmt;
use std::fs;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use similar::{ChangeTag, TextDiff};

use super::PENDING;
use hog_engine::workspace;

/// Lines of differences shown per snapshot; the rest is counted, and the whole new snapshot
/// is in its `.snap.new` file.
const SHOWN_LINES: usize = 150;

/// Lines of context around each change.
const CONTEXT: usize = 3;

/// How a review went.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Snapshots that replaced the stored ones.
    pub accepted: usize,
    /// Changes thrown away.
    pub rejected: usize,
    /// Changes still waiting as `.snap.new`.
    pub left: usize,
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} accepted, {} rejected, {} left for later", self.accepted, self.rejected, self.left)?;
        if self.accepted > 0 {
            write!(f, ". Commit the accepted snapshots.")?;
        }
        Ok(())
    }
}

/// The stored snapshot a pending one would replace.
fn stored_path(pending: &Path) -> PathBuf {
    let name = pending.to_string_lossy();
    PathBuf::from(name.strip_suffix(PENDING).map_or(name.to_string(), |stem| format!("{stem}.snap")))
}

/// Shows each of `pending` (`.snap.new` files) against its stored snapshot and asks what to
/// do. The end of input leaves the rest for later.
pub fn review(
    root: &Path,
    pending: &[PathBuf],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    color: bool,
) -> Result<Tally> {
    let mut tally = Tally::default();
    for (index, path) in pending.iter().enumerate() {
        let stored = stored_path(path);
        let new = read(path)?;
        let old = if stored.exists() { read(&stored)? } else { String::new() };
        writeln!(out, "\n=== {} ({} of {})", workspace::display(root, &stored), index + 1, pending.len())?;
        if !stored.exists() {
            writeln!(out, "A new snapshot: nothing is stored yet.")?;
        }
        write_differences(out, body(&old), body(&new), color)?;
        match ask(input, out)? {
            Some(Answer::Accept) => {
                accept(path)?;
                tally.accepted += 1;
            }
            Some(Answer::Reject) => {
                fs::remove_file(path).with_context(|| format!("cannot remove {}", path.display()))?;
                tally.rejected += 1;
            }
            Some(Answer::Skip) => tally.left += 1,
            None => {
                tally.left += pending.len() - index;
                break;
            }
        }
    }
    Ok(tally)
}

/// Replaces the stored snapshot with the pending one at `pending`, as insta stores it: without
/// the line of the assertion that wrote it, which only helps a review.
pub fn accept(pending: &Path) -> Result<()> {
    let text = read(pending)?;
    let kept: String = match text.strip_prefix("---\n").and_then(|rest| rest.split_once("\n---\n")) {
        Some((header, snapshot)) => {
            let header: Vec<&str> =
                header.lines().filter(|line| !line.starts_with("assertion_line:")).collect();
            format!("---\n{}\n---\n{snapshot}", header.join("\n"))
        }
        None => text,
    };
    let stored = stored_path(pending);
    fs::write(&stored, kept).with_context(|| format!("cannot write {}", stored.display()))?;
    fs::remove_file(pending).with_context(|| format!("cannot remove {}", pending.display()))
}

fn read(path: &Path) -> Result<String> {
    fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))
}

/// The snapshot itself, after insta's `---` header.
fn body(text: &str) -> &str {
    let after_open = text.strip_prefix("---\n").unwrap_or(text);
    after_open.split_once("\n---\n").map_or(after_open, |(_, body)| body)
}

/// What the instructor said.
enum Answer {
    Accept,
    Reject,
    Skip,
}

/// Asks until the answer is one of the three; `None` at the end of input.
fn ask(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<Option<Answer>> {
    loop {
        write!(out, "Accept this change? [a]ccept, [r]eject, [s]kip: ")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(None);
        }
        match line.trim().to_lowercase().as_str() {
            "a" | "accept" => return Ok(Some(Answer::Accept)),
            "r" | "reject" => return Ok(Some(Answer::Reject)),
            "s" | "skip" => return Ok(Some(Answer::Skip)),
            _ => writeln!(out, "Type a, r or s.")?,
        }
    }
}

/// Writes the differences from `old` to `new`, line by line, each change with a few lines
/// around it; removed lines start with `-`, added ones with `+`.
fn write_differences(out: &mut dyn Write, old: &str, new: &str, color: bool) -> Result<()> {
    let diff = TextDiff::from_lines(old, new);
    let (mut removed, mut added) = (0, 0);
    let mut lines = Vec::new();
    for group in diff.grouped_ops(CONTEXT) {
        let (first, last) = (group[0].new_range().start, group[group.len() - 1].new_range().end);
        lines.push((None, format!("@@ new lines {}-{} @@", first + 1, last.max(first + 1))));
        for operation in &group {
            for change in diff.iter_changes(operation) {
                let sign = match change.tag() {
                    ChangeTag::Delete => {
                        removed += 1;
                        '-'
                    }
                    ChangeTag::Insert => {
                        added += 1;
                        '+'
                    }
                    ChangeTag::Equal => ' ',
                };
                lines.push((Some(change.tag()), format!("{sign}{}", change.value().trim_end_matches('\n'))));
            }
        }
    }
    writeln!(out, "lines removed: {removed}, added: {added}")?;
    for (tag, line) in lines.iter().take(SHOWN_LINES) {
        let paint = match tag {
            _ if !color => "",
            Some(ChangeTag::Delete) => "\x1b[31m",
            Some(ChangeTag::Insert) => "\x1b[32m",
            Some(ChangeTag::Equal) => "",
            None => "\x1b[36m",
        };
        let reset = if paint.is_empty() { "" } else { "\x1b[0m" };
        writeln!(out, "{paint}{line}{reset}")?;
    }
    if lines.len() > SHOWN_LINES {
        writeln!(
            out,
            "... and {} more lines of differences: the whole new snapshot is in its {PENDING} file.",
            lines.len() - SHOWN_LINES
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A snapshot folder with a stored and a pending version of `table`, and a new `games`.
    fn folder() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let snapshots = dir.path().join("tests/snapshots");
        fs::create_dir_all(&snapshots).unwrap();
        fs::write(
            snapshots.join("table.snap"),
            "---\nsource: tests/suites/snapshots.rs\n---\nf(1) = 2\nf(2) = 4\n",
        )
        .unwrap();
        fs::write(
            snapshots.join("table.snap.new"),
            "---\nsource: tests/suites/snapshots.rs\nassertion_line: 104\n---\nf(1) = 3\nf(2) = 4\n",
        )
        .unwrap();
        fs::write(snapshots.join("games.snap.new"), "---\nsource: tests/suites/snapshots.rs\n---\ngame 0\n")
            .unwrap();
        dir
    }

    fn pending(dir: &Path) -> Vec<PathBuf> {
        let snapshots = dir.join("tests/snapshots");
        vec![snapshots.join("games.snap.new"), snapshots.join("table.snap.new")]
    }

    fn review_with(dir: &Path, typed: &str) -> (Tally, String) {
        let mut out = Vec::new();
        let tally = review(dir, &pending(dir), &mut typed.as_bytes(), &mut out, false).unwrap();
        (tally, String::from_utf8(out).unwrap())
    }

    #[test]
    fn each_change_is_shown_and_accepted_or_rejected() {
        let dir = folder();
        let (tally, shown) = review_with(dir.path(), "r\nmaybe\na\n");
        assert_eq!(tally, Tally { accepted: 1, rejected: 1, left: 0 });
        assert!(shown.contains("=== tests/snapshots/games.snap (1 of 2)\nA new snapshot"), "{shown}");
        assert!(
            shown.contains(
                "lines removed: 1, added: 1\n@@ new lines 1-2 @@\n-f(1) = 2\n+f(1) = 3\n f(2) = 4\n"
            ),
            "{shown}"
        );
        assert!(shown.contains("Type a, r or s."), "{shown}");
        let snapshots = dir.path().join("tests/snapshots");
        assert!(!snapshots.join("games.snap").exists() && !snapshots.join("games.snap.new").exists());
        let accepted = fs::read_to_string(snapshots.join("table.snap")).unwrap();
        assert_eq!(accepted, "---\nsource: tests/suites/snapshots.rs\n---\nf(1) = 3\nf(2) = 4\n");
        assert!(!snapshots.join("table.snap.new").exists());
    }

    #[test]
    fn skipped_changes_and_the_end_of_input_leave_the_rest_for_later() {
        let dir = folder();
        let (tally, _) = review_with(dir.path(), "s\n");
        assert_eq!(tally, Tally { accepted: 0, rejected: 0, left: 2 });
        assert!(pending(dir.path()).iter().all(|path| path.exists()));
        let stored = fs::read_to_string(dir.path().join("tests/snapshots/table.snap")).unwrap();
        assert!(stored.contains("f(1) = 2"), "{stored}");
    }

    #[test]
    fn long_differences_are_cut_and_counted() {
        let old: String = (0..400).map(|n| format!("line {n}\n")).collect();
        let new = old.replace("line 1", "LINE 1");
        let mut out = Vec::new();
        write_differences(&mut out, &old, &new, false).unwrap();
        let shown = String::from_utf8(out).unwrap();
        assert_eq!(shown.lines().count(), 1 + SHOWN_LINES + 1, "{shown}");
        assert!(shown.ends_with("the whole new snapshot is in its .snap.new file.\n"), "{shown}");
    }
}
