//! Problem 04: eleven_up, the rule on a total, and eleven_update, a whole turn with it.

use crate::student::seven_eleven::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

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
                case!("seven-eleven-eleven-up-multiple-11-rises" {
                    eleven_up(22) => 25, "seven-eleven-eleven-up-hint-22-2-11";
                    eleven_up(11) => 14;
                    eleven_up(77) => 80;
                    eleven_up(99) => 102, "seven-eleven-eleven-up-hint-99-9-11";
                }),
                case!("seven-eleven-eleven-up-other-scores-stay" {
                    eleven_up(0) => 0,
                        "seven-eleven-eleven-up-hint-0-0-11";
                    eleven_up(12) => 12;
                    eleven_up(21) => 21, "seven-eleven-eleven-up-hint-21-not-multiple";
                    eleven_up(25) => 25, "seven-eleven-eleven-up-hint-25-what-22";
                    eleven_up(1) => 1;
                }),
                case!("seven-eleven-eleven-up-past-100-rule" {
                    eleven_up(110) => 113;
                    eleven_up(121) => 124;
                    eleven_up(111) => 111;
                }),
            ]),
            Suite::scored(vec![
                case!("seven-eleven-eleven-up-eleven-update-adds" {
                    eleven_update(3, 10, 0, &mut make_test_dice(&[4])) => 25,
                        "seven-eleven-eleven-up-hint-three-4s-bring";
                    eleven_update(0, 15, 12, &mut make_test_dice(&[6])) => 25,
                        "seven-eleven-eleven-up-hint-hog-seven-opponent";
                    eleven_update(1, 10, 0, &mut make_test_dice(&[1])) => 14,
                        "seven-eleven-eleven-up-hint-1-brings-10";
                }),
                case!("seven-eleven-eleven-up-apply-eleven-up" {
                    eleven_update(2, 20, 0, &mut make_test_dice(&[5, 6])) => 31,
                        "seven-eleven-eleven-up-hint-dice-bring-11";
                    eleven_update(0, 30, 46, &mut make_test_dice(&[6])) => 36;
                    simple_update(0, 15, 12, &mut make_test_dice(&[6])) => 22;
                }),
                case!("seven-eleven-eleven-up-raised-once-past" {
                    eleven_update(0, 82, 6, &mut make_test_dice(&[6])) => 90,
                        "seven-eleven-eleven-up-hint-hog-seven-6";
                    eleven_update(2, 76, 0, &mut make_test_dice(&[6])) => 91,
                        "seven-eleven-eleven-up-hint-76-12-88";
                    eleven_update(1, 98, 0, &mut make_test_dice(&[1])) => 102,
                        "seven-eleven-eleven-up-hint-98-1-99";
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
        case!("seven-eleven-eleven-up-eleven-up-score" {
            snapshots::generate("eleven_up_table") => lines &snapshots::stored("eleven_up_table");
        }),
        Case::new("seven-eleven-eleven-up-score-below-5000", |s| {
            s.property(&said!("seven-eleven-eleven-up-property-k-1-450"), || {
                property::check(1u32..450, |k| {
                    property::agree(
                        || format!("eleven_up({}) (11 * {k})", 11 * k),
                        eleven_up(11 * k),
                        11 * k + 3,
                    )
                })
            });
            s.property(&said!("seven-eleven-eleven-up-property-k-below-450"), || {
                property::check((0u32..450, 1u32..11), |(k, r)| {
                    let score = 11 * k + r;
                    property::agree(
                        || said!("seven-eleven-eleven-up-call-eleven-up-not", score = score.to_string()),
                        eleven_up(score),
                        score,
                    )
                })
            });
        }),
    ])
}
