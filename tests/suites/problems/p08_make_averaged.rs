//! Problem 08: make_averaged, a function that takes a function and returns one.
//! Counted dice show how many times the original is called, and when.

use crate::student::experiments::*;
use crate::student::rules::*;
use crate::student::strategies::*;
use hog_grader::{Problem, Suite, case};

use crate::mock::counted_dice;

pub fn problem() -> Problem {
    Problem {
        id: "08",
        title: "make_averaged",
        points: 2.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("Averaging test dice gives the mean of their outcomes." {
                    make_averaged(make_test_dice(&[3, 1, 5, 6]), 1000)() => 3.75,
                        "3.75 is (3 + 1 + 5 + 6) / 4, the mean of exactly 1000 calls. 3.0 comes from one call made \
                         (3, times 1000, over 1000) or from dividing whole numbers (3750 / 1000); a value just off 3.75, \
                         from one call too many or too few.";
                    make_averaged(make_test_dice(&[4]), 10)() => 4.0;
                    make_averaged(make_test_dice(&[2, 6, 1, 3]), 4)() => 3.0;
                }),
                case!("The original is called times_called times, not once." {
                    let (dice, rolls) = counted_dice(&[3, 1, 5, 6]);
                    make_averaged(dice, 1000)() => 3.75;
                    rolls.get() => 1000,
                        "Call the original times_called times and add up what it returns; one call multiplied by times_called is not an average.";
                }),
                case!("The mean is a float: nothing is rounded." {
                    make_averaged(make_test_dice(&[1, 2]), 2)() => 1.5,
                        "(1 + 2) / 2 is 1 for whole numbers: turn the total and times_called into f64 before dividing.";
                    make_averaged(make_test_dice(&[1, 2, 2, 2]), 4)() => 1.75;
                    make_averaged(make_test_dice(&[2, 3, 3]), 3)() => 8.0 / 3.0,
                        "times_called is 3: the mean of exactly three calls, (2 + 3 + 3) / 3, whatever the number of calls elsewhere.";
                    make_averaged(make_test_dice(&[5, 2]), 1)() => 5.0, "With times_called 1, the average is the one result.";
                }),
            ]),
            Suite::scored(vec![
                case!("A closure binds the arguments of the function averaged." {
                    let mut dice = make_test_dice(&[3, 1, 5, 6]);
                    # "The turns roll (3, 1) and (5, 6) in turn: 1, 11, 1, 11, ...";
                    make_averaged(|| roll_dice(2, &mut dice), 1000)() => 6.0;
                }),
                case!("times_called is the one given." {
                    let mut dice = make_test_dice(&[3, 1, 5, 6]);
                    make_averaged(|| roll_dice(2, &mut dice), 5)() => 5.0,
                        "times_called is 5 here: the turns score 1, 11, 1, 11 and 1, and 25 / 5 is 5.";
                }),
                case!("Nothing is called until the averaged function is, and each call averages anew." {
                    let (dice, rolls) = counted_dice(&[1, 2, 3, 4]);
                    let mut averaged = make_averaged(dice, 2);
                    rolls.get() => 0,
                        "make_averaged only makes a function: the original runs when that function is called.";
                    averaged() => 1.5;
                    rolls.get() => 2;
                    averaged() => 3.5,
                        "Every call of the averaged function makes times_called new calls: here (3 + 4) / 2.";
                    rolls.get() => 4;
                }),
                case!("Any function that takes no arguments and returns a u32 can be averaged." {
                    let mut count = 0;
                    # "This function returns 1, 2, 3, ... on successive calls.";
                    make_averaged(|| { count += 1; count }, 9)() => 5.0;
                    count => 9;
                }),
            ]),
            Suite::unscored(vec![
                case!("Averaging whole games: how often Player 1 wins (uses your problems 01 to 05)." {
                    # "winner plays a game with your play and every rule of your edition, and returns the winner, 0 or 1.";
                    let mut dice = make_seeded_dice(6, 8);
                    make_averaged(|| winner(always_roll_5, catch_up, &mut dice), 200)() => super::facts::AVERAGED_WINS;
                }),
            ]),
        ],
    }
}
