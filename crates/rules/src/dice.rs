//! Dice (provided code, the same in both modes).
//!
//! A die is an *impure* function: calling it twice may give two different
//! outcomes, because it rolls. In Rust that is a closure that owns its state and
//! is called through `FnMut`. Every function in this project that rolls takes a
//! `&mut Dice`, so fair dice, test dice and the grader's counting dice all fit.

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

    #[test]
    fn seeded_dice_repeat_themselves() {
        let first = roll(&mut make_seeded_dice(6, 7), 50);
        assert_eq!(first, roll(&mut make_seeded_dice(6, 7), 50));
        assert_ne!(first, roll(&mut make_seeded_dice(6, 8), 50));
    }
}
