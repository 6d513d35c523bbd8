//! Dice (provided code, the same in both modes). `hog-rules` hands all of it on, so
//! `use hog_dice::*` brings the dice too; the grader uses this crate on its own, apart
//! from the code it grades.
//!
//! A die is an *impure* function: calling it twice may give two different
//! outcomes, because it rolls. In Rust that is a closure that owns its state and
//! is called through `FnMut`. Every function in this project that rolls takes a
//! `&mut Dice`, so fair dice, test dice and the grader's counting dice all fit.

pub mod table;
mod table_text;
#[cfg(test)]
mod testing;
pub mod turn;

pub use turn::{State, Turn};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// A die: each call rolls it once and returns the outcome, from 1 to its number of sides.
pub type Dice<'a> = dyn FnMut() -> u32 + 'a;

/// Makes a fair die with `sides` sides: every outcome from 1 to `sides` is equally likely.
///
/// # Panics
/// If `sides` is 0: a die needs at least one side.
pub fn make_fair_dice(sides: u32) -> impl FnMut() -> u32 {
    assert_sides(sides);
    let mut rng = rand::rng();
    move || rng.random_range(1..=sides)
}

/// Like [`make_fair_dice`], but reproducible: the same seed rolls the same outcomes.
///
/// # Panics
/// If `sides` is 0.
pub fn make_seeded_dice(sides: u32, seed: u64) -> impl FnMut() -> u32 {
    assert_sides(sides);
    let mut rng = StdRng::seed_from_u64(seed);
    move || rng.random_range(1..=sides)
}

/// A fair four-sided die.
pub fn four_sided() -> impl FnMut() -> u32 {
    make_fair_dice(4)
}

/// A fair six-sided die: the die of the game.
pub fn six_sided() -> impl FnMut() -> u32 {
    make_fair_dice(6)
}

/// Makes a die for tests that rolls `outcomes` in order and then starts again.
///
/// `make_test_dice(&[4, 1, 2])` rolls 4, 1, 2, 4, 1, 2, 4, ...
///
/// # Panics
/// If `outcomes` is empty or holds a 0: no die can roll those.
pub fn make_test_dice(outcomes: &[u32]) -> impl FnMut() -> u32 + use<> {
    assert!(
        !outcomes.is_empty(),
        "make_test_dice needs at least one outcome, as in make_test_dice(&[4, 1, 2])"
    );
    if let Some(bad) = outcomes.iter().position(|&outcome| outcome < 1) {
        panic!(
            "make_test_dice was given the outcome {} at position {bad}: every outcome must be at least 1",
            outcomes[bad]
        );
    }
    let outcomes = outcomes.to_vec();
    let mut next = 0;
    move || {
        let outcome = outcomes[next];
        next = (next + 1) % outcomes.len();
        outcome
    }
}

/// The most dice a player may roll in one turn.
pub const MAX_ROLLS: u32 = 10;

/// Faces of `num_rolls` dice that make `points` by [`roll_ways`]'s count: all 1s for 1 point,
/// otherwise faces from 2 to 6 that sum to `points`. Exact analysis hands them to a turn to
/// learn what each result of the dice is worth under every rule of the edition.
///
/// ```
/// use hog_dice::faces_making;
/// assert_eq!(faces_making(3, 1), [1, 1, 1]);
/// assert_eq!(faces_making(3, 9), [5, 2, 2]);
/// ```
///
/// # Panics
/// If no roll of `num_rolls` dice makes `points`.
pub fn faces_making(num_rolls: u32, points: u32) -> Vec<u32> {
    if points == 1 {
        return vec![1; num_rolls as usize];
    }
    assert!((2 * num_rolls..=6 * num_rolls).contains(&points), "{num_rolls} dice never make {points}");
    let mut extra = points - 2 * num_rolls;
    (0..num_rolls)
        .map(|_| {
            let more = extra.min(4);
            extra -= more;
            2 + more
        })
        .collect()
}

