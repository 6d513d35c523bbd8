//! Problem 05: play. Short games come first, each built so that one mistake fails it first
//! and its hint names that mistake; traced games then pin the order of strategy calls, the
//! arguments of update, the use of the given dice, Swine Swap after every turn and the end
//! of the game.

use std::cell::Cell;

use crate::student::rules::*;
use hog_grader::{Problem, Suite, case};

use crate::mock::{counted_dice, sum_update, traced_play};
use crate::snapshots;

pub fn problem() -> Problem {
    Problem {
        id: "05",
        title: "play",
        points: 4.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("swap-feral-play-one-turn-player" {
                    # "swap-feral-play-note-sum-update-not";
                    let (mut dice, rolls) = counted_dice(&[5]);
                    let scores = play(|_, _| 3, |_, _| 3, sum_update, 0, 0, &mut dice, 10);
                    rolls.get() => 3,
                        "swap-feral-play-hint-player-0-s";
                    scores => (15, 0), "swap-feral-play-hint-player-0-moves";
                }),
                case!("swap-feral-play-update-returns-new" {
                    play(|_, _| 2, |_, _| 2, sum_update, 10, 0, &mut make_test_dice(&[4]), 15) => (18, 0),
                        "swap-feral-play-hint-player-0-starts";
                }),
                case!("swap-feral-play-players-take-turns" {
                    play(|_, _| 5, |_, _| 5, simple_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15),
                        "swap-feral-play-hint-player-0-reaches";
                    play(|_, _| 5, |_, _| 5, sum_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15);
                }),
                case!("swap-feral-play-turn-calls-player" {
                    let asked0 = Cell::new(0);
                    play(|_, _| { asked0.set(asked0.get() + 1); 5 }, |_, _| 5, sum_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15);
                    asked0.get() => 2,
                        "swap-feral-play-hint-player-0-had";
                    play(|_, _| 1, |own, opponent| if own < opponent { 3 } else { 0 }, sum_update, 0, 0, &mut make_test_dice(&[5]), 10) => (5, 15),
                        "swap-feral-play-hint-5-0-player";
                }),
                case!("swap-feral-play-returned-scores-score0" {
                    play(|_, _| 1, |_, _| 2, sum_update, 0, 0, &mut make_test_dice(&[5]), 12) => (10, 20),
                        "swap-feral-play-hint-player-0-rolls";
                    play(|_, _| 0, |_, _| 0, sum_update, 4, 0, &mut make_test_dice(&[4]), 3) => (4, 0);
                }),
            ]),
            Suite::scored(vec![
                case!("swap-feral-play-swine-swap-after" {
                    # "swap-feral-play-note-two-dice-3";
                    play(|_, _| 2, |_, _| 2, simple_update, 3, 5, &mut make_test_dice(&[3]), 10) => (5, 15),
                        "swap-feral-play-hint-player-0-reaches-9";
                }),
                case!("swap-feral-play-swine-swap-after-player" {
                    # "swap-feral-play-note-player-0-rolls";
                    play(|_, _| 1, |_, _| 1, sum_update, 0, 0, &mut make_test_dice(&[2, 3]), 10) => (10, 7),
                        "swap-feral-play-hint-after-player-1";
                    traced_play(|_, _| 1, |_, _| 1, sum_update, (0, 0), &[2, 3], 10) => lines TRACE_SWAPS;
                }),
                case!("swap-feral-play-goal-checked-after" {
                    # "swap-feral-play-note-two-dice-6";
                    play(|_, _| 2, |_, _| 2, simple_update, 88, 96, &mut make_test_dice(&[6]), 100) => (96, 100),
                        "swap-feral-play-hint-player-0-reaches-100";
                }),
                case!("swap-feral-play-turn-scores-nothing" {
                    # "swap-feral-play-note-free-points-against";
                    traced_play(|_, _| 0, |_, _| 1, simple_update, (5, 6), &[4], 10) => lines TRACE_ZERO_SWAP;
                }),
                case!("swap-feral-play-scores-not-square" {
                    # "swap-feral-play-note-player-rolls-5";
                    play(|_, _| 1, |_, _| 1, sum_update, 0, 0, &mut make_test_dice(&[5]), 10) => (10, 5);
                    play(|_, _| 2, |_, _| 2, sum_update, 30, 30, &mut make_test_dice(&[1]), 34) => (34, 32);
                }),
            ]),
            Suite::scored(
                super::games::traced_turns()
                    .into_iter()
                    .chain([case!("swap-feral-play-turn-rolls-given" {
                        traced_play(|own, opp| (own + 2 * opp) % 5, |own, opp| (opp + own) % 4 + 2,
                            sum_update, (0, 0), &[3, 1, 4, 1, 5, 9, 2, 6], 60) => lines TRACE_LONG;
                    })])
                    .collect(),
            ),
            Suite::scored(vec![
                case!("swap-feral-play-whole-game-rule" {
                    traced_play(|own, opp| (3 * own + opp) % 7, |own, _| if own < 50 { 6 } else { 0 },
                        simple_update, (0, 0), &[6, 2, 5, 3, 4, 6, 1, 5], 100) => lines TRACE_RULES;
                }),
                super::games::past_100(),
            ]),
            recorded_games(),
            super::games::invariants(),
        ],
    }
}

