//! Problem 11: tax_strategy. Fixed examples separate a Sow Tax that would give the opponent
//! the game from one that would not, and both from Lean Bacon's threshold; properties check
//! what every correct choice does, without working it out here (the hidden suite sweeps every
//! opponent score).

use crate::student::trot_tax::strategies::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

use super::strategies_file;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "11",
        title: "tax_strategy",
        points: 1.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "tax_strategy",
            rule: Rule::Uses(&["sow_tax", "lean_strategy"]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("trot-tax-tax-strategy-zero-dice-when-tax-would-lose" {
                    # "trot-tax-tax-strategy-note-50-against-96";
                    tax_strategy(50, 96, 8, 6) => 0,
                        "trot-tax-tax-strategy-hint-tax-reaches-goal";
                    tax_strategy(20, 95, 8, 5) => 0,
                        "trot-tax-tax-strategy-hint-exactly-goal";
                }),
                case!("trot-tax-tax-strategy-dice-when-tax-falls-short" {
                    # "trot-tax-tax-strategy-note-three-dice";
                    tax_strategy(50, 96, 8, 3) => 3,
                        "trot-tax-tax-strategy-hint-tax-short";
                    tax_strategy(20, 94, 8, 5) => 5;
                }),
                case!("trot-tax-tax-strategy-no-tax-without-trailing" {
                    tax_strategy(97, 96, 8, 6) => 6,
                        "trot-tax-tax-strategy-hint-leads";
                    tax_strategy(95, 96, 8, 6) => 6,
                        "trot-tax-tax-strategy-hint-level";
                }),
                case!("trot-tax-tax-strategy-otherwise-as-lean-strategy" {
                    tax_strategy(10, 40, 8, 6) => 0,
                        "trot-tax-tax-strategy-hint-bacon";
                    tax_strategy(10, 46, 8, 6) => 6;
                    tax_strategy(10, 46, 6, 4) => 0;
                }),
                case!("trot-tax-tax-strategy-course-s-defaults" {
                    tax_strategy(50, 96, THRESHOLD, NUM_ROLLS) => 0;
                    tax_strategy(90, 95, THRESHOLD, NUM_ROLLS) => 0;
                    tax_strategy(0, 0, THRESHOLD, NUM_ROLLS) => 0;
                    tax_strategy(0, 46, THRESHOLD, NUM_ROLLS) => 6;
                }),
            ]),
            properties(),
        ],
    }
}

/// What every correct tax_strategy does, for any scores, threshold and number of dice.
fn properties() -> Suite {
    Suite::scored(vec![Case::new("trot-tax-tax-strategy-scores-thresholds-numbers", |s| {
        s.property(&said!("trot-tax-tax-strategy-property-far-from-goal"), || {
            property::check(
                (0u32..200, 0u32..89, 1u32..=10, 0u32..20),
                |(score, opponent, num_rolls, threshold)| {
                    property::same(
                        || format!("tax_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
                        tax_strategy(score, opponent, threshold, num_rolls),
                        || format!("lean_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
                        lean_strategy(score, opponent, threshold, num_rolls),
                        said!("trot-tax-tax-strategy-why-far-from-goal"),
                    )
                },
            )
        });
        s.property(&said!("trot-tax-tax-strategy-property-tax-would-lose"), || {
            property::check((0u32..80, 1u32..=10, 0u32..20), |(score, num_rolls, threshold)| {
                // At 99, a tax of any number of dice reaches the goal from a trailing player.
                property::agree(
                    || format!("tax_strategy({score}, 99, {threshold}, {num_rolls})"),
                    tax_strategy(score, 99, threshold, num_rolls),
                    0,
                )
            })
        });
    })])
}
