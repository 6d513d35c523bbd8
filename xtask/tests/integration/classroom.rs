//! GitHub Classroom, checked against what reads its files: the template a real release with
//! its workflow and no hidden case, and the grading step's payload read back the way the
//! workflow's reporter step reads it, its points those of `grade --score`.

use std::collections::BTreeMap;

use base64::Engine as _;
use hog_authoring::classroom;
use hog_engine::build::{Built, Mode};
use hog_engine::sandbox::Sandbox;
use hog_engine::stubs::replace_body;
use hog_engine::workspace;
use hog_grader::report::json::Report;
use serde_json::Value;

use crate::common::{RULES, solution};

/// The reporter step of a workflow (`classroom-resources/autograding-grading-reporter`).
fn reporter_step(workflow: &Value) -> &Value {
    let steps = workflow["jobs"]["run-autograding-tests"]["steps"].as_array().unwrap();
    let is_reporter = |step: &&Value| {
        step["uses"]
            .as_str()
            .is_some_and(|uses| uses.starts_with("classroom-resources/autograding-grading-reporter@"))
    };
    steps.iter().find(is_reporter).expect("a reporter step")
}

/// The environment the reporter step runs in, once the step `id` wrote `result`: each variable
/// of its `env:` holding `${{ steps.ID.outputs.result }}` gets that result.
fn reporter_env(workflow: &Value, results: &BTreeMap<&str, String>) -> BTreeMap<String, String> {
    let env = reporter_step(workflow)["env"].as_object().unwrap();
    env.iter()
        .map(|(name, value)| {
            let expression = value.as_str().unwrap();
            let id = expression
                .strip_prefix("${{ steps.")
                .and_then(|rest| rest.strip_suffix(".outputs.result }}"))
                .unwrap_or_else(|| panic!("{name} is not a step's result: {expression}"));
            let result = results.get(id).unwrap_or_else(|| panic!("no step {id} wrote a result"));
            (name.clone(), result.clone())
        })
        .collect()
}

/// The points GitHub Classroom's reporter records, read as it reads them: for each runner id of
/// its `runners` input (comma-separated), the variable `<ID>_RESULTS`, the id upper-cased, holds
/// base64 of a JSON object; a runner whose `max_score` is not 0 adds it to the maximum, and the
/// `score` of each of its `tests` to the points. Also whether some runner's status is not `pass`
/// (the reporter then fails the check).
fn reporter_points(runners: &str, env: &BTreeMap<String, String>) -> (f64, f64, bool) {
    let (mut points, mut maximum, mut failed) = (0.0, 0.0, false);
    for runner in runners.split(',').map(str::trim).filter(|r| !r.is_empty()) {
        let encoded = env.get(&format!("{}_RESULTS", runner.to_uppercase())).expect("the runner's variable");
        let json = base64::engine::general_purpose::STANDARD.decode(encoded).expect("base64");
        let results: Value = serde_json::from_slice(&json).expect("JSON");
        let max_score = results["max_score"].as_f64().unwrap_or(0.0);
        if max_score != 0.0 {
            maximum += max_score;
            for test in results["tests"].as_array().unwrap() {
                points += test["score"].as_f64().expect("a number");
            }
        }
        failed |= results["status"] == "fail" || results["status"] == "error";
    }
    (points, maximum, failed)
}

/// `Total: X/Y` of `grade --score`.
fn score_line(text: &str) -> &str {
    text.lines().map(str::trim).find(|line| line.starts_with("Total: ")).expect("a Total line")
}

