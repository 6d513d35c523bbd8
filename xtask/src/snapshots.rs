//! `cargo xtask snapshots`: regenerates the stored snapshots from the reference solution.
//!
//! It runs the snapshot tests in solution mode. A snapshot that changed is written beside
//! the stored one as `.snap.new`; `--review` shows each one's differences and asks whether to
//! accept it, `--accept` accepts them all, and otherwise they wait for either. An unchanged
//! solution changes nothing. When the solution cannot even make its snapshots, the cases it
//! fails are named.

mod review;

use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result};

use crate::build::cargo;
use crate::{reference, workspace};

/// The tests that hold snapshots, by package: the suites' (traced games, tables) and the
/// text UI's transcript.
const SNAPSHOT_TESTS: &[(&str, &str)] =
    &[("hog-graded", "tests::snapshots_match_the_solution"), ("hog", "with_the_solution")];

/// Where those snapshots are stored: in each edition's folder, the suites' in
/// `editions/<name>/snapshots/`, hog's in its `hog/` folder.
const SNAPSHOT_DIRS: &[&str] = &["editions"];

/// The ending of a changed snapshot waiting for review, beside the stored `.snap`.
const PENDING: &str = ".snap.new";

/// What becomes of the snapshots that changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Changed {
    /// They wait as `.snap.new` files.
    Leave,
    /// Each one's differences are shown, and the instructor accepts or rejects it.
    Review,
    /// Every one replaces the stored snapshot.
    Accept,
}

/// `cargo xtask snapshots [--review | --accept]`.
pub fn run(changed: Changed) -> Result<()> {
    let root = workspace::root()?;
    workspace::require_solutions(&root)?;
    // Files left from an earlier run are replaced by this run's.
    for path in pending(&root)? {
        fs::remove_file(&path).with_context(|| format!("cannot remove {}", path.display()))?;
    }
    for (package, test) in SNAPSHOT_TESTS {
        let status = Command::new(cargo())
            .current_dir(&root)
            .args([
                "test",
                "--quiet",
                "--package",
                package,
                "--features",
                &format!("{package}/solution"),
                test,
            ])
            .env("INSTA_UPDATE", "new")
            .env("INSTA_FORCE_PASS", "1") // write every changed snapshot, not just the first
            .env_remove("CI")
            .status()
            .context("cannot run cargo test")?;
        if !status.success() {
            return Err(why_the_solution_failed(&root, package));
        }
    }
    let pending = pending(&root)?;
    if pending.is_empty() {
        println!("The stored snapshots match the solution.");
        return Ok(());
    }
    match changed {
        Changed::Accept => {
            for path in &pending {
                review::accept(path)?;
            }
            println!("Accepted {} changed snapshots. Commit them.", pending.len());
        }
        Changed::Review => {
            let color = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            let stdin = std::io::stdin();
            let tally = review::review(&root, &pending, &mut stdin.lock(), &mut std::io::stdout(), color)?;
            println!("\n{tally}");
        }
        Changed::Leave => {
            println!("These snapshots changed (written beside them as {PENDING}):");
            for path in &pending {
                println!("    {}", workspace::display(&root, path));
            }
            println!("Review them with `cargo xtask snapshots --review`, or accept them all with");
            println!("`cargo xtask snapshots --accept`. Then commit the snapshots.");
        }
    }
    Ok(())
}

/// Every changed snapshot waiting for review, sorted.
fn pending(root: &Path) -> Result<Vec<PathBuf>> {
    let mut pending = Vec::new();
    for dir in SNAPSHOT_DIRS {
        for path in workspace::files(&root.join(dir), &[])? {
            if path.to_string_lossy().ends_with(PENDING) {
                pending.push(path);
            }
        }
    }
    Ok(pending)
}

/// The error for snapshot tests that failed: the generators panicked or did not build. The
/// reference is graded to name each case it fails; when it fails none, cargo's output above
/// says what went wrong.
fn why_the_solution_failed(root: &Path, package: &str) -> anyhow::Error {
    eprintln!("The snapshot tests of {package} failed; grading the reference solution to see where...");
    match reference::failures(root) {
        Ok(failures) if failures.is_empty() => anyhow::anyhow!(
            "the snapshot tests of {package} failed, though the reference solution passes its suites: see cargo's output above"
        ),
        Ok(failures) => anyhow::anyhow!(
            "the reference solution fails its own suites, so its snapshots cannot be made:\n    {}\n\
             Fix the solution or the suites, then run `cargo xtask snapshots` again.",
            failures.join("\n    ")
        ),
        Err(error) => error.context(format!("the snapshot tests of {package} failed")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// hog's snapshots are named in its tests of the text UI and the page's replays
    /// (`assert_edition_snapshot!(edition, "name", ...)`, one file in each edition's
    /// `snapshots/hog/`): a file whose name no test mentions is left over and must go. (The
    /// suites check their own.)
    #[test]
    fn no_text_ui_snapshot_is_unreferenced() {
        let root = workspace::root().unwrap();
        let dirs =
            fs::read_dir(root.join("editions")).unwrap().flatten().map(|e| e.path().join("snapshots/hog"));
        let sources: String = ["crates/hog/src/ui", "crates/hog/src/gui"]
            .iter()
            .flat_map(|folder| fs::read_dir(root.join(folder)).unwrap().flatten())
            .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
            .map(|e| fs::read_to_string(e.path()).unwrap())
            .collect();
        for entry in dirs.flat_map(|dir| fs::read_dir(dir).into_iter().flatten().flatten()) {
            let file = entry.file_name().to_string_lossy().into_owned();
            let Some(name) = file.strip_suffix(".snap") else { continue };
            assert!(
                sources.contains(&format!("\"{name}\"")),
                "{} belongs to no test: delete it",
                entry.path().display()
            );
        }
    }

    #[test]
    fn only_snapshots_waiting_for_review_are_pending() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("editions/e/snapshots");
        fs::create_dir_all(&dir).unwrap();
        for name in ["b.snap.new", "a.snap", "a.snap.new", "c.snap.new.txt"] {
            fs::write(dir.join(name), "").unwrap();
        }
        let names: Vec<String> =
            pending(root.path()).unwrap().iter().map(|p| workspace::display(root.path(), p)).collect();
        assert_eq!(names, ["editions/e/snapshots/a.snap.new", "editions/e/snapshots/b.snap.new"]);
    }

    #[test]
    fn nothing_is_pending_without_snapshot_folders() {
        assert!(pending(tempfile::tempdir().unwrap().path()).unwrap().is_empty());
    }
}
