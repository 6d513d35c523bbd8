//! The suite binary's hidden tools for `cargo xtask contest`, which builds this binary
//! twice: against each entry's code, to tabulate its `final_strategy`, and against the
//! reference, to read the rules every entry is then judged by.
//!
//! Both print plain lines that xtask reads back. Neither is for students.

use std::io::Write;
use std::process::ExitCode;

use crate::student::rules::{
    MAX_ROLLS, Score, dice_sides, extra_turn, faces_making, make_test_dice, most_dice, swaps, total_rule,
    turn_points, zero_dice_points,
};
use crate::student::strategies::final_strategy;

/// `--tabulate-final-strategy GOAL`: `final_strategy` at every position below GOAL.
pub const TABULATE: &str = "--tabulate-final-strategy";

/// `--reference-rules GOAL`: the reference's rules as tables (see [`rules`]).
pub const RULES: &str = "--reference-rules";

/// The environment variable that holds the tag starting each line of a table, so that
/// whatever the entry's code prints itself is never taken for the table.
pub const TAG: &str = "HOG_CONTEST_TAG";

/// Runs the tool `args` ask for, if any.
pub fn run(args: &[String], solution: bool) -> Option<ExitCode> {
    let tool = args.get(1)?.as_str();
    if tool != TABULATE && tool != RULES {
        return None;
    }
    let Some(goal) = args.get(2).and_then(|goal| goal.parse::<Score>().ok()).filter(|&g| g >= 1) else {
        eprintln!("error: {tool} needs a goal of at least 1");
        return Some(ExitCode::from(2));
    };
    Some(if tool == TABULATE { tabulate(goal) } else { rules(goal, solution) })
}

/// Prints `final_strategy`'s choice at every position, a row per own score, after confining
/// this process as a case's child is confined: a folder of its own, no network, bounded memory.
fn tabulate(goal: Score) -> ExitCode {
    let tag = std::env::var(TAG).unwrap_or_default();
    let folder = std::env::temp_dir().join(format!("hog-contest-{}", std::process::id()));
    if std::fs::create_dir_all(&folder).is_err() || std::env::set_current_dir(&folder).is_err() {
        eprintln!("error: cannot make a working folder in {}", folder.display());
        return ExitCode::from(2);
    }
    hog_grader::confine::confine(&folder);
    let mut out = std::io::stdout().lock();
    for score in 0..goal {
        let row: Vec<String> =
            (0..goal).map(|opponent| final_strategy(score, opponent).to_string()).collect();
        if writeln!(out, "{tag} row {score}: {}", row.join(" ")).is_err() {
            return ExitCode::FAILURE;
        }
    }
    if writeln!(out, "{tag} done").and_then(|()| out.flush()).is_err() {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// Prints the reference's rules as tables, one line each: the points of zero dice at every
/// position below `goal` (a row per own score), the points of every result of 1 to 10 dice,
/// the rule on totals for every total a turn reaches, every pair of scores the reference
/// swaps (mover's first), and the game's structure: the dice's sides and the most dice at
/// every position, and every number of dice and position after a turn that give the mover
/// another turn.
fn rules(goal: Score, solution: bool) -> ExitCode {
    if !solution {
        eprintln!("error: {RULES} tells the reference's rules: build the suites with the solution");
        return ExitCode::from(2);
    }
    let (s, o) = (0..1000).map(|o| (0, o)).find(|&(s, o)| dice_sides(s, o) == 6).unwrap_or((0, 0));
    let zero: Vec<u32> = (0..goal).flat_map(|s| (0..goal).map(move |o| zero_dice_points(s, o))).collect();
    let rolls: Vec<u32> = (1..=MAX_ROLLS)
        .flat_map(|k| (0..=6 * MAX_ROLLS).map(move |rolled| (k, rolled)))
        .map(|(k, rolled)| {
            let possible = rolled == 1 || (2 * k..=6 * k).contains(&rolled);
            if possible { turn_points(k, s, o, &mut make_test_dice(&faces_making(k, rolled))) } else { 0 }
        })
        .collect();
    let most_points = zero.iter().chain(&rolls).copied().max().unwrap_or(0);
    let highest = goal - 1 + most_points;
    let totals: Vec<u32> = (0..=highest).map(total_rule).collect();
    let swapped: Vec<u32> = (0..=highest)
        .flat_map(|mover| (0..goal).map(move |other| (mover, other)))
        .filter(|&(mover, other)| swaps(mover, other))
        .flat_map(|(mover, other)| [mover, other])
        .collect();
    let positions = || (0..goal).flat_map(move |s| (0..goal).map(move |o| (s, o)));
    let sides: Vec<u32> = positions().map(|(s, o)| dice_sides(s, o)).collect();
    let most: Vec<u32> = positions().map(|(s, o)| most_dice(s, o)).collect();
    let extra: Vec<u32> = (0..=MAX_ROLLS)
        .flat_map(|k| positions().map(move |(mover, other)| (k, mover, other)))
        .filter(|&(k, mover, other)| extra_turn(k, mover, other))
        .flat_map(|(k, mover, other)| [k, mover, other])
        .collect();
    let mut out = std::io::stdout().lock();
    let mut line = |name: &str, values: Vec<u32>| {
        let values: Vec<String> = values.iter().map(u32::to_string).collect();
        writeln!(out, "{name} {}", values.join(" "))
    };
    let written = line("zero_dice", zero)
        .and_then(|()| line("roll_points", rolls))
        .and_then(|()| line("totals", totals))
        .and_then(|()| line("swaps", swapped))
        .and_then(|()| line("dice_sides", sides))
        .and_then(|()| line("most_dice", most))
        .and_then(|()| line("extra_turns", extra));
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}
