//! A student's later grades compile without cargo (`hog_engine::build::replay`): after an edit of
//! student code, and only then, the lasting sandbox runs the compilers cargo ran last time,
//! and what it builds grades the edit, fails as cargo's build would, and stops at the limit.

use std::fs;
use std::time::{Duration, Instant, SystemTime};

use hog_engine::build::limit::STALLS_THE_COMPILER;
use hog_engine::build::{Built, Limits, Mode, SuiteBinary};
use hog_engine::sandbox::Sandbox;
use hog_engine::stubs::replace_body;

use crate::fixture::{Course, LESSONS};

/// Problem 01's points when `binary` grades it.
fn points_of_01(sandbox: &Sandbox, binary: &SuiteBinary) -> f64 {
    let (report, _) = sandbox.report(&binary.path, &["-q", "01"], &[]).unwrap();
    report.problem("01").unwrap().earned
}

fn built(built: Built) -> SuiteBinary {
    match built {
        Built::Binary(binary) => binary,
        Built::Failed { errors, .. } => panic!("the suites do not build: {errors}"),
    }
}

#[test]
fn an_edit_of_student_code_alone_is_compiled_without_cargo() {
    // No other sandbox builds in the target folder meanwhile: a sandbox replays only after its
    // own last build.
    let course = Course::alone();
    let home = tempfile::tempdir().unwrap();
    let sandbox = Sandbox::lasting_in(course.root(), home.path(), &course.places().sandboxes).unwrap();
    let build = |text: &str, limits: Limits| {
        sandbox.write(LESSONS, text).unwrap();
        sandbox.build_within(Mode::Student, limits).unwrap()
    };

    // The first build is cargo's, which records its compilers.
    let first = built(build(&course.stub(), Limits::GENEROUS));
    assert!(!first.replayed, "there was nothing to replay");
    assert_eq!(points_of_01(&sandbox, &first), 0.0);

    // The solution of problem 01 in its place: compiled without cargo, and graded as such.
    let solved = course.solution();
    let replayed = built(build(&solved, Limits::GENEROUS));
    assert!(replayed.replayed, "an edit of student code is replayed");
    assert_eq!(points_of_01(&sandbox, &replayed), 2.0, "the replayed binary holds the edit");

    // A compile error is the student's, at its place, as in cargo's build.
    let broken = replace_body(&solved, "double", "let _ = n;\nundefined_name").unwrap();
    match build(&broken, Limits::GENEROUS) {
        Built::Failed { by_student, located, errors, .. } => {
            assert!(by_student, "{errors}");
            assert!(located.iter().any(|error| error.file == LESSONS), "{located:?}");
            assert!(errors.contains("undefined_name"), "{errors}");
        }
        Built::Binary(_) => panic!("code that does not compile was built"),
    }
    // Back to the code last built: nothing to compile, and still the solution's binary.
    let again = built(build(&solved, Limits::GENEROUS));
    assert!(again.replayed);
    assert_eq!(points_of_01(&sandbox, &again), 2.0);

    // Code that keeps the compiler busy is stopped at the limit, as in cargo's build.
    let stalling = replace_body(&solved, "double", &format!("{STALLS_THE_COMPILER}n * 2")).unwrap();
    let started = Instant::now();
    match build(&stalling, Limits { time: Duration::from_secs(3), ..Limits::GENEROUS }) {
        Built::Failed { stalled, .. } => assert_eq!(stalled, ["crates/lessons"]),
        Built::Binary(_) => panic!("code that stalls the compiler was built"),
    }
    assert!(started.elapsed() < Duration::from_secs(60), "stopped after {:?}", started.elapsed());

    // A file the plan wrote changed behind it (as another build would): cargo builds.
    let written = fs::File::options().append(true).open(&again.path).unwrap();
    written.set_modified(SystemTime::now()).unwrap();
    let rebuilt = built(build(&course.stub(), Limits::GENEROUS));
    assert!(!rebuilt.replayed, "a plan whose files changed is not replayed");
    assert_eq!(points_of_01(&sandbox, &rebuilt), 0.0);
}

/// Official grading's sandboxes are temporary, and never replay: what a submission's folder
/// holds (a plan of its author's own grading, say) never chooses what runs.
#[test]
fn a_temporary_sandbox_always_builds_with_cargo() {
    let course = Course::new();
    let sandbox = Sandbox::new(&course.places()).unwrap();
    for _ in 0..2 {
        let binary = built(sandbox.build(Mode::Student).unwrap());
        assert!(!binary.replayed);
    }
    assert!(!sandbox.beside("build-plan.json").exists(), "a temporary sandbox keeps no plan");
}
