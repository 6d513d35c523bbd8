//! The hidden suites of Free Bacon, Hog Wild and Hog Tied: official grading runs them, students
//! never receive them (see `tests/suites/hidden/mod.rs`).

use crate::student::rules::*;
use crate::student::strategies::*;
use crate::student::wild_tied::rules::take_turn;
use hog_grader::{Case, Suite, case};
use hog_i18n::said;

use crate::hidden::sweep::{Agreement, Expected, compared, every_opponent_score};
use crate::mock::{counted_dice, sum_update};
use crate::property;

/// The hidden suite of problem `id`, if this edition has one.
pub fn suite(id: &str) -> Option<Suite> {
    Some(match id {
        "02" => hidden_free_bacon(),
        "03" => hidden_take_turn(),
        "04" => hidden_hog_tied(),
        "05" => hidden_play(),
        "10" => hidden_bacon_strategy(),
        "11" => hidden_tied_strategy(),
        _ => return None,
    })
}

use crate::student::wild_tied::strategies::{NUM_ROLLS, THRESHOLD};

fn hidden_free_bacon() -> Suite {
    Suite::hidden(vec![
        case!("wild-tied-hidden-scores-thousands" {
            free_bacon(1000) => 2;
            free_bacon(9001) => 10;
            free_bacon(4321) => 5;
            free_bacon(60_000) => 7;
        }),
        free_bacon_against_the_rule(),
    ])
}

/// Any score, against the largest digit found here by writing the number out.
fn free_bacon_against_the_rule() -> Case {
    Case::new("wild-tied-hidden-score-below-100", |s| {
        s.property(&said!("wild-tied-hidden-property-score-below-100"), || {
            property::check(0u32..100_000, |opponent| {
                let largest =
                    opponent.to_string().bytes().map(|digit| u32::from(digit - b'0')).max().unwrap_or(0);
                property::agree(|| format!("free_bacon({opponent})"), free_bacon(opponent), largest + 1)
            })
        });
    })
}

fn hidden_take_turn() -> Suite {
    Suite::hidden(vec![
        case!("wild-tied-hidden-sums-past-100" {
            hog_wild(100, 5) => 4;
            hog_wild(500, 500) => 6;
            hog_wild(693, 0) => 4;
            let (mut dice, rolls) = counted_dice(&[6, 5, 6, 2, 4]);
            take_turn(4, 60, 45, &mut dice) => 12;
            rolls.get() => 10;
            take_turn(2, 60, 46, &mut make_test_dice(&[6, 5])) => 11;
        }),
        hog_wild_against_the_rule(),
    ])
}

/// Any two scores, against the rule worked out here by subtracting sevens.
fn hog_wild_against_the_rule() -> Case {
    Case::new("wild-tied-hidden-two-scores-below", |s| {
        s.property(&said!("wild-tied-hidden-property-scores-below-5000"), || {
            property::check((0u32..5000, 0u32..5000), |(player, opponent)| {
                let sum = player + opponent;
                let sides = if sum - 7 * (sum / 7) == 0 { 4 } else { 6 };
                property::agree(
                    || format!("hog_wild({player}, {opponent})"),
                    hog_wild(player, opponent),
                    sides,
                )
            })
        });
    })
}

fn hidden_hog_tied() -> Suite {
    Suite::hidden(vec![
        case!("wild-tied-hidden-sums-thousands" {
            hog_tied(1000, 7) => 1;
            hog_tied(4999, 8) => 1;
            hog_tied(7000, 700) => MAX_ROLLS;
            hog_tied(70, 0) => MAX_ROLLS;
        }),
        hog_tied_against_the_rule(),
    ])
}

