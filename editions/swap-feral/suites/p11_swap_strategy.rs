//! Problem 11: swap_strategy. Fixed examples separate beneficial swaps from harmful ones
//! and both from the cutoff; properties check what every correct choice does, without
//! working it out here (the hidden suite sweeps every opponent score).

use crate::student::rules::*;
use crate::student::swap_feral::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};

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
                case!("Zero dice when they lead to a swap that puts the player ahead." {
                    # "From 3 against 10, Free Points scores 3: 6 against 10, 4 apart, so the player gets the 10.";
                    swap_strategy(3, 10, 8, 6) => 0,
                        "Free Points alone (3) is below the cutoff 8, but rolling zero dice ends at 6 against 10, a square apart and behind: the swap leaves the player at 10 against 6. Check is_swap on the scores after Free Points, score + free_points(opponent_score) and opponent_score.";
                    # "From 5 against 6, Free Points scores 0, yet 5 and 6 are 1 apart.";
                    swap_strategy(5, 6, 8, 6) => 0;
                    # "From 6 against 19, Free Points scores 12: 18 against 19, 1 apart.";
                    swap_strategy(6, 19, 8, 6) => 0;
                }),
                case!("Dice when zero would lead to a swap that puts the player behind." {
                    # "From 12 against 20, Free Points scores 12: 24 against 20, 4 apart, so the player would drop to 20.";
                    swap_strategy(12, 20, 8, 6) => 6,
                        "Free Points (12) is at least the cutoff 8, but the swap it causes would leave the player at 20 against 24: a harmful swap rolls num_rolls dice, whatever the cutoff.";
                    swap_strategy(12, 20, 0, 3) => 3;
                    # "From 20 against 16, Free Points scores 12: 32 against 16, 16 apart.";
                    swap_strategy(20, 16, 8, 6) => 6;
                }),
                case!("Without a swap, the cutoff decides as in free_strategy." {
                    # "From 30 against 16, Free Points scores 12: 42 against 16, 26 apart, no swap.";
                    swap_strategy(30, 16, 8, 6) => 0,
                        "No swap follows, and Free Points (12) is at least 8: zero dice.";
                    swap_strategy(30, 16, 13, 6) => 6,
                        "No swap follows, and Free Points (12) is below 13: roll num_rolls dice.";
                    swap_strategy(0, 0, 8, 6) => 6,
                        "Free Points scores 0 and the scores stay equal, 0 apart: no swap, and 0 is below 8.";
                    swap_strategy(0, 0, 0, 6) => 0;
                }),
                case!("The course's defaults: THRESHOLD (8) and NUM_ROLLS (6)." {
                    swap_strategy(3, 10, THRESHOLD, NUM_ROLLS) => 0;
                    swap_strategy(12, 20, THRESHOLD, NUM_ROLLS) => 6;
                    swap_strategy(30, 16, THRESHOLD, NUM_ROLLS) => 0;
                    swap_strategy(0, 7, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("Exactly at the cutoff rolls zero dice; otherwise the dice given." {
                    # "From 40 against 42, Free Points scores 75: 115 against 42, 73 apart, no swap.";
                    swap_strategy(40, 42, 75, 2) => 0, "75 is at least 75.";
                    swap_strategy(40, 42, 76, 9) => 9, "75 is below 76: return num_rolls, 9 here.";
                    # "Past 100: from 120 against 24, Free Points scores 27: 147 against 24, 123 apart.";
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
    Suite::scored(vec![Case::new("Any scores, cutoffs and numbers of dice.", |s| {
        threshold::check_shape(s, "swap_strategy", swap_strategy, 40);
        s.property(
            "for any scores: when zero dice bring no swap, zero dice at cutoff free_points(opponent_score) and num_rolls one above it; \
             when they bring one, the same choice at cutoffs 0 and 1000",
            || {
                property::check(threshold::scores_and_dice(), |(score, opponent, num_rolls)| {
                    let call = |cutoff: u32| format!("swap_strategy({score}, {opponent}, {cutoff}, {num_rolls})");
                    let points = free_points(opponent);
                    let after = score + points;
                    if is_swap(after, opponent) {
                        let (low, high) = (swap_strategy(score, opponent, 0, num_rolls), swap_strategy(score, opponent, 1000, num_rolls));
                        if low != high {
                            return Err(format!(
                                "{} returned {low}, but {} returned {high}: zero dice end at {after} against {opponent}, a swap, which the cutoff does not decide",
                                call(0),
                                call(1000)
                            ));
                        }
                        return Ok(());
                    }
                    for (cutoff, expected) in [(points, 0), (points + 1, num_rolls)] {
                        let got = swap_strategy(score, opponent, cutoff, num_rolls);
                        if got != expected {
                            return Err(format!(
                                "{} returned {got}, expected {expected}: zero dice end at {after} against {opponent}, no swap, and free_points({opponent}) is {points}",
                                call(cutoff)
                            ));
                        }
                    }
                    Ok(())
                })
            },
        );
    })])
}
