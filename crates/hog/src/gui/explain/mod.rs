//! The message of a turn: what was rolled, which rule fired, and its arithmetic.
//!
//! The points come from the student's code: the turn is scored again by their
//! `take_turn` on the outcomes their code rolled (as `hog play` does). The arithmetic
//! shown beside it is the rule's, so when the two disagree the message says so: the page
//! is a debugging aid. This module tells what every edition shares (dice, Sow Sad, the
//! sums); `rules.rs`, the edition's own, tells its special rules.

mod rules;

/// Every rule a turn's message may name: Sow Sad and the edition's own.
pub fn rule_names() -> Vec<String> {
    std::iter::once("Sow Sad").chain(rules::NAMES.iter().copied()).map(str::to_owned).collect()
}

use hog_rules::Score;

use crate::ui::{Player, count_dice, replay_turn};

/// What a turn's message is made from.
#[derive(Clone, Debug)]
pub struct TurnFacts<'a> {
    /// Whose turn it was.
    pub player: Player,
    /// The number of dice chosen.
    pub num_rolls: u32,
    /// The player's score before the turn.
    pub score: Score,
    /// The opponent's score.
    pub opponent_score: Score,
    /// The outcomes the turn rolled.
    pub outcomes: &'a [u32],
    /// The player's score after the turn, as the update returned it.
    pub new_score: Score,
    /// Whether the game is played with the edition's rule on totals (Sus Fuss...).
    pub sus_fuss: bool,
}

/// The message of a turn, such as
/// `Player 0 rolls 3 dice: 4 + 5 + 3 = 12. 9 + 12 = 21. Sus Fuss: 21 has 4 factors, so it becomes 23.`
pub fn explain(turn: &TurnFacts<'_>) -> String {
    let mut message = format!("Player {} ", turn.player);
    let expected = if turn.num_rolls == 0 {
        message.push_str("rolls no dice. ");
        rules::zero_dice(turn, &mut message)
    } else {
        message.push_str(&format!("rolls {}", count_dice(turn.num_rolls)));
        let points = rolled(turn, &mut message);
        rules::roll_bonus(turn, points, &mut message)
    };
    let turn_score = replay_turn(turn.num_rolls, turn.score, turn.opponent_score, turn.outcomes);
    if turn_score != expected {
        let (function, problem) =
            if turn.num_rolls == 0 { rules::ZERO_DICE_FUNCTION } else { ("roll_dice", "01") };
        message.push_str(&format!(
            " But your take_turn scored {turn_score}: check {function} (Problem {problem}) and take_turn \
             (Problem 03)."
        ));
    }
    if turn.num_rolls > 0 && turn.outcomes.len() != turn.num_rolls as usize {
        message.push_str(&format!(
            " Yet {} {} rolled, not {}: check roll_dice (Problem 01).",
            turn.outcomes.len(),
            if turn.outcomes.len() == 1 { "die was" } else { "dice were" },
            turn.num_rolls
        ));
    }
    let total = turn.score + turn_score;
    message.push_str(&format!(" {} + {turn_score} = {total}.", turn.score));
    rules::total(turn, total, turn.sus_fuss, &mut message);
    rules::after_turn(turn, &mut message);
    message
}

/// Writes the outcomes and their sum, or Sow Sad when a 1 was rolled; returns the points they give.
fn rolled(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
    let outcomes: Vec<String> = turn.outcomes.iter().map(ToString::to_string).collect();
    if turn.outcomes.contains(&1) {
        message.push_str(&format!(": {}. Sow Sad: a 1 was rolled, the turn scores 1.", outcomes.join(", ")));
        return 1;
    }
    let sum: u32 = turn.outcomes.iter().sum();
    if turn.outcomes.len() == 1 {
        message.push_str(&format!(": {sum}."));
    } else {
        message.push_str(&format!(": {} = {sum}.", outcomes.join(" + ")));
    }
    sum
}

/// How Player 1's turn is told with the rule on totals on: what each edition's tests of its
/// rules (`rules.rs`) read.
#[cfg(all(test, feature = "solution"))]
fn player_one_turn(
    num_rolls: u32,
    score: Score,
    opponent_score: Score,
    outcomes: &[u32],
    new_score: Score,
) -> String {
    explain(&TurnFacts { player: 1, num_rolls, score, opponent_score, outcomes, new_score, sus_fuss: true })
}
