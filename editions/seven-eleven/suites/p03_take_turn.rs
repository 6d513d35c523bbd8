//! Problem 03: take_turn, which hands the work to roll_dice or to hog_seven.

use crate::student::seven_eleven::rules::*;
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
                rule: Rule::Uses(&["roll_dice", "hog_seven"]),
            },
            Requirement {
                source: rules_file(),
                function: "take_turn",
                rule: Rule::Forbids(&[Construct::Loops]),
            },
        ],
        suites: vec![Suite::scored(vec![
            case!("seven-eleven-take-turn-dice-earn-what" {
                let (mut dice, rolls) = counted_dice(&[2, 6, 3, 1]);
                let points = take_turn(3, 50, &mut dice);
                rolls.get() => 3,
                    "seven-eleven-take-turn-hint-three-dice-three";
                points => 11,
                    "seven-eleven-take-turn-hint-2-6-3";
                take_turn(10, 13, &mut make_test_dice(&[5])) => 50;
                take_turn(2, 6, &mut make_test_dice(&[1, 6])) => 1;
            }),
            case!("seven-eleven-take-turn-no-dice-earn" {
                take_turn(0, 46, &mut make_test_dice(&[6])) => 6,
                    "seven-eleven-take-turn-hint-zero-dice-turn";
                take_turn(0, 20, &mut make_test_dice(&[6])) => 8;
                take_turn(0, 0, &mut make_test_dice(&[6])) => 2;
                take_turn(0, 105, &mut make_test_dice(&[6])) => 2;
            }),
            case!("seven-eleven-take-turn-no-dice-no" {
                let (mut dice, rolls) = counted_dice(&[4]);
                take_turn(0, 13, &mut dice) => 8;
                rolls.get() => 0, "seven-eleven-take-turn-hint-turn-zero-dice";
            }),
            case!("seven-eleven-take-turn-roll-comes-dice" {
                let (mut dice, rolls) = counted_dice(&[5, 2]);
                take_turn(6, 77, &mut dice) => 21;
                rolls.get() => 6, "seven-eleven-take-turn-hint-roll-dice-take";
                take_turn(1, 77, &mut dice) => 5;
                rolls.get() => 7;
            }),
        ])],
    }
}
