//! Problem 11: tied_strategy. Fixed examples tell its two reasons for rolling no dice apart, and
//! the sides of the one die from Hog Wild; properties check what any correct choice does without
//! working it out here (the hidden suite compares it with the student's rules at every opponent
//! score).

use crate::student::rules::*;
use crate::student::wild_tied::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "11",
        title: "tied_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "tied_strategy",
            rule: Rule::Uses(&["free_bacon", "hog_tied", "hog_wild"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("Away from Hog Tied, the choice of bacon_strategy." {
                    # "At 20 and 18 the sum 38 does not end in 7, and free_bacon(18) is 9.";
                    tied_strategy(20, 18, 9, 5) => 0, "Free Bacon earns 9, which reaches the threshold 9: no dice.";
                    tied_strategy(20, 18, 10, 5) => 5,
                        "9 falls short of 10, and rolling is not held to one die here: roll num_rolls.";
                    tied_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("Held to one die, no dice when Free Bacon beats that die's average." {
                    # "At 20 and 17 the sum 37 ends in 7 and is no multiple of 7: one six-sided die, 3.5 points on average. free_bacon(17) is 8.";
                    tied_strategy(20, 17, 9, 5) => 0,
                        "8 is short of the threshold 9, but rolling means one die here, and 8 beats its 3.5: no dice. Ask hog_tied whether the turn is held to one die.";
                    # "At 3 and 24 the sum 27 ends in 7: free_bacon(24) is 5, more than 3.5.";
                    tied_strategy(3, 24, 10, 6) => 0;
                }),
                case!("Held to one die, the die is rolled when Free Bacon earns less." {
                    # "At 7 and 10 the sum 17 ends in 7: one six-sided die. free_bacon(10) is 2, less than 3.5.";
                    tied_strategy(7, 10, 5, 6) => 6,
                        "Free Bacon's 2 is short of the threshold 5 and of the die's 3.5: roll num_rolls (play rolls just one).";
                    # "At 6 and 11 the sum 17: free_bacon(11) is 2.";
                    tied_strategy(6, 11, 2, 4) => 0, "2 still reaches the threshold 2: no dice, whatever the die would earn.";
                }),
                case!("The die's sides come from Hog Wild: 3.5 or 2.5 points on average." {
                    # "free_bacon(23) and free_bacon(3) are 4. At 14 and 23 the sum 37: a six-sided die, 3.5 on average.";
                    tied_strategy(14, 23, 10, 3) => 0, "4 is more than 3.5: no dice.";
                    # "At 4 and 3 the sum 7 ends in 7 and is a multiple of 7: one four-sided die (Hog Wild), 2.5 on average. free_bacon(3) is 4.";
                    tied_strategy(4, 3, 10, 3) => 0;
                    # "At 5 and 2 the sum 7 again: one four-sided die. free_bacon(2) is 3, more than 2.5.";
                    tied_strategy(5, 2, 10, 3) => 0,
                        "The one die is four-sided here (7 is a multiple of 7), so it earns 2.5 on average and Free Bacon's 3 beats it: ask hog_wild for the die's sides.";
                }),
                case!("Free Bacon at or below the die's average keeps the dice." {
                    # "At 6 and 1 the sum 7: one four-sided die, 2.5 on average. free_bacon(1) is 2.";
                    tied_strategy(6, 1, 10, 7) => 7, "2 is less than 2.5: roll.";
                    # "At 27 and 0 the sum 27: one six-sided die, 3.5 on average. free_bacon(0) is 1.";
                    tied_strategy(27, 0, 10, 7) => 7;
                    # "At 75 and 2 the sum 77, a multiple of 7 that ends in 7: one four-sided die. free_bacon(2) is 3.";
                    tied_strategy(75, 2, 10, 8) => 0, "Free Bacon's 3 beats the four-sided die's 2.5.";
                    # "At 14 and 3 the sum 17: one six-sided die. free_bacon(3) is 4, and 4 beats 3.5.";
                    tied_strategy(14, 3, 10, 8) => 0;
                    # "At 15 and 2 the sum 17: one six-sided die. free_bacon(2) is 3, and 3 is short of 3.5.";
                    tied_strategy(15, 2, 10, 8) => 8,
                        "3 is less than the six-sided die's 3.5: roll. Compare with twice the points, 6, against 6 + 1 = 7, to stay with whole numbers.";
                }),
            ]),
            properties(),
        ],
    }
}

/// What any correct tied_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("Any scores, thresholds and numbers of dice.", |s| {
        threshold::check_shape(s, "tied_strategy", tied_strategy, 12);
        s.property("for any scores: no dice wherever free_bacon(opponent_score) reaches the threshold", || {
            property::check((threshold::scores_and_dice(), 0u32..12), |((score, opponent, num_rolls), threshold)| {
                let points = free_bacon(opponent);
                let got = tied_strategy(score, opponent, threshold, num_rolls);
                if points >= threshold && got != 0 {
                    Err(format!(
                        "tied_strategy({score}, {opponent}, {threshold}, {num_rolls}) returned {got}, but \
                         free_bacon({opponent}) is {points}, which reaches the threshold: no dice"
                    ))
                } else {
                    Ok(())
                }
            })
        });
        s.property("for any scores that hog_tied does not hold to one die: Free Bacon and the threshold alone decide", || {
            property::check((threshold::scores_and_dice(), 0u32..12), |((score, opponent, num_rolls), threshold)| {
                if hog_tied(score, opponent) == 1 {
                    return Ok(());
                }
                let points = free_bacon(opponent);
                let expected = if points >= threshold { 0 } else { num_rolls };
                let got = tied_strategy(score, opponent, threshold, num_rolls);
                if got == expected {
                    Ok(())
                } else {
                    Err(format!(
                        "tied_strategy({score}, {opponent}, {threshold}, {num_rolls}) returned {got}, expected \
                         {expected}: hog_tied({score}, {opponent}) is not 1, and free_bacon({opponent}) is {points}"
                    ))
                }
            })
        });
    })])
}
