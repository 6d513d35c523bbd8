//! Problem 02: free_points, with arithmetic only.

use crate::student::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

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
                case!("swap-feral-free-points-three-times-square" {
                    free_points(42) => 75,
                        "swap-feral-free-points-hint-42-8-5";
                    free_points(16) => 12;
                    free_points(24) => 27;
                    free_points(40) => 75;
                }),
                case!("swap-feral-free-points-opponent-below-8" {
                    free_points(7) => 0,
                        "swap-feral-free-points-hint-7-8-0";
                    free_points(0) => 0;
                    free_points(1) => 0;
                }),
                case!("swap-feral-free-points-division-drops-remainder" {
                    free_points(15) => 3,
                        "swap-feral-free-points-hint-15-8-1";
                    free_points(8) => 3;
                    free_points(23) => 12,
                        "swap-feral-free-points-hint-23-8-2";
                    free_points(31) => 27;
                }),
                case!("swap-feral-free-points-large-scores-past" {
                    free_points(99) => 432, "swap-feral-free-points-hint-99-8-12";
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
        case!("swap-feral-free-points-table-free-points" {
            snapshots::generate("free_points_table") => lines &snapshots::stored("free_points_table");
        }),
        Case::new("swap-feral-free-points-opponent-score-below", |s| {
            s.property(&said!("swap-feral-free-points-property-score-below-10"), || {
                property::check(0u32..10_000, |opponent| {
                    let got = free_points(opponent);
                    let root = (got / 3).isqrt();
                    if got.is_multiple_of(3) && root * root == got / 3 {
                        Ok(())
                    } else {
                        Err(said!(
                            "swap-feral-free-points-free-points-returned",
                            opponent = opponent.to_string(),
                            got = got.to_string()
                        ))
                    }
                })
            });
            s.property(&said!("swap-feral-free-points-property-k-r-below"), || {
                property::check((0u32..1250, 0u32..8), |(k, r)| {
                    property::same(
                        || format!("free_points({})", 8 * k + r),
                        free_points(8 * k + r),
                        || format!("free_points({})", 8 * k),
                        free_points(8 * k),
                        said!("swap-feral-free-points-why-two-scores-divided"),
                    )
                })
            });
            s.property(&said!("swap-feral-free-points-property-k-free-points"), || {
                property::check(0u32..600, |k| {
                    property::same(
                        || format!("free_points({})", 16 * k),
                        free_points(16 * k),
                        || format!("4 * free_points({})", 8 * k),
                        4 * free_points(8 * k),
                        said!("swap-feral-free-points-why-twice-quotient-gives"),
                    )
                })
            });
            s.property(&said!("swap-feral-free-points-property-score-below-10-000"), || {
                property::check(0u32..10_000, |opponent| {
                    let (got, next) = (free_points(opponent), free_points(opponent + 1));
                    if got <= next {
                        Ok(())
                    } else {
                        Err(said!(
                            "swap-feral-free-points-free-points-returned-but",
                            opponent = opponent.to_string(),
                            got = got.to_string(),
                            value1 = (opponent + 1).to_string(),
                            next = next.to_string()
                        ))
                    }
                })
            });
        }),
    ])
}
