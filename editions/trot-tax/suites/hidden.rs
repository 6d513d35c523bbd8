//! The hidden suites of Lean Bacon, Sow Tax and Time Trot: run only in official grading, never
//! shipped to students (see `tests/suites/hidden/mod.rs`).

use crate::student::rules::*;
use crate::student::strategies::*;
use hog_grader::{Case, Suite, case};
use hog_i18n::said;
use proptest::prelude::prop;

use crate::hidden::sweep::{Agreement, Expected, compared, every_opponent_score};
use crate::mock::counted_dice;
use crate::property;

/// The hidden suite of problem `id`, if this edition has one.
pub fn suite(id: &str) -> Option<Suite> {
    Some(match id {
        "02" => hidden_lean_bacon(),
        "03" => hidden_take_turn(),
        "04" => hidden_sow_tax_time_trot(),
        "05" => hidden_play(),
        "10" => hidden_lean_strategy(),
        "11" => hidden_tax_strategy(),
        _ => return None,
    })
}

use crate::student::trot_tax::rules::take_turn;
use crate::student::trot_tax::strategies::{NUM_ROLLS, THRESHOLD};

/// Lean Bacon as the rule says it, written here.
fn lean_bacon_rule(opponent: Score) -> u32 {
    10 - (opponent / 10 % 10).min(opponent % 10)
}

fn hidden_lean_bacon() -> Suite {
    Suite::hidden(vec![
        case!("trot-tax-hidden-scores-hundreds-thousands" {
            lean_bacon(1234) => 7;
            lean_bacon(5059) => 5;
            lean_bacon(10_000) => 10;
            lean_bacon(210) => 10;
        }),
        Case::new("trot-tax-hidden-opponent-score-below", |s| {
            s.property(&said!("trot-tax-hidden-property-score-below-100"), || {
                property::check(0u32..100_000, |opponent| {
                    property::agree(
                        || format!("lean_bacon({opponent})"),
                        lean_bacon(opponent),
                        lean_bacon_rule(opponent),
                    )
                })
            });
        }),
    ])
}

fn hidden_take_turn() -> Suite {
    Suite::hidden(vec![
        case!("trot-tax-hidden-largest-and-smallest-turns" {
            take_turn(10, 0, &mut make_test_dice(&[2, 2, 2, 2, 2, 2, 2, 2, 2, 1])) => 1;
            take_turn(1, 0, &mut make_test_dice(&[1])) => 1;
            take_turn(1, 0, &mut make_test_dice(&[2])) => 2;
            take_turn(4, 99, &mut make_test_dice(&[6, 1])) => 1;
            take_turn(0, 15, &mut make_test_dice(&[6])) => 9;
        }),
        Case::new("trot-tax-hidden-outcomes-number-dice", |s| {
            s.property(&said!("trot-tax-hidden-property-test-dice-0"), || {
                property::check(
                    (prop::collection::vec(1u32..=6, 1..8), 0u32..=10, 0u32..300),
                    |(outcomes, num_rolls, opponent)| {
                        let (mut dice, rolls) = counted_dice(&outcomes);
                        let got = take_turn(num_rolls, opponent, &mut dice);
                        let rolled: Vec<u32> =
                            outcomes.iter().cycle().take(num_rolls as usize).copied().collect();
                        let expected = if num_rolls == 0 {
                            lean_bacon_rule(opponent)
                        } else if rolled.contains(&1) {
                            1
                        } else {
                            rolled.iter().sum()
                        };
                        let call =
                            format!("take_turn({num_rolls}, {opponent}, &mut make_test_dice(&{outcomes:?}))");
                        if rolls.get() != num_rolls as usize {
                            return Err(said!(
                                "trot-tax-hidden-rolled-dice-times",
                                call = call.to_string(),
                                get = (rolls.get()).to_string(),
                                num_rolls = num_rolls.to_string()
                            ));
                        }
                        property::agree(|| call, got, expected)
                    },
                )
            });
        }),
    ])
}

fn hidden_sow_tax_time_trot() -> Suite {
    Suite::hidden(vec![
        case!("trot-tax-hidden-far-turns-and-large-taxes" {
            sow_tax(10, 1, 98, 99) => 10;
            sow_tax(7, 1, 0, 1) => 7;
            time_trot(2, 1_000_002, false) => true;
            time_trot(0, 1_000_000, true) => false;
        }),
        Case::new("trot-tax-hidden-any-turn-against-the-rules", |s| {
            s.property(&said!("trot-tax-hidden-property-sow-tax"), || {
                property::check(
                    (0u32..=10, 0u32..20, 0u32..300, 0u32..300),
                    |(num_rolls, points, new, opponent)| {
                        let expected =
                            if num_rolls > 0 && points == 1 && new < opponent { num_rolls } else { 0 };
                        property::agree(
                            || format!("sow_tax({num_rolls}, {points}, {new}, {opponent})"),
                            sow_tax(num_rolls, points, new, opponent),
                            expected,
                        )
                    },
                )
            });
            s.property(&said!("trot-tax-hidden-property-time-trot"), || {
                property::check((0u32..=10, 0u32..100_000, proptest::bool::ANY), |(num_rolls, turn, last)| {
                    property::agree(
                        || format!("time_trot({num_rolls}, {turn}, {last})"),
                        time_trot(num_rolls, turn, last),
                        !last && num_rolls == turn % 8,
                    )
                })
            });
        }),
    ])
}

