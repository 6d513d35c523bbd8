//! `cargo xtask classroom --out DIR`: a GitHub Classroom template repository, the student
//! release with the workflow that grades each push.
//!
//! Classroom runs the workflow in each student's own repository on GitHub Actions. It builds
//! the grader, grades the student's regions in the files as handed out (`cargo xtask grade
//! --format classroom`, with official grading's time limit per case) and hands the payload to
//! Classroom's grading reporter, which records the points: one test per problem, with partial
//! credit. The repository is a release, so it holds no hidden case, solution or answer.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};

use crate::release;

/// The grading step's id, which the reporter knows it by: letters and digits only, as the
/// reporter's check of its `runners` input wants.
pub const RUNNER: &str = "hog";

/// Where the workflow goes in the repository.
pub const WORKFLOW_PATH: &str = ".github/workflows/classroom.yml";

/// The workflow. Classroom takes the points only from a workflow named "Autograding Tests"
/// whose one job is `run-autograding-tests`. `@TOOLCHAIN@`, `@RUNNER@`, `@RESULTS@` and
/// `@GRADE@` are filled in by [`workflow`].
const WORKFLOW: &str = r#"# GitHub Classroom's autograding of the Game of Hog (written by `cargo xtask classroom`).
# Classroom records the points only from a workflow named "Autograding Tests" whose one job is
# "run-autograding-tests": keep both names.
name: Autograding Tests
on: [push, workflow_dispatch, repository_dispatch]
permissions:
  checks: write
  actions: read
  contents: read
jobs:
  run-autograding-tests:
    runs-on: ubuntu-latest
    if: github.actor != 'github-classroom[bot]'
    timeout-minutes: 30
    steps:
      - name: Check out the code
        uses: actions/checkout@v4
      - name: Cache cargo's downloads and builds
        uses: actions/cache@v4
        with:
          path: |
            ~/.cargo/registry
            ~/.cargo/git
            target
          key: hog-${{ runner.os }}-rust-@TOOLCHAIN@-${{ hashFiles('Cargo.lock') }}
          restore-keys: hog-${{ runner.os }}-rust-@TOOLCHAIN@-
      - name: Install Rust @TOOLCHAIN@
        run: rustup toolchain install @TOOLCHAIN@ --profile minimal && rustup default @TOOLCHAIN@
      - name: Build the grader
        run: cargo build --package xtask
      - name: Grade
        id: @RUNNER@
        run: echo "result=$(@GRADE@)" >> "$GITHUB_OUTPUT"
      - name: Report the points to GitHub Classroom
        uses: classroom-resources/autograding-grading-reporter@v1
        env:
          @RESULTS@: ${{ steps.@RUNNER@.outputs.result }}
        with:
          runners: @RUNNER@
"#;

/// The command that grades in the workflow: the student's regions, each case stopped after
/// official grading's time limit; the payload on stdout, the report with its points on stderr.
pub fn grade_command() -> String {
    format!("cargo xtask grade --format classroom --score --timeout {}", hog_engine::intake::CASE_TIMEOUT)
}

/// The variable the reporter reads the runner's payload from: its id, upper-cased, and `_RESULTS`.
pub fn results_variable() -> String {
    format!("{}_RESULTS", RUNNER.to_uppercase())
}

/// The workflow, for a workspace that needs Rust `toolchain`.
pub fn workflow(toolchain: &str) -> String {
    WORKFLOW
        .replace("@TOOLCHAIN@", toolchain)
        .replace("@RUNNER@", RUNNER)
        .replace("@RESULTS@", &results_variable())
        .replace("@GRADE@", &grade_command())
}

/// The Rust version the workspace at `root` needs: its `rust-version`.
pub fn toolchain(root: &Path) -> Result<String> {
    let path = root.join("Cargo.toml");
    let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let manifest: toml::Table =
        toml::from_str(&text).with_context(|| format!("{} is not TOML", path.display()))?;
    let version = manifest
        .get("workspace")
        .and_then(|w| w.get("package"))
        .and_then(|p| p.get("rust-version"))
        .and_then(|v| v.as_str());
    version
        .map(str::to_owned)
        .context("Cargo.toml has no [workspace.package] rust-version for the workflow to install")
}

/// Writes the template repository of the workspace at `root` into `out`, a new or empty
/// folder: the student release and the workflow.
pub fn write(root: &Path, out: &Path) -> Result<()> {
    let toolchain = toolchain(root)?;
    release::write(root, out)?;
    let path = out.join(WORKFLOW_PATH);
    fs::create_dir_all(path.parent().expect("the workflow is in a folder"))?;
    fs::write(&path, workflow(&toolchain)).with_context(|| format!("cannot write {}", path.display()))
}

