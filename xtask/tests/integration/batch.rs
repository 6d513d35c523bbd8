//! Official grading of a batch of submissions, the worst ones included, and the Gradescope
//! autograder run against a fake `/autograder` tree.

use std::fs;
use std::path::Path;
use std::process::Command;
use std::sync::Mutex;

use xtask::batch::{self, Batch, Graded, Status};
use xtask::stubs::replace_body;
use xtask::workspace;

use crate::common::{RULES, copy_with_answers, points_in, solution, write};

fn by_name<'g>(graded: &'g [Graded], name: &str) -> &'g Graded {
    graded.iter().find(|g| g.name == name).unwrap()
}

/// A tree deeper than a path may be long: listing it by full paths fails.
fn nest_too_deep(dir: &Path) {
    fs::create_dir_all(dir).unwrap();
    let made = Command::new("bash")
        .args(["-c", "for _ in $(seq 300); do mkdir aaaaaaaaaaaaaaa && cd aaaaaaaaaaaaaaa || exit 1; done; echo x > rules.rs"])
        .current_dir(dir)
        .status()
        .unwrap();
    assert!(made.success());
}

/// One batch, graded in a copy of the checkout whose student files hold the solutions, then
/// run again with the same results folder.
#[test]
fn a_batch_keeps_a_row_for_every_submission() {
    let root = workspace::root().unwrap();
    let checkout = copy_with_answers(&root);
    let copy = checkout.path();
    let allowed = batch::allowed_files(copy).unwrap();
    let submissions = tempfile::tempdir().unwrap();
    let dir = |name: &str| submissions.path().join(name);

    for path in &allowed {
        write(&dir("full"), path, &solution(&root, path));
    }
    // A flat upload of rules.rs alone, with an easier copy of a suite beside it.
    write(&dir("partial"), "rules.rs", &solution(&root, RULES));
    let suite = fs::read_to_string(root.join("tests/src/problems/p01_roll_dice.rs")).unwrap();
    write(&dir("partial"), "tests/src/problems/p01_roll_dice.rs", &suite.replace("=> 10", "=> 0"));
    // rules.rs is some other file: every line differs from the file handed out.
    let dice = fs::read_to_string(root.join("crates/dice/src/lib.rs")).unwrap();
    write(&dir("other-file"), RULES, &dice);
    let looping =
        replace_body(&solution(&root, RULES), "roll_dice", "let _ = (num_rolls, dice);\nloop {}").unwrap();
    let exiting = replace_body(
        &looping,
        "play",
        "let _ = (strategy0, strategy1, update, score0, score1, dice, goal);\nstd::process::exit(0)",
    )
    .unwrap();
    write(&dir("looping-exiting"), RULES, &exiting);
    nest_too_deep(&dir("deep"));

    let dirs = batch::submission_dirs(submissions.path()).unwrap();
    let out = tempfile::tempdir().unwrap();
    let batch = Batch {
        out: out.path().to_path_buf(),
        workers: 2,
        regrade: false,
        builds: Some(root.join("target/sandbox")),
        roster: None,
    };
    let progress = indicatif::ProgressBar::hidden();
    // Long enough for full marks' slowest case on a machine busy with other tests (which
    // would otherwise be retried too), short enough for the looping one to end soon.
    let configure = |grader: &mut batch::Grader| grader.case_timeout = 3.0;
    let done = batch::grade_all(copy, &dirs, &batch, configure, &progress).unwrap();
    let graded = &done.rows;
    assert_eq!(graded.len(), 5, "every submission has a row");

    let full = by_name(graded, "full");
    assert_eq!(full.status, Status::Graded);
    let possible = full.report.as_ref().unwrap().possible();
    assert_eq!(full.total(), possible, "{}", full.text);

    // The checkout's student files hold the answers, yet what is handed out is the stubs.
    let partial = by_name(graded, "partial");
    assert_eq!(
        partial.total(),
        points_in(copy, RULES),
        "problems 01 to 05 are in rules.rs: {}",
        partial.text
    );
    assert_eq!(partial.points("01"), 2.0, "the submitted copy of a suite is never used: {}", partial.text);
    for problem in ["06", "07", "08", "09", "10", "11", "12"] {
        assert_eq!(partial.points(problem), 0.0, "{problem} was never written: {}", partial.text);
    }

    let other = by_name(graded, "other-file");
    assert_eq!(other.total(), 0.0);
    let withheld: Vec<&str> = other.found.withheld.iter().map(|w| w.problem.as_str()).collect();
    assert_eq!(withheld, ["01", "02", "03", "04", "05"], "a file with no markers left: {}", other.text);
    assert!(other.text.contains("crates/rules/src/rules.rs"), "{}", other.text);
    let said = other.found.outside_edit_summary();
    assert!(other.found.outside_edits.len() > 50 && said.len() <= 6, "{said:?}");
    assert!(said.iter().any(|s| s.contains(": lines ")), "{said:?}");
    let listed =
        other.text.lines().filter(|l| l.starts_with("    crates/") || l.starts_with("    and ")).count();
    assert!(listed <= 6, "the student reads a few ranges, not every line:\n{}", other.text);

    let stopped = by_name(graded, "looping-exiting");
    assert_eq!(stopped.status, Status::Graded);
    assert_eq!(stopped.points("01"), 0.0);
    assert_eq!(stopped.points("02"), 2.0, "a loop in one problem costs only what depends on it");
    assert!(stopped.text.contains("ran past 1 s"), "{}", stopped.text);
    assert_eq!(stopped.points("05"), 0.0, "an exit(0) in play is no pass: {}", stopped.text);
    assert_eq!(stopped.points("03"), 0.0, "take_turn rolls with roll_dice: {}", stopped.text);

    // One folder that cannot be listed costs no other grade.
    let deep = by_name(graded, "deep");
    assert!(
        matches!(&deep.status, Status::UnusableFolder(why) if why.contains("nest deeper")),
        "{:?}",
        deep.status
    );
    assert!(deep.text.contains("Submit again"), "{}", deep.text);

    let csv = fs::read_to_string(out.path().join("grades.csv")).unwrap();
    let header = csv.lines().next().unwrap();
    assert!(header.starts_with("submission,name,email,sid,00,01,02,"), "{csv}");
    assert!(header.ends_with(",12,13,total,possible,status,withheld,edited_outside_regions,notes"), "{csv}");
    assert_eq!(csv.lines().count(), 6, "{csv}");
    assert!(csv.contains("other-file,,,,0.00,"), "{csv}");
    assert!(csv.contains("01 has lost its markers; 02 has lost its markers"), "{csv}");
    assert!(csv.contains("unusable folder: its folders nest deeper"), "{csv}");
    let other_row = csv.lines().find(|l| l.starts_with("other-file,")).unwrap();
    assert!(other_row.matches(": line").count() <= 6, "{other_row}");

    // Each result is on disk, the typed report with it, and no temporary file is left.
    for row in graded {
        let text = fs::read_to_string(out.path().join(format!("reports/{}.txt", row.name))).unwrap();
        assert_eq!(text, row.text);
        let json = fs::read_to_string(out.path().join(format!("reports/{}.json", row.name))).unwrap();
        let kept: Graded = serde_json::from_str(&json).unwrap();
        assert_eq!(
            (kept.status.clone(), kept.total(), kept.key.clone()),
            (row.status.clone(), row.total(), row.key.clone())
        );
    }
    assert!(by_name(graded, "full").key.is_some());
    let looping = by_name(graded, "looping-exiting");
    assert!(looping.depends_on_the_machine() && looping.retried, "its time-out was graded again at the end");
    assert!(!by_name(graded, "full").retried);
    assert_eq!(fs::read_dir(out.path().join("reports")).unwrap().count(), 10);

    // Again, with one submission changed: only that one is graded.
    write(&dir("other-file"), RULES, &format!("{dice}// changed\n"));
    write(&dir("partial"), "notes.txt", "a file that is never used");
    let again = batch::grade_all(copy, &dirs, &batch, configure, &progress).unwrap();
    // A case that ran out of time may have been the machine's doing: that grade is made again.
    assert_eq!(again.kept, 2, "full and partial are unchanged and keep their grades");
    assert!(by_name(&again.rows, "looping-exiting").retried, "a time-out is graded again, alone");
    assert_eq!(again.rows.len(), 5);
    let changed = by_name(&again.rows, "other-file");
    assert_ne!(changed.key, other.key);
    assert_eq!(by_name(&again.rows, "full").total(), possible);
    let csv_again = fs::read_to_string(out.path().join("grades.csv")).unwrap();
    assert_eq!(csv_again.lines().count(), 6, "{csv_again}");
}

