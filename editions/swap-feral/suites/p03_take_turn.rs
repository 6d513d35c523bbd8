//! Problem 03: take_turn, built on roll_dice and free_points, with Feral Hogs.

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
                case!("Rolling dice scores roll_dice's turn score, with the dice given." {
                    let (mut dice, rolls) = counted_dice(&[4, 5, 1]);
                    let points = take_turn(2, 27, &mut dice);
                    rolls.get() => 2,
                        "Two dice mean two rolls of the dice given: pass `dice` on to roll_dice rather than making new dice inside take_turn.";
                    points => 9,
                        "Two dice roll 4 and 5, so the turn scores 9 (7 away from 2 dice: no Feral Hogs): take_turn returns the turn's points, not the player's new total.";
                    take_turn(9, 3, &mut make_test_dice(&[4])) => 36;
                    take_turn(3, 0, &mut make_test_dice(&[4, 5, 1])) => 1;
                    take_turn(5, 50, &mut make_test_dice(&[6, 6, 6, 6, 1])) => 1,
                        "A 1 makes the turn score 1, and |1 - 5| is 4, not 3: no Feral Hogs.";
                }),
                case!("Rolling zero dice scores free_points of the opponent's score." {
                    take_turn(0, 42, &mut make_test_dice(&[6])) => 75,
                        "Zero dice score free_points(opponent_score): 42 / 8 is 5, and 3 * 5 * 5 is 75.";
                    take_turn(0, 16, &mut make_test_dice(&[6])) => 12;
                    take_turn(0, 100, &mut make_test_dice(&[6])) => 432;
                }),
                case!("Zero dice may score 0." {
                    take_turn(0, 7, &mut make_test_dice(&[6])) => 0,
                        "free_points(7) is 0, and a turn of zero dice scores just that.";
                    take_turn(0, 0, &mut make_test_dice(&[6])) => 0;
                }),
                case!("Zero dice leaves the dice alone and earns no Feral Hogs." {
                    let (mut dice, rolls) = counted_dice(&[6]);
                    take_turn(0, 8, &mut dice) => 3,
                        "free_points(8) is 3, which is 3 away from 0 dice, yet Feral Hogs applies only when dice are rolled.";
                    rolls.get() => 0, "Rolling zero dice must not roll the dice.";
                    take_turn(0, 20, &mut dice) => 12;
                    rolls.get() => 0;
                }),
                case!("The given dice are the ones rolled." {
                    let (mut dice, rolls) = counted_dice(&[3, 4]);
                    take_turn(10, 50, &mut dice) => 35;
                    rolls.get() => 10, "Pass the dice you were given on to roll_dice.";
                    take_turn(1, 50, &mut dice) => 3;
                    rolls.get() => 11;
                }),
            ]),
            Suite::scored(vec![
                case!("Feral Hogs: a turn score exactly 3 above the number of dice gains 3." {
                    take_turn(2, 0, &mut make_test_dice(&[2, 3])) => 8,
                        "Two dice sum to 5, which is 3 more than 2: Feral Hogs adds 3, so 8.";
                    take_turn(1, 0, &mut make_test_dice(&[4])) => 7;
                    take_turn(3, 0, &mut make_test_dice(&[2])) => 9,
                        "Three 2s sum to 6, 3 more than 3 dice: 6 + 3 = 9.";
                }),
                case!("Feral Hogs: a turn score exactly 3 below the number of dice gains 3 too." {
                    take_turn(4, 0, &mut make_test_dice(&[2, 2, 2, 1])) => 4,
                        "A 1 makes the turn score 1, and |1 - 4| is 3: Feral Hogs adds 3, so 4. Take the difference without sign (abs_diff).";
                    take_turn(4, 30, &mut make_test_dice(&[1])) => 4;
                }),
                case!("Feral Hogs needs a difference of exactly 3." {
                    take_turn(5, 0, &mut make_test_dice(&[1])) => 1,
                        "|1 - 5| is 4: only a difference of exactly 3 earns the bonus, not 3 or more.";
                    take_turn(2, 0, &mut make_test_dice(&[3, 3])) => 6,
                        "|6 - 2| is 4: no bonus.";
                    take_turn(2, 0, &mut make_test_dice(&[2, 2])) => 4;
                    take_turn(10, 0, &mut make_test_dice(&[1])) => 1;
                    take_turn(3, 0, &mut make_test_dice(&[6, 6, 6])) => 18;
                    take_turn(6, 0, &mut make_test_dice(&[5, 3, 1])) => 1;
                }),
                case!("Feral Hogs is decided on the score before the bonus." {
                    take_turn(1, 0, &mut make_test_dice(&[4])) => 7,
                        "4 is 3 from 1 die, so 7; 7 is then 6 from 1 die, but the bonus is decided once, on 4.";
                    take_turn(2, 0, &mut make_test_dice(&[2, 6])) => 8,
                        "2 + 6 = 8 is 6 away from 2 dice: no bonus. (8 - 3 = 5 would be 3 away, but the bonus is decided on the turn score as rolled.)";
                    take_turn(3, 0, &mut make_test_dice(&[3])) => 9,
                        "3 * 3 = 9 is 6 away from 3 dice: no bonus.";
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
            "for any test dice and 1 to 10 dice: take_turn is roll_dice, or 3 more exactly when roll_dice is 3 away from the number of dice",
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
        s.property("for any opponent score below 1000: take_turn(0, opponent_score, ..) is free_points(opponent_score)", || {
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
