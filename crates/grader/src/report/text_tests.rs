//! The text report as a student reads it, colours stripped: one snapshot per verdict, per
//! reason to withhold a problem, and per kind of summary.

use super::*;
use crate::confine::Confinement;
use crate::prepared::{Findings, OutsideEdit, Reason};
use crate::report::sample::{self, passed};

/// What `cargo xtask grade` shows by default.
const STUDENT: TextOptions = TextOptions { verbose: false, score: false, solution: false, rerun: true };

fn plain(grade: &Grade, options: TextOptions) -> String {
    anstream::adapter::strip_str(&render(grade, options)).to_string()
}

fn alone(problem: ProblemResult) -> Grade {
    Grade {
        problems: vec![problem],
        confinement: Some(Confinement::Full),
        prepared: Findings::default(),
        known_mistakes: Default::default(),
    }
}

#[test]
fn a_known_mistake_is_named_under_the_failing_case() {
    let (_, failure) = sample::failures().remove(0);
    let mut grade = alone(failing_at_the_second_case(failure));
    let shown = plain(&grade, STUDENT);
    assert!(!shown.contains("known mistake"), "{shown}");
    grade.known_mistakes.insert("01".into(), "rolls one die too few".into());
    let shown = plain(&grade, STUDENT);
    assert!(shown.contains("This looks like a known mistake: rolls one die too few."), "{shown}");
}

/// Problem 01 whose second case ended as `failure` did, with three cases left unrun.
fn failing_at_the_second_case(failure: CaseResult) -> ProblemResult {
    let mut failure = failure;
    failure.id.case = 2;
    let mut problem = sample::problem("01", "roll_dice", 2.0, vec![passed(1, 1), failure]);
    problem.not_run = 3;
    problem
}

#[test]
fn each_verdict_of_a_failing_case() {
    for (name, failure) in sample::failures() {
        let shown = plain(&alone(failing_at_the_second_case(failure)), STUDENT);
        insta::assert_snapshot!(name, shown);
    }
}

#[test]
fn each_reason_to_withhold_a_problem() {
    for (name, reason) in [
        ("withheld_does_not_compile", Reason::DoesNotCompile),
        ("withheld_forbidden", Reason::Forbidden),
        ("withheld_markers", Reason::Markers),
        ("withheld_build_timed_out", Reason::BuildTimedOut),
    ] {
        let mut grade = alone(sample::withheld("06", reason));
        grade.prepared.withheld = grade.problems.iter().filter_map(|p| p.withheld.clone()).collect();
        insta::assert_snapshot!(name, plain(&grade, STUDENT));
    }
}

#[test]
fn every_case_passed() {
    let grade =
        alone(sample::problem("01", "roll_dice", 2.0, vec![passed(1, 1), passed(1, 2), passed(2, 1)]));
    insta::assert_snapshot!(plain(&grade, STUDENT));
}

#[test]
fn a_protection_this_system_lacks_is_said_without_verbose() {
    let mut grade = alone(sample::problem("01", "roll_dice", 2.0, vec![passed(1, 1)]));
    let full = plain(&grade, STUDENT);
    assert!(!full.contains("note:"), "{full}");
    grade.confinement = Some(Confinement::None);
    let shown = plain(&grade, STUDENT);
    let note = shown.lines().last().unwrap();
    assert!(
        note.starts_with("note: each case ran in a folder of its own with at most 4 GiB of memory;"),
        "{shown}"
    );
    assert!(
        note.contains(&format!("{} did not block writes outside it", crate::confine::system())),
        "{note}"
    );
}

#[test]
fn one_case_passed_is_singular() {
    let shown = plain(&alone(sample::problem("01", "roll_dice", 2.0, vec![passed(1, 1)])), STUDENT);
    assert_eq!(shown, "Problem 01 (roll_dice): 1 case passed, 2.0/2 points\n");
}

