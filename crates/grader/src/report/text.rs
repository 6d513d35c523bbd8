//! The report a student reads in the terminal, in the language the grade speaks: every
//! sentence is a message of the catalogue `locales/<language>/grader.ftl` ([`hog_i18n`]).

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use hog_i18n::t;
use hog_i18n::width::{columns, pad_end, pad_start};

use crate::confine::Confinement;
use crate::event::Event;
use crate::model::SuiteKind;
use crate::outcome::{Verdict, exception};
use crate::prepared::{Findings, Withheld};
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
        writeln!(out, "{DIM}{}{DIM:#}", t!("first-failure-only")).unwrap();
    }
    if options.score {
        render_score(&mut out, grade);
    }
    // What a system could not protect is said in every report; what held, when asked.
    match &grade.confinement {
        Some(confinement) if options.verbose => {
            writeln!(out, "\n{DIM}{}{DIM:#}", t!("protection", what = confinement.describe())).unwrap()
        }
        Some(confinement) if *confinement != Confinement::Full => {
            writeln!(out, "\n{HINT}{}{HINT:#}{}{}", t!("label-note"), confinement.describe(), t!("full-stop"))
                .unwrap()
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
    writeln!(out, "{HINT}{}{HINT:#}{}", t!("label-warning"), t!("outside-edits")).unwrap();
    for edit in edits {
        writeln!(out, "    {edit}").unwrap();
    }
    writeln!(out, "{}\n", t!("outside-edits-graded")).unwrap();
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
        writeln!(out, "{RULE}\n{}\n", t!("source-check-heading", problem = &problem.id)).unwrap();
        writeln!(out, "{BAD}{}{BAD:#}{violation}", t!("label-error")).unwrap();
        writeln!(out, "{DIM}{}{DIM:#}", t!("source-check-no-points", problem = &problem.id)).unwrap();
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
        writeln!(out, "\n{HINT}{}{HINT:#}{mistake}{}", t!("known-mistake"), t!("full-stop")).unwrap();
    }
    if out.len() > before {
        writeln!(out, "{RULE}").unwrap();
    }
}

fn render_withheld(out: &mut String, withheld: &Withheld) {
    let heading = t!(
        "withheld-heading",
        problem = &withheld.problem,
        reason = withheld.reason.to_string(),
        file = &withheld.file
    );
    writeln!(out, "{RULE}\n{heading}\n").unwrap();
    writeln!(out, "{}", withheld.details.trim_end()).unwrap();
    writeln!(out, "\n{DIM}{}{DIM:#}", t!("withheld-graded", problem = &withheld.problem)).unwrap();
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
        (SuiteKind::Unscored, _) => t!("case-unscored"),
        (SuiteKind::Scored, true) => t!("case-hidden"),
        (SuiteKind::Scored, false) => String::new(),
    };
    let id = &case.id;
    let heading = t!("case-heading", problem = &id.problem, suite = id.suite, case = id.case);
    writeln!(out, "{RULE}\n{heading}{tag}\n").unwrap();
    writeln!(out, "{DIM}// {}{DIM:#}", case.about).unwrap();
    render_transcript(out, &case.events);
    out.push('\n');
    render_verdict(out, case);
    if !case.debug_lines.is_empty() {
        writeln!(out, "\n{DIM}{}{DIM:#}", t!("debug-output")).unwrap();
        for line in &case.debug_lines {
            writeln!(out, "    {line}").unwrap();
        }
        if case.dropped_debug_lines > 0 {
            writeln!(out, "    {DIM}{}{DIM:#}", t!("debug-dropped", count = case.dropped_debug_lines))
                .unwrap();
        }
    }
    // A hidden case cannot run alone where students grade: it is not in their suites.
    if options.rerun && !case.hidden && !case.verdict.passed() {
        let mode = if options.solution { " --solution" } else { "" };
        let command = format!(
            "{CODE}cargo xtask grade -q {} --suite {} --case {}{mode}{CODE:#}",
            case.id.problem, case.id.suite, case.id.case
        );
        writeln!(out, "\n{}", t!("run-alone", command = command)).unwrap();
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
    // Where it happened, which each language's sentence puts in its place.
    let during = last_line.map(|code| t!("verdict-while", code = code)).unwrap_or_default();
    let (error, hint) = (t!("label-error"), t!("label-hint"));
    let failed =
        |what: String, advice: String| format!("{BAD}{error}{BAD:#}{what}\n{HINT}{hint}{HINT:#}{advice}");
    match &case.verdict {
        Verdict::Passed => {
            let millis = t!("verdict-millis", millis = case.millis);
            writeln!(out, "{GOOD}{}{GOOD:#}{DIM}{millis}{DIM:#}", t!("verdict-passed")).unwrap()
        }
        Verdict::Failed => render_failure(out, &case.events),
        Verdict::NotImplemented { message } => {
            let what = if message.is_empty() { t!("verdict-todo-reached") } else { message.clone() };
            writeln!(
                out,
                "{BAD}{}{BAD:#}{what}\n{HINT}{}{HINT:#}",
                t!("verdict-not-implemented"),
                t!("hint-write-body")
            )
            .unwrap()
        }
        Verdict::Panicked { message, location } => {
            let at = location.as_deref().map(|l| t!("verdict-at", location = l)).unwrap_or_default();
            let what = t!("verdict-panicked", during = during.as_str(), at = at);
            writeln!(out, "{BAD}{error}{BAD:#}{what}\n    {message}").unwrap();
            if let Some(advice) = panic_hint(message) {
                writeln!(out, "{HINT}{hint}{HINT:#}{advice}").unwrap();
            }
        }
        Verdict::TimedOut { seconds } => {
            let what = t!("verdict-timed-out", seconds = *seconds, during = during.as_str());
            writeln!(out, "{}", failed(what, t!("hint-timed-out"))).unwrap()
        }
        Verdict::StackOverflow => {
            let what = t!("verdict-stack-overflow", during = during.as_str());
            writeln!(out, "{}", failed(what, t!("hint-stack-overflow"))).unwrap()
        }
        Verdict::Exited { code } => {
            let what = t!("verdict-exited", code = *code, during = during.as_str());
            writeln!(out, "{}", failed(what, t!("hint-exited"))).unwrap()
        }
        Verdict::OutOfMemory { bytes } => {
            let what = t!("verdict-out-of-memory", amount = human_bytes(*bytes), during = during.as_str());
            writeln!(out, "{}", failed(what, t!("hint-out-of-memory"))).unwrap()
        }
        Verdict::Crashed { signal, exception } => {
            let (what, advice) = crash_words(*signal, *exception);
            writeln!(out, "{}", failed(t!("verdict-crashed", what = what, during = during.as_str()), advice))
                .unwrap()
        }
    }
}

