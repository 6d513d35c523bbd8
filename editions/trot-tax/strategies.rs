//! Lean Bacon, Sow Tax and Time Trot: this edition's own strategies (problems 10 to 12), which
//! go into the strategies file where it says `EDITION ITEMS`.

use super::*;

/// The course's default threshold for [`lean_strategy`] and [`tax_strategy`]:
/// rolling zero dice is worth it when Lean Bacon scores at least this many points.
///
/// Rolling six dice scores a little under 9 points on average (problem 09 measures
/// it), so a threshold of 8 rolls zero dice when Lean Bacon comes close to that or
/// beats it, for sure.
pub const THRESHOLD: u32 = 8;

/// The course's default number of dice for [`lean_strategy`] and [`tax_strategy`]
/// when they do not roll zero: six dice score the most on average.
pub const NUM_ROLLS: u32 = 6;

/// Rolls zero dice when *Lean Bacon* would score at least `threshold` points, and
/// `num_rolls` dice otherwise.
///
/// Without defaults in Rust, the course's `lean_strategy(score, opponent_score)`
/// is `lean_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS)`.
///
/// ```
/// use hog_strategies::editions::trot_tax::lean_strategy;
/// assert_eq!(lean_strategy(40, 46, 6, 7), 0); // Lean Bacon scores 6
/// assert_eq!(lean_strategy(40, 46, 7, 7), 7);
/// ```
pub fn lean_strategy(score: Score, opponent_score: Score, threshold: u32, num_rolls: u32) -> u32 {
    // BEGIN PROBLEM 10
    let _ = score; // Lean Bacon depends on the opponent's score alone.
    if lean_bacon(opponent_score) >= threshold { 0 } else { num_rolls }
    // END PROBLEM 10
}

/// Rolls zero dice when rolling `num_rolls` dice could hand the opponent the game
/// through *Sow Tax*: a Sow Sad on those dice (1 point) would leave the player
/// behind, and the tax would take the opponent to [`GOAL`]. Otherwise it decides
/// as [`lean_strategy`] does.
///
/// ```
/// use hog_strategies::editions::trot_tax::tax_strategy;
/// // A Sow Sad leaves 51 behind 96, and six dice of tax would take 96 to 102.
/// assert_eq!(tax_strategy(50, 96, 8, 6), 0);
/// // Three dice of tax would take 96 to 99 only: Lean Bacon's 4 is below 8.
/// assert_eq!(tax_strategy(50, 96, 8, 3), 3);
/// // Leading after a Sow Sad, the player pays no tax.
/// assert_eq!(tax_strategy(97, 96, 8, 6), 6);
/// ```
pub fn tax_strategy(score: Score, opponent_score: Score, threshold: u32, num_rolls: u32) -> u32 {
    // BEGIN PROBLEM 11
    let tax = sow_tax(num_rolls, 1, score + 1, opponent_score);
    if opponent_score + tax >= GOAL { 0 } else { lean_strategy(score, opponent_score, threshold, num_rolls) }
    // END PROBLEM 11
}

/// Your strategy: any rule you like for choosing 0 to 10 dice, as long as it is
/// quick and does not call `max_scoring_num_rolls`.
///
/// Say here how it decides, for whoever reads your code. The experiments
/// (`run_experiments` in `hog-experiments`) report how often it beats
/// `always_roll(6)`.
pub fn final_strategy(score: Score, opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 12
    // tax_strategy with the threshold and number of dice that beat always_roll(6)
    // most often when measured (thresholds 6 to 10, 4 to 6 dice: 9 and 5), and
    // zero dice wherever Lean Bacon alone reaches the goal. Time Trot is left
    // out: a strategy is not told the turn number.
    if score + lean_bacon(opponent_score) >= GOAL { 0 } else { tax_strategy(score, opponent_score, 9, 5) }
    // END PROBLEM 12
}

/// This edition's two threshold strategies (problems 10 and 11) with their names:
/// the tools list and play them through this one list.
pub const THRESHOLD_STRATEGIES: [(&str, ThresholdStrategy); 2] =
    [("lean_strategy", lean_strategy), ("tax_strategy", tax_strategy)];
