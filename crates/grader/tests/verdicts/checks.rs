//! The checks: grade the fixture through its command line, as xtask does, and read what
//! it reports.

use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Output};
use std::sync::OnceLock;
use std::time::Instant;

use hog_grader::confine::Confinement;
use hog_grader::prepared::{Findings, Reason, Withheld};
use hog_grader::report::json::Report;
use hog_grader::{CaseResult, Event, Verdict};

use crate::ROLE;
use crate::fixture::{self, DEBUG_LINES, HUGE, OUTSIDE, TODO};

/// The time limit of a case on the command line: short, so the looping case costs little.
const TIMEOUT: &str = "1";

/// Runs every check, libtest-style, and fails if one does.
pub fn run() -> ExitCode {
    let checks: &[(&str, fn())] = &[
        ("every_verdict_through_the_json_report", every_verdict_through_the_json_report),
        ("a_flood_of_output_keeps_only_debug_lines", a_flood_of_output_keeps_only_debug_lines),
        ("forged_reports_and_last_words_earn_nothing", forged_reports_and_last_words_earn_nothing),
        ("a_case_cannot_write_outside_its_folder", a_case_cannot_write_outside_its_folder),
        ("points_follow_the_suites_and_a_withheld_problem_runs_nothing", points_follow_the_suites),
        ("one_case_run_again_is_not_a_score", one_case_run_again_is_not_a_score),
        ("the_command_line_refuses_what_does_not_exist", the_command_line_refuses_what_does_not_exist),
    ];
    let started = Instant::now();
    println!("\nrunning {} tests", checks.len());
    let failed: Vec<&str> = checks
        .iter()
        .filter_map(|(name, check)| {
            let passed = panic::catch_unwind(AssertUnwindSafe(check)).is_ok();
            println!("test {name} ... {}", if passed { "ok" } else { "FAILED" });
            (!passed).then_some(*name)
        })
        .collect();
    let outcome = if failed.is_empty() { "ok" } else { "FAILED" };
    println!(
        "\ntest result: {outcome}. {} passed; {} failed; finished in {:.2}s\n",
        checks.len() - failed.len(),
        failed.len(),
        started.elapsed().as_secs_f64()
    );
    if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// The fixture's one grading of everything, shared by the checks that read it.
struct Graded {
    report: Report,
    code: Option<i32>,
    /// The file the writing case aimed at, outside every case's folder.
    outside: PathBuf,
    _folder: tempfile::TempDir,
}

fn graded() -> &'static Graded {
    static GRADED: OnceLock<Graded> = OnceLock::new();
    GRADED.get_or_init(|| {
        let folder = tempfile::tempdir().unwrap();
        let outside = folder.path().join("outside.txt");
        let prepared = folder.path().join("prepared.json");
        let withheld = Withheld {
            problem: "02".into(),
            reason: Reason::DoesNotCompile,
            file: "src/verdicts.rs".into(),
            details: "error[E0308]: mismatched types".into(),
        };
        let found = Findings { withheld: vec![withheld], outside_edits: Vec::new() };
        std::fs::write(&prepared, serde_json::to_string(&found).unwrap()).unwrap();
        let prepared_arg = prepared.to_str().unwrap();
        let output =
            suites(&["--format", "json", "--timeout", TIMEOUT, "--prepared", prepared_arg], &outside);
        let text = String::from_utf8(output.stdout).unwrap();
        let report = Report::parse(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
        Graded { report, code: output.status.code(), outside, _folder: folder }
    })
}

/// Runs the fixture as a suite binary with `args`; its cases may try to write `outside`.
fn suites(args: &[&str], outside: &Path) -> Output {
    Command::new(std::env::current_exe().unwrap())
        .args(args)
        .env(ROLE, "suites")
        .env(OUTSIDE, outside)
        .env_remove(hog_grader::EXPECTED_ROOT)
        .output()
        .unwrap()
}

/// Problem 01's case that does `about`.
fn case(about: &str) -> &'static CaseResult {
    let problem = graded().report.problem("01").unwrap();
    problem.cases.iter().find(|c| c.about == about).unwrap_or_else(|| panic!("no case {about:?}"))
}

#[track_caller]
fn verdict_of(about: &str, expected: Verdict) {
    assert_eq!(case(about).verdict, expected, "the case that {about}: {:#?}", case(about));
    // Each verdict in the log: CI's Windows run shows what it checked there.
    println!("    the case that {about}: {}", expected.summary());
}

fn every_verdict_through_the_json_report() {
    assert_eq!(graded().code, Some(1), "a failing grade exits with 1");
    verdict_of("passes", Verdict::Passed);
    verdict_of("fails", Verdict::Failed);
    let hint = case("fails").events.iter().find_map(|e| match e {
        Event::Value { hint, passed: false, .. } => hint.clone(),
        _ => None,
    });
    assert_eq!(hint.as_deref(), Some("One and one make two."));
    let Verdict::Panicked { message, location } = &case("panics").verdict else {
        panic!("{:#?}", case("panics"))
    };
    assert_eq!(message, "the dice are loaded");
    assert!(location.as_deref().is_some_and(|l| l.contains("fixture.rs")), "{location:?}");
    verdict_of("is not implemented yet", Verdict::NotImplemented { message: TODO.into() });
    verdict_of("loops forever", Verdict::TimedOut { seconds: TIMEOUT.parse().unwrap() });
    verdict_of("overflows the stack", overflowed());
    verdict_of("calls process::exit", Verdict::Exited { code: 0 });
    verdict_of("aborts", aborted());
    verdict_of("allocates too much", Verdict::OutOfMemory { bytes: HUGE as u64 });
    verdict_of("reads standard input", Verdict::Passed);
    let last_line = case("loops forever").events.iter().rev().find_map(|e| match e {
        Event::Line { code } => Some(code.as_str()),
        _ => None,
    });
    assert_eq!(last_line, Some("spin();"), "the line it was stuck on");
    assert_eq!(graded().report.problem("01").unwrap().cases.len(), fixture::cases().len(), "every case ran");
}

