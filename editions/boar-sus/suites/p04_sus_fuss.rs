//! Problem 04: num_factors, sus_points and sus_update.

use hog_i18n::said;
use crate::student::boar_sus::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
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
                case!("bs-sus-fuss-num-factors-counts" {
                    num_factors(1) => 1,
                        "bs-sus-fuss-hint-1-divides-1";
                    num_factors(2) => 2, "bs-sus-fuss-hint-does-loop-reach";
                    num_factors(9) => 3;
                    num_factors(28) => 6;
                    num_factors(64) => 7;
                    num_factors(72) => 12;
                }),
                case!("bs-sus-fuss-primes-have-two" {
                    num_factors(97) => 2;
                    num_factors(49) => 3;
                    num_factors(100) => 9;
                }),
            ]),
            Suite::scored(vec![
                case!("bs-sus-fuss-sus-scores-3" {
                    sus_points(21) => 23,
                        "bs-sus-fuss-hint-21-sus-1";
                    sus_points(62) => 67;
                    sus_points(86) => 89;
                }),
                case!("bs-sus-fuss-other-scores-stay" {
                    sus_points(1) => 1,
                        "bs-sus-fuss-hint-1-has-single";
                    sus_points(64) => 64, "bs-sus-fuss-hint-64-has-7";
                    sus_points(100) => 100;
                    sus_points(97) => 97;
                }),
                case!("bs-sus-fuss-next-prime-strictly" {
                    sus_points(4) => 5,
                        "bs-sus-fuss-hint-4-has-three";
                    sus_points(8) => 11;
                    sus_points(121) => 127;
                }),
            ]),
            Suite::scored(vec![
                case!("bs-sus-fuss-sus-update-takes" {
                    sus_update(0, 30, 41, &mut make_test_dice(&[6])) => 42,
                        "bs-sus-fuss-hint-boar-brawl-30";
                    simple_update(0, 15, 37, &mut make_test_dice(&[6])) => 21;
                    sus_update(0, 15, 37, &mut make_test_dice(&[6])) => 23,
                        "bs-sus-fuss-hint-21-sus-so";
                    sus_update(0, 41, 42, &mut make_test_dice(&[6])) => 50;
                }),
                case!("bs-sus-fuss-sus-update-rolls" {
                    sus_update(2, 5, 7, &mut make_test_dice(&[2, 4])) => 11;
                    let (mut dice, rolls) = counted_dice(&[4, 6]);
                    sus_update(3, 20, 30, &mut dice) => 37;
                    rolls.get() => 3;
                }),
                case!("bs-sus-fuss-total-not-sus" {
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
        case!("bs-sus-fuss-num-factors-sus" {
            snapshots::generate("sus_points_table") => lines &snapshots::stored("sus_points_table");
        }),
        Case::new("Any number below 5000.", |s| {
            s.property(
                &said!("bs-sus-fuss-property-n-1-4999"),
                || {
                    property::check(1u32..5000, |n| {
                        let got = num_factors(n);
                        if !(1..=n).contains(&got) {
                            return Err(format!(
                                "num_factors({n}) returned {got}, which is not from 1 to {n}"
                            ));
                        }
                        if (got == 2) != is_prime(n) {
                            let prime = if is_prime(n) { "is prime" } else { "is not prime" };
                            return Err(format!("num_factors({n}) returned {got}, but {n} {prime}"));
                        }
                        Ok(())
                    })
                },
            );
            s.property(&said!("bs-sus-fuss-property-n-1-4999-num"), || {
                property::check(1u32..5000, |n| {
                    let got = num_factors(n);
                    let root = n.isqrt();
                    if (got % 2 == 1) == (root * root == n) {
                        Ok(())
                    } else if root * root == n {
                        Err(format!("num_factors({n}) returned {got}, but {n} = {root} * {root} has an odd number of factors"))
                    } else {
                        Err(format!("num_factors({n}) returned {got}, but {n} is not a square and has an even number of factors"))
                    }
                })
            });
            s.property(&said!("bs-sus-fuss-property-m-n-below"), || {
                property::check(
                    (1u32..100, 1u32..100).prop_filter("m and n have a common factor", |&(m, n)| gcd(m, n) == 1),
                    |(m, n)| {
                        property::same(
                            || format!("num_factors({}) (for {m} * {n})", m * n),
                            num_factors(m * n),
                            || format!("num_factors({m}) * num_factors({n})"),
                            num_factors(m) * num_factors(n),
                            "each factor of m * n is one factor of m times one factor of n",
                        )
                    },
                )
            });
            s.property(&said!("bs-sus-fuss-property-score-1-4999"), || {
                property::check(1u32..5000, |score| {
                    let got = sus_points(score);
                    if got == score {
                        return Ok(());
                    }
                    let call = format!("sus_points({score})");
                    if got < score {
                        return Err(format!("{call} returned {got}, less than the score"));
                    }
                    if !is_prime(got) {
                        return Err(format!("{call} returned {got}, which is neither {score} nor prime"));
                    }
                    match (score + 1..got).find(|&n| is_prime(n)) {
                        Some(prime) => Err(format!("{call} returned {got}, but {prime} is a smaller prime above {score}")),
                        None => Ok(()),
                    }
                })
            });
            s.property(&said!("bs-sus-fuss-property-score-1-4999-prime"), || {
                property::check(1u32..5000, |score| {
                    let once = sus_points(score);
                    if is_prime(score) {
                        property::agree(|| format!("sus_points({score}) ({score} is prime)"), once, score)?;
                    }
                    property::same(
                        || format!("sus_points({score})"),
                        once,
                        || format!("sus_points({once})"),
                        sus_points(once),
                        "a score that Sus Fuss leaves, or the prime it gives, is not sus",
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
