//! Problem 02: hog_seven, a remainder by 7 and no more.

use crate::student::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

use super::rules_file;
use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "02",
        title: "hog_seven",
        points: 2.0,
        requirements: vec![Requirement {
            source: rules_file(),
            function: "hog_seven",
            rule: Rule::Forbids(&[
                Construct::Strings,
                Construct::Indexing,
                Construct::Lists,
                Construct::Loops,
            ]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("seven-eleven-hog-seven-two-points-plus" {
                    hog_seven(46) => 6,
                        "seven-eleven-hog-seven-hint-46-6-sevens";
                    hog_seven(20) => 8;
                    hog_seven(99) => 3;
                }),
                case!("seven-eleven-hog-seven-multiple-7-leaves" {
                    hog_seven(0) => 2,
                        "seven-eleven-hog-seven-hint-0-divided-7";
                    hog_seven(7) => 2, "seven-eleven-hog-seven-hint-7-7-0";
                    hog_seven(35) => 2;
                    hog_seven(105) => 2;
                }),
                case!("seven-eleven-hog-seven-scores-below-7" {
                    hog_seven(6) => 8, "seven-eleven-hog-seven-hint-6-holds-no";
                    hog_seven(1) => 3;
                }),
                case!("seven-eleven-hog-seven-scores-100-more" {
                    hog_seven(100) => 4,
                        "seven-eleven-hog-seven-hint-100-14-7";
                    hog_seven(123) => 6;
                    hog_seven(250) => 7;
                }),
            ]),
            table_and_properties(),
        ],
    }
}

/// The reference's values, reviewed once, and what a correct hog_seven does for any score,
/// checked without computing the value here (the hidden suite does that).
fn table_and_properties() -> Suite {
    Suite::scored(vec![
        case!("seven-eleven-hog-seven-hog-seven-opponent" {
            snapshots::generate("hog_seven_table") => lines &snapshots::stored("hog_seven_table");
        }),
        Case::new("seven-eleven-hog-seven-score-below-1000", |s| {
            s.property(&said!("seven-eleven-hog-seven-property-score-below-1000"), || {
                property::check(0u32..1000, |opponent| {
                    let got = hog_seven(opponent);
                    if (2..=8).contains(&got) {
                        Ok(())
                    } else {
                        Err(said!(
                            "seven-eleven-hog-seven-hog-seven-returned",
                            opponent = opponent.to_string(),
                            got = got.to_string()
                        ))
                    }
                })
            });
            s.property(&said!("seven-eleven-hog-seven-property-score-below-1000-7"), || {
                property::check(0u32..1000, |opponent| {
                    property::same(
                        || format!("hog_seven({opponent})"),
                        hog_seven(opponent),
                        || format!("hog_seven({})", opponent + 7),
                        hog_seven(opponent + 7),
                        said!("seven-eleven-hog-seven-why-seven-more-leaves"),
                    )
                })
            });
            s.property(&said!("seven-eleven-hog-seven-property-k-below-150"), || {
                property::check(0u32..150, |k| {
                    property::agree(|| format!("hog_seven({}) (7 * {k})", 7 * k), hog_seven(7 * k), 2)
                })
            });
        }),
    ])
}
