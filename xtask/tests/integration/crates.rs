//! The workspace's crates and the edges allowed between them, as ARCHITECTURE.md draws them:
//! `cargo metadata` lists every package's dependencies on the others, and any edge not in
//! [`ALLOWED`] fails, named. So the grading engine never reaches up into authoring, official
//! grading or the command line, the teaching crates never into the tools, and nothing builds
//! on xtask.

use std::collections::BTreeSet;
use std::process::Command;

/// Each package of the workspace with the packages of the workspace it may depend on (any
/// kind of dependency). A package missing here is an error too: a new crate says where it sits.
const ALLOWED: &[(&str, &[&str])] = &[
    // The game and what students write.
    ("hog-dice", &[]),
    ("hog-rules", &["hog-dice"]),
    ("hog-strategies", &["hog-rules"]),
    ("hog-experiments", &["hog-rules", "hog-strategies"]),
    ("hog-exact", &["hog-rules", "hog-strategies"]),
    ("hog", &["hog-rules", "hog-strategies", "hog-experiments", "hog-exact", "hog-i18n"]),
    // The languages hog speaks to students, under everything that speaks to them.
    ("hog-i18n", &[]),
    // Grading: the case runner, the suites and the binary that links them to the student's code.
    ("hog-grader", &["hog-i18n"]),
    ("hog-suites", &["hog-dice", "hog-grader", "hog-i18n"]),
    ("hog-suites-dylib", &["hog-suites"]),
    (
        "hog-suite-binary",
        &["hog-grader", "hog-suites", "hog-suites-dylib", "hog-rules", "hog-strategies", "hog-experiments"],
    ),
    // The tools: the engine, then authoring, then official grading, then their users.
    ("hog-engine", &["hog-grader", "hog-i18n"]),
    ("hog-authoring", &["hog-engine", "hog-grader", "hog-i18n"]),
    ("hog-official", &["hog-engine", "hog-authoring", "hog-grader"]),
    ("hog-contest", &["hog-engine", "hog-authoring", "hog-official", "hog-grader", "hog-exact", "hog-rules"]),
    ("hog-class-report", &["hog-engine", "hog-authoring", "hog-official", "hog-grader"]),
    ("xtask", &["hog-engine", "hog-authoring", "hog-official", "hog-grader", "hog-i18n"]),
];

#[test]
fn every_crate_depends_only_on_the_crates_it_may() {
    let root = hog_engine::environment::root().unwrap();
    let output = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .current_dir(&root)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let metadata: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let packages = metadata["packages"].as_array().unwrap();
    let ours: BTreeSet<&str> = packages.iter().map(|package| package["name"].as_str().unwrap()).collect();
    let mut wrong = Vec::new();
    for package in packages {
        let name = package["name"].as_str().unwrap();
        let Some((_, allowed)) = ALLOWED.iter().find(|(listed, _)| *listed == name) else {
            wrong.push(format!("{name} is not in ALLOWED: say which crates it may depend on"));
            continue;
        };
        for dependency in package["dependencies"].as_array().unwrap() {
            let on = dependency["name"].as_str().unwrap();
            if ours.contains(on) && !allowed.contains(&on) {
                wrong.push(format!("{name} depends on {on}, which it may not"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Where the libraries under the command line may read the process's environment, each with
/// why: where a command works is read by `environment.rs` alone, which only command lines
/// call; the rest finds the toolchain as cargo itself does, or decides how to print.
const ENVIRONMENT_READERS: &[(&str, &str)] = &[
    ("crates/engine/src/environment.rs", "where a command works: for command lines only"),
    ("crates/engine/src/build/mod.rs", "CARGO and RUSTC: the toolchain cargo itself would run"),
    ("crates/engine/src/sandbox.rs", "a replayed build's environment and cargo's home, as cargo reads them"),
    ("crates/authoring/src/snapshots.rs", "NO_COLOR, for the differences a person reviews"),
];

#[test]
fn only_the_environment_module_reads_where_a_command_works() {
    let root = hog_engine::environment::root().unwrap();
    let mut readers = Vec::new();
    for library in ["crates/engine/src", "crates/authoring/src", "crates/official/src"] {
        for file in hog_engine::workspace::files(&root.join(library), &[]).unwrap() {
            let text = std::fs::read_to_string(&file).unwrap();
            // Generated code in a string (a mutant's selector) reads it in the suite binary.
            let reads = text.lines().any(|line| line.contains("std::env::var") && !line.contains("\\\""));
            if reads {
                readers.push(hog_engine::workspace::display(&root, &file));
            }
        }
    }
    let allowed: Vec<&str> = ENVIRONMENT_READERS.iter().map(|(path, _)| *path).collect();
    let unexpected: Vec<&String> = readers.iter().filter(|path| !allowed.contains(&path.as_str())).collect();
    assert!(unexpected.is_empty(), "read the environment outside the command line: {unexpected:?}");
}
