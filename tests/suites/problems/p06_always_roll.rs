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
            case!("The strategy rolls n dice." {
                always_roll(3)(10, 20) => 3,
                    "always_roll(3) makes a strategy that rolls 3 dice, whatever the scores: the closure returns n itself, unchanged.";
                # "Keep the strategy in a variable to call it more than once.";
                let strategy = always_roll(5);
                strategy(0, 0) => 5;
                strategy(99, 42) => 5;
            }),
            case!("Every n from 0 to 10 is a strategy." {
                always_roll(0)(50, 50) => 0, "Rolling zero dice is a choice too: always_roll(0) returns 0.";
                always_roll(10)(1, 2) => 10;
                always_roll(7)(7, 7) => 7, "The strategy must return the n given to always_roll, whatever it is.";
                always_roll(1)(100, 0) => 1, "A score of 100 is a score like any other: the strategy returns n for every pair of scores.";
            }),
            case!("The scores make no difference." {
                # "choices(strategy) lists every number of dice the strategy chose for scores from 0 to 149.";
                choices(always_roll(4)) => vec![4], "The strategy ignores both scores: it returns n, always.";
                choices(always_roll(0)) => vec![0];
                choices(always_roll(10)) => vec![10];
            }),
            case!("Each strategy keeps its own n." {
                let two = always_roll(2);
                let nine = always_roll(9);
                two(0, 0) => 2;
                nine(0, 0) => 9;
                two(30, 60) => 2, "Making always_roll(9) must not change the strategy always_roll(2) made before it.";
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
