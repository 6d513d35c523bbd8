//! `cargo xtask contest`: runs the package `hog-contest` (crates/contest) with the same
//! arguments. The contest is a package of its own so that its exact analysis and pictures
//! are compiled when a contest is run, not in the first build of every other command.

use std::path::Path;
use std::process::{Command, ExitCode};

use anyhow::{Context, Result};

use crate::{build, workspace};

/// Runs the contest on `submissions` into `out`, `time_limit` seconds for each entry.
pub fn run(submissions: &Path, out: &Path, time_limit: u64) -> Result<ExitCode> {
    let root = workspace::root()?;
    // From the caller's folder, so that relative paths mean what they meant to the caller.
    let status = Command::new(build::cargo())
        .args(["run", "--quiet", "--package", "hog-contest", "--manifest-path"])
        .arg(root.join("Cargo.toml"))
        .arg("--")
        .arg(submissions)
        .arg("--out")
        .arg(out)
        .args(["--time-limit", &time_limit.to_string()])
        .status()
        .context("cannot run cargo to build and run the contest")?;
    Ok(if status.success() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
