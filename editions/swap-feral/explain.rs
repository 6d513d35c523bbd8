//! How swap-feral's rules are told in a turn's message (`hog gui`): Free Points' arithmetic,
//! Feral Hogs' bonus, and Swine Swap when the student's `swaps` says the scores change places.
//! It has no rule on totals.

use hog_i18n::t;

use crate::gui::explain::{Explanation, TurnFacts};

/// What swap-feral tells of its own rules.
pub const EXPLANATION: Explanation = Explanation {
    edition: "swap-feral",
    other_names: &["Feral Hogs"],
    zero_dice_function: ("free_points", "02"),
    zero_dice: free_points,
    roll_bonus: Some(feral_hogs),
    total_rule: None,
    after_turn: Some(swine_swap),
};

/// Writes Free Points' arithmetic, e.g. `Free Points: 3 × (42 / 8)² = 3 × 5² = 75.`; returns
/// the points it gives (0 below an opponent's 8).
fn free_points(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
    let eighths = turn.opponent_score / 8;
    let points = 3 * eighths * eighths;
    message.push_str(&t!(
        "swap-feral-explain-free-points",
        score = turn.opponent_score,
        eighths = eighths,
        points = points
    ));
    points
}

/// Writes Feral Hogs' bonus when the dice's points differ from the number of dice by exactly
/// 3; returns the turn's points.
fn feral_hogs(turn: &TurnFacts<'_>, rolled: u32, message: &mut String) -> u32 {
    if rolled.abs_diff(turn.num_rolls) != 3 {
        return rolled;
    }
    message.push_str(&t!(
        "swap-feral-explain-feral-hogs",
        rolled = rolled,
        dice = turn.num_rolls,
        points = rolled + 3
    ));
    rolled + 3
}

/// Writes Swine Swap when the edition's turn, the student's `is_swap` in it, exchanges the
/// scores after the turn (they differ by a perfect square).
fn swine_swap(turn: &TurnFacts<'_>, message: &mut String) {
    let (_, change) = turn.replayed();
    if change.swap {
        message.push_str(&t!(
            "swap-feral-explain-swine-swap",
            score = turn.new_score,
            opponent = turn.opponent_score,
            difference = turn.new_score.abs_diff(turn.opponent_score)
        ));
    }
}

/// The messages hold what the student's `take_turn` and `is_swap` did, so they are checked on
/// the solution.
#[cfg(all(test, feature = "solution"))]
mod tests {
    use crate::gui::explain::player_one_turn;

    fn turn(num_rolls: u32, score: u32, opponent_score: u32, outcomes: &[u32], new_score: u32) -> String {
        player_one_turn("swap-feral", num_rolls, score, opponent_score, outcomes, new_score)
    }

    #[test]
    fn zero_dice_show_their_arithmetic() {
        assert_eq!(
            turn(0, 20, 42, &[], 95),
            "Player 1 rolls no dice. Free Points: 3 × (42 / 8)² = 3 × 5² = 75. 20 + 75 = 95."
        );
        assert_eq!(
            turn(0, 20, 7, &[], 20),
            "Player 1 rolls no dice. Free Points: 3 × (7 / 8)² = 3 × 0² = 0. 20 + 0 = 20."
        );
    }

    #[test]
    fn feral_hogs_adds_three() {
        assert_eq!(
            turn(4, 20, 0, &[2, 2, 2, 1], 21),
            "Player 1 rolls 4 dice: 2, 2, 2, 1. Sow Sad: a 1 was rolled, the turn scores 1. Feral Hogs: |1 − 4| = 3, \
             so 3 more: 4. 20 + 4 = 24. But the update gave 21."
        );
        assert_eq!(
            turn(2, 20, 0, &[3, 2], 28),
            "Player 1 rolls 2 dice: 3 + 2 = 5. Feral Hogs: |5 − 2| = 3, so 3 more: 8. 20 + 8 = 28."
        );
    }

    #[test]
    fn swine_swap_is_told() {
        assert_eq!(
            turn(1, 3, 5, &[6], 9),
            "Player 1 rolls 1 die: 6. 3 + 6 = 9. Swine Swap: 9 and 5 differ by 4, a perfect square, so the scores \
             change places."
        );
    }
}
