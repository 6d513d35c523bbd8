//! Exact win probabilities: of two fixed strategies, of best play, and of the best reply to a
//! fixed strategy. Each fills its tables by decreasing sum of scores (see [`Game`]); where
//! positions repeat, each sum's positions are filled again until no chance changes.

use std::fmt;

use hog_rules::Score;
use hog_rules::turn::State;

use crate::game::Game;
use crate::grid::Grid;

/// Two strategies that may play on forever from a position: both keep the scores' sum there
/// (each rolls zero dice for no points, say), so the game has no chance of ending.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Endless {
    /// The mover's score at that position.
    pub score: Score,
    /// The other player's score.
    pub opponent: Score,
}

impl fmt::Display for Endless {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "from {} to {} these strategies can play on forever without the scores growing, so no \
             chance of winning is defined there",
            self.score, self.opponent
        )
    }
}

impl std::error::Error for Endless {}

/// The change in a chance below which a repeated position counts as settled.
const SETTLED: f64 = 1e-14;

/// How many times a sum's positions may be filled before giving up: far more than a game that
/// ends needs, since each pass leaves a fraction of the chance of staying.
const MOST_PASSES: usize = 100_000;

/// A position from which `players` (the first to move first) can only keep handing the turn
/// over, or taking another, without the scores' sum growing: there the game never ends, and
/// its equations have no single solution. Rolling dice always scores, so only zero-dice
/// turns can do this.
fn endless(game: &Game, players: [&Grid<u8>; 2]) -> Option<Endless> {
    let steps = 2 * game.size();
    for state in game.layers().flatten() {
        for first in 0..2 {
            let (mut at, mut who) = (state, first);
            let looped = (0..steps).all(|_| {
                let next = game.stays(at, u32::from(players[who].at(at.score, at.opponent_score)));
                next.inspect(|&(next, again)| (at, who) = (next, if again { who } else { 1 - who })).is_some()
            });
            if looped {
                return Some(Endless { score: state.score, opponent: state.opponent_score });
            }
        }
    }
    None
}

/// Fills every position of `game` with `fill`, which computes one position's values, moves
/// them `weight` of the way from the old ones, and says how much they changed: once per
/// position when positions never repeat, else until each sum's positions settle.
///
/// Where positions repeat, every pass after the first moves values halfway. A position whose
/// zero-dice turn scores nothing and swaps the scores hands the opponent the very same
/// position: its equation `V = max(1 - V, r)` has one solution, `max(1/2, r)` (a game both
/// players would rather never end counts as a tie), but filling it outright flips between `r`
/// and `1 - r` for ever; halfway steps settle on it.
fn fill_positions(game: &Game, mut fill: impl FnMut(State, f64) -> f64) -> Result<(), Endless> {
    for layer in game.layers() {
        let mut passes = 0;
        loop {
            let weight = if passes == 0 { 1.0 } else { 0.5 };
            let mut change: f64 = 0.0;
            let mut worst = layer[0];
            for &state in &layer {
                let changed = fill(state, weight);
                if changed > change {
                    (change, worst) = (changed, state);
                }
            }
            passes += 1;
            if !game.repeats() || change <= SETTLED {
                break;
            }
            if passes == MOST_PASSES {
                return Err(Endless { score: worst.score, opponent: worst.opponent_score });
            }
        }
    }
    Ok(())
}

/// Moves `slot` `weight` of the way to `new`; returns how far it moved.
fn relax(slot: &mut f64, new: f64, weight: f64) -> f64 {
    let moved = weight * (new - *slot);
    *slot += moved;
    moved.abs()
}

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
    /// The number of dice at each position (with the memory a game starts with, where the
    /// edition keeps one); of equally good numbers, the fewest.
    pub dice: Grid<u8>,
    /// The mover's chance of winning from each position, playing `dice`.
    pub chances: Grid<f64>,
}

