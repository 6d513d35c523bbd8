//! One entry of a contest: its `final_strategy` compiled with the rest of its files, and
//! tabulated at every position by the suite binary's hidden tool, in a confined process
//! with a time limit (`hog_official::leaderboard::table`, which Gradescope's leaderboard uses too).
//! Anything but a full table of 0 to 10 dice disqualifies it.

use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use hog_exact::{Game, Grid, Rules, Structure};
use hog_rules::{MAX_ROLLS, Score};

use hog_engine::intake::submission;
use hog_engine::prepare::Prepared;
use hog_official::batch::Grader;
use hog_official::leaderboard::{reference, table};

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
    let table = match grader.build(&submission)? {
        Prepared::Built { binary, found } => {
            table::final_strategy(grader.sandbox(), &binary, &found, goal, limit)?.and_then(grid)
        }
        Prepared::Failed { .. } => Err("its code does not compile".into()),
    };
    Ok(Entry { name, table })
}

/// A table read by xtask as the grid exact analysis takes.
pub fn grid(rows: table::Table) -> Result<Grid<u8>, String> {
    Grid::from_rows(rows).ok_or_else(|| "an incomplete table".to_owned())
}

/// The game every entry is judged in: to `goal` with every rule, by the reference's rules,
/// read from the suite binary built with the solution.
pub fn reference_game(grader: &Grader, goal: Score) -> Result<Game> {
    let binary = reference::solution_binary(grader.sandbox())?;
    game(&reference::rules(grader.sandbox(), &binary, goal)?, goal)
}

/// The game to `goal` by `rules`, the reference's rules as its suite binary prints them.
pub fn game(rules: &str, goal: Score) -> Result<Game> {
    ReferenceRules::read(rules, goal).map(|rules| rules.game())
}

/// The reference's rules as the suite binary prints them: tables (see `tests/suites/contest.rs`).
struct ReferenceRules {
    goal: Score,
    zero_dice: Vec<u32>,
    roll_points: Vec<u32>,
    totals: Vec<Score>,
    swaps: std::collections::HashSet<(Score, Score)>,
    /// The sides of the dice at each position, and the most dice.
    dice_sides: Vec<u32>,
    most_dice: Vec<u32>,
    /// Every `(dice, mover, other)` after which the mover moves again.
    extra_turns: std::collections::HashSet<(u32, Score, Score)>,
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
        let per_position = |name: &str| -> Result<Vec<u32>> {
            let table = values(name)?;
            if table.len() != zero_dice.len() {
                bail!("the reference's {name} table has {} values for a game to {goal}", table.len());
            }
            Ok(table)
        };
        let (dice_sides, most_dice) = (per_position("dice_sides")?, per_position("most_dice")?);
        let triples = values("extra_turns")?;
        if triples.len() % 3 != 0 {
            bail!("the reference's extra_turns table is not made of triples");
        }
        let extra_turns = triples.chunks(3).map(|t| (t[0], t[1], t[2])).collect();
        Ok(ReferenceRules {
            goal,
            zero_dice,
            roll_points,
            totals: values("totals")?,
            swaps,
            dice_sides,
            most_dice,
            extra_turns,
        })
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
        let at = |s: Score, o: Score| (s * self.goal + o) as usize;
        let sides = |s: Score, o: Score| self.dice_sides[at(s, o)];
        let most = |s: Score, o: Score| self.most_dice[at(s, o)];
        let extra = |k: u32, mover: Score, other: Score| self.extra_turns.contains(&(k, mover, other));
        let rules = Rules {
            zero_dice: &zero_dice,
            roll_points: &roll_points,
            total: &total,
            swaps: &swaps,
            structure: Structure { sides: &sides, most_dice: &most, extra_turn: &extra },
        };
        Game::from_rules(self.goal, true, &rules)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn xtask_refuses_the_same_numbers_of_dice_as_the_rules() {
        assert_eq!(u32::from(hog_official::leaderboard::table::MOST_DICE), hog_rules::MAX_ROLLS);
    }
}
