//! What must hold of exact win rates whatever the solver's method: symmetry, the optimal
//! strategy beating every other, and no strategy beating the best response.

#![cfg(feature = "solution")]

mod common;

use hog_exact::{Game, best_response, matchup, optimal};
use hog_rules::GOAL;

use common::{named, table};

const EPSILON: f64 = 1e-12;

#[test]
fn any_strategy_against_itself_wins_half_the_games_over_both_seats() {
    for sus_fuss in [true, false] {
        let game = Game::new(GOAL, sus_fuss);
        for (name, strategy) in named(GOAL) {
            let result = matchup(&game, &strategy, &strategy).unwrap();
            assert!((result.average() - 0.5).abs() < EPSILON, "{name} against itself: {result:?}");
        }
    }
    // Going first is an advantage: the seats differ, only their average is a half.
    let six = table(GOAL, |_, _| 6);
    let result = matchup(&Game::new(GOAL, true), &six, &six).unwrap();
    assert!(result.first > 0.52 && result.second < 0.48, "{result:?}");
}

#[test]
fn in_a_game_to_one_whoever_moves_first_wins() {
    let game = Game::new(1, true);
    for (name, strategy) in named(1) {
        let result = matchup(&game, &strategy, &table(1, |_, _| 6)).unwrap();
        assert!(result.first > 1.0 - EPSILON && result.second < EPSILON, "{name}: {result:?}");
    }
}

#[test]
fn the_optimal_strategy_beats_every_named_strategy() {
    let game = Game::new(GOAL, true);
    let best = optimal(&game).unwrap();
    for (name, strategy) in named(GOAL) {
        let result = matchup(&game, &best.dice, &strategy).unwrap();
        assert!(result.average() > 0.5, "optimal against {name}: {result:?}");
        assert!(result.first >= best.chances.at(0, 0) - EPSILON, "optimal going first against {name}");
    }
    let against_itself = matchup(&game, &best.dice, &best.dice).unwrap();
    assert!((against_itself.first - best.chances.at(0, 0)).abs() < EPSILON);
}

#[test]
fn no_named_strategy_does_better_than_the_best_response() {
    let game = Game::new(GOAL, true);
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
    assert!(with.dice != without.dice, "Sus Fuss makes some positions worth a different number of dice");
    // One point from the goal, zero dice always win (Boar Brawl scores at least 1).
    assert!((0..GOAL).all(|o| with.dice.at(GOAL - 1, o) == 0 && with.chances.at(GOAL - 1, o) == 1.0));
}
