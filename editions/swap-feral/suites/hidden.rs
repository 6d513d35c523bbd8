//! The hidden suites of Free Points, Feral Hogs and Swine Swap: run only in official grading, never shipped to
//! students (see `tests/suites/hidden/mod.rs`).

use crate::student::rules::*;
use crate::student::strategies::*;
use hog_grader::{Case, Suite, case};
use hog_i18n::said;
use proptest::prelude::prop;

use crate::hidden::sweep::{Agreement, Expected, compared, every_opponent_score};
use crate::mock::{counted_dice, sum_update};
use crate::property;

/// The hidden suite of problem `id`, if this edition has one.
pub fn suite(id: &str) -> Option<Suite> {
    Some(match id {
        "02" => hidden_free_points(),
        "03" => hidden_take_turn(),
        "04" => hidden_is_swap(),
        "05" => hidden_play(),
        "10" => hidden_free_strategy(),
        "11" => hidden_swap_strategy(),
        _ => return None,
    })
}

use crate::student::swap_feral::rules::take_turn;
use crate::student::swap_feral::strategies::{NUM_ROLLS, THRESHOLD};

fn hidden_free_points() -> Suite {
    Suite::hidden(vec![
        case!("swap-feral-hidden-scores-hundreds-thousands" {
            free_points(255) => 2883;
            free_points(256) => 3072;
            free_points(1000) => 46875;
            free_points(9) => 3;
        }),
        free_points_against_the_rule(),
    ])
}

/// Any opponent score against an oracle written here.
fn free_points_against_the_rule() -> Case {
    Case::new("swap-feral-hidden-opponent-score-below", |s| {
        s.property(&said!("swap-feral-hidden-property-score-below-100"), || {
            property::check(0u32..100_000, |opponent| {
                let quotient = u64::from(opponent) / 8;
                let expected = (3 * quotient * quotient) as u32;
                property::agree(|| format!("free_points({opponent})"), free_points(opponent), expected)
            })
        });
    })
}

fn hidden_take_turn() -> Suite {
    Suite::hidden(vec![
        case!("swap-feral-hidden-feral-hogs-largest" {
            take_turn(10, 0, &mut make_test_dice(&[2, 2, 2, 2, 2, 2, 2, 2, 2, 1])) => 1;
            take_turn(1, 0, &mut make_test_dice(&[1])) => 1;
            take_turn(1, 0, &mut make_test_dice(&[2])) => 2;
            take_turn(4, 99, &mut make_test_dice(&[6, 1])) => 4;
            take_turn(0, 15, &mut make_test_dice(&[6])) => 3;
        }),
        take_turn_against_the_rules(),
    ])
}

/// For any outcomes and any number of dice: the rules' value, and exactly one roll per die.
fn take_turn_against_the_rules() -> Case {
    Case::new("swap-feral-hidden-outcomes-number-dice", |s| {
        s.property(&said!("swap-feral-hidden-property-test-dice-0"), || {
            property::check(
                (prop::collection::vec(1u32..=6, 1..8), 0u32..=10, 0u32..300),
                |(outcomes, num_rolls, opponent)| {
                    let (mut dice, rolls) = counted_dice(&outcomes);
                    let got = take_turn(num_rolls, opponent, &mut dice);
                    let rolled: Vec<u32> =
                        outcomes.iter().cycle().take(num_rolls as usize).copied().collect();
                    let expected = if num_rolls == 0 {
                        3 * (opponent / 8) * (opponent / 8)
                    } else {
                        let score = if rolled.contains(&1) { 1 } else { rolled.iter().sum() };
                        if score.abs_diff(num_rolls) == 3 { score + 3 } else { score }
                    };
                    let call =
                        format!("take_turn({num_rolls}, {opponent}, &mut make_test_dice(&{outcomes:?}))");
                    if rolls.get() != num_rolls as usize {
                        return Err(said!(
                            "swap-feral-hidden-rolled-dice-times",
                            call = call.to_string(),
                            get = (rolls.get()).to_string(),
                            num_rolls = num_rolls.to_string()
                        ));
                    }
                    property::agree(|| call, got, expected)
                },
            )
        });
    })
}

