//! Checking a strategy against its rule at every opponent score in one line of a
//! case, and saying exactly where it first disagrees. The rules are the reference's
//! own logic, so the sweeps are hidden cases.
//!
//! A case line such as `boar_strategy_everywhere(25, 11, 6) => Agreement::Everywhere`
//! reads as one check but covers a hundred calls; when one is wrong, the value
//! shown names the call, what it returned and why another value was expected.

use std::fmt;
use std::ops::Range;

use hog_i18n::{Said, said};

use crate::student::rules::Score;

/// The opponent scores a sweep tries: every score a game can be at before it ends.
pub const OPPONENT_SCORES: Range<Score> = 0..100;

/// How a strategy compares with its rule over [`OPPONENT_SCORES`].
#[derive(PartialEq)]
pub enum Agreement {
    /// The strategy chose as its rule says at every opponent score.
    Everywhere,
    /// The first call where it did not.
    Differs {
        /// The call, as Rust, such as `boar_strategy(25, 43, 11, 6)`.
        call: String,
        /// What the strategy returned.
        got: u32,
        /// What the rule says.
        expected: u32,
        /// Why, in terms of the rule, such as `boar_brawl(25, 43) is 12, at least the threshold 11`.
        because: Said,
    },
}

impl fmt::Debug for Agreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // A hidden case's values are shown only, never signed: said in the student's language.
            Agreement::Everywhere => write!(f, "{}", said!("hidden-sweep-everywhere").text()),
            Agreement::Differs { call, got, expected, because } => {
                let differs = said!(
                    "hidden-sweep-differs",
                    call = call,
                    got = *got,
                    because = because.clone(),
                    expected = *expected
                );
                write!(f, "{}", differs.text())
            }
        }
    }
}

/// What a rule expects at one opponent score: the number of dice, and why.
pub struct Expected {
    /// The number of dice the rule chooses.
    pub num_rolls: u32,
    /// The reason, shown when the strategy disagrees.
    pub because: Said,
}

/// Compares `strategy(opponent_score)` with `rule(opponent_score)` for every opponent
/// score, stopping at the first disagreement; `call` writes the call for the report.
pub fn every_opponent_score(
    call: impl Fn(Score) -> String,
    strategy: impl Fn(Score) -> u32,
    rule: impl Fn(Score) -> Expected,
) -> Agreement {
    for opponent_score in OPPONENT_SCORES {
        let got = strategy(opponent_score);
        let expected = rule(opponent_score);
        if got != expected.num_rolls {
            return Agreement::Differs {
                call: call(opponent_score),
                got,
                expected: expected.num_rolls,
                because: expected.because,
            };
        }
    }
    Agreement::Everywhere
}

/// "at least" or "below", as the comparison with a threshold came out.
pub fn compared(points: u32, threshold: u32) -> Said {
    if points >= threshold { said!("hidden-at-least") } else { said!("hidden-below") }
}
