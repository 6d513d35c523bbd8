//! The solver on trot-tax, an edition with a memory (Time Trot's turn number) and a rule that
//! gives points to the other player (Sow Tax), against a computation that shares no code with
//! it, nor with the edition's turn: the rules as its statements say them, the dice counted
//! here, and a memoised recursion over the whole state.
//!
//! Every turn raises a score (Lean Bacon earns 1 to 10, dice at least 1), so the recursion
//! ends, and both must agree to far more digits than `hog exact` prints.

#![cfg(feature = "solution")]

use std::collections::HashMap;

use hog_exact::{Game, matchup, tabulate};
use hog_rules::{GOAL, Score};

/// A strategy: the number of dice at the mover's score and the other's.
type Strategy = fn(Score, Score) -> u32;

/// What one turn of `num_rolls` dice can score, with each score's chance: Sow Sad's 1 where any
/// die shows a 1, else the sum of faces 2 to 6, counted over every sequence of faces.
fn dice_points(num_rolls: u32) -> Vec<(u32, f64)> {
    let mut ways: HashMap<u32, f64> = HashMap::from([(0, 1.0)]);
    for _ in 0..num_rolls {
        let mut next = HashMap::new();
        for (&sum, &count) in &ways {
            for face in 2..=6 {
                *next.entry(sum + face).or_insert(0.0) += count;
            }
        }
        ways = next;
    }
    let all = 6f64.powi(num_rolls as i32);
    let no_one: f64 = ways.values().sum();
    let mut points: Vec<(u32, f64)> = ways.into_iter().map(|(sum, count)| (sum, count / all)).collect();
    points.push((1, (all - no_one) / all));
    points
}

/// Lean Bacon, as problem 02 states it.
fn lean_bacon(opponent: Score) -> u32 {
    10 - (opponent / 10 % 10).min(opponent % 10)
}

/// The chance that the mover wins from here: `strategies[mover]` moves, at `score` against
/// `other`, on a turn numbered `turn` modulo 8, after an extra turn or not.
struct Recursion {
    strategies: [Strategy; 2],
    rolls: Vec<Vec<(u32, f64)>>,
    memo: HashMap<(usize, Score, Score, u32, bool), f64>,
}

impl Recursion {
    fn new(strategies: [Strategy; 2]) -> Recursion {
        Recursion { strategies, rolls: (0..=10).map(dice_points).collect(), memo: HashMap::new() }
    }

    fn win(&mut self, mover: usize, score: Score, other: Score, turn: u32, after_extra: bool) -> f64 {
        let key = (mover, score, other, turn, after_extra);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let num_rolls = (self.strategies[mover])(score, other);
        let outcomes = if num_rolls == 0 {
            vec![(lean_bacon(other), 1.0)]
        } else {
            self.rolls[num_rolls as usize].clone()
        };
        let again = !after_extra && num_rolls == turn;
        let mut chance = 0.0;
        for (points, p) in outcomes {
            let new = score + points;
            // Sow Tax: a turn of dice that scored 1 and left its player behind.
            let taxed = if num_rolls > 0 && points == 1 && new < other { other + num_rolls } else { other };
            let value = if new >= GOAL {
                1.0
            } else if taxed >= GOAL {
                0.0
            } else if again {
                self.win(mover, new, taxed, (turn + 1) % 8, true)
            } else {
                1.0 - self.win(1 - mover, taxed, new, (turn + 1) % 8, false)
            };
            chance += p * value;
        }
        self.memo.insert(key, chance);
        chance
    }

    /// How often `strategies[0]` wins, on average over both seats: what `hog exact` reports.
    fn average(a: Strategy, b: Strategy) -> f64 {
        let first = Recursion::new([a, b]).win(0, 0, 0, 0, false);
        let second = 1.0 - Recursion::new([b, a]).win(0, 0, 0, 0, false);
        (first + second) / 2.0
    }
}

#[test]
fn the_solver_agrees_with_a_recursion_of_its_own_on_trot_tax() {
    use hog_rules::editions::trot_tax as rules;
    use hog_strategies::editions::trot_tax as strategies;
    let transition = hog_rules::turn::Transition {
        memory: rules::MEMORY,
        start_memory: rules::START_MEMORY,
        dice_sides: &rules::dice_sides,
        most_dice: &rules::most_dice,
        roll_dice: &rules::roll_dice,
        earn: &rules::earn,
        settle: &rules::settle,
    };
    let game = Game::from_transition(GOAL, true, &transition).unwrap();
    let pairs: [(Strategy, Strategy); 3] = [
        (|_, _| 4, |_, _| 6),
        (|s, o| strategies::tax_strategy(s, o, strategies::THRESHOLD, strategies::NUM_ROLLS), |_, _| 6),
        (strategies::final_strategy, |s, o| (s + 3 * o) % 11),
    ];
    for (a, b) in pairs {
        let solved =
            matchup(&game, &tabulate(GOAL, a).unwrap(), &tabulate(GOAL, b).unwrap()).unwrap().average();
        let recursed = Recursion::average(a, b);
        assert!((solved - recursed).abs() < 1e-12, "solver {solved}, recursion {recursed}");
    }
    // always_roll(4) against always_roll(6), as `hog exact` prints it to nine digits.
    println!("always_roll(4) against always_roll(6): {:.9}", Recursion::average(|_, _| 4, |_, _| 6));
}
