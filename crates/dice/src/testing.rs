//! What the unit tests of this crate's turns roll.

use crate::Dice;

/// What dice make with Sow Sad: 1 with any 1, else their sum.
pub fn sow_sad(num_rolls: u32, dice: &mut Dice) -> u32 {
    let faces: Vec<u32> = (0..num_rolls).map(|_| dice()).collect();
    if faces.contains(&1) { 1 } else { faces.iter().sum() }
}
