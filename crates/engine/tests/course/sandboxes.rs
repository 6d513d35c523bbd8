//! A sandbox grades what its own files hold: code under test cannot write the grading files,
//! and sandboxes sharing one build folder never take each other's builds.

use std::fs;

use hog_engine::build::Mode;
use hog_engine::sandbox::{Sandbox, SuiteResult};
use hog_engine::stubs::replace_body;
use hog_grader::Verdict;
use hog_grader::confine::Confinement;

use crate::fixture::{Course, LESSONS, SOLUTION, SUITES};

/// Code that the lint would stop, run without the lint: the child's own folder and, where
/// the system has it, Landlock keep the grading files as they were; where a write lands, the
/// check after grading finds it and puts the file back. (A forged report line and a huge
/// allocation are graded on the grader's own fixture, `crates/grader/tests/verdicts`.)
#[test]
fn code_under_test_cannot_write_grading_files() {
    let course = Course::new();
    let sandbox = Sandbox::new(&course.places()).unwrap();
    let suites = sandbox.root().join(SUITES);
    let before = fs::read(&suites).unwrap();
    let tamper = format!(
        "let _ = std::fs::write({:?}, \"tampered\");\nlet _ = std::fs::write({SUITES:?}, \"tampered\");\nn + 1",
        suites.display().to_string()
    );
    sandbox.write(LESSONS, &replace_body(&course.solution(), "double", &tamper).unwrap()).unwrap();

    let SuiteResult::Report(report, _) = sandbox.grade(Mode::Student, &["-q", "1"]).unwrap() else {
        panic!("the tampering code compiles")
    };
    let first = report.problem("01").unwrap().first_failure().map(|case| case.verdict.clone());
    assert_eq!(first, Some(Verdict::Failed));

    let mended = sandbox.restore(&[LESSONS.to_owned()]).unwrap();
    match report.confinement() {
        Some(Confinement::Full | Confinement::Partial) => {
            assert!(mended.is_empty(), "Landlock let the case write {mended:?}");
            assert_eq!(fs::read(&suites).unwrap(), before);
        }
        // Without Landlock the write lands, and the check after grading finds it.
        _ => assert!(mended.contains(&SUITES.to_owned()), "{mended:?}"),
    }
    assert_eq!(fs::read(&suites).unwrap(), before, "the suites are as they were after the check");
}

/// Sandboxes share one build folder, and a new one keeps its originals' modification times:
/// a sandbox whose files are older than another's last build still compiles its own solution,
/// and so does the other after it. Otherwise cargo would find the other's build fresh, and
/// grade one text with the other's code.
#[test]
fn sandboxes_sharing_builds_each_compile_their_own_solutions() {
    let course = Course::new();
    let honest = Sandbox::new(&course.places()).unwrap();
    let wrong = Sandbox::new(&course.places()).unwrap();
    wrong.write(SOLUTION, &replace_body(&course.solution(), "double", "n + 1").unwrap()).unwrap();
    let passes = |sandbox: &Sandbox| match sandbox.grade(Mode::Solution, &["-q", "1"]).unwrap() {
        SuiteResult::Report(report, _) => report.problem("01").unwrap().first_failure().is_none(),
        // Each text compiles on its own: an error comes from mixing the two builds.
        SuiteResult::CompileError(errors) => panic!("a sandbox was built with the other's code:\n{errors}"),
    };
    assert!(!passes(&wrong), "the wrong solution passed");
    assert!(passes(&honest), "the sandbox was graded with the other's solution");
    assert!(!passes(&wrong), "the sandbox was graded with the other's solution");
}
