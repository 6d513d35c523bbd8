//! Problem 02: tail_points, with arithmetic only.

use crate::student::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

use super::rules_file;
use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "02",
        title: "tail_points",
        points: 2.0,
        requirements: vec![Requirement {
            source: rules_file(),
            function: "tail_points",
            rule: Rule::Forbids(&[
                Construct::Strings,
                Construct::Indexing,
                Construct::Lists,
                Construct::ForLoops,
            ]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("pigtail-square-tail-points-twice-distance-between" {
                    tail_points(46) => 5,
                        "pigtail-square-tail-points-hint-tens-digit-46";
                    tail_points(73) => 9;
                    tail_points(19) => 17;
                }),
                case!("pigtail-square-tail-points-distance-taken-without" {
                    tail_points(64) => 5,
                        "pigtail-square-tail-points-hint-digits-6-4";
                    tail_points(90) => 19;
                    tail_points(9) => 19, "pigtail-square-tail-points-hint-score-below-10";
                    tail_points(5) => 11;
                }),
                case!("pigtail-square-tail-points-equal-digits-still" {
                    tail_points(0) => 1,
                        "pigtail-square-tail-points-hint-both-digits-0";
                    tail_points(55) => 1;
                    tail_points(88) => 1;
                }),
                case!("pigtail-square-tail-points-only-last-two" {
                    tail_points(100) => 1,
                        "pigtail-square-tail-points-hint-100-s-tens";
                    tail_points(115) => 9;
                    tail_points(190) => 19;
                    tail_points(209) => 19;
                }),
            ]),
            table_and_property(),
        ],
    }
}

/// A reviewed table of the solution's values, and what every correct tail_points does for
/// any score, checked without working out its value here (the hidden suite does that).
fn table_and_property() -> Suite {
    Suite::scored(vec![
        case!("pigtail-square-tail-points-table-pig-tail" {
            snapshots::generate("tail_points_table") => lines &snapshots::stored("tail_points_table");
        }),
        Case::new("pigtail-square-tail-points-score-below-1000", |s| {
            s.property(&said!("pigtail-square-tail-points-property-score-below-1000"), || {
                property::check(0u32..1000, |opponent| {
                    let got = tail_points(opponent);
                    if got % 2 == 1 && got <= 19 {
                        Ok(())
                    } else {
                        Err(said!(
                            "pigtail-square-tail-points-tail-points-returned",
                            opponent = opponent.to_string(),
                            got = got.to_string()
                        ))
                    }
                })
            });
            s.property(&said!("pigtail-square-tail-points-property-score-below-1000-100"), || {
                property::check(0u32..1000, |opponent| {
                    property::same(
                        || format!("tail_points({opponent})"),
                        tail_points(opponent),
                        || format!("tail_points({})", opponent + 100),
                        tail_points(opponent + 100),
                        said!("pigtail-square-tail-points-why-last-two-digits"),
                    )
                })
            });
            s.property(&said!("pigtail-square-tail-points-property-digits-b-tail"), || {
                property::check((0u32..10, 0u32..10), |(a, b)| {
                    property::same(
                        || format!("tail_points({})", 10 * a + b),
                        tail_points(10 * a + b),
                        || format!("tail_points({})", 10 * b + a),
                        tail_points(10 * b + a),
                        said!("pigtail-square-tail-points-why-distance-two-digits"),
                    )
                })
            });
            s.property(&said!("pigtail-square-tail-points-property-digit-d-hundreds"), || {
                property::check((0u32..10, 0u32..10), |(hundreds, digit)| {
                    let opponent = 100 * hundreds + 11 * digit;
                    property::agree(
                        || {
                            said!(
                                "pigtail-square-tail-points-call-tail-points-both",
                                opponent = opponent.to_string(),
                                digit = digit.to_string()
                            )
                        },
                        tail_points(opponent),
                        1,
                    )
                })
            });
        }),
    ])
}
