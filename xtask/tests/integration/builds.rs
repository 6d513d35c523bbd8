//! What a build of the real course holds to: a student's first grade compiles each crate
//! xtask and the suites share once, and a student's suite binary loads the suites' library
//! it was linked with. (What a new submission compiles, on a small course:
//! `crates/engine/tests/course/builds.rs`.)

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;
use std::process::Command;

use hog_engine::build::{Built, Mode};
use hog_engine::sandbox::Sandbox;

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
    let suites = resolved(&root, "hog-suite-binary", &["--features", "sandbox"]);
    let shared: Vec<&String> = xtask.keys().filter(|package| suites.contains_key(*package)).collect();
    assert!(shared.len() > 30, "xtask and the suites share only {shared:?}");
    for package in shared {
        assert_eq!(
            xtask[package], suites[package],
            "{package} is built with other features for the suites than for xtask, so a first grade compiles it twice: declare its features once in the workspace's Cargo.toml"
        );
    }
}

/// A student's suite binary loads the suites' shared library kept beside it (glibc Linux,
/// where it links one), whatever another folder on the loader's path holds: `cargo run` puts
/// its target folder there, where another build may have replaced the library.
#[test]
fn a_students_suite_binary_loads_the_library_beside_it() {
    let root = hog_engine::environment::root().unwrap();
    let sandbox = Sandbox::new(&hog_engine::environment::Places::for_root(&root)).unwrap();
    let binary = match sandbox.build(Mode::Student).unwrap() {
        Built::Binary(binary) => binary,
        Built::Failed { errors, .. } => panic!("the suites do not build: {errors}"),
    };
    let linked = cfg!(all(target_os = "linux", target_env = "gnu"));
    assert_eq!(!binary.libraries.is_empty(), linked, "{:?}", binary.libraries);
    let elsewhere = tempfile::tempdir().unwrap();
    for library in &binary.libraries {
        fs::write(elsewhere.path().join(library.file_name().unwrap()), "not a library").unwrap();
    }
    let path = elsewhere.path().to_str().unwrap();
    let (report, _) = sandbox.report(&binary.path, &["-q", "01"], &[("LD_LIBRARY_PATH", path)]).unwrap();
    assert_eq!(report.problem("01").unwrap().earned, 0.0, "the stubs were graded");
}