/// `cargo xtask classroom [--edition NAME] --out DIR`.
pub fn run(root: &Path, out: &Path) -> Result<()> {
    let edition = hog_engine::edition::active(root)?;
    write(root, out)?;
    println!("Wrote the GitHub Classroom template of {} to {}.", edition.name, out.display());
    println!("Push it to a new repository, mark it a template, and make it the assignment's starter code:");
    println!("see \"GitHub Classroom\" in README.md.");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// The workflow as GitHub reads it: YAML, whatever its text looks like.
    fn parsed() -> Value {
        serde_saphyr::from_str(&workflow("1.89")).expect("the workflow is YAML")
    }

    /// The steps of the one job, in order.
    fn steps(workflow: &Value) -> Vec<Value> {
        workflow["jobs"]["run-autograding-tests"]["steps"].as_array().expect("a list of steps").clone()
    }

    /// Where the step that `uses` (`owner/repo@version`) an action of `action` is.
    fn using(steps: &[Value], action: &str) -> usize {
        let uses = |step: &Value| {
            step["uses"].as_str().and_then(|u| u.split_once('@')).map(|(name, _)| name == action)
        };
        steps
            .iter()
            .position(|step| uses(step) == Some(true))
            .unwrap_or_else(|| panic!("no step uses {action}"))
    }

    /// Where the step whose command contains `command` is.
    fn running(steps: &[Value], command: &str) -> usize {
        let runs = |step: &Value| step["run"].as_str().is_some_and(|run| run.contains(command));
        steps.iter().position(runs).unwrap_or_else(|| panic!("no step runs {command}"))
    }

    #[test]
    fn classroom_finds_the_one_job_it_takes_points_from() {
        let workflow = parsed();
        assert_eq!(workflow["name"], "Autograding Tests");
        let jobs = workflow["jobs"].as_object().unwrap();
        assert_eq!(jobs.keys().collect::<Vec<_>>(), ["run-autograding-tests"]);
        assert_eq!(jobs["run-autograding-tests"]["runs-on"], "ubuntu-latest");
        let triggers: Vec<&str> =
            workflow["on"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
        assert!(triggers.contains(&"push") && triggers.contains(&"workflow_dispatch"), "{triggers:?}");
        let permissions = &workflow["permissions"];
        assert_eq!(
            (&permissions["checks"], &permissions["actions"], &permissions["contents"]),
            (&Value::from("write"), &Value::from("read"), &Value::from("read"))
        );
    }

    #[test]
    fn the_steps_check_out_cache_install_build_grade_and_report_in_order() {
        let steps = steps(&parsed());
        let checkout = using(&steps, "actions/checkout");
        let cache = using(&steps, "actions/cache");
        let install = running(&steps, "rustup toolchain install 1.89");
        let build = running(&steps, "cargo build --package xtask");
        let grade = running(&steps, &grade_command());
        let report = using(&steps, "classroom-resources/autograding-grading-reporter");
        assert!(checkout < cache && cache < install && install < build && build < grade && grade < report);
        assert_eq!(report, steps.len() - 1, "the reporter comes last");

        let cached = &steps[cache]["with"];
        let paths: Vec<&str> = cached["path"].as_str().unwrap().lines().map(str::trim).collect();
        assert_eq!(paths, ["~/.cargo/registry", "~/.cargo/git", "target"]);
        assert!(cached["key"].as_str().unwrap().contains("hashFiles('Cargo.lock')"), "{cached}");
        assert!(steps[install]["run"].as_str().unwrap().contains("rustup default 1.89"));

        // The payload goes to the step's `result` output, whatever grade's exit code.
        let run = steps[grade]["run"].as_str().unwrap();
        assert_eq!(run, format!("echo \"result=$({})\" >> \"$GITHUB_OUTPUT\"", grade_command()));
        assert_eq!(steps[grade]["id"], RUNNER);
    }

    #[test]
    fn the_reporter_reads_the_grading_steps_result_by_its_id() {
        let steps = steps(&parsed());
        let reporter = &steps[using(&steps, "classroom-resources/autograding-grading-reporter")];
        let runners: Vec<&str> =
            reporter["with"]["runners"].as_str().unwrap().split(',').map(str::trim).collect();
        assert_eq!(runners, [RUNNER]);
        for runner in runners {
            assert!(
                runner.chars().all(|c| c.is_ascii_alphanumeric()),
                "the reporter's input check: {runner}"
            );
            assert!(steps.iter().any(|step| step["id"] == runner), "no step has the id {runner}");
            let variable = format!("{}_RESULTS", runner.to_uppercase());
            assert_eq!(reporter["env"][&variable], format!("${{{{ steps.{runner}.outputs.result }}}}"));
        }
        assert_eq!(reporter["env"].as_object().unwrap().len(), 1);
    }

    #[test]
    fn the_toolchain_is_the_workspaces_rust_version() {
        let root = hog_engine::environment::root().unwrap();
        assert_eq!(toolchain(&root).unwrap(), env!("CARGO_PKG_RUST_VERSION"));
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
        let error = toolchain(dir.path()).unwrap_err().to_string();
        assert!(error.contains("no [workspace.package] rust-version"), "{error}");
    }
}
