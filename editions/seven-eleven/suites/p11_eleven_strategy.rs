//! Problem 11: eleven_strategy. Fixed examples tell the gain from the new total, and Hog
//! Seven's points from what Eleven Up adds; properties check what any correct choice does
//! without working it out here (the hidden suite compares it with eleven_update at every
//! opponent score).

use crate::student::rules::*;
use crate::student::seven_eleven::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "11",
        title: "eleven_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "eleven_strategy",
            rule: Rule::Uses(&["eleven_update"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("No dice when they would raise the score by the threshold or more." {
                    # "From 17 against 10, Hog Seven earns 5; 22 is 2 * 11 and rises to 25: 8 more than 17.";
                    eleven_strategy(17, 10, 8, 3) => 0,
                        "Zero dice take 17 to 25, a gain of 8 with Eleven Up (5 without), which reaches 8: use eleven_update with zero dice, and >=.";
                    eleven_strategy(17, 10, 9, 3) => 3,
                        "The gain of 8 falls short of 9, so the answer is num_rolls, 3 here. The gain is the new score 25 minus the score 17, with eleven_update given the player's own score first.";
                    # "From 30 against 46, Hog Seven earns 6 and 36 is no multiple of 11: a gain of 6.";
                    eleven_strategy(30, 46, 7, 4) => 4,
                        "The gain is 6, short of 7: compare 36 - 30 with the threshold, not 36.";
                }),
                case!("The course's THRESHOLD (8) and NUM_ROLLS (6)." {
                    eleven_strategy(17, 10, THRESHOLD, NUM_ROLLS) => 0;
                    eleven_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                    eleven_strategy(0, 6, THRESHOLD, NUM_ROLLS) => 0;
                    eleven_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    eleven_strategy(3, 6, THRESHOLD, NUM_ROLLS) => 0;
                }),
                case!("Eleven Up can make zero dice pay." {
                    # "From 20 against 0, Hog Seven earns 2; 22 rises to 25: a gain of 5.";
                    eleven_strategy(20, 0, 5, 3) => 0,
                        "Hog Seven alone gains 2, but 22 is a multiple of 11 and Eleven Up makes it 25, a gain of 5: eleven_update counts both.";
                    eleven_strategy(20, 0, 6, 3) => 3;
                    # "Past 100: from 108 against 0, Hog Seven earns 2; 110 = 10 * 11 rises to 113.";
                    eleven_strategy(108, 0, 5, 4) => 0;
                }),
                case!("The gain, not the new total." {
                    # "From 80 against 10, Hog Seven earns 5 and 85 stays: a gain of 5, although the new total is 85.";
                    eleven_strategy(80, 10, 50, 4) => 4,
                        "Compare the gain (85 - 80 = 5) with the threshold, not the new total 85.";
                    eleven_strategy(95, 56, 4, 7) => 7;
                }),
                case!("A gain exactly at the threshold means no dice; otherwise the dice given." {
                    eleven_strategy(3, 6, 11, 2) => 0, "3 + 8 = 11 rises to 14: the gain is 11, which reaches 11.";
                    eleven_strategy(3, 6, 12, 9) => 9, "The gain 11 falls short of 12: return num_rolls, 9 here.";
                    eleven_strategy(0, 0, 0, 10) => 0;
                }),
            ]),
            properties(),
        ],
    }
}

/// What any correct eleven_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("Any scores, thresholds and numbers of dice.", |s| {
        threshold::check_shape(s, "eleven_strategy", eleven_strategy, 15);
        s.property("for any scores: no dice at thresholds 0, 2 and hog_seven(opponent_score), as Eleven Up only adds; num_rolls at 12", || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let expect = |threshold: u32, expected: u32, why: &str| {
                    let got = eleven_strategy(score, opponent, threshold, num_rolls);
                    if got == expected {
                        Ok(())
                    } else {
                        Err(format!(
                            "eleven_strategy({score}, {opponent}, {threshold}, {num_rolls}) returned {got}, expected {expected}: {why}"
                        ))
                    }
                };
                expect(0, 0, "zero dice gain 0 or more")?;
                expect(2, 0, "zero dice gain 2 or more")?;
                expect(12, num_rolls, "zero dice gain 11 at most: 8 from Hog Seven and 3 from Eleven Up")?;
                let points = hog_seven(opponent);
                expect(points, 0, &format!("hog_seven({opponent}) is {points}, and Eleven Up never takes points away"))
            })
        });
    })])
}
