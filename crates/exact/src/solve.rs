//! Exact win probabilities: of two fixed strategies, of best play, and of the best reply to a
//! fixed strategy. Each fills its tables in one sweep over the positions (see [`Game`]).

use crate::game::Game;
use crate::grid::Grid;

/// How often a strategy A beats a strategy B, exactly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Matchup {
    /// A's chance of winning when it moves first.
    pub first: f64,
    /// A's chance of winning when B moves first.
    pub second: f64,
}

impl Matchup {
    /// A's win rate over as many games in each seat, as `average_win_rate` measures it.
    pub fn average(&self) -> f64 {
        (self.first + self.second) / 2.0
    }
}

/// A strategy that chooses the most winning number of dice at every position, and the
/// chance of winning it gives the player to move there.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// The number of dice at each position; of equally good numbers, the fewest.
    pub dice: Grid<u8>,
    /// The mover's chance of winning from each position, playing `dice`.
    pub chances: Grid<f64>,
}

/// The chance that the player to move wins from each position, when A is to move (first
/// grid) and when B is to move (second), with A playing `a` and B playing `b`.
///
/// # Panics
/// If a table is not of the game's goal.
pub fn win_chances(game: &Game, a: &Grid<u8>, b: &Grid<u8>) -> (Grid<f64>, Grid<f64>) {
    assert_same_goal(game, a);
    assert_same_goal(game, b);
    let (mut a_moves, mut b_moves) = (positions(game), positions(game));
    for (score, opponent) in game.sweep() {
        let at = game.index(score, opponent);
        a_moves[at] = game.chance(score, opponent, u32::from(a.at(score, opponent)), &b_moves);
        b_moves[at] = game.chance(score, opponent, u32::from(b.at(score, opponent)), &a_moves);
    }
    (Grid::from_cells(game.goal(), a_moves), Grid::from_cells(game.goal(), b_moves))
}

/// How often `a` beats `b` from the start of `game`, in each seat.
pub fn matchup(game: &Game, a: &Grid<u8>, b: &Grid<u8>) -> Matchup {
    let (a_moves, b_moves) = win_chances(game, a, b);
    Matchup { first: a_moves.at(0, 0), second: 1.0 - b_moves.at(0, 0) }
}

/// Best play against a best-playing opponent: at each position the number of dice that
/// maximises the mover's chance when the opponent then plays the same way.
pub fn optimal(game: &Game) -> Solution {
    let mut chances = positions(game);
    let mut dice = vec![0; chances.len()];
    for (score, opponent) in game.sweep() {
        let at = game.index(score, opponent);
        (dice[at], chances[at]) = best(&game.chances(score, opponent, &chances));
    }
    Solution { dice: Grid::from_cells(game.goal(), dice), chances: Grid::from_cells(game.goal(), chances) }
}

/// The best reply to `b`: at each position the number of dice that maximises the mover's
/// chance against an opponent who always plays `b`.
///
/// # Panics
/// If `b` is not of the game's goal.
pub fn best_response(game: &Game, b: &Grid<u8>) -> Solution {
    assert_same_goal(game, b);
    let (mut a_moves, mut b_moves) = (positions(game), positions(game));
    let mut dice = vec![0; a_moves.len()];
    for (score, opponent) in game.sweep() {
        let at = game.index(score, opponent);
        (dice[at], a_moves[at]) = best(&game.chances(score, opponent, &b_moves));
        b_moves[at] = game.chance(score, opponent, u32::from(b.at(score, opponent)), &a_moves);
    }
    Solution { dice: Grid::from_cells(game.goal(), dice), chances: Grid::from_cells(game.goal(), a_moves) }
}

/// The number of dice with the highest chance, the fewest of equals, and that chance.
fn best(chances: &[f64; 11]) -> (u8, f64) {
    let mut best = (0, chances[0]);
    for (dice, &chance) in chances.iter().enumerate().skip(1) {
        if chance > best.1 {
            best = (dice as u8, chance);
        }
    }
    best
}

/// A table with a place for every position of `game`.
fn positions(game: &Game) -> Vec<f64> {
    vec![0.0; game.goal() as usize * game.goal() as usize]
}

fn assert_same_goal<T: Copy>(game: &Game, table: &Grid<T>) {
    assert_eq!(
        table.goal(),
        game.goal(),
        "a table for a game to {} used in a game to {}",
        table.goal(),
        game.goal()
    );
}
