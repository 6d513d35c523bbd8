//! Hog Seven and Eleven Up: the rules this edition adds (problems 02 to 04), put into the rules
//! file at its `EDITION ITEMS` line.

use super::*;

/// The points a player earns by rolling no dice at all (*Hog Seven*): 2 more
/// than what is left over when `opponent_score` is divided by 7.
///
/// A remainder by 7 is 0 to 6, so a zero-dice turn earns 2 to 8 points.
///
/// Plain arithmetic does it: the grader rejects strings or chars, indexing,
/// arrays or vectors, and loops of any kind in this body.
///
/// ```
/// use hog_rules::editions::seven_eleven::hog_seven;
/// assert_eq!(hog_seven(46), 6); // 46 = 6 * 7 + 4, and 2 + 4 is 6
/// assert_eq!(hog_seven(35), 2); // 35 is 5 * 7: nothing left over
/// ```
pub fn hog_seven(opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 02
    2 + opponent_score % 7
    // END PROBLEM 02
}

/// How many points a turn of `num_rolls` dice (0 to 10) earns.
///
/// No dice: [`hog_seven`] of the opponent's score, and `dice` is never rolled.
/// One or more: what [`roll_dice`] makes of that many rolls of `dice`. Let those
/// two functions do the work instead of doing it again here.
///
/// ```
/// use hog_rules::editions::seven_eleven::*;
/// assert_eq!(take_turn(3, 50, &mut make_test_dice(&[2, 6, 3])), 11);
/// assert_eq!(take_turn(0, 20, &mut six_sided()), 8); // 20 % 7 is 6
/// ```
///
/// # Panics
/// If `num_rolls` is above 10.
pub fn take_turn(num_rolls: u32, opponent_score: Score, dice: &mut Dice) -> u32 {
    assert!(num_rolls <= 10, "Cannot roll more than 10 dice.");
    // BEGIN PROBLEM 03
    if num_rolls == 0 { hog_seven(opponent_score) } else { roll_dice(num_rolls, dice) }
    // END PROBLEM 03
}

/// The player's score once the turn's points are added, and nothing more:
/// *Eleven Up* left out (provided).
pub fn simple_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    player_score + take_turn(num_rolls, opponent_score, dice)
}

/// A total after *Eleven Up*: 3 more if `score` is 11, 22, 33 or any other
/// multiple of 11 above zero, and `score` unchanged otherwise (0 included).
///
/// ```
/// use hog_rules::editions::seven_eleven::eleven_up;
/// assert_eq!(eleven_up(77), 80); // 7 * 11
/// assert_eq!(eleven_up(78), 78);
/// assert_eq!(eleven_up(0), 0);
/// ```
pub fn eleven_up(score: Score) -> Score {
    // BEGIN PROBLEM 04
    if score > 0 && score.is_multiple_of(11) { score + 3 } else { score }
    // END PROBLEM 04
}

/// The player's score after a whole turn: [`take_turn`]'s points on top of
/// `player_score`, and that total passed through [`eleven_up`] once.
///
/// ```
/// use hog_rules::editions::seven_eleven::*;
/// assert_eq!(simple_update(0, 16, 12, &mut six_sided()), 23);
/// assert_eq!(eleven_update(0, 15, 12, &mut six_sided()), 25); // 15 + 7 = 22, 2 * 11
/// ```
pub fn eleven_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    // BEGIN PROBLEM 04
    eleven_up(player_score + take_turn(num_rolls, opponent_score, dice))
    // END PROBLEM 04
}

/// The edition of the rules in this file, as `cargo xtask edition` names it.
pub const EDITION: &str = "seven-eleven";

/// The name of the rule for a turn of no dice.
pub const ZERO_DICE_RULE: &str = "Hog Seven";

/// The name of the rule on a total after each turn.
pub const TOTAL_RULE: Option<&str> = Some("Eleven Up");

/// The update of a course game: a turn with every rule.
pub fn course_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    eleven_update(num_rolls, player_score, opponent_score, dice)
}

/// The points a turn earns: Hog Seven for no dice, else what the dice made.
pub fn earn(turn: &Turn) -> u32 {
    if turn.rolls_dice() { turn.rolled() } else { hog_seven(turn.opponent_score()) }
}

/// What follows a turn's points: Eleven Up on the total, where the game plays it.
pub fn settle(turn: &mut Turn) {
    if turn.rule_on_totals() {
        turn.set_score(eleven_up(turn.total()));
    }
}
