//! Problem 05: play, with Hog Tied's cap on the dice. Short games come first, each built so that
//! one mistake fails it first and its hint names that mistake; then the cap, traced games (the
//! shared ones that no cap changes, and this edition's own), whole games with every rule, three
//! hundred recorded games, and a property over random games.

use std::cell::Cell;

use crate::student::rules::*;
use hog_grader::{Case, Problem, Suite, case};

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
                case!("wild-tied-play-one-turn-player" {
                    # "wild-tied-play-note-sum-update-not";
                    let (mut dice, rolls) = counted_dice(&[6]);
                    let scores = play(|_, _| 2, |_, _| 2, sum_update, 0, 1, &mut dice, 12);
                    rolls.get() => 2,
                        "wild-tied-play-hint-player-0-rolls";
                    scores => (12, 1), "wild-tied-play-hint-player-0-moves";
                }),
                case!("wild-tied-play-update-returns-new" {
                    play(|_, _| 3, |_, _| 3, sum_update, 20, 1, &mut make_test_dice(&[2]), 25) => (26, 1),
                        "wild-tied-play-hint-player-0-starts";
                }),
                case!("wild-tied-play-players-take-turns" {
                    play(|_, _| 4, |_, _| 4, sum_update, 0, 0, &mut make_test_dice(&[2]), 20) => (24, 16),
                        "wild-tied-play-hint-turn-adds-8";
                }),
                case!("wild-tied-play-turn-asks-player" {
                    let asked1 = Cell::new(0);
                    play(|_, _| 2, |own, opponent| { asked1.set(asked1.get() + 1); if own < opponent { 4 } else { 1 } },
                        sum_update, 0, 0, &mut make_test_dice(&[3]), 15) => (12, 15),
                        "wild-tied-play-hint-player-1-behind";
                    asked1.get() => 2, "wild-tied-play-hint-player-1-had";
                }),
                case!("wild-tied-play-returned-scores-score0" {
                    play(|_, _| 1, |_, _| 3, sum_update, 0, 0, &mut make_test_dice(&[4]), 12) => (4, 12);
                }),
            ]),
            Suite::scored(vec![
                case!("wild-tied-play-hog-tied-where" {
                    # "wild-tied-play-note-10-7-sum";
                    traced_play(|_, _| 5, |_, _| 5, sum_update, (10, 7), &[3], 25) => lines TRACE_CAP_FIRST;
                }),
                case!("wild-tied-play-cap-holds-player" {
                    traced_play(|_, _| 4, |_, _| 6, sum_update, (0, 9), &[2], 30) => lines TRACE_CAP_SECOND;
                }),
                case!("wild-tied-play-choice-no-dice" {
                    traced_play(|_, _| 0, |_, _| 1, sum_update, (20, 7), &[5], 25) => lines TRACE_CAP_KEPT;
                }),
                case!("wild-tied-play-cap-depends-scores" {
                    traced_play(|own, _| if own < 20 { 3 } else { 6 }, |_, _| 2, sum_update, (0, 0), &[4, 3, 2, 1], 40) => lines TRACE_CAP_TURNS;
                }),
            ]),
            Suite::scored(
                super::games::traced_turns()
                    .into_iter()
                    .filter(|case| !crosses_hog_tied(case))
                    .chain([
                        case!("wild-tied-play-starting-scores-ones" {
                            traced_play(|_, _| 2, |own, _| own % 3 + 1, sum_update, (12, 25), &[6, 1, 4], 45) => lines TRACE_START;
                        }),
                        case!("wild-tied-play-turn-rolls-given" {
                            traced_play(|own, opp| (own + 3 * opp) % 6, |own, opp| (2 * own + opp) % 5 + 1,
                                sum_update, (0, 0), &[2, 5, 1, 6, 3, 4], 55) => lines TRACE_LONG;
                        }),
                    ])
                    .collect(),
            ),
            Suite::scored(vec![
                case!("wild-tied-play-free-bacon-hog" {
                    traced_play(|own, opp| (3 * own + opp) % 7, |own, _| if own < 50 { 6 } else { 0 },
                        simple_update, (0, 0), &[6, 2, 5, 3, 4, 6, 1, 5], 100) => lines TRACE_RULES;
                }),
                case!("wild-tied-play-game-past-100" {
                    traced_play(|_, _| 10, |own, opp| if own > opp { 0 } else { 8 },
                        simple_update, (91, 60), &[4, 6, 5, 3], 150) => lines TRACE_PAST_100;
                }),
            ]),
            recorded_games(),
            // The shared property over random games, which holds each choice to most_dice,
            // this edition's Hog Tied.
            super::games::invariants(),
        ],
    }
}

