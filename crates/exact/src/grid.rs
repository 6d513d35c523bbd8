//! A value for every position of a game, and strategies tabulated as such grids.

use std::fmt;

use hog_rules::{MAX_ROLLS, Score};

/// A value for every position `(score, opponent_score)` with both scores below a goal.
#[derive(Clone, Debug, PartialEq)]
pub struct Grid<T> {
    goal: Score,
    cells: Vec<T>,
}

impl<T: Copy> Grid<T> {
    /// A grid whose value at `(score, opponent_score)` is `value(score, opponent_score)`.
    pub fn from_fn(goal: Score, mut value: impl FnMut(Score, Score) -> T) -> Grid<T> {
        let cells =
            (0..goal).flat_map(|s| (0..goal).map(move |o| (s, o))).map(|(s, o)| value(s, o)).collect();
        Grid { goal, cells }
    }

    /// A grid from its rows: `rows[score][opponent_score]`; `None` unless it is square.
    pub fn from_rows(rows: Vec<Vec<T>>) -> Option<Grid<T>> {
        let goal = rows.len();
        if rows.iter().any(|row| row.len() != goal) {
            return None;
        }
        Some(Grid { goal: Score::try_from(goal).ok()?, cells: rows.into_iter().flatten().collect() })
    }

    /// Positions run from 0 up to, not including, this score.
    pub fn goal(&self) -> Score {
        self.goal
    }

    /// The value at `(score, opponent_score)`.
    ///
    /// # Panics
    /// If either score is not below the goal.
    pub fn at(&self, score: Score, opponent_score: Score) -> T {
        assert!(
            score < self.goal && opponent_score < self.goal,
            "({score}, {opponent_score}) is not below the goal"
        );
        self.cells[score as usize * self.goal as usize + opponent_score as usize]
    }

    /// One row per score of the player to move, one value per opponent's score.
    pub fn rows(&self) -> impl Iterator<Item = &[T]> {
        self.cells.chunks(self.goal as usize)
    }

    /// Every value, row after row.
    pub fn cells(&self) -> &[T] {
        &self.cells
    }

    pub(crate) fn from_cells(goal: Score, cells: Vec<T>) -> Grid<T> {
        debug_assert_eq!(cells.len(), goal as usize * goal as usize);
        Grid { goal, cells }
    }
}

impl<T: Copy + fmt::Display> Grid<T> {
    /// The grid as CSV: a header of opponent's scores, then one row per own score.
    pub fn to_csv(&self) -> String {
        let mut csv = String::from("score\\opponent_score");
        for opponent in 0..self.goal {
            csv.push_str(&format!(",{opponent}"));
        }
        csv.push('\n');
        for (score, row) in self.rows().enumerate() {
            csv.push_str(&score.to_string());
            for value in row {
                csv.push_str(&format!(",{value}"));
            }
            csv.push('\n');
        }
        csv
    }
}

/// A strategy that chose a number of dice nobody may roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidChoice {
    /// The player's score.
    pub score: Score,
    /// The opponent's score.
    pub opponent_score: Score,
    /// What it chose.
    pub dice: u32,
}

impl fmt::Display for InvalidChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "at score {} against {} it chose {} dice, but a strategy chooses 0 to {MAX_ROLLS}",
            self.score, self.opponent_score, self.dice
        )
    }
}

impl std::error::Error for InvalidChoice {}

/// The number of dice `strategy` chooses at every position below `goal`: called once per position.
pub fn tabulate(goal: Score, strategy: impl Fn(Score, Score) -> u32) -> Result<Grid<u8>, InvalidChoice> {
    let mut cells = Vec::with_capacity(goal as usize * goal as usize);
    for score in 0..goal {
        for opponent_score in 0..goal {
            let dice = strategy(score, opponent_score);
            if dice > MAX_ROLLS {
                return Err(InvalidChoice { score, opponent_score, dice });
            }
            cells.push(dice as u8);
        }
    }
    Ok(Grid::from_cells(goal, cells))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grid_is_indexed_by_own_score_then_the_opponents() {
        let grid = Grid::from_fn(3, |s, o| 10 * s + o);
        assert_eq!(grid.at(2, 1), 21);
        assert_eq!(grid.rows().nth(1), Some(&[10, 11, 12][..]));
        assert_eq!(
            Grid::from_rows(vec![vec![0, 1], vec![10, 11]]),
            Some(Grid::from_fn(2, |s, o| 10 * s + o))
        );
        assert_eq!(Grid::from_rows(vec![vec![0, 1], vec![10]]), None);
        assert_eq!(grid.to_csv(), "score\\opponent_score,0,1,2\n0,0,1,2\n1,10,11,12\n2,20,21,22\n");
    }

    #[test]
    fn tabulating_names_the_first_invalid_choice() {
        assert_eq!(tabulate(2, |s, o| s + o).unwrap().cells(), [0, 1, 1, 2]);
        let error = tabulate(50, |s, o| if (s, o) == (3, 40) { 11 } else { 4 }).unwrap_err();
        assert_eq!(
            error.to_string(),
            "at score 3 against 40 it chose 11 dice, but a strategy chooses 0 to 10"
        );
    }
}
