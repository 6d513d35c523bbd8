//! The report a student reads in the terminal.

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};

use crate::confine::Confinement;
use crate::event::Event;
use crate::model::SuiteKind;
use crate::outcome::{Verdict, exception};
use crate::prepared::{Findings, Withheld};
use crate::report::count;
use crate::results::{CaseResult, Grade, ProblemResult};

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
    /// Whether a failing case shows the command that runs it alone (not when it already ran alone).
    pub rerun: bool,
}

/// Renders the whole report; styles are stripped later when the terminal has no colour.
///
/// Like the course's grader, only the first failure is shown in full: the problems after
/// it get their summary line, so a student reads one thing to fix, not thirteen.
pub fn render(grade: &Grade, options: TextOptions) -> String {
    let mut out = String::new();
    render_outside_edits(&mut out, &grade.prepared);
    let mut failures = 0;
    for problem in &grade.problems {
        if options.verbose || failures == 0 {
            render_details(&mut out, problem, grade.known_mistakes.get(&problem.id), options);
        }
        render_summary(&mut out, problem, options);
        if !problem.passed() {
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
    // What a system could not protect is said in every report; what held, when asked.
    match &grade.confinement {
        Some(confinement) if options.verbose => {
            writeln!(out, "\n{DIM}Protection: {}.{DIM:#}", confinement.describe()).unwrap()
        }
        Some(confinement) if *confinement != Confinement::Full => {
            writeln!(out, "\n{HINT}note:{HINT:#} {}.", confinement.describe()).unwrap()
        }
        _ => {}
    }
    out
}

/// Names the lines edited outside the problem regions: they were graded as handed out.
fn render_outside_edits(out: &mut String, found: &Findings) {
    let edits = found.outside_edit_summary();
    if edits.is_empty() {
        return;
    }
    writeln!(out, "{HINT}warning:{HINT:#} these lines are outside the BEGIN/END PROBLEM regions and differ from the files handed out:").unwrap();
    for edit in edits {
        writeln!(out, "    {edit}").unwrap();
    }
    writeln!(
        out,
        "Grading uses the original lines there (official grading too): write only between the markers.\n"
    )
    .unwrap();
}

/// What a problem shown in full adds above its summary line: why its code was withheld,
/// its broken source checks, its first failing case (every case with `--verbose`), and the
/// known mistake it looks like, if any.
fn render_details(out: &mut String, problem: &ProblemResult, known: Option<&String>, options: TextOptions) {
    let before = out.len();
    if let Some(withheld) = &problem.withheld {
        render_withheld(out, withheld);
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
    if let Some(mistake) = known {
        writeln!(out, "\n{HINT}This looks like a known mistake:{HINT:#} {mistake}.").unwrap();
    }
    if out.len() > before {
        writeln!(out, "{RULE}").unwrap();
    }
}

fn render_withheld(out: &mut String, withheld: &Withheld) {
    writeln!(out, "{RULE}\nProblem {} {} ({})\n", withheld.problem, withheld.reason, withheld.file).unwrap();
    writeln!(out, "{}", withheld.details.trim_end()).unwrap();
    writeln!(
        out,
        "\n{DIM}Problem {} was graded as if its code were the stub, so it earns no points; the other problems were graded as usual.{DIM:#}",
        withheld.problem
    )
    .unwrap();
}

/// One case as the student sees it, without colour: for reports that are not a terminal.
pub fn render_case_plain(case: &CaseResult) -> String {
    let mut out = String::new();
    render_case(&mut out, case, TextOptions { verbose: true, score: false, solution: false, rerun: false });
    anstream::adapter::strip_str(&out).to_string()
}

/// One problem as the student reads it when it is shown in full, without colour: why its
/// code was withheld, its broken source checks, its first failing case with the command that
/// runs it alone, the known mistake it looks like, and its summary line.
pub fn render_problem_plain(problem: &ProblemResult, known: Option<&String>, solution: bool) -> String {
    let options = TextOptions { verbose: false, score: false, solution, rerun: true };
    let mut out = String::new();
    render_details(&mut out, problem, known, options);
    render_summary(&mut out, problem, options);
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
            writeln!(out, "    {DIM}... and {}{DIM:#}", count(case.dropped_debug_lines, "more DEBUG: line"))
                .unwrap();
        }
    }
    // A hidden case cannot run alone where students grade: it is not in their suites.
    if options.rerun && !case.hidden && !case.verdict.passed() {
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
            Event::Note { text } | Event::Headline { text } => {
                writeln!(out, "    {DIM}// {text}{DIM:#}").unwrap()
            }
            Event::Line { code } => writeln!(out, "    {CODE}{code}{CODE:#}").unwrap(),
            Event::Value { got, passed: true, .. } => writeln!(out, "    {DIM}// => {got}{DIM:#}").unwrap(),
            Event::Value { passed: false, .. }
            | Event::Failure { .. }
            | Event::Panic { .. }
            | Event::Finished
            | Event::Confined { .. } => {}
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
        Verdict::NotImplemented { message } => {
            let what = if message.is_empty() { "your code reached a todo!()" } else { message };
            writeln!(
                out,
                "{BAD}not implemented yet:{BAD:#} {what}\n{HINT}Write its body between the BEGIN and END PROBLEM markers, in place of the todo!().{HINT:#}"
            )
            .unwrap()
        }
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
        Verdict::OutOfMemory { bytes } => writeln!(
            out,
            "{BAD}error:{BAD:#} your code asked for {} of memory{during}, more than a case may use, and was stopped.\n{HINT}hint:{HINT:#} a list or string that grows in a loop without end, or a size computed from a huge number.",
            human_bytes(*bytes)
        )
        .unwrap(),
        Verdict::Crashed { signal, exception } => {
            let (what, hint) = crash_words(*signal, *exception);
            writeln!(out, "{BAD}error:{BAD:#} the process {what}{during}.\n{HINT}hint:{HINT:#} {hint}").unwrap()
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

/// What a Unix signal or a Windows exception means, and what to look at: the same words for
/// the same crash on every system.
fn crash_words(signal: Option<i32>, exception: Option<u32>) -> (String, &'static str) {
    const ABORT: &str = "Rust aborts when a panic happens while another is being handled, or when std::process::abort is called; look for either.";
    const OUT_OF_MEMORY: &str = "the system stops a process that uses too much memory this way: look for a list that grows without end.";
    const BAD_ACCESS: &str = "safe Rust cannot do this by itself: very deep recursion is the usual cause.";
    const ALONE: &str = "run the case alone to see more.";
    match (signal, exception) {
        (Some(6), _) => ("aborted (signal 6, SIGABRT)".into(), ABORT),
        (Some(9), _) => ("was killed (signal 9, SIGKILL)".into(), OUT_OF_MEMORY),
        (Some(signal @ (7 | 11)), _) => {
            (format!("crashed on a bad memory access (signal {signal})"), BAD_ACCESS)
        }
        (Some(signal), _) => (format!("was stopped by signal {signal}"), ALONE),
        (None, Some(code @ exception::FAST_FAIL)) => {
            (format!("aborted (exception {code:#010X}, a fast fail)"), ABORT)
        }
        (None, Some(code @ exception::NO_MEMORY)) => {
            (format!("ran out of memory (exception {code:#010X})"), OUT_OF_MEMORY)
        }
        (None, Some(code @ exception::ACCESS_VIOLATION)) => {
            (format!("crashed on a bad memory access (exception {code:#010X})"), BAD_ACCESS)
        }
        (None, Some(code)) => (format!("was stopped by exception {code:#010X}"), ALONE),
        (None, None) => ("crashed".into(), ALONE),
    }
}

/// `1099511627776` as "1024 GiB".
fn human_bytes(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 30 => format!("{} GiB", b >> 30),
        b if b >= 1 << 20 => format!("{} MiB", b >> 20),
        b => format!("{b} bytes"),
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

/// The problem in one line: how its cases went, its source checks, its headline, and its
/// points (or why they are not its score).
fn render_summary(out: &mut String, problem: &ProblemResult, options: TextOptions) {
    let mut line = format!("Problem {} ({}): {}", problem.id, problem.title, status(problem));
    if !problem.violations.is_empty() {
        let checks = count(problem.violations.len(), "source check");
        write!(line, ", {BAD}{checks} failed{BAD:#}").unwrap();
    }
    if problem.points > 0.0 {
        match scope(problem) {
            None => {
                let noun = if problem.points == 1.0 { "point" } else { "points" };
                write!(line, ", {:.1}/{} {noun}", problem.earned, problem.points).unwrap()
            }
            Some(scope) => write!(
                line,
                " ({scope}: points are given for whole problems; {CODE}{}{CODE:#} for the score)",
                command(&problem.id, options)
            )
            .unwrap(),
        }
    }
    if let Some(headline) = problem.headline() {
        write!(line, "; {headline}").unwrap();
    }
    writeln!(out, "{line}").unwrap();
}

/// How the problem's cases went, in a few words.
fn status(problem: &ProblemResult) -> String {
    if let Some(withheld) = &problem.withheld {
        return format!("{BAD}{}{BAD:#}", withheld.reason);
    }
    let total = problem.selected_cases();
    let passed = problem.cases.iter().filter(|c| c.verdict.passed()).count();
    let unscored = problem.cases.iter().all(|c| c.kind == SuiteKind::Unscored);
    let noun = if unscored { "unscored case" } else { "case" };
    if total == 0 {
        return "no cases".to_owned();
    }
    if passed == total {
        let all = if total == 1 { "" } else { "all " };
        return format!("{GOOD}{all}{} passed{GOOD:#}", count(total, noun));
    }
    let counts = match total {
        1 => format!("{BAD}1 {noun} failed{BAD:#}"),
        _ => format!("{BAD}{passed} of {} passed{BAD:#}", count(total, noun)),
    };
    match problem.first_failure().map(|c| &c.verdict) {
        Some(Verdict::NotImplemented { message }) => match other_problem(message, &problem.id) {
            None => format!("{BAD}not implemented yet{BAD:#}"),
            Some(other) => format!("{counts} ({other} is not implemented yet)"),
        },
        _ => counts,
    }
}

/// The problem a `todo!()` message names, when it is not `id`: its cases call code that is
/// another problem's to write.
fn other_problem<'m>(message: &'m str, id: &str) -> Option<&'m str> {
    let named = message.strip_prefix("Problem ")?;
    (!named.starts_with(id)).then_some(message)
}

/// What part of the problem ran, when the selection left some of it out.
fn scope(problem: &ProblemResult) -> Option<String> {
    if !problem.partial {
        return None;
    }
    Some(match (problem.selected_cases(), problem.suites.as_slice()) {
        (1, _) => "one case run".to_owned(),
        (_, [suite]) => format!("suite {} run alone", suite.number),
        _ => "some of its cases run".to_owned(),
    })
}

/// The command that grades problem `id` whole.
fn command(id: &str, options: TextOptions) -> String {
    let mode = if options.solution { " --solution" } else { "" };
    format!("cargo xtask grade -q {id}{mode}")
}

fn render_score(out: &mut String, grade: &Grade) {
    writeln!(out, "\nPoint breakdown").unwrap();
    // Titles are names like "play", or lists of them: the column fits the longest.
    let width = grade.problems.iter().map(|p| p.title.len()).max().unwrap_or(0).max(28);
    for problem in &grade.problems {
        let earned = if problem.partial { "-".to_owned() } else { format!("{:.1}", problem.earned) };
        let note = if problem.partial { "  (only part of it ran)" } else { "" };
        let title = &problem.title;
        writeln!(out, "    Problem {} {title:<width$} {earned:>5}/{}{note}", problem.id, problem.points)
            .unwrap();
    }
    if grade.problems.iter().any(|p| p.partial) {
        writeln!(out, "\nScore:\n    Total: -/{} (only part of a problem ran)", grade.possible()).unwrap();
    } else {
        writeln!(out, "\nScore:\n    Total: {:.1}/{}", grade.earned(), grade.possible()).unwrap();
    }
}

#[cfg(test)]
#[path = "text_tests.rs"]
mod tests;
