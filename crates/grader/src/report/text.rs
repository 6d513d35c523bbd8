//! The report a student reads in the terminal.

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};

use crate::event::Event;
use crate::grade::{CaseResult, Grade, ProblemResult};
use crate::model::SuiteKind;
use crate::outcome::Verdict;

const RULE: &str = "---------------------------------------------------------------------";
const BAD: Style = AnsiColor::Red.on_default().bold();
const GOOD: Style = AnsiColor::Green.on_default().bold();
const DIM: Style = Style::new().dimmed();
const CODE: Style = AnsiColor::Cyan.on_default();
const HINT: Style = AnsiColor::Yellow.on_default();

/// How much to show.
#[derive(Clone, Copy, Debug)]
pub struct TextOptions {
    /// Show every case that ran, passing ones too.
    pub verbose: bool,
    /// End with the point breakdown.
    pub score: bool,
    /// Whether the reference solution was graded (changes the rerun command).
    pub solution: bool,
}

/// Renders the whole report; styles are stripped later when the terminal has no colour.
///
/// Like the course's grader, only the first failure is shown in full: the problems after
/// it get their summary line, so a student reads one thing to fix, not thirteen.
pub fn render(grade: &Grade, options: TextOptions) -> String {
    let mut out = String::new();
    let mut failures = 0;
    for problem in &grade.problems {
        render_problem(&mut out, problem, options, options.verbose || failures == 0);
        if !problem.violations.is_empty() || problem.first_failure().is_some() {
            failures += 1;
        }
    }
    if !options.verbose && failures > 1 {
        writeln!(out, "{DIM}Only the first failure is shown in full: grade a problem alone (-q NN) or add --verbose.{DIM:#}")
            .unwrap();
    }
    if options.score {
        render_score(&mut out, grade);
    }
    out
}

fn render_problem(out: &mut String, problem: &ProblemResult, options: TextOptions, in_full: bool) {
    if !in_full {
        render_summary(out, problem);
        return;
    }
    for violation in &problem.violations {
        writeln!(out, "{RULE}\nProblem {} > source check\n", problem.id).unwrap();
        writeln!(out, "{BAD}error:{BAD:#} {violation}").unwrap();
        writeln!(out, "{DIM}Until this is fixed, problem {} earns no points.{DIM:#}", problem.id).unwrap();
    }
    let shown: Vec<&CaseResult> = if options.verbose {
        problem.cases.iter().collect()
    } else {
        problem.first_failure().into_iter().collect()
    };
    for case in shown {
        render_case(out, case, options);
    }
    writeln!(out, "{RULE}").unwrap();
    render_summary(out, problem);
}

/// One case as the student sees it, without colour: for reports that are not a terminal.
pub fn render_case_plain(case: &CaseResult) -> String {
    let mut out = String::new();
    render_case(&mut out, case, TextOptions { verbose: true, score: false, solution: false });
    anstream::adapter::strip_str(&out).to_string()
}

fn render_case(out: &mut String, case: &CaseResult, options: TextOptions) {
    let tag = match (case.kind, case.hidden) {
        (SuiteKind::Unscored, _) => " (unscored)",
        (SuiteKind::Scored, true) => " (hidden)",
        (SuiteKind::Scored, false) => "",
    };
    writeln!(out, "{RULE}\n{}{tag}\n", case.id).unwrap();
    writeln!(out, "{DIM}// {}{DIM:#}", case.about).unwrap();
    render_transcript(out, &case.events);
    out.push('\n');
    render_verdict(out, case);
    if !case.debug_lines.is_empty() {
        writeln!(out, "\n{DIM}Your DEBUG: output:{DIM:#}").unwrap();
        for line in &case.debug_lines {
            writeln!(out, "    {line}").unwrap();
        }
        if case.dropped_debug_lines > 0 {
            writeln!(out, "    {DIM}... and {} more DEBUG: lines{DIM:#}", case.dropped_debug_lines).unwrap();
        }
    }
    if !case.verdict.passed() {
        let mode = if options.solution { " --solution" } else { "" };
        writeln!(
            out,
            "\nRun only this case: {CODE}cargo xtask grade -q {} --suite {} --case {}{mode}{CODE:#}",
            case.id.problem, case.id.suite, case.id.case
        )
        .unwrap();
    }
}

/// The case's code as the student would type it, each value under the line that made it.
fn render_transcript(out: &mut String, events: &[Event]) {
    for event in events {
        match event {
            Event::Note { text } => writeln!(out, "    {DIM}// {text}{DIM:#}").unwrap(),
            Event::Line { code } => writeln!(out, "    {CODE}{code}{CODE:#}").unwrap(),
            Event::Value { got, passed: true, .. } => writeln!(out, "    {DIM}// => {got}{DIM:#}").unwrap(),
            Event::Value { passed: false, .. }
            | Event::Failure { .. }
            | Event::Panic { .. }
            | Event::Finished => {}
        }
    }
}

