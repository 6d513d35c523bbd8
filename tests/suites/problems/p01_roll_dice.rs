//! Problem 01: roll_dice, with Sow Sad.

use crate::student::rules::*;
use hog_grader::{Case, Problem, Suite, case};
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
                case!("Without a 1, the turn score is the sum of the outcomes." {
                    roll_dice(2, &mut make_test_dice(&[4, 6, 1])) => 10,
                        "Two dice roll 4 and 6, which make 10: the 1 comes third and is never rolled. Call dice() once per die, keeping its outcome in a variable, and num_rolls times in all.";
                    roll_dice(4, &mut make_test_dice(&[2, 2, 3])) => 9;
                    roll_dice(9, &mut make_test_dice(&[6])) => 54;
                }),
                case!("Sow Sad: a 1 anywhere makes the turn score 1." {
                    roll_dice(3, &mut make_test_dice(&[4, 6, 1])) => 1,
                        "The third die is a 1, so the turn scores 1: not 0, and not the sum. Check every outcome for a 1, not only the first.";
                    roll_dice(7, &mut make_test_dice(&[2, 2, 2, 2, 2, 2, 1])) => 1,
                        "The 1 came on the last die: is every outcome checked?";
                }),
                case!("A 1 early in the turn still counts after larger outcomes." {
                    roll_dice(5, &mut make_test_dice(&[1, 2, 3, 4, 5])) => 1,
                        "Does a later outcome undo the 1 you saw first? Once a 1 is rolled, it stays rolled.";
                    roll_dice(4, &mut make_test_dice(&[3, 1, 5, 6])) => 1;
                }),
                case!("One die is a turn too." {
                    roll_dice(1, &mut make_test_dice(&[5])) => 5;
                    roll_dice(1, &mut make_test_dice(&[1])) => 1;
                    roll_dice(10, &mut make_test_dice(&[6])) => 60;
                }),
            ]),
            Suite::scored(vec![
                case!("The dice are rolled exactly num_rolls times, even after a 1." {
                    let mut dice = make_test_dice(&[4, 1, 2, 6]);
                    roll_dice(3, &mut dice) => 1;
                    # "Make sure you roll dice exactly num_rolls times!";
                    roll_dice(1, &mut dice) => 6,
                        "The previous turn left the dice in the wrong place: did it stop rolling at the 1?";
                }),
                case!("Each call continues where the last one left the dice." {
                    let mut dice = make_test_dice(&[5, 4, 3, 2, 1]);
                    roll_dice(1, &mut dice) => 5;
                    roll_dice(4, &mut dice) => 1;
                    roll_dice(2, &mut dice) => 9;
                    roll_dice(3, &mut dice) => 1;
                    roll_dice(3, &mut dice) => 12;
                }),
                case!("Counting the rolls: one call of dice() per die." {
                    let (mut dice, rolls) = counted_dice(&[1, 6]);
                    roll_dice(10, &mut dice) => 1;
                    rolls.get() => 10, "Each die must be rolled once: call dice() once per die, even after a 1.";
                    roll_dice(3, &mut dice) => 1;
                    rolls.get() => 13;
                }),
                case!("A long game's worth of turns on the same dice." {
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
    Suite::scored(vec![Case::new("Any outcomes, any number of dice.", |s| {
        s.property("for any test dice and 1 to 10 dice: roll_dice rolls each die exactly once", || {
            property::check(dice_and_rolls(), |(outcomes, num_rolls)| {
                let (mut dice, rolls) = counted_dice(&outcomes);
                roll_dice(num_rolls, &mut dice);
                property::agree(
                    || format!("the number of dice() calls in {}", call(num_rolls, &outcomes)),
                    rolls.get(),
                    num_rolls as usize,
                )
            })
        });
        s.property(
            "for any test dice and 1 to 10 dice: the turn score is 1, or 2 to 6 points per die",
            || {
                property::check(dice_and_rolls(), |(outcomes, num_rolls)| {
                    let got = roll_dice(num_rolls, &mut make_test_dice(&outcomes));
                    if got == 1 || (2 * num_rolls..=6 * num_rolls).contains(&got) {
                        Ok(())
                    } else {
                        Err(format!(
                            "{} returned {got}, which is neither 1 nor from {} to {}",
                            call(num_rolls, &outcomes),
                            2 * num_rolls,
                            6 * num_rolls
                        ))
                    }
                })
            },
        );
        s.property("for any outcomes of 1 to 10 dice: their order does not change the turn score", || {
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
                        "the same outcomes in another order",
                    )
                },
            )
        });
        s.property(
            "for any test dice and 1 to 9 dice: one more die adds points, unless the turn already scored 1",
            || {
                property::check((prop::collection::vec(1u32..=6, 1..8), 1u32..=9), |(outcomes, num_rolls)| {
                    let fewer = roll_dice(num_rolls, &mut make_test_dice(&outcomes));
                    let more = roll_dice(num_rolls + 1, &mut make_test_dice(&outcomes));
                    let consistent = if fewer == 1 { more == 1 } else { more > fewer || more == 1 };
                    if consistent {
                        Ok(())
                    } else {
                        Err(format!(
                            "{} returned {fewer}, but {} returned {more}",
                            call(num_rolls, &outcomes),
                            call(num_rolls + 1, &outcomes)
                        ))
                    }
                })
            },
        );
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
