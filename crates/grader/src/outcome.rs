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
    /// The process was ended by a Unix signal or a Windows exception (an abort, a bad
    /// memory access).
    Crashed {
        /// The Unix signal, where one ended it.
        signal: Option<i32>,
        /// The Windows exception code, where one ended it. Absent in records written before
        /// Windows was graded, hence the default.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        exception: Option<u32>,
    },
}

/// How a child process ended, in the same terms on every system, so that one table decides
/// every verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It exited with this code: the end of `main`, or `std::process::exit`.
    Code(i32),
    /// A Unix signal ended it.
    Signal(i32),
    /// A Windows exception ended it: the process's exit code is then the exception's
    /// NTSTATUS code, an error (its two high bits set).
    Exception(u32),
}

/// The Windows exceptions a case can end with, by code.
pub mod exception {
    /// A read or write of memory the process does not own.
    pub const ACCESS_VIOLATION: u32 = 0xC000_0005;
    /// The system could not give the process the memory it asked for.
    pub const NO_MEMORY: u32 = 0xC000_0017;
    /// The stack ran out.
    pub const STACK_OVERFLOW: u32 = 0xC000_00FD;
    /// A fast fail (`__fastfail`): how Rust's runtime aborts on Windows, after a failed
    /// allocation too.
    pub const FAST_FAIL: u32 = 0xC000_0409;
}

impl Ending {
    /// The ending of a process as this system reports it.
    pub fn of(status: std::process::ExitStatus) -> Ending {
        #[cfg(unix)]
        if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
            return Ending::Signal(signal);
        }
        match status.code() {
            #[cfg(windows)]
            Some(code) => Ending::of_windows_code(code),
            #[cfg(not(windows))]
            Some(code) => Ending::Code(code),
            // Neither a code nor a signal: no system we build for says that.
            None => Ending::Code(-1),
        }
    }

    /// A Windows exit code, which is an exception's code when it is a system's NTSTATUS
    /// error (severity bits `11`, customer bit clear; `process::exit(-1)` is `0xFFFFFFFF`,
    /// a customer's code). Any system can read one, so the tests run everywhere.
    pub fn of_windows_code(code: i32) -> Ending {
        let unsigned = code as u32;
        if unsigned & 0xE000_0000 == 0xC000_0000 { Ending::Exception(unsigned) } else { Ending::Code(code) }
    }

    /// Whether the process ended well: exit code 0.
    pub fn success(self) -> bool {
        self == Ending::Code(0)
    }
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
            Verdict::Crashed { signal: Some(signal), .. } => format!("crashed (signal {signal})"),
            Verdict::Crashed { exception: Some(code), .. } => format!("crashed (exception {code:#010X})"),
            Verdict::Crashed { .. } => "crashed".into(),
        }
    }

    /// Decides the verdict of a child run; the order matters (a kill beats a partial report).
    ///
    /// A pass needs both the child's own report that every check held and a clean exit
    /// observed by the parent: a process that reported and then died did not pass.
    pub fn of(run: &ChildRun, timeout: Duration) -> Verdict {
        let Some(ending) = run.ending else {
            return Verdict::TimedOut { seconds: timeout.as_secs_f64() };
        };
        for event in &run.events {
            match event {
                Event::Value { passed: false, .. } | Event::Failure { .. } => return Verdict::Failed,
                Event::Panic { message, location } => return panic_verdict(message, location),
                Event::Finished if ending.success() => return Verdict::Passed,
                _ => {}
            }
        }
        // The runtime's last words explain a crash, never an exit: student code can print them.
        match (ending, &run.runtime_message) {
            (Ending::Code(code), _) => Verdict::Exited { code },
            (_, Some(RuntimeMessage::StackOverflow)) => Verdict::StackOverflow,
            (_, Some(RuntimeMessage::AllocationFailed { bytes })) => Verdict::OutOfMemory { bytes: *bytes },
            (Ending::Exception(exception::STACK_OVERFLOW), None) => Verdict::StackOverflow,
            (Ending::Signal(signal), None) => Verdict::Crashed { signal: Some(signal), exception: None },
            (Ending::Exception(code), None) => Verdict::Crashed { signal: None, exception: Some(code) },
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

#[cfg(test)]
mod tests {
    use super::*;

    const LIMIT: Duration = Duration::from_millis(1500);

    fn exited(code: i32) -> Option<Ending> {
        Some(Ending::Code(code))
    }

    fn killed(signal: i32) -> Option<Ending> {
        Some(Ending::Signal(signal))
    }

    /// A Windows program that ended with `code` as its exit code.
    fn on_windows(code: u32) -> Option<Ending> {
        Some(Ending::of_windows_code(code as i32))
    }

    fn verdict(events: Vec<Event>, ending: Option<Ending>, message: Option<RuntimeMessage>) -> Verdict {
        Verdict::of(&ChildRun::stand_in(events, ending, message), LIMIT)
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
        assert_eq!(
            verdict(vec![Event::Finished], killed(9), None),
            Verdict::Crashed { signal: Some(9), exception: None }
        );
        assert_eq!(verdict(vec![line("f()"), value(true)], exited(0), None), Verdict::Exited { code: 0 });
        assert_eq!(verdict(Vec::new(), exited(0), None), Verdict::Exited { code: 0 });
    }

    #[test]
    fn a_wrong_value_or_a_failed_check_fails_the_case() {
        assert_eq!(verdict(vec![line("f()"), value(false)], exited(0), None), Verdict::Failed);
        let failure = Event::Failure { explanation: "line 2 differs".into(), english: None };
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
        assert_eq!(
            verdict(Vec::new(), killed(6), None),
            Verdict::Crashed { signal: Some(6), exception: None }
        );
        assert_eq!(
            verdict(Vec::new(), killed(11), None),
            Verdict::Crashed { signal: Some(11), exception: None }
        );
    }

    #[test]
    fn windows_exceptions_are_named_as_the_signals_are() {
        // Real Windows: a stack overflow is its own exception, with or without the runtime's words.
        let overflow = on_windows(exception::STACK_OVERFLOW);
        assert_eq!(verdict(vec![line("f()")], overflow, None), Verdict::StackOverflow);
        // An abort and a failed allocation both end in a fast fail; the runtime's words tell them apart.
        let fast_fail = on_windows(exception::FAST_FAIL);
        let allocation = Some(RuntimeMessage::AllocationFailed { bytes: 1 << 40 });
        assert_eq!(verdict(Vec::new(), fast_fail, allocation), Verdict::OutOfMemory { bytes: 1 << 40 });
        assert_eq!(
            verdict(Vec::new(), fast_fail, None),
            Verdict::Crashed { signal: None, exception: Some(exception::FAST_FAIL) }
        );
        assert_eq!(
            verdict(Vec::new(), on_windows(exception::ACCESS_VIOLATION), None),
            Verdict::Crashed { signal: None, exception: Some(exception::ACCESS_VIOLATION) }
        );
        // What real Windows gives for an abort, as a signed exit code.
        assert_eq!(Ending::of_windows_code(-1_073_740_791), Ending::Exception(exception::FAST_FAIL));
        // An ordinary exit code, negative or not, is an exit.
        assert_eq!(verdict(Vec::new(), on_windows(3), None), Verdict::Exited { code: 3 });
        assert_eq!(verdict(Vec::new(), on_windows(u32::MAX), None), Verdict::Exited { code: -1 });
        assert!(Ending::of_windows_code(0).success());
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
            Verdict::Crashed { signal: None, exception: None },
        ] {
            assert!(!verdict.passed(), "{verdict:?}");
        }
    }
}
