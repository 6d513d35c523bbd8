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
fn exact_analysis_never_shows_a_trace() {
    let threshold_strategy = hog_strategies::THRESHOLD_STRATEGIES[0].0;
    for args in [
        &["exact", threshold_strategy][..],
        &["optimal", "--goal", "20", "--out", env!("CARGO_TARGET_TMPDIR")],
    ] {
        assert_no_trace(&hog(args, ""));
    }
    let output = hog(&["exact", "best_response", "--against", "best_response"], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "hog: best_response is the best reply to the other strategy, so only one side can be it.\n"
    );
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
    fn exact_prints_both_seats_and_their_average() {
        let output = hog(&["exact", "always_roll(6)"], "");
        assert!(output.status.success(), "{}", text(&output.stderr));
        let stdout = text(&output.stdout);
        let with = |how: &str| hog_rules::TOTAL_RULE.map(|rule| format!(" {how} {rule}")).unwrap_or_default();
        let game = format!("a game to 100{}", with("with"));
        assert!(
            stdout.starts_with(&format!(
                "always_roll(6) against always_roll(6), {game}, worked out exactly:\n"
            ))
        );
        assert!(stdout.contains("\n  win rate      0.500000000  (as many games in each seat)\n"), "{stdout}");
        // Six dice always score, so no edition's game of these two can go on for ever.
        let output =
            hog(&["exact", "optimal", "--against", "always_roll(6)", "--goal", "50", "--no-total-rule"], "");
        let game = format!("a game to 50{}", with("without"));
        assert!(text(&output.stdout).contains(&game), "{}", text(&output.stdout));
    }

    #[test]
    fn optimal_writes_its_tables_and_pictures() {
        let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-optimal");
        let _ = std::fs::remove_dir_all(&out);
        let output = hog(&["optimal", "--goal", "30", "--out", out.to_str().unwrap()], "");
        assert!(output.status.success(), "{}", text(&output.stderr));
        for file in ["optimal.csv", "chances.csv", "optimal.svg", "optimal.png", "chances.svg", "chances.png"]
        {
            assert!(text(&output.stdout).contains(file), "{file} is listed");
            assert!(out.join(file).metadata().unwrap().len() > 0, "{file} is written");
        }
        let csv = std::fs::read_to_string(out.join("optimal.csv")).unwrap();
        assert_eq!(csv.lines().count(), 31, "a header and a row per own score");
        // One point from the goal, wherever zero dice win for sure, the optimal strategy rolls none.
        let last_row: Vec<&str> = csv.lines().last().unwrap().split(',').skip(1).collect();
        let mut sure_wins = 0;
        for (opponent, dice) in (0..).zip(last_row) {
            let state = hog_rules::turn::State::new(29, opponent, hog_rules::START_MEMORY);
            let (points, change) = hog_rules::transition().outcome(state, &[], 0, true);
            if change.apply(state, points).mover_won(30) {
                assert_eq!(dice, "0", "29 to {opponent}");
                sure_wins += 1;
            }
        }
        assert!(sure_wins > 0, "zero dice win for sure somewhere one point from the goal");
    }

    #[test]
    fn experiments_compare_each_rate_with_the_exact_one_and_draw_them() {
        let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-experiments");
        let output = hog(
            &["experiments", "--games", "200", "--seed", "1", "--exact", "--plot", out.to_str().unwrap()],
            "",
        );
        assert!(output.status.success(), "{}", text(&output.stderr));
        let stdout = text(&output.stdout);
        assert_eq!(
            stdout.lines().filter(|line| line.contains(" win rate:") && line.contains("  exact 0.")).count(),
            7,
            "{stdout}"
        );
        assert!(stdout.contains("always_roll(6) win rate:") && stdout.contains("exact 0.5000"), "{stdout}");
        assert!(out.join("win_rates.svg").exists() && out.join("win_rates.png").exists());
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
