//! The suite binary's hidden tools for `cargo xtask contest`, which builds this binary
//! twice: against each entry's code, to tabulate its `final_strategy`, and against the
//! reference, to read the rules every entry is then judged by.
//!
//! Both print plain lines that xtask reads back. Neither is for students.

use std::io::Write;
use std::process::ExitCode;

use hog_rules::{MAX_ROLLS, Score, boar_brawl, sus_points};
use hog_strategies::final_strategy;

/// `--tabulate-final-strategy GOAL`: `final_strategy` at every position below GOAL.
pub const TABULATE: &str = "--tabulate-final-strategy";

/// `--reference-rules GOAL`: Boar Brawl at every position, Sus Fuss for every total a turn reaches.
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

/// Prints the reference's Boar Brawl for every position below `goal`, a row per own score,
/// then its Sus Fuss for every total up to the most a roll can reach.
fn rules(goal: Score, solution: bool) -> ExitCode {
    if !solution {
        eprintln!("error: {RULES} tells the reference's rules: build the suites with the solution");
        return ExitCode::from(2);
    }
    let mut out = std::io::stdout().lock();
    let mut line = |name: &str, values: Vec<u32>| {
        let values: Vec<String> = values.iter().map(u32::to_string).collect();
        writeln!(out, "{name} {}", values.join(" "))
    };
    let boar: Vec<u32> = (0..goal).flat_map(|s| (0..goal).map(move |o| boar_brawl(s, o))).collect();
    let sus: Vec<u32> = (0..goal + 6 * MAX_ROLLS).map(sus_points).collect();
    match line("boar_brawl", boar).and_then(|()| line("sus_points", sus)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}
