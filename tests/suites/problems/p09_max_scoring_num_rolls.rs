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
                case!("max-scoring-num-rolls-number-dice-highest" {
                    max_scoring_num_rolls(&mut make_test_dice(&[1, 6]), 1000) => 1,
                        "max-scoring-num-rolls-hint-one-die-averages";
                    max_scoring_num_rolls(&mut make_test_dice(&[3]), 1000) => 10,
                        "max-scoring-num-rolls-hint-ten-dice-3";
                    max_scoring_num_rolls(&mut make_test_dice(&[1, 2, 2, 2, 2, 2, 2, 2]), 1000) => 4,
                        "max-scoring-num-rolls-hint-over-1000-turns";
                    max_scoring_num_rolls(&mut make_test_dice(&[1, 2, 3, 4, 5]), 1000) => 3;
                }),
                case!("max-scoring-num-rolls-ties-go-lower" {
                    max_scoring_num_rolls(&mut make_test_dice(&[1]), 1000) => 1,
                        "max-scoring-num-rolls-hint-number-dice-averages";
                    # "max-scoring-num-rolls-note-here-2-3";
                    max_scoring_num_rolls(&mut make_test_dice(&[2, 6, 1, 5]), 3) => 2,
                        "max-scoring-num-rolls-hint-when-number-averaged";
                }),
                case!("max-scoring-num-rolls-numbers-tried-1" {
                    # "max-scoring-num-rolls-note-times-called-1";
                    max_scoring_num_rolls(&mut make_test_dice(&[6, 5, 4, 3, 2, 1]), 1) => 4,
                        "max-scoring-num-rolls-hint-times-called-1";
                }),
            ]),
            Suite::scored(vec![
                case!("max-scoring-num-rolls-one-turn-per" {
                    # "max-scoring-num-rolls-note-fifty-five-twos";
                    let (mut dice, rolls) = counted_dice(&FIFTY_FIVE_TWOS_THEN_1_2);
                    max_scoring_num_rolls(&mut dice, 1) => 10,
                        "max-scoring-num-rolls-hint-only-2s-come";
                    rolls.get() => 55,
                        "max-scoring-num-rolls-hint-one-turn-number";
                }),
                case!("max-scoring-num-rolls-times-called-turns" {
                    let (mut dice, rolls) = counted_dice(&[2]);
                    max_scoring_num_rolls(&mut dice, 3) => 10;
                    rolls.get() => 165, "max-scoring-num-rolls-hint-times-called-3";
                    max_scoring_num_rolls(&mut dice, 40) => 10;
                    rolls.get() => 165 + 40 * 55;
                }),
                case!("max-scoring-num-rolls-times-called-changes" {
                    max_scoring_num_rolls(&mut make_test_dice(&[6, 5, 4, 3, 2, 1]), 3) => 5,
                        "max-scoring-num-rolls-hint-times-called-3-number";
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
