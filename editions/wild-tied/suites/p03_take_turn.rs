//! Problem 03: hog_wild, the sides of the dice at a position, and take_turn, which hands the work
//! to free_bacon or to roll_dice with dice of those sides made from the six-sided dice given.

use crate::student::wild_tied::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

use super::rules_file;
use crate::mock::counted_dice;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "03",
        title: "hog_wild, take_turn",
        points: 2.0,
        requirements: vec![Requirement {
            source: rules_file(),
            function: "take_turn",
            rule: Rule::Uses(&["roll_dice", "free_bacon", "hog_wild"]),
        }],
        suites: vec![hog_wild_suite(), take_turn_suite()],
    }
}

fn hog_wild_suite() -> Suite {
    Suite::scored(vec![
        case!("Four sides when the two scores add up to a multiple of 7." {
            hog_wild(10, 18) => 4, "10 + 18 = 28, which is 4 * 7: four-sided dice.";
            hog_wild(3, 4) => 4,
                "Neither 3 nor 4 is a multiple of 7, but their sum is: Hog Wild looks at the sum of both scores.";
            hog_wild(50, 20) => 4;
            hog_wild(18, 10) => 4, "The sum is the same whichever score comes first.";
        }),
        case!("Six sides otherwise." {
            hog_wild(10, 19) => 6;
            hog_wild(7, 1) => 6, "7 is a multiple of 7, but the sum 8 is not: six sides.";
            hog_wild(10, 7) => 6,
                "17 ends in 7 but is no multiple of 7 (that is Hog Tied's rule, problem 04): six sides.";
            hog_wild(1, 1) => 6;
        }),
        case!("0 is a multiple of 7: the first turn of a game is wild." {
            hog_wild(0, 0) => 4, "0 = 0 * 7, so at 0 to 0 the dice are four-sided.";
            hog_wild(0, 7) => 4;
            hog_wild(0, 1) => 6;
        }),
        case!("Sums past 100." {
            hog_wild(60, 45) => 4, "105 is 15 * 7.";
            hog_wild(100, 0) => 6;
            hog_wild(98, 98) => 4;
        }),
        Case::new("Any two scores below 1000.", |s| {
            s.property(
                "for any scores below 1000: hog_wild is 4 or 6, the same whichever score comes first",
                || {
                    property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                        let got = hog_wild(player, opponent);
                        if got != 4 && got != 6 {
                            return Err(format!(
                                "hog_wild({player}, {opponent}) returned {got}, neither 4 nor 6"
                            ));
                        }
                        property::same(
                            || format!("hog_wild({player}, {opponent})"),
                            got,
                            || format!("hog_wild({opponent}, {player})"),
                            hog_wild(opponent, player),
                            "only the sum of the scores counts",
                        )
                    })
                },
            );
            s.property("for any scores below 1000: 7 more points for either player change nothing", || {
                property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                    property::same(
                        || format!("hog_wild({player}, {opponent})"),
                        hog_wild(player, opponent),
                        || format!("hog_wild({}, {opponent})", player + 7),
                        hog_wild(player + 7, opponent),
                        "a sum 7 larger is a multiple of 7 exactly when the sum is",
                    )
                })
            });
        }),
    ])
}

fn take_turn_suite() -> Suite {
    Suite::scored(vec![
        case!("No dice earn free_bacon of the opponent's score, and roll nothing." {
            let (mut dice, rolls) = counted_dice(&[4]);
            take_turn(0, 30, 42, &mut dice) => 5,
                "With zero dice the turn earns Free Bacon of the opponent's 42: 1 + 4.";
            rolls.get() => 0, "A turn of zero dice leaves the dice unrolled.";
            take_turn(0, 42, 30, &mut make_test_dice(&[4])) => 4,
                "Free Bacon reads the opponent's score, 30 here, not the player's own 42.";
            take_turn(0, 0, 0, &mut make_test_dice(&[4])) => 1;
            take_turn(0, 13, 109, &mut make_test_dice(&[4])) => 10;
        }),
        case!("With six sides, dice earn what roll_dice makes of the dice given." {
            # "30 + 4 = 34 is no multiple of 7: six-sided dice, and every outcome counts.";
            let (mut dice, rolls) = counted_dice(&[2, 6, 3]);
            take_turn(3, 30, 4, &mut dice) => 11,
                "2 + 6 + 3 is 11: at six sides the outcomes are the dice's own. Hand the dice to roll_dice.";
            rolls.get() => 3, "Three dice are three rolls of the dice take_turn was given.";
            take_turn(2, 6, 2, &mut make_test_dice(&[1, 6])) => 1;
        }),
        case!("With four sides, a 5 or a 6 is rolled again." {
            # "30 + 5 = 35 is 5 * 7: four-sided dice. The dice roll 6, 3, 4, 6, 3, ...";
            let (mut dice, rolls) = counted_dice(&[6, 3, 4]);
            take_turn(3, 30, 5, &mut dice) => 10,
                "The first 6 does not count and is rolled again (3); then 4; then 6 again, rolled again (3): 3 + 4 + 3 = 10. Roll again until an outcome is 4 or less, rather than changing the 6 into another number.";
            rolls.get() => 5, "Three four-sided dice took five rolls: each 6 was rolled again.";
        }),
        case!("The first turn of a game rolls four-sided dice." {
            let (mut dice, rolls) = counted_dice(&[5, 6, 4, 3]);
            take_turn(2, 0, 0, &mut dice) => 7,
                "0 + 0 is a multiple of 7: the 5 and the 6 are rolled again, and the dice that count are 4 and 3.";
            rolls.get() => 4;
        }),
        case!("Sow Sad holds with four sides too." {
            let (mut dice, rolls) = counted_dice(&[5, 1, 6, 2, 4]);
            take_turn(3, 7, 7, &mut dice) => 1,
                "14 is a multiple of 7: the dice that count are 1, 2 and 4, and the 1 makes the turn score 1.";
            rolls.get() => 5;
        }),
        case!("With six sides, a 5 and a 6 count as they are." {
            # "10 + 3 = 13 is no multiple of 7: nothing is rolled again.";
            let (mut dice, rolls) = counted_dice(&[5, 6, 2]);
            take_turn(2, 10, 3, &mut dice) => 11,
                "At six sides 5 + 6 = 11: only four-sided dice roll a 5 or a 6 again. Ask hog_wild how many sides the dice have.";
            rolls.get() => 2;
            take_turn(10, 13, 0, &mut make_test_dice(&[5])) => 50;
        }),
    ])
}
