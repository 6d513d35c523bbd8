//! Boar Brawl and Sus Fuss: this edition's own experiments (the extra problem 13), which go
//! into the experiments file where it says `EDITION ITEMS`.

use super::*;

// ---------------------------------------------------------------------------
// Extra: exact win rates
// ---------------------------------------------------------------------------

/// Returns the exact chance that `strategy` beats `always_roll(6)` in a game to
/// `goal` with every rule, from 0.0 to 1.0: the mean of its chance going first
/// and its chance going second, as [`average_win_rate`] measures with equal
/// games per seat, but worked out from the rules instead of played.
///
/// The chance that the player to move wins from a position is a sum over the
/// outcomes of the turn: each outcome's chance, times 1 if the new score reaches
/// `goal`, or else times 1 minus the opponent's chance to win from the position
/// that outcome leads to. [`roll_chances`] gives the outcomes of 1 to 10 dice;
/// zero dice score [`boar_brawl`] for sure; [`sus_points`] applies Sus Fuss.
/// A memo remembers each position's chance once it is known, so no position is
/// worked out twice.
///
/// ```
/// use hog_experiments::editions::boar_sus::exact_win_rate;
/// use hog_strategies::editions::boar_sus::*;
/// // Playing itself, a strategy wins half its games, once both seats are counted.
/// assert!((exact_win_rate(always_roll(6), 100) - 0.5).abs() < 1e-9);
/// // To a goal of 1 the first turn wins the game, whatever it rolls.
/// assert!((exact_win_rate(always_roll(3), 1) - 0.5).abs() < 1e-9);
/// // Four dice win less often than six; rolling one die, hardly ever.
/// assert!((exact_win_rate(always_roll(4), 100) - 0.454677832912).abs() < 1e-9);
/// assert!(exact_win_rate(always_roll(1), 100) < 0.02);
/// ```
pub fn exact_win_rate(strategy: impl Fn(Score, Score) -> u32, goal: Score) -> f64 {
    // BEGIN PROBLEM 13
    use std::collections::HashMap;

    /// The chance that the player to move at (`score`, `opponent_score`) wins:
    /// `strategy` if `strategy_moves`, `always_roll(6)` if not.
    fn chance_to_win(
        score: Score,
        opponent_score: Score,
        strategy_moves: bool,
        strategy: &dyn Fn(Score, Score) -> u32,
        goal: Score,
        memo: &mut HashMap<(Score, Score, bool), f64>,
    ) -> f64 {
        let position = (score, opponent_score, strategy_moves);
        if let Some(&chance) = memo.get(&position) {
            return chance;
        }
        let num_rolls = if strategy_moves { strategy(score, opponent_score) } else { 6 };
        let outcomes = if num_rolls == 0 {
            vec![(boar_brawl(score, opponent_score), 1.0)]
        } else {
            roll_chances(num_rolls)
        };
        let mut chance = 0.0;
        for (points, outcome_chance) in outcomes {
            let new_score = sus_points(score + points);
            if new_score >= goal {
                chance += outcome_chance;
            } else {
                let opponent_chance =
                    chance_to_win(opponent_score, new_score, !strategy_moves, strategy, goal, memo);
                chance += outcome_chance * (1.0 - opponent_chance);
            }
        }
        memo.insert(position, chance);
        chance
    }

    // One memo serves both seats: a position's chance does not depend on who went first.
    let mut memo = HashMap::new();
    let going_first = chance_to_win(0, 0, true, &strategy, goal, &mut memo);
    let going_second = 1.0 - chance_to_win(0, 0, false, &strategy, goal, &mut memo);
    (going_first + going_second) / 2.0
    // END PROBLEM 13
}
