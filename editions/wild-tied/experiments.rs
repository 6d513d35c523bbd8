//! Free Bacon, Hog Wild and Hog Tied: the experiment this edition adds (the extra problem 13),
//! put into the experiments file at its `EDITION ITEMS` line.

use super::*;

// ---------------------------------------------------------------------------
// Extra: exact win rates
// ---------------------------------------------------------------------------

/// The chance, 0.0 to 1.0, that `strategy` wins a game to `goal` against
/// `always_roll(6)` under every rule, counting both seats alike: the average of
/// its chance when it starts and its chance when it answers. That is what
/// [`average_win_rate`] estimates from games played, found here with no dice.
///
/// From a position, the player to move wins with the sum, over what the turn
/// can bring, of that outcome's chance times either 1 (the new score is at
/// least `goal`) or 1 minus the other player's chance from the position that
/// follows. The mover's choice is held to [`hog_tied`] of the scores; no dice
/// bring [`free_bacon`] of the opponent's score, always; 1 to 10 dice bring what
/// [`roll_chances_of`] lists for dice of [`hog_wild`]'s sides. Each position's
/// chance is kept once found, so none is computed a second time.
///
/// ```
/// use hog_experiments::editions::wild_tied::exact_win_rate;
/// use hog_strategies::editions::wild_tied::*;
/// // Any strategy against always_roll(6) is even when it is always_roll(6).
/// assert!((exact_win_rate(always_roll(6), 100) - 0.5).abs() < 1e-9);
/// // The first turn of a game to 1 ends it: half the games each.
/// assert!((exact_win_rate(always_roll(7), 1) - 0.5).abs() < 1e-9);
/// assert!(exact_win_rate(always_roll(1), 100) < 0.05);
/// ```
pub fn exact_win_rate(strategy: impl Fn(Score, Score) -> u32, goal: Score) -> f64 {
    // BEGIN PROBLEM 13
    use std::collections::HashMap;

    /// The chance that the player to move at (`score`, `opponent_score`) wins;
    /// `mine` says whether that player is `strategy` (else always_roll(6)).
    fn chance_to_win(
        score: Score,
        opponent_score: Score,
        mine: bool,
        strategy: &dyn Fn(Score, Score) -> u32,
        goal: Score,
        memo: &mut HashMap<(Score, Score, bool), f64>,
    ) -> f64 {
        if let Some(&known) = memo.get(&(score, opponent_score, mine)) {
            return known;
        }
        let chosen = if mine { strategy(score, opponent_score) } else { 6 };
        let num_rolls = chosen.min(hog_tied(score, opponent_score));
        let outcomes = if num_rolls == 0 {
            vec![(free_bacon(opponent_score), 1.0)]
        } else {
            roll_chances_of(num_rolls, hog_wild(score, opponent_score))
        };
        let mut total = 0.0;
        for (points, likelihood) in outcomes {
            let new_score = score + points;
            let after = if new_score >= goal {
                1.0
            } else {
                1.0 - chance_to_win(opponent_score, new_score, !mine, strategy, goal, memo)
            };
            total += likelihood * after;
        }
        memo.insert((score, opponent_score, mine), total);
        total
    }

    // A position's chance does not depend on who started, so the two seats share one memo.
    let mut memo = HashMap::new();
    let first = chance_to_win(0, 0, true, &strategy, goal, &mut memo);
    let second = 1.0 - chance_to_win(0, 0, false, &strategy, goal, &mut memo);
    (first + second) / 2.0
    // END PROBLEM 13
}