/// The set-up that runs this binary under Wine says so, for the one verdict Wine gets wrong.
const UNDER_WINE: &str = "HOG_UNDER_WINE";

/// How the aborting case ends on this system: SIGABRT on Unix, a fast fail on Windows.
fn aborted() -> Verdict {
    if cfg!(windows) {
        Verdict::Crashed { signal: None, exception: Some(hog_grader::exception::FAST_FAIL) }
    } else {
        Verdict::Crashed { signal: Some(6), exception: None }
    }
}

/// How the recursing case ends: a stack overflow everywhere but under Wine, whose overflowing
/// thread ends the process with code 0 and no message (real Windows gives 0xC00000FD).
fn overflowed() -> Verdict {
    if cfg!(windows) && std::env::var_os(UNDER_WINE).is_some() {
        Verdict::Exited { code: 0 }
    } else {
        Verdict::StackOverflow
    }
}

fn a_flood_of_output_keeps_only_debug_lines() {
    let flood = case("floods its output");
    assert_eq!(flood.verdict, Verdict::Passed);
    let kept: Vec<String> = (0..flood.debug_lines.len()).map(|line| format!("DEBUG: {line}")).collect();
    assert_eq!(flood.debug_lines, kept, "DEBUG: lines only, in order");
    assert_eq!(flood.debug_lines.len() + flood.dropped_debug_lines, DEBUG_LINES);
    assert!(flood.dropped_debug_lines > 0, "a print in a loop cannot flood the report");
}

fn forged_reports_and_last_words_earn_nothing() {
    let forged = case("forges its report");
    assert_eq!(forged.verdict, Verdict::Exited { code: 0 }, "a printed `finished` is not a report");
    assert!(!forged.events.contains(&Event::Finished), "{:#?}", forged.events);
    verdict_of("forges the runtime's last words", Verdict::Exited { code: 3 });
}

fn a_case_cannot_write_outside_its_folder() {
    verdict_of("writes outside its folder", Verdict::Passed);
    let confinement = graded().report.confinement().expect("every child reports its confinement");
    match confinement {
        Confinement::Full | Confinement::Partial => {
            assert!(!graded().outside.exists(), "Landlock let a case write {}", graded().outside.display())
        }
        // Without Landlock the write lands: xtask's check of the grading files is what catches it.
        Confinement::None => {}
    }
}

fn points_follow_the_suites() {
    let report = &graded().report;
    let verdicts = report.problem("01").unwrap();
    let passed = verdicts.cases.iter().filter(|c| c.verdict.passed()).count();
    assert_eq!(passed, 4, "passes, floods, reads stdin, writes");
    assert_eq!(verdicts.earned, passed as f64, "one point per suite that passed");
    assert_eq!(verdicts.points, fixture::cases().len() as f64);
    assert_eq!(verdicts.first_scored_failure().map(|c| c.about.as_str()), Some("fails"));
    let withheld = report.problem("2").unwrap();
    assert_eq!(withheld.withheld.as_ref().map(|w| w.reason), Some(Reason::DoesNotCompile));
    assert!(withheld.cases.is_empty());
    assert_eq!((withheld.not_run, withheld.earned), (1, 0.0));
    assert_eq!((report.earned(), report.possible()), (passed as f64, verdicts.points + 1.0));
    assert!(!report.passed());
}

fn one_case_run_again_is_not_a_score() {
    let outside = graded().outside.with_file_name("unused.txt");
    let output = suites(&["-q", "1", "--suite", "1", "--case", "1"], &outside);
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.starts_with(
            "Problem 01 (verdicts): 1 case passed (one case run: points are given for whole problems;"
        ),
        "{text}"
    );
    assert!(!text.contains("/14 points"), "{text}");

    let json = suites(&["-q", "1", "--suite", "1", "--format", "json"], &outside);
    let report = Report::parse(&String::from_utf8(json.stdout).unwrap()).unwrap();
    let problem = report.problem("01").unwrap();
    assert!(problem.partial);
    assert_eq!((problem.earned, problem.suites.len()), (1.0, 1), "suite 1 earns its share alone");
}

fn the_command_line_refuses_what_does_not_exist() {
    let outside = graded().outside.with_file_name("unused.txt");
    let refused = |args: &[&str], expected: &str| {
        let output = suites(args, &outside);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    };
    let suites_of_01 = format!("problem 01 has no suite 99: its suites are 1 to {}", fixture::cases().len());
    refused(&["-q", "01", "--suite", "99"], &suites_of_01);
    refused(
        &["-q", "01", "--suite", "1", "--case", "2"],
        "suite 1 of problem 01 has no case 2: its cases are 1",
    );
    refused(&["-q", "3"], "there is no problem 03; the problems are 01, 02");
    refused(&["--timeout", "0"], "--timeout must be a positive number of seconds");

    let elsewhere = Command::new(std::env::current_exe().unwrap())
        .args(["-q", "01"])
        .env(ROLE, "suites")
        .env(hog_grader::EXPECTED_ROOT, std::env::temp_dir())
        .output()
        .unwrap();
    assert_eq!(elsewhere.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&elsewhere.stderr).contains("was built from"));
}
