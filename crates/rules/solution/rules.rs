//! The rules of Hog, problems 01 to 05.
//!
//! Read this file from top to bottom: each problem builds on the ones above it.
//! Write your code between the `BEGIN PROBLEM` and `END PROBLEM` lines only; the
//! rest is provided and the grader relies on it being unchanged.
//! `cargo xtask grade -q 01` checks your work on problem 01.

use super::*;

/// A player's score. Scores start at 0 and never go down.
pub type Score = u32;

/// The score a player needs to win, unless a game says otherwise.
pub const GOAL: Score = 100;

// ---------------------------------------------------------------------------
// Phase 1: rolling dice and taking turns
// ---------------------------------------------------------------------------

/// Rolls `dice` exactly `num_rolls` times and returns the turn score.
///
/// The turn score is the sum of the outcomes, unless any outcome is a 1
/// (*Sow Sad*): then the turn score is 1. Every die is rolled even after a 1.
///
/// ```
/// use hog_rules::*;
/// assert_eq!(roll_dice(2, &mut make_test_dice(&[4, 6, 1])), 10);
/// assert_eq!(roll_dice(3, &mut make_test_dice(&[4, 6, 1])), 1);
/// ```
///
/// # Panics
/// If `num_rolls` is 0: "Must roll at least once."
pub fn roll_dice(num_rolls: u32, dice: &mut Dice) -> u32 {
    assert!(num_rolls > 0, "Must roll at least once.");
    // BEGIN PROBLEM 01
    let mut total = 0;
    let mut rolled_a_one = false;
    for _ in 0..num_rolls {
        let outcome = dice();
        if outcome == 1 {
            rolled_a_one = true;
        }
        total += outcome;
    }
    if rolled_a_one { 1 } else { total }
    // END PROBLEM 01
}

// ---------------------------------------------------------------------------
// Phase 1: this term's special rules
// ---------------------------------------------------------------------------
// Every edition of Hog names its special rules differently and gives them other
// signatures. The tools (`hog play`, `hog gui`, `hog exact`, the experiments)
// reach the rules through the items that end this part (`EDITION`, `earn`,
// `course_update`...), so they work in every edition. Each one calls the
// functions before it: the tools play by your rules.

// EDITION ITEMS

// ---------------------------------------------------------------------------
// Rules some editions do without: their names
// ---------------------------------------------------------------------------
// `hog play` and `hog gui` name the rules a turn fired. An edition with a rule on
// totals, a swap, dice of other sides or a cap on the dice names it in its own
// rules, its items replacing these.

/// What the rule applied to a total after each turn is called: none here.
pub const TOTAL_RULE: Option<&str> = None;

/// What the rule that exchanges the scores after a turn is called: none here.
pub const SWAP_RULE: Option<&str> = None;

/// What the rule that changes the dice's sides with the scores is called: none here.
pub const DICE_SIDES_RULE: Option<&str> = None;

/// What the rule that holds the number of dice down with the scores is called: none here.
pub const MOST_DICE_RULE: Option<&str> = None;

// ---------------------------------------------------------------------------
// The turn as one transition
// ---------------------------------------------------------------------------
// Every tool reads a turn through these: `earn`, the points (each edition writes
// its own), and `settle`, what follows from them, over a `Turn` that holds the
// state before it; which dice a turn rolls and how many are functions of that
// state too. An edition that remembers something from turn to turn (the turn
// number) says how many values its memory takes. The tools follow them and
// nothing else, so a rule of a new kind is a few lines of an edition's own.

/// How many values the edition remembers from turn to turn besides the scores:
/// here nothing, which is one value.
pub const MEMORY: u32 = 1;

/// The memory a game starts with.
pub const START_MEMORY: u32 = 0;

/// What follows a turn's points: here nothing, so the mover's score becomes the
/// total and the other player moves next.
pub fn settle(_turn: &mut Turn) {}

/// The sides of each die a turn rolls from `state`: six, always.
pub fn dice_sides(_state: State) -> u32 {
    6
}

/// The most dice a turn rolls from `state` (a strategy that chooses more rolls
/// this many): always [`MAX_ROLLS`].
pub fn most_dice(_state: State) -> u32 {
    MAX_ROLLS
}

// ---------------------------------------------------------------------------
// Phase 1: playing a game
// ---------------------------------------------------------------------------

/// Plays a game and returns the final scores, `(score0, score1)`.
///
/// Player 0 moves first and the players take turns. On a turn the current
/// player's strategy is called once, with the player's own score first, to
/// choose a number of dice; then `update` computes that player's new score,
/// given the number of dice, the player's score, the opponent's score and
/// `dice`. The game ends as soon as either score reaches `goal`.
///
/// A course game starts at `0, 0` and rolls `six_sided()` dice to [`GOAL`]:
/// `play(strategy0, strategy1, course_update, 0, 0, &mut six_sided(), GOAL)`.
///
/// ```
/// use hog_rules::*;
/// // Five dice of 3 score 15 a turn: 15 to 0, 15 to 15, then Player 0 reaches 30.
/// let scores = play(|_, _| 5, |_, _| 5, simple_update, 0, 0, &mut make_test_dice(&[3]), 20);
/// assert_eq!(scores, (30, 15));
/// ```
pub fn play(
    strategy0: impl Fn(Score, Score) -> u32,
    strategy1: impl Fn(Score, Score) -> u32,
    update: impl Fn(u32, Score, Score, &mut Dice) -> Score,
    score0: Score,
    score1: Score,
    dice: &mut Dice,
    goal: Score,
) -> (Score, Score) {
    // BEGIN PROBLEM 05
    let (mut score0, mut score1) = (score0, score1);
    let mut player = 0;
    while score0 < goal && score1 < goal {
        if player == 0 {
            let num_rolls = strategy0(score0, score1);
            score0 = update(num_rolls, score0, score1, dice);
        } else {
            let num_rolls = strategy1(score1, score0);
            score1 = update(num_rolls, score1, score0, dice);
        }
        player = 1 - player;
    }
    (score0, score1)
    // END PROBLEM 05
}
