//! What Free Points, Feral Hogs and Swine Swap decide in the suites every edition shares:
//! the expected values that follow from these rules, and this edition's snapshots.

use crate::student::rules::*;

use crate::property::seeded_strategy;
use crate::snapshots::{Snapshot, traced_games_of};

/// Problem 08: how often `catch_up` beats `always_roll(5)` in 200 seeded games.
pub const AVERAGED_WINS: f64 = 0.5;

/// Problem 12: what the course's strategy wins, for the headline: a message of this
/// edition's catalogue (`messages.ftl` beside this file).
pub const COURSE_STRATEGY_WINS: &str = "swap-feral-facts-course-strategy-wins";

/// Every snapshot of this edition; nothing else lists them.
pub const SNAPSHOTS: &[Snapshot] = &[
    Snapshot { name: "free_points_table", generate: free_points_table },
    Snapshot { name: "is_swap_table", generate: is_swap_table },
    Snapshot { name: "games_simple_update_goal_30", generate: || games(30, 0..100) },
    Snapshot { name: "games_simple_update_goal_100", generate: || games(GOAL, 100..200) },
    Snapshot { name: "games_simple_update_goal_61", generate: || games(61, 200..300) },
];

/// `free_points` for every opponent score up to 200.
fn free_points_table() -> Vec<String> {
    (0..=200).map(|opponent| format!("free_points({opponent}) = {}", free_points(opponent))).collect()
}

/// `is_swap` for every difference up to 200, from scores of 0, 37 and 100, in both orders.
fn is_swap_table() -> Vec<String> {
    let mut lines = Vec::new();
    for difference in 0..=200 {
        for low in [0, 37, 100] {
            let high = low + difference;
            lines.push(format!(
                "is_swap({high}, {low}) = {}, is_swap({low}, {high}) = {}",
                is_swap(high, low),
                is_swap(low, high)
            ));
        }
    }
    lines
}

/// Seeded games with `simple_update`, one traced line per turn.
///
/// A turn of zero dice against a score below 8 scores nothing, and two players who keep
/// doing that would never finish: the seeded strategies roll one die there instead, so
/// every turn scores and every game ends.
fn games(goal: Score, seeds: std::ops::Range<u64>) -> Vec<String> {
    traced_games_of(simple_update, goal, seeds, |seed| scoring(seeded_strategy(seed)))
}

/// `strategy`, rolling one die where it would roll zero dice against a score below 8.
fn scoring(strategy: impl Fn(Score, Score) -> u32) -> impl Fn(Score, Score) -> u32 {
    move |own, opponent| match strategy(own, opponent) {
        0 if opponent < 8 => 1,
        num_rolls => num_rolls,
    }
}
