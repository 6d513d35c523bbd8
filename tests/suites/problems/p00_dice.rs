//! Problem 00: dice. Nothing to write; these cases show how the provided dice behave
//! and are never scored (the concept questions come with `cargo xtask unlock`).

use crate::student::rules::*;
use hog_grader::{Problem, Suite, case};

pub fn problem() -> Problem {
    Problem {
        id: "00",
        title: "Dice",
        points: 0.0,
        requirements: vec![],
        suites: vec![Suite::unscored(vec![
            case!("dice-test-dice-roll" {
                let mut dice = make_test_dice(&[4, 1, 2]);
                dice() => 4;
                dice() => 1;
                dice() => 2;
                dice() => 4;
            }),
            case!("dice-die-value-call" {
                let mut dice = make_test_dice(&[6, 5]);
                let first = dice();
                let second = dice();
                (first, second) => (6, 5);
            }),
            case!("dice-fair-six-sided" {
                let mut dice = make_seeded_dice(6, 61);
                (0..1000).map(|_| dice()).all(|outcome| (1..=6).contains(&outcome)) => true;
            }),
        ])],
    }
}
