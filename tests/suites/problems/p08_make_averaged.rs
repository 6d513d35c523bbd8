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
                case!("make-averaged-averaging-test-dice" {
                    make_averaged(make_test_dice(&[3, 1, 5, 6]), 1000)() => 3.75,
                        "make-averaged-hint-3-75-3";
                    make_averaged(make_test_dice(&[4]), 10)() => 4.0;
                    make_averaged(make_test_dice(&[2, 6, 1, 3]), 4)() => 3.0;
                }),
                case!("make-averaged-original-called-times" {
                    let (dice, rolls) = counted_dice(&[3, 1, 5, 6]);
                    make_averaged(dice, 1000)() => 3.75;
                    rolls.get() => 1000,
                        "make-averaged-hint-call-original-times";
                }),
                case!("make-averaged-mean-float-nothing" {
                    make_averaged(make_test_dice(&[1, 2]), 2)() => 1.5,
                        "make-averaged-hint-1-2-2";
                    make_averaged(make_test_dice(&[1, 2, 2, 2]), 4)() => 1.75;
                    make_averaged(make_test_dice(&[2, 3, 3]), 3)() => 8.0 / 3.0,
                        "make-averaged-hint-times-called-3";
                    make_averaged(make_test_dice(&[5, 2]), 1)() => 5.0, "make-averaged-hint-times-called-1";
                }),
            ]),
            Suite::scored(vec![
                case!("make-averaged-closure-binds-arguments" {
                    let mut dice = make_test_dice(&[3, 1, 5, 6]);
                    # "make-averaged-note-turns-roll-3";
                    make_averaged(|| roll_dice(2, &mut dice), 1000)() => 6.0;
                }),
                case!("make-averaged-times-called-one" {
                    let mut dice = make_test_dice(&[3, 1, 5, 6]);
                    make_averaged(|| roll_dice(2, &mut dice), 5)() => 5.0,
                        "make-averaged-hint-times-called-5";
                }),
                case!("make-averaged-nothing-called-until" {
                    let (dice, rolls) = counted_dice(&[1, 2, 3, 4]);
                    let mut averaged = make_averaged(dice, 2);
                    rolls.get() => 0,
                        "make-averaged-hint-make-averaged-only";
                    averaged() => 1.5;
                    rolls.get() => 2;
                    averaged() => 3.5,
                        "make-averaged-hint-call-averaged-function";
                    rolls.get() => 4;
                }),
                case!("make-averaged-function-takes-no" {
                    let mut count = 0;
                    # "make-averaged-note-function-returns-1";
                    make_averaged(|| { count += 1; count }, 9)() => 5.0;
                    count => 9;
                }),
            ]),
            Suite::unscored(vec![case!("make-averaged-averaging-whole-games" {
                # "make-averaged-note-winner-plays-game";
                let mut dice = make_seeded_dice(6, 8);
                make_averaged(|| winner(always_roll_5, catch_up, &mut dice), 200)() => super::facts::AVERAGED_WINS;
            })]),
        ],
    }
}