/// Whether `case` is the shared trace that starts at 10 to 25: its fourth turn is at 35 to 22,
/// which Hog Tied caps, so this edition traces its own start instead.
fn crosses_hog_tied(case: &Case) -> bool {
    case.about == "games-starting-scores-ones"
}

/// Three hundred seeded games, traced turn by turn and compared with the solution's traces.
fn recorded_games() -> Suite {
    Suite::scored(vec![
        case!("wild-tied-play-100-recorded-games" {
            snapshots::generate("games_simple_update_goal_30") => lines &snapshots::stored("games_simple_update_goal_30");
        }),
        case!("wild-tied-play-100-recorded-games-100" {
            snapshots::generate("games_simple_update_goal_100") => lines &snapshots::stored("games_simple_update_goal_100");
        }),
        case!("wild-tied-play-100-recorded-games-67" {
            snapshots::generate("games_simple_update_goal_67") => lines &snapshots::stored("games_simple_update_goal_67");
        }),
    ])
}

// Traces recorded from the reference solution and reviewed by hand.

const TRACE_CAP_FIRST: &[&str] = &[
    "strategy0(10, 7) -> 5 roll 3; update(1, 10, 7) -> 13",
    "strategy1(7, 13) -> 5 roll 3 roll 3 roll 3 roll 3 roll 3; update(5, 7, 13) -> 22",
    "strategy0(13, 22) -> 5 roll 3 roll 3 roll 3 roll 3 roll 3; update(5, 13, 22) -> 28",
    "final (28, 22)",
];

const TRACE_CAP_SECOND: &[&str] = &[
    "strategy0(0, 9) -> 4 roll 2 roll 2 roll 2 roll 2; update(4, 0, 9) -> 8",
    "strategy1(9, 8) -> 6 roll 2; update(1, 9, 8) -> 11",
    "strategy0(8, 11) -> 4 roll 2 roll 2 roll 2 roll 2; update(4, 8, 11) -> 16",
    "strategy1(11, 16) -> 6 roll 2; update(1, 11, 16) -> 13",
    "strategy0(16, 13) -> 4 roll 2 roll 2 roll 2 roll 2; update(4, 16, 13) -> 24",
    "strategy1(13, 24) -> 6 roll 2; update(1, 13, 24) -> 15",
    "strategy0(24, 15) -> 4 roll 2 roll 2 roll 2 roll 2; update(4, 24, 15) -> 32",
    "final (32, 15)",
];

const TRACE_CAP_KEPT: &[&str] = &[
    "strategy0(20, 7) -> 0; update(0, 20, 7) -> 20",
    "strategy1(7, 20) -> 1 roll 5; update(1, 7, 20) -> 12",
    "strategy0(20, 12) -> 0; update(0, 20, 12) -> 20",
    "strategy1(12, 20) -> 1 roll 5; update(1, 12, 20) -> 17",
    "strategy0(20, 17) -> 0; update(0, 20, 17) -> 20",
    "strategy1(17, 20) -> 1 roll 5; update(1, 17, 20) -> 22",
    "strategy0(20, 22) -> 0; update(0, 20, 22) -> 20",
    "strategy1(22, 20) -> 1 roll 5; update(1, 22, 20) -> 27",
    "final (20, 27)",
];

