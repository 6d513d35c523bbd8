//! One entry of a contest: its `final_strategy` compiled with the rest of its files, and
//! tabulated at every position by the suite binary's hidden tool, in a confined process
//! with a time limit. Anything but a full table of 0 to 10 dice disqualifies it.

use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use hog_exact::{Game, Grid, Rules};
use hog_rules::{MAX_ROLLS, Score};

use xtask::batch::Grader;
use xtask::batch::submission;
use xtask::build::{Built, Mode};
use xtask::prepare::Prepared;
use xtask::sandbox::Run;

/// The suite binary's hidden tools and the variable that hands the tool its tag (see
/// `tests/src/contest.rs`).
const TABULATE: &str = "--tabulate-final-strategy";
const RULES: &str = "--reference-rules";
const TAG: &str = "HOG_CONTEST_TAG";

/// The problem whose function the contest runs.
const FINAL_STRATEGY: &str = "12";

/// An entry, tabulated or disqualified.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The submission's folder name.
    pub name: String,
    /// Its strategy at every position, or why it has none.
    pub table: Result<Grid<u8>, String>,
}

/// Builds and tabulates the entry in `dir` for a game to `goal`, allowing `limit` for the
/// whole table.
pub fn tabulate(
    grader: &Grader,
    allowed: &[String],
    dir: &Path,
    goal: Score,
    limit: Duration,
) -> Result<Entry> {
    let name =
        dir.file_name().map_or_else(|| dir.display().to_string(), |n| n.to_string_lossy().into_owned());
    let submission = match submission::collect(dir, allowed) {
        Ok(submission) => submission,
        Err(unusable) => {
            return Ok(Entry { name, table: Err(format!("its folder cannot be used: {unusable}")) });
        }
    };
    let binary = match grader.build(&submission)? {
        Prepared::Built { binary, found } => {
            match found.withheld.iter().find(|w| w.problem == FINAL_STRATEGY) {
                // A withheld region is graded as its stub: its `todo!()` is no entry.
                Some(withheld) => {
                    let reason = format!(
                        "final_strategy (problem {FINAL_STRATEGY}) was withheld: {}",
                        withheld.reason
                    );
                    return Ok(Entry { name, table: Err(reason) });
                }
                None => binary,
            }
        }
        Prepared::Failed { .. } => return Ok(Entry { name, table: Err("its code does not compile".into()) }),
    };
    let tag = hog_grader::new_tag();
    let run = grader.sandbox().run(&binary, &[TABULATE, &goal.to_string()], &[(TAG, &tag)], Some(limit))?;
    Ok(Entry { name, table: read_table(&run, &tag, goal, limit) })
}

/// The table in a run's output, or why there is none.
pub fn read_table(run: &Run, tag: &str, goal: Score, limit: Duration) -> Result<Grid<u8>, String> {
    if run.timed_out {
        return Err(format!(
            "final_strategy did not choose at every position within {} s",
            limit.as_secs_f64()
        ));
    }
    let mut rows = Vec::new();
    let mut done = false;
    for line in run.stdout.lines() {
        let Some(rest) = line.strip_prefix(tag).and_then(|rest| rest.strip_prefix(' ')) else { continue };
        if rest == "done" {
            done = true;
            break;
        }
        let Some((_, values)) = rest.split_once(": ") else { return Err(format!("a damaged line: {line}")) };
        let score = rows.len();
        let row = values
            .split(' ')
            .enumerate()
            .map(|(opponent, dice)| match dice.parse::<u32>() {
                Ok(dice) if dice <= MAX_ROLLS => Ok(dice as u8),
                _ => Err(format!(
                    "at score {score} against {opponent} final_strategy chose {dice} dice, but a strategy chooses 0 to {MAX_ROLLS}"
                )),
            })
            .collect::<Result<Vec<u8>, String>>()?;
        rows.push(row);
    }
    if !done || run.code != Some(0) {
        return Err(stopped(run));
    }
    Grid::from_rows(rows).filter(|grid| grid.goal() == goal).ok_or_else(|| "an incomplete table".to_owned())
}

/// Why a tabulation ended early: the panic's message when there is one.
fn stopped(run: &Run) -> String {
    let panic = run.stderr.lines().skip_while(|line| !line.contains("panicked at")).nth(1);
    match (panic, run.code) {
        (Some(message), _) => format!("final_strategy panicked: {}", message.trim()),
        (None, Some(code)) => format!("the tabulation ended early with exit code {code}"),
        (None, None) => "the tabulation was killed by a signal".to_owned(),
    }
}

