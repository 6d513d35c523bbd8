//! What the leaderboard judges by, worked out once from the reference solution: its rules as
//! tables and its baseline strategies tabulated. `cargo xtask gradescope` writes it into the
//! autograder ([`PATH`]), which holds no solution; the contest reads the same rules.

use std::time::Duration;

use anyhow::{Context, Result, bail};
use serde::{Deserialize, Serialize};

use super::table::{self, TAG, Table};
use hog_engine::build::{Built, Mode};
use hog_engine::sandbox::Sandbox;

/// Where the autograder holds it, from the root.
pub const PATH: &str = "tests/leaderboard.json";

/// The suite binary's hidden tool that prints the reference's rules (`tests/suites/contest.rs`).
pub const RULES: &str = "--reference-rules";

/// The suite binary's hidden tool that tabulates one of the reference's strategies
/// (`tests/suite-binary/src/reference.rs`).
pub const STRATEGY: &str = "--reference-strategy";

/// The baseline every leaderboard has: the strategy the course measures every other against.
pub const ALWAYS_ROLL_6: &str = "always_roll(6)";

/// The reference's game and baselines.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reference {
    /// The score that wins.
    pub goal: u32,
    /// The reference's rules as its suite binary prints them (see [`RULES`]).
    pub rules: String,
    /// The strategies each `final_strategy` is judged against, in the leaderboard's order.
    pub baselines: Vec<Baseline>,
}

/// A baseline strategy, as the reference plays it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Baseline {
    /// Its name, as `hog play --computer` knows it.
    pub name: String,
    /// Its choice at every position.
    pub table: Table,
}

impl Reference {
    /// Builds the suites with the solution in `sandbox` and asks them for the rules,
    /// `always_roll(6)` and `baseline` (the edition's problem 11 strategy when `None`).
    pub fn work_out(sandbox: &Sandbox, baseline: Option<&str>) -> Result<Reference> {
        let binary = solution_binary(sandbox)?;
        let first = tabulate(sandbox, &binary, Some(ALWAYS_ROLL_6))?;
        let goal = first.table.len() as u32;
        let second = tabulate(sandbox, &binary, baseline)?;
        let mut baselines = vec![first];
        if second.name != ALWAYS_ROLL_6 {
            baselines.push(second);
        }
        Ok(Reference { goal, rules: rules(sandbox, &binary, goal)?, baselines })
    }
}

/// The suite binary built with the solution in `sandbox`.
pub fn solution_binary(sandbox: &Sandbox) -> Result<std::path::PathBuf> {
    match sandbox.build(Mode::Solution)? {
        Built::Binary(binary) => Ok(binary.path),
        Built::Failed { errors, .. } => bail!("the reference solution does not compile:\n{errors}"),
    }
}

/// The reference's rules for a game to `goal`, as the suite binary `binary` (built with the
/// solution) prints them.
pub fn rules(sandbox: &Sandbox, binary: &std::path::Path, goal: u32) -> Result<String> {
    let run = sandbox.run(binary, &[RULES, &goal.to_string()], &[], None)?;
    if run.code != Some(0) {
        bail!("the reference's rules could not be read: {}", run.stderr);
    }
    Ok(run.stdout)
}

/// The reference's strategy called `name` (the edition's problem 11 strategy when `None`).
fn tabulate(sandbox: &Sandbox, binary: &std::path::Path, name: Option<&str>) -> Result<Baseline> {
    let tag = hog_grader::new_tag();
    let args: Vec<&str> = [STRATEGY].into_iter().chain(name).collect();
    // The reference chooses at once; a minute is only there so that nothing waits for ever.
    let limit = Duration::from_secs(60);
    let run = sandbox.run(binary, &args, &[(TAG, &tag)], Some(limit))?;
    if run.code == Some(2) {
        bail!("{}", run.stderr.trim().trim_start_matches("error: "));
    }
    let (named, table) = table::read(&run, &tag, name.unwrap_or("the course's baseline"), None, limit)
        .map_err(|why| anyhow::anyhow!("the reference's strategy could not be tabulated: {why}"))?;
    let name = named.context("the reference's tabulation did not name its strategy")?;
    Ok(Baseline { name, table })
}
