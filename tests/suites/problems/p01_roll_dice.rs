//! Problem 01: roll_dice, with Sow Sad.

use crate::student::rules::*;
use hog_grader::{Case, Problem, Suite, case};
use hog_i18n::said;
use proptest::prelude::{Just, Strategy, prop};

use crate::mock::counted_dice;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "01",
        title: "roll_dice",
        points: 2.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("roll-dice-without-1-turn" {
                    roll_dice(2, &mut make_test_dice(&[4, 6, 1])) => 10,
                        "roll-dice-hint-two-dice-roll";
                    roll_dice(4, &mut make_test_dice(&[2, 2, 3])) => 9;
                    roll_dice(9, &mut make_test_dice(&[6])) => 54;
                }),
                case!("roll-dice-sow-sad-1" {
                    roll_dice(3, &mut make_test_dice(&[4, 6, 1])) => 1,
                        "roll-dice-hint-third-die-1";
                    roll_dice(7, &mut make_test_dice(&[2, 2, 2, 2, 2, 2, 1])) => 1,
                        "roll-dice-hint-1-came-last";
                }),
                case!("roll-dice-1-early-turn" {
                    roll_dice(5, &mut make_test_dice(&[1, 2, 3, 4, 5])) => 1,
                        "roll-dice-hint-does-later-outcome";
                    roll_dice(4, &mut make_test_dice(&[3, 1, 5, 6])) => 1;
                }),
                case!("roll-dice-one-die-turn" {
                    roll_dice(1, &mut make_test_dice(&[5])) => 5;
                    roll_dice(1, &mut make_test_dice(&[1])) => 1;
                    roll_dice(10, &mut make_test_dice(&[6])) => 60;
                }),
            ]),
            Suite::scored(vec![
                case!("roll-dice-dice-rolled-exactly" {
                    let mut dice = make_test_dice(&[4, 1, 2, 6]);
                    roll_dice(3, &mut dice) => 1;
                    # "roll-dice-note-make-sure-you";
                    roll_dice(1, &mut dice) => 6,
                        "roll-dice-hint-previous-turn-left";
                }),
                case!("roll-dice-call-continues-where" {
                    let mut dice = make_test_dice(&[5, 4, 3, 2, 1]);
                    roll_dice(1, &mut dice) => 5;
                    roll_dice(4, &mut dice) => 1;
                    roll_dice(2, &mut dice) => 9;
                    roll_dice(3, &mut dice) => 1;
                    roll_dice(3, &mut dice) => 12;
                }),
                case!("roll-dice-counting-rolls-one" {
                    let (mut dice, rolls) = counted_dice(&[1, 6]);
                    roll_dice(10, &mut dice) => 1;
                    rolls.get() => 10, "roll-dice-hint-die-must-rolled";
                    roll_dice(3, &mut dice) => 1;
                    rolls.get() => 13;
                }),
                case!("roll-dice-long-game-s" {
                    let (mut dice, rolls) = counted_dice(&[2, 3, 1, 5, 6, 4]);
                    roll_dice(2, &mut dice) => 5;
                    roll_dice(2, &mut dice) => 1;
                    roll_dice(2, &mut dice) => 10;
                    roll_dice(5, &mut dice) => 1;
                    roll_dice(1, &mut dice) => 4;
                    roll_dice(6, &mut dice) => 1;
                    roll_dice(3, &mut dice) => 1;
                    roll_dice(3, &mut dice) => 15;
                    rolls.get() => 24;
                }),
            ]),
            properties(),
        ],
    }
}

/// For any outcomes and any number of dice: what every correct roll_dice does, checked
/// without working out the turn score here (the hidden suite compares it with the rule).
fn properties() -> Suite {
    Suite::scored(vec![Case::new("roll-dice-outcomes-number-dice", |s| {
        s.property(&said!("roll-dice-property-test-dice-1"), || {
            property::check(dice_and_rolls(), |(outcomes, num_rolls)| {
                let (mut dice, rolls) = counted_dice(&outcomes);
                roll_dice(num_rolls, &mut dice);
                property::agree(
                    || {
                        said!(
                            "roll-dice-call-number-dice-calls",
                            value1 = (call(num_rolls, &outcomes)).to_string()
                        )
                    },
                    rolls.get(),
                    num_rolls as usize,
                )
            })
        });
        s.property(&said!("roll-dice-property-test-dice-1-10"), || {
            property::check(dice_and_rolls(), |(outcomes, num_rolls)| {
                let got = roll_dice(num_rolls, &mut make_test_dice(&outcomes));
                if got == 1 || (2 * num_rolls..=6 * num_rolls).contains(&got) {
                    Ok(())
                } else {
                    Err(said!(
                        "roll-dice-returned-which-neither",
                        value1 = (call(num_rolls, &outcomes)).to_string(),
                        got = got.to_string(),
                        value2 = (2 * num_rolls).to_string(),
                        value3 = (6 * num_rolls).to_string()
                    ))
                }
            })
        });
        s.property(&said!("roll-dice-property-outcomes-1-10"), || {
            property::check(
                prop::collection::vec(1u32..=6, 1..=10).prop_flat_map(|rolled| {
                    let len = rolled.len();
                    (Just(rolled), 1..len.max(2))
                }),
                |(rolled, by)| {
                    let num_rolls = rolled.len() as u32;
                    let mut rotated = rolled.clone();
                    rotated.rotate_left(by % rolled.len());
                    property::same(
                        || call(num_rolls, &rolled),
                        roll_dice(num_rolls, &mut make_test_dice(&rolled)),
                        || call(num_rolls, &rotated),
                        roll_dice(num_rolls, &mut make_test_dice(&rotated)),
                        said!("roll-dice-why-same-outcomes-another"),
                    )
                },
            )
        });
        s.property(&said!("roll-dice-property-test-dice-1-9"), || {
            property::check((prop::collection::vec(1u32..=6, 1..8), 1u32..=9), |(outcomes, num_rolls)| {
                let fewer = roll_dice(num_rolls, &mut make_test_dice(&outcomes));
                let more = roll_dice(num_rolls + 1, &mut make_test_dice(&outcomes));
                let consistent = if fewer == 1 { more == 1 } else { more > fewer || more == 1 };
                if consistent {
                    Ok(())
                } else {
                    Err(said!(
                        "roll-dice-returned-but-returned",
                        value1 = (call(num_rolls, &outcomes)).to_string(),
                        fewer = fewer.to_string(),
                        value2 = (call(num_rolls + 1, &outcomes)).to_string(),
                        more = more.to_string()
                    ))
                }
            })
        });
    })])
}

/// Outcomes for test dice, and a number of dice to roll with them.
fn dice_and_rolls() -> impl Strategy<Value = (Vec<u32>, u32)> {
    (prop::collection::vec(1u32..=6, 1..8), 1u32..=10)
}

/// The call, as a student would write it.
fn call(num_rolls: u32, outcomes: &[u32]) -> String {
    format!("roll_dice({num_rolls}, &mut make_test_dice(&{outcomes:?}))")
}
