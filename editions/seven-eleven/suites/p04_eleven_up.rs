//! Problem 04: eleven_up, the rule on a total, and eleven_update, a whole turn with it.

use crate::student::seven_eleven::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

use super::rules_file;
use crate::mock::counted_dice;
use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "04",
        title: "eleven_up, eleven_update",
        points: 2.0,
        requirements: vec![Requirement {
            source: rules_file(),
            function: "eleven_update",
            rule: Rule::Uses(&["take_turn", "eleven_up"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("A multiple of 11 rises by 3." {
                    eleven_up(22) => 25, "22 is 2 * 11, so Eleven Up adds 3: 25.";
                    eleven_up(11) => 14;
                    eleven_up(77) => 80;
                    eleven_up(99) => 102, "99 is 9 * 11: it rises to 102 like any other multiple.";
                }),
                case!("Other scores stay, and so does 0." {
                    eleven_up(0) => 0,
                        "0 is 0 * 11, but not a positive multiple: Eleven Up leaves it at 0.";
                    eleven_up(12) => 12;
                    eleven_up(21) => 21, "21 is not a multiple of 11: 21 % 11 is 10.";
                    eleven_up(25) => 25, "25 is what 22 becomes; it is no multiple of 11, so it stays 25.";
                    eleven_up(1) => 1;
                }),
                case!("Past 100 the rule goes on." {
                    eleven_up(110) => 113;
                    eleven_up(121) => 124;
                    eleven_up(111) => 111;
                }),
            ]),
            Suite::scored(vec![
                case!("eleven_update adds the turn's points, then applies Eleven Up." {
                    eleven_update(3, 10, 0, &mut make_test_dice(&[4])) => 25,
                        "Three 4s bring 10 to 22, 2 * 11, which Eleven Up raises to 25.";
                    eleven_update(0, 15, 12, &mut make_test_dice(&[6])) => 25,
                        "Hog Seven of the opponent's 12 is 7, and 15 + 7 = 22 becomes 25.";
                    eleven_update(1, 10, 0, &mut make_test_dice(&[1])) => 14,
                        "A 1 brings 10 to 11, and 11 is a multiple of 11 too: 14.";
                }),
                case!("Apply Eleven Up to the new total, not to the points." {
                    eleven_update(2, 20, 0, &mut make_test_dice(&[5, 6])) => 31,
                        "The dice bring 11 points and 20 + 11 = 31: the total, not the 11 points, is what the rule looks at.";
                    eleven_update(0, 30, 46, &mut make_test_dice(&[6])) => 36;
                    simple_update(0, 15, 12, &mut make_test_dice(&[6])) => 22;
                }),
                case!("Raised once, past 100 too, with the dice given." {
                    eleven_update(0, 82, 6, &mut make_test_dice(&[6])) => 90,
                        "Hog Seven of 6 is 8, and 82 + 8 = 90 is no multiple of 11: it stays 90.";
                    eleven_update(2, 76, 0, &mut make_test_dice(&[6])) => 91,
                        "76 + 12 = 88 = 8 * 11 rises to 91, which is not looked at again.";
                    eleven_update(1, 98, 0, &mut make_test_dice(&[1])) => 102,
                        "98 + 1 = 99 = 9 * 11 rises to 102: past the goal too.";
                    let (mut dice, rolls) = counted_dice(&[3, 5]);
                    eleven_update(4, 40, 9, &mut dice) => 56;
                    rolls.get() => 4;
                }),
            ]),
            table_and_properties(),
        ],
    }
}

/// The reference's values, reviewed once, and what a correct eleven_up does for any score,
/// checked without computing the value here (the hidden suite does that).
fn table_and_properties() -> Suite {
    Suite::scored(vec![
        case!("eleven_up for every score from 0 to 200." {
            snapshots::generate("eleven_up_table") => lines &snapshots::stored("eleven_up_table");
        }),
        Case::new("Any score below 5000.", |s| {
            s.property("for any k from 1 to 450: eleven_up(11 * k) is 11 * k + 3", || {
                property::check(1u32..450, |k| {
                    property::agree(
                        || format!("eleven_up({}) (11 * {k})", 11 * k),
                        eleven_up(11 * k),
                        11 * k + 3,
                    )
                })
            });
            s.property("for any k below 450 and r from 1 to 10: eleven_up(11 * k + r) is 11 * k + r", || {
                property::check((0u32..450, 1u32..11), |(k, r)| {
                    let score = 11 * k + r;
                    property::agree(
                        || format!("eleven_up({score}) (not a multiple of 11)"),
                        eleven_up(score),
                        score,
                    )
                })
            });
        }),
    ])
}
