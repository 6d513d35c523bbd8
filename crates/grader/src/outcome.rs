//! Turning what a child reported into a verdict a student can act on.

use std::time::Duration;

use serde::Serialize;

use crate::child::{ChildRun, RuntimeMessage};
use crate::event::Event;

/// How a case ended.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Verdict {
    /// Every check passed.
    Passed,
    /// A line returned the wrong value, or a check failed.
    Failed,
    /// The student's code reached a `todo!()`.
    NotImplemented {
        /// The todo's message, such as "Problem 01: roll_dice".
        message: String,
    },
    /// The student's code panicked.
    Panicked {
        /// The panic message.
        message: String,
        /// Where it panicked, when known.
        location: Option<String>,
    },
    /// The case ran past its time limit and was stopped.
    TimedOut {
        /// The limit, in seconds.
        seconds: f64,
    },
    /// The student's code recursed until the stack ran out.
    StackOverflow,
    /// The student's code asked for more memory than a case may have.
    OutOfMemory {
        /// The size of the allocation that failed.
        bytes: u64,
    },
    /// The process ended before the case finished: `std::process::exit` was called.
    Exited {
        /// The exit code.
        code: i32,
    },
    /// The process was killed by a signal (an abort, a segfault).
    Crashed {
        /// The signal, where known.
        signal: Option<i32>,
    },
}

impl Verdict {
    /// Whether the case passed. Only a case that reported `Finished` with every check right does.
    pub fn passed(&self) -> bool {
        *self == Verdict::Passed
    }

    /// Decides the verdict of a child run; the order matters (a kill beats a partial report).
    ///
    /// A pass needs both the child's own report that every check held and a clean exit
    /// observed by the parent: a process that reported and then died did not pass.
    pub fn of(run: &ChildRun, timeout: Duration) -> Verdict {
        let Some(status) = run.status else {
            return Verdict::TimedOut { seconds: timeout.as_secs_f64() };
        };
        for event in &run.events {
            match event {
                Event::Value { passed: false, .. } | Event::Failure { .. } => return Verdict::Failed,
                Event::Panic { message, location } => return panic_verdict(message, location),
                Event::Finished if status.success() => return Verdict::Passed,
                _ => {}
            }
        }
        match (status.code(), &run.runtime_message) {
            (Some(code), _) => Verdict::Exited { code },
            (None, Some(RuntimeMessage::StackOverflow)) => Verdict::StackOverflow,
            (None, Some(RuntimeMessage::AllocationFailed { bytes })) => {
                Verdict::OutOfMemory { bytes: *bytes }
            }
            (None, None) => Verdict::Crashed { signal: signal_of(status) },
        }
    }
}

const TODO_PREFIX: &str = "not yet implemented";

fn panic_verdict(message: &str, location: &Option<String>) -> Verdict {
    match message.strip_prefix(TODO_PREFIX) {
        Some(rest) => Verdict::NotImplemented { message: rest.trim_start_matches(':').trim().to_owned() },
        None => Verdict::Panicked { message: message.to_owned(), location: location.clone() },
    }
}

#[cfg(unix)]
fn signal_of(status: std::process::ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(&status)
}

#[cfg(not(unix))]
fn signal_of(_: std::process::ExitStatus) -> Option<i32> {
    None
}
