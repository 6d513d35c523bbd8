//! Helpers the integration tests share: fixtures made from the reference, and reading reports.

use std::fs;
use std::path::Path;

use serde_json::Value;

/// The rules crate's student file.
pub const RULES: &str = "crates/rules/src/rules.rs";

/// The reference solution of the student file at `student_path`.
pub fn solution(root: &Path, student_path: &str) -> String {
    fs::read_to_string(root.join(student_path.replace("/src/", "/solution/"))).unwrap()
}

/// The target folder for builds in the tests' fresh copies of the workspace (a release, an
/// autograder): never the user's. The copies share it safely because each is written anew,
/// so its files are always newer than what another copy built there.
pub fn copies_target(root: &Path) -> std::path::PathBuf {
    root.join("target/copies")
}

/// Writes `text` to `path` under `dir`, making its folders.
pub fn write(dir: &Path, path: &str, text: &str) {
    let path = dir.join(path);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// Problem `id` of a JSON report.
pub fn problem<'r>(report: &'r Value, id: &str) -> &'r Value {
    report["problems"].as_array().unwrap().iter().find(|p| p["id"] == id).unwrap()
}

/// The verdict of a problem's first case that did not pass.
pub fn first_failure(report: &Value, id: &str) -> Value {
    let cases = problem(report, id)["cases"].as_array().unwrap();
    cases.iter().find(|c| c["verdict"]["kind"] != "passed").unwrap()["verdict"].clone()
}
