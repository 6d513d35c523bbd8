//! Hog solved exactly: no dice are rolled.
//!
//! A game of Hog is a walk over positions `(score, opponent_score)` with the player to move
//! first. No turn lowers the sum of the two scores, so the chance of winning from a position
//! follows from the chances at positions with a larger sum and, where a turn can keep the sum
//! (a turn of 0 points, a swap of the scores), at positions of the same sum. Filling tables in
//! order of decreasing sum, each sum's positions again and again until they settle where
//! positions repeat, gives exact win probabilities (up to floating-point rounding):
//!
//! - [`Game`]: the rules as analysis needs them: where each choice of dice leads, and how likely.
//! - [`Grid`]: a value per position; a strategy tabulated is a `Grid<u8>` of dice ([`tabulate`]).
//! - [`matchup`]: the chance that one strategy beats another, going first and going second.
//! - [`optimal`] and [`best_response`]: the best number of dice at every position against a
//!   best-playing opponent, or against a fixed strategy.
//! - [`contest`]: a contest's entries ranked by exact win rates.
//! - [`plot`]: those tables as pictures (SVG or PNG).
//!
//! The rules are the ones `hog-rules` was built with: the student's own, or the reference
//! with the `solution` feature.

pub mod contest;
mod game;
mod grid;
pub mod plot;
mod solve;
#[cfg(test)]
mod testing;

pub use game::{Game, Lowering};
pub use grid::{Grid, InvalidChoice, tabulate};
pub use solve::{Endless, Matchup, Solution, best_response, matchup, optimal, win_chances};
