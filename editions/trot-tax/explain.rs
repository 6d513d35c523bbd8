//! How trot-tax's rules are told in a turn's message (`hog gui`): Lean Bacon's arithmetic, and
//! after the turn Sow Tax and Time Trot, where the edition's turn (the student's `sow_tax` and
//! `time_trot` in it) says they apply. It has no rule on totals.

use hog_i18n::t;

use crate::gui::explain::{Explanation, TurnFacts};

/// What trot-tax tells of its own rules.
pub const EXPLANATION: Explanation = Explanation {
    edition: "trot-tax",
    other_names: &["Sow Tax", "Time Trot"],
    zero_dice_function: ("lean_bacon", "02"),
    zero_dice: lean_bacon,
    roll_bonus: None,
    total_rule: None,
    after_turn: Some(tax_and_trot),
};

/// Writes Lean Bacon's arithmetic, e.g. `Lean Bacon: the smaller digit of 46 is 4, and 10 − 4
/// = 6.`; returns the points it gives.
fn lean_bacon(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
    let smaller = (turn.opponent_score / 10 % 10).min(turn.opponent_score % 10);
    let points = 10 - smaller;
    message.push_str(&t!(
        "trot-tax-explain-lean-bacon",
        score = turn.opponent_score,
        smaller = smaller,
        points = points
    ));
    points
}

/// Writes Sow Tax where the turn gave the other player points, and Time Trot where it gives
/// the player another turn in a game that goes on.
fn tax_and_trot(turn: &TurnFacts<'_>, message: &mut String) {
    let (_, change) = turn.replayed();
    if let Some(taxed) = change.opponent_score.filter(|&taxed| taxed != turn.opponent_score) {
        message.push_str(&t!(
            "trot-tax-explain-sow-tax",
            score = turn.new_score,
            opponent = turn.opponent_score,
            gained = taxed - turn.opponent_score,
            taxed = taxed
        ));
    }
    if turn.edition.extra_turn_after(change, turn.new_score, turn.opponent_score, turn.goal) {
        message.push_str(&t!("trot-tax-explain-time-trot", number = turn.memory % 8, dice = turn.num_rolls));
    }
}

/// The messages hold what the student's `lean_bacon`, `sow_tax` and `time_trot` did, so they
/// are checked on the solution.
#[cfg(all(test, feature = "solution"))]
mod tests {
    use crate::gui::explain::{player_one_turn, remembering_turn};

    fn turn(num_rolls: u32, score: u32, opponent_score: u32, outcomes: &[u32], new_score: u32) -> String {
        player_one_turn("trot-tax", num_rolls, score, opponent_score, outcomes, new_score)
    }

    #[test]
    fn zero_dice_show_their_arithmetic() {
        // Turn 0 with zero dice is Time Trot's too.
        assert_eq!(
            turn(0, 20, 46, &[], 26),
            "Player 1 rolls no dice. Lean Bacon: the smaller digit of 46 is 4, and 10 − 4 = 6. 20 + 6 = 26. \
             Time Trot: 0 dice on a turn whose number is 0 modulo 8. An extra turn: Player 1 rolls again."
        );
    }

    #[test]
    fn sow_tax_is_told_where_a_trailing_player_rolls_a_1() {
        assert_eq!(
            turn(3, 20, 40, &[4, 1, 6], 21),
            "Player 1 rolls 3 dice: 4, 1, 6. Sow Sad: a 1 was rolled, the turn scores 1. 20 + 1 = 21. \
             Sow Tax: 21 is below 40, so the other player gains 3, to 43."
        );
        assert_eq!(
            turn(3, 50, 40, &[4, 1, 6], 51),
            "Player 1 rolls 3 dice: 4, 1, 6. Sow Sad: a 1 was rolled, the turn scores 1. 50 + 1 = 51."
        );
    }

    #[test]
    fn time_trot_follows_the_turn_number_and_never_twice() {
        let third = |memory| remembering_turn("trot-tax", memory, 3, 20, 40, &[4, 5, 6], 35);
        assert!(third(3).ends_with(
            "Time Trot: 3 dice on a turn whose number is 3 modulo 8. An extra turn: Player 1 rolls again."
        ));
        assert!(third(3 + 8).ends_with("20 + 15 = 35."), "after an extra turn: {}", third(11));
        assert!(third(4).ends_with("20 + 15 = 35."));
    }
}
