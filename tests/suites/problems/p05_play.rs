//! Problem 05: play. Short games come first, each built so that one mistake fails it first
//! and its hint names that mistake; traced games then pin the order of strategy calls, the
//! arguments of update, the use of the given dice and the end of the game.

use std::cell::Cell;

use crate::student::rules::*;
use hog_grader::{Problem, Suite, case};

use crate::mock::{counted_dice, sum_update, traced_play};

pub fn problem() -> Problem {
    Problem {
        id: "05",
        title: "play",
        points: super::facts::PLAY_POINTS,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("play-one-turn-player" {
                    # "play-note-sum-update-not";
                    let (mut dice, rolls) = counted_dice(&[5]);
                    let scores = play(|_, _| 3, |_, _| 3, sum_update, 0, 0, &mut dice, 10);
                    rolls.get() => 3,
                        "play-hint-player-0-s";
                    scores => (15, 0), "play-hint-player-0-moves";
                }),
                case!("play-update-returns-new" {
                    play(|_, _| 2, |_, _| 2, sum_update, 10, 0, &mut make_test_dice(&[4]), 15) => (18, 0),
                        "play-hint-player-0-starts";
                }),
                case!("play-players-take-turns" {
                    play(|_, _| 5, |_, _| 5, simple_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15),
                        "play-hint-player-0-reaches";
                }),
                case!("play-turn-calls-player" {
                    let asked0 = Cell::new(0);
                    play(|_, _| { asked0.set(asked0.get() + 1); 5 }, |_, _| 5, sum_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15);
                    asked0.get() => 2,
                        "play-hint-player-0-had";
                    play(|_, _| 1, |own, opponent| if own < opponent { 3 } else { 0 }, sum_update, 0, 0, &mut make_test_dice(&[4]), 10) => (4, 12),
                        "play-hint-0-4-player";
                }),
                case!("play-returned-scores-score0" {
                    play(|_, _| 1, |_, _| 2, simple_update, 0, 0, &mut make_test_dice(&[4]), 10) => (8, 16);
                }),
            ]),
            Suite::scored(
                super::games::traced_turns()
                    .into_iter()
                    .chain([case!("play-turn-rolls-given" {
                        traced_play(|own, opp| (own + 2 * opp) % 5, |own, opp| (opp + own) % 4 + 2,
                            sum_update, (0, 0), &[3, 1, 4, 1, 5, 9, 2, 6], 60) => lines TRACE_LONG;
                    })])
                    .collect(),
            ),
            Suite::scored(
                super::facts::play_with_the_rules().into_iter().chain([super::games::past_100()]).collect(),
            ),
            super::facts::recorded_games(),
            super::games::invariants(),
        ],
    }
}

// Traces recorded from the reference solution and reviewed by hand.

const TRACE_LONG: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 0",
    "strategy1(0, 0) -> 2 roll 3 roll 1; update(2, 0, 0) -> 4",
    "strategy0(0, 4) -> 3 roll 4 roll 1 roll 5; update(3, 0, 4) -> 10",
    "strategy1(4, 10) -> 4 roll 9 roll 2 roll 6 roll 3; update(4, 4, 10) -> 24",
    "strategy0(10, 24) -> 3 roll 1 roll 4 roll 1; update(3, 10, 24) -> 16",
    "strategy1(24, 16) -> 2 roll 5 roll 9; update(2, 24, 16) -> 38",
    "strategy0(16, 38) -> 2 roll 2 roll 6; update(2, 16, 38) -> 24",
    "strategy1(38, 24) -> 4 roll 3 roll 1 roll 4 roll 1; update(4, 38, 24) -> 47",
    "strategy0(24, 47) -> 3 roll 5 roll 9 roll 2; update(3, 24, 47) -> 40",
    "strategy1(47, 40) -> 5 roll 6 roll 3 roll 1 roll 4 roll 1; update(5, 47, 40) -> 62",
    "final (40, 62)",
];
