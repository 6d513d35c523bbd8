//! What Free Bacon, Hog Wild and Hog Tied decide in the suites every edition shares: the values
//! these rules lead to, and the list of this edition's snapshots. Problem 05's suite is this
//! edition's own, as its `play` is.

use crate::student::rules::*;

use crate::snapshots::{Snapshot, traced_games};

/// Problem 08: how often `catch_up` beats `always_roll(5)` in 200 seeded games.
pub const AVERAGED_WINS: f64 = 0.455;

/// Problem 12: how the course's strategy does, for the headline.
pub const COURSE_STRATEGY_WINS: &str = "wild-tied-facts-course-strategy-wins";

/// Every snapshot of this edition; no other place lists them.
pub const SNAPSHOTS: &[Snapshot] = &[
    Snapshot { name: "free_bacon_table", generate: free_bacon_table },
    Snapshot { name: "hog_tied_table", generate: hog_tied_table },
    Snapshot { name: "games_simple_update_goal_30", generate: || traced_games(simple_update, 30, 0..100) },
    Snapshot {
        name: "games_simple_update_goal_100",
        generate: || traced_games(simple_update, GOAL, 100..200),
    },
    Snapshot { name: "games_simple_update_goal_67", generate: || traced_games(simple_update, 67, 200..300) },
];

/// `free_bacon` of every opponent score from 0 to 210.
fn free_bacon_table() -> Vec<String> {
    (0..=210).map(|opponent| format!("free_bacon({opponent}) = {}", free_bacon(opponent))).collect()
}

/// `hog_tied` at every sum from 0 to 200, split between the two scores in two ways.
fn hog_tied_table() -> Vec<String> {
    (0..=200)
        .map(|sum| {
            let half = sum / 2;
            format!(
                "hog_tied({half}, {}) = {}, hog_tied(0, {sum}) = {}",
                sum - half,
                hog_tied(half, sum - half),
                hog_tied(0, sum)
            )
        })
        .collect()
}
