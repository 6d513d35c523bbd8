//! The `hog` binary run as a student runs it: whatever state their code is in,
//! it answers with sentences, never a panic trace.

use std::io::Write;
use std::process::{Command, Output, Stdio};

#[path = "support/stubs.rs"]
mod stubs;

use stubs::{first_todo_in_rules, not_written};

/// Runs `hog` with `args`, typing `typed` on its standard input.
fn hog(args: &[&str], typed: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hog"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("hog starts");
    child.stdin.take().expect("stdin is piped").write_all(typed.as_bytes()).expect("hog reads its input");
    child.wait_with_output().expect("hog finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A failure must be one sentence on standard error, not a trace.
fn assert_no_trace(output: &Output) {
    let stderr = text(&output.stderr);
    for trace in ["panicked at", "RUST_BACKTRACE", "stack backtrace"] {
        assert!(!stderr.contains(trace), "a panic trace reached the student:\n{stderr}");
    }
    if !output.status.success() {
        assert!(!stderr.trim().is_empty(), "hog failed without saying why");
    }
}

#[test]
fn a_computer_game_never_shows_a_trace() {
    let output = hog(&["play", "-n", "0", "--seed", "1", "--goal", "30"], "");
    assert_no_trace(&output);
}

/// A game reaches `play`'s `todo!()` (problem 05) before any rule's, yet on the stubs as handed
/// out the problem to write first is 01: that is the one named, and the game fails.
#[test]
fn a_game_names_the_first_problem_still_to_write() {
    let Some((problem, function)) = first_todo_in_rules() else {
        return; // every rule is written: the game runs, as the tests with the solution show
    };
    let output = hog(&["play", "-n", "0", "--seed", "1"], "");
    assert_no_trace(&output);
    assert_eq!(output.status.code(), Some(1), "a game stopped by a todo!() is a failure");
    assert_eq!(text(&output.stderr), not_written(&problem, &function) + "\n");
}

#[test]
fn experiments_never_show_a_trace() {
    let output = hog(&["experiments", "--games", "20", "--seed", "1"], "");
    assert_no_trace(&output);
}

#[test]
fn the_options_are_checked_before_any_game() {
    let output = hog(&["play", "-n", "3"], "");
    assert!(!output.status.success());
    assert!(text(&output.stderr).contains("0..=2"), "{}", text(&output.stderr));
}

/// These need the student's code to work, so they run on the solution.
#[cfg(feature = "solution")]
mod with_the_solution {
    use super::*;

    #[test]
    fn a_seeded_game_is_the_same_every_time() {
        let args = ["play", "-n", "0", "--seed", "7"];
        let first = hog(&args, "");
        assert!(first.status.success(), "{}", text(&first.stderr));
        assert_eq!(first.stdout, hog(&args, "").stdout);
        let stdout = text(&first.stdout);
        assert!(stdout.contains("The final score is Player 0: "), "{stdout}");
        assert!(stdout.ends_with(" wins!\n"), "{stdout}");
    }

    #[test]
    fn a_human_is_asked_again_and_may_quit_with_end_of_input() {
        let output = hog(&["play", "--seed", "1"], "six\n11\n3\n");
        assert_no_trace(&output);
        assert!(output.status.success());
        let stdout = text(&output.stdout);
        assert!(stdout.contains("\"six\" is not a whole number: please type an integer from 0 to 10.\n"));
        assert!(stdout.contains("11 is too many: you may roll at most 10 dice."));
        assert!(stdout.contains("The score is 0 to 0 and Player 0 rolls 3 dice...\n"));
        assert!(stdout.ends_with("Input ended, so the game stops here. Goodbye!\n"), "{stdout}");
    }

    #[test]
    fn experiments_print_every_rate_with_its_standard_error() {
        let output = hog(&["experiments", "--games", "100", "--seed", "1"], "");
        assert!(output.status.success(), "{}", text(&output.stderr));
        let stdout = text(&output.stdout);
        assert_eq!(
            stdout.lines().filter(|line| line.contains(" win rate:") && line.contains(" ± ")).count(),
            7
        );
    }
}
