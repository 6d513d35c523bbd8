//! The text interface of `hog play`: the student's `play`, wrapped.
//!
//! Nothing here knows the rules. Every number printed comes from the student's
//! functions, so the game shows their bugs as well as their work.

mod console;
mod game;
mod human;
mod printing;

pub use console::Console;
pub use game::{Setup, play_game, verdict};
pub use human::MAX_ROLLS;
pub use printing::count_dice;

/// A player's number: Player 0 moves first, then Player 1.
pub type Player = u32;