/// Every score a turn of `num_rolls` fair six-sided dice can make, with the number of the
/// `6^num_rolls` equally likely rolls that make it: `(points, ways)`, by increasing points.
///
/// A roll with a 1 scores 1 (*Sow Sad*); the others score the sum of dice from 2 to 6.
/// Counting rolls instead of multiplying probabilities keeps the numbers exact, so the same
/// table serves floating-point and fraction arithmetic.
///
/// ```
/// use hog_dice::roll_ways;
/// // One die: a 1 scores 1, and 2 to 6 score themselves.
/// assert_eq!(roll_ways(1), [(1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)]);
/// // Two dice: 11 of the 36 rolls hold a 1; only 2 and 2 make 4.
/// assert_eq!(roll_ways(2)[..2], [(1, 11), (4, 1)]);
/// ```
///
/// # Panics
/// If `num_rolls` is 0 (zero dice roll nothing) or above [`MAX_ROLLS`].
pub fn roll_ways(num_rolls: u32) -> Vec<(u32, u64)> {
    roll_ways_of(num_rolls, 6)
}

/// [`roll_ways`] for dice of `sides` sides (2 to 6), for an edition whose dice change with
/// the position (four-sided dice, say): the `sides^num_rolls` rolls, a 1 scoring 1.
///
/// ```
/// use hog_dice::roll_ways_of;
/// // Two four-sided dice: 7 of the 16 rolls hold a 1; 2 and 2 make 4, 4 and 4 make 8.
/// assert_eq!(roll_ways_of(2, 4), [(1, 7), (4, 1), (5, 2), (6, 3), (7, 2), (8, 1)]);
/// ```
///
/// # Panics
/// If `num_rolls` is not from 1 to [`MAX_ROLLS`], or `sides` not from 2 to 6.
pub fn roll_ways_of(num_rolls: u32, sides: u32) -> Vec<(u32, u64)> {
    assert!(
        (1..=MAX_ROLLS).contains(&num_rolls),
        "roll_ways counts rolls of 1 to {MAX_ROLLS} dice, but was asked about {num_rolls}"
    );
    assert!((2..=6).contains(&sides), "the dice of a turn have 2 to 6 sides, not {sides}");
    // ways[s] = rolls of the dice so far without a 1 that sum to s: convolve one die at a time.
    let mut ways = vec![1u64];
    for _ in 0..num_rolls {
        let mut next = vec![0; ways.len() + sides as usize];
        for (sum, &count) in ways.iter().enumerate() {
            for face in 2..=sides as usize {
                next[sum + face] += count;
            }
        }
        ways = next;
    }
    let all = u64::from(sides).pow(num_rolls);
    let without_one = u64::from(sides - 1).pow(num_rolls);
    let sums = ways.into_iter().enumerate().filter(|&(_, count)| count > 0);
    std::iter::once((1, all - without_one)).chain(sums.map(|(sum, count)| (sum as u32, count))).collect()
}

/// The same outcomes as [`roll_ways`], with probabilities: `(points, chance)`, chances summing to 1.
///
/// ```
/// use hog_dice::roll_chances;
/// let chances = roll_chances(1);
/// assert_eq!(chances.len(), 6);
/// assert!(chances.iter().all(|&(_, chance)| (chance - 1.0 / 6.0).abs() < 1e-12));
/// ```
///
/// # Panics
/// As [`roll_ways`].
pub fn roll_chances(num_rolls: u32) -> Vec<(u32, f64)> {
    roll_chances_of(num_rolls, 6)
}

/// [`roll_chances`] for dice of `sides` sides, as [`roll_ways_of`] counts them.
///
/// # Panics
/// As [`roll_ways_of`].
pub fn roll_chances_of(num_rolls: u32, sides: u32) -> Vec<(u32, f64)> {
    let all = f64::from(sides).powi(num_rolls as i32);
    roll_ways_of(num_rolls, sides).into_iter().map(|(points, ways)| (points, ways as f64 / all)).collect()
}

