//! Problem 02: lean_bacon, with arithmetic only.

use crate::student::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

use super::rules_file;
use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "02",
        title: "lean_bacon",
        points: 2.0,
        requirements: vec![Requirement {
            source: rules_file(),
            function: "lean_bacon",
            rule: Rule::Forbids(&[
                Construct::Strings,
                Construct::Indexing,
                Construct::Lists,
                Construct::ForLoops,
            ]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("trot-tax-lean-bacon-ten-minus-smaller-digit" {
                    lean_bacon(46) => 6, "trot-tax-lean-bacon-hint-46";
                    lean_bacon(73) => 7, "trot-tax-lean-bacon-hint-73";
                    lean_bacon(58) => 5;
                    lean_bacon(99) => 1;
                    lean_bacon(11) => 9;
                }),
                case!("trot-tax-lean-bacon-one-digit-scores" {
                    lean_bacon(8) => 10, "trot-tax-lean-bacon-hint-8";
                    lean_bacon(3) => 10;
                    lean_bacon(0) => 10;
                }),
                case!("trot-tax-lean-bacon-scores-ending-in-0" {
                    lean_bacon(30) => 10, "trot-tax-lean-bacon-hint-30";
                    lean_bacon(90) => 10;
                    lean_bacon(41) => 9;
                }),
                case!("trot-tax-lean-bacon-100-and-past" {
                    lean_bacon(137) => 7, "trot-tax-lean-bacon-hint-137";
                    lean_bacon(164) => 6;
                    lean_bacon(100) => 10, "trot-tax-lean-bacon-hint-100";
                    lean_bacon(199) => 1;
                }),
            ]),
            table_and_property(),
        ],
    }
}

/// A reviewed table of the solution's values, and what every correct lean_bacon does for any
/// score, checked without working out its value here (the hidden suite does that).
fn table_and_property() -> Suite {
    Suite::scored(vec![
        case!("trot-tax-lean-bacon-table-lean-bacon" {
            snapshots::generate("lean_bacon_table") => lines &snapshots::stored("lean_bacon_table");
        }),
        Case::new("trot-tax-lean-bacon-any-opponent-score", |s| {
            s.property(&said!("trot-tax-lean-bacon-property-one-to-ten"), || {
                property::check(0u32..10_000, |opponent| {
                    let got = lean_bacon(opponent);
                    if (1..=10).contains(&got) {
                        Ok(())
                    } else {
                        Err(said!(
                            "trot-tax-lean-bacon-returned-outside",
                            opponent = opponent.to_string(),
                            got = got.to_string()
                        ))
                    }
                })
            });
            s.property(&said!("trot-tax-lean-bacon-property-last-two-digits"), || {
                property::check((0u32..100, 1u32..100), |(last, hundreds)| {
                    property::same(
                        || format!("lean_bacon({})", 100 * hundreds + last),
                        lean_bacon(100 * hundreds + last),
                        || format!("lean_bacon({last})"),
                        lean_bacon(last),
                        said!("trot-tax-lean-bacon-why-two-digits-count"),
                    )
                })
            });
            s.property(&said!("trot-tax-lean-bacon-property-digits-either-order"), || {
                property::check((0u32..10, 0u32..10), |(tens, ones)| {
                    property::same(
                        || format!("lean_bacon({})", 10 * tens + ones),
                        lean_bacon(10 * tens + ones),
                        || format!("lean_bacon({})", 10 * ones + tens),
                        lean_bacon(10 * ones + tens),
                        said!("trot-tax-lean-bacon-why-order-of-digits"),
                    )
                })
            });
        }),
    ])
}