/// The chance that the player to move wins from each position, when A is to move (first
/// grid) and when B is to move (second), with A playing `a` and B playing `b`.
///
/// # Panics
/// If a table is not of the game's goal.
pub fn win_chances(game: &Game, a: &Grid<u8>, b: &Grid<u8>) -> Result<(Grid<f64>, Grid<f64>), Endless> {
    assert_same_goal(game, a);
    assert_same_goal(game, b);
    if let Some(endless) = endless(game, [a, b]) {
        return Err(endless);
    }
    let (mut a_moves, mut b_moves) = (positions(game), positions(game));
    fill_positions(game, |state, weight| {
        let at = game.index(state);
        let a_chance =
            game.chance(state, u32::from(a.at(state.score, state.opponent_score)), &a_moves, &b_moves);
        let a_moved = relax(&mut a_moves[at], a_chance, weight);
        let b_chance =
            game.chance(state, u32::from(b.at(state.score, state.opponent_score)), &b_moves, &a_moves);
        a_moved.max(relax(&mut b_moves[at], b_chance, weight))
    })?;
    Ok((start_grid(game, a_moves), start_grid(game, b_moves)))
}

/// How often `a` beats `b` from the start of `game`, in each seat.
pub fn matchup(game: &Game, a: &Grid<u8>, b: &Grid<u8>) -> Result<Matchup, Endless> {
    let (a_moves, b_moves) = win_chances(game, a, b)?;
    Ok(Matchup { first: a_moves.at(0, 0), second: 1.0 - b_moves.at(0, 0) })
}

/// Best play against a best-playing opponent: at each position the number of dice that
/// maximises the mover's chance when the opponent then plays the same way.
pub fn optimal(game: &Game) -> Result<Solution, Endless> {
    let mut chances = positions(game);
    let mut dice = vec![0; chances.len()];
    fill_positions(game, |state, weight| {
        let at = game.index(state);
        let (choice, chance) = best(&game.chances(state, &chances, &chances));
        dice[at] = choice;
        relax(&mut chances[at], chance, weight)
    })?;
    Ok(Solution { dice: start_grid(game, dice), chances: start_grid(game, chances) })
}

/// The best reply to `b`: at each position the number of dice that maximises the mover's
/// chance against an opponent who always plays `b`. Refused ([`Endless`]) where that reply and
/// `b` would hand the turn back and forth for ever: a chance is not defined there.
///
/// # Panics
/// If `b` is not of the game's goal.
pub fn best_response(game: &Game, b: &Grid<u8>) -> Result<Solution, Endless> {
    assert_same_goal(game, b);
    let (mut a_moves, mut b_moves) = (positions(game), positions(game));
    let mut dice = vec![0; a_moves.len()];
    fill_positions(game, |state, weight| {
        let at = game.index(state);
        let (choice, chance) = best(&game.chances(state, &a_moves, &b_moves));
        dice[at] = choice;
        let a_moved = relax(&mut a_moves[at], chance, weight);
        let b_chance =
            game.chance(state, u32::from(b.at(state.score, state.opponent_score)), &b_moves, &a_moves);
        a_moved.max(relax(&mut b_moves[at], b_chance, weight))
    })?;
    let dice = start_grid(game, dice);
    // A reply that would pass back and forth with `b` for ever has no chance defined there.
    if let Some(endless) = endless(game, [&dice, b]) {
        return Err(endless);
    }
    Ok(Solution { dice, chances: start_grid(game, a_moves) })
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
    vec![0.0; game.size()]
}

