//! How wild-tied's turns are told in `hog gui`: Free Bacon's largest digit, Hog Tied's one die
//! where the scores add up to a number ending in 7, and Hog Wild's four-sided dice where they add
//! up to a multiple of 7, with the 5s and 6s rolled again. The arithmetic is the rule's; the
//! shared telling compares it with what the student's `take_turn` scored. No rule on totals.

use hog_i18n::t;

use crate::gui::explain::{Explanation, TurnFacts};

/// What wild-tied tells of its own rules.
pub const EXPLANATION: Explanation = Explanation {
    edition: "wild-tied",
    other_names: &[],
    zero_dice_function: ("free_bacon", "02"),
    zero_dice: free_bacon,
    roll_bonus: Some(tied_and_wild),
    total_rule: None,
    after_turn: None,
};

/// Writes Free Bacon's digit, such as `Free Bacon: the largest digit of 42 is 4, and 1 + 4 = 5.`;
/// returns those points.
fn free_bacon(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
    let digits = turn.opponent_score.to_string();
    let largest = digits.bytes().map(|digit| u32::from(digit - b'0')).max().unwrap_or(0);
    let points = largest + 1;
    message.push_str(&t!(
        "wild-tied-explain-free-bacon",
        score = turn.opponent_score,
        largest = largest,
        points = points
    ));
    points
}

/// Writes what Hog Tied and Hog Wild did to a turn of dice, given the points `rolled` that every
/// outcome would make; returns the points of the outcomes that count.
fn tied_and_wild(turn: &TurnFacts<'_>, rolled: u32, message: &mut String) -> u32 {
    let sum = turn.score + turn.opponent_score;
    let sum_said = format!("{} + {} = {sum}", turn.score, turn.opponent_score);
    if sum % 10 == 7 {
        if turn.num_rolls == 1 {
            message.push_str(&t!("wild-tied-explain-hog-tied", sum = &sum_said));
        } else {
            message.push_str(&t!("wild-tied-explain-hog-tied-missed", sum = &sum_said));
        }
    }
    if !sum.is_multiple_of(7) {
        return rolled;
    }
    let again: Vec<String> =
        turn.outcomes.iter().filter(|&&outcome| outcome > 4).map(u32::to_string).collect();
    if again.is_empty() {
        message.push_str(&t!("wild-tied-explain-hog-wild", sum = &sum_said));
        return rolled;
    }
    let counted: Vec<u32> = turn.outcomes.iter().copied().filter(|&outcome| outcome <= 4).collect();
    let shown: Vec<String> = counted.iter().map(u32::to_string).collect();
    message.push_str(&t!(
        "wild-tied-explain-hog-wild-again",
        sum = &sum_said,
        again = again.join(", "),
        counted = shown.join(", ")
    ));
    if counted.contains(&1) {
        message.push_str(&t!("wild-tied-explain-counted-sow-sad"));
        1
    } else {
        let points = counted.iter().sum();
        message.push_str(&t!("wild-tied-explain-counted-sum", outcomes = shown.join(" + "), points = points));
        points
    }
}

/// A message tells what the student's `take_turn` and `play` did, so these run on the solution.
#[cfg(all(test, feature = "solution"))]
mod tests {
    use crate::gui::explain::player_one_turn;

    fn turn(num_rolls: u32, score: u32, opponent_score: u32, outcomes: &[u32], new_score: u32) -> String {
        player_one_turn("wild-tied", num_rolls, score, opponent_score, outcomes, new_score)
    }

    #[test]
    fn no_dice_show_the_largest_digit() {
        assert_eq!(
            turn(0, 30, 42, &[], 35),
            "Player 1 rolls no dice. Free Bacon: the largest digit of 42 is 4, and 1 + 4 = 5. 30 + 5 = 35."
        );
        assert_eq!(
            turn(0, 50, 0, &[], 51),
            "Player 1 rolls no dice. Free Bacon: the largest digit of 0 is 0, and 1 + 0 = 1. 50 + 1 = 51."
        );
    }

    #[test]
    fn six_sided_dice_and_sow_sad() {
        assert_eq!(turn(3, 40, 12, &[5, 3, 6], 54), "Player 1 rolls 3 dice: 5 + 3 + 6 = 14. 40 + 14 = 54.");
        assert_eq!(
            turn(2, 40, 12, &[6, 1], 41),
            "Player 1 rolls 2 dice: 6, 1. Sow Sad: a 1 was rolled, the turn scores 1. 40 + 1 = 41."
        );
    }

    #[test]
    fn hog_tied_names_the_one_die() {
        assert_eq!(
            turn(1, 20, 7, &[5], 25),
            "Player 1 rolls 1 die: 5. Hog Tied: 20 + 7 = 27 ends in 7, so one die at most. 20 + 5 = 25."
        );
        assert!(turn(3, 20, 7, &[5, 5, 5], 35).contains(
            "Yet 20 + 7 = 27 ends in 7, so Hog Tied allows one die at most: check hog_tied (Problem 04) \
                 and play (Problem 05)."
        ));
    }

    #[test]
    fn hog_wild_names_the_four_sides_and_the_dice_rolled_again() {
        assert_eq!(
            turn(2, 14, 7, &[3, 4], 21),
            "Player 1 rolls 2 dice: 3 + 4 = 7. Hog Wild: 14 + 7 = 21, a multiple of 7, so the dice are \
             four-sided. 14 + 7 = 21."
        );
        let told = turn(3, 14, 7, &[5, 3, 6, 2, 4], 23);
        assert!(
            told.contains(
                "Hog Wild: 14 + 7 = 21, a multiple of 7, so the dice are four-sided: 5, 6 rolled again, and the \
                 dice that count are 3, 2, 4: 3 + 2 + 4 = 9. "
            ),
            "{told}"
        );
        assert!(told.ends_with(" 14 + 9 = 23."), "{told}");
        let told = turn(2, 0, 0, &[6, 1, 3], 1);
        assert!(told.contains("6 rolled again, and the dice that count are 1, 3, with a 1: 1."), "{told}");
    }

    #[test]
    fn both_rules_at_once() {
        // 70 + 7 = 77: a multiple of 7 that ends in 7, so one four-sided die.
        let told = turn(1, 70, 7, &[6, 2], 72);
        assert!(told.contains("Hog Tied: 70 + 7 = 77 ends in 7, so one die at most."), "{told}");
        assert!(
            told.contains(
                "Hog Wild: 70 + 7 = 77, a multiple of 7, so the dice are four-sided: 6 rolled again"
            ),
            "{told}"
        );
        assert!(told.ends_with(" 70 + 2 = 72."), "{told}");
    }
}
