//! What a build compiles: for a new submission, its teaching crates and the small suite
//! binary, never the suites themselves, whichever sandbox (and so whichever folder) it is
//! graded in; for a student's first grade, each crate xtask and the suites share once.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::SystemTime;

use hog_engine::build::{Built, Mode};
use hog_engine::sandbox::Sandbox;

use crate::common::{RULES, solution};

/// The packages the build of `sandbox` compiled.
fn build(sandbox: &Sandbox) -> Vec<String> {
    match sandbox.build(Mode::Official).unwrap() {
        Built::Binary(binary) => binary.rebuilt,
        Built::Failed { errors, .. } => panic!("the suites do not build: {errors}"),
    }
}

#[test]
fn a_new_submission_in_a_new_folder_compiles_its_crates_and_not_the_suites() {
    let root = hog_engine::environment::root().unwrap();
    let first = Sandbox::new(&hog_engine::environment::Places::for_root(&root)).unwrap();
    build(&first);

    // Another submission, in a sandbox of its own (another folder, as a new worker or a
    // Gradescope container has): its code differs, and so does every path. What cargo says
    // it compiled counts, not the files' times: other builds share the folder meanwhile.
    let second = Sandbox::new(&hog_engine::environment::Places::for_root(&root)).unwrap();
    let submitted = solution(&root, RULES);
    second.write(RULES, &submitted).unwrap();
    let rebuilt = build(&second);
    assert!(
        rebuilt.iter().any(|package| package == "hog-rules"),
        "the submission's own crate is compiled: {rebuilt:?}"
    );
    assert!(
        !rebuilt.iter().any(|package| package == "hog-suites"),
        "the suites are compiled once, not for each submission: {rebuilt:?}"
    );
}

/// Each package of `cargo tree -p PACKAGE ARGS`, with the sets of features it is built
/// with (a crate used both as a build dependency and a normal one may have two).
fn resolved(root: &Path, package: &str, args: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let tree = Command::new(env!("CARGO"))
        .args(["tree", "--package", package, "--edges", "normal,build", "--prefix", "none"])
        .args(["--format", "{p}|{f}"])
        .args(args)
        .current_dir(root)
        .output()
        .unwrap();
    assert!(tree.status.success(), "{}", String::from_utf8_lossy(&tree.stderr));
    let mut packages: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for line in String::from_utf8(tree.stdout).unwrap().lines() {
        let (package, features) = line.split_once('|').unwrap();
        let package = package.trim_end_matches(" (*)").trim_end_matches(" (proc-macro)");
        let features = features.trim_end_matches(" (*)");
        packages.entry(package.to_owned()).or_default().insert(features.to_owned());
    }
    packages
}

/// The first grade builds xtask, then the suite binary in the same target folder: a crate
/// both use is compiled once only if both builds resolve it with the same features.
#[test]
fn the_suites_share_every_crate_of_a_students_xtask() {
    let root = hog_engine::environment::root().unwrap();
    let xtask = resolved(&root, "xtask", &["--no-default-features"]);
    let suites = resolved(&root, "hog-graded", &["--features", "sandbox"]);
    let shared: Vec<&String> = xtask.keys().filter(|package| suites.contains_key(*package)).collect();
    assert!(shared.len() > 30, "xtask and the suites share only {shared:?}");
    for package in shared {
        assert_eq!(
            xtask[package], suites[package],
            "{package} is built with other features for the suites than for xtask, so a first grade compiles it twice: declare its features once in the workspace's Cargo.toml"
        );
    }
}

/// A lasting sandbox (a student's grading copy) gives the grader's files their originals'
/// modification times, however old the copy: the grader's crates are then the ones the
/// checkout's build of xtask compiled, not compiled again, and xtask is not rebuilt after.
#[test]
fn a_lasting_sandbox_keeps_the_grader_files_times() {
    let root = hog_engine::environment::root().unwrap();
    let home = tempfile::tempdir().unwrap();
    let grader_file = "crates/grader/src/lib.rs";
    let original = fs::metadata(root.join(grader_file)).unwrap().modified().unwrap();
    let modified =
        |sandbox: &Sandbox| fs::metadata(sandbox.root().join(grader_file)).unwrap().modified().unwrap();
    let sandbox = Sandbox::lasting(&hog_engine::environment::Places::for_root(&root), home.path()).unwrap();
    assert_eq!(modified(&sandbox), original);
    // A copy made earlier, or mended after a grade, holds a newer time.
    fs::File::options()
        .append(true)
        .open(sandbox.root().join(grader_file))
        .unwrap()
        .set_modified(SystemTime::now())
        .unwrap();
    let again = Sandbox::lasting(&hog_engine::environment::Places::for_root(&root), home.path()).unwrap();
    assert_eq!(modified(&again), original);
}