fn render_verdict(out: &mut String, case: &CaseResult) {
    let last_line = case.events.iter().rev().find_map(|e| match e {
        Event::Line { code } => Some(code.as_str()),
        _ => None,
    });
    let during = last_line.map(|code| format!(" while running `{code}`")).unwrap_or_default();
    match &case.verdict {
        Verdict::Passed => writeln!(out, "{GOOD}passed{GOOD:#} {DIM}({} ms){DIM:#}", case.millis).unwrap(),
        Verdict::Failed => render_failure(out, &case.events),
        Verdict::NotImplemented { message } => writeln!(
            out,
            "{BAD}not implemented yet:{BAD:#} {message}\n{HINT}Write its body between the BEGIN and END PROBLEM markers, in place of the todo!().{HINT:#}"
        )
        .unwrap(),
        Verdict::Panicked { message, location } => {
            let at = location.as_deref().map(|l| format!(" at {l}")).unwrap_or_default();
            writeln!(out, "{BAD}error:{BAD:#} your code panicked{during}{at}:\n    {message}").unwrap();
            if let Some(hint) = panic_hint(message) {
                writeln!(out, "{HINT}hint:{HINT:#} {hint}").unwrap();
            }
        }
        Verdict::TimedOut { seconds } => writeln!(
            out,
            "{BAD}error:{BAD:#} the case ran past {seconds} s{during} and was stopped.\n{HINT}hint:{HINT:#} your code may loop forever: check that every loop moves towards its end."
        )
        .unwrap(),
        Verdict::StackOverflow => writeln!(
            out,
            "{BAD}error:{BAD:#} your code overflowed the stack{during}.\n{HINT}hint:{HINT:#} a function may be calling itself without end."
        )
        .unwrap(),
        Verdict::Exited { code } => writeln!(
            out,
            "{BAD}error:{BAD:#} your code ended the process (exit code {code}){during}, before the case finished.\n{HINT}hint:{HINT:#} remove any call of std::process::exit; return a value instead."
        )
        .unwrap(),
        Verdict::Crashed { signal } => {
            let signal = signal.map(|s| format!(" (signal {s})")).unwrap_or_default();
            writeln!(out, "{BAD}error:{BAD:#} the process crashed{signal}{during}.").unwrap()
        }
    }
}

fn render_failure(out: &mut String, events: &[Event]) {
    for event in events {
        match event {
            Event::Value { got, expected, passed: false, hint } => {
                writeln!(out, "{BAD}error:{BAD:#} expected\n    {expected}\nbut got\n    {got}").unwrap();
                if let Some(hint) = hint {
                    writeln!(out, "{HINT}hint:{HINT:#} {hint}").unwrap();
                }
            }
            Event::Failure { explanation } => writeln!(out, "{BAD}error:{BAD:#} {explanation}").unwrap(),
            _ => {}
        }
    }
}

/// Plain words for the panics students meet most.
fn panic_hint(message: &str) -> Option<&'static str> {
    if message.contains("subtract with overflow") {
        Some("scores are unsigned, so a subtraction went below zero; `a.abs_diff(b)` gives |a - b|.")
    } else if message.contains("add with overflow") || message.contains("multiply with overflow") {
        Some("a number grew past its type's limit: is a loop adding without end?")
    } else if message.contains("divide by zero") || message.contains("remainder with a divisor of zero") {
        Some("a division or % by zero: which number can be 0 here?")
    } else if message.contains("index out of bounds") {
        Some("an index past the end of a list.")
    } else {
        None
    }
}

fn render_summary(out: &mut String, problem: &ProblemResult) {
    let passed = problem.cases.iter().filter(|c| c.verdict.passed()).count();
    let failed = problem.cases.len() - passed;
    let unscored = if problem.cases.iter().all(|c| c.kind == SuiteKind::Unscored) { " unscored" } else { "" };
    let points = format!("{:.1}/{} points", problem.earned, problem.points);
    let head = format!("Problem {} ({})", problem.id, problem.title);
    if failed == 0 && problem.not_run == 0 && problem.violations.is_empty() {
        writeln!(out, "{head}: {GOOD}all {passed}{unscored} cases passed{GOOD:#}, {points}").unwrap();
        return;
    }
    let mut counts = vec![format!("{passed} passed")];
    if failed > 0 {
        counts.push(format!("{BAD}{failed} failed{BAD:#}"));
    }
    if problem.not_run > 0 {
        counts.push(format!("{} not run", problem.not_run));
    }
    if !problem.violations.is_empty() {
        counts.push(format!("{BAD}{} source check(s) failed{BAD:#}", problem.violations.len()));
    }
    writeln!(out, "{head}: {}, {points}", counts.join(", ")).unwrap();
    if let Some(first) = problem.first_failure() {
        let before = problem.cases.iter().take_while(|c| c.verdict.passed()).count();
        writeln!(out, "    {before} cases passed before the first failure ({})", first.id).unwrap();
    }
}

fn render_score(out: &mut String, grade: &Grade) {
    writeln!(out, "\nPoint breakdown").unwrap();
    for problem in &grade.problems {
        writeln!(
            out,
            "    Problem {} {:<28} {:>5.1}/{}",
            problem.id, problem.title, problem.earned, problem.points
        )
        .unwrap();
    }
    writeln!(out, "\nScore:\n    Total: {:.1}/{}", grade.earned(), grade.possible()).unwrap();
}
