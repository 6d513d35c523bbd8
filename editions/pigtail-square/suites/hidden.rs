//! The hidden suites of Pig Tail and Square Swine: run only in official grading, never shipped to
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
        "02" => hidden_tail_points(),
        "04" => hidden_square_swine(),
        "05" => hidden_play(),
        "10" => hidden_tail_strategy(),
        "11" => hidden_square_strategy(),
        _ => return None,
    })
}

use crate::student::pigtail_square::strategies::{NUM_ROLLS, THRESHOLD};

fn hidden_tail_points() -> Suite {
    Suite::hidden(vec![
        case!("pigtail-square-hidden-scores-hundreds-thousands" {
            tail_points(123) => 3;
            tail_points(250) => 11;
            tail_points(999) => 1;
            tail_points(1000) => 1;
            tail_points(1309) => 19;
        }),
        tail_points_against_the_rule(),
    ])
}

/// Any score against an oracle written here.
fn tail_points_against_the_rule() -> Case {
    Case::new("pigtail-square-hidden-score-below-10", |s| {
        s.property(&said!("pigtail-square-hidden-property-score-below-10"), || {
            property::check(0u32..10_000, |opponent| {
                let tens = i64::from((opponent % 100 - opponent % 10) / 10);
                let ones = i64::from(opponent % 10);
                let expected = ((tens - ones).abs() * 2 + 1) as u32;
                property::agree(|| format!("tail_points({opponent})"), tail_points(opponent), expected)
            })
        });
    })
}

fn hidden_square_swine() -> Suite {
    Suite::hidden(vec![
        case!("pigtail-square-hidden-squares-thousands-numbers" {
            perfect_square(9801) => true;
            perfect_square(9800) => false;
            next_perfect_square(9999) => 10_000;
            next_perfect_square(10_000) => 10_201;
            square_update(0, 35, 0, &mut make_test_dice(&[6])) => 49;
            square_update(0, 48, 19, &mut make_test_dice(&[6])) => 65;
        }),
        square_swine_against_the_rule(),
    ])
}

/// Any number against oracles written here.
fn square_swine_against_the_rule() -> Case {
    Case::new("pigtail-square-hidden-number-below-20", |s| {
        s.property(&said!("pigtail-square-hidden-property-n-below-20"), || {
            property::check(0u32..20_000, |n| {
                let expected = (0..=n).take_while(|r| r * r <= n).any(|r| r * r == n);
                property::agree(|| format!("perfect_square({n})"), perfect_square(n), expected)
            })
        });
        s.property(&said!("pigtail-square-hidden-property-n-below-20-000"), || {
            property::check(0u32..20_000, |n| {
                let root = (0..).find(|r| r * r > n).unwrap();
                property::agree(|| format!("next_perfect_square({n})"), next_perfect_square(n), root * root)
            })
        });
    })
}

fn hidden_play() -> Suite {
    Suite::hidden(vec![case!("pigtail-square-hidden-games-end-first" {
        play(|_, _| 0, |_, _| 10, simple_update, 95, 0, &mut make_test_dice(&[6]), 100) => (109, 60);
        play(|_, _| 0, |_, _| 10, square_update, 80, 0, &mut make_test_dice(&[6]), 100) => (100, 0);
        play(|_, _| 1, |_, _| 1, simple_update, 0, 0, &mut make_test_dice(&[6]), 12) => (12, 6);
    })])
}

fn hidden_tail_strategy() -> Suite {
    Suite::hidden(vec![case!("pigtail-square-hidden-opponent-score-choice" {
        # "pigtail-square-hidden-note-line-calls-tail";
        tail_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        tail_strategy_everywhere(25, 11, 6) => Agreement::Everywhere;
        tail_strategy_everywhere(47, 9, 4) => Agreement::Everywhere;
        tail_strategy_everywhere(60, 3, 2) => Agreement::Everywhere;
        tail_strategy_everywhere(99, 15, 8) => Agreement::Everywhere;
        tail_strategy_everywhere(113, 19, 10) => Agreement::Everywhere;
    })])
}

/// `tail_strategy(score, opponent_score, threshold, num_rolls)` for every opponent
/// score, against what `tail_points` says.
fn tail_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("tail_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| tail_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            let points = tail_points(opponent);
            Expected {
                num_rolls: if points >= threshold { 0 } else { num_rolls },
                because: said!(
                    "pigtail-square-hidden-tail-points-threshold",
                    opponent = opponent.to_string(),
                    points = points.to_string(),
                    comparison = compared(points, threshold),
                    threshold = threshold.to_string()
                ),
            }
        },
    )
}

fn hidden_square_strategy() -> Suite {
    Suite::hidden(vec![case!("pigtail-square-hidden-opponent-score-choice-agrees" {
        # "pigtail-square-hidden-note-line-calls-square";
        square_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        square_strategy_everywhere(12, 20, 5) => Agreement::Everywhere;
        square_strategy_everywhere(31, 10, 2) => Agreement::Everywhere;
        square_strategy_everywhere(48, 14, 6) => Agreement::Everywhere;
        square_strategy_everywhere(78, 5, 4) => Agreement::Everywhere;
        square_strategy_everywhere(80, 20, 3) => Agreement::Everywhere;
        square_strategy_everywhere(113, 14, 10) => Agreement::Everywhere;
    })])
}

/// `square_strategy(score, opponent_score, threshold, num_rolls)` for every opponent
/// score, against the gain `square_update` gives for rolling zero dice.
fn square_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("square_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| square_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            // Rolling zero dice never rolls: these dice only fill the argument.
            let total = square_update(0, score, opponent, &mut make_test_dice(&[6]));
            let gain = total.saturating_sub(score);
            Expected {
                num_rolls: if gain >= threshold { 0 } else { num_rolls },
                because: said!(
                    "pigtail-square-hidden-square-update-0",
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