/// Three hundred seeded games, traced turn by turn and compared with the solution's traces.
fn recorded_games() -> Suite {
    Suite::scored(vec![
        case!("swap-feral-play-100-recorded-games" {
            snapshots::generate("games_simple_update_goal_30") => lines &snapshots::stored("games_simple_update_goal_30");
        }),
        case!("swap-feral-play-100-recorded-games-100" {
            snapshots::generate("games_simple_update_goal_100") => lines &snapshots::stored("games_simple_update_goal_100");
        }),
        case!("swap-feral-play-100-recorded-games-61" {
            snapshots::generate("games_simple_update_goal_61") => lines &snapshots::stored("games_simple_update_goal_61");
        }),
    ])
}

// Traces recorded from the reference solution and reviewed by hand.

const TRACE_LONG: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 0",
    "strategy1(0, 0) -> 2 roll 3 roll 1; update(2, 0, 0) -> 4",
    "strategy0(4, 0) -> 4 roll 4 roll 1 roll 5 roll 9; update(4, 4, 0) -> 23",
    "strategy1(0, 23) -> 5 roll 2 roll 6 roll 3 roll 1 roll 4; update(5, 0, 23) -> 16",
    "strategy0(23, 16) -> 0; update(0, 23, 16) -> 23",
    "strategy1(16, 23) -> 5 roll 1 roll 5 roll 9 roll 2 roll 6; update(5, 16, 23) -> 39",
    "strategy0(39, 23) -> 0; update(0, 39, 23) -> 39",
    "strategy1(39, 23) -> 4 roll 3 roll 1 roll 4 roll 1; update(4, 39, 23) -> 48",
    "strategy0(48, 23) -> 4 roll 5 roll 9 roll 2 roll 6; update(4, 48, 23) -> 70",
    "final (70, 23)",
];

const TRACE_RULES: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 0",
    "strategy1(0, 0) -> 6 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6; update(6, 0, 0) -> 26",
    "strategy0(0, 26) -> 5 roll 1 roll 5 roll 6 roll 2 roll 5; update(5, 0, 26) -> 1",
    "strategy1(1, 26) -> 6 roll 3 roll 4 roll 6 roll 1 roll 5 roll 6; update(6, 1, 26) -> 2",
    "strategy0(26, 2) -> 3 roll 2 roll 5 roll 3; update(3, 26, 2) -> 36",
    "strategy1(2, 36) -> 6 roll 4 roll 6 roll 1 roll 5 roll 6 roll 2; update(6, 2, 36) -> 3",
    "strategy0(36, 3) -> 6 roll 5 roll 3 roll 4 roll 6 roll 1 roll 5; update(6, 36, 3) -> 37",
    "strategy1(3, 37) -> 6 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6; update(6, 3, 37) -> 29",
    "strategy0(37, 29) -> 0; update(0, 37, 29) -> 64",
    "strategy1(29, 64) -> 6 roll 1 roll 5 roll 6 roll 2 roll 5 roll 3; update(6, 29, 64) -> 30",
    "strategy0(64, 30) -> 5 roll 4 roll 6 roll 1 roll 5 roll 6; update(5, 64, 30) -> 65",
    "strategy1(30, 65) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1; update(6, 30, 65) -> 31",
    "strategy0(65, 31) -> 2 roll 5 roll 6; update(2, 65, 31) -> 76",
    "strategy1(31, 76) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1; update(6, 31, 76) -> 32",
    "strategy0(76, 32) -> 1 roll 5; update(1, 76, 32) -> 81",
    "strategy1(81, 32) -> 0; update(0, 81, 32) -> 129",
    "final (32, 129)",
];

const TRACE_SWAPS: &[&str] = &[
    "strategy0(0, 0) -> 1 roll 2; update(1, 0, 0) -> 2",
    "strategy1(0, 2) -> 1 roll 3; update(1, 0, 2) -> 3",
    "strategy0(3, 2) -> 1 roll 2; update(1, 3, 2) -> 5",
    "strategy1(2, 5) -> 1 roll 3; update(1, 2, 5) -> 5",
    "strategy0(5, 5) -> 1 roll 2; update(1, 5, 5) -> 7",
    "strategy1(5, 7) -> 1 roll 3; update(1, 5, 7) -> 8",
    "strategy0(8, 7) -> 1 roll 2; update(1, 8, 7) -> 10",
    "final (10, 7)",
];

const TRACE_ZERO_SWAP: &[&str] = &[
    "strategy0(5, 6) -> 0; update(0, 5, 6) -> 5",
    "strategy1(5, 6) -> 1 roll 4; update(1, 5, 6) -> 12",
    "final (6, 12)",
];
