//! Two grades of one checkout at once (a `--watch` in one terminal, `cargo xtask grade` in
//! another) share its lasting sandbox: the second waits for the first
//! (`Sandbox::lasting_alone`), so each is graded on its own code, with the binary built from
//! it, and the plan it leaves behind holds for the grade after.

use std::path::Path;
use std::sync::Barrier;

use hog_engine::build::{Limits, Mode};
use hog_engine::prepare::{self, Prepared, StudentFile};
use hog_engine::sandbox::Sandbox;
use hog_engine::stubs::{self, replace_body};
use hog_grader::ProblemResult;

use crate::fixture::{Course, LESSONS};

/// Rounds of two grades started together.
const ROUNDS: usize = 4;

/// The student files with `lessons` as the teaching file, and problem 01's region ending in a
/// comment that names `edit`: each edit is new code, which every grade compiles.
fn edited(root: &Path, lessons: &str, edit: &str) -> Vec<StudentFile> {
    let end = "    // END PROBLEM 01";
    let lessons = lessons.replacen(end, &format!("    // {edit}\n{end}"), 1);
    let file = |(path, pristine): (String, String)| {
        let submitted = if path == LESSONS { lessons.clone() } else { pristine.clone() };
        StudentFile { path, pristine, submitted }
    };
    stubs::handed_out(root).unwrap().into_iter().map(file).collect()
}

/// Problem 01 as graded in the lasting sandbox at `home`, building into `target`, with the
/// student files `files`: the steps of `cargo xtask grade -q 01`.
fn grade_01(root: &Path, home: &Path, target: &Path, files: &[StudentFile]) -> ProblemResult {
    let sandbox = Sandbox::lasting_alone(root, home, target).unwrap();
    let (binary, found) = match prepare::build(&sandbox, Mode::Student, files, Limits::GENEROUS).unwrap() {
        Prepared::Built { binary, found } => (binary, found),
        Prepared::Failed { errors, .. } => panic!("the suites do not build: {errors}"),
    };
    let found_in = sandbox.write_beside("prepared.json", &serde_json::to_string(&found).unwrap()).unwrap();
    let args = ["-q", "01", "--prepared", found_in.to_str().unwrap()];
    let (report, _) = sandbox.report(&binary, &args, &[]).unwrap();
    report.problem("01").unwrap().clone()
}

/// Two students' code, told apart by problem 01: one solved it, the other's region breaks
/// the lint and is withheld. A grade that compiled the other's text, ran the other's binary
/// or read the other's `prepared.json` shows it in its result.
#[test]
fn two_grades_at_once_each_grade_their_own_code() {
    // No other sandbox builds in the target folder meanwhile: the grades replay each other's plans.
    let course = Course::alone();
    let root = course.root();
    let home = tempfile::tempdir().unwrap();
    let target = course.places().sandboxes;
    let solved = course.solution();
    let forbidden = "let _ = n;\nstd::fs::read(\"lessons\").map_or(0, |_| 1)";
    let withheld = replace_body(&solved, "double", forbidden).unwrap();
    let check = |result: &ProblemResult, solved: bool, when: &str| {
        if solved {
            assert!(result.withheld.is_none(), "{when}: the solved code was graded as withheld");
            assert_eq!(result.earned, result.points, "{when}: the solved code did not earn its points");
        } else {
            assert!(result.withheld.is_some(), "{when}: the withheld code was graded as written");
            assert_eq!(result.earned, 0.0, "{when}: the withheld code earned points");
        }
    };
    let grade = |files: &[StudentFile]| grade_01(root, home.path(), &target, files);
    for round in 1..=ROUNDS {
        // Put together beforehand, so that the two grades start alike.
        let ours = edited(root, &solved, &format!("solved, round {round}"));
        let theirs = edited(root, &withheld, &format!("withheld, round {round}"));
        let start = Barrier::new(2);
        let (ours, theirs) = std::thread::scope(|scope| {
            let ours = scope.spawn(|| {
                start.wait();
                grade(&ours)
            });
            let theirs = scope.spawn(|| {
                start.wait();
                grade(&theirs)
            });
            (ours.join().unwrap(), theirs.join().unwrap())
        });
        check(&ours, true, &format!("round {round}, the solved code"));
        check(&theirs, false, &format!("round {round}, the withheld code"));
    }
    // Then alone, each code as last graded: the binary and plan left behind are for the code
    // they were built from, so whichever built last, the other's grade compiles its own.
    check(&grade(&edited(root, &solved, &format!("solved, round {ROUNDS}"))), true, "the solved code after");
    let after = edited(root, &withheld, &format!("withheld, round {ROUNDS}"));
    check(&grade(&after), false, "the withheld code after");
}
