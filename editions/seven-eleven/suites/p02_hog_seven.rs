//! Problem 02: hog_seven, a remainder by 7 and no more.

use crate::student::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};

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
                case!("Two points plus the remainder of the opponent's score by 7." {
                    hog_seven(46) => 6,
                        "46 is 6 sevens and 4 more, so Hog Seven earns 2 + 4. `%` gives that 4.";
                    hog_seven(20) => 8;
                    hog_seven(99) => 3;
                }),
                case!("A multiple of 7 leaves nothing over, and still earns 2." {
                    hog_seven(0) => 2,
                        "0 divided by 7 leaves 0: the turn still earns the 2 that every Hog Seven adds.";
                    hog_seven(7) => 2, "7 % 7 is 0, not 7: the remainder is always below 7.";
                    hog_seven(35) => 2;
                    hog_seven(105) => 2;
                }),
                case!("Scores below 7 are their own remainder." {
                    hog_seven(6) => 8, "6 holds no seven at all: 6 % 7 is 6, and 2 + 6 is 8, the most Hog Seven gives.";
                    hog_seven(1) => 3;
                }),
                case!("Scores of 100 and more, whole." {
                    hog_seven(100) => 4,
                        "100 = 14 * 7 + 2: take the remainder of the whole score, not of its last digits.";
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
        case!("Hog Seven for every opponent score from 0 to 210." {
            snapshots::generate("hog_seven_table") => lines &snapshots::stored("hog_seven_table");
        }),
        Case::new("Any score below 1000.", |s| {
            s.property("for any score below 1000: hog_seven(score) is from 2 to 8", || {
                property::check(0u32..1000, |opponent| {
                    let got = hog_seven(opponent);
                    if (2..=8).contains(&got) {
                        Ok(())
                    } else {
                        Err(format!("hog_seven({opponent}) returned {got}, outside 2 to 8"))
                    }
                })
            });
            s.property("for any score below 1000: 7 more changes nothing", || {
                property::check(0u32..1000, |opponent| {
                    property::same(
                        || format!("hog_seven({opponent})"),
                        hog_seven(opponent),
                        || format!("hog_seven({})", opponent + 7),
                        hog_seven(opponent + 7),
                        "a seven more leaves the same remainder",
                    )
                })
            });
            s.property("for any k below 150: hog_seven(7 * k) is 2", || {
                property::check(0u32..150, |k| {
                    property::agree(|| format!("hog_seven({}) (7 * {k})", 7 * k), hog_seven(7 * k), 2)
                })
            });
        }),
    ])
}
