//! What a student sees while the suites build: nothing when the build is quick; when it is
//! not, a notice, then cargo's own progress bar on one line (at a terminal).
//!
//! The build's diagnostics are read as JSON from cargo's standard output; its standard
//! error carries only the status lines and the bar, so that is all this module looks at.

use std::io::{IsTerminal, Read, Write};
use std::process::{ChildStderr, Command};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long a build runs before the student is told it is building.
const QUIET_FOR: Duration = Duration::from_millis(1500);

/// Whether to draw cargo's bar: only where a person watches.
fn drawing() -> bool {
    std::io::stderr().is_terminal()
}

/// Asks cargo for its progress bar even though its standard error is a pipe.
pub fn request_bar(command: &mut Command) {
    if drawing() {
        command.env("CARGO_TERM_PROGRESS_WHEN", "always").env("CARGO_TERM_PROGRESS_WIDTH", "80");
    }
}

/// Watches one build's standard error until [`Watch::finish`].
pub struct Watch {
    finished: mpsc::Sender<()>,
    timer: JoinHandle<()>,
    reader: JoinHandle<String>,
}

impl Watch {
    /// Starts watching: `notice`, if any, is printed once the build has run for a moment,
    /// and cargo's bar after it; `status` is told each of cargo's status lines as it comes.
    pub fn start(stderr: ChildStderr, notice: Option<String>, status: Box<dyn Fn(&str) + Send>) -> Watch {
        let announced = Arc::new(AtomicBool::new(false));
        let (finished, quiet) = mpsc::channel::<()>();
        let timer = {
            let announced = Arc::clone(&announced);
            std::thread::spawn(move || {
                let Some(notice) = notice else { return };
                if quiet.recv_timeout(QUIET_FOR) == Err(RecvTimeoutError::Timeout) {
                    eprintln!("{notice}");
                    announced.store(true, Ordering::SeqCst);
                }
            })
        };
        let reader = std::thread::spawn(move || show_bar(stderr, &announced, &*status));
        Watch { finished, timer, reader }
    }

    /// Waits for the build's standard error to close, clears the bar, and returns the lines
    /// cargo printed there besides the bar.
    pub fn finish(self) -> String {
        drop(self.finished);
        let _ = self.timer.join();
        self.reader.join().unwrap_or_default()
    }
}

/// Copies each state of cargo's bar to our standard error, over the previous one, once the
/// notice is out; keeps everything else cargo prints there, for the caller.
fn show_bar(mut stderr: ChildStderr, announced: &AtomicBool, status: &dyn Fn(&str)) -> String {
    let draw = drawing();
    let mut drawn = false;
    let mut kept = String::new();
    let mut pending = Vec::new();
    let mut chunk = [0u8; 4096];
    while let Ok(read) = stderr.read(&mut chunk) {
        if read == 0 {
            break;
        }
        pending.extend_from_slice(&chunk[..read]);
        while let Some(end) = pending.iter().position(|&b| b == b'\r' || b == b'\n') {
            let segment: Vec<u8> = pending.drain(..=end).collect();
            let segment = String::from_utf8_lossy(&segment);
            let segment = segment.trim();
            if !segment.starts_with("Building [") {
                if !segment.is_empty() {
                    status(segment);
                    kept.push_str(segment);
                    kept.push('\n');
                }
            } else if draw && announced.load(Ordering::SeqCst) {
                eprint!("\r\x1b[2K    {segment}");
                let _ = std::io::stderr().flush();
                drawn = true;
            }
        }
    }
    if drawn {
        eprint!("\r\x1b[2K");
    }
    kept
}
