//! Problem 04: is_swap, Swine Swap's test on two scores.

use crate::student::rules::*;
use hog_grader::{Case, Problem, Suite, case};

use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "04",
        title: "is_swap",
        points: 2.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("Scores whose difference is a perfect square are swapped." {
                    is_swap(9, 5) => true, "9 - 5 is 4, which is 2 * 2: a perfect square.";
                    is_swap(5, 9) => true,
                        "The difference is taken without sign: 9 - 5 and 5 - 9 are both 4 apart (abs_diff).";
                    is_swap(10, 1) => true;
                    is_swap(20, 36) => true;
                    is_swap(0, 81) => true;
                }),
                case!("A difference of 1 is 1 * 1, a perfect square." {
                    is_swap(1, 0) => true,
                        "1 is 1 * 1: a difference of 1 swaps the scores.";
                    is_swap(41, 42) => true;
                }),
                case!("Equal scores are not swapped." {
                    is_swap(0, 0) => false,
                        "A difference of 0 is 0 * 0, but exchanging equal scores would change nothing: 0 is no swap.";
                    is_swap(30, 30) => false;
                    is_swap(100, 100) => false;
                }),
                case!("Other differences are not squares." {
                    is_swap(12, 5) => false, "12 - 5 is 7, which is not the square of a whole number.";
                    is_swap(2, 0) => false;
                    is_swap(0, 3) => false;
                    is_swap(50, 58) => false;
                    is_swap(15, 0) => false, "15 lies between 9 and 16: not a square.";
                    is_swap(0, 99) => false;
                }),
                case!("Large differences, past 100." {
                    is_swap(0, 100) => true;
                    is_swap(221, 100) => true, "221 - 100 is 121, which is 11 * 11.";
                    is_swap(120, 0) => false;
                    is_swap(1000, 24) => false;
                    is_swap(1024, 0) => true;
                }),
            ]),
            table_and_property(),
        ],
    }
}

/// A reviewed table of the solution's values, and what every correct is_swap does for any
/// scores, checked without working out its value here (the hidden suite does that).
fn table_and_property() -> Suite {
    Suite::scored(vec![
        case!("A table of Swine Swap for differences up to 200." {
            snapshots::generate("is_swap_table") => lines &snapshots::stored("is_swap_table");
        }),
        Case::new("Any scores below 5000.", |s| {
            s.property("for any scores a and b below 5000: is_swap(a, b) is is_swap(b, a)", || {
                property::check((0u32..5000, 0u32..5000), |(a, b)| {
                    property::same(
                        || format!("is_swap({a}, {b})"),
                        is_swap(a, b),
                        || format!("is_swap({b}, {a})"),
                        is_swap(b, a),
                        "the difference of two scores is the same in either order",
                    )
                })
            });
            s.property("for any scores a and d below 5000: is_swap(a + d, a) is is_swap(d, 0)", || {
                property::check((0u32..5000, 0u32..5000), |(a, d)| {
                    property::same(
                        || format!("is_swap({}, {a})", a + d),
                        is_swap(a + d, a),
                        || format!("is_swap({d}, 0)"),
                        is_swap(d, 0),
                        "only the difference of the two scores counts",
                    )
                })
            });
            s.property("for any n from 1 to 70 and score a: is_swap(a + n * n, a) is true", || {
                property::check((1u32..=70, 0u32..5000), |(n, a)| {
                    property::agree(
                        || format!("is_swap({}, {a}) ({} is {n} * {n})", a + n * n, n * n),
                        is_swap(a + n * n, a),
                        true,
                    )
                })
            });
            s.property("for any n from 0 to 70 and score a: no difference strictly between n * n and (n + 1) * (n + 1) swaps", || {
                property::check((0u32..=70, 1u32..=140, 0u32..5000), |(n, step, a)| {
                    let gap = 2 * n; // the differences strictly between n * n and (n + 1) * (n + 1)
                    if gap == 0 {
                        return Ok(());
                    }
                    let d = n * n + 1 + (step - 1) % gap;
                    property::agree(|| format!("is_swap({a}, {}) ({d} is not a square)", a + d), is_swap(a, a + d), false)
                })
            });
            s.property("for any score below 5000: is_swap(score, score) is false", || {
                property::check(0u32..5000, |a| {
                    property::agree(|| format!("is_swap({a}, {a})"), is_swap(a, a), false)
                })
            });
        }),
    ])
}
