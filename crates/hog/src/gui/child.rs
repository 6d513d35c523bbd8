//! Running one job in a worker process with a time limit, and reading what it left.
//!
//! The student's code may loop forever, overflow the stack or exit: in a child
//! process each of these ends the child only, and becomes a [`Failure`] the page
//! can show. The server itself never runs the student's code.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread;
use std::time::Duration;

use hog_i18n::t;
use wait_timeout::ChildExt;

use super::protocol::{Answer, Failure, Job};
use super::worker::ANSWER_MARK;
use crate::edition::Edition;

/// How long one job may take: a replay of a whole game takes milliseconds.
pub const TIME_LIMIT: Duration = Duration::from_secs(5);

/// The longest line of output kept: an answer for the largest grid is well below it.
const MAX_LINE: usize = 4 << 20;

/// How much of the end of the worker's standard error is kept, for its last words.
const MAX_LAST_WORDS: usize = 4096;

/// How to start a worker: this very binary, with its hidden subcommand.
#[derive(Clone, Debug)]
pub struct Worker {
    program: PathBuf,
    args: Vec<String>,
    limit: Duration,
}

impl Worker {
    /// The worker of the running `hog` binary, playing `edition`.
    pub fn of_this_binary(edition: &Edition) -> io::Result<Worker> {
        let args = vec!["gui-worker".into(), "--edition".into(), edition.name.into()];
        Ok(Worker { program: std::env::current_exe()?, args, limit: TIME_LIMIT })
    }

    /// Runs `job` in a new worker that speaks `language`. `Err` only when no worker could be
    /// started or talked to: a fault of the machine or of hog, not of the student's code.
    pub fn run(&self, job: &Job, language: &str) -> Result<Answer, String> {
        let input = serde_json::to_vec(job).expect("jobs are plain data");
        let mut command = Command::new(&self.program);
        command.args(&self.args).env(hog_i18n::VARIABLE, language);
        let ended = run_child(command, &input, self.limit).map_err(|error| {
            t!(
                "gui-cannot-run-worker",
                program = self.program.display().to_string(),
                error = error.to_string()
            )
        })?;
        Ok(ended.answer())
    }
}

/// How a child ended: what it said, or that it was stopped.
#[derive(Debug)]
pub enum Ended {
    /// It exited by itself.
    Exited {
        /// Its exit status.
        status: ExitStatus,
        /// The last line of standard output that carried an answer, without the mark.
        answer: Option<String>,
        /// The end of its standard error.
        last_words: String,
    },
    /// It ran out of time and was killed.
    TimedOut(Duration),
}

impl Ended {
    /// The answer, or why there is none, said for the student.
    pub fn answer(self) -> Answer {
        let (status, answer, last_words) = match self {
            Ended::TimedOut(limit) => return Answer::Failure(timed_out(limit)),
            Ended::Exited { status, answer, last_words } => (status, answer, last_words),
        };
        if let Some(answer) = answer {
            match serde_json::from_str(&answer) {
                Ok(answer) => return answer,
                Err(error) => {
                    return Answer::Failure(unexplained(&t!(
                        "gui-unreadable-answer",
                        error = error.to_string()
                    )));
                }
            }
        }
        if last_words.contains("has overflowed its stack") {
            return Answer::Failure(Failure { problem: None, function: None, message: t!("gui-overflowed") });
        }
        let last_line = last_words.lines().rev().find(|line| !line.trim().is_empty()).unwrap_or("");
        let how = if last_line.is_empty() {
            t!("gui-ended-silently", status = status.to_string())
        } else {
            t!("gui-ended-saying", status = status.to_string(), line = last_line.trim())
        };
        Answer::Failure(unexplained(&how))
    }
}

fn timed_out(limit: Duration) -> Failure {
    Failure { problem: None, function: None, message: t!("gui-timed-out", seconds = limit.as_secs()) }
}

fn unexplained(how: &str) -> Failure {
    Failure { problem: None, function: None, message: t!("gui-stopped", how = how) }
}

/// Runs `command` with `input` on its standard input, for at most `limit`.
pub fn run_child(mut command: Command, input: &[u8], limit: Duration) -> io::Result<Ended> {
    let mut child = command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn()?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let stdout = child.stdout.take().expect("stdout is piped");
    let stderr = child.stderr.take().expect("stderr is piped");
    let answer = thread::spawn(move || last_answer(BufReader::new(stdout)));
    let last_words = thread::spawn(move || tail(stderr, MAX_LAST_WORDS));
    // A child that stops reading early is seen in its exit; a broken pipe says nothing more.
    let _ = stdin.write_all(input);
    drop(stdin);
    let status = wait(&mut child, limit)?;
    let answer = answer.join().unwrap_or(None);
    let last_words = last_words.join().unwrap_or_default();
    Ok(match status {
        Some(status) => Ended::Exited { status, answer, last_words },
        None => Ended::TimedOut(limit),
    })
}