/// Two runs on one --out at once: while the first holds it (here, as it sets up its grader),
/// a second one is refused at once and told the first one's pid; the first goes on.
#[test]
fn a_second_run_on_one_out_is_refused_while_the_first_runs() {
    let root = workspace::root().unwrap();
    let submissions = tempfile::tempdir().unwrap();
    // A link is never followed: its row says so, and nothing is built.
    std::os::unix::fs::symlink(submissions.path(), submissions.path().join("linked")).unwrap();
    let dirs = batch::submission_dirs(submissions.path()).unwrap();
    let out = tempfile::tempdir().unwrap();
    let batch = Batch {
        out: out.path().to_path_buf(),
        workers: 1,
        regrade: false,
        builds: Some(root.join("target/sandbox")),
        roster: None,
    };
    let progress = indicatif::ProgressBar::hidden();
    let second = Mutex::new(None);
    let configure = |_: &mut batch::Grader| {
        let done = batch::grade_all(&root, &dirs, &batch, |_| {}, &progress);
        *second.lock().unwrap() =
            Some(done.map(|done| done.rows.len()).map_err(|error| format!("{error:#}")));
    };
    let first = batch::grade_all(&root, &dirs, &batch, configure, &progress).unwrap();
    let said = second.into_inner().unwrap().expect("the first run set up its grader").unwrap_err();
    let holder = format!("another grade-all (pid {}, started ", std::process::id());
    let using = format!(" is using {}; wait for it or give another --out", out.path().display());
    assert!(said.starts_with(&holder) && said.ends_with(&using), "{said}");
    let [linked] = &first.rows[..] else { panic!("{:?}", first.rows) };
    assert!(matches!(&linked.status, Status::UnusableFolder(why) if why.contains("symbolic link")));
    let csv = fs::read_to_string(out.path().join("grades.csv")).unwrap();
    assert_eq!(csv.lines().count(), 2, "{csv}");
}

