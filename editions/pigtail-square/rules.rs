//! Pig Tail and Square Swine: this edition's own rules (problems 02 to 04), which go into the
//! rules file where it says `EDITION ITEMS`.

use super::*;

/// Returns the points for rolling zero dice (*Pig Tail*): twice the distance
/// between the last two digits of `opponent_score`, plus one.
///
/// The two digits are the tens digit and the ones digit; the hundreds digit of a
/// score of 100 or more plays no part.
///
/// Use arithmetic only: no strings or chars, no indexing, no arrays or vectors,
/// no `for` loops. The grader checks your source for them.
///
/// ```
/// use hog_rules::editions::pigtail_square::tail_points;
/// assert_eq!(tail_points(46), 5); // 2 * |4 - 6| + 1
/// assert_eq!(tail_points(100), 1); // the digits are 0 and 0: 2 * 0 + 1
/// ```
pub fn tail_points(opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 02
    let tens = opponent_score / 10 % 10;
    let ones = opponent_score % 10;
    2 * tens.abs_diff(ones) + 1
    // END PROBLEM 02
}

/// Returns the points scored this turn by rolling `num_rolls` dice (0 to 10).
///
/// Zero dice scores [`tail_points`] and leaves the dice untouched; otherwise the
/// turn scores [`roll_dice`] with the given `dice`. Call those two functions
/// rather than repeating what they do.
///
/// ```
/// use hog_rules::editions::pigtail_square::*;
/// assert_eq!(take_turn(2, 0, &mut make_test_dice(&[4, 5, 1])), 9);
/// assert_eq!(take_turn(0, 73, &mut six_sided()), 9);
/// ```
///
/// # Panics
/// If `num_rolls` is above 10.
pub fn take_turn(num_rolls: u32, opponent_score: Score, dice: &mut Dice) -> u32 {
    assert!(num_rolls <= 10, "Cannot roll more than 10 dice.");
    // BEGIN PROBLEM 03
    if num_rolls == 0 { tail_points(opponent_score) } else { roll_dice(num_rolls, dice) }
    // END PROBLEM 03
}

/// Returns the player's new score after a turn, without *Square Swine* (provided).
pub fn simple_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    player_score + take_turn(num_rolls, opponent_score, dice)
}

/// Returns whether `score` is a perfect square: some whole number times itself.
/// 0 is one (0 * 0), as are 1, 4, 9 and 81.
///
/// ```
/// use hog_rules::editions::pigtail_square::perfect_square;
/// assert!(perfect_square(81)); // 9 * 9
/// assert!(!perfect_square(24)); // between 4 * 4 and 5 * 5
/// ```
pub fn perfect_square(score: Score) -> bool {
    // BEGIN PROBLEM 04
    let mut root = 0;
    while root * root < score {
        root += 1;
    }
    root * root == score
    // END PROBLEM 04
}

/// Returns the smallest perfect square greater than `score`.
///
/// ```
/// use hog_rules::editions::pigtail_square::next_perfect_square;
/// assert_eq!(next_perfect_square(25), 36);
/// assert_eq!(next_perfect_square(81), 100);
/// ```
pub fn next_perfect_square(score: Score) -> Score {
    // BEGIN PROBLEM 04
    let mut root = 0;
    while root * root <= score {
        root += 1;
    }
    root * root
    // END PROBLEM 04
}

/// Returns the player's new score after a turn, with every rule applied
/// (provided): the turn's points from [`take_turn`] added to the player's score,
/// then *Square Swine*: a total that is a [`perfect_square`] becomes the
/// [`next_perfect_square`].
///
/// ```
/// use hog_rules::editions::pigtail_square::*;
/// assert_eq!(simple_update(0, 80, 0, &mut six_sided()), 81);
/// assert_eq!(square_update(0, 80, 0, &mut six_sided()), 100); // 81 is 9 * 9
/// ```
pub fn square_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    let total = player_score + take_turn(num_rolls, opponent_score, dice);
    if perfect_square(total) { next_perfect_square(total) } else { total }
}

/// The edition of the rules in this file, as `cargo xtask edition` names it.
pub const EDITION: &str = "pigtail-square";

/// What the rule that scores zero dice is called.
pub const ZERO_DICE_RULE: &str = "Pig Tail";

/// What the rule applied to a total after each turn is called, if there is one.
pub const TOTAL_RULE: Option<&str> = Some("Square Swine");

/// The update a course game plays with: every rule of a turn but the swap.
pub fn course_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    square_update(num_rolls, player_score, opponent_score, dice)
}

/// The points a turn earns: Pig Tail for no dice, else what the dice made.
pub fn earn(turn: &Turn) -> u32 {
    if turn.rolls_dice() { turn.rolled() } else { tail_points(turn.opponent_score()) }
}

/// What follows a turn's points: Square Swine on the total, where the game plays it.
pub fn settle(turn: &mut Turn) {
    if turn.rule_on_totals() && perfect_square(turn.total()) {
        turn.set_score(next_perfect_square(turn.total()));
    }
}
