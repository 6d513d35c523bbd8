//! Problem 04: perfect_square and next_perfect_square, which the provided square_update
//! uses for Square Swine.

use crate::student::pigtail_square::rules::*;
use hog_grader::{Case, Problem, Suite, case};
use hog_i18n::said;

use crate::mock::counted_dice;
use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "04",
        title: "perfect_square, next_perfect_square",
        points: 1.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("pigtail-square-square-swine-perfect-squares-whole" {
                    perfect_square(1) => true,
                        "pigtail-square-square-swine-hint-1-1-1";
                    perfect_square(4) => true;
                    perfect_square(25) => true;
                    perfect_square(81) => true, "pigtail-square-square-swine-hint-81-9-9";
                    perfect_square(100) => true;
                    perfect_square(0) => true, "pigtail-square-square-swine-hint-0-0-0";
                }),
                case!("pigtail-square-square-swine-other-numbers-not" {
                    perfect_square(2) => false;
                    perfect_square(3) => false;
                    perfect_square(24) => false, "pigtail-square-square-swine-hint-24-lies-between";
                    perfect_square(26) => false;
                    perfect_square(80) => false;
                    perfect_square(99) => false;
                }),
            ]),
            Suite::scored(vec![
                case!("pigtail-square-square-swine-next-perfect-square" {
                    next_perfect_square(25) => 36, "pigtail-square-square-swine-hint-25-5-5";
                    next_perfect_square(1) => 4,
                        "pigtail-square-square-swine-hint-next-perfect-square";
                    next_perfect_square(81) => 100;
                    next_perfect_square(100) => 121;
                    next_perfect_square(0) => 1;
                }),
                case!("pigtail-square-square-swine-after-other-number" {
                    next_perfect_square(24) => 25;
                    next_perfect_square(26) => 36;
                    next_perfect_square(80) => 81;
                    next_perfect_square(2) => 4;
                }),
            ]),
            Suite::scored(vec![
                case!("pigtail-square-square-swine-square-update-applies" {
                    # "pigtail-square-square-swine-note-square-update-provided";
                    square_update(3, 12, 0, &mut make_test_dice(&[4, 4, 5])) => 36,
                        "pigtail-square-square-swine-hint-12-13-25";
                    square_update(0, 12, 17, &mut make_test_dice(&[6])) => 36;
                    square_update(1, 0, 0, &mut make_test_dice(&[1])) => 4,
                        "pigtail-square-square-swine-hint-0-1-1";
                    square_update(0, 80, 0, &mut make_test_dice(&[6])) => 100,
                        "pigtail-square-square-swine-hint-pig-tail-0";
                }),
                case!("pigtail-square-square-swine-other-totals-stay" {
                    square_update(2, 12, 0, &mut make_test_dice(&[6])) => 24,
                        "pigtail-square-square-swine-hint-12-12-24";
                    simple_update(0, 80, 0, &mut make_test_dice(&[6])) => 81;
                    square_update(0, 60, 46, &mut make_test_dice(&[6])) => 65;
                    square_update(1, 99, 0, &mut make_test_dice(&[2])) => 101;
                }),
                case!("pigtail-square-square-swine-past-100-given" {
                    square_update(0, 120, 0, &mut make_test_dice(&[6])) => 144;
                    square_update(1, 99, 0, &mut make_test_dice(&[1])) => 121,
                        "pigtail-square-square-swine-hint-99-1-100";
                    let (mut dice, rolls) = counted_dice(&[4, 6]);
                    square_update(3, 20, 30, &mut dice) => 34;
                    rolls.get() => 3;
                }),
            ]),
            table_and_properties(),
        ],
    }
}

/// A reviewed table, and what every correct perfect_square and next_perfect_square do for any
/// number, checked without working out their values here (the hidden suite does that).
fn table_and_properties() -> Suite {
    Suite::scored(vec![
        case!("pigtail-square-square-swine-perfect-square-next" {
            snapshots::generate("square_swine_table") => lines &snapshots::stored("square_swine_table");
        }),
        Case::new("pigtail-square-square-swine-number-below-5000", |s| {
            s.property(&said!("pigtail-square-square-swine-property-root-k-below"), || {
                property::check((0u32..70, 1u32..200), |(root, offset)| {
                    let square = root * root;
                    property::agree(
                        || format!("perfect_square({square}) ({root} * {root})"),
                        perfect_square(square),
                        true,
                    )?;
                    let between = square + offset % (2 * root + 1); // from k^2 to (k + 1)^2 - 1
                    if between != square {
                        property::agree(
                            || {
                                said!(
                                    "pigtail-square-square-swine-call-perfect-square-between",
                                    between = between.to_string(),
                                    root = root.to_string(),
                                    value1 = (root + 1).to_string()
                                )
                            },
                            perfect_square(between),
                            false,
                        )?;
                    }
                    Ok(())
                })
            });
            s.property(&said!("pigtail-square-square-swine-property-score-below-5000"), || {
                property::check(0u32..5000, |score| {
                    let got = next_perfect_square(score);
                    let call = format!("next_perfect_square({score})");
                    if got <= score {
                        return Err(said!(
                            "pigtail-square-square-swine-returned-which-not",
                            call = call.to_string(),
                            got = got.to_string(),
                            score = score.to_string()
                        ));
                    }
                    let root = (0..).find(|r| r * r >= got).unwrap();
                    if root * root != got {
                        return Err(said!(
                            "pigtail-square-square-swine-returned-which-not-perfect",
                            call = call.to_string(),
                            got = got.to_string()
                        ));
                    }
                    if (root - 1) * (root - 1) > score {
                        return Err(said!(
                            "pigtail-square-square-swine-returned-but-smaller",
                            call = call.to_string(),
                            got = got.to_string(),
                            value1 = ((root - 1) * (root - 1)).to_string(),
                            value2 = (root - 1).to_string(),
                            value3 = (root - 1).to_string(),
                            score = score.to_string()
                        ));
                    }
                    Ok(())
                })
            });
        }),
    ])
}
