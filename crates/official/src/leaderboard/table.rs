//! A strategy tabulated at every position of a game by one of the suite binary's hidden
//! tools: the submission's `final_strategy` by the contest's tool, in a confined process with
//! a time limit (`tests/suites/contest.rs`), and the reference's baselines by
//! `--reference-strategy` (`tests/suite-binary/src/reference.rs`). Both the contest and Gradescope's
//! leaderboard read their tables here: anything but a full table of 0 to 10 dice is refused,
//! with the reason.

use std::path::Path;
use std::time::Duration;

use anyhow::Result;
use hog_grader::prepared::Findings;

use hog_engine::sandbox::{Sandbox, SuiteOutput};

/// The suite binary's tool that tabulates `final_strategy`, confined as a case is.
pub const TABULATE: &str = "--tabulate-final-strategy";

/// The variable that hands a tool the tag starting each line it writes, so that whatever
/// the strategy's code prints itself is never taken for the table.
pub const TAG: &str = "HOG_CONTEST_TAG";

/// The problem whose function the contest and the leaderboard run.
pub const FINAL_STRATEGY: &str = "12";

/// The most dice a strategy may choose (`hog_rules::MAX_ROLLS`, which the contest's tests
/// hold this equal to: xtask does not compile the teaching crates).
pub const MOST_DICE: u8 = 10;

/// A strategy's choice at every position: `rows[score][opponent_score]`.
pub type Table = Vec<Vec<u8>>;

/// Tabulates the `final_strategy` of the suite binary `binary`, built in `sandbox` where
/// preparing the code found `found`, for a game to `goal`, allowing `limit` for the whole
/// table: the table, or why it has none. An error is the grader's own fault.
pub fn final_strategy(
    sandbox: &Sandbox,
    binary: &Path,
    found: &Findings,
    goal: u32,
    limit: Duration,
) -> Result<Result<Table, String>> {
    // A withheld region is graded as its stub: its `todo!()` makes no table.
    if let Some(withheld) = found.withheld(FINAL_STRATEGY) {
        return Ok(Err(format!(
            "final_strategy (problem {FINAL_STRATEGY}) was withheld: {}",
            withheld.reason
        )));
    }
    let tag = hog_grader::new_tag();
    let run = sandbox.run(binary, &[TABULATE, &goal.to_string()], &[(TAG, &tag)], Some(limit))?;
    Ok(read(&run, &tag, "final_strategy", Some(goal), limit).map(|(_, rows)| rows))
}

/// The table of `strategy` in a run's output, with the name the run gave it if it gave one,
/// or why there is none. Only lines starting with `tag` count; a table of `goal` rows when
/// one is given, else of as many rows as it has, each as long as there are rows.
pub fn read(
    run: &SuiteOutput,
    tag: &str,
    strategy: &str,
    goal: Option<u32>,
    limit: Duration,
) -> Result<(Option<String>, Table), String> {
    if run.timed_out {
        return Err(format!("{strategy} did not choose at every position within {} s", limit.as_secs_f64()));
    }
    let mut name = None;
    let mut rows = Vec::new();
    let mut done = false;
    for line in run.stdout.lines() {
        let Some(rest) = line.strip_prefix(tag).and_then(|rest| rest.strip_prefix(' ')) else { continue };
        if rest == "done" {
            done = true;
            break;
        }
        if let Some(named) = rest.strip_prefix("strategy ") {
            name = Some(named.to_owned());
            continue;
        }
        let Some((_, values)) = rest.split_once(": ") else { return Err(format!("a damaged line: {line}")) };
        let score = rows.len();
        let row = values
            .split(' ')
            .enumerate()
            .map(|(opponent, dice)| match dice.parse::<u8>() {
                Ok(dice) if dice <= MOST_DICE => Ok(dice),
                _ => Err(format!(
                    "at score {score} against {opponent} {strategy} chose {dice} dice, but a strategy chooses 0 to {MOST_DICE}"
                )),
            })
            .collect::<Result<Vec<u8>, String>>()?;
        rows.push(row);
    }
    if !done || run.code != Some(0) {
        return Err(stopped(run, strategy));
    }
    let goal = goal.map_or(rows.len(), |goal| goal as usize);
    if rows.is_empty() || rows.len() != goal || rows.iter().any(|row| row.len() != goal) {
        return Err("an incomplete table".to_owned());
    }
    Ok((name, rows))
}

/// Why a tabulation ended early: the panic's message when there is one.
fn stopped(run: &SuiteOutput, strategy: &str) -> String {
    let panic = run.stderr.lines().skip_while(|line| !line.contains("panicked at")).nth(1);
    match (panic, run.code) {
        (Some(message), _) => format!("{strategy} panicked: {}", message.trim()),
        (None, Some(code)) => format!("the tabulation ended early with exit code {code}"),
        (None, None) => "the tabulation was killed by a signal".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(stdout: &str, stderr: &str, code: Option<i32>) -> SuiteOutput {
        SuiteOutput { code, timed_out: false, stdout: stdout.into(), stderr: stderr.into() }
    }

    const LIMIT: Duration = Duration::from_secs(10);

    fn table(stdout: &str, stderr: &str, code: Option<i32>) -> Result<Table, String> {
        read(&run(stdout, stderr, code), "T", "final_strategy", Some(2), LIMIT).map(|(_, rows)| rows)
    }

    #[test]
    fn a_table_is_read_from_tagged_lines_only() {
        let out = "T row 0: 1 2\nnoise\nT row 1: 0 10\nFAKE row 2: 9 9\nT done\n";
        assert_eq!(table(out, "", Some(0)).unwrap(), [[1, 2], [0, 10]]);
        let named = "T strategy sus_strategy\nT row 0: 6 0\nT row 1: 6 6\nT done\n";
        let read = read(&run(named, "", Some(0)), "T", "the baseline", None, LIMIT).unwrap();
        assert_eq!(read, (Some("sus_strategy".to_owned()), vec![vec![6, 0], vec![6, 6]]));
    }

    #[test]
    fn every_way_to_fail_gives_its_reason() {
        assert_eq!(
            table("T row 0: 1 11\n", "", Some(0)).unwrap_err(),
            "at score 0 against 1 final_strategy chose 11 dice, but a strategy chooses 0 to 10"
        );
        assert_eq!(
            table("T row 0: 1 -1\n", "", Some(0)).unwrap_err(),
            "at score 0 against 1 final_strategy chose -1 dice, but a strategy chooses 0 to 10"
        );
        let panic =
            "\nthread 'main' panicked at crates/strategies/src/strategies.rs:9:5:\nno idea\nnote: ...";
        assert_eq!(
            table("T row 0: 1 1\n", panic, Some(101)).unwrap_err(),
            "final_strategy panicked: no idea"
        );
        assert_eq!(table("T row 0: 1 1\nT done\n", "", Some(0)).unwrap_err(), "an incomplete table");
        assert_eq!(
            table("T row 0: 1\nT row 1: 1\nT done\n", "", Some(0)).unwrap_err(),
            "an incomplete table"
        );
        assert_eq!(table("", "", None).unwrap_err(), "the tabulation was killed by a signal");
        // A forged end of the table without the tag changes nothing.
        assert_eq!(
            table("T row 0: 1 1\ndone\n", "", Some(0)).unwrap_err(),
            "the tabulation ended early with exit code 0"
        );
        let slow = SuiteOutput { code: None, timed_out: true, stdout: String::new(), stderr: String::new() };
        assert_eq!(
            read(&slow, "T", "final_strategy", Some(2), LIMIT).unwrap_err(),
            "final_strategy did not choose at every position within 10 s"
        );
    }
}
