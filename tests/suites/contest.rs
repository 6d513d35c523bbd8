//! The suite binary's hidden tools for `cargo xtask contest`, which builds this binary
//! twice: against each entry's code, to tabulate its `final_strategy`, and against the
//! reference, to read the rules every entry is then judged by.
//!
//! Both print plain lines that xtask reads back. Neither is for students.

use std::io::Write;
use std::process::ExitCode;

use hog_dice::table::Tables;
use hog_dice::turn::Transition;

use crate::student::rules::{Score, dice_sides, earn, most_dice, roll_dice, settle};
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

/// Prints the reference's turn tabulated for a game to `goal` with every rule
/// (`hog_dice::table::Tables::to_text`): what exact analysis needs of it, without its code.
fn rules(goal: Score, solution: bool) -> ExitCode {
    if !solution {
        eprintln!("error: {RULES} tells the reference's rules: build the suites with the solution");
        return ExitCode::from(2);
    }
    let edition = crate::edition::graded();
    let transition = Transition {
        memory: edition.memory,
        start_memory: edition.start_memory,
        dice_sides: &dice_sides,
        most_dice: &most_dice,
        roll_dice: &roll_dice,
        earn: &earn,
        settle: &settle,
    };
    let written = match Tables::new(&transition, goal, true) {
        Ok(tables) => std::io::stdout().lock().write_all(tables.to_text().as_bytes()),
        Err(impure) => {
            eprintln!("error: {impure}");
            return ExitCode::from(2);
        }
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}
