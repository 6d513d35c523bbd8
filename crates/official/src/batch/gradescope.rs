//! Gradescope: `cargo xtask gradescope` packs the autograder (the workspace with its
//! hidden cases and its student files as generated stubs, `setup.sh`, `run_autograder` and a
//! `README.md` for the instructor), and `cargo xtask autograde` is what `run_autograder`
//! calls for each submission. `autograde` always writes a `results.json`, within its own
//! time budget: a fault earns 0 points with a message, never Gradescope's "The autograder
//! failed to execute correctly". It says how long the whole grade took (`execution_time`),
//! and places the submission on the leaderboard where the course has one (see
//! [`crate::leaderboard`]).

use std::fs;
use std::io::Write;
use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use super::{Graded, Grader};
use crate::leaderboard::{self, Board, Reference, Standing};
use hog_engine::environment::Places;
use hog_engine::intake::submission;
use hog_engine::sandbox::Sandbox;
use hog_engine::workspace;

/// Paths (from the root) the autograder leaves out: it grades, it does not need answers. The
/// workspace's own README gives way to the autograder's.
const LEFT_OUT: &[&str] = &[
    ".hog",
    ".ci",
    "editions",
    hog_authoring::mutants::ZOO,
    // Written as the edition reads them (`hog_authoring::edition::render::data_files`): its known mistakes
    // name a failure's likely mistake in official grading when the course says so.
    "problems",
    "crates/*/solution",
    "setup.sh",
    "run_autograder",
    "README.md",
    // Made afresh when the course has a leaderboard, never taken from an earlier pack.
    leaderboard::reference::PATH,
];

/// The time `autograde` takes at most, by default: below Gradescope's usual limit of ten
/// minutes, so that its own results are written before Gradescope stops it.
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(9 * 60);

/// Kept from the budget for writing the results once grading is stopped.
const MARGIN: Duration = Duration::from_secs(20);

/// What the instructor reads in the autograder's zip.
const README: &str = r#"# The Game of Hog: Gradescope autograder

Upload this zip as the autograder of a Gradescope programming assignment (Ubuntu base image).
`setup.sh` installs Rust and builds the grader once, when Gradescope builds the image;
`run_autograder` grades each submission with `cargo xtask autograde`, which always writes
`results.json`: a submission that cannot be graded, or a fault of the grader, earns 0 points
with a message saying so (the fault itself is printed for you in the submission's debug output).

Students upload `rules.rs`, `strategies.rs` and `experiments.rs` (on their own or at their
place under `crates/`). Only those files are taken; a missing one is graded as handed out.

## Assignment settings

In the assignment's autograder settings, set:

- **Autograder timeout**: at least 10 minutes. `autograde` stops itself after 9 minutes
  (`--budget SECONDS` in `run_autograder` changes that; keep it a minute below the timeout) and
  writes a result that says so.
- **Resources**: Gradescope's default container (0.5 CPU, 768 MB) is enough. Measured with
  `cargo xtask bench --gradescope` (which runs `run_autograder` in a container limited the same
  way), one full-marks submission took 2.7 s of CPU and 5.4 s of wall time, with a peak of
  322 MiB of resident memory summed over the whole process tree: 42 % of 768 MB, and the
  container never reached its limit. Only the submission's own crates and the small suite
  binary are compiled; the suites were built by `setup.sh`. A submission whose code stalls the
  compiler takes up to 50 s more: each crate may compile 10 s, and at most four more builds
  find the region to withhold. More CPU only shortens the wall time.

## Leaderboard

Off unless the course turns it on. To place each submission's `final_strategy` on
Gradescope's leaderboard, set `enabled = true` in the `[leaderboard]` table of
`tests/course.toml` in your checkout, pack the autograder again with
`cargo xtask gradescope`, and turn the leaderboard on in the assignment's settings.
Packing then works the reference's rules and baseline strategies out into
`tests/leaderboard.json`, and `setup.sh` also builds `hog-leaderboard`. Each results.json
then has a `leaderboard` with the strategy's exact win rates against `always_roll(6)` and
against the course's baseline (`baseline` in that table; the edition's problem 11 strategy
when left out), the rates `cargo xtask contest` would give the pair. The strategy is
tabulated in a confined process, with `time-limit` seconds for all 10 000 positions: one that
panics, is not written, chooses other than 0 to 10 dice or runs past its time gets no entry
and a message in the output. The score never depends on the leaderboard.
"#;

