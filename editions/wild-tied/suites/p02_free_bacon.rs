//! Problem 02: free_bacon, the largest digit found with arithmetic.

use crate::student::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

use super::rules_file;
use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "02",
        title: "free_bacon",
        points: 2.0,
        requirements: vec![Requirement {
            source: rules_file(),
            function: "free_bacon",
            rule: Rule::Forbids(&[Construct::Strings, Construct::Indexing, Construct::Lists]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("wild-tied-free-bacon-one-more-than" {
                    free_bacon(42) => 5,
                        "wild-tied-free-bacon-hint-42-has-digits";
                    free_bacon(24) => 5,
                        "wild-tied-free-bacon-hint-larger-digit-may";
                    free_bacon(58) => 9;
                    free_bacon(90) => 10;
                }),
                case!("wild-tied-free-bacon-score-one-digit" {
                    free_bacon(7) => 8, "wild-tied-free-bacon-hint-7-has-one";
                    free_bacon(1) => 2;
                    free_bacon(9) => 10, "wild-tied-free-bacon-hint-9-largest-digit";
                }),
                case!("wild-tied-free-bacon-opponent-0-still" {
                    free_bacon(0) => 1,
                        "wild-tied-free-bacon-hint-0-has-one";
                    free_bacon(10) => 2, "wild-tied-free-bacon-hint-10-has-digits";
                    free_bacon(30) => 4;
                }),
                case!("wild-tied-free-bacon-scores-three-digits" {
                    free_bacon(109) => 10,
                        "wild-tied-free-bacon-hint-109-has-three";
                    free_bacon(100) => 2;
                    free_bacon(123) => 4;
                    free_bacon(1005) => 6, "wild-tied-free-bacon-hint-keep-going-while";
                }),
            ]),
            table_and_properties(),
        ],
    }
}

/// The reference's values, reviewed once, and what a correct free_bacon does for any score,
/// checked without computing the value here (the hidden suite does that).
fn table_and_properties() -> Suite {
    Suite::scored(vec![
        case!("wild-tied-free-bacon-free-bacon-opponent" {
            snapshots::generate("free_bacon_table") => lines &snapshots::stored("free_bacon_table");
        }),
        Case::new("wild-tied-free-bacon-score-below-10", |s| {
            s.property(&said!("wild-tied-free-bacon-property-score-below-10"), || {
                property::check(0u32..10_000, |opponent| {
                    let got = free_bacon(opponent);
                    if (1..=10).contains(&got) {
                        Ok(())
                    } else {
                        Err(said!(
                            "wild-tied-free-bacon-free-bacon-returned",
                            opponent = opponent.to_string(),
                            got = got.to_string()
                        ))
                    }
                })
            });
            s.property(&said!("wild-tied-free-bacon-property-score-below-1000"), || {
                property::check((0u32..1000, 0u32..10), |(score, digit)| {
                    let longer = 10 * score + digit;
                    let expected = free_bacon(score).max(digit + 1);
                    property::agree(|| format!("free_bacon({longer})"), free_bacon(longer), expected)
                })
            });
            s.property(&said!("wild-tied-free-bacon-property-digit-d-free"), || {
                property::check(0u32..10, |digit| {
                    property::agree(|| format!("free_bacon({digit})"), free_bacon(digit), digit + 1)
                })
            });
        }),
    ])
}
