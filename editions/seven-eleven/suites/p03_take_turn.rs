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
            case!("Dice earn what roll_dice makes of the dice given." {
                let (mut dice, rolls) = counted_dice(&[2, 6, 3, 1]);
                let points = take_turn(3, 50, &mut dice);
                rolls.get() => 3,
                    "Three dice are three rolls of `dice`, the dice take_turn was given: hand them to roll_dice.";
                points => 11,
                    "2 + 6 + 3 is 11: with dice, the turn earns roll_dice's points, and the opponent's 50 does not matter.";
                take_turn(10, 13, &mut make_test_dice(&[5])) => 50;
                take_turn(2, 6, &mut make_test_dice(&[1, 6])) => 1;
            }),
            case!("No dice earn hog_seven of the opponent's score." {
                take_turn(0, 46, &mut make_test_dice(&[6])) => 6,
                    "With zero dice the turn earns Hog Seven on the opponent's score: hog_seven(46) is 2 + 4.";
                take_turn(0, 20, &mut make_test_dice(&[6])) => 8;
                take_turn(0, 0, &mut make_test_dice(&[6])) => 2;
                take_turn(0, 105, &mut make_test_dice(&[6])) => 2;
            }),
            case!("No dice, no rolls." {
                let (mut dice, rolls) = counted_dice(&[4]);
                take_turn(0, 13, &mut dice) => 8;
                rolls.get() => 0, "A turn of zero dice must leave the dice unrolled.";
            }),
            case!("Every roll comes from the dice given." {
                let (mut dice, rolls) = counted_dice(&[5, 2]);
                take_turn(6, 77, &mut dice) => 21;
                rolls.get() => 6, "Roll the dice take_turn received, through roll_dice.";
                take_turn(1, 77, &mut dice) => 5;
                rolls.get() => 7;
            }),
        ])],
    }
}
