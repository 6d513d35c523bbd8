//! `cargo xtask bench`: what a newcomer waits for, from an empty target folder.
//!
//! It copies the checkout (as a fresh clone would have it) and cuts a student release from
//! the copy, each with a target folder of its own that starts empty. It then times, with the
//! CPU of every process started and the number of crates compiled:
//! - the first grade of the release, `cargo xtask grade -q 01`;
//! - every later grade of problem after an edit in its region (a comment added), for
//!   every problem, the median of `runs`;
//! - the README's main command in the instructors' checkout, `cargo xtask grade --solution --score`.
//!
//! The registry's crates must be downloaded already (`cargo fetch`): the first build is
//! timed, not the network.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use anyhow::{Result, bail};

use super::usage::{self, Usage};
use crate::stubs::markers::find_regions;
use crate::{build, release, workspace};

/// The targets, in seconds: a release's first grade, the main command, a later grade.
const FIRST_GRADE: f64 = 60.0;
const MAIN_COMMAND: f64 = 90.0;
const LATER_GRADE: f64 = 0.4;
/// The course's own grader on the same waits with nothing changed: one problem, and all.
const OK_ONE_PROBLEM: f64 = 0.3;
const OK_EVERYTHING: f64 = 1.0;

/// `cargo xtask bench [--runs N]`.
pub fn run(runs: usize) -> Result<()> {
    if runs == 0 {
        bail!("--runs must be at least 1");
    }
    let root = workspace::root()?;
    workspace::require_solutions(&root)?;
    let home = tempfile::Builder::new().prefix("hog-bench").tempdir()?;
    let checkout = home.path().join("checkout");
    workspace::copy_checkout(&root, &checkout)?;
    let handout = home.path().join("release");
    release::write(&checkout, &handout)?;

    println!("From an empty target folder (the crates downloaded already):");
    let first = cargo(&handout, &["xtask", "grade", "-q", "01"])?;
    line("a release's first `cargo xtask grade -q 01`", &first, crates_compiled(&handout), FIRST_GRADE);

    println!("A later `cargo xtask grade -q NN` after a comment is added in region NN (median of {runs}):");
    let mut slowest = Duration::ZERO;
    for (file, problem) in regions(&handout)? {
        let mut times = Vec::new();
        for run in 0..runs {
            edit_region(&handout.join(&file), &problem, run)?;
            times.push(cargo(&handout, &["xtask", "grade", "-q", &problem])?);
        }
        let median = median(times);
        slowest = slowest.max(median.wall);
        line(&format!("problem {problem} ({file})"), &median, None, LATER_GRADE);
    }
    println!(
        "    the slowest later grade: {:.2} s ({:.2}x the {LATER_GRADE} s target)",
        slowest.as_secs_f64(),
        slowest.as_secs_f64() / LATER_GRADE
    );
    let unchanged =
        median((0..runs).map(|_| cargo(&handout, &["xtask", "grade", "-q", "01"])).collect::<Result<_>>()?);
    line("`cargo xtask grade -q 01` again, nothing changed", &unchanged, None, OK_ONE_PROBLEM);
    let everything = median((0..runs).map(|_| cargo(&handout, &["xtask", "grade"])).collect::<Result<_>>()?);
    line("`cargo xtask grade` of every problem, nothing changed", &everything, None, OK_EVERYTHING);

    let main = cargo(&checkout, &["xtask", "grade", "--solution", "--score"])?;
    line(
        "the instructors' `cargo xtask grade --solution --score`",
        &main,
        crates_compiled(&checkout),
        MAIN_COMMAND,
    );
    Ok(())
}

/// Runs `cargo ARGS` in `dir`, building into `dir/target` whatever the caller's environment
/// says: what a student's first command does. A grade with failures (exit 1) still ran.
fn cargo(dir: &Path, args: &[&str]) -> Result<Usage> {
    let usage = usage::timed(
        Command::new(build::cargo())
            .args(args)
            .current_dir(dir)
            .env_remove("CARGO_TARGET_DIR")
            .env_remove("HOG_SANDBOX_TARGET")
            .env_remove("CARGO_BUILD_TARGET_DIR")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null()),
    )?;
    if usage.code.is_none_or(|code| code > 1) {
        bail!("`cargo {}` in {} failed to run", args.join(" "), dir.display());
    }
    Ok(usage)
}

/// The run of median wall time.
fn median(mut runs: Vec<Usage>) -> Usage {
    runs.sort_by_key(|usage| usage.wall);
    runs[runs.len() / 2]
}

fn line(what: &str, usage: &Usage, crates: Option<usize>, target: f64) {
    let wall = usage.wall.as_secs_f64();
    let crates = crates.map_or_else(String::new, |n| format!(", {n} crates compiled"));
    println!(
        "    {what:<56} {wall:>7.2} s wall, {:>7.2} s CPU{crates}   ({:.2}x the {target} s target)",
        usage.cpu.as_secs_f64(),
        wall / target
    );
}

/// The compiler runs behind everything in `dir`'s target folder: each leaves one fingerprint
/// folder holding a dep-info file (a build script's run leaves one without).
fn crates_compiled(dir: &Path) -> Option<usize> {
    let mut count = 0;
    for entry in walkdir::WalkDir::new(dir.join("target")).into_iter().filter_map(Result::ok) {
        let is_fingerprints = entry.file_type().is_dir() && entry.file_name() == ".fingerprint";
        if !is_fingerprints {
            continue;
        }
        for unit in fs::read_dir(entry.path()).ok()?.filter_map(Result::ok) {
            let files = fs::read_dir(unit.path()).ok()?.filter_map(Result::ok);
            if files.into_iter().any(|f| f.file_name().to_string_lossy().starts_with("dep-")) {
                count += 1;
            }
        }
    }
    Some(count)
}

/// Every marked region of the student files at `dir`: its file and its problem.
fn regions(dir: &Path) -> Result<Vec<(String, String)>> {
    let mut found = Vec::new();
    for file in workspace::student_files(dir)? {
        let text = fs::read_to_string(&file)?;
        let path = workspace::display(dir, &file);
        for region in find_regions(&text).map_err(|error| anyhow::anyhow!("{path}: {error}"))? {
            found.push((path.clone(), region.problem));
        }
    }
    found.sort_by(|a, b| a.1.cmp(&b.1));
    found.dedup_by(|a, b| a.1 == b.1);
    Ok(found)
}

/// Adds the comment `// edit N` as the first line of `problem`'s (first) region in `file`:
/// the student's smallest edit, which the crate must still be compiled again for.
fn edit_region(file: &Path, problem: &str, run: usize) -> Result<()> {
    let text = fs::read_to_string(file)?;
    let regions = find_regions(&text).map_err(|error| anyhow::anyhow!("{error}"))?;
    let Some(region) = regions.iter().find(|r| r.problem == problem) else {
        bail!("{} has no region {problem}", file.display());
    };
    let mut lines: Vec<&str> = text.lines().collect();
    let comment = format!("    // edit {run}");
    lines.insert(region.begin + 1, &comment);
    fs::write(file, lines.join("\n") + "\n")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edit_adds_one_comment_inside_the_region() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.rs");
        let source = "pub fn f() -> u32 {\n    // BEGIN PROBLEM 02\n    todo!()\n    // END PROBLEM 02\n}\n";
        fs::write(&file, source).unwrap();
        edit_region(&file, "02", 7).unwrap();
        let edited = fs::read_to_string(&file).unwrap();
        assert_eq!(edited, source.replace("02\n    todo", "02\n    // edit 7\n    todo"));
        assert!(edit_region(&file, "03", 0).is_err());
    }
}
