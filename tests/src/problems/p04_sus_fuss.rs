//! Problem 04: num_factors, sus_points and sus_update.

use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_rules::*;

use super::RULES;
use crate::mock::counted_dice;
use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "04",
        title: "Sus Fuss",
        points: 2.0,
        requirements: vec![Requirement {
            source: RULES,
            function: "sus_update",
            rule: Rule::Uses(&["take_turn", "sus_points"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("num_factors counts every divisor from 1 to n." {
                    num_factors(1) => 1;
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
                    sus_points(21) => 23;
                    sus_points(62) => 67;
                    sus_points(86) => 89;
                }),
                case!("Other scores stay as they are." {
                    sus_points(1) => 1;
                    sus_points(64) => 64, "64 has 7 factors: only exactly 3 or 4 factors make a score sus.";
                    sus_points(100) => 100;
                    sus_points(97) => 97;
                }),
                case!("The next prime is strictly greater, even past 100." {
                    sus_points(4) => 5;
                    sus_points(8) => 11;
                    sus_points(121) => 127;
                }),
            ]),
            Suite::scored(vec![
                case!("Sus Fuss applies to the new total, not to the turn score." {
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

/// A reviewed table, and any number against oracles written here.
fn table_and_properties() -> Suite {
    Suite::scored(vec![
        case!("num_factors and sus_points for every score up to 200." {
            snapshots::generate("sus_points_table") => lines &snapshots::stored("sus_points_table");
        }),
        Case::new("Any number below 5000.", |s| {
            s.property("for any n from 1 to 4999: num_factors(n) counts the divisors of n", || {
                property::check(1u32..5000, |n| {
                    let expected = (1..=n).filter(|d| n % d == 0).count() as u32;
                    property::agree(|| format!("num_factors({n})"), num_factors(n), expected)
                })
            });
            s.property("for any score from 1 to 4999: sus_points follows Sus Fuss", || {
                property::check(1u32..5000, |score| {
                    let divisors = (1..=score).filter(|d| score % d == 0).count();
                    let is_prime = |n: u32| n > 1 && (2..n).all(|d| n % d != 0);
                    let expected = if divisors == 3 || divisors == 4 {
                        (score + 1..).find(|&n| is_prime(n)).unwrap()
                    } else {
                        score
                    };
                    property::agree(|| format!("sus_points({score})"), sus_points(score), expected)
                })
            });
        }),
    ])
}
