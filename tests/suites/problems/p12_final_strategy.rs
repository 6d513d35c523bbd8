//! Problem 12: final_strategy. Any strategy will do, so nothing is scored: the suite
//! checks that it is a valid strategy in every state, quickly, and reports how well it
//! plays against always_roll(6).

use hog_i18n::{Said, said};
use std::fmt;
use std::time::Duration;

use crate::student::experiments::average_win_rate;
use crate::student::rules::*;
use crate::student::strategies::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Session, Suite, case};

use super::strategies_file;

/// How long each case that asks all 10 000 states may take (its note says so too): a millisecond a call.
const ALL_STATES_TIME_LIMIT: Duration = Duration::from_secs(10);

/// Games on each side for the reported win rate; enough to tell strategies apart by a few percent.
const GAMES_PER_SIDE: u32 = 1000;

pub fn problem() -> Problem {
    Problem {
        id: "12",
        title: "final_strategy",
        points: 0.0,
        requirements: vec![Requirement {
            source: strategies_file(),
            function: "final_strategy",
            rule: Rule::Forbids(&[Construct::Call("max_scoring_num_rolls")]),
        }],
        suites: vec![Suite::unscored(vec![
            case!("final-strategy-number-dice-0" {
                # "final-strategy-note-state-calls-final";
                every_state() => Validity::Valid,
                    "final-strategy-hint-strategy-returns-number";
            })
            .with_timeout(ALL_STATES_TIME_LIMIT),
            case!("final-strategy-same-state-always" {
                # "final-strategy-note-strategies-called-again";
                twice_in_every_state() => Validity::Steady,
                    "final-strategy-hint-your-strategy-chose";
            })
            .with_timeout(ALL_STATES_TIME_LIMIT),
            Case::new("final-strategy-how-often-final", report_win_rate),
        ])],
    }
}

/// Whether a strategy chose as required in every state, or the first state where it did not.
#[derive(PartialEq)]
enum Validity {
    /// From 0 to 10 dice everywhere.
    Valid,
    /// The same choice when asked twice, everywhere.
    Steady,
    /// What went wrong, and where.
    Invalid(Said),
}

impl fmt::Debug for Validity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // An unscored case's values are shown only, never signed: said in the student's language.
            Validity::Valid => write!(f, "{}", said!("final-strategy-valid").text()),
            Validity::Steady => write!(f, "{}", said!("final-strategy-steady").text()),
            Validity::Invalid(what) => write!(f, "{}", what.text()),
        }
    }
}

/// Every (score, opponent_score) a game to [`GOAL`] can be at when a strategy is called.
fn states() -> impl Iterator<Item = (Score, Score)> {
    (0..GOAL).flat_map(|score| (0..GOAL).map(move |opponent_score| (score, opponent_score)))
}

fn every_state() -> Validity {
    for (score, opponent_score) in states() {
        let num_rolls = final_strategy(score, opponent_score);
        if num_rolls > 10 {
            return Validity::Invalid(said!(
                "final-strategy-final-strategy-returned",
                score = score.to_string(),
                opponent_score = opponent_score.to_string(),
                num_rolls = num_rolls.to_string()
            ));
        }
    }
    Validity::Valid
}

fn twice_in_every_state() -> Validity {
    let first: Vec<u32> = states().map(|(score, opponent)| final_strategy(score, opponent)).collect();
    for ((score, opponent_score), first) in states().zip(first) {
        let again = final_strategy(score, opponent_score);
        if again != first {
            return Validity::Invalid(said!(
                "final-strategy-final-strategy-returned-then",
                score = score.to_string(),
                opponent_score = opponent_score.to_string(),
                first = first.to_string(),
                again = again.to_string()
            ));
        }
    }
    Validity::Steady
}

/// Measures the win rate on seeded dice, so the figure is the same on every run, and makes it
/// the case's headline: the problem's summary line shows it without `--verbose`.
fn report_win_rate(s: &mut Session) {
    s.line("let mut dice = make_seeded_dice(6, 12);");
    let mut dice = make_seeded_dice(6, 12);
    let code = "let win_rate = average_win_rate(final_strategy, always_roll(6), 1000, &mut dice);";
    s.line(code);
    let win_rate = average_win_rate(final_strategy, always_roll(6), GAMES_PER_SIDE, &mut dice);
    s.headline(&said!(
        "final-strategy-final-strategy-won",
        value1 = format!("{:.1}", win_rate * 100.0),
        value2 = (2 * GAMES_PER_SIDE).to_string(),
        value3 = Said::new(super::facts::COURSE_STRATEGY_WINS, Vec::new())
    ));
    s.check("(0.0..=1.0).contains(&win_rate)", || (0.0..=1.0).contains(&win_rate), true, None);
}
