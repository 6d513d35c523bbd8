//! The hidden suites of Boar Brawl and Sus Fuss: run only in official grading, never shipped to
//! students (see `tests/suites/hidden/mod.rs`).

use crate::student::rules::*;
use crate::student::strategies::*;
use hog_grader::{Case, Suite, case};
use hog_i18n::said;

use crate::hidden::sweep::{Agreement, Expected, compared, every_opponent_score};
use crate::property;

/// The hidden suite of problem `id`, if this edition has one.
pub fn suite(id: &str) -> Option<Suite> {
    Some(match id {
        "02" => hidden_boar_brawl(),
        "04" => hidden_sus_fuss(),
        "05" => hidden_play(),
        "10" => hidden_boar_strategy(),
        "11" => hidden_sus_strategy(),
        _ => return None,
    })
}

use crate::student::boar_sus::strategies::{NUM_ROLLS, THRESHOLD};

fn hidden_boar_brawl() -> Suite {
    Suite::hidden(vec![
        case!("boar-sus-hidden-scores-hundreds-both" {
            boar_brawl(123, 456) => 6;
            boar_brawl(250, 109) => 1;
            boar_brawl(199, 990) => 1;
            boar_brawl(101, 980) => 21;
        }),
        boar_brawl_against_the_rule(),
    ])
}

/// Any two scores against an oracle written here.
fn boar_brawl_against_the_rule() -> Case {
    Case::new("boar-sus-hidden-two-scores-below", |s| {
        s.property(&said!("boar-sus-hidden-property-scores-below-1000"), || {
            property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                let tens = i64::from((opponent % 100 - opponent % 10) / 10);
                let ones = i64::from(player % 10);
                let expected = ((tens - ones).abs() * 3).max(1) as u32;
                let got = boar_brawl(player, opponent);
                property::agree(|| format!("boar_brawl({player}, {opponent})"), got, expected)
            })
        });
    })
}

fn hidden_sus_fuss() -> Suite {
    Suite::hidden(vec![
        case!("boar-sus-hidden-squares-primes-products" {
            sus_points(25) => 29;
            sus_points(26) => 29;
            sus_update(0, 20, 81, &mut make_test_dice(&[6])) => 44;
        }),
        sus_fuss_against_the_rule(),
    ])
}

/// Any number against oracles written here.
fn sus_fuss_against_the_rule() -> Case {
    Case::new("boar-sus-hidden-number-below-5000", |s| {
        s.property(&said!("boar-sus-hidden-property-n-1-4999"), || {
            property::check(1u32..5000, |n| {
                let expected = (1..=n).filter(|d| n.is_multiple_of(*d)).count() as u32;
                property::agree(|| format!("num_factors({n})"), num_factors(n), expected)
            })
        });
        s.property(&said!("boar-sus-hidden-property-score-1-4999"), || {
            property::check(1u32..5000, |score| {
                let divisors = (1..=score).filter(|d| score.is_multiple_of(*d)).count();
                let is_prime = |n: u32| n > 1 && (2..n).all(|d| !n.is_multiple_of(d));
                let expected = if divisors == 3 || divisors == 4 {
                    (score + 1..).find(|&n| is_prime(n)).unwrap()
                } else {
                    score
                };
                property::agree(|| format!("sus_points({score})"), sus_points(score), expected)
            })
        });
    })
}

fn hidden_play() -> Suite {
    Suite::hidden(vec![case!("boar-sus-hidden-games-end-first" {
        play(|_, _| 0, |_, _| 10, simple_update, 95, 0, &mut make_test_dice(&[6]), 100) => (110, 0);
        play(|_, _| 1, |_, _| 1, simple_update, 0, 0, &mut make_test_dice(&[6]), 12) => (12, 6);
    })])
}

fn hidden_boar_strategy() -> Suite {
    Suite::hidden(vec![case!("boar-sus-hidden-opponent-score-choice" {
        # "boar-sus-hidden-note-line-calls-boar";
        boar_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        boar_strategy_everywhere(25, 11, 6) => Agreement::Everywhere;
        boar_strategy_everywhere(47, 9, 4) => Agreement::Everywhere;
        boar_strategy_everywhere(60, 3, 2) => Agreement::Everywhere;
        boar_strategy_everywhere(99, 15, 8) => Agreement::Everywhere;
        boar_strategy_everywhere(113, 12, 10) => Agreement::Everywhere;
    })])
}

/// `boar_strategy(score, opponent_score, threshold, num_rolls)` for every opponent
/// score, against what `boar_brawl` says.
fn boar_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("boar_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| boar_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            let points = boar_brawl(score, opponent);
            Expected {
                num_rolls: if points >= threshold { 0 } else { num_rolls },
                because: said!(
                    "boar-sus-hidden-boar-brawl-threshold",
                    score = score.to_string(),
                    opponent = opponent.to_string(),
                    points = points.to_string(),
                    comparison = compared(points, threshold),
                    threshold = threshold.to_string()
                ),
            }
        },
    )
}

fn hidden_sus_strategy() -> Suite {
    Suite::hidden(vec![case!("boar-sus-hidden-opponent-score-choice-agrees" {
        # "boar-sus-hidden-note-line-calls-sus";
        sus_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        sus_strategy_everywhere(15, 8, 5) => Agreement::Everywhere;
        sus_strategy_everywhere(31, 10, 2) => Agreement::Everywhere;
        sus_strategy_everywhere(53, 14, 6) => Agreement::Everywhere;
        sus_strategy_everywhere(78, 5, 4) => Agreement::Everywhere;
        sus_strategy_everywhere(96, 11, 3) => Agreement::Everywhere;
        sus_strategy_everywhere(113, 14, 10) => Agreement::Everywhere;
    })])
}

/// `sus_strategy(score, opponent_score, threshold, num_rolls)` for every opponent
/// score, against the gain `sus_update` gives for rolling zero dice.
fn sus_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("sus_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| sus_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            // Rolling zero dice never rolls: these dice only fill the argument.
            let total = sus_update(0, score, opponent, &mut make_test_dice(&[6]));
            let gain = total.saturating_sub(score);
            Expected {
                num_rolls: if gain >= threshold { 0 } else { num_rolls },
                because: said!(
                    "boar-sus-hidden-sus-update-0",
                    score = score.to_string(),
                    opponent = opponent.to_string(),
                    total = total.to_string(),
                    gain = gain.to_string(),
                    comparison = compared(gain, threshold),
                    threshold = threshold.to_string()
                ),
            }
        },
    )
}