/// The positions of `cells` with the memory a game starts with, as a grid of the scores.
fn start_grid<T: Copy>(game: &Game, cells: Vec<T>) -> Grid<T> {
    let per_memory = game.goal() as usize * game.goal() as usize;
    let first = game.index(game.start());
    Grid::from_cells(game.goal(), cells[first..first + per_memory].to_vec())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::game_of;
    use hog_rules::turn::Turn;

    /// Zero dice score nothing below 6 points of the opponent's.
    fn earn(turn: &Turn) -> u32 {
        if turn.rolls_dice() {
            turn.rolled()
        } else if turn.opponent_score() < 6 {
            0
        } else {
            2
        }
    }

    /// A game to 12 where zero dice score nothing below 6 points of the opponent's, and the
    /// scores are exchanged whenever they differ by exactly 4: positions repeat.
    fn repeating() -> Game {
        game_of(12, &earn, &|turn| {
            if turn.total().abs_diff(turn.opponent_score()) == 4 {
                turn.swap_scores();
            }
        })
    }

    fn at(score: Score, opponent: Score) -> State {
        State::new(score, opponent, 0)
    }

    #[test]
    fn where_positions_repeat_every_chance_is_a_fixed_point_of_its_equation() {
        let game = repeating();
        assert!(game.repeats());
        let zero_or_two = Grid::from_fn(12, |score, _| if score.is_multiple_of(3) { 0 } else { 2 });
        let (a_moves, b_moves) = win_chances(&game, &zero_or_two, &Grid::from_fn(12, |_, _| 1)).unwrap();
        let solved = optimal(&game).unwrap();
        for score in 0..12 {
            for opponent in 0..12 {
                let a_dice = u32::from(zero_or_two.at(score, opponent));
                let a = game.chance(at(score, opponent), a_dice, a_moves.cells(), b_moves.cells());
                let b = game.chance(at(score, opponent), 1, b_moves.cells(), a_moves.cells());
                assert!((a - a_moves.at(score, opponent)).abs() < 1e-12, "A at ({score}, {opponent})");
                assert!((b - b_moves.at(score, opponent)).abs() < 1e-12, "B at ({score}, {opponent})");
                let chances = solved.chances.cells();
                let (_, value) = best(&game.chances(at(score, opponent), chances, chances));
                assert!(
                    (value - solved.chances.at(score, opponent)).abs() < 1e-12,
                    "optimal at ({score}, {opponent})"
                );
            }
        }
    }

    #[test]
    fn a_position_that_zero_dice_hand_back_unchanged_is_worth_a_tie_or_the_best_roll() {
        // At 9 to 5 zero dice score nothing and the swap gives the opponent 9 to 5 in turn.
        let game = repeating();
        assert_eq!(game.stays(at(9, 5), 0), Some((at(9, 5), false)));
        let solved = optimal(&game).unwrap();
        let chances = game.chances(at(9, 5), solved.chances.cells(), solved.chances.cells());
        let best_roll = chances[1..].iter().copied().fold(0.0, f64::max);
        assert!((solved.chances.at(9, 5) - best_roll.max(0.5)).abs() < 1e-12, "{chances:?}");
    }

    #[test]
    fn a_player_who_keeps_taking_another_turn_for_nothing_plays_on_forever() {
        // Zero dice score nothing below 6 points of the opponent's, and every zero-dice turn
        // is followed by another: the same player at the same position, for ever.
        let game = game_of(12, &earn, &|turn| {
            if !turn.rolls_dice() {
                turn.take_another_turn();
            }
        });
        assert_eq!(game.stays(at(3, 2), 0), Some((at(3, 2), true)));
        let (never, always_one) = (Grid::from_fn(12, |_, _| 0), Grid::from_fn(12, |_, _| 1));
        let error = matchup(&game, &never, &always_one).unwrap_err();
        assert!(error.opponent < 6, "zero dice score there: {error:?}");
        // Best play rolls instead: its chances are defined everywhere.
        let solved = optimal(&game).unwrap();
        assert!(solved.chances.cells().iter().all(|chance| (0.0..=1.0).contains(chance)));
    }

    #[test]
    fn strategies_that_can_play_on_forever_are_refused() {
        let never = Grid::from_fn(12, |_, _| 0);
        let error = matchup(&repeating(), &never, &never).unwrap_err();
        assert!(error.opponent < 6, "zero dice score there: {error:?}");
        assert!(error.to_string().contains("can play on forever"), "{error}");
    }
}
