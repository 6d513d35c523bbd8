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
    let _ = (&num_rolls, &dice); // Delete this line once you use the parameters.
    todo!("Problem 01: roll_dice")
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

/// Returns the points for rolling zero dice (*Boar Brawl*).
///
/// That is three times the absolute difference between the tens digit of
/// `opponent_score` and the ones digit of `player_score`, or 1 if that is smaller.
///
/// Use arithmetic only: no strings or chars, no indexing, no arrays or vectors,
/// no `for` loops. The grader checks your source for them.
///
/// ```
/// use hog_rules::boar_brawl;
/// assert_eq!(boar_brawl(21, 46), 9); // 3 * |4 - 1|
/// assert_eq!(boar_brawl(72, 29), 1); // 3 * |2 - 2| is 0, so 1
/// ```
pub fn boar_brawl(player_score: Score, opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 02
    let _ = (&player_score, &opponent_score); // Delete this line once you use the parameters.
    todo!("Problem 02: boar_brawl")
    // END PROBLEM 02
}

/// Returns the points scored this turn by rolling `num_rolls` dice (0 to 10).
///
/// Zero dice scores [`boar_brawl`] and leaves the dice untouched; otherwise the
/// turn scores [`roll_dice`] with the given `dice`. Call those two functions
/// rather than repeating what they do.
///
/// ```
/// use hog_rules::*;
/// assert_eq!(take_turn(2, 7, 27, &mut make_test_dice(&[4, 5, 1])), 9);
/// assert_eq!(take_turn(0, 12, 41, &mut six_sided()), 6);
/// ```
///
/// # Panics
/// If `num_rolls` is above 10.
pub fn take_turn(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> u32 {
    assert!(num_rolls <= 10, "Cannot roll more than 10 dice.");
    // BEGIN PROBLEM 03
    let _ = (&num_rolls, &player_score, &opponent_score, &dice); // Delete this line once you use the parameters.
    todo!("Problem 03: take_turn")
    // END PROBLEM 03
}

/// Returns the player's new score after a turn, without *Sus Fuss* (provided).
pub fn simple_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    player_score + take_turn(num_rolls, player_score, opponent_score, dice)
}

/// Returns whether `n` is prime: it has exactly two divisors (provided).
pub fn is_prime(n: u32) -> bool {
    if n < 2 {
        return false;
    }
    (2..).take_while(|d| d * d <= n).all(|d| !n.is_multiple_of(d))
}

/// Returns how many numbers from 1 to `n` divide `n` evenly.
///
/// ```
/// use hog_rules::num_factors;
/// assert_eq!(num_factors(9), 3); // 1, 3 and 9
/// assert_eq!(num_factors(28), 6); // 1, 2, 4, 7, 14 and 28
/// ```
pub fn num_factors(n: u32) -> u32 {
    // BEGIN PROBLEM 04
    let _ = &n; // Delete this line once you use the parameter.
    todo!("Problem 04: num_factors")
    // END PROBLEM 04
}

/// Returns the score after *Sus Fuss*: if `score` has exactly 3 or 4 factors,
/// the smallest prime greater than it; otherwise `score` itself.
///
/// ```
/// use hog_rules::sus_points;
/// assert_eq!(sus_points(21), 23); // 21 has four factors: 1, 3, 7, 21
/// assert_eq!(sus_points(64), 64); // 64 has seven factors
/// ```
pub fn sus_points(score: Score) -> Score {
    // BEGIN PROBLEM 04
    let _ = &score; // Delete this line once you use the parameter.
    todo!("Problem 04: sus_points")
    // END PROBLEM 04
}

/// Returns the player's new score after a turn, with every rule applied:
/// the turn's points from [`take_turn`], then [`sus_points`] on the new total.
///
/// ```
/// use hog_rules::*;
/// assert_eq!(simple_update(0, 15, 37, &mut six_sided()), 21);
/// assert_eq!(sus_update(0, 15, 37, &mut six_sided()), 23); // 21 is sus
/// ```
pub fn sus_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    // BEGIN PROBLEM 04
    let _ = (&num_rolls, &player_score, &opponent_score, &dice); // Delete this line once you use the parameters.
    todo!("Problem 04: sus_update")
    // END PROBLEM 04
}

/// The edition of the rules in this file, as `cargo xtask edition` names it.
pub const EDITION: &str = "boar-sus";

/// What the rule that scores zero dice is called.
pub const ZERO_DICE_RULE: &str = "Boar Brawl";

/// What the rule applied to a total after each turn is called, if there is one.
pub const TOTAL_RULE: Option<&str> = Some("Sus Fuss");

/// The update a course game plays with: every rule of a turn but the swap.
pub fn course_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    sus_update(num_rolls, player_score, opponent_score, dice)
}

/// The points a turn earns: Boar Brawl for no dice, else what the dice made.
pub fn earn(turn: &Turn) -> u32 {
    if turn.rolls_dice() { turn.rolled() } else { boar_brawl(turn.score(), turn.opponent_score()) }
}

/// What follows a turn's points: Sus Fuss on the total, where the game plays it.
pub fn settle(turn: &mut Turn) {
    if turn.rule_on_totals() {
        turn.set_score(sus_points(turn.total()));
    }
}

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
    let _ = (&strategy0, &strategy1, &update, &score0, &score1, &dice, &goal); // Delete this line once you use the parameters.
    todo!("Problem 05: play")
    // END PROBLEM 05
}