fn hidden_is_swap() -> Suite {
    Suite::hidden(vec![
        case!("swap-feral-hidden-large-squares-their" {
            is_swap(10_000, 0) => true;
            is_swap(0, 9_999) => false;
            is_swap(10_001, 0) => false;
            is_swap(3_000, 3_001) => true;
        }),
        is_swap_against_the_rule(),
    ])
}

/// Any two scores against an oracle written here.
fn is_swap_against_the_rule() -> Case {
    Case::new("swap-feral-hidden-two-scores-below", |s| {
        s.property(&said!("swap-feral-hidden-property-scores-below-100"), || {
            property::check((0u32..100_000, 0u32..100_000), |(a, b)| {
                let difference = a.abs_diff(b);
                let root = difference.isqrt();
                let expected = difference > 0 && root * root == difference;
                property::agree(|| format!("is_swap({a}, {b})"), is_swap(a, b), expected)
            })
        });
        s.property(&said!("swap-feral-hidden-property-n-below-300"), || {
            property::check((1u32..300, 0u32..10_000), |(n, a)| {
                let square = n * n;
                property::agree(|| format!("is_swap({}, {a})", a + square), is_swap(a + square, a), true)?;
                if n > 1 {
                    property::agree(
                        || format!("is_swap({a}, {})", a + square - 1),
                        is_swap(a, a + square - 1),
                        false,
                    )?;
                }
                property::agree(
                    || format!("is_swap({}, {a})", a + square + 1),
                    is_swap(a + square + 1, a),
                    false,
                )
            })
        });
    })
}

fn hidden_play() -> Suite {
    Suite::hidden(vec![
        case!("swap-feral-hidden-games-end-first" {
            play(|_, _| 0, |_, _| 10, simple_update, 95, 0, &mut make_test_dice(&[6]), 100) => (242, 60);
            play(|_, _| 1, |_, _| 1, simple_update, 0, 0, &mut make_test_dice(&[6]), 12) => (12, 6);
            play(|_, _| 1, |_, _| 1, sum_update, 99, 0, &mut make_test_dice(&[1]), 100) => (0, 100);
            play(|_, _| 0, |_, _| 0, simple_update, 40, 41, &mut make_test_dice(&[6]), 100) => (115, 41);
        }),
        play_against_the_rules(),
    ])
}

/// Any game against a game loop written here, with the student's own is_swap.
fn play_against_the_rules() -> Case {
    Case::new("swap-feral-hidden-strategies-dice-start", |s| {
        s.property(&said!("swap-feral-hidden-property-seeded-game-play"), || {
            property::check(
                (0u64..1_000_000, 0u32..60, 0u32..60, 1u32..120),
                |(seed, start0, start1, goal)| {
                    let strategies =
                        [property::seeded_strategy(2 * seed), property::seeded_strategy(2 * seed + 1)];
                    let outcomes = property::seeded_outcomes(seed, 23);
                    // One point more than the dice, so that every turn makes progress.
                    let update = |num_rolls, own, opponent, dice: &mut Dice| {
                        sum_update(num_rolls, own, opponent, dice) + 1
                    };
                    let got = play(
                        strategies[0],
                        strategies[1],
                        update,
                        start0,
                        start1,
                        &mut make_test_dice(&outcomes),
                        goal,
                    );
                    let mut dice = make_test_dice(&outcomes);
                    let mut scores = [start0, start1];
                    let mut player = 0;
                    while scores[0] < goal && scores[1] < goal {
                        let num_rolls = strategies[player](scores[player], scores[1 - player]);
                        scores[player] = update(num_rolls, scores[player], scores[1 - player], &mut dice);
                        if is_swap(scores[0], scores[1]) {
                            scores.swap(0, 1);
                        }
                        player = 1 - player;
                    }
                    let call = said!(
                        "swap-feral-hidden-call-play-seeded-strategies",
                        seed = seed.to_string(),
                        start0 = start0.to_string(),
                        start1 = start1.to_string(),
                        goal = goal.to_string()
                    );
                    property::agree(|| call, format!("{got:?}"), format!("{:?}", (scores[0], scores[1])))
                },
            )
        });
    })
}

