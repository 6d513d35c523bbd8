//! Turning what a child reported into a verdict a student can act on.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::child::{ChildRun, RuntimeMessage};
use crate::event::Event;

/// How a case ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Verdict {
    /// Every check passed.
    Passed,
    /// A line returned the wrong value, or a check failed.
    Failed,
    /// The student's code reached a `todo!()`: a problem not implemented yet.
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

    /// The verdict in two or three words, with its message if it has one: for tables of
    /// verdicts, such as which case caught a mistake.
    pub fn summary(&self) -> String {
        // One line: a message over several lines (an `assert_eq!`'s) is joined.
        let one_line = |message: &str| message.lines().map(str::trim).collect::<Vec<_>>().join("; ");
        match self {
            Verdict::Passed => "passed".into(),
            Verdict::Failed => "failed".into(),
            Verdict::NotImplemented { message } => format!("not implemented: {}", one_line(message)),
            Verdict::Panicked { message, .. } => format!("panicked: {}", one_line(message)),
            Verdict::TimedOut { seconds } => format!("timed out after {seconds} s"),
            Verdict::StackOverflow => "stack overflow".into(),
            Verdict::OutOfMemory { bytes } => format!("out of memory ({bytes} bytes)"),
            Verdict::Exited { code } => format!("exited with code {code}"),
            Verdict::Crashed { signal: Some(signal) } => format!("crashed (signal {signal})"),
            Verdict::Crashed { signal: None } => "crashed".into(),
        }
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

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;

    use super::*;

    const LIMIT: Duration = Duration::from_millis(1500);

    fn exited(code: i32) -> Option<ExitStatus> {
        Some(ExitStatus::from_raw(code << 8))
    }

    fn killed(signal: i32) -> Option<ExitStatus> {
        Some(ExitStatus::from_raw(signal))
    }

    fn verdict(events: Vec<Event>, status: Option<ExitStatus>, message: Option<RuntimeMessage>) -> Verdict {
        Verdict::of(&ChildRun::stand_in(events, status, message), LIMIT)
    }

    fn line(code: &str) -> Event {
        Event::Line { code: code.to_owned() }
    }

    fn value(passed: bool) -> Event {
        let hint = (!passed).then(|| "a hint".to_owned());
        Event::Value { got: "1".into(), expected: if passed { "1" } else { "2" }.into(), passed, hint }
    }

    fn panic(message: &str) -> Event {
        Event::Panic { message: message.to_owned(), location: Some("src/rules.rs:9".into()) }
    }

    #[test]
    fn a_pass_needs_the_finished_report_and_a_clean_exit() {
        assert_eq!(
            verdict(vec![line("f()"), value(true), Event::Finished], exited(0), None),
            Verdict::Passed
        );
        assert_eq!(verdict(vec![Event::Finished], exited(1), None), Verdict::Exited { code: 1 });
        assert_eq!(verdict(vec![Event::Finished], killed(9), None), Verdict::Crashed { signal: Some(9) });
        assert_eq!(verdict(vec![line("f()"), value(true)], exited(0), None), Verdict::Exited { code: 0 });
        assert_eq!(verdict(Vec::new(), exited(0), None), Verdict::Exited { code: 0 });
    }

    #[test]
    fn a_wrong_value_or_a_failed_check_fails_the_case() {
        assert_eq!(verdict(vec![line("f()"), value(false)], exited(0), None), Verdict::Failed);
        let failure = Event::Failure { explanation: "line 2 differs".into() };
        assert_eq!(verdict(vec![line("f()"), failure], exited(0), None), Verdict::Failed);
        // The first thing that went wrong decides, even if the process died afterwards.
        assert_eq!(verdict(vec![value(false), panic("boom")], killed(6), None), Verdict::Failed);
    }

    #[test]
    fn a_todo_is_not_implemented_yet_and_any_other_panic_is_a_panic() {
        assert_eq!(
            verdict(vec![panic("not yet implemented: Problem 01: roll_dice")], exited(0), None),
            Verdict::NotImplemented { message: "Problem 01: roll_dice".into() }
        );
        assert_eq!(
            verdict(vec![panic("not yet implemented")], exited(0), None),
            Verdict::NotImplemented { message: String::new() }
        );
        assert_eq!(
            verdict(vec![line("f()"), panic("attempt to subtract with overflow")], exited(0), None),
            Verdict::Panicked {
                message: "attempt to subtract with overflow".into(),
                location: Some("src/rules.rs:9".into())
            }
        );
    }

    #[test]
    fn a_child_still_running_at_the_limit_timed_out_whatever_it_reported() {
        let expected = Verdict::TimedOut { seconds: 1.5 };
        assert_eq!(verdict(vec![line("loop {}")], None, None), expected);
        assert_eq!(verdict(vec![value(false)], None, None), expected);
        assert_eq!(verdict(vec![Event::Finished], None, Some(RuntimeMessage::StackOverflow)), expected);
    }

    #[test]
    fn the_runtimes_last_words_explain_a_death_by_signal() {
        let overflow = Some(RuntimeMessage::StackOverflow);
        assert_eq!(verdict(vec![line("f()")], killed(6), overflow.clone()), Verdict::StackOverflow);
        let allocation = Some(RuntimeMessage::AllocationFailed { bytes: 1 << 40 });
        assert_eq!(verdict(Vec::new(), killed(6), allocation), Verdict::OutOfMemory { bytes: 1 << 40 });
        assert_eq!(verdict(Vec::new(), killed(6), None), Verdict::Crashed { signal: Some(6) });
        assert_eq!(verdict(Vec::new(), killed(11), None), Verdict::Crashed { signal: Some(11) });
    }

    #[test]
    fn the_same_words_printed_before_an_exit_explain_nothing() {
        // Student code can print what the runtime prints; only a signal makes it true.
        let overflow = Some(RuntimeMessage::StackOverflow);
        assert_eq!(verdict(vec![line("f()")], exited(3), overflow), Verdict::Exited { code: 3 });
        let allocation = Some(RuntimeMessage::AllocationFailed { bytes: 8 });
        assert_eq!(verdict(Vec::new(), exited(0), allocation), Verdict::Exited { code: 0 });
    }

    #[test]
    fn only_passed_is_a_pass() {
        assert!(Verdict::Passed.passed());
        for verdict in [
            Verdict::Failed,
            Verdict::NotImplemented { message: String::new() },
            Verdict::TimedOut { seconds: 1.0 },
            Verdict::StackOverflow,
            Verdict::OutOfMemory { bytes: 1 },
            Verdict::Exited { code: 0 },
            Verdict::Crashed { signal: None },
        ] {
            assert!(!verdict.passed(), "{verdict:?}");
        }
    }
}
