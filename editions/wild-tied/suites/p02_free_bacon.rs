//! Problem 02: free_bacon, the largest digit found with arithmetic.

use crate::student::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};

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
                case!("One more than the largest digit of the opponent's score." {
                    free_bacon(42) => 5,
                        "42 has the digits 4 and 2; the larger is 4, and Free Bacon earns one more: 5.";
                    free_bacon(24) => 5,
                        "The larger digit may come last: 24 gives 5 as 42 does. Look at every digit, not only the first.";
                    free_bacon(58) => 9;
                    free_bacon(90) => 10;
                }),
                case!("A score of one digit is its own largest digit." {
                    free_bacon(7) => 8, "7 has one digit, 7: Free Bacon earns 8.";
                    free_bacon(1) => 2;
                    free_bacon(9) => 10, "9 is the largest digit there is, so 10 is the most Free Bacon ever earns.";
                }),
                case!("An opponent at 0 still gives a point." {
                    free_bacon(0) => 1,
                        "0 has the one digit 0, and Free Bacon earns one more: 1. A loop that stops before looking at any digit must still add the 1.";
                    free_bacon(10) => 2, "10 has the digits 1 and 0: the 0 is smaller, so 1 + 1 = 2.";
                    free_bacon(30) => 4;
                }),
                case!("Scores of three digits and more." {
                    free_bacon(109) => 10,
                        "109 has three digits, 1, 0 and 9: the 9 counts, although it is neither first nor second.";
                    free_bacon(100) => 2;
                    free_bacon(123) => 4;
                    free_bacon(1005) => 6, "Keep going while digits are left: 1005's 5 is its last.";
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
        case!("Free Bacon for every opponent score from 0 to 210." {
            snapshots::generate("free_bacon_table") => lines &snapshots::stored("free_bacon_table");
        }),
        Case::new("Any score below 10 000.", |s| {
            s.property("for any score below 10 000: free_bacon(score) is from 1 to 10", || {
                property::check(0u32..10_000, |opponent| {
                    let got = free_bacon(opponent);
                    if (1..=10).contains(&got) {
                        Ok(())
                    } else {
                        Err(format!("free_bacon({opponent}) returned {got}, outside 1 to 10"))
                    }
                })
            });
            s.property("for any score below 1000 and digit d: free_bacon(10 * score + d) is the larger of free_bacon(score) and d + 1", || {
                property::check((0u32..1000, 0u32..10), |(score, digit)| {
                    let longer = 10 * score + digit;
                    let expected = free_bacon(score).max(digit + 1);
                    property::agree(|| format!("free_bacon({longer})"), free_bacon(longer), expected)
                })
            });
            s.property("for any digit d: free_bacon(d) is d + 1", || {
                property::check(0u32..10, |digit| {
                    property::agree(|| format!("free_bacon({digit})"), free_bacon(digit), digit + 1)
                })
            });
        }),
    ])
}
