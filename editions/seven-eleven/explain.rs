//! How seven-eleven's turns are told in `hog gui`: Hog Seven worked out from the opponent's
//! score, and Eleven Up decided by the edition's `eleven_up` (the student's own in their build).

use hog_i18n::t;

use super::rules::eleven_up;
use crate::gui::explain::{Explanation, TotalRule, TurnFacts};

/// What seven-eleven says of the rules it adds.
pub const EXPLANATION: Explanation = Explanation {
    edition: "seven-eleven",
    other_names: &[],
    zero_dice_function: ("hog_seven", "02"),
    zero_dice: hog_seven,
    roll_bonus: None,
    total_rule: Some(TotalRule {
        fact: multiple_of_eleven,
        becomes: |score| t!("seven-eleven-explain-three-more", score = score),
        functions: ("eleven_up", "eleven_update"),
    }),
    after_turn: None,
};

/// Writes the division behind Hog Seven, such as `Hog Seven: 46 = 6 × 7 + 4, and 2 + 4 = 6.`;
/// returns those points.
fn hog_seven(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
    let sevens = turn.opponent_score / 7;
    let left = turn.opponent_score % 7;
    let points = 2 + left;
    message.push_str(&t!(
        "seven-eleven-explain-hog-seven",
        score = turn.opponent_score,
        sevens = sevens,
        left = left,
        points = points
    ));
    points
}

/// Whether Eleven Up raises `total`, as the edition's `eleven_up` says, and how many elevens
/// `total` holds.
fn multiple_of_eleven(total: u32) -> (bool, String) {
    let raises = eleven_up(total) != total;
    if total > 0 && total.is_multiple_of(11) {
        (raises, t!("seven-eleven-explain-elevens", total = total, elevens = total / 11))
    } else {
        (raises, t!("seven-eleven-explain-not-eleven", total = total))
    }
}

/// A message tells what the student's `take_turn` and update did, so these run on the solution.
#[cfg(all(test, feature = "solution"))]
mod tests {
    use crate::gui::explain::player_one_turn;

    fn turn(num_rolls: u32, score: u32, opponent_score: u32, outcomes: &[u32], new_score: u32) -> String {
        player_one_turn("seven-eleven", num_rolls, score, opponent_score, outcomes, new_score)
    }

    #[test]
    fn no_dice_show_the_division_by_seven() {
        assert_eq!(
            turn(0, 30, 46, &[], 36),
            "Player 1 rolls no dice. Hog Seven: 46 = 6 × 7 + 4, and 2 + 4 = 6. 30 + 6 = 36."
        );
        assert_eq!(
            turn(0, 50, 6, &[], 58),
            "Player 1 rolls no dice. Hog Seven: 6 = 0 × 7 + 6, and 2 + 6 = 8. 50 + 8 = 58."
        );
    }

    #[test]
    fn rolled_dice_and_sow_sad() {
        assert_eq!(
            turn(4, 40, 12, &[5, 3, 1, 6], 41),
            "Player 1 rolls 4 dice: 5, 3, 1, 6. Sow Sad: a 1 was rolled, the turn scores 1. 40 + 1 = 41."
        );
        assert_eq!(turn(3, 40, 12, &[5, 3, 6], 54), "Player 1 rolls 3 dice: 5 + 3 + 6 = 14. 40 + 14 = 54.");
    }

    #[test]
    fn eleven_up_counts_the_elevens() {
        assert_eq!(
            turn(2, 80, 5, &[4, 4], 91),
            "Player 1 rolls 2 dice: 4 + 4 = 8. 80 + 8 = 88. Eleven Up: 88 is 8 × 11, so it becomes 3 more, 91."
        );
        assert_eq!(
            turn(0, 9, 0, &[], 14),
            "Player 1 rolls no dice. Hog Seven: 0 = 0 × 7 + 0, and 2 + 0 = 2. 9 + 2 = 11. Eleven Up: 11 is 1 × 11, \
             so it becomes 3 more, 14."
        );
    }

    #[test]
    fn an_update_that_breaks_eleven_up_is_named() {
        assert!(turn(2, 80, 5, &[4, 4], 88).ends_with(
            "80 + 8 = 88. Yet 88 is 8 × 11, so Eleven Up should have raised it: check eleven_up and eleven_update \
             (Problem 04)."
        ));
        assert!(turn(2, 80, 5, &[4, 5], 92).ends_with(
            "80 + 9 = 89. But the update gave 92, although 89 is not a multiple of 11, so Eleven Up does not apply."
        ));
    }
}
