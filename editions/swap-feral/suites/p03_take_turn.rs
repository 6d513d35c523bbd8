//! Problem 03: take_turn, built on roll_dice and free_points, with Feral Hogs.

use crate::student::swap_feral::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;
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
                case!("swap-feral-take-turn-rolling-dice-scores" {
                    let (mut dice, rolls) = counted_dice(&[4, 5, 1]);
                    let points = take_turn(2, 27, &mut dice);
                    rolls.get() => 2,
                        "swap-feral-take-turn-hint-two-dice-mean";
                    points => 9,
                        "swap-feral-take-turn-hint-two-dice-roll";
                    take_turn(9, 3, &mut make_test_dice(&[4])) => 36;
                    take_turn(3, 0, &mut make_test_dice(&[4, 5, 1])) => 1;
                    take_turn(5, 50, &mut make_test_dice(&[6, 6, 6, 6, 1])) => 1,
                        "swap-feral-take-turn-hint-1-makes-turn";
                }),
                case!("swap-feral-take-turn-rolling-zero-dice" {
                    take_turn(0, 42, &mut make_test_dice(&[6])) => 75,
                        "swap-feral-take-turn-hint-zero-dice-score";
                    take_turn(0, 16, &mut make_test_dice(&[6])) => 12;
                    take_turn(0, 100, &mut make_test_dice(&[6])) => 432;
                }),
                case!("swap-feral-take-turn-zero-dice-may" {
                    take_turn(0, 7, &mut make_test_dice(&[6])) => 0,
                        "swap-feral-take-turn-hint-free-points-7";
                    take_turn(0, 0, &mut make_test_dice(&[6])) => 0;
                }),
                case!("swap-feral-take-turn-zero-dice-leaves" {
                    let (mut dice, rolls) = counted_dice(&[6]);
                    take_turn(0, 8, &mut dice) => 3,
                        "swap-feral-take-turn-hint-free-points-8";
                    rolls.get() => 0, "swap-feral-take-turn-hint-rolling-zero-dice";
                    take_turn(0, 20, &mut dice) => 12;
                    rolls.get() => 0;
                }),
                case!("swap-feral-take-turn-given-dice-ones" {
                    let (mut dice, rolls) = counted_dice(&[3, 4]);
                    take_turn(10, 50, &mut dice) => 35;
                    rolls.get() => 10, "swap-feral-take-turn-hint-pass-dice-you";
                    take_turn(1, 50, &mut dice) => 3;
                    rolls.get() => 11;
                }),
            ]),
            Suite::scored(vec![
                case!("swap-feral-take-turn-feral-hogs-turn" {
                    take_turn(2, 0, &mut make_test_dice(&[2, 3])) => 8,
                        "swap-feral-take-turn-hint-two-dice-sum";
                    take_turn(1, 0, &mut make_test_dice(&[4])) => 7;
                    take_turn(3, 0, &mut make_test_dice(&[2])) => 9,
                        "swap-feral-take-turn-hint-three-2s-sum";
                }),
                case!("swap-feral-take-turn-feral-hogs-turn-score" {
                    take_turn(4, 0, &mut make_test_dice(&[2, 2, 2, 1])) => 4,
                        "swap-feral-take-turn-hint-1-makes-turn-score";
                    take_turn(4, 30, &mut make_test_dice(&[1])) => 4;
                }),
                case!("swap-feral-take-turn-feral-hogs-needs" {
                    take_turn(5, 0, &mut make_test_dice(&[1])) => 1,
                        "swap-feral-take-turn-hint-1-5-4";
                    take_turn(2, 0, &mut make_test_dice(&[3, 3])) => 6,
                        "swap-feral-take-turn-hint-6-2-4";
                    take_turn(2, 0, &mut make_test_dice(&[2, 2])) => 4;
                    take_turn(10, 0, &mut make_test_dice(&[1])) => 1;
                    take_turn(3, 0, &mut make_test_dice(&[6, 6, 6])) => 18;
                    take_turn(6, 0, &mut make_test_dice(&[5, 3, 1])) => 1;
                }),
                case!("swap-feral-take-turn-feral-hogs-decided" {
                    take_turn(1, 0, &mut make_test_dice(&[4])) => 7,
                        "swap-feral-take-turn-hint-4-3-1";
                    take_turn(2, 0, &mut make_test_dice(&[2, 6])) => 8,
                        "swap-feral-take-turn-hint-2-6-8";
                    take_turn(3, 0, &mut make_test_dice(&[3])) => 9,
                        "swap-feral-take-turn-hint-3-3-9";
                }),
            ]),
            any_turn(),
        ],
    }
}

/// What every correct take_turn does for any dice, checked against the player's roll_dice and
/// free_points rather than worked out here.
fn any_turn() -> Suite {
    Suite::scored(vec![Case::new("swap-feral-take-turn-dice-opponent-score", |s| {
        s.property(&said!("swap-feral-take-turn-property-test-dice-1"), || {
            property::check(
                (prop::collection::vec(1u32..=6, 1..6), 1u32..=10, 0u32..200),
                |(outcomes, num_rolls, opponent)| {
                    let (mut dice, rolls) = counted_dice(&outcomes);
                    let got = take_turn(num_rolls, opponent, &mut dice);
                    let rolled = roll_dice(num_rolls, &mut make_test_dice(&outcomes));
                    let call =
                        format!("take_turn({num_rolls}, {opponent}, &mut make_test_dice(&{outcomes:?}))");
                    if rolls.get() != num_rolls as usize {
                        return Err(said!(
                            "swap-feral-take-turn-rolled-dice-times",
                            call = call.to_string(),
                            get = (rolls.get()).to_string(),
                            num_rolls = num_rolls.to_string()
                        ));
                    }
                    let bonus = rolled.abs_diff(num_rolls) == 3;
                    match (got.checked_sub(rolled), bonus) {
                        (Some(0), false) | (Some(3), true) => Ok(()),
                        (_, true) => Err(said!(
                            "swap-feral-take-turn-returned-but-roll",
                            call = call.to_string(),
                            got = got.to_string(),
                            rolled = rolled.to_string(),
                            num_rolls = num_rolls.to_string(),
                            value1 = (rolled + 3).to_string()
                        )),
                        (_, false) => Err(said!(
                            "swap-feral-take-turn-returned-but-roll-dice",
                            call = call.to_string(),
                            got = got.to_string(),
                            rolled = rolled.to_string(),
                            num_rolls = num_rolls.to_string()
                        )),
                    }
                },
            )
        });
        s.property(&said!("swap-feral-take-turn-property-opponent-score-below"), || {
            property::check(0u32..1000, |opponent| {
                let (mut dice, rolls) = counted_dice(&[6]);
                let got = take_turn(0, opponent, &mut dice);
                if rolls.get() != 0 {
                    return Err(said!(
                        "swap-feral-take-turn-take-turn-0",
                        opponent = opponent.to_string(),
                        get = (rolls.get()).to_string()
                    ));
                }
                property::agree(|| format!("take_turn(0, {opponent}, ..)"), got, free_points(opponent))
            })
        });
    })])
}
