//! Problem 05: play. Short games come first, each built so that one mistake fails it first
//! and its hint names that mistake; traced games then pin the order of strategy calls, the
//! arguments of update, the use of the given dice, Sow Tax and Time Trot after every turn,
//! the numbering of the turns and the end of the game.

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
                case!("trot-tax-play-one-turn-player" {
                    # "trot-tax-play-note-sum-update-not";
                    let (mut dice, rolls) = counted_dice(&[5]);
                    let scores = play(|_, _| 3, |_, _| 3, sum_update, 0, 0, &mut dice, 10);
                    rolls.get() => 3,
                        "trot-tax-play-hint-player-0-s";
                    scores => (15, 0), "trot-tax-play-hint-player-0-moves";
                }),
                case!("trot-tax-play-update-returns-new" {
                    play(|_, _| 2, |_, _| 2, sum_update, 10, 0, &mut make_test_dice(&[4]), 15) => (18, 0),
                        "trot-tax-play-hint-player-0-starts";
                }),
                case!("trot-tax-play-players-take-turns" {
                    play(|_, _| 5, |_, _| 5, simple_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15),
                        "trot-tax-play-hint-player-0-reaches";
                    play(|_, _| 5, |_, _| 5, sum_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15);
                }),
                case!("trot-tax-play-turn-calls-player" {
                    let asked0 = Cell::new(0);
                    play(|_, _| { asked0.set(asked0.get() + 1); 5 }, |_, _| 5, sum_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15);
                    asked0.get() => 2,
                        "trot-tax-play-hint-player-0-had";
                    play(|_, _| 1, |own, opponent| if own < opponent { 3 } else { 0 }, sum_update, 0, 0, &mut make_test_dice(&[5]), 10) => (5, 15),
                        "trot-tax-play-hint-5-0-player";
                }),
                case!("trot-tax-play-returned-scores-score0" {
                    play(|_, _| 1, |_, _| 2, sum_update, 0, 0, &mut make_test_dice(&[5]), 12) => (10, 20),
                        "trot-tax-play-hint-player-0-rolls";
                    play(|_, _| 0, |_, _| 0, sum_update, 4, 0, &mut make_test_dice(&[4]), 3) => (4, 0);
                }),
            ]),
            Suite::scored(vec![
                case!("trot-tax-play-time-trot-turn-0" {
                    # "trot-tax-play-note-zero-dice-first";
                    traced_play(|_, _| 0, |_, _| 2, sum_update, (0, 0), &[4], 9) => lines TRACE_TURN_0,
                        "trot-tax-play-hint-turn-0";
                }),
                case!("trot-tax-play-time-trot-never-twice" {
                    # "trot-tax-play-note-lean-bacon-then-one-die";
                    play(|own, _| if own == 0 { 0 } else { 1 }, |_, _| 1, simple_update, 0, 0, &mut make_test_dice(&[3]), 14) => (16, 3),
                        "trot-tax-play-hint-never-twice";
                }),
                case!("trot-tax-play-extra-turns-are-numbered" {
                    # "trot-tax-play-note-two-dice-each";
                    play(|_, _| 2, |_, _| 2, sum_update, 0, 0, &mut make_test_dice(&[3]), 40) => (42, 36),
                        "trot-tax-play-hint-numbered";
                }),
                case!("trot-tax-play-time-trot-modulo-8" {
                    # "trot-tax-play-note-one-die-each";
                    play(|_, _| 1, |_, _| 1, sum_update, 0, 0, &mut make_test_dice(&[5]), 30) => (30, 25),
                        "trot-tax-play-hint-turn-9";
                }),
                case!("trot-tax-play-no-turn-after-a-win" {
                    play(|_, _| 0, |_, _| 0, simple_update, 95, 0, &mut make_test_dice(&[6]), 100) => (105, 0),
                        "trot-tax-play-hint-won-on-turn-0";
                }),
            ]),
            Suite::scored(vec![
                case!("trot-tax-play-sow-tax-from-the-update" {
                    # "trot-tax-play-note-one-point-update";
                    play(|_, _| 3, |_, _| 3, |_, own, _, _: &mut Dice| own + 1, 0, 5, &mut make_test_dice(&[6]), 12) => (2, 12),
                        "trot-tax-play-hint-tax-from-points";
                }),
                case!("trot-tax-play-sow-tax-in-a-game" {
                    traced_play(|_, _| 2, |_, _| 4, simple_update, (0, 10), &[1, 6, 6], 30) => lines TRACE_TAX,
                        "trot-tax-play-hint-tax-in-a-game";
                }),
                case!("trot-tax-play-sow-tax-can-end-the-game" {
                    play(|_, _| 6, |_, _| 6, simple_update, 50, 97, &mut make_test_dice(&[1]), 100) => (51, 103),
                        "trot-tax-play-hint-tax-wins";
                }),
            ]),
            Suite::scored(vec![
                case!("trot-tax-play-turn-rolls-given" {
                    traced_play(|own, opp| (own + 2 * opp) % 5, |own, opp| (opp + own) % 4 + 2,
                        sum_update, (0, 0), &[3, 1, 4, 1, 5, 9, 2, 6], 60) => lines TRACE_LONG;
                }),
                case!("trot-tax-play-whole-game-rule" {
                    traced_play(|own, opp| (3 * own + opp) % 7, |own, _| if own < 50 { 6 } else { 0 },
                        simple_update, (0, 0), &[6, 2, 5, 3, 4, 6, 1, 5], 100) => lines TRACE_RULES;
                }),
            ]),
            recorded_games(),
            super::games::invariants(),
        ],
    }
}

