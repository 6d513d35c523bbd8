//! Problem 06: always_roll, a function that makes strategies.

use crate::student::rules::Score;
use crate::student::strategies::*;
use hog_grader::{Problem, Suite, case};

pub fn problem() -> Problem {
    Problem {
        id: "06",
        title: "always_roll",
        points: 2.0,
        requirements: vec![],
        suites: vec![Suite::scored(vec![
            case!("always-roll-strategy-rolls-n" {
                always_roll(3)(10, 20) => 3,
                    "always-roll-hint-always-roll-3";
                # "always-roll-note-keep-strategy-variable";
                let strategy = always_roll(5);
                strategy(0, 0) => 5;
                strategy(99, 42) => 5;
            }),
            case!("always-roll-n-0-10" {
                always_roll(0)(50, 50) => 0, "always-roll-hint-rolling-zero-dice";
                always_roll(10)(1, 2) => 10;
                always_roll(7)(7, 7) => 7, "always-roll-hint-strategy-must-return";
                always_roll(1)(100, 0) => 1, "always-roll-hint-score-100-score";
            }),
            case!("always-roll-scores-make-no" {
                # "always-roll-note-choices-strategy-lists";
                choices(always_roll(4)) => vec![4], "always-roll-hint-strategy-ignores-both";
                choices(always_roll(0)) => vec![0];
                choices(always_roll(10)) => vec![10];
            }),
            case!("always-roll-strategy-keeps-own" {
                let two = always_roll(2);
                let nine = always_roll(9);
                two(0, 0) => 2;
                nine(0, 0) => 9;
                two(30, 60) => 2, "always-roll-hint-making-always-roll";
            }),
        ])],
    }
}

/// Every number of dice `strategy` chooses for scores from 0 to 149, sorted, each once.
fn choices(strategy: impl Fn(Score, Score) -> u32) -> Vec<u32> {
    let mut chosen: Vec<u32> = (0..150)
        .flat_map(|score| (0..150).map(move |opponent| (score, opponent)))
        .map(|(s, o)| strategy(s, o))
        .collect();
    chosen.sort_unstable();
    chosen.dedup();
    chosen
}
