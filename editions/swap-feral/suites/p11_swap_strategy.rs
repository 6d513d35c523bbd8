//! Problem 11: swap_strategy. Fixed examples separate beneficial swaps from harmful ones
//! and both from the cutoff; properties check what every correct choice does, without
//! working it out here (the hidden suite sweeps every opponent score).

use crate::student::rules::*;
use crate::student::swap_feral::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

use super::strategies_file;
use super::threshold;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "11",
        title: "swap_strategy",
        points: 1.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "swap_strategy",
            rule: Rule::Uses(&["free_points", "is_swap"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("swap-feral-swap-strategy-zero-dice-when" {
                    # "swap-feral-swap-strategy-note-3-against-10";
                    swap_strategy(3, 10, 8, 6) => 0,
                        "swap-feral-swap-strategy-hint-free-points-alone";
                    # "swap-feral-swap-strategy-note-5-against-6";
                    swap_strategy(5, 6, 8, 6) => 0;
                    # "swap-feral-swap-strategy-note-6-against-19";
                    swap_strategy(6, 19, 8, 6) => 0;
                }),
                case!("swap-feral-swap-strategy-dice-when-zero" {
                    # "swap-feral-swap-strategy-note-12-against-20";
                    swap_strategy(12, 20, 8, 6) => 6,
                        "swap-feral-swap-strategy-hint-free-points-12";
                    swap_strategy(12, 20, 0, 3) => 3;
                    # "swap-feral-swap-strategy-note-20-against-16";
                    swap_strategy(20, 16, 8, 6) => 6;
                }),
                case!("swap-feral-swap-strategy-without-swap-cutoff" {
                    # "swap-feral-swap-strategy-note-30-against-16";
                    swap_strategy(30, 16, 8, 6) => 0,
                        "swap-feral-swap-strategy-hint-no-swap-follows";
                    swap_strategy(30, 16, 13, 6) => 6,
                        "swap-feral-swap-strategy-hint-no-swap-follows-free";
                    swap_strategy(0, 0, 8, 6) => 6,
                        "swap-feral-swap-strategy-hint-free-points-scores";
                    swap_strategy(0, 0, 0, 6) => 0;
                }),
                case!("swap-feral-swap-strategy-course-s-defaults" {
                    swap_strategy(3, 10, THRESHOLD, NUM_ROLLS) => 0;
                    swap_strategy(12, 20, THRESHOLD, NUM_ROLLS) => 6;
                    swap_strategy(30, 16, THRESHOLD, NUM_ROLLS) => 0;
                    swap_strategy(0, 7, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("swap-feral-swap-strategy-exactly-cutoff-rolls" {
                    # "swap-feral-swap-strategy-note-40-against-42";
                    swap_strategy(40, 42, 75, 2) => 0, "swap-feral-swap-strategy-hint-75-least-75";
                    swap_strategy(40, 42, 76, 9) => 9, "swap-feral-swap-strategy-hint-75-below-76";
                    # "swap-feral-swap-strategy-note-past-100-120";
                    swap_strategy(120, 24, 27, 4) => 0;
                    swap_strategy(120, 24, 28, 4) => 4;
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct swap_strategy does, for any scores, cutoff and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("swap-feral-swap-strategy-scores-cutoffs-numbers", |s| {
        threshold::check_shape(s, "swap_strategy", swap_strategy, 40);
        s.property(&said!("swap-feral-swap-strategy-property-scores-when-zero"), || {
            property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                let call = |cutoff: u32| format!("swap_strategy({score}, {opponent}, {cutoff}, {num_rolls})");
                let points = free_points(opponent);
                let after = score + points;
                if is_swap(after, opponent) {
                    let (low, high) = (
                        swap_strategy(score, opponent, 0, num_rolls),
                        swap_strategy(score, opponent, 1000, num_rolls),
                    );
                    if low != high {
                        return Err(said!(
                            "swap-feral-swap-strategy-returned-but-returned",
                            value1 = (call(0)).to_string(),
                            low = low.to_string(),
                            value2 = (call(1000)).to_string(),
                            high = high.to_string(),
                            after = after.to_string(),
                            opponent = opponent.to_string()
                        ));
                    }
                    return Ok(());
                }
                for (cutoff, expected) in [(points, 0), (points + 1, num_rolls)] {
                    let got = swap_strategy(score, opponent, cutoff, num_rolls);
                    if got != expected {
                        return Err(said!(
                            "swap-feral-swap-strategy-returned-expected-zero",
                            value1 = (call(cutoff)).to_string(),
                            got = got.to_string(),
                            expected = expected.to_string(),
                            after = after.to_string(),
                            opponent = opponent.to_string(),
                            points = points.to_string()
                        ));
                    }
                }
                Ok(())
            })
        });
    })])
}
