//! Free Bacon, Hog Wild and Hog Tied: the rules this edition adds (problems 02 to 05), put into
//! the rules file at its `EDITION ITEMS` line. Hog Wild and Hog Tied change the game's structure
//! (the dice a turn rolls, and how many), so this edition has its own `play` too.

use super::*;

/// The points a player earns by rolling no dice at all (*Free Bacon*): one more
/// than the largest digit of `opponent_score`.
///
/// An opponent at 42 gives 5 (its digits are 4 and 2), one at 7 gives 8, and one
/// at 0 gives 1, so a turn of no dice earns 1 to 10 points.
///
/// Work with the number itself: the grader rejects strings or chars, indexing,
/// and arrays or vectors in this body.
///
/// ```
/// use hog_rules::editions::wild_tied::free_bacon;
/// assert_eq!(free_bacon(42), 5); // the largest digit is 4
/// assert_eq!(free_bacon(109), 10); // 9, although it is not the first digit
/// assert_eq!(free_bacon(0), 1);
/// ```
pub fn free_bacon(opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 02
    let mut rest = opponent_score;
    let mut largest = 0;
    while rest > 0 {
        largest = largest.max(rest % 10);
        rest /= 10;
    }
    largest + 1
    // END PROBLEM 02
}

/// How many sides the dice of a turn have at these scores (*Hog Wild*): 4 when
/// `player_score + opponent_score` is a multiple of 7, and 6 otherwise.
///
/// 0 is a multiple of 7 too, so the first turn of a game rolls four-sided dice.
///
/// ```
/// use hog_rules::editions::wild_tied::hog_wild;
/// assert_eq!(hog_wild(10, 18), 4); // 28 is 4 * 7
/// assert_eq!(hog_wild(10, 19), 6);
/// assert_eq!(hog_wild(0, 0), 4);
/// ```
pub fn hog_wild(player_score: Score, opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 03
    if (player_score + opponent_score).is_multiple_of(7) { 4 } else { 6 }
    // END PROBLEM 03
}

/// How many points a turn of `num_rolls` dice (0 to 10) earns at these scores.
///
/// No dice: [`free_bacon`] of the opponent's score, and `dice` is never rolled.
/// One or more: what [`roll_dice`] makes of that many dice with [`hog_wild`]'s
/// number of sides. `dice` is a six-sided die, and a die with fewer sides is made
/// from it the way one is at a table: an outcome above the number of sides (a 5 or
/// a 6, for four sides) does not count, and the die is rolled again until one does.
///
/// ```
/// use hog_rules::editions::wild_tied::*;
/// // 30 + 4 = 34 is no multiple of 7: six sides, and every outcome counts.
/// assert_eq!(take_turn(3, 30, 4, &mut make_test_dice(&[2, 6, 3])), 11);
/// // 30 + 5 = 35 is: four sides, so the 6 is rolled again and gives 3.
/// assert_eq!(take_turn(3, 30, 5, &mut make_test_dice(&[2, 6, 3])), 7);
/// assert_eq!(take_turn(0, 30, 42, &mut six_sided()), 5); // Free Bacon: 1 + 4
/// ```
///
/// # Panics
/// If `num_rolls` is above 10.
pub fn take_turn(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> u32 {
    assert!(num_rolls <= 10, "Cannot roll more than 10 dice.");
    // BEGIN PROBLEM 03
    if num_rolls == 0 {
        return free_bacon(opponent_score);
    }
    let sides = hog_wild(player_score, opponent_score);
    // Each call rolls `dice` until an outcome fits on a die of `sides` sides.
    let mut fitted = || loop {
        let outcome = dice();
        if outcome <= sides {
            break outcome;
        }
    };
    roll_dice(num_rolls, &mut fitted)
    // END PROBLEM 03
}

/// The player's score once the turn's points are added (provided). No rule of
/// this edition changes a total, so this is the update of a course game.
///
/// ```
/// use hog_rules::editions::wild_tied::*;
/// assert_eq!(simple_update(0, 16, 75, &mut six_sided()), 24); // Free Bacon of 75 is 8
/// ```
pub fn simple_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    player_score + take_turn(num_rolls, player_score, opponent_score, dice)
}