#[test]
fn a_broken_source_check() {
    let mut problem = sample::problem("02", "boar_brawl", 2.0, vec![passed(1, 1), passed(2, 1)]);
    problem.violations = vec![sample::violation(), sample::violation()];
    sample::rescore(&mut problem);
    insta::assert_snapshot!(plain(&alone(problem), STUDENT));
}

#[test]
fn edits_outside_the_regions() {
    let mut grade = alone(sample::problem("01", "roll_dice", 2.0, vec![passed(1, 1), passed(1, 2)]));
    grade.prepared.outside_edits = vec![
        OutsideEdit { file: "crates/rules/src/rules.rs".into(), line: 12 },
        OutsideEdit { file: "crates/rules/src/rules.rs".into(), line: 13 },
    ];
    insta::assert_snapshot!(plain(&grade, STUDENT));
}

/// A grade fresh from the stubs but for a few problems: the first failure in full, then
/// one short line per problem, and the point breakdown.
#[test]
fn the_summary_lines_after_the_first_failure() {
    let options = TextOptions { score: true, ..STUDENT };
    insta::assert_snapshot!(plain(&sample::mixed(), options));
}

/// `--verbose`: every case that ran, hidden and unscored ones tagged, one summary line.
#[test]
fn verbose() {
    let mut hidden = sample::failures().swap_remove(0).1;
    hidden.id.suite = 2;
    hidden.hidden = true;
    let mut unscored = sample::failures().swap_remove(3).1;
    unscored.id.suite = 3;
    unscored.kind = SuiteKind::Unscored;
    let problem = sample::problem("01", "roll_dice", 2.0, vec![passed(1, 1), passed(1, 2), hidden, unscored]);
    let options = TextOptions { verbose: true, ..STUDENT };
    let shown = plain(&alone(problem), options);
    assert_eq!(shown.matches("Problem 01 (roll_dice):").count(), 1, "one summary line:\n{shown}");
    insta::assert_snapshot!(shown);
}

/// `--suite 1 --case 2`: the case, and no points that could pass for the score.
#[test]
fn a_single_case_run_again() {
    let failure = sample::failures().swap_remove(0).1;
    let mut problem = sample::problem("01", "roll_dice", 2.0, vec![failure]);
    problem.partial = true;
    let options = TextOptions { rerun: false, score: true, ..STUDENT };
    let shown = plain(&alone(problem), options);
    assert!(!shown.contains("0.0/2"), "{shown}");
    insta::assert_snapshot!(shown);
}

/// `--suite 2`, every case of it passing: its share is not the problem's score either.
#[test]
fn a_suite_run_alone() {
    let mut problem = sample::problem("01", "roll_dice", 2.0, vec![passed(2, 1), passed(2, 2)]);
    problem.partial = true;
    crate::grade::score(&mut problem, 2);
    let options = TextOptions { solution: true, ..STUDENT };
    insta::assert_snapshot!(plain(&alone(problem), options));
}

/// A figure a case measured is on its problem's summary line, without `--verbose`.
#[test]
fn a_headline_on_the_summary_line() {
    let grade = alone(sample::with_headline());
    let shown = plain(&grade, STUDENT);
    assert!(shown.contains("final_strategy won 71.3%"), "{shown}");
    insta::assert_snapshot!(shown);
    insta::assert_snapshot!(
        "a_headline_in_the_code",
        plain(&grade, TextOptions { verbose: true, ..STUDENT })
    );
}

#[test]
fn a_case_in_plain_text_has_no_rerun_command_and_no_colour() {
    let (_, failure) = sample::failures().swap_remove(0);
    let shown = render_case_plain(&failure);
    assert!(!shown.contains('\x1b'), "{shown:?}");
    assert!(!shown.contains("Run only this case"), "{shown}");
    assert!(shown.contains("hint: Sow Sad"), "{shown}");
}

