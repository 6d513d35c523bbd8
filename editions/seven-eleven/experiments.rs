//! Hog Seven and Eleven Up: the experiment this edition adds (the extra problem 13), put into
//! the experiments file at its `EDITION ITEMS` line.

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
/// follows. [`roll_chances`] lists what 1 to 10 dice bring; no dice bring
/// [`hog_seven`] of the opponent's score, always; every new total goes through
/// [`eleven_up`]. Each position's chance is kept once found, so none is
/// computed a second time.
///
/// ```
/// use hog_experiments::editions::seven_eleven::exact_win_rate;
/// use hog_strategies::editions::seven_eleven::*;
/// // Any strategy against always_roll(6) is even when it is always_roll(6).
/// assert!((exact_win_rate(always_roll(6), 100) - 0.5).abs() < 1e-9);
/// // The first turn of a game to 1 ends it: half the games each.
/// assert!((exact_win_rate(always_roll(7), 1) - 0.5).abs() < 1e-9);
/// assert!(exact_win_rate(always_roll(1), 100) < 0.05);
/// ```
pub fn exact_win_rate(strategy: impl Fn(Score, Score) -> u32, goal: Score) -> f64 {
    // BEGIN PROBLEM 13
    use std::collections::HashMap;

    /// Whether the player to move at (`score`, `opponent_score`) goes on to win,
    /// as a chance; `ours` says if that player is `strategy` (or always_roll(6)).
    fn win(
        score: Score,
        opponent_score: Score,
        ours: bool,
        strategy: &dyn Fn(Score, Score) -> u32,
        goal: Score,
        known: &mut HashMap<(Score, Score, bool), f64>,
    ) -> f64 {
        if let Some(&chance) = known.get(&(score, opponent_score, ours)) {
            return chance;
        }
        let num_rolls = if ours { strategy(score, opponent_score) } else { 6 };
        let outcomes =
            if num_rolls == 0 { vec![(hog_seven(opponent_score), 1.0)] } else { roll_chances(num_rolls) };
        let mut chance = 0.0;
        for (points, likelihood) in outcomes {
            let new_score = eleven_up(score + points);
            chance += likelihood
                * if new_score >= goal {
                    1.0
                } else {
                    1.0 - win(opponent_score, new_score, !ours, strategy, goal, known)
                };
        }
        known.insert((score, opponent_score, ours), chance);
        chance
    }

    // Who started makes no difference to a position's chance: both seats share `known`.
    let mut known = HashMap::new();
    let starting = win(0, 0, true, &strategy, goal, &mut known);
    let answering = 1.0 - win(0, 0, false, &strategy, goal, &mut known);
    (starting + answering) / 2.0
    // END PROBLEM 13
}
