//! Problem 04: eleven_up, the rule on a total, and eleven_update, a whole turn with it.

use hog_i18n::said;
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
                case!("se-eleven-up-multiple-11-rises" {
                    eleven_up(22) => 25, "se-eleven-up-hint-22-2-11";
                    eleven_up(11) => 14;
                    eleven_up(77) => 80;
                    eleven_up(99) => 102, "se-eleven-up-hint-99-9-11";
                }),
                case!("se-eleven-up-other-scores-stay" {
                    eleven_up(0) => 0,
                        "se-eleven-up-hint-0-0-11";
                    eleven_up(12) => 12;
                    eleven_up(21) => 21, "se-eleven-up-hint-21-not-multiple";
                    eleven_up(25) => 25, "se-eleven-up-hint-25-what-22";
                    eleven_up(1) => 1;
                }),
                case!("se-eleven-up-past-100-rule" {
                    eleven_up(110) => 113;
                    eleven_up(121) => 124;
                    eleven_up(111) => 111;
                }),
            ]),
            Suite::scored(vec![
                case!("se-eleven-up-eleven-update-adds" {
                    eleven_update(3, 10, 0, &mut make_test_dice(&[4])) => 25,
                        "se-eleven-up-hint-three-4s-bring";
                    eleven_update(0, 15, 12, &mut make_test_dice(&[6])) => 25,
                        "se-eleven-up-hint-hog-seven-opponent";
                    eleven_update(1, 10, 0, &mut make_test_dice(&[1])) => 14,
                        "se-eleven-up-hint-1-brings-10";
                }),
                case!("se-eleven-up-apply-eleven-up" {
                    eleven_update(2, 20, 0, &mut make_test_dice(&[5, 6])) => 31,
                        "se-eleven-up-hint-dice-bring-11";
                    eleven_update(0, 30, 46, &mut make_test_dice(&[6])) => 36;
                    simple_update(0, 15, 12, &mut make_test_dice(&[6])) => 22;
                }),
                case!("se-eleven-up-raised-once-past" {
                    eleven_update(0, 82, 6, &mut make_test_dice(&[6])) => 90,
                        "se-eleven-up-hint-hog-seven-6";
                    eleven_update(2, 76, 0, &mut make_test_dice(&[6])) => 91,
                        "se-eleven-up-hint-76-12-88";
                    eleven_update(1, 98, 0, &mut make_test_dice(&[1])) => 102,
                        "se-eleven-up-hint-98-1-99";
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
        case!("se-eleven-up-eleven-up-score" {
            snapshots::generate("eleven_up_table") => lines &snapshots::stored("eleven_up_table");
        }),
        Case::new("Any score below 5000.", |s| {
            s.property(&said!("se-eleven-up-property-k-1-450"), || {
                property::check(1u32..450, |k| {
                    property::agree(
                        || format!("eleven_up({}) (11 * {k})", 11 * k),
                        eleven_up(11 * k),
                        11 * k + 3,
                    )
                })
            });
            s.property(&said!("se-eleven-up-property-k-below-450"), || {
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
