//! What a new submission compiles: its teaching crates and the small suite binary, never the
//! suites themselves, whichever sandbox (and so whichever folder) it is graded in.

use std::fs;
use std::path::Path;
use std::time::SystemTime;

use xtask::build::{Built, Mode};
use xtask::sandbox::{Sandbox, shared_target};
use xtask::workspace;

use crate::common::{RULES, solution};

/// Every compiled library of `package` in `target`, with when it was written.
fn libraries(target: &Path, package: &str) -> Vec<(String, SystemTime)> {
    let prefix = format!("lib{}-", package.replace('-', "_"));
    let mut found: Vec<(String, SystemTime)> = fs::read_dir(target.join("debug/deps"))
        .unwrap()
        .map(|entry| entry.unwrap())
        .filter(|entry| entry.file_name().to_string_lossy().starts_with(&prefix))
        .filter(|entry| entry.file_name().to_string_lossy().ends_with(".rlib"))
        .map(|entry| {
            (entry.file_name().to_string_lossy().into_owned(), entry.metadata().unwrap().modified().unwrap())
        })
        .collect();
    found.sort();
    found
}

fn build(sandbox: &Sandbox) {
    match sandbox.build(Mode::Official).unwrap() {
        Built::Binary(_) => {}
        Built::Failed { errors, .. } => panic!("the suites do not build: {errors}"),
    }
}

#[test]
fn a_new_submission_in_a_new_folder_compiles_its_crates_and_not_the_suites() {
    let root = workspace::root().unwrap();
    let target = shared_target(&root);
    let first = Sandbox::new(&root).unwrap();
    build(&first);
    let suites = libraries(&target, "hog-suites");
    let rules = libraries(&target, "hog-rules");
    assert!(!suites.is_empty() && !rules.is_empty(), "the build wrote no libraries in {}", target.display());

    // Another submission, in a sandbox of its own (another folder, as a new worker or a
    // Gradescope container has): its code differs, and so does every path.
    let second = Sandbox::new(&root).unwrap();
    let submitted = solution(&root, RULES);
    second.write(RULES, &submitted).unwrap();
    build(&second);
    assert_ne!(libraries(&target, "hog-rules"), rules, "the submission's own crate is compiled");
    assert_eq!(
        libraries(&target, "hog-suites"),
        suites,
        "the suites are compiled once, not for each submission"
    );
}
