//! How boar-sus's rules are told in a turn's message (`hog gui`): Boar Brawl's arithmetic, and
//! Sus Fuss with the edition's `num_factors` (the student's, in their build).

use hog_i18n::t;

use super::rules::num_factors;
use crate::gui::explain::{Explanation, TotalRule, TurnFacts};

/// What boar-sus tells of its own rules.
pub const EXPLANATION: Explanation = Explanation {
    edition: "boar-sus",
    other_names: &[],
    zero_dice_function: ("boar_brawl", "02"),
    zero_dice: boar_brawl,
    roll_bonus: None,
    total_rule: Some(TotalRule {
        fact: sus,
        becomes: |score| score.to_string(),
        functions: ("sus_points", "sus_update"),
    }),
    after_turn: None,
};

/// Writes Boar Brawl's arithmetic, e.g. `Boar Brawl: 3 × |4 − 1| = 9.`; returns the points it gives.
fn boar_brawl(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
    let tens = turn.opponent_score / 10 % 10;
    let ones = turn.score % 10;
    let points = 3 * tens.abs_diff(ones);
    if points == 0 {
        message.push_str(&t!("boar-sus-explain-boar-brawl-zero", tens = tens, ones = ones));
        1
    } else {
        message.push_str(&t!("boar-sus-explain-boar-brawl", tens = tens, ones = ones, points = points));
        points
    }
}

/// Whether Sus Fuss raises `total` (3 or 4 factors make it sus), and its number of factors.
fn sus(total: u32) -> (bool, String) {
    let factors = num_factors(total);
    (matches!(factors, 3 | 4), t!("boar-sus-explain-factors", total = total, factors = factors))
}

/// The messages hold what the student's `take_turn` and update did, so they are checked on the
/// solution.
#[cfg(all(test, feature = "solution"))]
mod tests {
    use crate::edition;
    use crate::gui::explain::{TurnFacts, explain, player_one_turn};

    fn turn(num_rolls: u32, score: u32, opponent_score: u32, outcomes: &[u32], new_score: u32) -> String {
        player_one_turn("boar-sus", num_rolls, score, opponent_score, outcomes, new_score)
    }

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
    fn a_turn_is_told_in_the_language_spoken() {
        let chinese = hog_i18n::catalogue("zh-CN").unwrap();
        let told = hog_i18n::speaking(chinese, || turn(0, 21, 46, &[], 30));
        assert_eq!(told, "玩家 1 不掷骰子。Boar Brawl：3 × |4 − 1| = 9。21 + 9 = 30。");
        let told = hog_i18n::speaking(chinese, || turn(3, 9, 0, &[4, 5, 3], 23));
        assert_eq!(
            told,
            "玩家 1 掷 3 个骰子：4 + 5 + 3 = 12。9 + 12 = 21。Sus Fuss：21 有 4 个因数，所以总分变为 23。"
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
            edition: edition::named("boar-sus").unwrap(),
            player: 0,
            num_rolls: 3,
            score: 9,
            opponent_score: 0,
            memory: 0,
            outcomes: &[4, 5, 3],
            new_score: 23,
            sus_fuss: false,
            goal: hog_rules::GOAL,
        });
        assert!(without_sus_fuss.ends_with("9 + 12 = 21. But the update gave 23."), "{without_sus_fuss}");
    }
}
