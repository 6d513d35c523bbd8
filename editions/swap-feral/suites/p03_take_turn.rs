//! Problem 03: take_turn, built on roll_dice and free_points, with Feral Hogs.

use hog_i18n::said;
use crate::student::swap_feral::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};
use proptest::prelude::prop;

use super::rules_file;
use crate::mock::counted_dice;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "03",
        title: "take_turn",
        points: 3.0,
        requirements: vec![
            Requirement {
                source: rules_file(),
                function: "take_turn",
                rule: Rule::Uses(&["roll_dice", "free_points"]),
            },
            Requirement {
                source: rules_file(),
                function: "take_turn",
                rule: Rule::Forbids(&[Construct::Loops]),
            },
        ],
        suites: vec![
            Suite::scored(vec![
                case!("sf-take-turn-rolling-dice-scores" {
                    let (mut dice, rolls) = counted_dice(&[4, 5, 1]);
                    let points = take_turn(2, 27, &mut dice);
                    rolls.get() => 2,
                        "sf-take-turn-hint-two-dice-mean";
                    points => 9,
                        "sf-take-turn-hint-two-dice-roll";
                    take_turn(9, 3, &mut make_test_dice(&[4])) => 36;
                    take_turn(3, 0, &mut make_test_dice(&[4, 5, 1])) => 1;
                    take_turn(5, 50, &mut make_test_dice(&[6, 6, 6, 6, 1])) => 1,
                        "sf-take-turn-hint-1-makes-turn";
                }),
                case!("sf-take-turn-rolling-zero-dice" {
                    take_turn(0, 42, &mut make_test_dice(&[6])) => 75,
                        "sf-take-turn-hint-zero-dice-score";
                    take_turn(0, 16, &mut make_test_dice(&[6])) => 12;
                    take_turn(0, 100, &mut make_test_dice(&[6])) => 432;
                }),
                case!("sf-take-turn-zero-dice-may" {
                    take_turn(0, 7, &mut make_test_dice(&[6])) => 0,
                        "sf-take-turn-hint-free-points-7";
                    take_turn(0, 0, &mut make_test_dice(&[6])) => 0;
                }),
                case!("sf-take-turn-zero-dice-leaves" {
                    let (mut dice, rolls) = counted_dice(&[6]);
                    take_turn(0, 8, &mut dice) => 3,
                        "sf-take-turn-hint-free-points-8";
                    rolls.get() => 0, "sf-take-turn-hint-rolling-zero-dice";
                    take_turn(0, 20, &mut dice) => 12;
                    rolls.get() => 0;
                }),
                case!("sf-take-turn-given-dice-ones" {
                    let (mut dice, rolls) = counted_dice(&[3, 4]);
                    take_turn(10, 50, &mut dice) => 35;
                    rolls.get() => 10, "sf-take-turn-hint-pass-dice-you";
                    take_turn(1, 50, &mut dice) => 3;
                    rolls.get() => 11;
                }),
            ]),
            Suite::scored(vec![
                case!("sf-take-turn-feral-hogs-turn" {
                    take_turn(2, 0, &mut make_test_dice(&[2, 3])) => 8,
                        "sf-take-turn-hint-two-dice-sum";
                    take_turn(1, 0, &mut make_test_dice(&[4])) => 7;
                    take_turn(3, 0, &mut make_test_dice(&[2])) => 9,
                        "sf-take-turn-hint-three-2s-sum";
                }),
                case!("sf-take-turn-feral-hogs-turn-score" {
                    take_turn(4, 0, &mut make_test_dice(&[2, 2, 2, 1])) => 4,
                        "sf-take-turn-hint-1-makes-turn-score";
                    take_turn(4, 30, &mut make_test_dice(&[1])) => 4;
                }),
                case!("sf-take-turn-feral-hogs-needs" {
                    take_turn(5, 0, &mut make_test_dice(&[1])) => 1,
                        "sf-take-turn-hint-1-5-4";
                    take_turn(2, 0, &mut make_test_dice(&[3, 3])) => 6,
                        "sf-take-turn-hint-6-2-4";
                    take_turn(2, 0, &mut make_test_dice(&[2, 2])) => 4;
                    take_turn(10, 0, &mut make_test_dice(&[1])) => 1;
                    take_turn(3, 0, &mut make_test_dice(&[6, 6, 6])) => 18;
                    take_turn(6, 0, &mut make_test_dice(&[5, 3, 1])) => 1;
                }),
                case!("sf-take-turn-feral-hogs-decided" {
                    take_turn(1, 0, &mut make_test_dice(&[4])) => 7,
                        "sf-take-turn-hint-4-3-1";
                    take_turn(2, 0, &mut make_test_dice(&[2, 6])) => 8,
                        "sf-take-turn-hint-2-6-8";
                    take_turn(3, 0, &mut make_test_dice(&[3])) => 9,
                        "sf-take-turn-hint-3-3-9";
                }),
            ]),
            any_turn(),
        ],
    }
}

/// What every correct take_turn does for any dice, checked against the player's roll_dice and
/// free_points rather than worked out here.
fn any_turn() -> Suite {
    Suite::scored(vec![Case::new("Any dice and any opponent score.", |s| {
        s.property(
            &said!("sf-take-turn-property-test-dice-1"),
            || {
                property::check(
                    (prop::collection::vec(1u32..=6, 1..6), 1u32..=10, 0u32..200),
                    |(outcomes, num_rolls, opponent)| {
                        let (mut dice, rolls) = counted_dice(&outcomes);
                        let got = take_turn(num_rolls, opponent, &mut dice);
                        let rolled = roll_dice(num_rolls, &mut make_test_dice(&outcomes));
                        let call = format!("take_turn({num_rolls}, {opponent}, &mut make_test_dice(&{outcomes:?}))");
                        if rolls.get() != num_rolls as usize {
                            return Err(format!("{call} rolled the dice {} times, expected {num_rolls}", rolls.get()));
                        }
                        let bonus = rolled.abs_diff(num_rolls) == 3;
                        match (got.checked_sub(rolled), bonus) {
                            (Some(0), false) | (Some(3), true) => Ok(()),
                            (_, true) => Err(format!(
                                "{call} returned {got}, but roll_dice scores {rolled}, 3 away from {num_rolls} dice: expected {}",
                                rolled + 3
                            )),
                            (_, false) => Err(format!(
                                "{call} returned {got}, but roll_dice scores {rolled}, not 3 away from {num_rolls} dice: expected {rolled}"
                            )),
                        }
                    },
                )
            },
        );
        s.property(&said!("sf-take-turn-property-opponent-score-below"), || {
            property::check(0u32..1000, |opponent| {
                let (mut dice, rolls) = counted_dice(&[6]);
                let got = take_turn(0, opponent, &mut dice);
                if rolls.get() != 0 {
                    return Err(format!("take_turn(0, {opponent}, ..) rolled the dice {} times", rolls.get()));
                }
                property::agree(|| format!("take_turn(0, {opponent}, ..)"), got, free_points(opponent))
            })
        });
    })])
}
