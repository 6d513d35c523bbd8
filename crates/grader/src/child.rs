//! Each case runs in a child process of the suite binary.
//!
//! That is what makes the grader survive any student code: a time-out is a
//! kill, a crash or a `process::exit` is a child that did not report, and a
//! flood of output is drained and dropped. The parent side is [`run`]; the
//! child side is [`serve`].
//!
//! The child reports on its standard output, in lines that start with a tag the parent
//! makes up for that child alone and hands over on standard input; the child reads it
//! before any student code runs, and student code never sees it. So code under test can
//! print what it likes, but it cannot forge a report, and there is no report file for it
//! to write. Each child works in a throw-away folder of its own and confines itself
//! there before the case starts (see [`crate::confine`]).

use std::hash::{BuildHasher, Hasher};
use std::io::{BufRead, BufReader, Read, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use wait_timeout::ChildExt;

use crate::confine::{self, Confinement};
use crate::event::Event;
use crate::model::{Case, CaseId};
use crate::outcome::Ending;
use crate::session::{Mismatch, Session};

/// The hidden subcommand the suite binary answers when it is a case's child.
pub const CHILD_COMMAND: &str = "__run-case";

/// Prefix of the student's output lines that the grader shows.
pub const DEBUG_PREFIX: &str = "DEBUG:";

/// How many `DEBUG:` lines a case keeps; a print in a loop must not flood the report.
const MAX_DEBUG_LINES: usize = 50;

/// What the parent learned from one child.
#[derive(Debug)]
pub struct ChildRun {
    /// The events the case reported, in order.
    pub events: Vec<Event>,
    /// How the child ended; `None` when it was killed for running too long.
    pub ending: Option<Ending>,
    /// `DEBUG:` lines the student's code printed (to stdout or stderr).
    pub debug_lines: Vec<String>,
    /// Lines of output dropped beyond [`MAX_DEBUG_LINES`].
    pub dropped_debug_lines: usize,
    /// What the Rust runtime said on stderr before the process died, if it said anything
    /// the report can explain (a stack overflow, a failed allocation).
    pub runtime_message: Option<RuntimeMessage>,
    /// The protections the child put in place, as it reported them.
    pub confinement: Option<Confinement>,
    /// Wall time of the child.
    pub elapsed: Duration,
}

#[cfg(test)]
impl ChildRun {
    /// What a child that reported `events` and ended with `ending` would give, for the tests
    /// of verdicts and scoring.
    pub(crate) fn stand_in(
        events: Vec<Event>,
        ending: Option<Ending>,
        runtime_message: Option<RuntimeMessage>,
    ) -> ChildRun {
        ChildRun {
            events,
            ending,
            debug_lines: Vec::new(),
            dropped_debug_lines: 0,
            runtime_message,
            confinement: None,
            elapsed: Duration::from_millis(3),
        }
    }
}

/// A message of the Rust runtime that explains why a process aborted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuntimeMessage {
    /// "thread '…' has overflowed its stack".
    StackOverflow,
    /// "memory allocation of N bytes failed".
    AllocationFailed {
        /// The size asked for.
        bytes: u64,
    },
}

