//! How pigtail-square's rules are told in a turn's message: Pig Tail's arithmetic, and Square
//! Swine with the student's `perfect_square`.

use hog_rules::perfect_square;

use super::TurnFacts;

/// The rules the messages name.
pub const NAMES: &[&str] = &["Pig Tail", "Square Swine"];

/// The function that scores zero dice, and its problem.
pub const ZERO_DICE_FUNCTION: (&str, &str) = ("tail_points", "02");

/// Writes Pig Tail's arithmetic, e.g. `Pig Tail: 2 × |4 − 6| + 1 = 5.`; returns the points it gives.
pub fn zero_dice(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
    let tens = turn.opponent_score / 10 % 10;
    let ones = turn.opponent_score % 10;
    let points = 2 * tens.abs_diff(ones) + 1;
    message.push_str(&format!("Pig Tail: 2 × |{tens} − {ones}| + 1 = {points}."));
    points
}

/// The points of `rolled` from the dice: no rule adds to them in this edition.
pub fn roll_bonus(_turn: &TurnFacts<'_>, rolled: u32, _message: &mut String) -> u32 {
    rolled
}

/// Writes what Square Swine does to `total`, or how the update disagrees with it.
pub fn total(turn: &TurnFacts<'_>, total: u32, rule_on: bool, message: &mut String) {
    let square = rule_on && perfect_square(total);
    let root = (1..).find(|n: &u32| n * n >= total).unwrap_or(0);
    if turn.new_score > total && square {
        message.push_str(&format!(
            " Square Swine: {total} is {root}², so it becomes the next square, {}.",
            turn.new_score
        ));
    } else if turn.new_score != total {
        message.push_str(&format!(" But the update gave {}", turn.new_score));
        if rule_on {
            message.push_str(&format!(
                ", although {total} is not a perfect square, so Square Swine does not apply"
            ));
        }
        message.push('.');
    } else if square {
        message.push_str(&format!(
            " Yet {total} is {root}², so Square Swine should have raised it: check perfect_square and \
             next_perfect_square (Problem 04)."
        ));
    }
}

/// Nothing happens after a turn in this edition: no swap.
pub fn after_turn(_turn: &TurnFacts<'_>, _message: &mut String) {}

/// The rules need the student's `take_turn` and `perfect_square`, so the messages are checked
/// on the solution.
#[cfg(all(test, feature = "solution"))]
mod tests {
    use super::super::player_one_turn as turn;

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
