//! Hidden cases: run only in official grading (`cargo xtask grade-all`, Gradescope), never
//! shipped to students. Each is a scored suite added to its problem; it earns a share of
//! the problem's points like any other suite.
//!
//! Oracles that work out a student function's answer the way the reference does live
//! here, never in the visible suites: those would hand students the solution.

pub mod sweep;

use crate::student::rules::*;
use hog_grader::{Case, Problem, Suite, case};
use hog_i18n::said;
use proptest::prelude::prop;

use crate::mock::counted_dice;
use crate::property;

/// Adds each problem's hidden suites: the ones every edition shares, then the graded edition's.
pub fn add_to(problems: &mut [Problem]) {
    let edition = crate::edition::graded();
    for problem in problems {
        let shared = match problem.id {
            "01" => Some(hidden_roll_dice()),
            _ => None,
        };
        problem.suites.extend(shared.into_iter().chain((edition.hidden)(problem.id)));
    }
}

fn hidden_roll_dice() -> Suite {
    Suite::hidden(vec![
        case!("hidden-1-middle-long" {
            let (mut dice, rolls) = counted_dice(&[6, 6, 1, 6, 6, 5]);
            roll_dice(6, &mut dice) => 1;
            roll_dice(2, &mut dice) => 12;
            rolls.get() => 8;
        }),
        roll_dice_against_the_rule(),
    ])
}

/// For any outcomes and any number of dice: the rule's value, and exactly one roll per die.
fn roll_dice_against_the_rule() -> Case {
    Case::new("hidden-outcomes-number-dice", |s| {
        s.property(&said!("hidden-property-test-dice-1"), || {
            property::check((prop::collection::vec(1u32..=6, 1..8), 1u32..=10), |(outcomes, num_rolls)| {
                let (mut dice, rolls) = counted_dice(&outcomes);
                let got = roll_dice(num_rolls, &mut dice);
                let rolled: Vec<u32> = outcomes.iter().cycle().take(num_rolls as usize).copied().collect();
                let expected = if rolled.contains(&1) { 1 } else { rolled.iter().sum() };
                let call = format!("roll_dice({num_rolls}, &mut make_test_dice(&{outcomes:?}))");
                if got != expected {
                    return Err(said!(
                        "hidden-returned-expected",
                        call = call.to_string(),
                        got = got.to_string(),
                        expected = expected.to_string()
                    ));
                }
                if rolls.get() != num_rolls as usize {
                    return Err(said!(
                        "hidden-rolled-dice-times",
                        call = call.to_string(),
                        get = (rolls.get()).to_string(),
                        num_rolls = num_rolls.to_string()
                    ));
                }
                Ok(())
            })
        });
    })
}