/// A turn's new score as a game of this edition gives it, written here: one point for zero
/// dice or a 1 among the dice, else their sum. Sow Tax and Time Trot both fire in such games.
fn one_point_update(num_rolls: u32, own: Score, _opponent: Score, dice: &mut Dice) -> Score {
    let rolled: Vec<u32> = (0..num_rolls).map(|_| dice()).collect();
    own + if num_rolls == 0 || rolled.contains(&1) { 1 } else { rolled.iter().sum() }
}

fn hidden_play() -> Suite {
    Suite::hidden(vec![
        case!("trot-tax-hidden-games-end-first" {
            play(|_, _| 1, |_, _| 1, simple_update, 0, 0, &mut make_test_dice(&[6]), 12) => (6, 12);
            play(|_, _| 0, |_, _| 10, simple_update, 0, 0, &mut make_test_dice(&[6]), 100) => (30, 120);
            play(|_, _| 2, |_, _| 2, simple_update, 98, 0, &mut make_test_dice(&[1]), 100) => (101, 1);
        }),
        Case::new("trot-tax-hidden-strategies-dice-start", |s| {
            s.property(&said!("trot-tax-hidden-property-seeded-game-play"), || {
                property::check(
                    (0u64..1_000_000, 0u32..60, 0u32..60, 1u32..120),
                    |(seed, start0, start1, goal)| {
                        let strategies =
                            [property::seeded_strategy(2 * seed), property::seeded_strategy(2 * seed + 1)];
                        let outcomes = property::seeded_outcomes(seed, 23);
                        let got = play(
                            strategies[0],
                            strategies[1],
                            one_point_update,
                            start0,
                            start1,
                            &mut make_test_dice(&outcomes),
                            goal,
                        );
                        let mut dice = make_test_dice(&outcomes);
                        let mut scores = [start0, start1];
                        let (mut player, mut turn, mut last_was_extra) = (0, 0, false);
                        while scores[0] < goal && scores[1] < goal {
                            let num_rolls = strategies[player](scores[player], scores[1 - player]);
                            let new =
                                one_point_update(num_rolls, scores[player], scores[1 - player], &mut dice);
                            let points = new - scores[player];
                            if num_rolls > 0 && points == 1 && new < scores[1 - player] {
                                scores[1 - player] += num_rolls;
                            }
                            scores[player] = new;
                            last_was_extra = !last_was_extra && num_rolls == turn % 8;
                            if !last_was_extra {
                                player = 1 - player;
                            }
                            turn += 1;
                        }
                        let call = said!(
                            "trot-tax-hidden-call-play-seeded-strategies",
                            seed = seed.to_string(),
                            start0 = start0.to_string(),
                            start1 = start1.to_string(),
                            goal = goal.to_string()
                        );
                        property::agree(|| call, format!("{got:?}"), format!("{:?}", (scores[0], scores[1])))
                    },
                )
            });
        }),
    ])
}

fn hidden_lean_strategy() -> Suite {
    Suite::hidden(vec![case!("trot-tax-hidden-opponent-score-choice" {
        # "trot-tax-hidden-note-line-calls-bacon";
        lean_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        lean_strategy_everywhere(25, 9, 6) => Agreement::Everywhere;
        lean_strategy_everywhere(47, 3, 4) => Agreement::Everywhere;
        lean_strategy_everywhere(60, 0, 2) => Agreement::Everywhere;
        lean_strategy_everywhere(99, 10, 8) => Agreement::Everywhere;
        lean_strategy_everywhere(113, 11, 10) => Agreement::Everywhere;
    })])
}

/// `lean_strategy(score, opponent_score, threshold, num_rolls)` for every opponent score,
/// against what `lean_bacon` says.
fn lean_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("lean_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| lean_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            let points = lean_bacon(opponent);
            Expected {
                num_rolls: if points >= threshold { 0 } else { num_rolls },
                because: said!(
                    "trot-tax-hidden-lean-bacon-threshold",
                    opponent = opponent.to_string(),
                    points = points.to_string(),
                    comparison = compared(points, threshold),
                    threshold = threshold.to_string()
                ),
            }
        },
    )
}

fn hidden_tax_strategy() -> Suite {
    Suite::hidden(vec![case!("trot-tax-hidden-opponent-score-choice-agrees" {
        # "trot-tax-hidden-note-line-calls-tax";
        tax_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        tax_strategy_everywhere(5, 8, 5) => Agreement::Everywhere;
        tax_strategy_everywhere(50, 3, 2) => Agreement::Everywhere;
        tax_strategy_everywhere(88, 8, 10) => Agreement::Everywhere;
        tax_strategy_everywhere(93, 11, 7) => Agreement::Everywhere;
        tax_strategy_everywhere(98, 0, 3) => Agreement::Everywhere;
    })])
}

/// `tax_strategy(score, opponent_score, threshold, num_rolls)` for every opponent score,
/// against the opponent's score after a Sow Sad on those dice and Lean Bacon's threshold.
fn tax_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("tax_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| tax_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            let taxed = opponent + sow_tax(num_rolls, 1, score + 1, opponent);
            let (expected, because) = if taxed >= GOAL {
                (0, said!("trot-tax-hidden-tax-would-lose", taxed = taxed))
            } else {
                let points = lean_bacon(opponent);
                (
                    if points >= threshold { 0 } else { num_rolls },
                    said!(
                        "trot-tax-hidden-tax-short",
                        taxed = taxed,
                        opponent = opponent,
                        points = points,
                        comparison = compared(points, threshold),
                        threshold = threshold
                    ),
                )
            };
            Expected { num_rolls: expected, because }
        },
    )
}
