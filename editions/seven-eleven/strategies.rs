//! Hog Seven and Eleven Up: the strategies this edition adds (problems 10 to 12), put into the
//! strategies file at its `EDITION ITEMS` line.

use super::*;

/// The course's threshold for [`seven_strategy`] and [`eleven_strategy`]: no
/// dice are rolled when that earns at least this many points.
///
/// Hog Seven earns 2 to 8 points, while six dice earn a little under 9 on
/// average (problem 09 measures it), so sure points seldom beat rolling here.
/// 8 is the largest threshold at which `seven_strategy` still rolls no dice
/// (from 9 up it is always_roll(6) under another name), and the smaller ones
/// lose more: worked out exactly against `always_roll(6)`, `seven_strategy`
/// wins about 44% of games with 6, 48% with 7 and 49% with 8, and
/// `eleven_strategy`, which adds Eleven Up's 3 points, about 43%, 48% and 50%.
pub const THRESHOLD: u32 = 8;

/// The course's number of dice for [`seven_strategy`] and [`eleven_strategy`]
/// when they roll: six, the number that earns the most on average.
pub const NUM_ROLLS: u32 = 6;

/// No dice when *Hog Seven* would earn `threshold` points or more, and
/// `num_rolls` dice otherwise. Eleven Up is left out of the choice.
///
/// Rust has no default arguments: the course's `seven_strategy(score, opponent_score)`
/// is written `seven_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS)`.
///
/// ```
/// use hog_strategies::editions::seven_eleven::seven_strategy;
/// assert_eq!(seven_strategy(30, 19, 7, 4), 0); // 19 % 7 is 5: Hog Seven earns 7
/// assert_eq!(seven_strategy(30, 19, 8, 4), 4);
/// ```
pub fn seven_strategy(_score: Score, opponent_score: Score, threshold: u32, num_rolls: u32) -> u32 {
    // BEGIN PROBLEM 10
    if hog_seven(opponent_score) >= threshold { 0 } else { num_rolls }
    // END PROBLEM 10
}

/// No dice when a turn of no dice would raise the player's score by
/// `threshold` or more, *Hog Seven* and *Eleven Up* both counted; `num_rolls`
/// dice otherwise.
///
/// ```
/// use hog_strategies::editions::seven_eleven::eleven_strategy;
/// // Hog Seven earns 2 + 10 % 7 = 5 and takes 17 to 22, which Eleven Up makes 25: 8 more.
/// assert_eq!(eleven_strategy(17, 10, 8, 3), 0);
/// assert_eq!(eleven_strategy(17, 10, 9, 3), 3);
/// ```
pub fn eleven_strategy(score: Score, opponent_score: Score, threshold: u32, num_rolls: u32) -> u32 {
    // BEGIN PROBLEM 11
    // No die is rolled on a turn of zero dice; the update only needs some to take.
    let gain = eleven_update(0, score, opponent_score, &mut six_sided()) - score;
    if gain >= threshold { 0 } else { num_rolls }
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
    // One turn ahead: for 0 to 10 dice, the expected score after the turn, with
    // Eleven Up, where reaching the goal counts as 12 points past it (a win is
    // worth more than the points that bring it). The number of dice with the
    // highest expectation wins, fewer dice on a tie. Hog Seven's sure points, and
    // the 3 that a multiple of 11 adds, make no dice or a few dice the choice
    // wherever they land on 11, 22, 33...; near the goal, fewer 1s matter more.
    let worth = |total: Score| {
        let total = eleven_up(total);
        if total >= GOAL { f64::from(GOAL + 12) } else { f64::from(total) }
    };
    let mut best = (worth(score + hog_seven(opponent_score)), 0);
    for num_rolls in 1..=10 {
        let expected: f64 =
            roll_chances(num_rolls).into_iter().map(|(points, chance)| chance * worth(score + points)).sum();
        if expected > best.0 + 1e-9 {
            best = (expected, num_rolls);
        }
    }
    best.1
    // END PROBLEM 12
}

/// The two threshold strategies of problems 10 and 11, named: the tools list and
/// play them from here.
pub const THRESHOLD_STRATEGIES: [(&str, ThresholdStrategy); 2] =
    [("seven_strategy", seven_strategy), ("eleven_strategy", eleven_strategy)];
