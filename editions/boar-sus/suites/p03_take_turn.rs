//! Problem 03: take_turn, built on roll_dice and boar_brawl.

use crate::student::boar_sus::rules::*;
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
                rule: Rule::Uses(&["roll_dice", "boar_brawl"]),
            },
            Requirement {
                source: rules_file(),
                function: "take_turn",
                rule: Rule::Forbids(&[Construct::Loops]),
            },
        ],
        suites: vec![Suite::scored(vec![
            case!("boar-sus-take-turn-rolling-dice-scores" {
                let (mut dice, rolls) = counted_dice(&[4, 5, 1]);
                let points = take_turn(2, 7, 27, &mut dice);
                rolls.get() => 2,
                    "boar-sus-take-turn-hint-two-dice-mean";
                points => 9,
                    "boar-sus-take-turn-hint-two-dice-roll";
                take_turn(9, 2, 3, &mut make_test_dice(&[4])) => 36;
                take_turn(1, 3, 6, &mut make_test_dice(&[5, 1])) => 5;
                take_turn(3, 0, 0, &mut make_test_dice(&[4, 5, 1])) => 1;
            }),
            case!("boar-sus-take-turn-rolling-zero-dice" {
                take_turn(0, 12, 41, &mut make_test_dice(&[6])) => 6,
                    "boar-sus-take-turn-hint-pass-player-s";
                take_turn(0, 37, 15, &mut make_test_dice(&[6])) => 18;
                take_turn(0, 82, 115, &mut make_test_dice(&[6])) => 3;
            }),
            case!("boar-sus-take-turn-zero-dice-leaves" {
                let (mut dice, rolls) = counted_dice(&[6]);
                take_turn(0, 5, 20, &mut dice) => 9;
                rolls.get() => 0, "boar-sus-take-turn-hint-rolling-zero-dice";
            }),
            case!("boar-sus-take-turn-given-dice-ones" {
                let (mut dice, rolls) = counted_dice(&[3, 4]);
                take_turn(10, 50, 50, &mut dice) => 35;
                rolls.get() => 10, "boar-sus-take-turn-hint-pass-dice-you";
                take_turn(1, 50, 50, &mut dice) => 3;
                rolls.get() => 11;
            }),
        ])],
    }
}
