//! What a build compiles: for a new submission, its teaching crate and the small suite
//! binary, never the suites themselves, whichever sandbox (and so whichever folder) it is
//! graded in.

use std::fs;
use std::time::{Duration, SystemTime};

use hog_engine::build::{Built, Mode};
use hog_engine::sandbox::Sandbox;

use crate::fixture::{Course, LESSONS, SUITES};

/// The packages the build of `sandbox` compiled.
fn build(sandbox: &Sandbox) -> Vec<String> {
    match sandbox.build(Mode::Official).unwrap() {
        Built::Binary(binary) => binary.rebuilt,
        Built::Failed { errors, .. } => panic!("the suites do not build: {errors}"),
    }
}

#[test]
fn a_new_submission_in_a_new_folder_compiles_its_crates_and_not_the_suites() {
    let course = Course::new();
    let first = Sandbox::new(&course.places()).unwrap();
    build(&first);

    // Another submission, in a sandbox of its own (another folder, as a new worker or a
    // Gradescope container has): its code differs, and so does every path. What cargo says
    // it compiled counts, not the files' times: other builds share the folder meanwhile.
    let second = Sandbox::new(&course.places()).unwrap();
    second.write(LESSONS, &course.solution()).unwrap();
    let rebuilt = build(&second);
    assert!(
        rebuilt.iter().any(|package| package == "fixture-lessons"),
        "the submission's own crate is compiled: {rebuilt:?}"
    );
    assert!(
        !rebuilt.iter().any(|package| package == "hog-suites"),
        "the suites are compiled once, not for each submission: {rebuilt:?}"
    );
}

/// A lasting sandbox (a student's grading copy) gives the grading files their originals'
/// modification times, however old the copy: the crates made of them are then the ones the
/// checkout's own builds compiled, not compiled again.
#[test]
fn a_lasting_sandbox_keeps_the_grading_files_times() {
    let course = Course::new();
    let home = tempfile::tempdir().unwrap();
    let original = SystemTime::now() - Duration::from_secs(24 * 60 * 60);
    fs::File::options()
        .append(true)
        .open(course.root().join(SUITES))
        .unwrap()
        .set_modified(original)
        .unwrap();
    let modified = |sandbox: &Sandbox| fs::metadata(sandbox.root().join(SUITES)).unwrap().modified().unwrap();
    let sandbox = Sandbox::lasting(&course.places(), home.path()).unwrap();
    assert_eq!(modified(&sandbox), original);
    // A copy made earlier, or mended after a grade, holds a newer time.
    fs::File::options()
        .append(true)
        .open(sandbox.root().join(SUITES))
        .unwrap()
        .set_modified(SystemTime::now())
        .unwrap();
    let again = Sandbox::lasting(&course.places(), home.path()).unwrap();
    assert_eq!(modified(&again), original);
}
