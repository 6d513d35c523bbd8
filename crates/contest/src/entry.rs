//! One entry of a contest: its `final_strategy` compiled with the rest of its files, and
//! tabulated at every position by the suite binary's hidden tool, in a confined process
//! with a time limit (`hog_official::leaderboard::table`, which Gradescope's leaderboard uses too).
//! Anything but a full table of 0 to 10 dice disqualifies it.

use std::path::Path;
use std::time::Duration;

use anyhow::{Result, bail};
use hog_exact::{Game, Grid};
use hog_rules::Score;
use hog_rules::table::Tables;

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

/// The game to `goal` by `rules`, the reference's turn tabulated as its suite binary prints it.
pub fn game(rules: &str, goal: Score) -> Result<Game> {
    let tables = Tables::read_text(rules).map_err(anyhow::Error::msg)?;
    if tables.goal != goal {
        bail!("the reference's tables are for a game to {}, not {goal}", tables.goal);
    }
    Ok(Game::from_tables(tables))
}

#[cfg(test)]
mod tests {
    #[test]
    fn xtask_refuses_the_same_numbers_of_dice_as_the_rules() {
        assert_eq!(u32::from(hog_official::leaderboard::table::MOST_DICE), hog_rules::MAX_ROLLS);
    }
}
