//! Problem 04: hog_tied, the most dice a turn may roll: one where the sum of the scores ends in 7.

use crate::student::rules::*;
use hog_grader::{Case, Problem, Suite, case};

use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "04",
        title: "hog_tied",
        points: 2.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("One die when the two scores add up to a number ending in 7." {
                    hog_tied(20, 7) => 1, "20 + 7 = 27 ends in 7: at most one die.";
                    hog_tied(9, 8) => 1,
                        "9 + 8 = 17 ends in 7, although neither score does: add the scores first, then look at the last digit.";
                    hog_tied(3, 4) => 1, "3 + 4 = 7, the first number that ends in 7.";
                    hog_tied(4, 3) => 1;
                }),
                case!("Ten dice otherwise, MAX_ROLLS." {
                    hog_tied(20, 8) => MAX_ROLLS, "28 ends in 8: the usual limit of MAX_ROLLS (10) dice.";
                    hog_tied(0, 0) => MAX_ROLLS, "0 does not end in 7.";
                    hog_tied(7, 7) => MAX_ROLLS,
                        "Both scores end in 7, but their sum 14 does not: only the sum counts.";
                    hog_tied(50, 20) => MAX_ROLLS,
                        "70 is a multiple of 7, but it ends in 0: that is Hog Wild's rule (problem 03), not Hog Tied's.";
                }),
                case!("Sums past 100." {
                    hog_tied(60, 47) => 1, "107 ends in 7: look at the last digit of the whole sum.";
                    hog_tied(99, 98) => 1;
                    hog_tied(100, 70) => MAX_ROLLS, "170 ends in 0, although its tens digit is 7.";
                    hog_tied(90, 87) => 1;
                }),
            ]),
            table_and_properties(),
        ],
    }
}

/// The reference's values, reviewed once, and what a correct hog_tied does for any scores,
/// checked without computing the value here (the hidden suite does that).
fn table_and_properties() -> Suite {
    Suite::scored(vec![
        case!("hog_tied for every sum from 0 to 200." {
            snapshots::generate("hog_tied_table") => lines &snapshots::stored("hog_tied_table");
        }),
        Case::new("Any two scores below 1000.", |s| {
            s.property(
                "for any scores below 1000: hog_tied is 1 or 10, the same whichever score comes first",
                || {
                    property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                        let got = hog_tied(player, opponent);
                        if got != 1 && got != MAX_ROLLS {
                            return Err(format!(
                                "hog_tied({player}, {opponent}) returned {got}, neither 1 nor 10"
                            ));
                        }
                        property::same(
                            || format!("hog_tied({player}, {opponent})"),
                            got,
                            || format!("hog_tied({opponent}, {player})"),
                            hog_tied(opponent, player),
                            "only the sum of the scores counts",
                        )
                    })
                },
            );
            s.property("for any scores below 1000: 10 more points for either player change nothing", || {
                property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                    property::same(
                        || format!("hog_tied({player}, {opponent})"),
                        hog_tied(player, opponent),
                        || format!("hog_tied({player}, {})", opponent + 10),
                        hog_tied(player, opponent + 10),
                        "a sum 10 larger ends in the same digit",
                    )
                })
            });
        }),
    ])
}
