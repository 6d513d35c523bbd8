//! What Lean Bacon, Sow Tax and Time Trot decide in the suites every edition shares: the
//! expected values that follow from these rules, and this edition's snapshots.

use crate::student::rules::*;

use crate::property::seeded_strategy;
use crate::snapshots::{Snapshot, traced_games_of};

/// Problem 08: how often `catch_up` beats `always_roll(5)` in 200 seeded games.
pub const AVERAGED_WINS: f64 = 0.445;

/// Problem 12: what the course's strategy wins, for the headline: a message of this
/// edition's catalogue (`messages.ftl` beside this file).
pub const COURSE_STRATEGY_WINS: &str = "trot-tax-facts-course-strategy-wins";

/// Every snapshot of this edition; nothing else lists them.
pub const SNAPSHOTS: &[Snapshot] = &[
    Snapshot { name: "lean_bacon_table", generate: lean_bacon_table },
    Snapshot { name: "games_simple_update_goal_30", generate: || games(30, 0..100) },
    Snapshot { name: "games_simple_update_goal_100", generate: || games(GOAL, 100..200) },
    Snapshot { name: "games_simple_update_goal_61", generate: || games(61, 200..300) },
];

/// `lean_bacon` for every opponent score up to 200.
fn lean_bacon_table() -> Vec<String> {
    (0..=200).map(|opponent| format!("lean_bacon({opponent}) = {}", lean_bacon(opponent))).collect()
}

/// Seeded games with `simple_update`, one traced line per turn. Every turn moves a score
/// (Lean Bacon earns 1 to 10, and dice earn at least 1), so every game ends.
fn games(goal: Score, seeds: std::ops::Range<u64>) -> Vec<String> {
    traced_games_of(simple_update, goal, seeds, seeded_strategy)
}
