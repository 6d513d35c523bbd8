//! What must hold of exact win rates whatever the solver's method: symmetry, the optimal
//! strategy beating every other, and no strategy beating the best response.

#![cfg(feature = "solution")]

mod common;

use hog_exact::{Game, Grid, Matchup, best_response, matchup, optimal};
use hog_rules::GOAL;

use common::{named, table};

const EPSILON: f64 = 1e-12;

/// The result of `a` against `b`, or `None` where positions repeat and the two can pass the
/// turn back and forth for ever (zero dice for no points, swap-feral): no chance is defined.
fn result(game: &Game, a: &Grid<u8>, b: &Grid<u8>) -> Option<Matchup> {
    match matchup(game, a, b) {
        Ok(result) => Some(result),
        Err(endless) => {
            assert!(game.repeats(), "only where positions repeat can a game go on for ever: {endless}");
            None
        }
    }
}

/// Whether this edition's turns always score and nothing swaps: then every game ends, and
/// the equations have one solution everywhere.
fn always_ends(game: &Game) -> bool {
    if game.repeats() {
        eprintln!("positions of {} repeat: this property is not one of its games", hog_rules::EDITION);
    }
    !game.repeats()
}

/// Whether best play in this edition is a strategy of the two scores: where the game
/// remembers something (Time Trot's turn number), the best choice at a position changes with
/// it, and optimal play and a best response are tables per memory value, of which a strategy
/// of the scores (`Solution::dice`, the start's) can play only one. Their chances from the
/// start are still exact; `tests/memory.rs` and `tests/trot_tax.rs` check such games.
fn plays_by_the_scores(game: &Game) -> bool {
    if game.memory() > 1 {
        eprintln!(
            "{} remembers from turn to turn: optimal play is not a strategy of the scores",
            hog_rules::EDITION
        );
    }
    game.memory() == 1
}

#[test]
fn any_strategy_against_itself_wins_half_the_games_over_both_seats() {
    for sus_fuss in [true, false] {
        let game = Game::new(GOAL, sus_fuss);
        for (name, strategy) in named(GOAL) {
            let Some(result) = result(&game, &strategy, &strategy) else { continue };
            assert!((result.average() - 0.5).abs() < EPSILON, "{name} against itself: {result:?}");
        }
    }
    // Going first is an advantage where every turn scores: the seats differ, only their
    // average is a half (by little where the first turn is weaker, as Hog Wild's four-sided
    // dice at 0 to 0 make it).
    let game = Game::new(GOAL, true);
    if always_ends(&game) {
        let six = table(GOAL, |_, _| 6);
        let result = matchup(&game, &six, &six).unwrap();
        assert!(result.first > result.second, "{result:?}");
    }
}

#[test]
fn in_a_game_to_one_whoever_moves_first_wins() {
    let game = Game::new(1, true);
    if !always_ends(&game) {
        return;
    }
    for (name, strategy) in named(1) {
        let result = matchup(&game, &strategy, &table(1, |_, _| 6)).unwrap();
        assert!(result.first > 1.0 - EPSILON && result.second < EPSILON, "{name}: {result:?}");
    }
}

#[test]
fn the_optimal_strategy_beats_every_named_strategy() {
    let game = Game::new(GOAL, true);
    if !plays_by_the_scores(&game) {
        return;
    }
    let best = optimal(&game).unwrap();
    for (name, strategy) in named(GOAL) {
        let Some(result) = result(&game, &best.dice, &strategy) else { continue };
        assert!(result.average() > 0.5, "optimal against {name}: {result:?}");
        if always_ends(&game) {
            assert!(result.first >= best.chances.at(0, 0) - EPSILON, "optimal going first against {name}");
        }
    }
    if let Some(against_itself) = result(&game, &best.dice, &best.dice) {
        assert!((against_itself.first - best.chances.at(0, 0)).abs() < EPSILON);
    }
}

#[test]
fn no_named_strategy_does_better_than_the_best_response() {
    let game = Game::new(GOAL, true);
    if !always_ends(&game) || !plays_by_the_scores(&game) {
        return;
    }
    let strategies = named(GOAL);
    let optimal = optimal(&game).unwrap().dice;
    for (b_name, b) in &strategies {
        let reply = best_response(&game, b).unwrap();
        let best = matchup(&game, &reply.dice, b).unwrap();
        assert!((best.first - reply.chances.at(0, 0)).abs() < EPSILON, "{b_name}");
        for (a_name, a) in strategies.iter().chain([&("optimal".to_string(), optimal.clone())]) {
            let result = matchup(&game, a, b).unwrap();
            assert!(
                result.first <= best.first + EPSILON && result.second <= best.second + EPSILON,
                "{a_name} against {b_name}: {result:?} beats the best response's {best:?}"
            );
        }
    }
}

#[test]
fn the_best_response_to_the_optimal_strategy_is_no_better_than_it() {
    let game = Game::new(GOAL, true);
    if !always_ends(&game) || !plays_by_the_scores(&game) {
        return;
    }
    let best = optimal(&game).unwrap();
    let reply = best_response(&game, &best.dice).unwrap();
    for (score, opponent) in (0..GOAL).flat_map(|s| (0..GOAL).map(move |o| (s, o))) {
        let (exact, replied) = (best.chances.at(score, opponent), reply.chances.at(score, opponent));
        assert!((exact - replied).abs() < 1e-9, "at ({score}, {opponent}): {exact} and {replied}");
    }
}

#[test]
fn chances_are_probabilities_and_sus_fuss_changes_them() {
    let with = optimal(&Game::new(GOAL, true)).unwrap();
    let without = optimal(&Game::new(GOAL, false)).unwrap();
    for chances in [&with.chances, &without.chances] {
        assert!(chances.cells().iter().all(|c| (0.0..=1.0).contains(c)));
    }
    if hog_rules::TOTAL_RULE.is_some() {
        assert!(with.dice != without.dice, "the rule on totals makes some positions worth other dice");
    }
    // One point from the goal, wherever zero dice win for sure, the optimal strategy rolls none.
    for opponent in 0..GOAL {
        let state = hog_rules::turn::State::new(GOAL - 1, opponent, hog_rules::START_MEMORY);
        let (points, change) = hog_rules::transition().outcome(state, &[], 0, true);
        if change.apply(state, points).mover_won(GOAL) {
            assert_eq!((with.dice.at(GOAL - 1, opponent), with.chances.at(GOAL - 1, opponent)), (0, 1.0));
        }
    }
}
