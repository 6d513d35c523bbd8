//! Problem 09: max_scoring_num_rolls. Test dice whose outcomes depend on the order of
//! the turns, and counted dice, pin the order 1 to 10, one average per number and
//! times_called turns each.

use crate::student::experiments::*;
use crate::student::rules::*;
use hog_grader::{Problem, Requirement, Rule, Suite, case};

use super::experiments_file;
use crate::mock::counted_dice;

pub fn problem() -> Problem {
    Problem {
        id: "09",
        title: "max_scoring_num_rolls",
        points: 2.0,
        requirements: vec![Requirement {
            source: experiments_file(),
            function: "max_scoring_num_rolls",
            rule: Rule::Uses(&["make_averaged", "roll_dice"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("The number of dice with the highest average turn score." {
                    max_scoring_num_rolls(&mut make_test_dice(&[1, 6]), 1000) => 1,
                        "One die averages 3.5 here, and more dice always roll a 1: the answer is the number of dice, 1, not its average.";
                    max_scoring_num_rolls(&mut make_test_dice(&[3]), 1000) => 10,
                        "Ten dice of 3 score 30: is 10 among the numbers tried, and is the number of dice returned rather than its average?";
                    max_scoring_num_rolls(&mut make_test_dice(&[1, 2, 2, 2, 2, 2, 2, 2]), 1000) => 4,
                        "Over 1000 turns each, four dice average best here; a single turn per number gives another answer. Pass times_called on to make_averaged.";
                    max_scoring_num_rolls(&mut make_test_dice(&[1, 2, 3, 4, 5]), 1000) => 3;
                }),
                case!("Ties go to the lower number." {
                    max_scoring_num_rolls(&mut make_test_dice(&[1]), 1000) => 1,
                        "Every number of dice averages 1 here: try the numbers from 1 up, keep the first best, and replace it only by a strictly higher average.";
                    # "Here 2 and 3 dice both average 5 over three turns, and no number does better.";
                    max_scoring_num_rolls(&mut make_test_dice(&[2, 6, 1, 5]), 3) => 2,
                        "When each number is averaged once, over three turns, in order from 1, 2 and 3 dice tie at 5: the lower number, 2, wins the tie.";
                }),
                case!("Numbers are tried from 1 up to 10, each continuing the same dice." {
                    # "With times_called 1, each number gets one turn: 1 die rolls 6, 2 dice roll 5 and 4, 3 dice roll 3, 2 and 1, ...";
                    max_scoring_num_rolls(&mut make_test_dice(&[6, 5, 4, 3, 2, 1]), 1) => 4,
                        "times_called is 1: one turn per number, tried 1 first and 10 last, and then four dice roll 6, 5, 4 and 3 for 18, the best turn.";
                }),
            ]),
            Suite::scored(vec![
                case!("One turn per number, and not a die more." {
                    # "FIFTY_FIVE_TWOS_THEN_1_2 is 2 fifty-five times, then 1, then 2: exactly enough 2s for one turn of each number from 1 to 10 (1 + 2 + ... + 10 = 55 dice).";
                    let (mut dice, rolls) = counted_dice(&FIFTY_FIVE_TWOS_THEN_1_2);
                    max_scoring_num_rolls(&mut dice, 1) => 10,
                        "Only 2s come up if each number gets exactly one turn: was a turn rolled twice, or were too many dice rolled?";
                    rolls.get() => 55,
                        "One turn of each number rolls 55 dice. More means some averages were made twice (say, once to compare and once to keep); fewer, that a number was skipped.";
                }),
                case!("times_called turns for each number." {
                    let (mut dice, rolls) = counted_dice(&[2]);
                    max_scoring_num_rolls(&mut dice, 3) => 10;
                    rolls.get() => 165, "times_called is 3: three turns of each number, 3 × 55 dice. Pass times_called on to make_averaged.";
                    max_scoring_num_rolls(&mut dice, 40) => 10;
                    rolls.get() => 165 + 40 * 55;
                }),
                case!("times_called changes the answer." {
                    max_scoring_num_rolls(&mut make_test_dice(&[6, 5, 4, 3, 2, 1]), 3) => 5,
                        "With times_called 3 every number gets three turns; a different times_called gives a different answer here.";
                    max_scoring_num_rolls(&mut make_test_dice(&[6, 5, 4, 3, 2, 1]), 1000) => 3;
                    max_scoring_num_rolls(&mut make_test_dice(&[4, 3, 5, 1, 6, 2]), 7) => 5;
                }),
            ]),
        ],
    }
}

/// Test dice that roll 2 exactly 55 times, then 1 and 2, and start again.
const FIFTY_FIVE_TWOS_THEN_1_2: [u32; 57] = {
    let mut outcomes = [2; 57];
    outcomes[55] = 1;
    outcomes
};
