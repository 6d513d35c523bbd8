//! Problem 03: take_turn, built on roll_dice and lean_bacon.

use crate::student::trot_tax::rules::*;
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
        points: 2.0,
        requirements: vec![
            Requirement {
                source: rules_file(),
                function: "take_turn",
                rule: Rule::Uses(&["roll_dice", "lean_bacon"]),
            },
            Requirement {
                source: rules_file(),
                function: "take_turn",
                rule: Rule::Forbids(&[Construct::Loops]),
            },
        ],
        suites: vec![
            Suite::scored(vec![
                case!("trot-tax-take-turn-rolling-dice-scores" {
                    let (mut dice, rolls) = counted_dice(&[4, 5, 1]);
                    let points = take_turn(2, 27, &mut dice);
                    rolls.get() => 2,
                        "trot-tax-take-turn-hint-two-dice-mean";
                    points => 9,
                        "trot-tax-take-turn-hint-two-dice-roll";
                    take_turn(9, 3, &mut make_test_dice(&[4])) => 36;
                    take_turn(3, 0, &mut make_test_dice(&[4, 5, 1])) => 1;
                    take_turn(5, 50, &mut make_test_dice(&[6, 6, 6, 6, 1])) => 1,
                        "trot-tax-take-turn-hint-1-makes-turn";
                }),
                case!("trot-tax-take-turn-rolling-zero-dice" {
                    take_turn(0, 46, &mut make_test_dice(&[6])) => 6,
                        "trot-tax-take-turn-hint-zero-dice-score";
                    take_turn(0, 73, &mut make_test_dice(&[6])) => 7;
                    take_turn(0, 8, &mut make_test_dice(&[6])) => 10;
                }),
                case!("trot-tax-take-turn-zero-dice-leaves" {
                    let (mut dice, rolls) = counted_dice(&[6]);
                    take_turn(0, 99, &mut dice) => 1,
                        "trot-tax-take-turn-hint-lean-bacon-99";
                    rolls.get() => 0, "trot-tax-take-turn-hint-rolling-zero-dice";
                    take_turn(0, 20, &mut dice) => 10;
                    rolls.get() => 0;
                }),
                case!("trot-tax-take-turn-given-dice-ones" {
                    let (mut dice, rolls) = counted_dice(&[3, 4]);
                    take_turn(10, 50, &mut dice) => 35;
                    rolls.get() => 10, "trot-tax-take-turn-hint-pass-dice-you";
                    take_turn(1, 50, &mut dice) => 3;
                    rolls.get() => 11;
                }),
            ]),
            any_turn(),
        ],
    }
}

/// What every correct take_turn does for any dice, checked against the player's roll_dice and
/// lean_bacon rather than worked out here.
fn any_turn() -> Suite {
    Suite::scored(vec![Case::new("trot-tax-take-turn-dice-opponent-score", |s| {
        s.property(&said!("trot-tax-take-turn-property-test-dice-1"), || {
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
                            "trot-tax-take-turn-rolled-dice-times",
                            call = call.to_string(),
                            get = (rolls.get()).to_string(),
                            num_rolls = num_rolls.to_string()
                        ));
                    }
                    property::agree(|| call, got, rolled)
                },
            )
        });
        s.property(&said!("trot-tax-take-turn-property-opponent-score-below"), || {
            property::check(0u32..1000, |opponent| {
                let (mut dice, rolls) = counted_dice(&[6]);
                let got = take_turn(0, opponent, &mut dice);
                if rolls.get() != 0 {
                    return Err(said!(
                        "trot-tax-take-turn-take-turn-0",
                        opponent = opponent.to_string(),
                        get = (rolls.get()).to_string()
                    ));
                }
                property::agree(|| format!("take_turn(0, {opponent}, ..)"), got, lean_bacon(opponent))
            })
        });
    })])
}
