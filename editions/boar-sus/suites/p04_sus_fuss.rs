//! Problem 04: num_factors, sus_points and sus_update.

use crate::student::boar_sus::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;
use proptest::strategy::Strategy;

use super::rules_file;
use crate::mock::counted_dice;
use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "04",
        title: "num_factors, sus_points, sus_update",
        points: 2.0,
        requirements: vec![Requirement {
            source: rules_file(),
            function: "sus_update",
            rule: Rule::Uses(&["take_turn", "sus_points"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("boar-sus-sus-fuss-num-factors-counts" {
                    num_factors(1) => 1,
                        "boar-sus-sus-fuss-hint-1-divides-1";
                    num_factors(2) => 2, "boar-sus-sus-fuss-hint-does-loop-reach";
                    num_factors(9) => 3;
                    num_factors(28) => 6;
                    num_factors(64) => 7;
                    num_factors(72) => 12;
                }),
                case!("boar-sus-sus-fuss-primes-have-two" {
                    num_factors(97) => 2;
                    num_factors(49) => 3;
                    num_factors(100) => 9;
                }),
            ]),
            Suite::scored(vec![
                case!("boar-sus-sus-fuss-sus-scores-3" {
                    sus_points(21) => 23,
                        "boar-sus-sus-fuss-hint-21-sus-1";
                    sus_points(62) => 67;
                    sus_points(86) => 89;
                }),
                case!("boar-sus-sus-fuss-other-scores-stay" {
                    sus_points(1) => 1,
                        "boar-sus-sus-fuss-hint-1-has-single";
                    sus_points(64) => 64, "boar-sus-sus-fuss-hint-64-has-7";
                    sus_points(100) => 100;
                    sus_points(97) => 97;
                }),
                case!("boar-sus-sus-fuss-next-prime-strictly" {
                    sus_points(4) => 5,
                        "boar-sus-sus-fuss-hint-4-has-three";
                    sus_points(8) => 11;
                    sus_points(121) => 127;
                }),
            ]),
            Suite::scored(vec![
                case!("boar-sus-sus-fuss-sus-update-takes" {
                    sus_update(0, 30, 41, &mut make_test_dice(&[6])) => 42,
                        "boar-sus-sus-fuss-hint-boar-brawl-30";
                    simple_update(0, 15, 37, &mut make_test_dice(&[6])) => 21;
                    sus_update(0, 15, 37, &mut make_test_dice(&[6])) => 23,
                        "boar-sus-sus-fuss-hint-21-sus-so";
                    sus_update(0, 41, 42, &mut make_test_dice(&[6])) => 50;
                }),
                case!("boar-sus-sus-fuss-sus-update-rolls" {
                    sus_update(2, 5, 7, &mut make_test_dice(&[2, 4])) => 11;
                    let (mut dice, rolls) = counted_dice(&[4, 6]);
                    sus_update(3, 20, 30, &mut dice) => 37;
                    rolls.get() => 3;
                }),
                case!("boar-sus-sus-fuss-total-not-sus" {
                    sus_update(2, 10, 0, &mut make_test_dice(&[3])) => 16;
                    sus_update(1, 99, 0, &mut make_test_dice(&[1])) => 100;
                }),
            ]),
            table_and_properties(),
        ],
    }
}

