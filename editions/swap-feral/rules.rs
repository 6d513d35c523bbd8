//! Free Points, Feral Hogs and Swine Swap: this edition's own rules (problems 02 to 04), which go into the
//! rules file where it says `EDITION ITEMS`.

use super::*;

/// Returns the points for rolling zero dice (*Free Points*): three times the
/// square of `opponent_score / 8`, a division that drops its remainder.
///
/// An opponent below 8 gives 0 points: a turn of zero dice can score nothing.
///
/// Use arithmetic only: no strings or chars, no indexing, no arrays or vectors,
/// no `for` loops. The grader checks your source for them.
///
/// ```
/// use hog_rules::editions::swap_feral::free_points;
/// assert_eq!(free_points(42), 75); // 42 / 8 is 5, and 3 * 5 * 5 is 75
/// assert_eq!(free_points(7), 0); // 7 / 8 is 0
/// ```
pub fn free_points(opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 02
    let eighths = opponent_score / 8;
    3 * eighths * eighths
    // END PROBLEM 02
}

/// Returns the points scored this turn by rolling `num_rolls` dice (0 to 10).
///
/// Zero dice scores [`free_points`] and leaves the dice untouched. Otherwise the
/// turn scores [`roll_dice`] with the given `dice`, and then *Feral Hogs*: if that
/// score and `num_rolls` are exactly 3 apart, the turn gains 3 more points. Call
/// those two functions rather than repeating what they do.
///
/// ```
/// use hog_rules::editions::swap_feral::*;
/// assert_eq!(take_turn(2, 0, &mut make_test_dice(&[2, 3])), 8); // 5 is 3 more than 2: Feral Hogs adds 3
/// assert_eq!(take_turn(5, 0, &mut make_test_dice(&[1])), 1); // |1 - 5| is 4: no bonus
/// assert_eq!(take_turn(0, 42, &mut six_sided()), 75); // Free Points: no dice rolled, no bonus
/// ```
///
/// # Panics
/// If `num_rolls` is above 10.
pub fn take_turn(num_rolls: u32, opponent_score: Score, dice: &mut Dice) -> u32 {
    assert!(num_rolls <= 10, "Cannot roll more than 10 dice.");
    // BEGIN PROBLEM 03
    if num_rolls == 0 {
        return free_points(opponent_score);
    }
    let points = roll_dice(num_rolls, dice);
    if points.abs_diff(num_rolls) == 3 { points + 3 } else { points }
    // END PROBLEM 03
}

/// Returns the player's new score after a turn (provided): the player's score
/// plus the turn's points from [`take_turn`].
///
/// ```
/// use hog_rules::editions::swap_feral::*;
/// assert_eq!(simple_update(0, 15, 42, &mut six_sided()), 90); // 15 + Free Points 75
/// ```
pub fn simple_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    player_score + take_turn(num_rolls, opponent_score, dice)
}

/// Returns whether the scores are exchanged (*Swine Swap*): their difference is a
/// perfect square other than 0, such as 1, 4, 9 or 16.
///
/// Check for a square yourself, with arithmetic: no helper is provided.
///
/// ```
/// use hog_rules::editions::swap_feral::is_swap;
/// assert!(is_swap(9, 5)); // 9 - 5 is 4, which is 2 * 2
/// assert!(!is_swap(12, 5)); // 7 is not a square
/// assert!(!is_swap(30, 30)); // 0 exchanges nothing
/// ```
pub fn is_swap(score0: Score, score1: Score) -> bool {
    // BEGIN PROBLEM 04
    let difference = score0.abs_diff(score1);
    let mut root = 0;
    while root * root < difference {
        root += 1;
    }
    difference > 0 && root * root == difference
    // END PROBLEM 04
}

/// Plays a game and returns the final scores, `(score0, score1)`.
///
/// Player 0 moves first and the players take turns. On a turn the current
/// player's strategy is called once, with the player's own score first, to
/// choose a number of dice; then `update` computes that player's new score,
/// given the number of dice, the player's score, the opponent's score and
/// `dice`. After every turn, if [`is_swap`] holds for the two scores, they are
/// exchanged (*Swine Swap*). The game ends as soon as either score reaches
/// `goal`, once the swap is done.
///
/// A course game starts at `0, 0` and rolls `six_sided()` dice to [`GOAL`]:
/// `play(strategy0, strategy1, simple_update, 0, 0, &mut six_sided(), GOAL)`.
///
/// ```
/// use hog_rules::editions::swap_feral::*;
/// // Five dice of 3 score 15 a turn: 15 to 0, 15 to 15, then Player 0 reaches 30.
/// let scores = play(|_, _| 5, |_, _| 5, simple_update, 0, 0, &mut make_test_dice(&[3]), 20);
/// assert_eq!(scores, (30, 15));
/// // Two dice of 3 score 6: Player 0 goes from 3 to 9, 4 more than 5, so 9 to 5
/// // becomes 5 to 9; Player 1 then reaches 15.
/// let scores = play(|_, _| 2, |_, _| 2, simple_update, 3, 5, &mut make_test_dice(&[3]), 10);
/// assert_eq!(scores, (5, 15));
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
        if is_swap(score0, score1) {
            (score0, score1) = (score1, score0);
        }
        player = 1 - player;
    }
    (score0, score1)
    // END PROBLEM 05
}

/// The edition of the rules in this file, as `cargo xtask edition` names it.
pub const EDITION: &str = "swap-feral";

/// What the rule that scores zero dice is called.
pub const ZERO_DICE_RULE: &str = "Free Points";

/// What the rule that exchanges the scores after a turn is called, if there is one.
pub const SWAP_RULE: Option<&str> = Some("Swine Swap");

/// The update a course game plays with: every rule of a turn but the swap.
pub fn course_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    simple_update(num_rolls, player_score, opponent_score, dice)
}

/// The points a turn earns: Free Points for no dice, else what the dice made with Feral Hogs.
pub fn earn(turn: &Turn) -> u32 {
    if turn.rolls_dice() {
        take_turn(turn.num_rolls(), turn.opponent_score(), &mut turn.dice())
    } else {
        free_points(turn.opponent_score())
    }
}

/// What follows a turn's points: Swine Swap on the new scores.
pub fn settle(turn: &mut Turn) {
    if is_swap(turn.total(), turn.opponent_score()) {
        turn.swap_scores();
    }
}
