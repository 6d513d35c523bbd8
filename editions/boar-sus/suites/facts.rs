//! What Boar Brawl and Sus Fuss decide in the suites every edition shares: the expected
//! values that follow from these rules, and this edition's snapshots.

use crate::student::rules::*;
use hog_grader::{Case, Suite, case};

use crate::mock::traced_play;
use crate::snapshots::{Snapshot, traced_games};

/// Problem 05's points.
pub const PLAY_POINTS: f64 = 4.0;

/// Problem 08: how often `catch_up` beats `always_roll(5)` in 200 seeded games.
pub const AVERAGED_WINS: f64 = 0.475;

/// Problem 12: what the course's strategy wins, for the headline: a message of this
/// edition's catalogue (`messages.ftl` beside this file).
pub const COURSE_STRATEGY_WINS: &str = "boar-sus-facts-course-strategy-wins";

/// Problem 05's games that the special rules decide.
pub fn play_with_the_rules() -> Vec<Case> {
    vec![
        case!("boar-sus-facts-sus-fuss-boar" {
            # "boar-sus-facts-note-sus-fuss-player";
            play(|_, _| 5, |_, _| 5, sus_update, 0, 0, &mut make_test_dice(&[3]), 20) => (32, 17);
            play(|_, _| 0, |_, _| 0, simple_update, 0, 0, &mut make_test_dice(&[4]), 5) => (16, 4);
        }),
        case!("boar-sus-facts-whole-game-rule" {
            traced_play(|own, opp| (3 * own + opp) % 7, |own, _| if own < 50 { 6 } else { 0 },
                sus_update, (0, 0), &[6, 2, 5, 3, 4, 6, 1, 5], 100) => lines TRACE_RULES;
        }),
    ]
}

const TRACE_RULES: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 1",
    "strategy1(0, 1) -> 6 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6; update(6, 0, 1) -> 29",
    "strategy0(1, 29) -> 4 roll 1 roll 5 roll 6 roll 2; update(4, 1, 29) -> 2",
    "strategy1(29, 2) -> 6 roll 5 roll 3 roll 4 roll 6 roll 1 roll 5; update(6, 29, 2) -> 30",
    "strategy0(2, 30) -> 1 roll 6; update(1, 2, 30) -> 11",
    "strategy1(30, 11) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1; update(6, 30, 11) -> 31",
    "strategy0(11, 31) -> 1 roll 5; update(1, 11, 31) -> 16",
    "strategy1(31, 16) -> 6 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6; update(6, 31, 16) -> 59",
    "strategy0(16, 59) -> 2 roll 1 roll 5; update(2, 16, 59) -> 17",
    "strategy1(59, 17) -> 0; update(0, 59, 17) -> 83",
    "strategy0(17, 83) -> 1 roll 6; update(1, 17, 83) -> 23",
    "strategy1(83, 23) -> 0; update(0, 83, 23) -> 89",
    "strategy0(23, 89) -> 4 roll 2 roll 5 roll 3 roll 4; update(4, 23, 89) -> 37",
    "strategy1(89, 37) -> 0; update(0, 89, 37) -> 107",
    "final (37, 107)",
];

/// Three hundred seeded games, traced turn by turn and compared with the solution's traces.
pub fn recorded_games() -> Suite {
    use crate::snapshots::{generate, stored};
    Suite::scored(vec![
        case!("boar-sus-facts-100-recorded-games" {
            generate("games_simple_update_goal_30") => lines &stored("games_simple_update_goal_30");
        }),
        case!("boar-sus-facts-100-recorded-games-100" {
            generate("games_sus_update_goal_100") => lines &stored("games_sus_update_goal_100");
        }),
        case!("boar-sus-facts-100-recorded-games-61" {
            generate("games_sus_update_goal_61") => lines &stored("games_sus_update_goal_61");
        }),
    ])
}

/// Every snapshot of this edition; nothing else lists them.
pub const SNAPSHOTS: &[Snapshot] = &[
    Snapshot { name: "boar_brawl_table", generate: boar_brawl_table },
    Snapshot { name: "sus_points_table", generate: sus_points_table },
    Snapshot { name: "games_simple_update_goal_30", generate: || traced_games(simple_update, 30, 0..100) },
    Snapshot { name: "games_sus_update_goal_100", generate: || traced_games(sus_update, GOAL, 100..200) },
    Snapshot { name: "games_sus_update_goal_61", generate: || traced_games(sus_update, 61, 200..300) },
];

/// `boar_brawl` for every own score up to 30 against opponents' scores with telling digits.
fn boar_brawl_table() -> Vec<String> {
    const OPPONENTS: &[u32] = &[0, 5, 9, 10, 19, 46, 79, 90, 99, 100, 105, 115, 150, 199, 210];
    let mut lines = Vec::new();
    for player in 0..=30 {
        for &opponent in OPPONENTS {
            lines.push(format!("boar_brawl({player}, {opponent}) = {}", boar_brawl(player, opponent)));
        }
    }
    lines
}

/// `num_factors` and `sus_points` for every score up to 200.
fn sus_points_table() -> Vec<String> {
    (1..=200)
        .map(|n| format!("num_factors({n}) = {}, sus_points({n}) = {}", num_factors(n), sus_points(n)))
        .collect()
}
