//! `--reference-strategy [NAME]`: one of the reference's strategies at every position of a
//! game, for Gradescope's leaderboard, whose baselines are the reference's strategies judged
//! by the reference's rules. `cargo xtask gradescope` runs it once, on the suites built with
//! the solution, and packs the tables with the autograder.
//!
//! The lines are those of the contest's tabulation (`tests/suites/contest.rs`), after one that
//! names the strategy tabulated. Only a solution build has it (a release has no such file):
//! a student's strategies are tabulated by the contest's confined tool.

use std::io::Write;
use std::process::ExitCode;

use hog_rules::{GOAL, MAX_ROLLS, Score};
use hog_strategies::{NUM_ROLLS, THRESHOLD, THRESHOLD_STRATEGIES, always_roll, always_roll_5, catch_up};

/// The tool's flag.
const TOOL: &str = "--reference-strategy";

/// The variable that holds the tag starting each line, as for the contest's tools.
const TAG: &str = "HOG_CONTEST_TAG";

/// A strategy as a value, whatever made it.
type Strategy = Box<dyn Fn(Score, Score) -> u32>;

/// Runs the tool if `args` ask for it.
pub fn run(args: &[String]) -> Option<ExitCode> {
    if args.get(1)? != TOOL {
        return None;
    }
    // The edition's problem 11 strategy unless another is named.
    let name = args.get(2).map_or(THRESHOLD_STRATEGIES[1].0, String::as_str);
    let Some(strategy) = strategy(name) else {
        let mut names = vec![format!("always_roll(N) for N from 0 to {MAX_ROLLS}"), "always_roll_5".into()];
        names.extend(
            ["catch_up"].into_iter().chain(THRESHOLD_STRATEGIES.map(|(name, _)| name)).map(String::from),
        );
        let last = names.pop().unwrap_or_default();
        eprintln!(
            "error: the {} edition has no strategy called {name:?}: its strategies are {} and {last}",
            hog_rules::EDITION,
            names.join(", ")
        );
        return Some(ExitCode::from(2));
    };
    let tag = std::env::var(TAG).unwrap_or_default();
    let mut out = std::io::stdout().lock();
    let mut lines = vec![format!("{tag} strategy {name}")];
    for score in 0..GOAL {
        let row: Vec<String> = (0..GOAL).map(|opponent| strategy(score, opponent).to_string()).collect();
        lines.push(format!("{tag} row {score}: {}", row.join(" ")));
    }
    lines.push(format!("{tag} done"));
    let written = lines.iter().try_for_each(|line| writeln!(out, "{line}")).and_then(|()| out.flush());
    Some(if written.is_ok() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// The strategy called `name`, by the names `hog play --computer` knows.
fn strategy(name: &str) -> Option<Strategy> {
    let name: String = name.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(dice) = name.strip_prefix("always_roll(").and_then(|rest| rest.strip_suffix(')')) {
        return dice.parse().ok().filter(|&n| n <= MAX_ROLLS).map(always_roll);
    }
    match name.as_str() {
        "always_roll_5" => Some(Box::new(always_roll_5)),
        "catch_up" => Some(Box::new(catch_up)),
        _ => THRESHOLD_STRATEGIES.iter().find(|(own, _)| *own == name).map(|&(_, strategy)| -> Strategy {
            Box::new(move |score, opponent| strategy(score, opponent, THRESHOLD, NUM_ROLLS))
        }),
    }
}