/// The most dice a turn may roll at these scores (*Hog Tied*): 1 when
/// `player_score + opponent_score` ends in 7 (7, 17, 27, ..., 107, ...), and
/// [`MAX_ROLLS`] otherwise. A strategy that asks for more rolls this many.
///
/// ```
/// use hog_rules::editions::wild_tied::*;
/// assert_eq!(hog_tied(20, 7), 1); // 27 ends in 7
/// assert_eq!(hog_tied(20, 8), MAX_ROLLS);
/// ```
pub fn hog_tied(player_score: Score, opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 04
    if (player_score + opponent_score) % 10 == 7 { 1 } else { MAX_ROLLS }
    // END PROBLEM 04
}

/// Plays a game and returns the final scores, `(score0, score1)`.
///
/// Player 0 moves first and then the players take turns. On a turn the mover's
/// strategy is asked once, with the mover's own score first, for a number of
/// dice; *Hog Tied* holds that number to [`hog_tied`] of the two scores (the
/// mover's first); then `update` gives the mover's new score from the number of
/// dice, the mover's score, the other score and `dice`. The game ends as soon as
/// either score reaches `goal`.
///
/// A course game starts at `0, 0` and rolls `six_sided()` dice to [`GOAL`]:
/// `play(strategy0, strategy1, simple_update, 0, 0, &mut six_sided(), GOAL)`.
///
/// ```
/// use hog_rules::editions::wild_tied::*;
/// // From 0 to 9, five dice of 3 earn 15 a turn: 15 to 9, 15 to 24, then 30 to 24.
/// let scores = play(|_, _| 5, |_, _| 5, simple_update, 0, 9, &mut make_test_dice(&[3]), 30);
/// assert_eq!(scores, (30, 24));
/// // At 10 to 7 the scores add up to 17: Player 0 rolls one die, not five, and
/// // reaches 13; Player 1's five dice then take it from 7 to 22.
/// let scores = play(|_, _| 5, |_, _| 5, simple_update, 10, 7, &mut make_test_dice(&[3]), 20);
/// assert_eq!(scores, (13, 22));
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
    let mut player_0_moves = true;
    while score0 < goal && score1 < goal {
        if player_0_moves {
            let num_rolls = strategy0(score0, score1).min(hog_tied(score0, score1));
            score0 = update(num_rolls, score0, score1, dice);
        } else {
            let num_rolls = strategy1(score1, score0).min(hog_tied(score1, score0));
            score1 = update(num_rolls, score1, score0, dice);
        }
        player_0_moves = !player_0_moves;
    }
    (score0, score1)
    // END PROBLEM 05
}

/// The edition of the rules in this file, as `cargo xtask edition` names it.
pub const EDITION: &str = "wild-tied";

/// The name of the rule for a turn of no dice.
pub const ZERO_DICE_RULE: &str = "Free Bacon";

/// The update of a course game: [`simple_update`], as there is no rule on totals.
pub fn course_update(num_rolls: u32, player_score: Score, opponent_score: Score, dice: &mut Dice) -> Score {
    simple_update(num_rolls, player_score, opponent_score, dice)
}

/// The rule that makes the dice four-sided at some scores.
pub const DICE_SIDES_RULE: Option<&str> = Some("Hog Wild");

/// The rule that allows one die at most at some scores.
pub const MOST_DICE_RULE: Option<&str> = Some("Hog Tied");

/// The sides of the dice a turn rolls from `state`: Hog Wild's.
pub fn dice_sides(state: State) -> u32 {
    hog_wild(state.score, state.opponent_score)
}

/// The most dice a turn rolls from `state`: Hog Tied's.
pub fn most_dice(state: State) -> u32 {
    hog_tied(state.score, state.opponent_score)
}

/// The points a turn earns: Free Bacon for no dice, else what the dice made.
pub fn earn(turn: &Turn) -> u32 {
    if turn.rolls_dice() { turn.rolled() } else { free_bacon(turn.opponent_score()) }
}