const TRACE_CAP_TURNS: &[&str] = &[
    "strategy0(0, 0) -> 3 roll 4 roll 3 roll 2; update(3, 0, 0) -> 9",
    "strategy1(0, 9) -> 2 roll 1 roll 4; update(2, 0, 9) -> 5",
    "strategy0(9, 5) -> 3 roll 3 roll 2 roll 1; update(3, 9, 5) -> 15",
    "strategy1(5, 15) -> 2 roll 4 roll 3; update(2, 5, 15) -> 12",
    "strategy0(15, 12) -> 3 roll 2; update(1, 15, 12) -> 17",
    "strategy1(12, 17) -> 2 roll 1 roll 4; update(2, 12, 17) -> 17",
    "strategy0(17, 17) -> 3 roll 3 roll 2 roll 1; update(3, 17, 17) -> 23",
    "strategy1(17, 23) -> 2 roll 4 roll 3; update(2, 17, 23) -> 24",
    "strategy0(23, 24) -> 6 roll 2; update(1, 23, 24) -> 25",
    "strategy1(24, 25) -> 2 roll 1 roll 4; update(2, 24, 25) -> 29",
    "strategy0(25, 29) -> 6 roll 3 roll 2 roll 1 roll 4 roll 3 roll 2; update(6, 25, 29) -> 40",
    "final (40, 29)",
];

const TRACE_START: &[&str] = &[
    "strategy0(12, 25) -> 2 roll 6; update(1, 12, 25) -> 18",
    "strategy1(25, 18) -> 2 roll 1 roll 4; update(2, 25, 18) -> 30",
    "strategy0(18, 30) -> 2 roll 6 roll 1; update(2, 18, 30) -> 25",
    "strategy1(30, 25) -> 1 roll 4; update(1, 30, 25) -> 34",
    "strategy0(25, 34) -> 2 roll 6 roll 1; update(2, 25, 34) -> 32",
    "strategy1(34, 32) -> 2 roll 4 roll 6; update(2, 34, 32) -> 44",
    "strategy0(32, 44) -> 2 roll 1 roll 4; update(2, 32, 44) -> 37",
    "strategy1(44, 37) -> 3 roll 6 roll 1 roll 4; update(3, 44, 37) -> 55",
    "final (37, 55)",
];

const TRACE_LONG: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 0",
    "strategy1(0, 0) -> 1 roll 2; update(1, 0, 0) -> 2",
    "strategy0(0, 2) -> 0; update(0, 0, 2) -> 0",
    "strategy1(2, 0) -> 5 roll 5 roll 1 roll 6 roll 3 roll 4; update(5, 2, 0) -> 21",
    "strategy0(0, 21) -> 3 roll 2 roll 5 roll 1; update(3, 0, 21) -> 8",
    "strategy1(21, 8) -> 1 roll 6; update(1, 21, 8) -> 27",
    "strategy0(8, 27) -> 5 roll 3 roll 4 roll 2 roll 5 roll 1; update(5, 8, 27) -> 23",
    "strategy1(27, 23) -> 3 roll 6 roll 3 roll 4; update(3, 27, 23) -> 40",
    "strategy0(23, 40) -> 5 roll 2 roll 5 roll 1 roll 6 roll 3; update(5, 23, 40) -> 40",
    "strategy1(40, 40) -> 1 roll 4; update(1, 40, 40) -> 44",
    "strategy0(40, 44) -> 4 roll 2 roll 5 roll 1 roll 6; update(4, 40, 44) -> 54",
    "strategy1(44, 54) -> 3 roll 3 roll 4 roll 2; update(3, 44, 54) -> 53",
    "strategy0(54, 53) -> 3 roll 5; update(1, 54, 53) -> 59",
    "final (59, 53)",
];