fn hidden_free_strategy() -> Suite {
    Suite::hidden(vec![case!("swap-feral-hidden-opponent-score-choice" {
        # "swap-feral-hidden-note-line-calls-free";
        free_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        free_strategy_everywhere(25, 12, 6) => Agreement::Everywhere;
        free_strategy_everywhere(47, 3, 4) => Agreement::Everywhere;
        free_strategy_everywhere(60, 0, 2) => Agreement::Everywhere;
        free_strategy_everywhere(99, 27, 8) => Agreement::Everywhere;
        free_strategy_everywhere(113, 76, 10) => Agreement::Everywhere;
    })])
}

/// `free_strategy(score, opponent_score, cutoff, num_rolls)` for every opponent
/// score, against what `free_points` says.
fn free_strategy_everywhere(score: Score, cutoff: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("free_strategy({score}, {opponent}, {cutoff}, {num_rolls})"),
        |opponent| free_strategy(score, opponent, cutoff, num_rolls),
        |opponent| {
            let points = free_points(opponent);
            Expected {
                num_rolls: if points >= cutoff { 0 } else { num_rolls },
                because: said!(
                    "swap-feral-hidden-free-points-cutoff",
                    opponent = opponent.to_string(),
                    points = points.to_string(),
                    comparison = compared(points, cutoff),
                    cutoff = cutoff.to_string()
                ),
            }
        },
    )
}

fn hidden_swap_strategy() -> Suite {
    Suite::hidden(vec![case!("swap-feral-hidden-opponent-score-choice-agrees" {
        # "swap-feral-hidden-note-line-calls-swap";
        swap_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        swap_strategy_everywhere(5, 8, 5) => Agreement::Everywhere;
        swap_strategy_everywhere(12, 3, 2) => Agreement::Everywhere;
        swap_strategy_everywhere(20, 8, 6) => Agreement::Everywhere;
        swap_strategy_everywhere(36, 30, 4) => Agreement::Everywhere;
        swap_strategy_everywhere(64, 0, 3) => Agreement::Everywhere;
        swap_strategy_everywhere(96, 12, 10) => Agreement::Everywhere;
    })])
}

/// `swap_strategy(score, opponent_score, cutoff, num_rolls)` for every opponent score,
/// against the scores that rolling zero dice leads to.
fn swap_strategy_everywhere(score: Score, cutoff: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("swap_strategy({score}, {opponent}, {cutoff}, {num_rolls})"),
        |opponent| swap_strategy(score, opponent, cutoff, num_rolls),
        |opponent| {
            let points = free_points(opponent);
            let after = score + points;
            let (expected, because) = if is_swap(after, opponent) && after < opponent {
                (0, said!("swap-feral-hidden-swap-ahead", after = after, opponent = opponent))
            } else if is_swap(after, opponent) {
                (num_rolls, said!("swap-feral-hidden-swap-behind", after = after, opponent = opponent))
            } else {
                let verdict = compared(points, cutoff);
                let choice = if points >= cutoff { 0 } else { num_rolls };
                (
                    choice,
                    said!(
                        "swap-feral-hidden-no-swap",
                        after = after,
                        opponent = opponent,
                        points = points,
                        comparison = verdict,
                        cutoff = cutoff
                    ),
                )
            };
            Expected { num_rolls: expected, because }
        },
    )
}