/// A reviewed table, and what every correct num_factors and sus_points do for any number,
/// checked without working out their values here (the hidden suite does that).
fn table_and_properties() -> Suite {
    Suite::scored(vec![
        case!("boar-sus-sus-fuss-num-factors-sus" {
            snapshots::generate("sus_points_table") => lines &snapshots::stored("sus_points_table");
        }),
        Case::new("boar-sus-sus-fuss-number-below-5000", |s| {
            s.property(&said!("boar-sus-sus-fuss-property-n-1-4999"), || {
                property::check(1u32..5000, |n| {
                    let got = num_factors(n);
                    if !(1..=n).contains(&got) {
                        return Err(said!(
                            "boar-sus-sus-fuss-num-factors-returned",
                            n = n.to_string(),
                            got = got.to_string()
                        ));
                    }
                    if (got == 2) != is_prime(n) {
                        let prime = if is_prime(n) {
                            said!("boar-sus-sus-fuss-is-prime")
                        } else {
                            said!("boar-sus-sus-fuss-is-not-prime")
                        };
                        return Err(said!(
                            "boar-sus-sus-fuss-num-factors-returned-but",
                            n = n.to_string(),
                            got = got.to_string(),
                            prime = prime
                        ));
                    }
                    Ok(())
                })
            });
            s.property(&said!("boar-sus-sus-fuss-property-n-1-4999-num"), || {
                property::check(1u32..5000, |n| {
                    let got = num_factors(n);
                    let root = n.isqrt();
                    if (got % 2 == 1) == (root * root == n) {
                        Ok(())
                    } else if root * root == n {
                        Err(said!(
                            "boar-sus-sus-fuss-num-factors-returned-but-has",
                            n = n.to_string(),
                            got = got.to_string(),
                            root = root.to_string()
                        ))
                    } else {
                        Err(said!(
                            "boar-sus-sus-fuss-num-factors-returned-but-not",
                            n = n.to_string(),
                            got = got.to_string()
                        ))
                    }
                })
            });
            s.property(&said!("boar-sus-sus-fuss-property-m-n-below"), || {
                property::check(
                    (1u32..100, 1u32..100)
                        .prop_filter("m and n have a common factor", |&(m, n)| gcd(m, n) == 1),
                    |(m, n)| {
                        property::same(
                            || {
                                said!(
                                    "boar-sus-sus-fuss-call-num-factors",
                                    value1 = (m * n).to_string(),
                                    m = m.to_string(),
                                    n = n.to_string()
                                )
                            },
                            num_factors(m * n),
                            || format!("num_factors({m}) * num_factors({n})"),
                            num_factors(m) * num_factors(n),
                            said!("boar-sus-sus-fuss-why-factor-m-n"),
                        )
                    },
                )
            });
            s.property(&said!("boar-sus-sus-fuss-property-score-1-4999"), || {
                property::check(1u32..5000, |score| {
                    let got = sus_points(score);
                    if got == score {
                        return Ok(());
                    }
                    let call = format!("sus_points({score})");
                    if got < score {
                        return Err(said!(
                            "boar-sus-sus-fuss-returned-less-than",
                            call = call.to_string(),
                            got = got.to_string()
                        ));
                    }
                    if !is_prime(got) {
                        return Err(said!(
                            "boar-sus-sus-fuss-returned-which-neither",
                            call = call.to_string(),
                            got = got.to_string(),
                            score = score.to_string()
                        ));
                    }
                    match (score + 1..got).find(|&n| is_prime(n)) {
                        Some(prime) => Err(said!(
                            "boar-sus-sus-fuss-returned-but-smaller",
                            call = call.to_string(),
                            got = got.to_string(),
                            prime = prime,
                            score = score.to_string()
                        )),
                        None => Ok(()),
                    }
                })
            });
            s.property(&said!("boar-sus-sus-fuss-property-score-1-4999-prime"), || {
                property::check(1u32..5000, |score| {
                    let once = sus_points(score);
                    if is_prime(score) {
                        property::agree(
                            || said!("boar-sus-sus-fuss-call-sus-points-prime", score = score.to_string()),
                            once,
                            score,
                        )?;
                    }
                    property::same(
                        || format!("sus_points({score})"),
                        once,
                        || format!("sus_points({once})"),
                        sus_points(once),
                        said!("boar-sus-sus-fuss-why-score-sus-fuss"),
                    )
                })
            });
        }),
    ])
}

/// The greatest common divisor of `a` and `b`.
fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}
