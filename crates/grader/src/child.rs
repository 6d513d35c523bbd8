//! Each case runs in a child process of the suite binary.
//!
//! That is what makes the grader survive any student code: a time-out is a
//! kill, a crash or a `process::exit` is a child that did not report, and a
//! flood of output is drained and dropped. The parent side is [`run`]; the
//! child side is [`serve`].

use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use wait_timeout::ChildExt;

use crate::event::Event;
use crate::model::{Case, CaseId};
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
    pub status: Option<ExitStatus>,
    /// `DEBUG:` lines the student's code printed (to stdout or stderr).
    pub debug_lines: Vec<String>,
    /// Lines of output dropped beyond [`MAX_DEBUG_LINES`].
    pub dropped_debug_lines: usize,
    /// Whether the Rust runtime reported a stack overflow.
    pub stack_overflow: bool,
    /// Wall time of the child.
    pub elapsed: Duration,
}

/// Runs one case in a child process of `exe`, killing it after `timeout`.
pub fn run(exe: &Path, id: &CaseId, timeout: Duration) -> std::io::Result<ChildRun> {
    let report = tempfile::NamedTempFile::new()?;
    let started = Instant::now();
    let mut child = Command::new(exe)
        .arg(CHILD_COMMAND)
        .arg(&id.problem)
        .arg(id.suite.to_string())
        .arg(id.case.to_string())
        .arg(report.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let stdout = drain(child.stdout.take().expect("stdout is piped"));
    let stderr = drain(child.stderr.take().expect("stderr is piped"));
    let status = match child.wait_timeout(timeout)? {
        Some(status) => Some(status),
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
    Ok(ChildRun {
        events: read_events(report.path()),
        status,
        dropped_debug_lines: out.dropped + err.dropped + debug_lines.len().saturating_sub(MAX_DEBUG_LINES),
        debug_lines: debug_lines.into_iter().take(MAX_DEBUG_LINES).collect(),
        stack_overflow: err.stack_overflow,
        elapsed,
    })
}

#[derive(Default)]
struct Drained {
    debug_lines: Vec<String>,
    dropped: usize,
    stack_overflow: bool,
}

/// Reads a pipe to its end on a thread of its own, keeping only what the report shows.
fn drain(pipe: impl Read + Send + 'static) -> thread::JoinHandle<Drained> {
    thread::spawn(move || {
        let mut drained = Drained::default();
        let mut reader = BufReader::new(pipe);
        let mut line = Vec::new();
        // Lines are read as bytes: student output need not be UTF-8.
        while reader.read_until(b'\n', &mut line).unwrap_or(0) > 0 {
            let text = String::from_utf8_lossy(&line);
            let text = text.trim_end();
            if text.starts_with(DEBUG_PREFIX) {
                if drained.debug_lines.len() < MAX_DEBUG_LINES {
                    drained.debug_lines.push(text.chars().take(500).collect());
                } else {
                    drained.dropped += 1;
                }
            } else if text.contains("has overflowed its stack") {
                drained.stack_overflow = true;
            }
            line.clear();
        }
        drained
    })
}

/// The events of a report file; a half-written last line (the child was killed) is dropped.
fn read_events(path: &Path) -> Vec<Event> {
    let Ok(file) = File::open(path) else { return Vec::new() };
    BufReader::new(file)
        .lines()
        .map_while(Result::ok)
        .map_while(|line| serde_json::from_str(&line).ok())
        .collect()
}

/// The last panic's message and location, kept by the panic hook for the report.
static LAST_PANIC: Mutex<Option<(String, Option<String>)>> = Mutex::new(None);

/// The child side: runs `case`, writes its events to `report`, and exits.
pub fn serve(case: &Case, report: &Path) -> ! {
    let file = match File::create(report) {
        Ok(file) => file,
        Err(error) => {
            eprintln!("cannot write the case report {}: {error}", report.display());
            std::process::exit(2);
        }
    };
    panic::set_hook(Box::new(|info| {
        let message = match info.payload().downcast_ref::<&str>() {
            Some(text) => text.to_string(),
            None => info.payload().downcast_ref::<String>().cloned().unwrap_or_default(),
        };
        let location = info.location().map(|l| format!("{}:{}", l.file(), l.line()));
        *LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()) = Some((message, location));
    }));
    let mut session = Session::new(Box::new(file));
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