/// Any two scores, against the last digit of their sum written out.
fn hog_tied_against_the_rule() -> Case {
    Case::new("wild-tied-hidden-two-scores-below-50", |s| {
        s.property(&said!("wild-tied-hidden-property-scores-below-50"), || {
            property::check((0u32..50_000, 0u32..50_000), |(player, opponent)| {
                let ends_in_seven = (player + opponent).to_string().ends_with('7');
                let most = if ends_in_seven { 1 } else { MAX_ROLLS };
                property::agree(
                    || format!("hog_tied({player}, {opponent})"),
                    hog_tied(player, opponent),
                    most,
                )
            })
        });
    })
}

fn hidden_play() -> Suite {
    Suite::hidden(vec![case!("wild-tied-hidden-games-end-within" {
        play(|_, _| 0, |_, _| 10, simple_update, 95, 0, &mut make_test_dice(&[6]), 100) => (103, 60);
        play(|_, _| 10, |_, _| 10, simple_update, 90, 7, &mut make_test_dice(&[2]), 100) => (112, 27);
        play(|_, _| 9, |_, _| 2, sum_update, 0, 17, &mut make_test_dice(&[3]), 20) => (3, 23);
    })])
}

fn hidden_bacon_strategy() -> Suite {
    Suite::hidden(vec![case!("wild-tied-hidden-opponent-score-choice" {
        # "wild-tied-hidden-note-line-calls-bacon";
        bacon_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        bacon_strategy_everywhere(25, 7, 6) => Agreement::Everywhere;
        bacon_strategy_everywhere(47, 5, 4) => Agreement::Everywhere;
        bacon_strategy_everywhere(60, 3, 2) => Agreement::Everywhere;
        bacon_strategy_everywhere(99, 10, 8) => Agreement::Everywhere;
        bacon_strategy_everywhere(113, 6, 10) => Agreement::Everywhere;
    })])
}

/// `bacon_strategy(score, opponent_score, threshold, num_rolls)` at every opponent score,
/// against what `free_bacon` says.
fn bacon_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("bacon_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| bacon_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            let points = free_bacon(opponent);
            Expected {
                num_rolls: if points >= threshold { 0 } else { num_rolls },
                because: said!(
                    "wild-tied-hidden-free-bacon-threshold",
                    opponent = opponent.to_string(),
                    points = points.to_string(),
                    comparison = compared(points, threshold),
                    threshold = threshold.to_string()
                ),
            }
        },
    )
}

fn hidden_tied_strategy() -> Suite {
    Suite::hidden(vec![case!("wild-tied-hidden-opponent-score-choice-agrees" {
        # "wild-tied-hidden-note-line-calls-tied";
        tied_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        tied_strategy_everywhere(17, 8, 5) => Agreement::Everywhere;
        tied_strategy_everywhere(31, 6, 2) => Agreement::Everywhere;
        tied_strategy_everywhere(50, 9, 6) => Agreement::Everywhere;
        tied_strategy_everywhere(84, 10, 4) => Agreement::Everywhere;
        tied_strategy_everywhere(105, 7, 3) => Agreement::Everywhere;
        tied_strategy_everywhere(113, 11, 10) => Agreement::Everywhere;
    })])
}

/// `tied_strategy(score, opponent_score, threshold, num_rolls)` at every opponent score, against
/// Free Bacon, the threshold and, where Hog Tied holds the turn to one die, that die's average.
fn tied_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("tied_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| tied_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            let points = free_bacon(opponent);
            let sides = hog_wild(score, opponent);
            let one_die = hog_tied(score, opponent) == 1;
            let average = f64::from(sides + 1) / 2.0;
            let zero = points >= threshold || (one_die && f64::from(points) > average);
            let because = if one_die {
                said!(
                    "wild-tied-hidden-held-to-one-die",
                    opponent = opponent,
                    points = points,
                    comparison = compared(points, threshold),
                    threshold = threshold,
                    sides = sides,
                    average = average.to_string()
                )
            } else {
                said!(
                    "wild-tied-hidden-not-held",
                    opponent = opponent,
                    points = points,
                    comparison = compared(points, threshold),
                    threshold = threshold
                )
            };
            Expected { num_rolls: if zero { 0 } else { num_rolls }, because }
        },
    )
}
