//! `cargo xtask bench`: how long a student waits for `cargo xtask grade`; with `--class`, how
//! fast a class is graded (`class.rs`), and with `--gradescope`, what one submission costs
//! Gradescope (`gradescope.rs`).
//!
//! It times, in a sandbox copy of the workspace, the three waits that matter: grading
//! one problem when nothing changed, grading it again after an edit of one function
//! (a rebuild of the student's crate and of the suites), and grading every problem.
//! Each is run several times and the median reported, with its ratio to the course's
//! own grader (0.3 s for one problem, 1 s for the project); figures from one run on one
//! machine compare with each other, not with another day's.

mod class;
mod gradescope;
mod usage;

use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{Result, bail};

use crate::build;
use crate::sandbox::Sandbox;
use crate::stubs::markers::find_regions;
use crate::stubs::replace_body;
use crate::workspace;

/// The course grader's times for the same waits, in seconds.
const OK_ONE_PROBLEM: f64 = 0.3;
const OK_EVERYTHING: f64 = 1.0;

/// What `cargo xtask bench` measures.
#[derive(Clone, Copy, Debug)]
pub enum Measured {
    /// A student's waits for `cargo xtask grade`, each the median of `runs`.
    StudentWaits {
        /// Runs of each wait.
        runs: usize,
    },
    /// `grade-all` of a made-up class of `size`, `jobs` at once.
    Class {
        /// Submissions.
        size: usize,
        /// Submissions graded at once.
        jobs: usize,
    },
    /// One submission through the Gradescope autograder.
    Gradescope,
}

/// `cargo xtask bench`.
pub fn run(measured: Measured) -> Result<()> {
    match measured {
        Measured::StudentWaits { runs } => student_waits(runs),
        Measured::Class { size, jobs } => class::run(size, jobs),
        Measured::Gradescope => gradescope::run(),
    }
}

/// `cargo xtask bench [--runs N]`.
fn student_waits(runs: usize) -> Result<()> {
    if runs == 0 {
        bail!("--runs must be at least 1");
    }
    let root = workspace::root()?;
    workspace::require_solutions(&root)?;
    let sandbox = Sandbox::new(&root)?;
    let rules = "crates/rules/src/rules.rs";
    let solution = sandbox.read("crates/rules/solution/rules.rs")?;
    sandbox.write(rules, &solution)?;
    // Timed as students run it: `cargo xtask grade`, cargo's own checks included.
    let grade = |args: &[&str]| -> Result<Duration> {
        let started = Instant::now();
        let status = Command::new(build::cargo())
            .args(["xtask", "grade"])
            .args(args)
            .current_dir(sandbox.root())
            .env("CARGO_TARGET_DIR", sandbox.target_dir())
            .stdout(std::process::Stdio::null())
            .status()?;
        let elapsed = started.elapsed();
        if status.code().is_none_or(|code| code > 1) {
            bail!("`cargo xtask grade {}` failed to run", args.join(" "));
        }
        Ok(elapsed)
    };
    grade(&["-q", "04"])?; // warm: the first build is not what a student waits for twice

    let unchanged = median((0..runs).map(|_| grade(&["-q", "04"])).collect::<Result<_>>()?);
    let mut edited = Vec::new();
    for run in 0..runs {
        // A different file each time, as a student's edits are: the crate must be rebuilt.
        // The edit adds a statement that does nothing, so the code graded stays the same.
        sandbox.write(rules, &prepend_to_body(&solution, "num_factors", &format!("let _ = {run};"))?)?;
        edited.push(grade(&["-q", "04"])?);
    }
    let edited = median(edited);
    let everything = median((0..runs).map(|_| grade(&[])).collect::<Result<_>>()?);

    println!("Median of {runs} runs of `cargo xtask grade` (student mode, solution code):");
    report("one problem, nothing changed", unchanged, OK_ONE_PROBLEM);
    report("one problem, after editing a function", edited, OK_ONE_PROBLEM);
    report("every problem, nothing changed", everything, OK_EVERYTHING);
    Ok(())
}

/// `source` with `statement` put first in the marked region of `function`, whose own lines
/// stay as they are: an edit of whatever body is there, without writing one here.
fn prepend_to_body(source: &str, function: &str, statement: &str) -> Result<String> {
    let lines: Vec<&str> = source.lines().collect();
    let signature = format!("fn {function}(");
    let Some(start) = lines.iter().position(|line| line.contains(&signature)) else {
        bail!("no function named {function}");
    };
    let regions = find_regions(source).map_err(|error| anyhow::anyhow!("{error}"))?;
    let Some(region) = regions.iter().find(|region| region.begin > start) else {
        bail!("{function} has no marked region");
    };
    let end_marker = lines[region.end];
    let indent = &end_marker[..end_marker.len() - end_marker.trim_start().len()];
    let body = lines[region.begin + 1..region.end].join("\n");
    replace_body(source, function, &format!("{indent}{statement}\n{body}"))
}

fn report(what: &str, time: Duration, ok: f64) {
    let seconds = time.as_secs_f64();
    println!("    {what:<40} {seconds:>6.2} s   ({:.1}x the course grader's {ok} s)", seconds / ok);
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edit_keeps_the_body_it_finds() {
        let source = "pub fn other() -> u32 {\n    // BEGIN PROBLEM 01\n    1\n    // END PROBLEM 01\n}\n\n\
                      pub fn target(n: u32) -> u32 {\n    // BEGIN PROBLEM 02\n    n + 1\n    // END PROBLEM 02\n}\n";
        let edited = prepend_to_body(source, "target", "let _ = 7;").unwrap();
        let expected = source.replace("// BEGIN PROBLEM 02\n", "// BEGIN PROBLEM 02\n    let _ = 7;\n");
        assert_eq!(edited, expected);
    }
}
