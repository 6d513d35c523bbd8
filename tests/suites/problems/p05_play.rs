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
                case!("One turn: Player 0 rolls the dice given and reaches the goal." {
                    # "sum_update is not a rule of Hog: it adds the sum of the dice to the score, so games with it test play alone.";
                    let (mut dice, rolls) = counted_dice(&[5]);
                    let scores = play(|_, _| 3, |_, _| 3, sum_update, 0, 0, &mut dice, 10);
                    rolls.get() => 3,
                        "Player 0's first turn rolls 3 of the dice given and reaches 15, past the goal of 10, so the game ends there. Pass `dice` on to update rather than making new dice, and stop as soon as either score reaches the goal given.";
                    scores => (15, 0), "Player 0 moves first, and play returns (score0, score1) in that order.";
                }),
                case!("update returns the new score, which replaces the old one." {
                    play(|_, _| 2, |_, _| 2, sum_update, 10, 0, &mut make_test_dice(&[4]), 15) => (18, 0),
                        "Player 0 starts at 10 and rolls 8, so update returns 18, the new score: set the score to it rather than adding it.";
                }),
                case!("The players take turns until a score reaches the goal." {
                    play(|_, _| 5, |_, _| 5, simple_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15),
                        "Player 0 reaches 15, Player 1 reaches 15, then Player 0 reaches 30 and wins: after each turn the other player moves, and the game goes on until a score reaches the goal.";
                }),
                case!("Each turn calls its player's strategy once, with that player's score first." {
                    let asked0 = Cell::new(0);
                    play(|_, _| { asked0.set(asked0.get() + 1); 5 }, |_, _| 5, sum_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15);
                    asked0.get() => 2,
                        "Player 0 had two turns, so strategy0 is called twice: a turn calls the strategy of the player whose turn it is, and no other.";
                    play(|_, _| 1, |own, opponent| if own < opponent { 3 } else { 0 }, sum_update, 0, 0, &mut make_test_dice(&[4]), 10) => (4, 12),
                        "At 0 to 4, Player 1 is behind and rolls 3 dice, but only if strategy1 gets Player 1's own score first: strategy1(score1, score0).";
                }),
                case!("The returned scores are (score0, score1), whoever wins." {
                    play(|_, _| 1, |_, _| 2, simple_update, 0, 0, &mut make_test_dice(&[4]), 10) => (8, 16);
                }),
            ]),
            Suite::scored(
                super::games::traced_turns()
                    .into_iter()
                    .chain([case!("Every turn rolls the given dice, and the goal is the one given." {
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
