//! Hidden cases: run only in official grading (`cargo xtask grade-all`, Gradescope), never
//! shipped to students. Each is a scored suite added to its problem; it earns a share of
//! the problem's points like any other suite.

use hog_grader::{Problem, Suite, case};
use hog_rules::*;

use crate::mock::counted_dice;

/// Adds each problem's hidden suite.
pub fn add_to(problems: &mut [Problem]) {
    for problem in problems {
        let hidden = match problem.id {
            "01" => hidden_roll_dice(),
            "02" => hidden_boar_brawl(),
            "04" => hidden_sus_fuss(),
            "05" => hidden_play(),
            _ => continue,
        };
        problem.suites.push(hidden);
    }
}

fn hidden_roll_dice() -> Suite {
    Suite::hidden(vec![case!("A 1 in the middle of a long turn, and the dice left in step." {
        let (mut dice, rolls) = counted_dice(&[6, 6, 1, 6, 6, 5]);
        roll_dice(6, &mut dice) => 1;
        roll_dice(2, &mut dice) => 12;
        rolls.get() => 8;
    })])
}

fn hidden_boar_brawl() -> Suite {
    Suite::hidden(vec![case!("Scores in the hundreds on both sides." {
        boar_brawl(123, 456) => 6;
        boar_brawl(250, 109) => 1;
        boar_brawl(199, 990) => 1;
        boar_brawl(101, 980) => 21;
    })])
}

fn hidden_sus_fuss() -> Suite {
    Suite::hidden(vec![case!("Squares of primes and products of two primes." {
        sus_points(25) => 29;
        sus_points(26) => 29;
        sus_update(0, 20, 81, &mut make_test_dice(&[6])) => 44;
    })])
}

fn hidden_play() -> Suite {
    Suite::hidden(vec![case!("Games that end on the first turns." {
        play(|_, _| 0, |_, _| 10, simple_update, 95, 0, &mut make_test_dice(&[6]), 100) => (110, 0);
        play(|_, _| 1, |_, _| 1, simple_update, 0, 0, &mut make_test_dice(&[6]), 12) => (12, 6);
    })])
}