/// Every verdict's words in `catalogue`: each failing case shown in full, every summary,
/// withheld reasons, outside edits, the point table and the protection note.
fn every_verdict_in(catalogue: &'static hog_i18n::Catalogue) -> String {
    let everything = TextOptions { verbose: true, score: true, solution: false, rerun: true };
    hog_i18n::speaking(catalogue, || {
        let mut shown = plain(&sample::every_verdict(), everything);
        for (_, failure) in sample::failures() {
            shown.push_str(&plain(&alone(failing_at_the_second_case(failure)), STUDENT));
        }
        shown
    })
}

/// The report in Simplified Chinese, as a student whose system speaks it reads it.
#[test]
fn the_report_in_chinese() {
    let shown = every_verdict_in(hog_i18n::catalogue("zh-CN").unwrap());
    insta::assert_snapshot!("every_verdict_zh_cn", shown);
}

/// In the made-up accented language, any plain English word left is a sentence that did not
/// come from the catalogue. The sample's own words (its cases' notes and code, what the
/// student's code printed, a source check's and a todo!()'s message, the suites' headline and
/// hints) are the suites' and the student's, not the report's: they are taken out first.
#[test]
fn every_sentence_of_the_report_comes_from_the_catalogue() {
    let mut shown = every_verdict_in(hog_i18n::pseudo::catalogue());
    let grade = sample::every_verdict();
    let mut theirs: Vec<String> = Vec::new();
    for problem in &grade.problems {
        theirs.push(problem.title.clone());
        theirs.extend(problem.headline().map(str::to_owned));
        theirs.extend(problem.violations.iter().map(ToString::to_string));
        theirs.extend(problem.withheld.iter().map(|w| w.details.clone()));
        for case in &problem.cases {
            theirs.push(case.about.clone());
            theirs.extend(case.debug_lines.iter().cloned());
            if let Verdict::NotImplemented { message } | Verdict::Panicked { message, .. } = &case.verdict {
                theirs.push(message.clone());
            }
            for event in &case.events {
                match event {
                    Event::Note { text } | Event::Headline { text } => theirs.push(text.clone()),
                    Event::Line { code } => theirs.push(code.clone()),
                    Event::Value { got, expected, hint, .. } => {
                        theirs.extend([got.clone(), expected.clone()]);
                        theirs.extend(hint.clone());
                    }
                    Event::Failure { explanation, .. } => theirs.push(explanation.clone()),
                    _ => {}
                }
            }
        }
    }
    theirs.sort_by_key(|text| std::cmp::Reverse(text.len()));
    for text in theirs {
        for part in text.lines() {
            shown = shown.replace(part.trim(), "");
        }
    }
    // Commands, paths and a location are code, not sentences.
    let code =
        ["cargo xtask grade", "--suite", "--case", "todo!()", "std::process::exit", "SIGABRT", "SIGKILL"];
    let files = ["crates/rules/src/rules.rs", "crates/strategies/src/strategies.rs"];
    for code in code.into_iter().chain(files) {
        shown = shown.replace(code, "");
    }
    let escaped: Vec<&str> =
        shown.lines().filter(|line| hog_i18n::pseudo::plain_english_in(line).is_some()).collect();
    assert!(escaped.is_empty(), "English that no catalogue holds:\n{}", escaped.join("\n"));
}

/// The point table lines up by display width in Chinese, whose characters take two columns.
#[test]
fn the_point_table_lines_up_in_chinese() {
    let everything = TextOptions { verbose: false, score: true, solution: false, rerun: true };
    let mut grade = sample::mixed();
    grade.problems[4].title = "可疑数".to_owned();
    let shown = hog_i18n::speaking(hog_i18n::catalogue("zh-CN").unwrap(), || plain(&grade, everything));
    let rows: Vec<&str> =
        shown.lines().skip_while(|l| *l != "得分明细").skip(1).take_while(|l| !l.is_empty()).collect();
    assert_eq!(rows.len(), grade.problems.len(), "{shown}");
    let slash_at: Vec<usize> =
        rows.iter().map(|row| hog_i18n::width::columns(row.split_once('/').unwrap().0)).collect();
    assert!(slash_at.iter().all(|at| *at == slash_at[0]), "the points do not line up:\n{}", rows.join("\n"));
}
