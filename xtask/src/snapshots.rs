//! `cargo xtask snapshots`: regenerates the stored snapshots from the reference solution.
//!
//! It runs the suites' snapshot test in solution mode. Changed snapshots are written
//! beside the stored ones as `.snap.new`, for `cargo insta review`; with `--accept` they
//! replace the stored ones directly. An unchanged solution changes nothing.

use std::fs;
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::build::cargo;
use crate::workspace;

/// The tests that hold snapshots, by package: the suites' (traced games, tables) and the
/// text UI's transcript.
const SNAPSHOT_TESTS: &[(&str, &str)] = &[
    ("hog-suites", "snapshots::tests::snapshots_match_the_solution"),
    ("hog", "ui::game::tests::with_the_solution::two_computers_play_a_whole_game"),
];

/// Where those snapshots are stored.
const SNAPSHOT_DIRS: &[&str] = &["tests/snapshots", "crates/hog/src/ui/snapshots"];

/// `cargo xtask snapshots [--accept]`.
pub fn run(accept: bool) -> Result<()> {
    let root = workspace::root()?;
    workspace::require_solutions(&root)?;
    if accept {
        // Files left from an earlier review are replaced by this run's verdict.
        for dir in SNAPSHOT_DIRS {
            for entry in fs::read_dir(root.join(dir)).into_iter().flatten().flatten() {
                if entry.file_name().to_string_lossy().ends_with(".snap.new") {
                    fs::remove_file(entry.path())?;
                }
            }
        }
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
            .env("INSTA_UPDATE", if accept { "always" } else { "new" })
            .env("INSTA_FORCE_PASS", "1") // write every changed snapshot, not just the first
            .env_remove("CI")
            .status()
            .context("cannot run cargo test")?;
        if !status.success() {
            bail!("the snapshot tests of {package} did not run: see cargo's output above");
        }
    }
    let mut pending: Vec<String> = SNAPSHOT_DIRS
        .iter()
        .flat_map(|dir| fs::read_dir(root.join(dir)).into_iter().flatten().flatten().map(move |e| (dir, e)))
        .map(|(dir, entry)| format!("{dir}/{}", entry.file_name().to_string_lossy()))
        .filter(|name| name.ends_with(".snap.new"))
        .collect();
    pending.sort();
    if pending.is_empty() {
        println!("The stored snapshots match the solution.");
    } else {
        println!("These snapshots changed (written beside them as .snap.new):");
        for name in &pending {
            println!("    {name}");
        }
        println!(
            "Review them with `cargo insta review` (from `cargo install cargo-insta`), or accept them all"
        );
        println!("with `cargo xtask snapshots --accept`. Then commit the snapshots.");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text UI's snapshots are named in its tests (`assert_snapshot!("name", ...)`): a file
    /// whose name no test mentions is left over and must go. (The suites check their own.)
    #[test]
    fn no_text_ui_snapshot_is_unreferenced() {
        let root = workspace::root().unwrap();
        let dir = root.join("crates/hog/src/ui/snapshots");
        let sources: String = fs::read_dir(root.join("crates/hog/src/ui"))
            .unwrap()
            .flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
            .map(|e| fs::read_to_string(e.path()).unwrap())
            .collect();
        for entry in fs::read_dir(dir).into_iter().flatten().flatten() {
            let file = entry.file_name().to_string_lossy().into_owned();
            let Some(stem) = file.strip_suffix(".snap") else { continue };
            let name = stem.rsplit("__").next().unwrap();
            assert!(sources.contains(&format!("\"{name}\"")), "{file} belongs to no test: delete it");
        }
    }
}