/// Runs once when Gradescope builds the autograder's image; [`LEADERBOARD_SETUP`] goes
/// before its warm-up where the course has a leaderboard.
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
{{leaderboard}}mkdir -p /tmp/warm-up/submission
cargo run --quiet --package xtask --no-default-features --features instructor -- \
    autograde --submission /tmp/warm-up/submission --results /tmp/warm-up/results.json
"#;

/// The build `setup.sh` adds for the leaderboard: the exact analysis that rates a strategy.
const LEADERBOARD_SETUP: &str =
    "# The leaderboard (tests/course.toml turns it on): the contest's exact win rates.
cargo build --package hog-contest --bin hog-leaderboard
";

/// `setup.sh`, with the leaderboard's build when `leaderboard` is on.
fn setup(leaderboard: bool) -> String {
    SETUP.replace("{{leaderboard}}", if leaderboard { LEADERBOARD_SETUP } else { "" })
}

/// The builds `setup.sh` makes, as cargo's arguments: what `cargo xtask bench --gradescope`
/// builds as Gradescope would.
pub fn setup_builds(leaderboard: bool) -> Vec<Vec<&'static str>> {
    let xtask = vec!["build", "--package", "xtask", "--no-default-features", "--features", "instructor"];
    let solver = vec!["build", "--package", leaderboard::SOLVER.0, "--bin", leaderboard::SOLVER.1];
    std::iter::once(xtask).chain(leaderboard.then_some(solver)).collect()
}

/// Runs for each submission.
const RUN_AUTOGRADER: &str = r#"#!/usr/bin/env bash
# Gradescope runs this for each submission. AUTOGRADER_ROOT lets it be tried elsewhere; the
# arguments go to autograde (--budget SECONDS: its time for everything).
set -uo pipefail
root="${AUTOGRADER_ROOT:-/autograder}"
cd "$root/source"
mkdir -p "$root/results"
exec cargo run --quiet --package xtask --no-default-features --features instructor -- \
    autograde --submission "$root/submission" --results "$root/results/results.json" "$@"
"#;

/// Results with no points, for a submission that could not be graded.
pub fn zero(output: &str) -> String {
    serde_json::to_string_pretty(&serde_json::json!({
        "score": 0.0,
        "execution_time": 0.0,
        "output": output,
        "stdout_visibility": "hidden",
        "tests": [],
    }))
    .expect("results always serialise")
}

/// `document` (Gradescope's results) with `notes` put before its output.
pub fn with_notes(document: &str, notes: &str) -> String {
    let Ok(mut results) = serde_json::from_str::<serde_json::Value>(document) else {
        return document.to_owned();
    };
    let output = results["output"].as_str().unwrap_or_default();
    results["output"] = format!("{notes}\n{output}").into();
    serde_json::to_string_pretty(&results).expect("results always serialise")
}

/// `document` with the submission's place on the leaderboard: its entries, if it has any,
/// and the message after the output.
pub fn with_leaderboard(document: &str, standing: &Standing) -> String {
    let Ok(mut results) = serde_json::from_str::<serde_json::Value>(document) else {
        return document.to_owned();
    };
    let output = results["output"].as_str().unwrap_or_default();
    results["output"] = format!("{output}\n\n{}", standing.message).into();
    if !standing.entries.is_empty() {
        results["leaderboard"] = serde_json::to_value(&standing.entries).expect("entries always serialise");
    }
    serde_json::to_string_pretty(&results).expect("results always serialise")
}

/// `document` saying that the whole grade took `elapsed`.
pub fn with_execution_time(document: &str, elapsed: Duration) -> String {
    let Ok(mut results) = serde_json::from_str::<serde_json::Value>(document) else {
        return document.to_owned();
    };
    results["execution_time"] = hog_grader::report::gradescope::seconds(elapsed).into();
    serde_json::to_string_pretty(&results).expect("results always serialise")
}

