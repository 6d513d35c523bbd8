//! Problem 02: free_points, with arithmetic only.

use crate::student::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};

use super::rules_file;
use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "02",
        title: "free_points",
        points: 2.0,
        requirements: vec![Requirement {
            source: rules_file(),
            function: "free_points",
            rule: Rule::Forbids(&[
                Construct::Strings,
                Construct::Indexing,
                Construct::Lists,
                Construct::ForLoops,
            ]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("Three times the square of the opponent's score divided by 8." {
                    free_points(42) => 75,
                        "42 / 8 is 5 (the remainder is dropped), and 3 * 5 * 5 is 75.";
                    free_points(16) => 12;
                    free_points(24) => 27;
                    free_points(40) => 75;
                }),
                case!("An opponent below 8 gives no points at all." {
                    free_points(7) => 0,
                        "7 / 8 is 0, and 3 * 0 * 0 is 0: a turn of zero dice may score nothing, there is no minimum of 1.";
                    free_points(0) => 0;
                    free_points(1) => 0;
                }),
                case!("The division drops its remainder before squaring." {
                    free_points(15) => 3,
                        "15 / 8 is 1 in integer division, so 3 * 1 * 1 = 3: divide first (u32 division drops the remainder), then square. Squaring first, or dividing as floats, gives 10.";
                    free_points(8) => 3;
                    free_points(23) => 12,
                        "23 / 8 is 2, so 3 * 2 * 2 = 12; 3 * 23 * 23 / 64 would be 24.";
                    free_points(31) => 27;
                }),
                case!("Large scores, past 100." {
                    free_points(99) => 432, "99 / 8 is 12, and 3 * 12 * 12 is 432.";
                    free_points(100) => 432;
                    free_points(104) => 507;
                    free_points(199) => 1728;
                }),
            ]),
            table_and_property(),
        ],
    }
}

/// A reviewed table of the solution's values, and what every correct free_points does for
/// any score, checked without working out its value here (the hidden suite does that).
fn table_and_property() -> Suite {
    Suite::scored(vec![
        case!("A table of Free Points for every opponent score up to 200." {
            snapshots::generate("free_points_table") => lines &snapshots::stored("free_points_table");
        }),
        Case::new("Any opponent score below 10 000.", |s| {
            s.property("for any score below 10 000: free_points(score) is 3 times a perfect square", || {
                property::check(0u32..10_000, |opponent| {
                    let got = free_points(opponent);
                    let root = (got / 3).isqrt();
                    if got.is_multiple_of(3) && root * root == got / 3 {
                        Ok(())
                    } else {
                        Err(format!(
                            "free_points({opponent}) returned {got}, which is not 3 times a perfect square"
                        ))
                    }
                })
            });
            s.property("for any k and r below 8: free_points(8 * k + r) is free_points(8 * k)", || {
                property::check((0u32..1250, 0u32..8), |(k, r)| {
                    property::same(
                        || format!("free_points({})", 8 * k + r),
                        free_points(8 * k + r),
                        || format!("free_points({})", 8 * k),
                        free_points(8 * k),
                        "the two scores divided by 8 are the same, so the points are",
                    )
                })
            });
            s.property("for any k: free_points(16 * k) is 4 times free_points(8 * k)", || {
                property::check(0u32..600, |k| {
                    property::same(
                        || format!("free_points({})", 16 * k),
                        free_points(16 * k),
                        || format!("4 * free_points({})", 8 * k),
                        4 * free_points(8 * k),
                        "twice the quotient gives four times its square",
                    )
                })
            });
            s.property("for any score below 10 000: one more point for the opponent never gives fewer points", || {
                property::check(0u32..10_000, |opponent| {
                    let (got, next) = (free_points(opponent), free_points(opponent + 1));
                    if got <= next {
                        Ok(())
                    } else {
                        Err(format!(
                            "free_points({opponent}) returned {got}, but free_points({}) returned {next}, fewer",
                            opponent + 1
                        ))
                    }
                })
            });
        }),
    ])
}