/// Runs one case in a child process of `exe`, killing it after `timeout`.
pub fn run(exe: &Path, id: &CaseId, timeout: Duration) -> std::io::Result<ChildRun> {
    let workdir = tempfile::Builder::new().prefix("hog-case-").tempdir()?;
    let tag = new_tag();
    let started = Instant::now();
    let mut child = Command::new(exe)
        .arg(CHILD_COMMAND)
        .arg(&id.problem)
        .arg(id.suite.to_string())
        .arg(id.case.to_string())
        // The case speaks the report's language: its comments, hints and explanations.
        .env(hog_i18n::VARIABLE, hog_i18n::current().language())
        .current_dir(workdir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    // The tag is all the child ever reads: closing stdin then gives student code end of input.
    if let Some(mut stdin) = child.stdin.take() {
        let _ = writeln!(stdin, "{tag}");
    }
    let stdout = drain(child.stdout.take().expect("stdout is piped"), Some(tag));
    let stderr = drain(child.stderr.take().expect("stderr is piped"), None);
    let ending = match child.wait_timeout(timeout)? {
        Some(status) => Some(Ending::of(status)),
        None => {
            let _ = child.kill();
            let _ = child.wait();
            None
        }
    };
    let elapsed = started.elapsed();
    let (out, err) = (stdout.join().unwrap_or_default(), stderr.join().unwrap_or_default());
    let mut debug_lines = out.debug_lines;
    debug_lines.extend(err.debug_lines);
    let (confinements, events): (Vec<Event>, Vec<Event>) =
        out.events.into_iter().partition(|e| matches!(e, Event::Confined { .. }));
    let confinement = confinements.into_iter().find_map(|e| match e {
        Event::Confined { confinement } => Some(confinement),
        _ => None,
    });
    Ok(ChildRun {
        events,
        ending,
        dropped_debug_lines: out.dropped + err.dropped + debug_lines.len().saturating_sub(MAX_DEBUG_LINES),
        debug_lines: debug_lines.into_iter().take(MAX_DEBUG_LINES).collect(),
        runtime_message: err.runtime_message,
        confinement,
        elapsed,
    })
}

/// A tag no student code can guess: 128 bits from the standard library's randomly keyed hasher.
pub fn new_tag() -> String {
    let half = || std::collections::hash_map::RandomState::new().build_hasher().finish();
    format!("hog-event-{:016x}{:016x}", half(), half())
}

#[derive(Default)]
struct Drained {
    events: Vec<Event>,
    debug_lines: Vec<String>,
    dropped: usize,
    runtime_message: Option<RuntimeMessage>,
}

/// Reads a pipe to its end on a thread of its own, keeping only what the report shows:
/// with a `tag`, the events on lines that carry it; from any pipe, `DEBUG:` lines and the
/// runtime's last words.
fn drain(pipe: impl Read + Send + 'static, tag: Option<String>) -> thread::JoinHandle<Drained> {
    thread::spawn(move || {
        let mut drained = Drained::default();
        let mut reader = BufReader::new(pipe);
        let mut line = Vec::new();
        // Lines are read as bytes: student output need not be UTF-8.
        while reader.read_until(b'\n', &mut line).unwrap_or(0) > 0 {
            let text = String::from_utf8_lossy(&line);
            let text = text.trim_end();
            let event = tag.as_deref().and_then(|tag| text.strip_prefix(tag)?.strip_prefix(' '));
            if let Some(json) = event {
                // A line cut short by a kill does not parse, and is dropped.
                drained.events.extend(serde_json::from_str::<Event>(json).ok());
            } else if text.starts_with(DEBUG_PREFIX) {
                if drained.debug_lines.len() < MAX_DEBUG_LINES {
                    drained.debug_lines.push(text.chars().take(500).collect());
                } else {
                    drained.dropped += 1;
                }
            } else if let Some(message) = runtime_message(text) {
                drained.runtime_message = Some(message);
            }
            line.clear();
        }
        drained
    })
}

/// Recognises the runtime's message before an abort. Student code can print the same
/// words, but they only ever explain a process that really died of a signal.
fn runtime_message(line: &str) -> Option<RuntimeMessage> {
    if line.contains("has overflowed its stack") {
        return Some(RuntimeMessage::StackOverflow);
    }
    let bytes = line.strip_prefix("memory allocation of ")?.strip_suffix(" bytes failed")?;
    Some(RuntimeMessage::AllocationFailed { bytes: bytes.parse().ok()? })
}

/// The last panic's message and location, kept by the panic hook for the report.
static LAST_PANIC: Mutex<Option<(String, Option<String>)>> = Mutex::new(None);

/// The child side: reads its tag, confines itself, runs `case`, reports, and exits.
pub fn serve(case: &Case) -> ! {
    let mut tag = String::new();
    if std::io::stdin().lock().read_line(&mut tag).is_err() || tag.trim().is_empty() {
        eprintln!("a case's child is started by the grader, which hands it a tag on stdin");
        std::process::exit(2);
    }
    let confinement = match std::env::current_dir() {
        Ok(workdir) => confine::confine(&workdir),
        Err(_) => Confinement::None,
    };
    panic::set_hook(Box::new(|info| {
        let message = match info.payload().downcast_ref::<&str>() {
            Some(text) => text.to_string(),
            None => info.payload().downcast_ref::<String>().cloned().unwrap_or_default(),
        };
        let location = info.location().map(|l| format!("{}:{}", l.file(), l.line()));
        *LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()) = Some((message, location));
    }));
    let mut session = Session::new(Box::new(std::io::stdout()), tag.trim().to_owned());
    session.emit(&Event::Confined { confinement });
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| (case.run)(&mut session)));
    match outcome {
        Ok(()) => session.emit(&Event::Finished),
        Err(payload) if payload.is::<Mismatch>() => {}
        Err(_) => {
            let (message, location) =
                LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()).take().unwrap_or_default();
            session.emit(&Event::Panic { message, location });
        }
    }
    std::process::exit(0);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_runtime_explains_only_what_it_says() {
        assert_eq!(
            runtime_message("memory allocation of 1099511627776 bytes failed"),
            Some(RuntimeMessage::AllocationFailed { bytes: 1 << 40 })
        );
        assert_eq!(
            runtime_message("thread 'main' has overflowed its stack"),
            Some(RuntimeMessage::StackOverflow)
        );
        assert_eq!(runtime_message("memory allocation of many bytes failed"), None);
        assert_eq!(runtime_message("fatal runtime error: stack overflow"), None);
    }

    #[test]
    fn tags_differ_from_child_to_child() {
        assert_ne!(new_tag(), new_tag());
        assert!(new_tag().len() > 40);
    }
}
