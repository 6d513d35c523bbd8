//! The message of a turn: what was rolled, which rule fired, and its arithmetic.
//!
//! The points come from the student's code: the turn is scored again by their
//! `take_turn` on the outcomes their code rolled (as `hog play` does), and Sus Fuss
//! is explained with their `num_factors`. The arithmetic shown beside it is the
//! rule's, so when the two disagree the message says so: the page is a debugging aid.

use hog_rules::{Score, num_factors};

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
    /// Whether the game is played with Sus Fuss.
    pub sus_fuss: bool,
}

/// The message of a turn, such as
/// `Player 0 rolls 3 dice: 4 + 5 + 3 = 12. 9 + 12 = 21. Sus Fuss: 21 has 4 factors, so it becomes 23.`
pub fn explain(turn: &TurnFacts<'_>) -> String {
    let mut message = format!("Player {} ", turn.player);
    let expected = if turn.num_rolls == 0 {
        message.push_str("rolls no dice. ");
        boar_brawl(turn, &mut message)
    } else {
        message.push_str(&format!("rolls {}", count_dice(turn.num_rolls)));
        rolled(turn, &mut message)
    };
    let turn_score = replay_turn(turn.num_rolls, turn.score, turn.opponent_score, turn.outcomes);
    if turn_score != expected {
        let (function, problem) =
            if turn.num_rolls == 0 { ("boar_brawl", "02") } else { ("roll_dice", "01") };
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
    // Sus Fuss is told with the student's num_factors: 3 or 4 factors make a total sus.
    let factors = if turn.sus_fuss { num_factors(total) } else { 0 };
    let sus = matches!(factors, 3 | 4);
    if turn.new_score > total && sus {
        message.push_str(&format!(
            " Sus Fuss: {total} has {factors} factors, so it becomes {}.",
            turn.new_score
        ));
    } else if turn.new_score != total {
        message.push_str(&format!(" But the update gave {}", turn.new_score));
        if turn.sus_fuss {
            message
                .push_str(&format!(", although {total} has {factors} factors, so Sus Fuss does not apply"));
        }
        message.push('.');
    } else if sus {
        message.push_str(&format!(
            " Yet {total} has {factors} factors, so Sus Fuss should have raised it: check sus_points and \
             sus_update (Problem 04)."
        ));
    }
    message
}

/// Writes Boar Brawl's arithmetic, e.g. `Boar Brawl: 3 × |4 − 1| = 9.`; returns the points it gives.
fn boar_brawl(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
    let tens = turn.opponent_score / 10 % 10;
    let ones = turn.score % 10;
    let points = 3 * tens.abs_diff(ones);
    message.push_str(&format!("Boar Brawl: 3 × |{tens} − {ones}| = {points}"));
    if points == 0 {
        message.push_str(", so the turn scores 1.");
        1
    } else {
        message.push('.');
        points
    }
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

/// The rules need the student's `take_turn` and `num_factors`, so the messages are checked on the solution.
#[cfg(all(test, feature = "solution"))]
mod tests {
    use super::*;

    fn turn(
        num_rolls: u32,
        score: Score,
        opponent_score: Score,
        outcomes: &[u32],
        new_score: Score,
    ) -> String {
        explain(&TurnFacts {
            player: 1,
            num_rolls,
            score,
            opponent_score,
            outcomes,
            new_score,
            sus_fuss: true,
        })
    }

    #[test]
    fn boar_brawl_shows_its_arithmetic() {
        assert_eq!(
            turn(0, 21, 46, &[], 30),
            "Player 1 rolls no dice. Boar Brawl: 3 × |4 − 1| = 9. 21 + 9 = 30."
        );
        assert_eq!(
            turn(0, 72, 29, &[], 73),
            "Player 1 rolls no dice. Boar Brawl: 3 × |2 − 2| = 0, so the turn scores 1. 72 + 1 = 73."
        );
    }

    #[test]
    fn sow_sad_and_plain_sums() {
        assert_eq!(
            turn(3, 10, 0, &[6, 1, 6], 11),
            "Player 1 rolls 3 dice: 6, 1, 6. Sow Sad: a 1 was rolled, the turn scores 1. 10 + 1 = 11."
        );
        assert_eq!(turn(2, 10, 0, &[6, 4], 20), "Player 1 rolls 2 dice: 6 + 4 = 10. 10 + 10 = 20.");
        assert_eq!(turn(1, 10, 0, &[6], 16), "Player 1 rolls 1 die: 6. 10 + 6 = 16.");
    }

    #[test]
    fn sus_fuss_names_the_factors() {
        assert_eq!(
            turn(3, 9, 0, &[4, 5, 3], 23),
            "Player 1 rolls 3 dice: 4 + 5 + 3 = 12. 9 + 12 = 21. Sus Fuss: 21 has 4 factors, so it becomes 23."
        );
    }

    #[test]
    fn code_that_disagrees_with_the_rules_is_pointed_out() {
        // Two outcomes for three dice: the solution's take_turn rolls the replay 3 times, 4 + 3 + 4.
        let text = turn(3, 0, 0, &[4, 3], 11);
        assert!(text.contains("Yet 2 dice were rolled, not 3: check roll_dice (Problem 01)."), "{text}");
        assert!(text.contains("But your take_turn scored 11"), "{text}");
        assert!(turn(2, 10, 0, &[6, 4], 25).ends_with(
            "10 + 10 = 20. But the update gave 25, although 20 has 6 factors, so Sus Fuss does not apply."
        ));
        assert!(turn(2, 15, 0, &[4, 2], 21).ends_with(
            "15 + 6 = 21. Yet 21 has 4 factors, so Sus Fuss should have raised it: check sus_points and \
             sus_update (Problem 04)."
        ));
        let without_sus_fuss = explain(&TurnFacts {
            player: 0,
            num_rolls: 3,
            score: 9,
            opponent_score: 0,
            outcomes: &[4, 5, 3],
            new_score: 23,
            sus_fuss: false,
        });
        assert!(without_sus_fuss.ends_with("9 + 12 = 21. But the update gave 23."), "{without_sus_fuss}");
    }
}