fn render_failure(out: &mut String, events: &[Event]) {
    for event in events {
        match event {
            Event::Value { got, expected, passed: false, hint } => {
                let (expected_word, got_word) = (t!("failure-expected"), t!("failure-but-got"));
                writeln!(
                    out,
                    "{BAD}{}{BAD:#}{expected_word}\n    {expected}\n{got_word}\n    {got}",
                    t!("label-error")
                )
                .unwrap();
                if let Some(hint) = hint {
                    writeln!(out, "{HINT}{}{HINT:#}{hint}", t!("label-hint")).unwrap();
                }
            }
            Event::Failure { explanation, .. } => {
                writeln!(out, "{BAD}{}{BAD:#}{explanation}", t!("label-error")).unwrap()
            }
            _ => {}
        }
    }
}

/// What a Unix signal or a Windows exception means, and what to look at: the same words for
/// the same crash on every system.
fn crash_words(signal: Option<i32>, exception: Option<u32>) -> (String, String) {
    let code = |code: u32| format!("{code:#010X}");
    match (signal, exception) {
        (Some(6), _) => (t!("crash-aborted-signal"), t!("hint-crash-abort")),
        (Some(9), _) => (t!("crash-killed"), t!("hint-crash-memory")),
        (Some(signal @ (7 | 11)), _) => {
            (t!("crash-bad-access-signal", signal = signal), t!("hint-crash-bad-access"))
        }
        (Some(signal), _) => (t!("crash-signal", signal = signal), t!("hint-crash-alone")),
        (None, Some(c @ exception::FAST_FAIL)) => {
            (t!("crash-fast-fail", code = code(c)), t!("hint-crash-abort"))
        }
        (None, Some(c @ exception::NO_MEMORY)) => {
            (t!("crash-no-memory", code = code(c)), t!("hint-crash-memory"))
        }
        (None, Some(c @ exception::ACCESS_VIOLATION)) => {
            (t!("crash-bad-access-exception", code = code(c)), t!("hint-crash-bad-access"))
        }
        (None, Some(c)) => (t!("crash-exception", code = code(c)), t!("hint-crash-alone")),
        (None, None) => (t!("crash-unknown"), t!("hint-crash-alone")),
    }
}

