//! Problem 04: num_factors, sus_points and sus_update.

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
                case!("num_factors counts every divisor from 1 to n." {
                    num_factors(1) => 1,
                        "1 divides 1: count every d from 1 to n, both ends included (1..=n).";
                    num_factors(2) => 2, "Does the loop reach n itself? n always divides n.";
                    num_factors(9) => 3;
                    num_factors(28) => 6;
                    num_factors(64) => 7;
                    num_factors(72) => 12;
                }),
                case!("Primes have two factors; squares of primes three." {
                    num_factors(97) => 2;
                    num_factors(49) => 3;
                    num_factors(100) => 9;
                }),
            ]),
            Suite::scored(vec![
                case!("Sus scores (3 or 4 factors) jump to the next prime." {
                    sus_points(21) => 23,
                        "21 is sus (1, 3, 7 and 21), so it becomes the smallest prime above it: 22 = 2 × 11 is not prime, 23 is.";
                    sus_points(62) => 67;
                    sus_points(86) => 89;
                }),
                case!("Other scores stay as they are." {
                    sus_points(1) => 1,
                        "1 has a single factor, so it is not sus: only exactly 3 or 4 factors make a score sus.";
                    sus_points(64) => 64, "64 has 7 factors: only exactly 3 or 4 factors make a score sus.";
                    sus_points(100) => 100;
                    sus_points(97) => 97;
                }),
                case!("The next prime is strictly greater, even past 100." {
                    sus_points(4) => 5,
                        "4 has three factors (1, 2 and 4): three factors make a score sus, as four do.";
                    sus_points(8) => 11;
                    sus_points(121) => 127;
                }),
            ]),
            Suite::scored(vec![
                case!("sus_update takes the turn with the scores in order, then applies Sus Fuss to the new total." {
                    sus_update(0, 30, 41, &mut make_test_dice(&[6])) => 42,
                        "boar_brawl(30, 41) is 12 and 42 is not sus: pass take_turn the player's score first, then the opponent's.";
                    simple_update(0, 15, 37, &mut make_test_dice(&[6])) => 21;
                    sus_update(0, 15, 37, &mut make_test_dice(&[6])) => 23,
                        "21 is sus, so the total becomes 23: apply sus_points to the total, not the turn score.";
                    sus_update(0, 41, 42, &mut make_test_dice(&[6])) => 50;
                }),
                case!("sus_update rolls the given dice." {
                    sus_update(2, 5, 7, &mut make_test_dice(&[2, 4])) => 11;
                    let (mut dice, rolls) = counted_dice(&[4, 6]);
                    sus_update(3, 20, 30, &mut dice) => 37;
                    rolls.get() => 3;
                }),
                case!("A total that is not sus stays as it is." {
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
        case!("num_factors and sus_points for every score up to 200." {
            snapshots::generate("sus_points_table") => lines &snapshots::stored("sus_points_table");
        }),
        Case::new("Any number below 5000.", |s| {
            s.property(
                "for any n from 1 to 4999: num_factors(n) is from 1 to n, and 2 exactly when n is prime",
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
            s.property("for any n from 1 to 4999: num_factors(n) is odd exactly when n is a square", || {
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
            s.property("for any m and n below 100 with no common factor: num_factors(m * n) is num_factors(m) * num_factors(n)", || {
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
            s.property("for any score from 1 to 4999: sus_points(score) is the score itself or the first prime above it", || {
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
            s.property("for any score from 1 to 4999: a prime stays as it is, and sus_points(sus_points(score)) is sus_points(score)", || {
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