/// Three hundred seeded games, traced turn by turn and compared with the solution's traces.
fn recorded_games() -> Suite {
    Suite::scored(vec![
        case!("trot-tax-play-100-recorded-games" {
            snapshots::generate("games_simple_update_goal_30") => lines &snapshots::stored("games_simple_update_goal_30");
        }),
        case!("trot-tax-play-100-recorded-games-100" {
            snapshots::generate("games_simple_update_goal_100") => lines &snapshots::stored("games_simple_update_goal_100");
        }),
        case!("trot-tax-play-100-recorded-games-61" {
            snapshots::generate("games_simple_update_goal_61") => lines &snapshots::stored("games_simple_update_goal_61");
        }),
    ])
}

// Traces recorded from the reference solution and reviewed by hand.

const TRACE_TURN_0: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 0",
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 0",
    "strategy1(0, 0) -> 2 roll 4 roll 4; update(2, 0, 0) -> 8",
    "strategy1(8, 0) -> 2 roll 4 roll 4; update(2, 8, 0) -> 16",
    "final (0, 16)",
];

const TRACE_TAX: &[&str] = &[
    "strategy0(0, 10) -> 2 roll 1 roll 6; update(2, 0, 10) -> 1",
    "strategy1(12, 1) -> 4 roll 6 roll 1 roll 6 roll 6; update(4, 12, 1) -> 13",
    "strategy0(1, 13) -> 2 roll 1 roll 6; update(2, 1, 13) -> 2",
    "strategy0(2, 15) -> 2 roll 6 roll 1; update(2, 2, 15) -> 3",
    "strategy1(17, 3) -> 4 roll 6 roll 6 roll 1 roll 6; update(4, 17, 3) -> 18",
    "strategy1(18, 3) -> 4 roll 6 roll 1 roll 6 roll 6; update(4, 18, 3) -> 19",
    "strategy0(3, 19) -> 2 roll 1 roll 6; update(2, 3, 19) -> 4",
    "strategy1(21, 4) -> 4 roll 6 roll 1 roll 6 roll 6; update(4, 21, 4) -> 22",
    "strategy0(4, 22) -> 2 roll 1 roll 6; update(2, 4, 22) -> 5",
    "strategy1(24, 5) -> 4 roll 6 roll 1 roll 6 roll 6; update(4, 24, 5) -> 25",
    "strategy0(5, 25) -> 2 roll 1 roll 6; update(2, 5, 25) -> 6",
    "strategy0(6, 27) -> 2 roll 6 roll 1; update(2, 6, 27) -> 7",
    "strategy1(29, 7) -> 4 roll 6 roll 6 roll 1 roll 6; update(4, 29, 7) -> 30",
    "final (7, 30)",
];

const TRACE_LONG: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 0",
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 0",
    "strategy1(0, 0) -> 2 roll 3 roll 1; update(2, 0, 0) -> 4",
    "strategy1(4, 0) -> 2 roll 4 roll 1; update(2, 4, 0) -> 9",
    "strategy0(0, 9) -> 3 roll 5 roll 9 roll 2; update(3, 0, 9) -> 16",
    "strategy1(9, 16) -> 3 roll 6 roll 3 roll 1; update(3, 9, 16) -> 19",
    "strategy0(16, 19) -> 4 roll 4 roll 1 roll 5 roll 9; update(4, 16, 19) -> 35",
    "strategy1(19, 35) -> 4 roll 2 roll 6 roll 3 roll 1; update(4, 19, 35) -> 31",
    "strategy0(35, 31) -> 2 roll 4 roll 1; update(2, 35, 31) -> 40",
    "strategy1(31, 40) -> 5 roll 5 roll 9 roll 2 roll 6 roll 3; update(5, 31, 40) -> 56",
    "strategy0(40, 56) -> 2 roll 1 roll 4; update(2, 40, 56) -> 45",
    "strategy0(45, 56) -> 2 roll 1 roll 5; update(2, 45, 56) -> 51",
    "strategy1(56, 51) -> 5 roll 9 roll 2 roll 6 roll 3 roll 1; update(5, 56, 51) -> 77",
    "final (51, 77)",
];

const TRACE_RULES: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 10",
    "strategy0(10, 0) -> 2 roll 6 roll 2; update(2, 10, 0) -> 18",
    "strategy1(0, 18) -> 6 roll 5 roll 3 roll 4 roll 6 roll 1 roll 5; update(6, 0, 18) -> 1",
    "strategy0(24, 1) -> 3 roll 6 roll 2 roll 5; update(3, 24, 1) -> 37",
    "strategy0(37, 1) -> 0; update(0, 37, 1) -> 47",
    "strategy1(1, 47) -> 6 roll 3 roll 4 roll 6 roll 1 roll 5 roll 6; update(6, 1, 47) -> 2",
    "strategy0(53, 2) -> 0; update(0, 53, 2) -> 63",
    "strategy1(2, 63) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1; update(6, 2, 63) -> 3",
    "strategy0(69, 3) -> 0; update(0, 69, 3) -> 79",
    "strategy0(79, 3) -> 2 roll 5 roll 6; update(2, 79, 3) -> 90",
    "strategy1(3, 90) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1; update(6, 3, 90) -> 4",
    "strategy0(96, 4) -> 5 roll 5 roll 6 roll 2 roll 5 roll 3; update(5, 96, 4) -> 117",
    "final (117, 4)",
];
