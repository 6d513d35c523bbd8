//! Free Points, Feral Hogs and Swine Swap: this edition's own strategies (problems 10 to 12), which go into
//! the strategies file where it says `EDITION ITEMS`.

use super::*;

/// The course's default cutoff for [`free_strategy`] and [`swap_strategy`]:
/// rolling zero dice is worth it when Free Points scores at least this many points.
///
/// Rolling six dice scores a little under 9 points on average (problem 09 measures
/// it), and Free Points scores 0, 3, 12, 27... so a cutoff of 8 rolls zero dice
/// exactly when it scores 12 or more: more than dice bring on average.
pub const THRESHOLD: u32 = 8;

/// The course's default number of dice for [`free_strategy`] and [`swap_strategy`]
/// when they do not roll zero: six dice score the most on average.
pub const NUM_ROLLS: u32 = 6;

/// Rolls zero dice when *Free Points* would score at least `cutoff` points, and
/// `num_rolls` dice otherwise. Swine Swap is not taken into account.
///
/// Without defaults in Rust, the course's `free_strategy(score, opponent_score)`
/// is `free_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS)`.
///
/// ```
/// use hog_strategies::editions::swap_feral::free_strategy;
/// assert_eq!(free_strategy(40, 42, 75, 7), 0); // Free Points scores 75
/// assert_eq!(free_strategy(40, 42, 76, 7), 7);
/// ```
pub fn free_strategy(score: Score, opponent_score: Score, cutoff: u32, num_rolls: u32) -> u32 {
    // BEGIN PROBLEM 10
    let _ = score; // Free Points depends on the opponent's score alone.
    if free_points(opponent_score) >= cutoff { 0 } else { num_rolls }
    // END PROBLEM 10
}

/// Rolls zero dice when doing so would end in a *Swine Swap* that leaves the
/// player ahead, and `num_rolls` dice when it would end in a swap that leaves the
/// player behind. Without a swap, it decides as [`free_strategy`] does.
///
/// ```
/// use hog_strategies::editions::swap_feral::swap_strategy;
/// // Free Points (3) takes 3 to 6 against 10: 4 apart, so 10 to 6 after the swap.
/// assert_eq!(swap_strategy(3, 10, 8, 6), 0);
/// // Free Points takes 30 to 42 against 16: 26 apart, no swap, and 12 is at least 8.
/// assert_eq!(swap_strategy(30, 16, 8, 6), 0);
/// // Free Points takes 12 to 24 against 20: 4 apart, so 20 to 24 after the swap.
/// assert_eq!(swap_strategy(12, 20, 8, 6), 6);
/// ```
pub fn swap_strategy(score: Score, opponent_score: Score, cutoff: u32, num_rolls: u32) -> u32 {
    // BEGIN PROBLEM 11
    let points = free_points(opponent_score);
    let new_score = score + points;
    if is_swap(new_score, opponent_score) {
        // The swap gives the player the opponent's score and the opponent the new one.
        if new_score < opponent_score { 0 } else { num_rolls }
    } else if points >= cutoff {
        0
    } else {
        num_rolls
    }
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
    // Look one turn ahead. Each number of dice leads to new scores with known
    // chances: zero dice to Free Points for sure, 1 to 10 dice to the outcomes of
    // roll_chances, each with Feral Hogs' 3 points when they apply, and any of them
    // to a Swine Swap. Each outcome is worth the lead it leaves, or 100 for a win
    // and -100 for a loss; the choice with the best average is taken.
    // Against always_roll(6) this wins about 99.9% of games (swap_strategy: 99.6%);
    // against swap_strategy itself, about 60%.
    let value = |new_score: Score| {
        let (mine, theirs) = if is_swap(new_score, opponent_score) {
            (opponent_score, new_score)
        } else {
            (new_score, opponent_score)
        };
        if mine >= GOAL {
            100.0
        } else if theirs >= GOAL {
            -100.0
        } else {
            f64::from(mine) - f64::from(theirs)
        }
    };
    let mut best = (0, value(score + free_points(opponent_score)));
    for num_rolls in 1..=10 {
        let average: f64 = roll_chances(num_rolls)
            .into_iter()
            .map(|(points, chance)| {
                let points = if points.abs_diff(num_rolls) == 3 { points + 3 } else { points };
                chance * value(score + points)
            })
            .sum();
        if average > best.1 {
            best = (num_rolls, average);
        }
    }
    best.0
    // END PROBLEM 12
}

/// This edition's two threshold strategies (problems 10 and 11) with their names:
/// the tools list and play them through this one list.
pub const THRESHOLD_STRATEGIES: [(&str, ThresholdStrategy); 2] =
    [("free_strategy", free_strategy), ("swap_strategy", swap_strategy)];
