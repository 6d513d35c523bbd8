//! Problem 04: perfect_square and next_perfect_square, which the provided square_update
//! uses for Square Swine.

use hog_i18n::said;
use crate::student::pigtail_square::rules::*;
use hog_grader::{Case, Problem, Suite, case};

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
                case!("ps-square-swine-perfect-squares-whole" {
                    perfect_square(1) => true,
                        "ps-square-swine-hint-1-1-1";
                    perfect_square(4) => true;
                    perfect_square(25) => true;
                    perfect_square(81) => true, "ps-square-swine-hint-81-9-9";
                    perfect_square(100) => true;
                    perfect_square(0) => true, "ps-square-swine-hint-0-0-0";
                }),
                case!("ps-square-swine-other-numbers-not" {
                    perfect_square(2) => false;
                    perfect_square(3) => false;
                    perfect_square(24) => false, "ps-square-swine-hint-24-lies-between";
                    perfect_square(26) => false;
                    perfect_square(80) => false;
                    perfect_square(99) => false;
                }),
            ]),
            Suite::scored(vec![
                case!("ps-square-swine-next-perfect-square" {
                    next_perfect_square(25) => 36, "ps-square-swine-hint-25-5-5";
                    next_perfect_square(1) => 4,
                        "ps-square-swine-hint-next-perfect-square";
                    next_perfect_square(81) => 100;
                    next_perfect_square(100) => 121;
                    next_perfect_square(0) => 1;
                }),
                case!("ps-square-swine-after-other-number" {
                    next_perfect_square(24) => 25;
                    next_perfect_square(26) => 36;
                    next_perfect_square(80) => 81;
                    next_perfect_square(2) => 4;
                }),
            ]),
            Suite::scored(vec![
                case!("ps-square-swine-square-update-applies" {
                    # "ps-square-swine-note-square-update-provided";
                    square_update(3, 12, 0, &mut make_test_dice(&[4, 4, 5])) => 36,
                        "ps-square-swine-hint-12-13-25";
                    square_update(0, 12, 17, &mut make_test_dice(&[6])) => 36;
                    square_update(1, 0, 0, &mut make_test_dice(&[1])) => 4,
                        "ps-square-swine-hint-0-1-1";
                    square_update(0, 80, 0, &mut make_test_dice(&[6])) => 100,
                        "ps-square-swine-hint-pig-tail-0";
                }),
                case!("ps-square-swine-other-totals-stay" {
                    square_update(2, 12, 0, &mut make_test_dice(&[6])) => 24,
                        "ps-square-swine-hint-12-12-24";
                    simple_update(0, 80, 0, &mut make_test_dice(&[6])) => 81;
                    square_update(0, 60, 46, &mut make_test_dice(&[6])) => 65;
                    square_update(1, 99, 0, &mut make_test_dice(&[2])) => 101;
                }),
                case!("ps-square-swine-past-100-given" {
                    square_update(0, 120, 0, &mut make_test_dice(&[6])) => 144;
                    square_update(1, 99, 0, &mut make_test_dice(&[1])) => 121,
                        "ps-square-swine-hint-99-1-100";
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
        case!("ps-square-swine-perfect-square-next" {
            snapshots::generate("square_swine_table") => lines &snapshots::stored("square_swine_table");
        }),
        Case::new("Any number below 5000.", |s| {
            s.property(
                &said!("ps-square-swine-property-root-k-below"),
                || {
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
                                || format!("perfect_square({between}) (between {root}^2 and {}^2)", root + 1),
                                perfect_square(between),
                                false,
                            )?;
                        }
                        Ok(())
                    })
                },
            );
            s.property(&said!("ps-square-swine-property-score-below-5000"), || {
                property::check(0u32..5000, |score| {
                    let got = next_perfect_square(score);
                    let call = format!("next_perfect_square({score})");
                    if got <= score {
                        return Err(format!("{call} returned {got}, which is not greater than {score}"));
                    }
                    let root = (0..).find(|r| r * r >= got).unwrap();
                    if root * root != got {
                        return Err(format!("{call} returned {got}, which is not a perfect square"));
                    }
                    if (root - 1) * (root - 1) > score {
                        return Err(format!(
                            "{call} returned {got}, but {} = {} * {} is a smaller square above {score}",
                            (root - 1) * (root - 1),
                            root - 1,
                            root - 1
                        ));
                    }
                    Ok(())
                })
            });
        }),
    ])
}
