//! Strategies for Hog, problems 06, 07, 10, 11 and 12.
//!
//! A strategy decides how many dice a player rolls (0 to 10). The game calls it
//! at the start of each of the player's turns, with the player's own score first
//! and the opponent's score second. Any `Fn(Score, Score) -> u32` is a strategy:
//! a named function such as [`catch_up`], a closure such as `|_, _| 5`, or a
//! [`Strategy`] made by another function.
//!
//! Write your code between the `BEGIN PROBLEM` and `END PROBLEM` lines only; the
//! rest is provided and the grader relies on it being unchanged.
//! `cargo xtask grade -q 06` checks your work on problem 06.

use super::*;

/// A strategy kept as a value: a function from (own score, opponent's score) to a number of dice.
///
/// Functions that *make* strategies, such as [`always_roll`], return this type. A
/// `Box<dyn Fn ...>` holds any function of that shape, whatever it captured, so
/// strategies made by different functions share one type and can be returned,
/// kept in lists and passed on. It is a strategy itself: `play` and every function
/// taking `impl Fn(Score, Score) -> u32` accept it as it is.
pub type Strategy = Box<dyn Fn(Score, Score) -> u32>;

// ---------------------------------------------------------------------------
// Phase 2: simple strategies
// ---------------------------------------------------------------------------

/// Returns a strategy that always rolls `n` dice, whatever the scores.
///
/// ```
/// use hog_strategies::always_roll;
/// let strategy = always_roll(3);
/// assert_eq!(strategy(10, 20), 3);
/// assert_eq!(always_roll(0)(99, 0), 0);
/// ```
///
/// # Panics
/// If `n` is above 10: nobody may roll more than 10 dice.
pub fn always_roll(n: u32) -> Strategy {
    assert!(n <= 10, "a strategy rolls at most 10 dice, but always_roll was given {n}");
    // BEGIN PROBLEM 06
    Box::new(move |_score, _opponent_score| n)
    // END PROBLEM 06
}

/// Always rolls 5 dice (provided): the strategy of the course's computer players.
pub fn always_roll_5(_score: Score, _opponent_score: Score) -> u32 {
    5
}

/// Rolls 6 dice when behind and 5 otherwise (provided): a strategy that is not always the same.
pub fn catch_up(score: Score, opponent_score: Score) -> u32 {
    if score < opponent_score { 6 } else { 5 }
}

/// Returns whether `strategy` chooses the same number of dice for every pair of
/// scores `(score, opponent_score)` with both scores from 0 up to, but not
/// including, `goal`.
///
/// ```
/// use hog_rules::GOAL;
/// use hog_strategies::*;
/// assert!(is_always_roll(always_roll_5, GOAL));
/// assert!(!is_always_roll(catch_up, GOAL)); // 6 at (0, 1), 5 at (0, 0)
/// ```
pub fn is_always_roll(strategy: impl Fn(Score, Score) -> u32, goal: Score) -> bool {
    // BEGIN PROBLEM 07
    let first = strategy(0, 0);
    (0..goal).all(|score| (0..goal).all(|opponent_score| strategy(score, opponent_score) == first))
    // END PROBLEM 07
}

// ---------------------------------------------------------------------------
// Phase 2: strategies that roll zero dice when it pays, and your own
// ---------------------------------------------------------------------------

/// A strategy with a threshold and a number of dice, such as the two of problems 10
/// and 11: the tools list and play them through `THRESHOLD_STRATEGIES`.
pub type ThresholdStrategy = fn(Score, Score, u32, u32) -> u32;

// EDITION ITEMS
