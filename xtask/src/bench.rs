//! `cargo xtask bench`: how long a student waits for `cargo xtask grade`.
//!
//! It times, in a sandbox copy of the workspace, the three waits that matter: grading
//! one problem when nothing changed, grading it again after an edit of one function
//! (a rebuild of the student's crate and of the suites), and grading every problem.
//! Each is run several times and the median reported, with its ratio to the course's
//! own grader (0.3 s for one problem, 1 s for the project); figures from one run on one
//! machine compare with each other, not with another day's.

use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{Result, bail};

use crate::build;
use crate::sandbox::Sandbox;
use crate::stubs::replace_body;
use crate::workspace;

/// The course grader's times for the same waits, in seconds.
const OK_ONE_PROBLEM: f64 = 0.3;
const OK_EVERYTHING: f64 = 1.0;

/// `cargo xtask bench [--runs N]`.
pub fn run(runs: usize) -> Result<()> {
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
        // A different body each time, as a student's edits are: the crate must be rebuilt.
        let body = format!("let _ = {run};\n(1..=n).filter(|d| n % d == 0).count() as u32");
        sandbox.write(rules, &replace_body(&solution, "num_factors", &body)?)?;
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

fn report(what: &str, time: Duration, ok: f64) {
    let seconds = time.as_secs_f64();
    println!("    {what:<40} {seconds:>6.2} s   ({:.1}x the course grader's {ok} s)", seconds / ok);
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}
