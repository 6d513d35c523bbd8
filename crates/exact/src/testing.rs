//! Small games for the unit tests, written as editions write their turn.

use hog_rules::Dice;
use hog_rules::turn::{Transition, Turn};

use crate::Game;

/// What dice make with Sow Sad: 1 with any 1, else their sum.
pub fn sow_sad(num_rolls: u32, dice: &mut Dice) -> u32 {
    let faces: Vec<u32> = (0..num_rolls).map(|_| dice()).collect();
    if faces.contains(&1) { 1 } else { faces.iter().sum() }
}

/// A game to `goal` of six-sided dice, up to ten a turn, whose turn is `earn` then `settle`.
pub fn game_of(goal: u32, earn: &dyn Fn(&Turn) -> u32, settle: &dyn Fn(&mut Turn)) -> Game {
    let transition = Transition::classic(&sow_sad, earn, settle);
    Game::from_transition(goal, true, &transition).expect("a test's turn reads through its Turn")
}
