//! Problem 02: tail_points, with arithmetic only.

use crate::student::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};

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
                case!("Twice the distance between the opponent's last two digits, plus one." {
                    tail_points(46) => 5,
                        "The tens digit of 46 is 4 and its ones digit 6: 2 * |4 - 6| + 1.";
                    tail_points(73) => 9;
                    tail_points(19) => 17;
                }),
                case!("The distance is taken without sign." {
                    tail_points(64) => 5,
                        "The digits are 6 and 4, two apart, whichever comes first: the distance is taken without sign (abs_diff).";
                    tail_points(90) => 19;
                    tail_points(9) => 19, "A score below 10 has tens digit 0: 2 * |0 - 9| + 1.";
                    tail_points(5) => 11;
                }),
                case!("Equal digits still score 1." {
                    tail_points(0) => 1,
                        "Both digits of 0 are 0, so twice their distance is 0, and the plus one makes 1.";
                    tail_points(55) => 1;
                    tail_points(88) => 1;
                }),
                case!("Only the last two digits count, even past 100." {
                    tail_points(100) => 1,
                        "100's tens digit is 0, not 10: take the remainder after dividing by 10, and the hundreds digit plays no part.";
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
        case!("A table of Pig Tail for every opponent score up to 210." {
            snapshots::generate("tail_points_table") => lines &snapshots::stored("tail_points_table");
        }),
        Case::new("Any score below 1000.", |s| {
            s.property("for any score below 1000: tail_points(score) is odd, from 1 to 19", || {
                property::check(0u32..1000, |opponent| {
                    let got = tail_points(opponent);
                    if got % 2 == 1 && got <= 19 {
                        Ok(())
                    } else {
                        Err(format!(
                            "tail_points({opponent}) returned {got}, which is not an odd number from 1 to 19"
                        ))
                    }
                })
            });
            s.property("for any score below 1000: 100 more changes nothing", || {
                property::check(0u32..1000, |opponent| {
                    property::same(
                        || format!("tail_points({opponent})"),
                        tail_points(opponent),
                        || format!("tail_points({})", opponent + 100),
                        tail_points(opponent + 100),
                        "the last two digits are the same",
                    )
                })
            });
            s.property("for any digits a and b: tail_points(10 * a + b) is tail_points(10 * b + a)", || {
                property::check((0u32..10, 0u32..10), |(a, b)| {
                    property::same(
                        || format!("tail_points({})", 10 * a + b),
                        tail_points(10 * a + b),
                        || format!("tail_points({})", 10 * b + a),
                        tail_points(10 * b + a),
                        "the distance of the two digits is the same either way",
                    )
                })
            });
            s.property("for any digit d and hundreds h: tail_points(100 * h + 11 * d) is 1", || {
                property::check((0u32..10, 0u32..10), |(hundreds, digit)| {
                    let opponent = 100 * hundreds + 11 * digit;
                    property::agree(
                        || format!("tail_points({opponent}) (both last digits are {digit})"),
                        tail_points(opponent),
                        1,
                    )
                })
            });
        }),
    ])
}
