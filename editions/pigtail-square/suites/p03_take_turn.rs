//! Problem 03: take_turn, built on roll_dice and tail_points.

use crate::student::pigtail_square::rules::*;
use hog_grader::{Construct, Problem, Requirement, Rule, Suite, case};

use super::rules_file;
use crate::mock::counted_dice;

pub fn problem() -> Problem {
    Problem {
        id: "03",
        title: "take_turn",
        points: 2.0,
        requirements: vec![
            Requirement {
                source: rules_file(),
                function: "take_turn",
                rule: Rule::Uses(&["roll_dice", "tail_points"]),
            },
            Requirement {
                source: rules_file(),
                function: "take_turn",
                rule: Rule::Forbids(&[Construct::Loops]),
            },
        ],
        suites: vec![Suite::scored(vec![
            case!("pigtail-square-take-turn-rolling-dice-scores" {
                let (mut dice, rolls) = counted_dice(&[4, 5, 1]);
                let points = take_turn(2, 27, &mut dice);
                rolls.get() => 2,
                    "pigtail-square-take-turn-hint-two-dice-mean";
                points => 9,
                    "pigtail-square-take-turn-hint-two-dice-roll";
                take_turn(9, 3, &mut make_test_dice(&[4])) => 36;
                take_turn(1, 6, &mut make_test_dice(&[5, 1])) => 5;
                take_turn(3, 0, &mut make_test_dice(&[4, 5, 1])) => 1;
            }),
            case!("pigtail-square-take-turn-rolling-zero-dice" {
                take_turn(0, 46, &mut make_test_dice(&[6])) => 5,
                    "pigtail-square-take-turn-hint-zero-dice-score";
                take_turn(0, 73, &mut make_test_dice(&[6])) => 9;
                take_turn(0, 0, &mut make_test_dice(&[6])) => 1;
                take_turn(0, 100, &mut make_test_dice(&[6])) => 1;
                take_turn(0, 115, &mut make_test_dice(&[6])) => 9;
            }),
            case!("pigtail-square-take-turn-zero-dice-leaves" {
                let (mut dice, rolls) = counted_dice(&[6]);
                take_turn(0, 20, &mut dice) => 5;
                rolls.get() => 0, "pigtail-square-take-turn-hint-rolling-zero-dice";
            }),
            case!("pigtail-square-take-turn-given-dice-ones" {
                let (mut dice, rolls) = counted_dice(&[3, 4]);
                take_turn(10, 50, &mut dice) => 35;
                rolls.get() => 10, "pigtail-square-take-turn-hint-pass-dice-you";
                take_turn(1, 50, &mut dice) => 3;
                rolls.get() => 11;
            }),
        ])],
    }
}
