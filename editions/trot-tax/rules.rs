//! Lean Bacon, Sow Tax and Time Trot: this edition's own rules (problems 02 to 05), which go
//! into the rules file where it says `EDITION ITEMS`. Sow Tax changes the other player's score
//! and Time Trot needs the turn number, so the turn remembers it (`MEMORY`).

use super::*;

/// Returns the points for rolling zero dice (*Lean Bacon*): ten minus the smaller
/// of the two digits of `opponent_score`, its tens digit and its ones digit.
///
/// A score below 10 has a tens digit of 0, so it gives 10 points; so does a score
/// that ends in 0. A turn of zero dice earns 1 to 10 points.
///
/// Use arithmetic only: no strings or chars, no indexing, no arrays or vectors,
/// no `for` loops. The grader checks your source for them.
///
/// ```
/// use hog_rules::editions::trot_tax::lean_bacon;
/// assert_eq!(lean_bacon(46), 6); // the smaller digit of 46 is 4
/// assert_eq!(lean_bacon(73), 7); // 3 is smaller than 7
/// assert_eq!(lean_bacon(8), 10); // 08: its tens digit is 0
/// ```
pub fn lean_bacon(opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 02
    let tens = opponent_score / 10 % 10;
    let ones = opponent_score % 10;
    10 - tens.min(ones)
    // END PROBLEM 02
}

/// Returns the points scored this turn by rolling `num_rolls` dice (0 to 10).
///
/// Zero dice scores [`lean_bacon`] and leaves the dice untouched. Otherwise the
/// turn scores [`roll_dice`] with the given `dice`. Call those two functions
/// rather than repeating what they do.
///
/// ```
/// use hog_rules::editions::trot_tax::*;
/// assert_eq!(take_turn(2, 0, &mut make_test_dice(&[2, 3])), 5);
/// assert_eq!(take_turn(3, 0, &mut make_test_dice(&[4, 1])), 1); // Sow Sad
/// assert_eq!(take_turn(0, 46, &mut six_sided()), 6); // Lean Bacon: no dice rolled
/// ```
///
/// # Panics
/// If `num_rolls` is above 10.
pub fn take_turn(num_rolls: u32, opponent_score: Score, dice: &mut Dice) -> u32 {
    assert!(num_rolls <= 10, "Cannot roll more than 10 dice.");
    // BEGIN PROBLEM 03
    if num_rolls == 0 { lean_bacon(opponent_score) } else { roll_dice(num_rolls, dice) }
    // END PROBLEM 03
}

/// Returns the player's new score after a turn (provided): the player's score
/// plus the turn's points from [`take_turn`].
///
/// ```
/// use hog_rules::editions::trot_tax::*;
/// assert_eq!(simple_update(0, 15, 46, &mut six_sided()), 21); // 15 + Lean Bacon 6
/// ```
pub fn simple_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    player_score + take_turn(num_rolls, opponent_score, dice)
}

/// Returns the points the opponent gains after a turn (*Sow Tax*): when the turn
/// rolled at least one die and scored just 1 point (Sow Sad struck), and the
/// player's `new_score` is still below `opponent_score`, the opponent gains one
/// point for every die rolled. Otherwise, 0.
///
/// A trailing player who rolls a 1 pays for each die: the more dice, the bigger
/// the tax. A player who leads or draws level after the turn pays nothing, and
/// a turn of zero dice never does, whatever it scores.
///
/// ```
/// use hog_rules::editions::trot_tax::sow_tax;
/// assert_eq!(sow_tax(5, 1, 21, 40), 5); // 5 dice, Sow Sad, 21 is below 40
/// assert_eq!(sow_tax(5, 1, 41, 40), 0); // the player leads after the turn
/// assert_eq!(sow_tax(5, 12, 32, 40), 0); // no Sow Sad
/// assert_eq!(sow_tax(0, 1, 21, 40), 0); // zero dice
/// ```
pub fn sow_tax(num_rolls: u32, points: u32, new_score: Score, opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 04
    if num_rolls > 0 && points == 1 && new_score < opponent_score { num_rolls } else { 0 }
    // END PROBLEM 04
}

