//! Problem 04: hog_tied, the most dice a turn may roll: one where the sum of the scores ends in 7.

use crate::student::rules::*;
use hog_grader::{Case, Problem, Suite, case};
use hog_i18n::said;

use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "04",
        title: "hog_tied",
        points: 2.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("wild-tied-hog-tied-one-die-when" {
                    hog_tied(20, 7) => 1, "wild-tied-hog-tied-hint-20-7-27";
                    hog_tied(9, 8) => 1,
                        "wild-tied-hog-tied-hint-9-8-17";
                    hog_tied(3, 4) => 1, "wild-tied-hog-tied-hint-3-4-7";
                    hog_tied(4, 3) => 1;
                }),
                case!("wild-tied-hog-tied-ten-dice-otherwise" {
                    hog_tied(20, 8) => MAX_ROLLS, "wild-tied-hog-tied-hint-28-ends-8";
                    hog_tied(0, 0) => MAX_ROLLS, "wild-tied-hog-tied-hint-0-does-not";
                    hog_tied(7, 7) => MAX_ROLLS,
                        "wild-tied-hog-tied-hint-both-scores-end";
                    hog_tied(50, 20) => MAX_ROLLS,
                        "wild-tied-hog-tied-hint-70-multiple-7";
                }),
                case!("wild-tied-hog-tied-sums-past-100" {
                    hog_tied(60, 47) => 1, "wild-tied-hog-tied-hint-107-ends-7";
                    hog_tied(99, 98) => 1;
                    hog_tied(100, 70) => MAX_ROLLS, "wild-tied-hog-tied-hint-170-ends-0";
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
        case!("wild-tied-hog-tied-hog-tied-sum" {
            snapshots::generate("hog_tied_table") => lines &snapshots::stored("hog_tied_table");
        }),
        Case::new("wild-tied-hog-tied-two-scores-below", |s| {
            s.property(&said!("wild-tied-hog-tied-property-scores-below-1000"), || {
                property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                    let got = hog_tied(player, opponent);
                    if got != 1 && got != MAX_ROLLS {
                        return Err(said!(
                            "wild-tied-hog-tied-hog-tied-returned",
                            player = player.to_string(),
                            opponent = opponent.to_string(),
                            got = got.to_string()
                        ));
                    }
                    property::same(
                        || format!("hog_tied({player}, {opponent})"),
                        got,
                        || format!("hog_tied({opponent}, {player})"),
                        hog_tied(opponent, player),
                        said!("wild-tied-hog-tied-why-only-sum-scores"),
                    )
                })
            });
            s.property(&said!("wild-tied-hog-tied-property-scores-below-1000-10"), || {
                property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                    property::same(
                        || format!("hog_tied({player}, {opponent})"),
                        hog_tied(player, opponent),
                        || format!("hog_tied({player}, {})", opponent + 10),
                        hog_tied(player, opponent + 10),
                        said!("wild-tied-hog-tied-why-sum-10-larger"),
                    )
                })
            });
        }),
    ])
}
