//! Problem 04: is_swap, Swine Swap's test on two scores.

use crate::student::rules::*;
use hog_grader::{Case, Problem, Suite, case};
use hog_i18n::said;

use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "04",
        title: "is_swap",
        points: 2.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("swap-feral-swine-swap-scores-whose-difference" {
                    is_swap(9, 5) => true, "swap-feral-swine-swap-hint-9-5-4";
                    is_swap(5, 9) => true,
                        "swap-feral-swine-swap-hint-difference-taken-without";
                    is_swap(10, 1) => true;
                    is_swap(20, 36) => true;
                    is_swap(0, 81) => true;
                }),
                case!("swap-feral-swine-swap-difference-1-1" {
                    is_swap(1, 0) => true,
                        "swap-feral-swine-swap-hint-1-1-1";
                    is_swap(41, 42) => true;
                }),
                case!("swap-feral-swine-swap-equal-scores-not" {
                    is_swap(0, 0) => false,
                        "swap-feral-swine-swap-hint-difference-0-0";
                    is_swap(30, 30) => false;
                    is_swap(100, 100) => false;
                }),
                case!("swap-feral-swine-swap-other-differences-not" {
                    is_swap(12, 5) => false, "swap-feral-swine-swap-hint-12-5-7";
                    is_swap(2, 0) => false;
                    is_swap(0, 3) => false;
                    is_swap(50, 58) => false;
                    is_swap(15, 0) => false, "swap-feral-swine-swap-hint-15-lies-between";
                    is_swap(0, 99) => false;
                }),
                case!("swap-feral-swine-swap-large-differences-past" {
                    is_swap(0, 100) => true;
                    is_swap(221, 100) => true, "swap-feral-swine-swap-hint-221-100-121";
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
        case!("swap-feral-swine-swap-table-swine-swap" {
            snapshots::generate("is_swap_table") => lines &snapshots::stored("is_swap_table");
        }),
        Case::new("swap-feral-swine-swap-scores-below-5000", |s| {
            s.property(&said!("swap-feral-swine-swap-property-scores-b-below"), || {
                property::check((0u32..5000, 0u32..5000), |(a, b)| {
                    property::same(
                        || format!("is_swap({a}, {b})"),
                        is_swap(a, b),
                        || format!("is_swap({b}, {a})"),
                        is_swap(b, a),
                        said!("swap-feral-swine-swap-why-difference-two-scores"),
                    )
                })
            });
            s.property(&said!("swap-feral-swine-swap-property-scores-d-below"), || {
                property::check((0u32..5000, 0u32..5000), |(a, d)| {
                    property::same(
                        || format!("is_swap({}, {a})", a + d),
                        is_swap(a + d, a),
                        || format!("is_swap({d}, 0)"),
                        is_swap(d, 0),
                        said!("swap-feral-swine-swap-why-only-difference-two"),
                    )
                })
            });
            s.property(&said!("swap-feral-swine-swap-property-n-1-70"), || {
                property::check((1u32..=70, 0u32..5000), |(n, a)| {
                    property::agree(
                        || {
                            said!(
                                "swap-feral-swine-swap-call-swap",
                                value1 = (a + n * n).to_string(),
                                a = a.to_string(),
                                value2 = (n * n).to_string(),
                                n = n.to_string()
                            )
                        },
                        is_swap(a + n * n, a),
                        true,
                    )
                })
            });
            s.property(&said!("swap-feral-swine-swap-property-n-0-70"), || {
                property::check((0u32..=70, 1u32..=140, 0u32..5000), |(n, step, a)| {
                    let gap = 2 * n; // the differences strictly between n * n and (n + 1) * (n + 1)
                    if gap == 0 {
                        return Ok(());
                    }
                    let d = n * n + 1 + (step - 1) % gap;
                    property::agree(
                        || {
                            said!(
                                "swap-feral-swine-swap-call-swap-not-square",
                                a = a.to_string(),
                                value1 = (a + d).to_string(),
                                d = d.to_string()
                            )
                        },
                        is_swap(a, a + d),
                        false,
                    )
                })
            });
            s.property(&said!("swap-feral-swine-swap-property-score-below-5000"), || {
                property::check(0u32..5000, |a| {
                    property::agree(|| format!("is_swap({a}, {a})"), is_swap(a, a), false)
                })
            });
        }),
    ])
}