/// Grades the sandbox's files in `mode` three times, as the workflow's step, as `--score` and as
/// `--format json`, and holds the reporter's reading of the first to the other two.
fn payload_adds_up(sandbox: &Sandbox, mode: Mode, workflow: &Value) -> (f64, f64) {
    let binary = match sandbox.build(mode).unwrap() {
        Built::Binary(binary) => binary.path,
        Built::Failed { errors, .. } => panic!("the code did not build:\n{errors}"),
    };
    let run = |args: &[&str]| sandbox.run(&binary, args, &[], None).unwrap();
    let step = run(&["--format", "classroom", "--score", "--timeout", "2"]);
    let payload = step.stdout.trim().to_owned();
    assert_eq!(step.stdout.lines().count(), 1, "one line for $GITHUB_OUTPUT:\n{}", step.stdout);
    assert!(score_line(&step.stderr).starts_with("Total: "), "the log has the report:\n{}", step.stderr);

    let results = BTreeMap::from([(classroom::RUNNER, payload)]);
    let env = reporter_env(workflow, &results);
    let runners = reporter_step(workflow)["with"]["runners"].as_str().unwrap();
    let (points, maximum, failed) = reporter_points(runners, &env);

    let report = Report::parse(&run(&["--format", "json", "--timeout", "2"]).stdout).unwrap();
    assert_eq!((points, maximum), (report.earned(), report.possible()), "bit for bit the grade's totals");
    let score = run(&["--score", "--timeout", "2"]);
    assert_eq!(score_line(&score.stdout), format!("Total: {points:.1}/{maximum}"));
    assert_eq!(failed, !report.passed());
    assert_eq!(step.code, score.code);
    (points, maximum)
}

#[test]
fn the_reporter_reads_the_points_of_grade_score_at_full_marks_and_half_done() {
    let root = hog_engine::environment::root().unwrap();
    let workflow: Value = serde_saphyr::from_str(&classroom::workflow("1.89")).unwrap();

    let sandbox = Sandbox::new(&hog_engine::environment::Places::for_root(&root)).unwrap();
    let (full, maximum) = payload_adds_up(&sandbox, Mode::Solution, &workflow);
    assert_eq!(full, maximum);

    // Problems 01 to 05 written, roll_dice with a known mistake that some of its suites catch
    // (partial credit, and thirds of a point); the strategies and experiments still stubs.
    let reference = solution(&root, RULES);
    let stops_at_a_one = "let mut total = 0;\nfor _ in 0..num_rolls {\n    let outcome = dice();\n    if outcome == 1 {\n        return 1;\n    }\n    total += outcome;\n}\ntotal";
    sandbox.write(RULES, &replace_body(&reference, "roll_dice", stops_at_a_one).unwrap()).unwrap();
    let (half, maximum) = payload_adds_up(&sandbox, Mode::Student, &workflow);
    assert!(0.0 < half && half < maximum / 2.0, "{half}/{maximum}");
    assert_ne!(half, half.round(), "a fraction of a point: {half}");
}

#[test]
fn a_classroom_template_is_a_release_with_its_workflow_and_no_hidden_case() {
    let root = hog_engine::environment::root().unwrap();
    let out = tempfile::tempdir().unwrap();
    let template = out.path().join("hog");
    classroom::write(&root, &template).unwrap();

    let written = std::fs::read_to_string(template.join(classroom::WORKFLOW_PATH)).unwrap();
    assert_eq!(written, classroom::workflow(&classroom::toolchain(&root).unwrap()));
    assert!(template.join(".gitignore").is_file(), "builds are not committed");
    let attributes = std::fs::read_to_string(template.join(".gitattributes")).unwrap_or_default();
    assert!(attributes.contains("* text=auto eol=lf"), "students' clones have LF endings: {attributes}");
    assert!(template.join("tests/grading-manifest.json").is_file(), "a release's manifest");
    assert!(!template.join("xtask/src/classroom.rs").exists(), "instructor code stays behind");

    // Hidden cases never reach a student's repository: no folder, no feature, no module.
    for file in workspace::files(&template, &[]).unwrap() {
        let path = workspace::display(&template, &file);
        assert!(!path.split('/').any(|part| part == "hidden"), "{path} reached the template");
        let Ok(text) = std::fs::read_to_string(&file) else { continue };
        assert!(!text.contains("feature = \"hidden\""), "{path} names the hidden feature");
        if path.ends_with("Cargo.toml") {
            assert!(!text.contains("\nhidden = ["), "{path} declares the hidden feature");
        }
        if path.starts_with("tests/suites/") {
            assert!(!text.contains("mod hidden"), "{path} has hidden suites");
        }
    }
    let error = classroom::write(&root, &template).unwrap_err().to_string();
    assert!(error.contains("is not empty"), "nothing is written over: {error}");
}
