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

/// The snapshot test of the suites crate.
const TEST: &str = "snapshots::tests::snapshots_match_the_solution";

/// `cargo xtask snapshots [--accept]`.
pub fn run(accept: bool) -> Result<()> {
    let root = workspace::root()?;
    workspace::require_solutions(&root)?;
    let dir = root.join("tests/snapshots");
    fs::create_dir_all(&dir)?;
    if accept {
        // Files left from an earlier review are replaced by this run's verdict.
        for entry in fs::read_dir(&dir)? {
            let path = entry?.path();
            if path.to_string_lossy().ends_with(".snap.new") {
                fs::remove_file(path)?;
            }
        }
    }
    let status = Command::new(cargo())
        .current_dir(&root)
        .args(["test", "--quiet", "--package", "hog-suites", "--features", "hog-suites/solution", TEST])
        .env("INSTA_UPDATE", if accept { "always" } else { "new" })
        .env("INSTA_FORCE_PASS", "1") // write every changed snapshot, not just the first
        .env_remove("CI")
        .status()
        .context("cannot run cargo test")?;
    if !status.success() {
        bail!("the snapshot test did not run: see cargo's output above");
    }
    let mut pending: Vec<String> = fs::read_dir(&dir)?
        .filter_map(|entry| entry.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .filter(|name| name.ends_with(".snap.new"))
        .collect();
    pending.sort();
    if pending.is_empty() {
        println!("The stored snapshots match the solution.");
    } else {
        println!("These snapshots changed (written beside them as .snap.new):");
        for name in &pending {
            println!("    tests/snapshots/{name}");
        }
        println!(
            "Review them with `cargo insta review` (from `cargo install cargo-insta`), or accept them all"
        );
        println!("with `cargo xtask snapshots --accept`. Then commit tests/snapshots/.");
    }
    Ok(())
}
