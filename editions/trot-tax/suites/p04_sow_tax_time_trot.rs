//! Problem 04: sow_tax and time_trot, the two rules that decide what follows a turn.

use crate::student::trot_tax::rules::*;
use hog_grader::{Case, Problem, Suite, case};
use hog_i18n::said;

use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "04",
        title: "sow_tax, time_trot",
        points: 3.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("trot-tax-sow-tax-trailing-player-pays" {
                    sow_tax(5, 1, 21, 40) => 5, "trot-tax-sow-tax-hint-5-dice";
                    sow_tax(1, 1, 3, 10) => 1;
                    sow_tax(10, 1, 0, 99) => 10;
                }),
                case!("trot-tax-sow-tax-only-after-sow-sad" {
                    sow_tax(5, 12, 32, 40) => 0, "trot-tax-sow-tax-hint-12-points";
                    sow_tax(2, 2, 12, 40) => 0;
                    sow_tax(3, 0, 20, 40) => 0;
                }),
                case!("trot-tax-sow-tax-leader-pays-nothing" {
                    sow_tax(5, 1, 41, 40) => 0, "trot-tax-sow-tax-hint-41-leads";
                    sow_tax(5, 1, 40, 40) => 0, "trot-tax-sow-tax-hint-level";
                    sow_tax(2, 1, 39, 40) => 2;
                }),
                case!("trot-tax-sow-tax-zero-dice-never" {
                    sow_tax(0, 1, 21, 40) => 0, "trot-tax-sow-tax-hint-zero-dice";
                    sow_tax(0, 10, 10, 40) => 0;
                }),
            ]),
            Suite::scored(vec![
                case!("trot-tax-time-trot-dice-equal-turn-number" {
                    time_trot(0, 0, false) => true, "trot-tax-time-trot-hint-turn-0";
                    time_trot(3, 3, false) => true;
                    time_trot(5, 5, false) => true;
                    time_trot(4, 3, false) => false;
                    time_trot(3, 4, false) => false;
                }),
                case!("trot-tax-time-trot-modulo-8" {
                    time_trot(3, 11, false) => true, "trot-tax-time-trot-hint-11";
                    time_trot(0, 8, false) => true;
                    time_trot(7, 15, false) => true;
                    time_trot(2, 10, false) => true;
                    time_trot(8, 8, false) => false, "trot-tax-time-trot-hint-8-dice";
                    time_trot(10, 10, false) => false;
                }),
                case!("trot-tax-time-trot-never-twice" {
                    time_trot(3, 3, true) => false, "trot-tax-time-trot-hint-after-extra";
                    time_trot(0, 0, true) => false;
                    time_trot(2, 10, true) => false;
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct sow_tax and time_trot do for any arguments, checked without working out
/// their values here (the hidden suite does that).
fn properties() -> Suite {
    Suite::scored(vec![Case::new("trot-tax-sow-tax-time-trot-any-turn", |s| {
        s.property(&said!("trot-tax-sow-tax-property-all-or-nothing"), || {
            property::check(
                (0u32..=10, 0u32..30, 0u32..200, 0u32..200),
                |(num_rolls, points, new, opponent)| {
                    let got = sow_tax(num_rolls, points, new, opponent);
                    if got == 0 || got == num_rolls {
                        Ok(())
                    } else {
                        Err(said!(
                            "trot-tax-sow-tax-returned-neither",
                            call = format!("sow_tax({num_rolls}, {points}, {new}, {opponent})"),
                            got = got.to_string(),
                            num_rolls = num_rolls.to_string()
                        ))
                    }
                },
            )
        });
        s.property(&said!("trot-tax-sow-tax-property-leader-pays-nothing"), || {
            property::check((0u32..=10, 0u32..200, 0u32..200), |(num_rolls, new, lead)| {
                property::agree(
                    || format!("sow_tax({num_rolls}, 1, {}, {new})", new + lead),
                    sow_tax(num_rolls, 1, new + lead, new),
                    0,
                )
            })
        });
        s.property(&said!("trot-tax-time-trot-property-every-8-turns"), || {
            property::check((0u32..=10, 0u32..1000, proptest::bool::ANY), |(num_rolls, turn, last)| {
                property::same(
                    || format!("time_trot({num_rolls}, {}, {last})", turn + 8),
                    time_trot(num_rolls, turn + 8, last),
                    || format!("time_trot({num_rolls}, {turn}, {last})"),
                    time_trot(num_rolls, turn, last),
                    said!("trot-tax-time-trot-why-modulo-8"),
                )
            })
        });
        s.property(&said!("trot-tax-time-trot-property-never-twice"), || {
            property::check((0u32..=10, 0u32..1000), |(num_rolls, turn)| {
                property::agree(
                    || format!("time_trot({num_rolls}, {turn}, true)"),
                    time_trot(num_rolls, turn, true),
                    false,
                )
            })
        });
    })])
}
