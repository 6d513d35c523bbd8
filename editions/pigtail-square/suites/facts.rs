//! What Pig Tail and Square Swine decide in the suites every edition shares: the expected
//! values that follow from these rules, and this edition's snapshots.

use crate::student::rules::*;
use hog_grader::{Case, Suite, case};

use crate::mock::traced_play;
use crate::snapshots::{Snapshot, traced_games};

/// Problem 05's points.
pub const PLAY_POINTS: f64 = 5.0;

/// Problem 08: how often `catch_up` beats `always_roll(5)` in 200 seeded games.
pub const AVERAGED_WINS: f64 = 0.46;

/// Problem 12: what the course's strategy wins, for the headline: a message of this
/// edition's catalogue (`messages.ftl` beside this file).
pub const COURSE_STRATEGY_WINS: &str = "pigtail-square-facts-course-strategy-wins";

/// Problem 05's games that the special rules decide.
pub fn play_with_the_rules() -> Vec<Case> {
    vec![
        case!("pigtail-square-facts-square-swine-pig" {
            # "pigtail-square-facts-note-square-swine-three";
            play(|_, _| 3, |_, _| 3, square_update, 0, 0, &mut make_test_dice(&[3]), 20) => (36, 16);
            play(|_, _| 0, |_, _| 0, simple_update, 0, 0, &mut make_test_dice(&[4]), 5) => (8, 3);
        }),
        case!("pigtail-square-facts-whole-game-rule" {
            traced_play(|own, opp| (3 * own + opp) % 7, |own, _| if own < 50 { 6 } else { 0 },
                square_update, (0, 0), &[6, 2, 5, 3, 4, 6, 1, 5], 100) => lines TRACE_RULES;
        }),
    ]
}

const TRACE_RULES: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 4",
    "strategy1(0, 4) -> 6 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6; update(6, 0, 4) -> 26",
    "strategy0(4, 26) -> 3 roll 1 roll 5 roll 6; update(3, 4, 26) -> 5",
    "strategy1(26, 5) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1; update(6, 26, 5) -> 27",
    "strategy0(5, 27) -> 0; update(0, 5, 27) -> 25",
    "strategy1(27, 25) -> 6 roll 5 roll 6 roll 2 roll 5 roll 3 roll 4; update(6, 27, 25) -> 52",
    "strategy0(25, 52) -> 1 roll 6; update(1, 25, 52) -> 31",
    "strategy1(52, 31) -> 0; update(0, 52, 31) -> 57",
    "strategy0(31, 57) -> 3 roll 1 roll 5 roll 6; update(3, 31, 57) -> 32",
    "strategy1(57, 32) -> 0; update(0, 57, 32) -> 60",
    "strategy0(32, 60) -> 2 roll 2 roll 5; update(2, 32, 60) -> 39",
    "strategy1(60, 39) -> 0; update(0, 60, 39) -> 73",
    "strategy0(39, 73) -> 1 roll 3; update(1, 39, 73) -> 42",
    "strategy1(73, 42) -> 0; update(0, 73, 42) -> 78",
    "strategy0(42, 78) -> 1 roll 4; update(1, 42, 78) -> 46",
    "strategy1(78, 46) -> 0; update(0, 78, 46) -> 83",
    "strategy0(46, 83) -> 4 roll 6 roll 1 roll 5 roll 6; update(4, 46, 83) -> 47",
    "strategy1(83, 47) -> 0; update(0, 83, 47) -> 90",
    "strategy0(47, 90) -> 0; update(0, 47, 90) -> 66",
    "strategy1(90, 66) -> 0; update(0, 90, 66) -> 91",
    "strategy0(66, 91) -> 2 roll 2 roll 5; update(2, 66, 91) -> 73",
    "strategy1(91, 73) -> 0; update(0, 91, 73) -> 121",
    "final (73, 121)",
];

/// Three hundred seeded games, traced turn by turn and compared with the solution's traces.
pub fn recorded_games() -> Suite {
    use crate::snapshots::{generate, stored};
    Suite::scored(vec![
        case!("pigtail-square-facts-100-recorded-games" {
            generate("games_simple_update_goal_30") => lines &stored("games_simple_update_goal_30");
        }),
        case!("pigtail-square-facts-100-recorded-games-100" {
            generate("games_square_update_goal_100") => lines &stored("games_square_update_goal_100");
        }),
        case!("pigtail-square-facts-100-recorded-games-61" {
            generate("games_square_update_goal_61") => lines &stored("games_square_update_goal_61");
        }),
    ])
}

/// Every snapshot of this edition; nothing else lists them.
pub const SNAPSHOTS: &[Snapshot] = &[
    Snapshot { name: "tail_points_table", generate: tail_points_table },
    Snapshot { name: "square_swine_table", generate: square_swine_table },
    Snapshot { name: "games_simple_update_goal_30", generate: || traced_games(simple_update, 30, 0..100) },
    Snapshot {
        name: "games_square_update_goal_100",
        generate: || traced_games(square_update, GOAL, 100..200),
    },
    Snapshot { name: "games_square_update_goal_61", generate: || traced_games(square_update, 61, 200..300) },
];

/// `tail_points` for every opponent score up to 210.
fn tail_points_table() -> Vec<String> {
    (0..=210).map(|opponent| format!("tail_points({opponent}) = {}", tail_points(opponent))).collect()
}

/// `perfect_square` and `next_perfect_square` for every score up to 200.
fn square_swine_table() -> Vec<String> {
    (0..=200)
        .map(|n| {
            format!(
                "perfect_square({n}) = {}, next_perfect_square({n}) = {}",
                perfect_square(n),
                next_perfect_square(n)
            )
        })
        .collect()
}
