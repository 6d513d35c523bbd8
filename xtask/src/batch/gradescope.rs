//! Gradescope: `cargo xtask gradescope` packs the autograder (the workspace with its
//! hidden cases, `setup.sh` and `run_autograder`), and `cargo xtask autograde` is what
//! `run_autograder` calls for each submission.

use std::fs;
use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};

use super::{Grader, submission};
use crate::workspace;

/// Paths (from the root) the autograder leaves out: it grades, it does not need answers.
const LEFT_OUT: &[&str] =
    &[".hog", ".ci", "mutants", "problems/answers.toml", "crates/*/solution", "setup.sh", "run_autograder"];

/// Runs once when Gradescope builds the autograder's image.
const SETUP: &str = r#"#!/usr/bin/env bash
# Gradescope runs this once, when it builds the autograder image (Ubuntu LTS): it installs
# Rust with the official rustup installer (Ubuntu 22.04 has no rustup package) and builds the
# grader, so each submission only compiles the student's files.
set -euo pipefail
apt-get update
apt-get install -y build-essential curl ca-certificates
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
source "$HOME/.cargo/env"
ln -sf "$HOME/.cargo/bin/"* /usr/local/bin/
cd /autograder/source
# The grader needs the instructors' commands, not the contest (and its picture crates).
cargo build --package xtask --no-default-features --features instructor
mkdir -p /tmp/warm-up/submission
cargo run --quiet --package xtask --no-default-features --features instructor -- \
    autograde --submission /tmp/warm-up/submission --results /tmp/warm-up/results.json
"#;

/// Runs for each submission.
const RUN_AUTOGRADER: &str = r#"#!/usr/bin/env bash
# Gradescope runs this for each submission. AUTOGRADER_ROOT lets it be tried elsewhere.
set -uo pipefail
root="${AUTOGRADER_ROOT:-/autograder}"
cd "$root/source"
mkdir -p "$root/results"
exec cargo run --quiet --package xtask --no-default-features --features instructor -- \
    autograde --submission "$root/submission" --results "$root/results/results.json"
"#;

/// Results with no points, for a submission that could not be graded.
pub fn zero(output: &str) -> String {
    serde_json::to_string_pretty(&serde_json::json!({
        "score": 0.0,
        "output": output,
        "stdout_visibility": "hidden",
        "tests": [],
    }))
    .expect("results always serialise")
}

/// `cargo xtask autograde --submission DIR --results FILE`.
pub fn autograde(submission_dir: &Path, results: &Path) -> Result<()> {
    let root = workspace::root()?;
    let allowed = super::allowed_files(&root)?;
    let submission = submission::collect(submission_dir, &allowed)?;
    let graded = Grader::new(&root)?.grade("submission", &submission, true)?;
    let document = graded.gradescope.unwrap_or_else(|| zero(&graded.text));
    fs::write(results, document).with_context(|| format!("cannot write {}", results.display()))?;
    println!("Wrote {}", results.display());
    Ok(())
}

/// `cargo xtask gradescope --out FILE`: the autograder zip.
pub fn package(out: &Path) -> Result<()> {
    let root = workspace::root()?;
    workspace::require_solutions(&root)?;
    let file = fs::File::create(out).with_context(|| format!("cannot create {}", out.display()))?;
    let mut zip = zip::ZipWriter::new(file);
    let script = zip::write::SimpleFileOptions::default().unix_permissions(0o755);
    let plain = zip::write::SimpleFileOptions::default().unix_permissions(0o644);
    for (name, text) in [("setup.sh", SETUP), ("run_autograder", RUN_AUTOGRADER)] {
        zip.start_file(name, script)?;
        zip.write_all(text.as_bytes())?;
    }
    for path in workspace::files(&root, LEFT_OUT)? {
        let relative = path.strip_prefix(&root).unwrap_or(&path).to_string_lossy().replace('\\', "/");
        zip.start_file(relative, plain)?;
        zip.write_all(&fs::read(&path)?)?;
    }
    zip.finish()?;
    println!("Wrote {}: upload it as the autograder of a Gradescope programming assignment.", out.display());
    Ok(())
}
