//! Problem 10: boar_strategy. Fixed examples pin the comparison and the arguments;
//! sweeps over every opponent score check the choice against the student's boar_brawl.

use hog_grader::{Problem, Requirement, Rule, Suite, case};
use hog_rules::*;
use hog_strategies::*;

use super::STRATEGIES;
use super::sweep::{Agreement, Expected, compared, every_opponent_score};

pub fn problem() -> Problem {
    Problem {
        id: "10",
        title: "boar_strategy",
        points: 2.0,
        requirements: vec![Requirement {
            source: STRATEGIES,
            function: "boar_strategy",
            rule: Rule::Uses(&["boar_brawl"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("Zero dice when Boar Brawl scores at least the threshold." {
                    # "boar_brawl(40, 51) is 3 * |5 - 0| = 15.";
                    boar_strategy(40, 51, 15, 7) => 0,
                        "15 is at least 15, so the strategy rolls zero dice: \"at least\" is >=, not >.";
                    boar_strategy(40, 51, 16, 7) => 7,
                        "15 is below 16, so the strategy rolls num_rolls dice: return num_rolls, not a number of your own.";
                }),
                case!("The course's defaults: THRESHOLD (11) and NUM_ROLLS (6)." {
                    boar_strategy(21, 46, THRESHOLD, NUM_ROLLS) => 6;
                    boar_strategy(7, 2, THRESHOLD, NUM_ROLLS) => 0;
                    boar_strategy(52, 79, THRESHOLD, NUM_ROLLS) => 0;
                    boar_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 6;
                    boar_strategy(39, 71, THRESHOLD, NUM_ROLLS) => 6;
                }),
                case!("Exactly at the threshold rolls zero dice." {
                    boar_strategy(5, 0, 15, 3) => 0, "boar_brawl(5, 0) is 15, which is at least 15.";
                    boar_strategy(0, 0, 1, 4) => 0, "boar_brawl(0, 0) is 1, which is at least 1.";
                    boar_strategy(2, 5, 6, 8) => 0;
                    boar_strategy(2, 5, 7, 8) => 8;
                }),
                case!("Otherwise, the number of dice given." {
                    boar_strategy(0, 0, 11, 10) => 10, "num_rolls is 10 here: return it as it is.";
                    boar_strategy(72, 29, 2, 1) => 1;
                    boar_strategy(72, 29, 2, 9) => 9;
                }),
                case!("Thresholds from 0 up." {
                    boar_strategy(72, 29, 0, 6) => 0, "Boar Brawl always scores at least 1, which is at least 0.";
                    boar_strategy(7, 2, 100, 5) => 5;
                    boar_strategy(7, 2, 21, 5) => 0;
                    boar_strategy(7, 2, 22, 5) => 5;
                }),
                case!("Sus Fuss plays no part." {
                    # "boar_brawl(2, 5) is 6, but 2 + 6 = 8 is sus and would become 11.";
                    boar_strategy(2, 5, 7, 8) => 8,
                        "boar_strategy compares Boar Brawl's points alone with the threshold, without Sus Fuss.";
                }),
            ]),
            Suite::scored(vec![case!("For every opponent score, the choice agrees with boar_brawl." {
                # "Each line calls boar_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.";
                boar_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
                boar_strategy_everywhere(25, 11, 6) => Agreement::Everywhere;
                boar_strategy_everywhere(47, 9, 4) => Agreement::Everywhere;
                boar_strategy_everywhere(60, 3, 2) => Agreement::Everywhere;
                boar_strategy_everywhere(99, 15, 8) => Agreement::Everywhere;
                boar_strategy_everywhere(113, 12, 10) => Agreement::Everywhere;
            })]),
        ],
    }
}

/// `boar_strategy(score, opponent_score, threshold, num_rolls)` for every opponent
/// score, against what `boar_brawl` says.
fn boar_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("boar_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| boar_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            let points = boar_brawl(score, opponent);
            Expected {
                num_rolls: if points >= threshold { 0 } else { num_rolls },
                because: format!(
                    "boar_brawl({score}, {opponent}) is {points}, {} the threshold {threshold}",
                    compared(points, threshold)
                ),
            }
        },
    )
}
