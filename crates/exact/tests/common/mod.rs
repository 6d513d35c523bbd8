//! The strategies the checks are run on: every named strategy of the course.

// Each test binary uses part of this module.
#![allow(dead_code)]

use hog_exact::{Grid, tabulate};
use hog_rules::Score;
use hog_strategies::{NUM_ROLLS, THRESHOLD, THRESHOLD_STRATEGIES, always_roll, catch_up, final_strategy};

/// Every named strategy, tabulated for a game to `goal`, with its name.
pub fn named(goal: Score) -> Vec<(String, Grid<u8>)> {
    let mut all: Vec<(String, Grid<u8>)> =
        (0..=10).map(|n| (format!("always_roll({n})"), table(goal, always_roll(n)))).collect();
    all.push(("catch_up".into(), table(goal, catch_up)));
    for (name, strategy) in THRESHOLD_STRATEGIES {
        all.push((name.into(), table(goal, |s, o| strategy(s, o, THRESHOLD, NUM_ROLLS))));
    }
    all.push(("final_strategy".into(), table(goal, final_strategy)));
    all
}

/// `strategy` at every position below `goal`.
pub fn table(goal: Score, strategy: impl Fn(Score, Score) -> u32) -> Grid<u8> {
    tabulate(goal, strategy).expect("the course's strategies choose 0 to 10 dice")
}
