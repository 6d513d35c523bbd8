//! Gradescope's leaderboard, where `tests/course.toml` turns it on: each submission's
//! `final_strategy` placed by its exact win rates against `always_roll(6)` and against the
//! course's baseline, worked out as `cargo xtask contest` works them out (no dice rolled).
//!
//! Three processes share the work, so that no student code runs in xtask and no command but
//! the contest's compiles exact analysis:
//! - `cargo xtask gradescope` builds the suites with the solution and packs the reference's
//!   rules and baselines with the autograder (`reference.rs`), which has no solution;
//! - `autograde` tabulates the submission's `final_strategy` with the suite binary built on
//!   its code, in a confined child with a time limit (`table.rs`, the contest's tabulation);
//! - `hog-leaderboard` (package `hog-contest`) works the rates out with `hog-exact`, by the
//!   reference's rules, exactly as the contest rates a pair of entries.
//!
//! A strategy that cannot be tabulated gets no entry and a message; its score never changes.

pub mod reference;
pub mod table;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use hog_grader::course::{Course, Leaderboard as Settings};
use hog_grader::prepared::Findings;
use serde::{Deserialize, Serialize};

use hog_engine::sandbox::Sandbox;
pub use reference::Reference;
use table::Table;

/// The package and binary that work the rates out.
pub const SOLVER: (&str, &str) = ("hog-contest", "hog-leaderboard");

/// One column of Gradescope's leaderboard, as `results.json` holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// The column's name.
    pub name: String,
    /// The submission's value in it.
    pub value: f64,
    /// `desc`: a higher rate ranks higher.
    pub order: String,
}

/// What the solver answers for one baseline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rate {
    /// The baseline's name.
    pub against: String,
    /// The submission's win rate against it, both seats averaged; `None` when the two can
    /// hand the turn back and forth for ever (a tie in the contest).
    pub rate: Option<f64>,
}

/// A submission's place on the leaderboard: its entries, and what its student is told.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// Gradescope's columns; none when the strategy could not be judged.
    pub entries: Vec<Entry>,
    /// One paragraph for the results' output.
    pub message: String,
}

/// The leaderboard of a workspace whose course has one.
#[derive(Clone, Debug)]
pub struct Board {
    /// The autograder's root, whose packages the solver is built from.
    root: PathBuf,
    settings: Settings,
    /// The reference's file, which the solver reads.
    reference: PathBuf,
    goal: u32,
}

impl Board {
    /// The leaderboard of the autograder at `root`: `None` when its course has none. It fails
    /// when the settings are not valid or the autograder was packed without the reference.
    pub fn of(root: &Path) -> Result<Option<Board>> {
        let settings = Course::load(root).map_err(anyhow::Error::msg)?.leaderboard;
        if !settings.enabled {
            return Ok(None);
        }
        settings.limit().map_err(anyhow::Error::msg)?;
        let reference = root.join(reference::PATH);
        let text = std::fs::read_to_string(&reference).with_context(|| {
            format!(
                "the course turns the leaderboard on, but this autograder has no {}: pack it with `cargo xtask gradescope`",
                reference::PATH
            )
        })?;
        let read: Reference = serde_json::from_str(&text)
            .with_context(|| format!("{} is damaged: pack the autograder again", reference::PATH))?;
        Ok(Some(Board { root: root.to_path_buf(), settings, reference, goal: read.goal }))
    }

    /// Places the `final_strategy` of the suite binary `binary` (built in `sandbox`, where
    /// preparing the code found `found`), taking no longer than `deadline` allows. Whatever
    /// happens is said in the standing's message; a fault of the grader is also printed on
    /// stderr, for the instructor.
    pub fn judge(
        &self,
        sandbox: &Sandbox,
        binary: &Path,
        found: &Findings,
        deadline: Option<Instant>,
    ) -> Standing {
        let limit = self.settings.limit().unwrap_or(Duration::from_secs(10));
        let limit =
            deadline.map_or(limit, |deadline| limit.min(deadline.saturating_duration_since(Instant::now())));
        if limit.is_zero() {
            return no_entry(
                "grading used all of the autograder's time, so final_strategy was not tabulated",
            );
        }
        let table = match table::final_strategy(sandbox, binary, found, self.goal, limit) {
            Ok(Ok(table)) => table,
            Ok(Err(why)) => return no_entry(&explained(&why)),
            Err(fault) => return failed(&fault),
        };
        match self.rates(&table) {
            Ok(rates) => placed(&rates),
            Err(fault) => failed(&fault),
        }
    }

