//! `cargo xtask bench`: what a newcomer waits for, from an empty target folder.
//!
//! It copies the checkout (as a fresh clone would have it) and cuts a student release from
//! the copy, each with a target folder of its own that starts empty. It then times, with the
//! CPU of every process started and the number of crates compiled:
//! - the first grade of the release, `cargo xtask grade -q 01`;
//! - every later grade of a problem after a real code change in its region (a statement that
//!   changes what the function compiles to), in a release whose student files hold the whole
//!   solution (a student who has written everything), for every problem, the median of
//!   `runs`; beside it `cargo build` of the teaching crates after the same kind of change,
//!   and the course's `ok -q 01 --local`;
//! - a grade with nothing changed;
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
use hog_engine::stubs::markers::find_regions;
use hog_engine::{build, workspace};

/// The targets, in seconds: a release's first grade, the main command, a later grade.
const FIRST_GRADE: f64 = 60.0;
const MAIN_COMMAND: f64 = 90.0;
const LATER_GRADE: f64 = 0.4;
const UNCHANGED_GRADE: f64 = 0.15;
/// The course's own grader, `ok -q 01 --local`, on its own project (seconds): what a student
/// compares a grade with.
const OK_ONE_PROBLEM: f64 = 0.77;
/// The course's grader on every problem, nothing changed.
const OK_EVERYTHING: f64 = 1.0;

/// `cargo xtask bench [--runs N]`.
pub fn run(root: &Path, runs: usize) -> Result<()> {
    if runs == 0 {
        bail!("--runs must be at least 1");
    }
    workspace::require_solutions(root)?;
    let home = tempfile::Builder::new().prefix("hog-bench").tempdir()?;
    let checkout = home.path().join("checkout");
    workspace::copy_checkout(root, &checkout)?;
    let handout = home.path().join("release");
    hog_authoring::release::write(&checkout, &handout)?;

    println!("From an empty target folder (the crates downloaded already):");
    let first = cargo(&handout, &["xtask", "grade", "-q", "01"])?;
    line("a release's first `cargo xtask grade -q 01`", &first, crates_compiled(&handout), FIRST_GRADE);

    // A student who has written everything: the release's student files hold the solution.
    write_solutions(&checkout, &handout)?;
    cargo(&handout, &["xtask", "grade", "-q", "01"])?;
    println!(
        "A later `cargo xtask grade -q NN` after a code change in region NN, the solution written \
         (median of {runs}; `cargo build` of the teaching crates after the same change beside it):"
    );
    let mut slowest = Duration::ZERO;
    let mut edits = 0;
    for (file, problem) in regions(&handout)? {
        let (mut grades, mut builds) = (Vec::new(), Vec::new());
        for _ in 0..runs {
            edits += 1;
            edit_region(&handout.join(&file), &problem, edits)?;
            grades.push(cargo(&handout, &["xtask", "grade", "-q", &problem])?);
            edits += 1;
            edit_region(&handout.join(&file), &problem, edits)?;
            builds.push(cargo(&handout, &TEACHING_BUILD)?);
        }
        let (grade, build) = (median(grades), median(builds));
        slowest = slowest.max(grade.wall);
        line(&format!("problem {problem} ({file})"), &grade, None, LATER_GRADE);
        println!(
            "        {:.2}x `cargo build` of the same change ({:.2} s), {:.2}x `ok -q 01 --local` ({OK_ONE_PROBLEM} s)",
            grade.wall.as_secs_f64() / build.wall.as_secs_f64(),
            build.wall.as_secs_f64(),
            grade.wall.as_secs_f64() / OK_ONE_PROBLEM
        );
    }
    println!(
        "    the slowest later grade: {:.2} s ({:.2}x the {LATER_GRADE} s target, {:.2}x `ok -q 01 --local`)",
        slowest.as_secs_f64(),
        slowest.as_secs_f64() / LATER_GRADE,
        slowest.as_secs_f64() / OK_ONE_PROBLEM
    );
    let unchanged =
        median((0..runs).map(|_| cargo(&handout, &["xtask", "grade", "-q", "01"])).collect::<Result<_>>()?);
    line("`cargo xtask grade -q 01` again, nothing changed", &unchanged, None, UNCHANGED_GRADE);
    println!(
        "        {:.2}x `ok -q 01 --local` ({OK_ONE_PROBLEM} s)",
        unchanged.wall.as_secs_f64() / OK_ONE_PROBLEM
    );
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

/// `cargo build` of the teaching crates: what the later grades are compared with.
const TEACHING_BUILD: [&str; 7] =
    ["build", "--package", "hog-rules", "--package", "hog-strategies", "--package", "hog-experiments"];

/// Writes the solution of the checkout at `checkout` into the student files of the release at
/// `handout`, as a student who has written every problem has them.
fn write_solutions(checkout: &Path, handout: &Path) -> Result<()> {
    for file in workspace::teaching_files(checkout)? {
        let stub = handout.join(file.stub.strip_prefix(checkout).unwrap_or(&file.stub));
        fs::write(&stub, file.solution_text()?)?;
    }
    Ok(())
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

/// Puts `let _ = std::hint::black_box(N);` as the first line of `problem`'s (first) region in
/// `file`, in place of the one an earlier edit put there: a student's smallest real change,
/// which changes what the function compiles to (a comment leaves the compiler's incremental
/// work almost all reusable, and so times less than a student waits).
fn edit_region(file: &Path, problem: &str, edit: usize) -> Result<()> {
    let text = fs::read_to_string(file)?;
    let regions = find_regions(&text).map_err(|error| anyhow::anyhow!("{error}"))?;
    let Some(region) = regions.iter().find(|r| r.problem == problem) else {
        bail!("{} has no region {problem}", file.display());
    };
    let mut lines: Vec<&str> = text.lines().collect();
    if lines.get(region.begin + 1).is_some_and(|line| line.trim_start().starts_with(EDIT)) {
        lines.remove(region.begin + 1);
    }
    let statement = format!("    {EDIT}{edit});");
    lines.insert(region.begin + 1, &statement);
    fs::write(file, lines.join("\n") + "\n")?;
    Ok(())
}

/// How an edit's line starts.
const EDIT: &str = "let _ = std::hint::black_box(";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edit_changes_one_statement_inside_the_region() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.rs");
        let source = "pub fn f() -> u32 {\n    // BEGIN PROBLEM 02\n    1\n    // END PROBLEM 02\n}\n";
        fs::write(&file, source).unwrap();
        edit_region(&file, "02", 7).unwrap();
        edit_region(&file, "02", 8).unwrap();
        let edited = fs::read_to_string(&file).unwrap();
        assert_eq!(edited, source.replace("02\n    1", "02\n    let _ = std::hint::black_box(8);\n    1"));
        assert!(edit_region(&file, "03", 0).is_err());
    }
}