fn assert_sides(sides: u32) {
    assert!(sides >= 1, "a die needs at least one side, but was given {sides}");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roll(dice: &mut Dice, times: usize) -> Vec<u32> {
        (0..times).map(|_| dice()).collect()
    }

    #[test]
    fn test_dice_cycle_from_the_first_outcome() {
        assert_eq!(roll(&mut make_test_dice(&[4, 1, 2]), 7), [4, 1, 2, 4, 1, 2, 4]);
        assert_eq!(roll(&mut make_test_dice(&[6]), 3), [6, 6, 6]);
    }

    #[test]
    #[should_panic(expected = "needs at least one outcome")]
    fn test_dice_without_outcomes_are_refused() {
        let _ = make_test_dice(&[]);
    }

    #[test]
    #[should_panic(expected = "the outcome 0 at position 1")]
    fn test_dice_with_a_zero_are_refused() {
        let _ = make_test_dice(&[3, 0, 2]);
    }

    #[test]
    #[should_panic(expected = "at least one side")]
    fn fair_dice_need_a_side() {
        let _ = make_fair_dice(0);
    }

    #[test]
    fn fair_dice_stay_in_range_and_reach_every_side() {
        let outcomes = roll(&mut six_sided(), 2_000);
        assert!(outcomes.iter().all(|o| (1..=6).contains(o)));
        for side in 1..=6 {
            assert!(outcomes.contains(&side), "side {side} never came up");
        }
        assert!(roll(&mut four_sided(), 500).iter().all(|o| (1..=4).contains(o)));
    }

    /// Every sequence of `num_rolls` faces, counted by the score it makes.
    fn enumerated(num_rolls: u32) -> std::collections::BTreeMap<u32, u64> {
        let mut counts = std::collections::BTreeMap::new();
        for index in 0..6u64.pow(num_rolls) {
            let faces: Vec<u64> = (0..num_rolls).map(|i| index / 6u64.pow(i) % 6 + 1).collect();
            let points = if faces.contains(&1) { 1 } else { faces.iter().sum::<u64>() as u32 };
            *counts.entry(points).or_insert(0) += 1;
        }
        counts
    }

    #[test]
    fn faces_make_every_result_roll_ways_counts() {
        for k in 1..=MAX_ROLLS {
            for (points, _) in roll_ways(k) {
                let faces = faces_making(k, points);
                assert_eq!(faces.len(), k as usize);
                if points == 1 {
                    assert!(faces.contains(&1));
                } else {
                    assert_eq!(faces.iter().sum::<u32>(), points);
                    assert!(faces.iter().all(|face| (2..=6).contains(face)), "{faces:?}");
                }
            }
        }
    }

    #[test]
    fn roll_ways_count_every_sequence_of_faces() {
        for num_rolls in 1..=6 {
            let ways: std::collections::BTreeMap<u32, u64> = roll_ways(num_rolls).into_iter().collect();
            assert_eq!(ways, enumerated(num_rolls), "{num_rolls} dice");
        }
        let ten = roll_ways(MAX_ROLLS);
        assert_eq!(ten.iter().map(|&(_, w)| w).sum::<u64>(), 6u64.pow(10));
        assert_eq!(ten.last(), Some(&(60, 1)));
        assert!(roll_chances(7).iter().map(|&(_, c)| c).sum::<f64>() - 1.0 < 1e-12);
    }

    #[test]
    #[should_panic(expected = "1 to 10 dice, but was asked about 0")]
    fn roll_ways_refuse_zero_dice() {
        let _ = roll_ways(0);
    }

    #[test]
    fn seeded_dice_repeat_themselves() {
        let first = roll(&mut make_seeded_dice(6, 7), 50);
        assert_eq!(first, roll(&mut make_seeded_dice(6, 7), 50));
        assert_ne!(first, roll(&mut make_seeded_dice(6, 8), 50));
    }
}