#[test]
fn run_autograder_writes_gradescope_results() {
    let root = workspace::root().unwrap();
    let fake = tempfile::tempdir().unwrap();
    let autograder = fake.path().join("autograder");
    let zip_path = fake.path().join("autograder.zip");
    // Packed from a checkout whose student files hold the answers: the bundle has the stubs.
    let checkout = copy_with_answers(&root);
    batch::gradescope::package(checkout.path(), &zip_path).unwrap();
    let mut archive = zip::ZipArchive::new(fs::File::open(&zip_path).unwrap()).unwrap();
    archive.extract(autograder.join("source")).unwrap();
    let bundled = fs::read_to_string(autograder.join("source").join(RULES)).unwrap();
    assert_eq!(bundled, fs::read_to_string(root.join(RULES)).unwrap(), "the bundle's rules.rs is its stub");
    let readme = fs::read_to_string(autograder.join("source/README.md")).unwrap();
    assert!(readme.contains("Assignment settings") && readme.contains("768 MB"), "{readme}");
    assert!(!autograder.join("source/crates/rules/solution").exists(), "the autograder needs no solutions");
    assert!(autograder.join("source/tests/src/hidden").exists(), "the autograder has the hidden cases");
    write(&autograder.join("submission"), "rules.rs", &solution(&root, RULES));

    let autograde = |args: &[&str]| {
        let _ = fs::remove_file(autograder.join("results/results.json"));
        let run = crate::common::in_copy(
            &autograder.join("source"),
            Command::new("bash")
                .arg(autograder.join("source/run_autograder"))
                .args(args)
                .env("AUTOGRADER_ROOT", &autograder)
                .env("HOG_SANDBOX_TARGET", root.join("target/sandbox"))
                .env("CARGO_TARGET_DIR", crate::common::copies_target(&root)),
        );
        let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
        assert!(run.status.success(), "{stderr}");
        let text = fs::read_to_string(autograder.join("results/results.json")).unwrap();
        (serde_json::from_str::<serde_json::Value>(&text).unwrap(), stderr)
    };

    // A fault, here a budget too small to grade in, is 0 points and a message, never a failure.
    let (results, stderr) = autograde(&["--budget", "0"]);
    assert_eq!(results["score"], 0.0, "{results:#}");
    assert!(results["output"].as_str().unwrap().contains("not of your code"), "{results:#}");
    assert!(stderr.contains("grader fault"), "the instructor is told: {stderr}");

    let (results, _) = autograde(&[]);
    assert_eq!(results["score"], points_in(&root, RULES), "{results:#}");
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

    // A submission folder that cannot be listed is 0 points and says why.
    fs::remove_dir_all(autograder.join("submission")).unwrap();
    nest_too_deep(&autograder.join("submission"));
    let (results, _) = autograde(&[]);
    assert_eq!(results["score"], 0.0, "{results:#}");
    assert!(results["output"].as_str().unwrap().contains("could not be graded"), "{results:#}");
}
