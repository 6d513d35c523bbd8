//! How pigtail-square's rules are told in a turn's message (`hog gui`): Pig Tail's arithmetic,
//! and Square Swine with the edition's `perfect_square` (the student's, in their build).

use hog_i18n::t;

use super::rules::perfect_square;
use crate::gui::explain::{Explanation, TotalRule, TurnFacts};

/// What pigtail-square tells of its own rules.
pub const EXPLANATION: Explanation = Explanation {
    edition: "pigtail-square",
    other_names: &[],
    zero_dice_function: ("tail_points", "02"),
    zero_dice: pig_tail,
    roll_bonus: None,
    total_rule: Some(TotalRule {
        fact: square,
        becomes: |score| t!("pigtail-square-explain-next-square", score = score),
        functions: ("perfect_square", "next_perfect_square"),
    }),
    after_turn: None,
};

/// Writes Pig Tail's arithmetic, e.g. `Pig Tail: 2 × |4 − 6| + 1 = 5.`; returns the points it gives.
fn pig_tail(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
    let tens = turn.opponent_score / 10 % 10;
    let ones = turn.opponent_score % 10;
    let points = 2 * tens.abs_diff(ones) + 1;
    message.push_str(&t!("pigtail-square-explain-pig-tail", tens = tens, ones = ones, points = points));
    points
}

/// Whether Square Swine raises `total` (a perfect square), and its square root if it has one.
fn square(total: u32) -> (bool, String) {
    if perfect_square(total) {
        let root = (1..).find(|n: &u32| n * n >= total).unwrap_or(0);
        (true, t!("pigtail-square-explain-square", total = total, root = root))
    } else {
        (false, t!("pigtail-square-explain-not-square", total = total))
    }
}

/// The messages hold what the student's `take_turn` and update did, so they are checked on the
/// solution.
#[cfg(all(test, feature = "solution"))]
mod tests {
    use crate::gui::explain::player_one_turn;

    fn turn(num_rolls: u32, score: u32, opponent_score: u32, outcomes: &[u32], new_score: u32) -> String {
        player_one_turn("pigtail-square", num_rolls, score, opponent_score, outcomes, new_score)
    }

    #[test]
    fn zero_dice_show_their_arithmetic() {
        assert_eq!(
            turn(0, 21, 46, &[], 26),
            "Player 1 rolls no dice. Pig Tail: 2 × |4 − 6| + 1 = 5. 21 + 5 = 26."
        );
        assert_eq!(
            turn(0, 30, 100, &[], 31),
            "Player 1 rolls no dice. Pig Tail: 2 × |0 − 0| + 1 = 1. 30 + 1 = 31."
        );
    }

    #[test]
    fn sow_sad_and_plain_sums() {
        assert_eq!(
            turn(3, 10, 0, &[6, 1, 6], 11),
            "Player 1 rolls 3 dice: 6, 1, 6. Sow Sad: a 1 was rolled, the turn scores 1. 10 + 1 = 11."
        );
        assert_eq!(turn(2, 10, 0, &[6, 4], 20), "Player 1 rolls 2 dice: 6 + 4 = 10. 10 + 10 = 20.");
    }

    #[test]
    fn square_swine_names_the_square() {
        assert_eq!(
            turn(2, 12, 0, &[6, 7], 36),
            "Player 1 rolls 2 dice: 6 + 7 = 13. 12 + 13 = 25. Square Swine: 25 is 5², so it becomes the next square, 36."
        );
    }

    #[test]
    fn code_that_disagrees_with_the_rules_is_pointed_out() {
        assert!(turn(2, 10, 0, &[6, 4], 25).ends_with(
            "10 + 10 = 20. But the update gave 25, although 20 is not a perfect square, so Square Swine does not apply."
        ));
        assert!(turn(2, 15, 0, &[6, 4], 25).ends_with(
            "15 + 10 = 25. Yet 25 is 5², so Square Swine should have raised it: check perfect_square and \
             next_perfect_square (Problem 04)."
        ));
    }
}