/// Waits for `child` for at most `limit`; `None` when it had to be killed.
fn wait(child: &mut Child, limit: Duration) -> io::Result<Option<ExitStatus>> {
    if let Some(status) = child.wait_timeout(limit)? {
        return Ok(Some(status));
    }
    // It may have ended just now; either way it is reaped below.
    let _ = child.kill();
    child.wait()?;
    Ok(None)
}

/// The last line that starts with [`ANSWER_MARK`], read to the end so the child never blocks.
fn last_answer(mut out: impl BufRead) -> Option<String> {
    let mut answer = None;
    let mut line = Vec::new();
    loop {
        line.clear();
        match (&mut out).take(MAX_LINE as u64).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return answer,
            Ok(_) => {}
        }
        if let Some(rest) = line.strip_prefix(ANSWER_MARK.as_bytes()) {
            answer = Some(String::from_utf8_lossy(rest).trim_end().to_owned());
        }
        if line.len() == MAX_LINE && !line.ends_with(b"\n") {
            // The rest of an overlong line is not an answer: skip to its end.
            let _ = out.skip_until(b'\n');
        }
    }
}

/// The last `keep` bytes of `from`, as text.
fn tail(mut from: impl Read, keep: usize) -> String {
    let mut kept = Vec::new();
    let mut buffer = [0; 8192];
    while let Ok(read @ 1..) = from.read(&mut buffer) {
        kept.extend_from_slice(&buffer[..read]);
        if kept.len() > 2 * keep {
            kept.drain(..kept.len() - keep);
        }
    }
    let start = kept.len().saturating_sub(keep);
    String::from_utf8_lossy(&kept[start..]).into_owned()
}

#[cfg(all(test, unix))]
mod tests {
    use std::time::Instant;

    use super::*;

    fn shell(script: &str, limit: Duration) -> Ended {
        let mut command = Command::new("sh");
        command.args(["-c", script]);
        run_child(command, b"the job", limit).unwrap()
    }

    fn failure(ended: Ended) -> Failure {
        match ended.answer() {
            Answer::Failure(failure) => failure,
            other => panic!("not a failure: {other:?}"),
        }
    }

    #[test]
    fn the_last_marked_line_is_the_answer_whatever_else_is_printed() {
        let answer = r#"{"failure":{"problem":"05","function":"play","message":"m"}}"#;
        let script = format!(
            "cat >/dev/null; echo 'DEBUG: hello'; printf 'no newline'; echo; echo '{ANSWER_MARK}{answer}'"
        );
        let Answer::Failure(failure) = shell(&script, Duration::from_secs(10)).answer() else { panic!() };
        assert_eq!(failure.problem.as_deref(), Some("05"));
    }

    #[test]
    fn the_job_reaches_standard_input() {
        let script = format!("read job; echo \"{ANSWER_MARK}\\\"$job\\\"\"");
        let Ended::Exited { answer, .. } = shell(&script, Duration::from_secs(10)) else { panic!() };
        assert_eq!(answer.as_deref(), Some("\"the job\""));
    }

    #[test]
    fn an_endless_loop_is_stopped_at_the_limit() {
        let started = Instant::now();
        let ended = shell("while :; do :; done", Duration::from_millis(300));
        assert!(matches!(ended, Ended::TimedOut(_)), "{ended:?}");
        assert!(started.elapsed() < Duration::from_secs(5));
        assert!(failure(ended).message.starts_with("Your code did not finish within 0 seconds"));
    }

    #[test]
    fn a_stack_overflow_is_named() {
        let script = "echo \"thread 'main' has overflowed its stack\" >&2; kill -ABRT $$";
        let message = failure(shell(script, Duration::from_secs(10))).message;
        assert!(message.starts_with("Your code overflowed the stack"), "{message}");
    }

    #[test]
    fn an_exit_without_an_answer_says_how_it_ended() {
        let message = failure(shell("echo 'last words' >&2; exit 3", Duration::from_secs(10))).message;
        assert_eq!(
            message,
            "Your code stopped the game: the replay ended (exit status: 3) without an answer, saying: last \
             words. Does it call std::process::exit, or abort?"
        );
    }

    #[test]
    fn only_the_end_of_a_long_stderr_is_kept() {
        let text = "x".repeat(20_000) + "the end";
        assert_eq!(tail(text.as_bytes(), 7), "the end");
    }
}
