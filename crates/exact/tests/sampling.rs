//! The solver against the game itself: a million games of the reference `play` with fair
//! dice land within four standard errors of each exact win rate. The solver knows the game
//! only through the edition's turn (`earn`, `settle`, `dice_sides`, `most_dice`), so a `play`
//! that does what the turn does not say fails here.
//!
//! Four standard errors leave a chance of about 1 in 16 000 per strategy that a correct
//! solver fails; the dice are seeded, so a run that passes passes every time.

#![cfg(feature = "solution")]

mod common;

use hog_exact::{Game, matchup};
use hog_rules::{GOAL, Score, course_update, make_seeded_dice, play};
use hog_strategies::{NUM_ROLLS, THRESHOLD, THRESHOLD_STRATEGIES, always_roll};

use common::table;

/// A strategy the sampling threads can share.
type SharedStrategy = Box<dyn Fn(Score, Score) -> u32 + Sync>;

/// What a disagreement means, and where to look.
const DISAGREE: &str = "Exact analysis plays the game the edition's turn describes (earn, settle, \
    dice_sides, most_dice); the edition's `play` does something it does not say: another turn, \
    other dice or a cap that the turn does not state.";

/// Games in each seat: a million games per strategy.
const GAMES_PER_SEAT: u32 = 500_000;

/// The fraction of games `strategy` wins against always_roll(6) in each seat, on seeded dice.
fn sampled(strategy: &(dyn Fn(Score, Score) -> u32 + Sync), seed: u64) -> (f64, f64) {
    let mut dice = make_seeded_dice(6, seed);
    let mut wins = [0u32; 2];
    for _ in 0..GAMES_PER_SEAT {
        let (score, _) = play(strategy, always_roll(6), course_update, 0, 0, &mut dice, GOAL);
        wins[0] += u32::from(score >= GOAL);
        let (_, score) = play(always_roll(6), strategy, course_update, 0, 0, &mut dice, GOAL);
        wins[1] += u32::from(score >= GOAL);
    }
    wins.map(|w| f64::from(w) / f64::from(GAMES_PER_SEAT)).into()
}

#[test]
fn a_million_games_agree_with_the_exact_win_rates() {
    let [(first_name, first), (second_name, second)] = THRESHOLD_STRATEGIES;
    let strategies: Vec<(String, SharedStrategy)> = vec![
        (first_name.into(), Box::new(move |s, o| first(s, o, THRESHOLD, NUM_ROLLS))),
        (second_name.into(), Box::new(move |s, o| second(s, o, THRESHOLD, NUM_ROLLS))),
        ("always_roll(0)".into(), Box::new(|_, _| 0)),
        ("always_roll(3)".into(), Box::new(|_, _| 3)),
        ("always_roll(6)".into(), Box::new(|_, _| 6)),
        ("always_roll(9)".into(), Box::new(|_, _| 9)),
    ];
    let game = Game::new(GOAL, true);
    let six = table(GOAL, always_roll(6));
    let samples: Vec<(f64, f64)> = std::thread::scope(|scope| {
        let runs: Vec<_> = strategies
            .iter()
            .enumerate()
            .map(|(seed, (_, strategy))| scope.spawn(move || sampled(strategy.as_ref(), seed as u64)))
            .collect();
        runs.into_iter().map(|run| run.join().expect("a sampling thread")).collect()
    });
    for ((name, strategy), (first, second)) in strategies.iter().zip(samples) {
        let exact = matchup(&game, &table(GOAL, strategy), &six).unwrap();
        let n = f64::from(GAMES_PER_SEAT);
        let error =
            ((exact.first * (1.0 - exact.first) + exact.second * (1.0 - exact.second)) / n).sqrt() / 2.0;
        let average = (first + second) / 2.0;
        let distance = (average - exact.average()).abs() / error;
        assert!(
            distance < 4.0,
            "{name}: sampled {average:.6}, exact {:.6}, {distance:.1} standard errors apart. {DISAGREE}",
            exact.average()
        );
        for (seat, sample, value) in [("first", first, exact.first), ("second", second, exact.second)] {
            let seat_error = (value * (1.0 - value) / n).sqrt();
            let distance = (sample - value).abs() / seat_error;
            assert!(
                distance < 4.0,
                "{name} going {seat}: sampled {sample:.6}, exact {value:.6}, {distance:.1} standard errors apart. {DISAGREE}"
            );
        }
    }
}