/// `1099511627776` as "1024 GiB".
fn human_bytes(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 30 => format!("{} GiB", b >> 30),
        b if b >= 1 << 20 => format!("{} MiB", b >> 20),
        b => t!("bytes", count = b),
    }
}

/// Plain words for the panics students meet most.
fn panic_hint(message: &str) -> Option<String> {
    if message.contains("subtract with overflow") {
        Some(t!("hint-subtract-overflow"))
    } else if message.contains("add with overflow") || message.contains("multiply with overflow") {
        Some(t!("hint-add-overflow"))
    } else if message.contains("divide by zero") || message.contains("remainder with a divisor of zero") {
        Some(t!("hint-divide-by-zero"))
    } else if message.contains("index out of bounds") {
        Some(t!("hint-index-out-of-bounds"))
    } else {
        None
    }
}

/// The problem in one line: how its cases went, its source checks, its headline, and its
/// points (or why they are not its score).
fn render_summary(out: &mut String, problem: &ProblemResult, options: TextOptions) {
    let mut line = t!("summary", problem = &problem.id, title = &problem.title, status = status(problem));
    if !problem.violations.is_empty() {
        let checks = t!("summary-checks-failed", count = problem.violations.len());
        write!(line, "{}{BAD}{checks}{BAD:#}", t!("summary-and")).unwrap();
    }
    if problem.points > 0.0 {
        match scope(problem) {
            None => {
                let points =
                    t!("summary-points", earned = format!("{:.1}", problem.earned), points = problem.points);
                write!(line, "{}{points}", t!("summary-and")).unwrap()
            }
            Some(scope) => {
                let command = format!("{CODE}{}{CODE:#}", command(&problem.id, options));
                write!(line, " {}", t!("summary-partial", scope = scope, command = command)).unwrap()
            }
        }
    }
    if let Some(headline) = problem.headline() {
        write!(line, "{}{headline}", t!("summary-then")).unwrap();
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
    let unscored = if problem.cases.iter().all(|c| c.kind == SuiteKind::Unscored) { "yes" } else { "no" };
    if total == 0 {
        return t!("status-no-cases");
    }
    if passed == total {
        return format!("{GOOD}{}{GOOD:#}", t!("status-all-passed", count = total, unscored = unscored));
    }
    let counts = match total {
        1 => format!("{BAD}{}{BAD:#}", t!("status-one-failed", unscored = unscored)),
        _ => format!(
            "{BAD}{}{BAD:#}",
            t!("status-passed-of", passed = passed, count = total, unscored = unscored)
        ),
    };
    match problem.first_failure().map(|c| &c.verdict) {
        Some(Verdict::NotImplemented { message }) => match other_problem(message, &problem.id) {
            None => format!("{BAD}{}{BAD:#}", t!("status-not-implemented")),
            Some(other) => t!("status-other-not-implemented", counts = counts, other = other),
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
        (1, _) => t!("scope-one-case"),
        (_, [suite]) => t!("scope-one-suite", suite = suite.number),
        _ => t!("scope-some-cases"),
    })
}

/// The command that grades problem `id` whole.
fn command(id: &str, options: TextOptions) -> String {
    let mode = if options.solution { " --solution" } else { "" };
    format!("cargo xtask grade -q {id}{mode}")
}

/// The points of every problem, in columns that line up by display width whatever the
/// language: a Chinese character takes two.
fn render_score(out: &mut String, grade: &Grade) {
    writeln!(out, "\n{}", t!("score-heading")).unwrap();
    // Titles are names like "play", or lists of them: the column fits the longest.
    let width = grade.problems.iter().map(|p| columns(&p.title)).max().unwrap_or(0).max(28);
    for problem in &grade.problems {
        let earned = if problem.partial { "-".to_owned() } else { format!("{:.1}", problem.earned) };
        let note = if problem.partial { format!("  {}", t!("score-partial-note")) } else { String::new() };
        let label = t!("score-problem", problem = &problem.id);
        let (title, earned) = (pad_end(&problem.title, width), pad_start(&earned, 5));
        writeln!(out, "    {label} {title} {earned}/{}{note}", problem.points).unwrap();
    }
    writeln!(out, "\n{}", t!("score-title")).unwrap();
    let possible = grade.possible();
    if grade.problems.iter().any(|p| p.partial) {
        writeln!(out, "    {}", t!("score-total-partial", possible = possible)).unwrap();
    } else {
        let earned = format!("{:.1}", grade.earned());
        writeln!(out, "    {}", t!("score-total", earned = earned, possible = possible)).unwrap();
    }
}

#[cfg(test)]
#[path = "text_tests.rs"]
mod tests;
