//! The hidden suites of Hog Seven and Eleven Up: official grading runs them, students never
//! receive them (see `tests/suites/hidden/mod.rs`).

use crate::student::rules::*;
use crate::student::strategies::*;
use hog_grader::{Case, Suite, case};
use hog_i18n::said;

use crate::hidden::sweep::{Agreement, Expected, compared, every_opponent_score};
use crate::property;

/// The hidden suite of problem `id`, if this edition has one.
pub fn suite(id: &str) -> Option<Suite> {
    Some(match id {
        "02" => hidden_hog_seven(),
        "04" => hidden_eleven_up(),
        "05" => hidden_play(),
        "10" => hidden_seven_strategy(),
        "11" => hidden_eleven_strategy(),
        _ => return None,
    })
}

use crate::student::seven_eleven::strategies::{NUM_ROLLS, THRESHOLD};

fn hidden_hog_seven() -> Suite {
    Suite::hidden(vec![
        case!("seven-eleven-hidden-scores-hundreds-thousands" {
            hog_seven(699) => 8;
            hog_seven(700) => 2;
            hog_seven(1000) => 8;
            hog_seven(1309) => 2;
            hog_seven(9999) => 5;
        }),
        hog_seven_against_the_rule(),
    ])
}

/// Any score, against the rule worked out here by subtracting sevens.
fn hog_seven_against_the_rule() -> Case {
    Case::new("seven-eleven-hidden-score-below-10", |s| {
        s.property(&said!("seven-eleven-hidden-property-score-below-10"), || {
            property::check(0u32..10_000, |opponent| {
                let left = opponent - 7 * (opponent / 7);
                property::agree(|| format!("hog_seven({opponent})"), hog_seven(opponent), left + 2)
            })
        });
    })
}

fn hidden_eleven_up() -> Suite {
    Suite::hidden(vec![
        case!("seven-eleven-hidden-multiples-11-thousands" {
            eleven_up(9999) => 10_002;
            eleven_up(10_000) => 10_000;
            eleven_up(1001) => 1004;
            eleven_update(0, 47, 6, &mut make_test_dice(&[6])) => 58;
            eleven_update(0, 97, 1, &mut make_test_dice(&[6])) => 100;
        }),
        eleven_up_against_the_rule(),
    ])
}

/// Any score, against the rule worked out here.
fn eleven_up_against_the_rule() -> Case {
    Case::new("seven-eleven-hidden-score-below-20", |s| {
        s.property(&said!("seven-eleven-hidden-property-score-below-20"), || {
            property::check(0u32..20_000, |score| {
                let multiple = (1..=score / 11).any(|k| 11 * k == score);
                let expected = if multiple { score + 3 } else { score };
                property::agree(|| format!("eleven_up({score})"), eleven_up(score), expected)
            })
        });
    })
}

fn hidden_play() -> Suite {
    Suite::hidden(vec![case!("seven-eleven-hidden-games-end-within" {
        play(|_, _| 0, |_, _| 10, simple_update, 95, 0, &mut make_test_dice(&[6]), 100) => (103, 60);
        play(|_, _| 0, |_, _| 10, eleven_update, 97, 1, &mut make_test_dice(&[6]), 100) => (100, 1);
        play(|_, _| 1, |_, _| 1, simple_update, 0, 0, &mut make_test_dice(&[6]), 12) => (12, 6);
    })])
}

fn hidden_seven_strategy() -> Suite {
    Suite::hidden(vec![case!("seven-eleven-hidden-opponent-score-choice" {
        # "seven-eleven-hidden-note-line-calls-seven";
        seven_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        seven_strategy_everywhere(25, 7, 6) => Agreement::Everywhere;
        seven_strategy_everywhere(47, 5, 4) => Agreement::Everywhere;
        seven_strategy_everywhere(60, 3, 2) => Agreement::Everywhere;
        seven_strategy_everywhere(99, 9, 8) => Agreement::Everywhere;
        seven_strategy_everywhere(113, 6, 10) => Agreement::Everywhere;
    })])
}

/// `seven_strategy(score, opponent_score, threshold, num_rolls)` at every opponent score,
/// against what `hog_seven` says.
fn seven_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("seven_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| seven_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            let points = hog_seven(opponent);
            Expected {
                num_rolls: if points >= threshold { 0 } else { num_rolls },
                because: said!(
                    "seven-eleven-hidden-hog-seven-threshold",
                    opponent = opponent.to_string(),
                    points = points.to_string(),
                    comparison = compared(points, threshold),
                    threshold = threshold.to_string()
                ),
            }
        },
    )
}

fn hidden_eleven_strategy() -> Suite {
    Suite::hidden(vec![case!("seven-eleven-hidden-opponent-score-choice-agrees" {
        # "seven-eleven-hidden-note-line-calls-eleven";
        eleven_strategy_everywhere(0, THRESHOLD, NUM_ROLLS) => Agreement::Everywhere;
        eleven_strategy_everywhere(17, 8, 5) => Agreement::Everywhere;
        eleven_strategy_everywhere(31, 6, 2) => Agreement::Everywhere;
        eleven_strategy_everywhere(50, 9, 6) => Agreement::Everywhere;
        eleven_strategy_everywhere(84, 10, 4) => Agreement::Everywhere;
        eleven_strategy_everywhere(105, 7, 3) => Agreement::Everywhere;
        eleven_strategy_everywhere(113, 11, 10) => Agreement::Everywhere;
    })])
}

/// `eleven_strategy(score, opponent_score, threshold, num_rolls)` at every opponent score,
/// against the gain `eleven_update` gives a turn of zero dice.
fn eleven_strategy_everywhere(score: Score, threshold: u32, num_rolls: u32) -> Agreement {
    every_opponent_score(
        |opponent| format!("eleven_strategy({score}, {opponent}, {threshold}, {num_rolls})"),
        |opponent| eleven_strategy(score, opponent, threshold, num_rolls),
        |opponent| {
            // Zero dice roll nothing: these dice are there because the update takes some.
            let total = eleven_update(0, score, opponent, &mut make_test_dice(&[6]));
            let gain = total.saturating_sub(score);
            Expected {
                num_rolls: if gain >= threshold { 0 } else { num_rolls },
                because: said!(
                    "seven-eleven-hidden-eleven-update-0",
                    score = score.to_string(),
                    opponent = opponent.to_string(),
                    total = total.to_string(),
                    gain = gain.to_string(),
                    comparison = compared(gain, threshold),
                    threshold = threshold.to_string()
                ),
            }
        },
    )
}