/// The game every entry is judged in: to `goal` with every rule, by the reference's rules,
/// read from the suite binary built with the solution.
pub fn reference_game(grader: &Grader, goal: Score) -> Result<Game> {
    let binary = match grader.sandbox().build(Mode::Solution)? {
        Built::Binary(binary) => binary.path,
        Built::Failed { errors, .. } => bail!("the reference solution does not compile:\n{errors}"),
    };
    let run = grader.sandbox().run(&binary, &[RULES, &goal.to_string()], &[], None)?;
    if run.code != Some(0) {
        bail!("the reference's rules could not be read: {}", run.stderr);
    }
    ReferenceRules::read(&run.stdout, goal).map(|rules| rules.game())
}

/// The reference's rules as the suite binary prints them: tables (see `tests/src/contest.rs`).
struct ReferenceRules {
    goal: Score,
    zero_dice: Vec<u32>,
    roll_points: Vec<u32>,
    totals: Vec<Score>,
    swaps: std::collections::HashSet<(Score, Score)>,
}

impl ReferenceRules {
    fn read(stdout: &str, goal: Score) -> Result<ReferenceRules> {
        let values = |name: &str| -> Result<Vec<u32>> {
            let line = stdout
                .lines()
                .find_map(|line| line.strip_prefix(name)?.strip_prefix(' ').or(Some("")))
                .with_context(|| format!("the reference's {name} table is missing"))?;
            line.split_whitespace().map(|v| v.parse().context("a rule's value is not a number")).collect()
        };
        let zero_dice = values("zero_dice")?;
        if zero_dice.len() != goal as usize * goal as usize {
            bail!("the reference's zero-dice table has {} values for a game to {goal}", zero_dice.len());
        }
        let roll_points = values("roll_points")?;
        if roll_points.len() != (MAX_ROLLS * (6 * MAX_ROLLS + 1)) as usize {
            bail!("the reference's table of rolls has {} values", roll_points.len());
        }
        let pairs = values("swaps")?;
        let swaps = pairs.chunks(2).map(|pair| (pair[0], pair[1])).collect();
        Ok(ReferenceRules { goal, zero_dice, roll_points, totals: values("totals")?, swaps })
    }

    fn game(&self) -> Game {
        let zero_dice = |s: Score, o: Score| self.zero_dice[(s * self.goal + o) as usize];
        let roll_points =
            |k: u32, rolled: u32| self.roll_points[((k - 1) * (6 * MAX_ROLLS + 1) + rolled) as usize];
        let total = |total: Score| {
            *self
                .totals
                .get(total as usize)
                .unwrap_or_else(|| panic!("no turn of the reference reaches {total}"))
        };
        let swaps = |mover: Score, other: Score| self.swaps.contains(&(mover, other));
        let rules = Rules { zero_dice: &zero_dice, roll_points: &roll_points, total: &total, swaps: &swaps };
        Game::from_rules(self.goal, true, &rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(stdout: &str, stderr: &str, code: Option<i32>) -> Run {
        Run { code, timed_out: false, stdout: stdout.into(), stderr: stderr.into() }
    }

    const LIMIT: Duration = Duration::from_secs(10);

    #[test]
    fn a_table_is_read_from_tagged_lines_only() {
        let out = "T row 0: 1 2\nnoise\nT row 1: 0 10\nFAKE row 2: 9 9\nT done\n";
        let table = read_table(&run(out, "", Some(0)), "T", 2, LIMIT).unwrap();
        assert_eq!(table.cells(), [1, 2, 0, 10]);
    }

    #[test]
    fn every_way_to_fail_disqualifies_with_its_reason() {
        let reason = |stdout: &str, stderr: &str, code| {
            read_table(&run(stdout, stderr, code), "T", 2, LIMIT).unwrap_err()
        };
        assert_eq!(
            reason("T row 0: 1 11\n", "", Some(0)),
            "at score 0 against 1 final_strategy chose 11 dice, but a strategy chooses 0 to 10"
        );
        let panic =
            "\nthread 'main' panicked at crates/strategies/src/strategies.rs:9:5:\nno idea\nnote: ...";
        assert_eq!(reason("T row 0: 1 1\n", panic, Some(101)), "final_strategy panicked: no idea");
        assert_eq!(reason("T row 0: 1 1\nT done\n", "", Some(0)), "an incomplete table");
        assert_eq!(reason("", "", None), "the tabulation was killed by a signal");
        // A forged end of the table without the tag changes nothing.
        assert_eq!(
            reason("T row 0: 1 1\ndone\n", "", Some(0)),
            "the tabulation ended early with exit code 0"
        );
        let slow = Run { code: None, timed_out: true, stdout: String::new(), stderr: String::new() };
        assert_eq!(
            read_table(&slow, "T", 2, LIMIT).unwrap_err(),
            "final_strategy did not choose at every position within 10 s"
        );
    }
}
