//! Problem 04: perfect_square and next_perfect_square, which the provided square_update
//! uses for Square Swine.

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
                case!("Perfect squares are whole numbers times themselves." {
                    perfect_square(1) => true,
                        "1 is 1 * 1: try every root from 0 up, and stop only once its square is at least the score.";
                    perfect_square(4) => true;
                    perfect_square(25) => true;
                    perfect_square(81) => true, "81 is 9 * 9: does your search reach the root 9?";
                    perfect_square(100) => true;
                    perfect_square(0) => true, "0 is 0 * 0, so it is a perfect square too.";
                }),
                case!("Other numbers are not." {
                    perfect_square(2) => false;
                    perfect_square(3) => false;
                    perfect_square(24) => false, "24 lies between 4 * 4 = 16 and 5 * 5 = 25.";
                    perfect_square(26) => false;
                    perfect_square(80) => false;
                    perfect_square(99) => false;
                }),
            ]),
            Suite::scored(vec![
                case!("The next perfect square after a square is the square of the next root." {
                    next_perfect_square(25) => 36, "25 is 5 * 5, so the next square is 6 * 6.";
                    next_perfect_square(1) => 4,
                        "The next perfect square is greater than the score: after 1 * 1 comes 2 * 2.";
                    next_perfect_square(81) => 100;
                    next_perfect_square(100) => 121;
                    next_perfect_square(0) => 1;
                }),
                case!("After any other number, the first square above it." {
                    next_perfect_square(24) => 25;
                    next_perfect_square(26) => 36;
                    next_perfect_square(80) => 81;
                    next_perfect_square(2) => 4;
                }),
            ]),
            Suite::scored(vec![
                case!("square_update applies Square Swine to a total that is a perfect square." {
                    # "square_update is provided: it adds take_turn's points, then uses your perfect_square and next_perfect_square.";
                    square_update(3, 12, 0, &mut make_test_dice(&[4, 4, 5])) => 36,
                        "12 + 13 = 25 is 5 * 5, so the total becomes the next perfect square, 36.";
                    square_update(0, 12, 17, &mut make_test_dice(&[6])) => 36;
                    square_update(1, 0, 0, &mut make_test_dice(&[1])) => 4,
                        "0 + 1 = 1 is 1 * 1, so it becomes 2 * 2 = 4.";
                    square_update(0, 80, 0, &mut make_test_dice(&[6])) => 100,
                        "Pig Tail on 0 scores 1, and 80 + 1 = 81 = 9 * 9 becomes 10 * 10 = 100: a win.";
                }),
                case!("Other totals stay as they are." {
                    square_update(2, 12, 0, &mut make_test_dice(&[6])) => 24,
                        "12 + 12 = 24 is not a perfect square, so it stays 24.";
                    simple_update(0, 80, 0, &mut make_test_dice(&[6])) => 81;
                    square_update(0, 60, 46, &mut make_test_dice(&[6])) => 65;
                    square_update(1, 99, 0, &mut make_test_dice(&[2])) => 101;
                }),
                case!("Past 100, and with the given dice." {
                    square_update(0, 120, 0, &mut make_test_dice(&[6])) => 144;
                    square_update(1, 99, 0, &mut make_test_dice(&[1])) => 121,
                        "99 + 1 = 100 is 10 * 10, so it becomes 11 * 11 = 121: Square Swine applies past the goal too.";
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
        case!("perfect_square and next_perfect_square for every score up to 200." {
            snapshots::generate("square_swine_table") => lines &snapshots::stored("square_swine_table");
        }),
        Case::new("Any number below 5000.", |s| {
            s.property(
                "for any root k below 70: perfect_square(k * k) is true, and false up to (k + 1)^2",
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
            s.property("for any score below 5000: next_perfect_square(score) is above it, a perfect square, and no square lies between", || {
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