const TRACE_RULES: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 1",
    "strategy1(0, 1) -> 6 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6; update(6, 0, 1) -> 26",
    "strategy0(1, 26) -> 1 roll 1; update(1, 1, 26) -> 2",
    "strategy1(26, 2) -> 6 roll 5 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1 roll 5 roll 6 roll 2 roll 5 roll 3; update(6, 26, 2) -> 27",
    "strategy0(2, 27) -> 5 roll 4 roll 6 roll 1 roll 5 roll 6; update(5, 2, 27) -> 3",
    "strategy1(27, 3) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1; update(6, 27, 3) -> 28",
    "strategy0(3, 28) -> 2 roll 5 roll 6; update(2, 3, 28) -> 14",
    "strategy1(28, 14) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1 roll 5 roll 6 roll 2 roll 5 roll 3; update(6, 28, 14) -> 29",
    "strategy0(14, 29) -> 1 roll 4; update(1, 14, 29) -> 18",
    "strategy1(29, 18) -> 6 roll 6; update(1, 29, 18) -> 35",
    "strategy0(18, 35) -> 5 roll 1 roll 5 roll 6 roll 2 roll 5; update(5, 18, 35) -> 19",
    "strategy1(35, 19) -> 6 roll 3 roll 4 roll 6 roll 1 roll 5 roll 6; update(6, 35, 19) -> 36",
    "strategy0(19, 36) -> 2 roll 2 roll 5; update(2, 19, 36) -> 26",
    "strategy1(36, 26) -> 6 roll 3 roll 4 roll 6 roll 1 roll 5 roll 6; update(6, 36, 26) -> 37",
    "strategy0(26, 37) -> 3 roll 2 roll 5 roll 3 roll 4; update(3, 26, 37) -> 35",
    "strategy1(37, 35) -> 6 roll 6 roll 1 roll 5 roll 6 roll 2 roll 5; update(6, 37, 35) -> 38",
    "strategy0(35, 38) -> 3 roll 3 roll 4 roll 6; update(3, 35, 38) -> 48",
    "strategy1(38, 48) -> 6 roll 1 roll 5 roll 6 roll 2 roll 5 roll 3; update(6, 38, 48) -> 39",
    "strategy0(48, 39) -> 1 roll 4; update(1, 48, 39) -> 52",
    "strategy1(39, 52) -> 6 roll 6 roll 1 roll 5 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1 roll 5 roll 6 roll 2; update(6, 39, 52) -> 40",
    "strategy0(52, 40) -> 0; update(0, 52, 40) -> 57",
    "strategy1(40, 57) -> 6 roll 5; update(1, 40, 57) -> 45",
    "strategy0(57, 45) -> 6 roll 3 roll 4 roll 6 roll 1 roll 5 roll 6; update(6, 57, 45) -> 58",
    "strategy1(45, 58) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1; update(6, 45, 58) -> 46",
    "strategy0(58, 46) -> 3 roll 5 roll 6 roll 2; update(3, 58, 46) -> 71",
    "strategy1(46, 71) -> 6 roll 5; update(1, 46, 71) -> 51",
    "strategy0(71, 51) -> 5 roll 3 roll 4 roll 6 roll 1 roll 5; update(5, 71, 51) -> 72",
    "strategy1(51, 72) -> 0; update(0, 51, 72) -> 59",
    "strategy0(72, 59) -> 2 roll 6 roll 2; update(2, 72, 59) -> 80",
    "strategy1(59, 80) -> 0; update(0, 59, 80) -> 68",
    "strategy0(80, 68) -> 0; update(0, 80, 68) -> 89",
    "strategy1(68, 89) -> 0; update(0, 68, 89) -> 78",
    "strategy0(89, 78) -> 2 roll 5; update(1, 89, 78) -> 94",
    "strategy1(78, 94) -> 0; update(0, 78, 94) -> 88",
    "strategy0(94, 88) -> 6 roll 3 roll 4 roll 6 roll 1 roll 5 roll 6 roll 2 roll 5 roll 3 roll 4; update(6, 94, 88) -> 95",
    "strategy1(88, 95) -> 0; update(0, 88, 95) -> 98",
    "strategy0(95, 98) -> 5 roll 6 roll 1 roll 5 roll 6 roll 2; update(5, 95, 98) -> 96",
    "strategy1(98, 96) -> 0; update(0, 98, 96) -> 108",
    "final (96, 108)",
];

const TRACE_PAST_100: &[&str] = &[
    "strategy0(91, 60) -> 10 roll 4 roll 6 roll 5 roll 3 roll 4 roll 6 roll 5 roll 3 roll 4 roll 6; update(10, 91, 60) -> 137",
    "strategy1(60, 137) -> 8 roll 5; update(1, 60, 137) -> 65",
    "strategy0(137, 65) -> 10 roll 3 roll 4 roll 6 roll 5 roll 3 roll 4 roll 6 roll 5 roll 3 roll 4; update(10, 137, 65) -> 180",
    "final (180, 65)",
];
