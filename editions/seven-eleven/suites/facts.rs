//! What Hog Seven and Eleven Up decide in the suites every edition shares: the values these
//! rules lead to, and the list of this edition's snapshots.

use crate::student::rules::*;
use hog_grader::{Case, Suite, case};

use crate::mock::traced_play;
use crate::snapshots::{Snapshot, traced_games};

/// Problem 05's points.
pub const PLAY_POINTS: f64 = 4.0;

/// Problem 08: how often `catch_up` beats `always_roll(5)` in 200 seeded games.
pub const AVERAGED_WINS: f64 = 0.435;

/// Problem 12: how the course's strategy does, for the headline.
pub const COURSE_STRATEGY_WINS: &str = "seven-eleven-facts-course-strategy-wins";

/// Problem 05's games whose scores these rules decide.
pub fn play_with_the_rules() -> Vec<Case> {
    vec![
        case!("seven-eleven-facts-eleven-up-hog" {
            # "seven-eleven-facts-note-two-dice-5";
            play(|_, _| 2, |_, _| 2, eleven_update, 0, 0, &mut make_test_dice(&[5, 6]), 30) => (36, 25);
            play(|_, _| 0, |_, _| 0, simple_update, 0, 0, &mut make_test_dice(&[4]), 5) => (8, 4);
            play(|_, _| 0, |_, _| 0, eleven_update, 0, 0, &mut make_test_dice(&[4]), 30) => (36, 26);
        }),
        case!("seven-eleven-facts-whole-game-rule" {
            traced_play(|own, opp| (3 * own + opp) % 7, |own, _| if own < 50 { 6 } else { 0 },
                eleven_update, (0, 0), &[6, 2, 5, 3, 4, 6, 1, 5], 100) => lines TRACE_RULES;
        }),
    ]
}

const TRACE_RULES: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 2",
    "strategy1(0, 2) -> 6 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6; update(6, 0, 2) -> 26",
    "strategy0(2, 26) -> 4 roll 1 roll 5 roll 6 roll 2; update(4, 2, 26) -> 3",
    "strategy1(26, 3) -> 6 roll 5 roll 3 roll 4 roll 6 roll 1 roll 5; update(6, 26, 3) -> 27",
    "strategy0(3, 27) -> 1 roll 6; update(1, 3, 27) -> 9",
    "strategy1(27, 9) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1; update(6, 27, 9) -> 28",
    "strategy0(9, 28) -> 6 roll 5 roll 6 roll 2 roll 5 roll 3 roll 4; update(6, 9, 28) -> 34",
    "strategy1(28, 34) -> 6 roll 6 roll 1 roll 5 roll 6 roll 2 roll 5; update(6, 28, 34) -> 29",
    "strategy0(34, 29) -> 5 roll 3 roll 4 roll 6 roll 1 roll 5; update(5, 34, 29) -> 35",
    "strategy1(29, 35) -> 6 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6; update(6, 29, 35) -> 58",
    "strategy0(35, 58) -> 2 roll 1 roll 5; update(2, 35, 58) -> 36",
    "strategy1(58, 36) -> 0; update(0, 58, 36) -> 61",
    "strategy0(36, 61) -> 1 roll 6; update(1, 36, 61) -> 42",
    "strategy1(61, 42) -> 0; update(0, 61, 42) -> 63",
    "strategy0(42, 63) -> 0; update(0, 42, 63) -> 47",
    "strategy1(63, 47) -> 0; update(0, 63, 47) -> 70",
    "strategy0(47, 70) -> 1 roll 2; update(1, 47, 70) -> 49",
    "strategy1(70, 49) -> 0; update(0, 70, 49) -> 72",
    "strategy0(49, 72) -> 2 roll 5 roll 3; update(2, 49, 72) -> 57",
    "strategy1(72, 57) -> 0; update(0, 72, 57) -> 75",
    "strategy0(57, 75) -> 1 roll 4; update(1, 57, 75) -> 61",
    "strategy1(75, 61) -> 0; update(0, 75, 61) -> 82",
    "strategy0(61, 82) -> 6 roll 6 roll 1 roll 5 roll 6 roll 2 roll 5; update(6, 61, 82) -> 62",
    "strategy1(82, 62) -> 0; update(0, 82, 62) -> 90",
    "strategy0(62, 90) -> 3 roll 3 roll 4 roll 6; update(3, 62, 90) -> 75",
    "strategy1(90, 75) -> 0; update(0, 90, 75) -> 97",
    "strategy0(75, 97) -> 0; update(0, 75, 97) -> 83",
    "strategy1(97, 83) -> 0; update(0, 97, 83) -> 105",
    "final (83, 105)",
];

/// Three hundred seeded games, traced turn by turn and compared with the solution's traces.
pub fn recorded_games() -> Suite {
    use crate::snapshots::{generate, stored};
    Suite::scored(vec![
        case!("seven-eleven-facts-100-recorded-games" {
            generate("games_simple_update_goal_30") => lines &stored("games_simple_update_goal_30");
        }),
        case!("seven-eleven-facts-100-recorded-games-100" {
            generate("games_eleven_update_goal_100") => lines &stored("games_eleven_update_goal_100");
        }),
        case!("seven-eleven-facts-100-recorded-games-67" {
            generate("games_eleven_update_goal_67") => lines &stored("games_eleven_update_goal_67");
        }),
    ])
}

/// Every snapshot of this edition; no other place lists them.
pub const SNAPSHOTS: &[Snapshot] = &[
    Snapshot { name: "hog_seven_table", generate: hog_seven_table },
    Snapshot { name: "eleven_up_table", generate: eleven_up_table },
    Snapshot { name: "games_simple_update_goal_30", generate: || traced_games(simple_update, 30, 0..100) },
    Snapshot {
        name: "games_eleven_update_goal_100",
        generate: || traced_games(eleven_update, GOAL, 100..200),
    },
    Snapshot { name: "games_eleven_update_goal_67", generate: || traced_games(eleven_update, 67, 200..300) },
];

/// `hog_seven` of every opponent score from 0 to 210.
fn hog_seven_table() -> Vec<String> {
    (0..=210).map(|opponent| format!("hog_seven({opponent}) = {}", hog_seven(opponent))).collect()
}

/// `eleven_up` of every score from 0 to 200.
fn eleven_up_table() -> Vec<String> {
    (0..=200).map(|score| format!("eleven_up({score}) = {}", eleven_up(score))).collect()
}
