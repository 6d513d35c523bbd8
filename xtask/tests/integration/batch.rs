//! Official grading of a batch of submissions, the worst ones included, and the Gradescope
//! autograder run against a fake `/autograder` tree.

use std::fs;
use std::process::Command;

use xtask::batch::{self, Graded, Status};
use xtask::stubs::replace_body;
use xtask::workspace;

use crate::common::{RULES, solution, write};

fn by_name<'g>(graded: &'g [Graded], name: &str) -> &'g Graded {
    graded.iter().find(|g| g.name == name).unwrap()
}

#[test]
fn a_batch_grades_each_submission_on_its_own() {
    let root = workspace::root().unwrap();
    let allowed = batch::allowed_files(&root).unwrap();
    let submissions = tempfile::tempdir().unwrap();
    let dir = |name: &str| submissions.path().join(name);

    for path in &allowed {
        write(&dir("full"), path, &solution(&root, path));
    }
    // A flat upload of rules.rs alone, with an easier copy of a suite beside it.
    write(&dir("partial"), "rules.rs", &solution(&root, RULES));
    let suite = fs::read_to_string(root.join("tests/src/problems/p01_roll_dice.rs")).unwrap();
    write(&dir("partial"), "tests/src/problems/p01_roll_dice.rs", &suite.replace("=> 10", "=> 0"));
    write(&dir("broken"), RULES, "pub fn roll_dice( {");
    let looping =
        replace_body(&solution(&root, RULES), "roll_dice", "let _ = (num_rolls, dice);\nloop {}").unwrap();
    let exiting = replace_body(
        &looping,
        "play",
        "let _ = (strategy0, strategy1, update, score0, score1, dice, goal);\nstd::process::exit(0)",
    )
    .unwrap();
    write(&dir("looping-exiting"), RULES, &exiting);

    let mut dirs: Vec<_> = fs::read_dir(submissions.path()).unwrap().map(|e| e.unwrap().path()).collect();
    dirs.sort();
    let progress = indicatif::ProgressBar::hidden();
    let graded = batch::grade_all(&root, &dirs, 2, |grader| grader.case_timeout = 1.0, &progress).unwrap();

    let full = by_name(&graded, "full");
    assert_eq!(full.status, Status::Graded);
    let possible = full.report.as_ref().unwrap().possible();
    assert_eq!(full.total(), possible, "{}", full.text);

    let partial = by_name(&graded, "partial");
    assert_eq!(partial.total(), 12.0, "problems 01 to 05 are in rules.rs: {}", partial.text);
    assert_eq!(partial.points("01"), 2.0, "the submitted copy of a suite is never used: {}", partial.text);

    let broken = by_name(&graded, "broken");
    assert_eq!(broken.total(), 0.0);
    let withheld: Vec<&str> = broken.found.withheld.iter().map(|w| w.problem.as_str()).collect();
    assert_eq!(withheld, ["01", "02", "03", "04", "05"], "a file with no markers left: {}", broken.text);
    assert!(broken.text.contains("crates/rules/src/rules.rs"), "{}", broken.text);

    let stopped = by_name(&graded, "looping-exiting");
    assert_eq!(stopped.status, Status::Graded);
    assert_eq!(stopped.points("01"), 0.0);
    assert_eq!(stopped.points("02"), 2.0, "a loop in one problem costs only what depends on it");
    assert!(stopped.text.contains("ran past 1 s"), "{}", stopped.text);
    assert_eq!(stopped.points("05"), 0.0, "an exit(0) in play is no pass: {}", stopped.text);
    assert_eq!(stopped.points("03"), 0.0, "take_turn rolls with roll_dice: {}", stopped.text);

    let out = tempfile::tempdir().unwrap();
    let problems: Vec<String> = (0..=12).map(|n| format!("{n:02}")).collect();
    batch::write_results(out.path(), &problems, &graded).unwrap();
    let csv = fs::read_to_string(out.path().join("grades.csv")).unwrap();
    assert!(
        csv.starts_with(
            "submission,00,01,02,03,04,05,06,07,08,09,10,11,12,total,status,withheld,edited_outside_regions\n"
        ),
        "{csv}"
    );
    assert!(csv.contains("broken,0.00,"), "{csv}");
    assert!(csv.contains("01 has lost its markers; 02 has lost its markers"), "{csv}");
    assert!(out.path().join("reports/looping-exiting.txt").exists());
}

#[test]
fn run_autograder_writes_gradescope_results() {
    let root = workspace::root().unwrap();
    let fake = tempfile::tempdir().unwrap();
    let autograder = fake.path().join("autograder");
    let zip_path = fake.path().join("autograder.zip");
    batch::gradescope::package(&zip_path).unwrap();
    let mut archive = zip::ZipArchive::new(fs::File::open(&zip_path).unwrap()).unwrap();
    archive.extract(autograder.join("source")).unwrap();
    assert!(!autograder.join("source/crates/rules/solution").exists(), "the autograder needs no solutions");
    assert!(autograder.join("source/tests/src/hidden").exists(), "the autograder has the hidden cases");
    write(&autograder.join("submission"), "rules.rs", &solution(&root, RULES));

    let run = crate::common::in_copy(
        &autograder.join("source"),
        Command::new("bash")
            .arg(autograder.join("source/run_autograder"))
            .env("AUTOGRADER_ROOT", &autograder)
            .env("HOG_SANDBOX_TARGET", root.join("target/sandbox"))
            .env("CARGO_TARGET_DIR", crate::common::copies_target(&root)),
    );
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let results: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(autograder.join("results/results.json")).unwrap()).unwrap();
    assert_eq!(results["score"], 12.0, "{results:#}");
    let tests = results["tests"].as_array().unwrap();
    for test in tests {
        for field in ["name", "score", "max_score", "output", "visibility"] {
            assert!(!test[field].is_null(), "a test lacks {field}: {test}");
        }
    }
    assert!(tests.iter().any(|t| t["visibility"] == "after_published"), "hidden suites are hidden");
    let roll_dice = tests.iter().find(|t| t["number"] == "01.1").unwrap();
    assert_eq!(roll_dice["score"], roll_dice["max_score"]);
    let undone = tests.iter().find(|t| t["number"] == "06.1").unwrap();
    assert_eq!(undone["score"], 0.0);
    assert!(undone["output"].as_str().unwrap().contains("not implemented yet"), "{undone}");
}