    /// The rates of `table` against every baseline, from the solver.
    fn rates(&self, table: &Table) -> Result<Vec<Rate>> {
        let mut command =
            crate::tools::command_of(&self.root, SOLVER.0, Some(SOLVER.1), &[self.reference.clone().into()])?;
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .with_context(|| format!("cannot run cargo to build and run {}", SOLVER.1))?;
        let input = serde_json::to_vec(table)?;
        if let Some(mut stdin) = child.stdin.take() {
            stdin.write_all(&input).with_context(|| format!("cannot hand {} the table", SOLVER.1))?;
        }
        let output = child.wait_with_output()?;
        if !output.status.success() {
            bail!("{} failed: {}", SOLVER.1, String::from_utf8_lossy(&output.stderr).trim());
        }
        serde_json::from_slice(&output.stdout).with_context(|| format!("{} answered no rates", SOLVER.1))
    }
}

/// The column of the leaderboard for the rate against `baseline`.
pub fn column(baseline: &str) -> String {
    format!("Win rate vs {baseline}")
}

/// The entries of `rates`, and the message that says them.
fn placed(rates: &[Rate]) -> Standing {
    let entries: Vec<Entry> = rates
        .iter()
        .filter_map(|rate| {
            let value = (rate.rate? * 10_000.0).round() / 10_000.0;
            Some(Entry { name: column(&rate.against), value, order: "desc".to_owned() })
        })
        .collect();
    let said: Vec<String> = rates
        .iter()
        .map(|rate| match rate.rate {
            Some(value) => format!("{:.2}% against {}", value * 100.0, rate.against),
            None => {
                format!("none against {} (the two can hand the turn back and forth for ever)", rate.against)
            }
        })
        .collect();
    let message = format!(
        "Leaderboard: final_strategy's exact win rates by the reference's rules, going first and second equally often: {}.",
        said.join(", ")
    );
    Standing { entries, message }
}

/// No entry, and why.
fn no_entry(why: &str) -> Standing {
    Standing {
        entries: Vec::new(),
        message: format!(
            "Leaderboard: no entry, because {why}. Your score does not depend on the leaderboard."
        ),
    }
}

/// No entry after a fault of the grader, which the instructor is shown on stderr.
pub fn failed(fault: &anyhow::Error) -> Standing {
    eprintln!("leaderboard fault: {fault:#}");
    no_entry("the grader failed to work the win rates out; this is no fault of your code")
}

/// Why a table could not be made, as a student takes it in: a stub is not written yet.
fn explained(why: &str) -> String {
    match why.strip_suffix("panicked: not yet implemented") {
        Some(_) => format!("final_strategy (problem {}) is not written yet", table::FINAL_STRATEGY),
        None => why.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_standing_has_a_column_per_rate_and_says_them_all() {
        let rates = [
            Rate { against: "always_roll(6)".into(), rate: Some(0.713_456) },
            Rate { against: "swap_strategy".into(), rate: None },
        ];
        let standing = placed(&rates);
        assert_eq!(
            standing.entries,
            [Entry { name: "Win rate vs always_roll(6)".into(), value: 0.7135, order: "desc".into() }]
        );
        assert!(
            standing.message.ends_with(
                "equally often: 71.35% against always_roll(6), none against swap_strategy (the two can hand the turn back and forth for ever)."
            ),
            "{}",
            standing.message
        );
    }

    #[test]
    fn a_strategy_without_a_table_has_no_entry_and_is_told_why() {
        let stub = no_entry(&explained("final_strategy panicked: not yet implemented"));
        assert!(stub.entries.is_empty());
        assert!(
            stub.message.starts_with(
                "Leaderboard: no entry, because final_strategy (problem 12) is not written yet."
            ),
            "{}",
            stub.message
        );
        let slow = explained("final_strategy did not choose at every position within 2 s");
        assert_eq!(slow, "final_strategy did not choose at every position within 2 s");
    }
}
