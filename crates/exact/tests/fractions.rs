//! The solver against exact fractions on small goals.
//!
//! This is a second solver, written the slow and obvious way and sharing no code with the
//! first: memoised recursion straight from the equations, with every probability a fraction
//! of big integers. The rules come from `hog-rules`: each result of the dice (`roll_ways`
//! counts them, and has its own test against every sequence of faces) is played by the
//! edition's turn as `play` plays it (`Transition::outcome`), not by the tables the solver uses. Both solvers must agree to far more
//! digits than `hog exact` prints.
//!
//! Recursion ends only where every turn raises a score and nothing swaps them, and the dice
//! make exactly their points: the editions without Free Points, Feral Hogs or Swine Swap.
//! Where positions repeat, the solver is checked by its fixed point and by games played
//! (`tests/sampling.rs`, `src/solve.rs`).

#![cfg(feature = "solution")]

mod common;

use std::collections::HashMap;

use hog_exact::{Game, Grid, matchup, optimal};
use hog_rules::table::faces_within;
use hog_rules::turn::State;
use hog_rules::{Score, make_test_dice, roll_ways_of};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

use common::{named, table};

/// Who chooses the mover's dice.
#[derive(Clone, Copy)]
enum Mover<'a> {
    /// A fixed strategy.
    Plays(&'a Grid<u8>),
    /// The best number of dice against an opponent who does the same.
    Best,
}

/// A game solved by memoised recursion in fractions.
struct Exact<'a> {
    goal: Score,
    sus_fuss: bool,
    memo: HashMap<(Score, Score, bool), BigRational>,
    players: [Mover<'a>; 2],
}

impl Exact<'_> {
    /// The chance that `players[who]`, to move at `(score, opponent)`, wins.
    fn chance(&mut self, score: Score, opponent: Score, who: bool) -> BigRational {
        if let Some(known) = self.memo.get(&(score, opponent, who)) {
            return known.clone();
        }
        let chance = match self.players[usize::from(who)] {
            Mover::Plays(strategy) => self.rolling(score, opponent, who, strategy.at(score, opponent).into()),
            Mover::Best => {
                (0..=10).map(|dice| self.rolling(score, opponent, who, dice)).max().expect("11 choices")
            }
        };
        self.memo.insert((score, opponent, who), chance.clone());
        chance
    }

    /// The chance that the mover wins by rolling `dice` dice now: each result of the dice,
    /// counted one way per roll, played by the edition's turn (`Transition::outcome`, the
    /// turn as `play` plays it, not its tables).
    fn rolling(&mut self, score: Score, opponent: Score, who: bool, dice: u32) -> BigRational {
        let transition = hog_rules::transition();
        let state = State::new(score, opponent, hog_rules::START_MEMORY);
        let (dice, sides) = (dice.min((transition.most_dice)(state)), (transition.dice_sides)(state));
        let outcomes = if dice == 0 { vec![(0, 1)] } else { roll_ways_of(dice, sides) };
        let all = BigInt::from(u64::from(sides).pow(dice));
        let mut chance = BigRational::zero();
        for (class, ways) in outcomes {
            let faces = if dice == 0 { Vec::new() } else { faces_within(dice, class, sides) };
            let rolled =
                if dice == 0 { 0 } else { (transition.roll_dice)(dice, &mut make_test_dice(&faces)) };
            let (points, change) = transition.outcome(state, &faces, rolled, self.sus_fuss);
            let after = change.apply(state, points);
            let won = if after.mover >= self.goal {
                BigRational::one()
            } else if after.other >= self.goal {
                BigRational::zero()
            } else if after.again {
                self.chance(after.mover, after.other, who)
            } else {
                BigRational::one() - self.chance(after.other, after.mover, !who)
            };
            chance += won * BigRational::new(BigInt::from(ways), all.clone());
        }
        chance
    }
}

fn solve<'a>(goal: Score, sus_fuss: bool, players: [Mover<'a>; 2]) -> Exact<'a> {
    Exact { goal, sus_fuss, memo: HashMap::new(), players }
}

fn float(fraction: &BigRational) -> f64 {
    fraction.to_f64().expect("a probability is a finite number")
}

const DIGITS: f64 = 1e-12;

/// Whether this edition's games can be solved by recursion (see the top of this file).
fn recursion_ends() -> bool {
    let points = |k: u32, face: u32| {
        let faces = vec![face; k as usize];
        let state = State::new(0, 0, hog_rules::START_MEMORY);
        let transition = hog_rules::transition();
        let rolled = (transition.roll_dice)(k, &mut make_test_dice(&faces));
        transition.outcome(state, &faces, rolled, true).0
    };
    let plain_dice = (1..=10).all(|k: u32| points(k, 1) == 1 && points(k, 2) == 2 * k);
    let game = Game::new(10, true);
    let ends = !game.repeats() && plain_dice;
    if !ends {
        eprintln!(
            "positions of {} repeat: recursion would not end, so this check does not apply",
            hog_rules::EDITION
        );
    }
    ends
}

#[test]
fn pairs_agree_with_fractions() {
    if !recursion_ends() {
        return;
    }
    for goal in [2, 10, 20] {
        for sus_fuss in [true, false] {
            let game = Game::new(goal, sus_fuss);
            let strategies = named(goal);
            let six = table(goal, |_, _| 6);
            for (name, strategy) in strategies.iter().step_by(if goal == 20 { 4 } else { 1 }) {
                let mut exact = solve(goal, sus_fuss, [Mover::Plays(strategy), Mover::Plays(&six)]);
                let first = float(&exact.chance(0, 0, false));
                let second = 1.0 - float(&exact.chance(0, 0, true));
                let result = matchup(&game, strategy, &six).unwrap();
                let context = format!("{name} against always_roll(6) to {goal}, Sus Fuss {sus_fuss}");
                assert!((result.first - first).abs() < DIGITS, "{context}: {} and {first}", result.first);
                assert!((result.second - second).abs() < DIGITS, "{context}: {} and {second}", result.second);
            }
        }
    }
}

#[test]
fn the_optimal_strategy_agrees_with_fractions() {
    if !recursion_ends() {
        return;
    }
    for (goal, sus_fuss) in [(10, true), (10, false), (20, true)] {
        let solved = optimal(&Game::new(goal, sus_fuss)).unwrap();
        let mut exact = solve(goal, sus_fuss, [Mover::Best, Mover::Best]);
        for (score, opponent) in (0..goal).flat_map(|s| (0..goal).map(move |o| (s, o))) {
            let best = exact.chance(score, opponent, false);
            let at = format!("goal {goal}, Sus Fuss {sus_fuss}, at ({score}, {opponent})");
            let chance = solved.chances.at(score, opponent);
            assert!((chance - float(&best)).abs() < DIGITS, "{at}: {chance} and {}", float(&best));
            // The dice chosen are the fewest of those that reach the best chance exactly
            // (floating-point rounding may only ever break a tie between equals).
            let dice = u32::from(solved.dice.at(score, opponent));
            let chosen = exact.rolling(score, opponent, false, dice);
            assert!(float(&(best.clone() - chosen)).abs() < DIGITS, "{at}: {dice} dice is not best");
            let fewest =
                (0..=10).find(|&d| exact.rolling(score, opponent, false, d) == best).expect("a best");
            assert!(
                dice == fewest || float(&(best - exact.rolling(score, opponent, false, fewest))) < DIGITS
            );
        }
    }
}
