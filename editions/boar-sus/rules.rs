//! Boar Brawl and Sus Fuss: this edition's own rules (problems 02 to 04), which go into the
//! rules file where it says `EDITION ITEMS`.

use super::*;

/// Returns the points for rolling zero dice (*Boar Brawl*).
///
/// That is three times the absolute difference between the tens digit of
/// `opponent_score` and the ones digit of `player_score`, or 1 if that is smaller.
///
/// Use arithmetic only: no strings or chars, no indexing, no arrays or vectors,
/// no `for` loops. The grader checks your source for them.
///
/// ```
/// use hog_rules::editions::boar_sus::boar_brawl;
/// assert_eq!(boar_brawl(21, 46), 9); // 3 * |4 - 1|
/// assert_eq!(boar_brawl(72, 29), 1); // 3 * |2 - 2| is 0, so 1
/// ```
pub fn boar_brawl(player_score: Score, opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 02
    let tens = opponent_score / 10 % 10;
    let ones = player_score % 10;
    (3 * tens.abs_diff(ones)).max(1)
    // END PROBLEM 02
}

/// Returns the points scored this turn by rolling `num_rolls` dice (0 to 10).
///
/// Zero dice scores [`boar_brawl`] and leaves the dice untouched; otherwise the
/// turn scores [`roll_dice`] with the given `dice`. Call those two functions
/// rather than repeating what they do.
///
/// ```
/// use hog_rules::editions::boar_sus::*;
/// assert_eq!(take_turn(2, 7, 27, &mut make_test_dice(&[4, 5, 1])), 9);
/// assert_eq!(take_turn(0, 12, 41, &mut six_sided()), 6);
/// ```
///
/// # Panics
/// If `num_rolls` is above 10.
pub fn take_turn(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> u32 {
    assert!(num_rolls <= 10, "Cannot roll more than 10 dice.");
    // BEGIN PROBLEM 03
    if num_rolls == 0 { boar_brawl(player_score, opponent_score) } else { roll_dice(num_rolls, dice) }
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
/// use hog_rules::editions::boar_sus::num_factors;
/// assert_eq!(num_factors(9), 3); // 1, 3 and 9
/// assert_eq!(num_factors(28), 6); // 1, 2, 4, 7, 14 and 28
/// ```
pub fn num_factors(n: u32) -> u32 {
    // BEGIN PROBLEM 04
    (1..=n).filter(|d| n.is_multiple_of(*d)).count() as u32
    // END PROBLEM 04
}

/// Returns the score after *Sus Fuss*: if `score` has exactly 3 or 4 factors,
/// the smallest prime greater than it; otherwise `score` itself.
///
/// ```
/// use hog_rules::editions::boar_sus::sus_points;
/// assert_eq!(sus_points(21), 23); // 21 has four factors: 1, 3, 7, 21
/// assert_eq!(sus_points(64), 64); // 64 has seven factors
/// ```
pub fn sus_points(score: Score) -> Score {
    // BEGIN PROBLEM 04
    let factors = num_factors(score);
    if factors != 3 && factors != 4 {
        return score;
    }
    let mut next = score + 1;
    while !is_prime(next) {
        next += 1;
    }
    next
    // END PROBLEM 04
}

/// Returns the player's new score after a turn, with every rule applied:
/// the turn's points from [`take_turn`], then [`sus_points`] on the new total.
///
/// ```
/// use hog_rules::editions::boar_sus::*;
/// assert_eq!(simple_update(0, 15, 37, &mut six_sided()), 21);
/// assert_eq!(sus_update(0, 15, 37, &mut six_sided()), 23); // 21 is sus
/// ```
pub fn sus_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    // BEGIN PROBLEM 04
    sus_points(player_score + take_turn(num_rolls, player_score, opponent_score, dice))
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
