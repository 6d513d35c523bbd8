//! What a case's child process reports to the grader, one JSON object per line.

use serde::{Deserialize, Serialize};

/// One thing that happened while a case ran.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A comment shown with the case's code.
    Note {
        /// The comment.
        text: String,
    },
    /// The figure worth a glance that the case measured (a win rate): shown with the
    /// case's code and on its problem's summary line, so it needs no `--verbose`.
    Headline {
        /// One sentence, such as "final_strategy won 71.2% of 2000 games".
        text: String,
    },
    /// A line of code, written just before it runs.
    Line {
        /// The code.
        code: String,
    },
    /// The value the line before it produced.
    Value {
        /// What the student's code returned.
        got: String,
        /// What the case expected.
        expected: String,
        /// Whether they are equal.
        passed: bool,
        /// The likely cause, when the case knows one.
        hint: Option<String>,
    },
    /// A check that failed without a single expected value.
    Failure {
        /// What went wrong, in plain words, in the language the case spoke.
        explanation: String,
        /// The same in English, when the case spoke another language: a mistake's signature
        /// is taken from it, so that the zoo's signatures hold in every language.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        english: Option<String>,
    },
    /// Student code panicked.
    Panic {
        /// The panic message.
        message: String,
        /// `file:line` of the panic, when known.
        location: Option<String>,
    },
    /// Every line ran and every check passed.
    Finished,
    /// The protections the child put in place before the case ran (its first event).
    Confined {
        /// What held.
        confinement: crate::confine::Confinement,
    },
}
