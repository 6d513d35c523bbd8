//! The grader tested against student files that are wrong or broken, as a course's
//! worst submissions are: each in a sandbox copy of the workspace, never the real one.
//! How each way of failing at run time is graded is tested faster on the grader's own
//! fixture (`crates/grader/tests/verdicts`).

use hog_grader::report::json::Report;
use hog_grader::{CaseResult, SuiteKind};
use xtask::build::Mode;
use xtask::sandbox::{Graded, Sandbox};
use xtask::stubs::replace_body;
use xtask::workspace;

use crate::common::{RULES, body_of, function_of, problem, solution};

fn sandbox() -> Sandbox {
    Sandbox::new(&workspace::root().unwrap()).unwrap()
}

fn report(graded: Graded) -> (Report, i32) {
    match graded {
        Graded::Report(report, code) => (report, code),
        Graded::CompileError(errors) => panic!("expected a report, got compile errors:\n{errors}"),
    }
}

/// Hidden cases included: they must be as honest as the rest.
#[test]
fn every_scored_case_fails_on_the_stubs_and_passes_on_the_solution() {
    prove_every_scored_case(&sandbox());
}

/// Every scored case of the workspace in `sandbox` fails on its stubs and passes on its
/// solution, hidden cases included.
pub fn prove_every_scored_case(sandbox: &Sandbox) {
    let (stubs, code) = report(sandbox.grade(Mode::Official, &["--verbose"]).unwrap());
    assert_eq!(code, 1);
    let scored: Vec<&CaseResult> = stubs.cases().filter(|c| c.kind == SuiteKind::Scored).collect();
    assert!(scored.len() >= 30, "only {} scored cases", scored.len());
    let passing: Vec<&CaseResult> = scored.iter().copied().filter(|c| c.verdict.passed()).collect();
    assert!(passing.is_empty(), "scored cases that pass on the stubs: {passing:#?}");
    assert_eq!(stubs.earned(), 0.0);

    let (solution, code) = report(sandbox.grade(Mode::Solution, &["--verbose"]).unwrap());
    let failing: Vec<&CaseResult> = solution.cases().filter(|c| !c.verdict.passed()).collect();
    assert!(failing.is_empty(), "cases that fail on the solution: {failing:#?}");
    assert_eq!(solution.earned(), solution.possible());
    assert_eq!(code, 0);
    assert_eq!(solution.cases().count(), stubs.cases().count(), "every case ran in both modes");
    assert!(stubs.cases().any(|c| c.hidden), "the hidden cases ran too");
}

#[test]
fn a_compile_error_shows_only_the_students_file() {
    let sandbox = sandbox();
    let student = sandbox.read(RULES).unwrap();
    let broken =
        replace_body(&student, "roll_dice", "let rolls: u32 = \"four\";\nrolls + num_rolls + dice()")
            .unwrap();
    sandbox.write(RULES, &broken).unwrap();
    match sandbox.grade(Mode::Student, &[]).unwrap() {
        Graded::CompileError(errors) => {
            assert!(errors.contains("crates/rules/src/rules.rs"), "{errors}");
            assert!(errors.contains("mismatched types"), "{errors}");
            assert!(!errors.contains("could not compile"), "cargo's own summary is left out: {errors}");
        }
        Graded::Report(..) => panic!("code with a type error was graded"),
    }
}

/// Roll_dice's loop written out in take_turn, in place of the call: what every edition's
/// take_turn must not do.
const ROLLS_INLINE: &str =
    "{\n    let mut total = 0;\n    for _ in 0..num_rolls {\n        total += dice();\n    }\n    total\n}";

#[test]
fn source_checks_name_the_construct_and_its_line() {
    let sandbox = sandbox();
    let reference = solution(&workspace::root().unwrap(), RULES);
    // Problem 02 computed right, through a string: the ban alone costs its points.
    let zero_dice = function_of(&reference, "02");
    let by_string = format!("let _ = opponent_score.to_string();\n{}", body_of(&reference, &zero_dice));
    let mut student = replace_body(&reference, &zero_dice, &by_string).unwrap();
    let take_turn = body_of(&reference, "take_turn");
    let call = "roll_dice(num_rolls, dice)";
    assert!(take_turn.contains(call), "take_turn calls {call}: {take_turn}");
    student = replace_body(&student, "take_turn", &take_turn.replace(call, ROLLS_INLINE)).unwrap();
    sandbox.write(RULES, &student).unwrap();
    let line_of = |needle: &str| student.lines().position(|l| l.contains(needle)).unwrap() + 1;

    let (graded, _) = report(sandbox.grade(Mode::Student, &["-q", "2", "-q", "3"]).unwrap());
    let by_string = problem(&graded, "02");
    assert_eq!(by_string.earned, 0.0, "a broken restriction forfeits the points");
    let violation = &by_string.violations[0];
    assert_eq!(violation.line, line_of("opponent_score.to_string()"));
    assert!(violation.message.contains("`.to_string()`"), "{violation}");

    let messages: Vec<&str> = problem(&graded, "03").violations.iter().map(|v| v.message.as_str()).collect();
    assert!(messages.iter().any(|m| m.contains("must call roll_dice")), "{messages:?}");
    assert!(messages.iter().any(|m| m.contains("a `for` loop")), "{messages:?}");
}
