//! How boar-sus's rules are told in a turn's message: Boar Brawl's arithmetic, and Sus Fuss
//! with the student's `num_factors`.

use hog_rules::num_factors;

use super::TurnFacts;

/// The rules the messages name.
pub const NAMES: &[&str] = &["Boar Brawl", "Sus Fuss"];

/// The function that scores zero dice, and its problem.
pub const ZERO_DICE_FUNCTION: (&str, &str) = ("boar_brawl", "02");

/// Writes Boar Brawl's arithmetic, e.g. `Boar Brawl: 3 × |4 − 1| = 9.`; returns the points it gives.
pub fn zero_dice(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
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

/// The points of `rolled` from the dice: no rule adds to them in this edition.
pub fn roll_bonus(_turn: &TurnFacts<'_>, rolled: u32, _message: &mut String) -> u32 {
    rolled
}

/// Writes what Sus Fuss does to `total`, or how the update disagrees with it.
pub fn total(turn: &TurnFacts<'_>, total: u32, rule_on: bool, message: &mut String) {
    // Sus Fuss is told with the student's num_factors: 3 or 4 factors make a total sus.
    let factors = if rule_on { num_factors(total) } else { 0 };
    let sus = matches!(factors, 3 | 4);
    if turn.new_score > total && sus {
        message.push_str(&format!(
            " Sus Fuss: {total} has {factors} factors, so it becomes {}.",
            turn.new_score
        ));
    } else if turn.new_score != total {
        message.push_str(&format!(" But the update gave {}", turn.new_score));
        if rule_on {
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
}

/// Nothing happens after a turn in this edition: no swap.
pub fn after_turn(_turn: &TurnFacts<'_>, _message: &mut String) {}

/// The rules need the student's `take_turn` and `num_factors`, so the messages are checked on the solution.
#[cfg(all(test, feature = "solution"))]
mod tests {
    use super::super::{TurnFacts, explain, player_one_turn as turn};

    #[test]
    fn zero_dice_show_their_arithmetic() {
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