/// Returns whether the player who just rolled `num_rolls` dice takes another
/// turn at once (*Time Trot*).
///
/// Turns are numbered from 0 across both players: the game's first turn is
/// turn 0, the next turn 1, and so on, extra turns included. A player who rolls
/// exactly `turn_number % 8` dice takes another turn, unless `last_was_extra`:
/// the turn just taken was itself an extra one, and there are never two extra
/// turns in a row.
///
/// ```
/// use hog_rules::editions::trot_tax::time_trot;
/// assert!(time_trot(0, 0, false)); // zero dice on turn 0
/// assert!(time_trot(3, 11, false)); // 11 % 8 is 3
/// assert!(!time_trot(3, 11, true)); // the turn was an extra one already
/// assert!(!time_trot(4, 11, false));
/// ```
pub fn time_trot(num_rolls: u32, turn_number: u32, last_was_extra: bool) -> bool {
    // BEGIN PROBLEM 04
    !last_was_extra && num_rolls == turn_number % 8
    // END PROBLEM 04
}

/// Plays a game and returns the final scores, `(score0, score1)`.
///
/// Player 0 moves first. On a turn the current player's strategy is called once,
/// with the player's own score first, to choose a number of dice; then `update`
/// computes that player's new score, given the number of dice, the player's
/// score, the opponent's score and `dice`. The turn's points are the new score
/// minus the old one. After the update, the opponent gains [`sow_tax`] of the
/// turn (*Sow Tax*), and the same player moves again when [`time_trot`] says so
/// (*Time Trot*); otherwise the other player moves next. The game's turns are
/// numbered from 0, extra ones included. The game ends as soon as either score
/// reaches `goal`: no turn follows.
///
/// A course game starts at `0, 0` and rolls `six_sided()` dice to [`GOAL`]:
/// `play(strategy0, strategy1, simple_update, 0, 0, &mut six_sided(), GOAL)`.
///
/// ```
/// use hog_rules::editions::trot_tax::*;
/// // Five dice of 3 score 15 a turn: 15 to 0, 15 to 15, then Player 0 reaches 30.
/// let scores = play(|_, _| 5, |_, _| 5, simple_update, 0, 0, &mut make_test_dice(&[3]), 20);
/// assert_eq!(scores, (30, 15));
/// // Zero dice on turn 0 earn Lean Bacon's 10 and another turn, which is turn 1:
/// // one die of 3 takes Player 0 to 13. Player 1's die makes 3 on turn 2, and
/// // Player 0's on turn 3 reaches 16.
/// let first = |score, _| if score == 0 { 0 } else { 1 };
/// let scores = play(first, |_, _| 1, simple_update, 0, 0, &mut make_test_dice(&[3]), 14);
/// assert_eq!(scores, (16, 3));
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
    let mut scores = [score0, score1];
    let strategies: [&dyn Fn(Score, Score) -> u32; 2] = [&strategy0, &strategy1];
    let (mut mover, mut turn_number, mut last_was_extra) = (0, 0, false);
    while scores.iter().all(|&score| score < goal) {
        let other = 1 - mover;
        let num_rolls = strategies[mover](scores[mover], scores[other]);
        let new_score = update(num_rolls, scores[mover], scores[other], dice);
        let points = new_score.saturating_sub(scores[mover]);
        scores[other] += sow_tax(num_rolls, points, new_score, scores[other]);
        scores[mover] = new_score;
        last_was_extra = time_trot(num_rolls, turn_number, last_was_extra);
        if !last_was_extra {
            mover = other;
        }
        turn_number += 1;
    }
    (scores[0], scores[1])
    // END PROBLEM 05
}

/// The edition of the rules in this file, as `cargo xtask edition` names it.
pub const EDITION: &str = "trot-tax";

/// What the rule that scores zero dice is called.
pub const ZERO_DICE_RULE: &str = "Lean Bacon";

/// The update a course game plays with: no rule changes a total.
pub fn course_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    simple_update(num_rolls, player_score, opponent_score, dice)
}

/// The points a turn earns: Lean Bacon for no dice, else what the dice made.
pub fn earn(turn: &Turn) -> u32 {
    if turn.rolls_dice() { turn.rolled() } else { lean_bacon(turn.opponent_score()) }
}

/// What follows a turn's points: Sow Tax for the opponent, then Time Trot, which also counts
/// the turn in the memory.
pub fn settle(turn: &mut Turn) {
    let tax = sow_tax(turn.num_rolls(), turn.points(), turn.total(), turn.opponent_score());
    if tax > 0 {
        turn.set_opponent_score(turn.opponent_score() + tax);
    }
    let (turn_number, last_was_extra) = (turn.memory() % 8, turn.memory() >= 8);
    let again = time_trot(turn.num_rolls(), turn_number, last_was_extra);
    if again {
        turn.take_another_turn();
    }
    turn.remember((turn_number + 1) % 8 + if again { 8 } else { 0 });
}

/// What the game remembers from turn to turn: the turn number modulo 8, plus 8 when the
/// turn just taken was an extra one (Time Trot).
pub const MEMORY: u32 = 16;
