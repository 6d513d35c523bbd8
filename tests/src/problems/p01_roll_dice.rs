//! Problem 01: roll_dice, with Sow Sad.

use hog_grader::{Case, Problem, Suite, case};
use hog_rules::*;
use proptest::prelude::prop;

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
                    roll_dice(2, &mut make_test_dice(&[4, 6, 1])) => 10;
                    roll_dice(4, &mut make_test_dice(&[2, 2, 3])) => 9;
                    roll_dice(9, &mut make_test_dice(&[6])) => 54;
                }),
                case!("Sow Sad: a 1 anywhere makes the turn score 1." {
                    roll_dice(3, &mut make_test_dice(&[4, 6, 1])) => 1;
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

/// For any outcomes and any number of dice: the rule's value, and exactly one roll per die.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("Any outcomes, any number of dice.", |s| {
        s.property(
            "for any test dice and 1 to 10 dice: roll_dice follows Sow Sad and rolls each die once",
            || {
                property::check(
                    (prop::collection::vec(1u32..=6, 1..8), 1u32..=10),
                    |(outcomes, num_rolls)| {
                        let (mut dice, rolls) = counted_dice(&outcomes);
                        let got = roll_dice(num_rolls, &mut dice);
                        let rolled: Vec<u32> =
                            outcomes.iter().cycle().take(num_rolls as usize).copied().collect();
                        let expected = if rolled.contains(&1) { 1 } else { rolled.iter().sum() };
                        let call = format!("roll_dice({num_rolls}, &mut make_test_dice(&{outcomes:?}))");
                        if got != expected {
                            return Err(format!("{call} returned {got}, expected {expected}"));
                        }
                        if rolls.get() != num_rolls as usize {
                            return Err(format!(
                                "{call} rolled the dice {} times, expected {num_rolls}",
                                rolls.get()
                            ));
                        }
                        Ok(())
                    },
                )
            },
        );
    })])
}