/// `cargo xtask autograde --submission DIR --results FILE [--budget SECONDS]`: always writes
/// `results` within `budget`. Grading gets what is left of it after the build, less a margin;
/// should it still be running when the budget is spent, the results say so and it is left
/// behind. A fault is also printed on stderr, which Gradescope shows the instructor.
pub fn autograde(places: &Places, submission_dir: &Path, results: &Path, budget: Duration) -> Result<()> {
    let started = Instant::now();
    let deadline = started + budget.saturating_sub(MARGIN);
    let (sender, receiver) = mpsc::channel();
    let (dir, places) = (submission_dir.to_path_buf(), places.clone());
    std::thread::spawn(move || {
        let graded = grade_submission(&places, &dir, deadline)
            .unwrap_or_else(|error| Graded::fault("submission", &format!("{error:#}"), true));
        let _ = sender.send(graded);
    });
    let graded = receiver.recv_timeout(budget).unwrap_or_else(|_| {
        let why = format!("grading did not finish within the autograder's budget of {} s", budget.as_secs());
        Graded::fault("submission", &why, true)
    });
    if let super::Status::GraderFault(message) = &graded.status {
        eprintln!("grader fault: {message}");
    }
    let document = graded.gradescope.clone().unwrap_or_else(|| zero(&graded.text));
    let document = with_execution_time(&document, started.elapsed());
    if let Some(folder) = results.parent().filter(|f| !f.as_os_str().is_empty()) {
        fs::create_dir_all(folder).with_context(|| format!("cannot make {}", folder.display()))?;
    }
    hog_engine::atomic::write(results, document.as_bytes())?;
    println!("Wrote {}", results.display());
    Ok(())
}

/// Grades the submission in `dir` for Gradescope, done by `deadline`: an error is a fault of
/// the grader.
fn grade_submission(places: &Places, dir: &Path, deadline: Instant) -> Result<Graded> {
    if Instant::now() >= deadline {
        bail!(
            "the budget leaves no time to grade: give autograde a --budget of more than {} s",
            MARGIN.as_secs()
        );
    }
    let root = &places.root;
    let allowed = hog_engine::intake::allowed_files(root)?;
    let submission = match submission::collect(dir, &allowed) {
        Ok(submission) => submission,
        Err(unusable) => return Ok(Graded::unusable("submission", &unusable.0, true)),
    };
    let mut grader = Grader::new(places)?;
    grader.deadline = Some(deadline);
    // A leaderboard that cannot be set up costs the submission its place, never its grade.
    let unavailable = match Board::of(root) {
        Ok(board) => {
            grader.leaderboard = board;
            None
        }
        Err(fault) => Some(leaderboard::failed(&fault)),
    };
    let mut graded = super::grade_safely(&grader, "submission", &submission, true);
    if let (Some(document), Some(standing)) = (&mut graded.gradescope, unavailable) {
        *document = with_leaderboard(document, &standing);
    }
    Ok(graded)
}

