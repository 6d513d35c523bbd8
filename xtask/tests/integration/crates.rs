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
    ("hog", &["hog-rules", "hog-strategies", "hog-experiments", "hog-exact"]),
    // Grading: the case runner, the suites and the binary that links them to the student's code.
    ("hog-grader", &[]),
    ("hog-suites", &["hog-dice", "hog-grader"]),
    ("hog-suites-dylib", &["hog-suites"]),
    (
        "hog-graded",
        &["hog-grader", "hog-suites", "hog-suites-dylib", "hog-rules", "hog-strategies", "hog-experiments"],
    ),
    // The tools: the engine, then authoring, then official grading, then their users.
    ("hog-engine", &["hog-grader"]),
    ("hog-authoring", &["hog-engine", "hog-grader"]),
    ("hog-official", &["hog-engine", "hog-authoring", "hog-grader"]),
    ("hog-contest", &["hog-engine", "hog-authoring", "hog-official", "hog-grader", "hog-exact", "hog-rules"]),
    ("hog-class-report", &["hog-engine", "hog-authoring", "hog-official", "hog-grader"]),
    ("xtask", &["hog-engine", "hog-authoring", "hog-official", "hog-grader"]),
];

#[test]
fn every_crate_depends_only_on_the_crates_it_may() {
    let root = hog_engine::workspace::root().unwrap();
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