/// `cargo xtask gradescope --out FILE`: the autograder zip of the checkout at `places.root`.
/// Where the course has a leaderboard, the solution is built in a sandbox of it.
pub fn package(places: &Places, out: &Path) -> Result<()> {
    let root = places.root.clone();
    workspace::require_solutions(&root)?;
    let settings = hog_grader::course::Course::load(&root).map_err(anyhow::Error::msg)?.leaderboard;
    let reference = match settings.enabled {
        true => {
            settings.limit().map_err(anyhow::Error::msg)?;
            println!("Working out the leaderboard's reference: the rules and baselines of the solution...");
            let sandbox = Sandbox::new(places)?;
            let reference = Reference::work_out(&sandbox, settings.baseline.as_deref())
                .context("the leaderboard's reference could not be worked out")?;
            let names: Vec<&str> = reference.baselines.iter().map(|b| b.name.as_str()).collect();
            println!("The leaderboard places final_strategy against {}.", names.join(" and "));
            Some(serde_json::to_vec(&reference)?)
        }
        false => None,
    };
    let file = fs::File::create(out).with_context(|| format!("cannot create {}", out.display()))?;
    let mut zip = zip::ZipWriter::new(file);
    let script = zip::write::SimpleFileOptions::default().unix_permissions(0o755);
    let plain = zip::write::SimpleFileOptions::default().unix_permissions(0o644);
    let setup = setup(reference.is_some());
    for (name, text) in [("setup.sh", setup.as_str()), ("run_autograder", RUN_AUTOGRADER)] {
        zip.start_file(name, script)?;
        zip.write_all(text.as_bytes())?;
    }
    zip.start_file("README.md", plain)?;
    zip.write_all(README.as_bytes())?;
    // The student files are the stubs, whatever the checkout's working tree holds: what is
    // handed out is what grading starts from.
    let stubs = hog_engine::stubs::handed_out(&root)?;
    // The suites are the course's edition's, hidden ones included, and its statements and
    // known mistakes; no other edition's.
    let edition = hog_engine::edition::active(&root)?.name;
    let suites = hog_authoring::generated::suites::of_one_edition(&root, &edition, true)?;
    let texts = hog_authoring::edition::render::data_files(&root, &edition)?;
    let leaderboard = reference.map(|json| (leaderboard::reference::PATH.to_owned(), json));
    let made: Vec<(String, Vec<u8>)> = stubs
        .into_iter()
        .map(|(path, stub)| (path, stub.into_bytes()))
        .chain(suites)
        .chain(texts)
        .chain(leaderboard)
        .collect();
    let files = workspace::files(&root, LEFT_OUT)?;
    let relative =
        |path: &Path| path.strip_prefix(&root).unwrap_or(path).to_string_lossy().replace('\\', "/");
    for path in &files {
        if !made.iter().any(|(p, _)| *p == relative(path)) {
            zip.start_file(relative(path), plain)?;
            zip.write_all(&fs::read(path)?)?;
        }
    }
    for (path, bytes) in &made {
        zip.start_file(path.as_str(), plain)?;
        zip.write_all(bytes)?;
    }
    zip.finish()?;
    println!("Wrote {}: upload it as the autograder of a Gradescope programming assignment.", out.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use hog_grader::report::documented;

    fn parsed(document: &str) -> serde_json::Value {
        serde_json::from_str(document).unwrap()
    }

    #[test]
    fn every_document_autograde_writes_has_gradescopes_fields() {
        let zero = zero("This submission could not be graded.");
        assert_eq!(documented::check(&parsed(&zero)), Ok(()));
        let timed = parsed(&with_execution_time(&zero, Duration::from_millis(61_234)));
        assert_eq!(timed["execution_time"].as_f64(), Some(61.234));
        assert_eq!(documented::check(&timed), Ok(()));
    }

    #[test]
    fn a_place_on_the_leaderboard_adds_its_entries_and_says_so_after_the_output() {
        let entry = leaderboard::Entry {
            name: "Win rate vs always_roll(6)".into(),
            value: 0.7,
            order: "desc".into(),
        };
        let placed = Standing { entries: vec![entry], message: "Leaderboard: placed.".into() };
        let results = parsed(&with_leaderboard(&zero("Total: 0/20"), &placed));
        assert_eq!(documented::check(&results), Ok(()), "{results:#}");
        assert_eq!(results["output"], "Total: 0/20\n\nLeaderboard: placed.");
        assert_eq!(results["leaderboard"][0]["value"], 0.7);
        assert_eq!(results["score"], 0.0, "the score is untouched");

        let none = Standing { entries: Vec::new(), message: "Leaderboard: no entry.".into() };
        let results = parsed(&with_leaderboard(&zero("Total: 0/20"), &none));
        assert!(results.get("leaderboard").is_none(), "{results:#}");
        assert!(results["output"].as_str().unwrap().ends_with("Leaderboard: no entry."));
    }

    #[test]
    fn setup_builds_the_solver_only_for_a_leaderboard() {
        assert!(!setup(false).contains("hog-leaderboard") && !setup(false).contains("{{"));
        assert!(setup(true).contains("cargo build --package hog-contest --bin hog-leaderboard\nmkdir"));
        assert_eq!(setup_builds(false).len(), 1);
        assert_eq!(setup_builds(true)[1], ["build", "--package", "hog-contest", "--bin", "hog-leaderboard"]);
    }
}
