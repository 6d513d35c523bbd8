//! Official grading of a batch of submissions, the worst ones included, and the Gradescope
//! autograder run against a fake `/autograder` tree.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};

use hog_engine::stubs::replace_body;
use hog_grader::report::documented;
use hog_official::batch::{self, Batch, Graded, Status};
use hog_official::leaderboard;

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
    let root = hog_engine::environment::root().unwrap();
    let checkout = copy_with_answers(&root);
    let copy = checkout.path();
    let allowed = hog_engine::intake::allowed_files(copy).unwrap();
    let submissions = tempfile::tempdir().unwrap();
    let dir = |name: &str| submissions.path().join(name);

    for path in &allowed {
        write(&dir("full"), path, &solution(&root, path));
        // The same files as an editor on Windows saves them, with CRLF line endings.
        write(&dir("full-crlf"), path, &solution(&root, path).replace('\n', "\r\n"));
    }
    // A flat upload of rules.rs alone, with an easier copy of a suite beside it.
    write(&dir("partial"), "rules.rs", &solution(&root, RULES));
    let suite = fs::read_to_string(root.join("tests/suites/problems/p01_roll_dice.rs")).unwrap();
    write(&dir("partial"), "tests/suites/problems/p01_roll_dice.rs", &suite.replace("=> 10", "=> 0"));
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
    let progress = hog_official::batch::ProgressBar::hidden();
    let configure = |grader: &mut batch::Grader| grader.case_timeout = 1.0;
    let done = batch::grade_all(
        &hog_engine::environment::Places::for_root(copy),
        &dirs,
        &batch,
        configure,
        &progress,
    )
    .unwrap();
    let graded = &done.rows;
    assert_eq!(graded.len(), 6, "every submission has a row");

    let full = by_name(graded, "full");
    assert_eq!(full.status, Status::Graded);
    let possible = full.report.as_ref().unwrap().possible();
    assert_eq!(full.total(), possible, "{}", full.text);

    // Line endings are no edit: the CRLF copy is the same submission, its grade the same.
    let crlf = by_name(graded, "full-crlf");
    assert_eq!((&crlf.status, crlf.total()), (&full.status, full.total()), "{}", crlf.text);
    assert_eq!(crlf.found, full.found, "nothing withheld, no line edited outside the regions");
    assert_eq!(crlf.regions, full.regions);
    assert_eq!(crlf.key, full.key, "what was taken is the same text");

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
    assert_eq!(csv.lines().count(), 7, "{csv}");
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
    // Full marks is retried only if a machine busy with other tests made its slowest case run
    // past 1 s; it then keeps its full marks all the same.
    assert_eq!(by_name(graded, "full").total(), possible);
    assert_eq!(fs::read_dir(out.path().join("reports")).unwrap().count(), 12);

    // Again, with one submission changed: only that one is graded.
    write(&dir("other-file"), RULES, &format!("{dice}// changed\n"));
    write(&dir("partial"), "notes.txt", "a file that is never used");
    let again = batch::grade_all(
        &hog_engine::environment::Places::for_root(copy),
        &dirs,
        &batch,
        configure,
        &progress,
    )
    .unwrap();
    // A case that ran out of time may have been the machine's doing: that grade is made again.
    assert_eq!(again.kept, 3, "full, full-crlf and partial are unchanged and keep their grades");
    assert!(by_name(&again.rows, "looping-exiting").retried, "a time-out is graded again, alone");
    assert_eq!(again.rows.len(), 6);
    let changed = by_name(&again.rows, "other-file");
    assert_ne!(changed.key, other.key);
    assert_eq!(by_name(&again.rows, "full").total(), possible);
    let csv_again = fs::read_to_string(out.path().join("grades.csv")).unwrap();
    assert_eq!(csv_again.lines().count(), 7, "{csv_again}");
}

/// Two runs on one --out at once: while the first holds it (here, as it sets up its grader),
/// a second one is refused at once and told the first one's pid; the first goes on. Unix
/// only: its quick submission is a symbolic link, which Windows makes for administrators only.
#[cfg(unix)]
#[test]
fn a_second_run_on_one_out_is_refused_while_the_first_runs() {
    let root = hog_engine::environment::root().unwrap();
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
    let progress = hog_official::batch::ProgressBar::hidden();
    let second = Mutex::new(None);
    let configure = |_: &mut batch::Grader| {
        let done = batch::grade_all(
            &hog_engine::environment::Places::for_root(&root),
            &dirs,
            &batch,
            |_| {},
            &progress,
        );
        *second.lock().unwrap() =
            Some(done.map(|done| done.rows.len()).map_err(|error| format!("{error:#}")));
    };
    let first = batch::grade_all(
        &hog_engine::environment::Places::for_root(&root),
        &dirs,
        &batch,
        configure,
        &progress,
    )
    .unwrap();
    let said = second.into_inner().unwrap().expect("the first run set up its grader").unwrap_err();
    let holder = format!("another grade-all (pid {}, started ", std::process::id());
    let using = format!(" is using {}; wait for it or give another --out", out.path().display());
    assert!(said.starts_with(&holder) && said.ends_with(&using), "{said}");
    let [linked] = &first.rows[..] else { panic!("{:?}", first.rows) };
    assert!(matches!(&linked.status, Status::UnusableFolder(why) if why.contains("symbolic link")));
    let csv = fs::read_to_string(out.path().join("grades.csv")).unwrap();
    assert_eq!(csv.lines().count(), 2, "{csv}");
}

/// The autograder packed from `checkout` (building there into the checkout's sandbox builds),
/// unpacked into a fake `/autograder` under `fake`: its path.
fn unpack(root: &Path, checkout: &Path, fake: &Path) -> PathBuf {
    let autograder = fake.join("autograder");
    let zip_path = fake.join("autograder.zip");
    let places = hog_engine::environment::Places {
        root: checkout.to_path_buf(),
        sandboxes: root.join("target/sandbox"),
        builds: None,
    };
    batch::gradescope::package(&places, &zip_path).unwrap();
    let mut archive = zip::ZipArchive::new(fs::File::open(&zip_path).unwrap()).unwrap();
    archive.extract(autograder.join("source")).unwrap();
    autograder
}

/// The autograder the Gradescope tests run: packed once, with the leaderboard on (2 s for a
/// table), from a checkout whose student files hold the answers, and unpacked into a fake
/// `/autograder` in the checkout's target folder. Its first build is most of either test's
/// time, so they share it and take turns: each sets its course's leaderboard and writes its
/// submission.
fn shared_autograder() -> MutexGuard<'static, PathBuf> {
    static AUTOGRADER: OnceLock<Mutex<PathBuf>> = OnceLock::new();
    let shared = AUTOGRADER.get_or_init(|| {
        let root = hog_engine::environment::root().unwrap();
        let fake = root.join("target/tests/autograder");
        let _ = fs::remove_dir_all(&fake);
        fs::create_dir_all(&fake).unwrap();
        let checkout = copy_with_answers(&root);
        set_the_leaderboard(checkout.path(), true);
        let course = checkout.path().join(hog_grader::course::PATH);
        let text = fs::read_to_string(&course).unwrap();
        let two_seconds = text.replace("time-limit = 10", "time-limit = 2");
        assert_ne!(two_seconds, text, "{text}");
        fs::write(&course, two_seconds).unwrap();
        Mutex::new(unpack(&root, checkout.path(), &fake))
    });
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The course's leaderboard in the checkout at `checkout` turned on or off.
fn set_the_leaderboard(checkout: &Path, enabled: bool) {
    let path = checkout.join(hog_grader::course::PATH);
    let course = fs::read_to_string(&path).unwrap();
    let (from, to) = if enabled { ("false", "true") } else { ("true", "false") };
    let set = course.replace(&format!("enabled = {from}"), &format!("enabled = {to}"));
    assert!(set.contains(&format!("enabled = {to}")), "{course}");
    fs::write(path, set).unwrap();
}

/// `run_autograder ARGS` of the autograder at `autograder` on what its `submission/` holds, as
/// Gradescope runs it: the results it wrote, checked against Gradescope's documented fields,
/// and its stderr.
fn autograde(root: &Path, autograder: &Path, args: &[&str]) -> (serde_json::Value, String) {
    let _ = fs::remove_file(autograder.join("results/results.json"));
    let run = crate::common::in_copy(
        &autograder.join("source"),
        Command::new("bash")
            .arg(autograder.join("source/run_autograder"))
            .args(args)
            .env("AUTOGRADER_ROOT", autograder)
            .env("HOG_SANDBOX_TARGET", root.join("target/sandbox"))
            .env("CARGO_TARGET_DIR", crate::common::copies_target(root)),
    );
    let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
    assert!(run.status.success(), "{stderr}");
    let text = fs::read_to_string(autograder.join("results/results.json")).unwrap();
    let results = serde_json::from_str::<serde_json::Value>(&text).unwrap();
    assert_eq!(documented::check(&results), Ok(()), "{results:#}");
    (results, stderr)
}

/// The course has no leaderboard unless it turns it on: its autograder has no reference and
/// builds no solver.
#[test]
fn an_autograder_has_no_leaderboard_unless_the_course_turns_it_on() {
    let root = hog_engine::environment::root().unwrap();
    let fake = tempfile::tempdir().unwrap();
    let zip_path = fake.path().join("autograder.zip");
    batch::gradescope::package(&hog_engine::environment::Places::for_root(&root), &zip_path).unwrap();
    let mut archive = zip::ZipArchive::new(fs::File::open(&zip_path).unwrap()).unwrap();
    assert!(archive.by_name(leaderboard::reference::PATH).is_err());
    let mut setup = String::new();
    std::io::Read::read_to_string(&mut archive.by_name("setup.sh").unwrap(), &mut setup).unwrap();
    assert!(setup.contains("cargo build --package xtask"), "{setup}");
    assert!(!setup.contains("hog-leaderboard"), "{setup}");
}

#[test]
fn run_autograder_writes_gradescope_results() {
    let root = hog_engine::environment::root().unwrap();
    // Packed from a checkout whose student files hold the answers: the bundle has the stubs.
    let autograder = shared_autograder();
    set_the_leaderboard(&autograder.join("source"), false);
    let bundled = fs::read_to_string(autograder.join("source").join(RULES)).unwrap();
    assert_eq!(bundled, fs::read_to_string(root.join(RULES)).unwrap(), "the bundle's rules.rs is its stub");
    let readme = fs::read_to_string(autograder.join("source/README.md")).unwrap();
    assert!(readme.contains("Assignment settings") && readme.contains("768 MB"), "{readme}");
    assert!(readme.contains("## Leaderboard") && readme.contains("enabled = true"), "{readme}");
    assert!(!autograder.join("source/crates/rules/solution").exists(), "the autograder needs no solutions");
    assert!(autograder.join("source/tests/suites/hidden").exists(), "the autograder has the hidden cases");
    let _ = fs::remove_dir_all(autograder.join("submission"));
    write(&autograder.join("submission"), "rules.rs", &solution(&root, RULES));
    let autograde = |args: &[&str]| autograde(&root, &autograder, args);

    // A fault, here a budget too small to grade in, is 0 points and a message, never a failure.
    let (results, stderr) = autograde(&["--budget", "0"]);
    assert_eq!(results["score"], 0.0, "{results:#}");
    assert!(results["output"].as_str().unwrap().contains("not of your code"), "{results:#}");
    assert!(stderr.contains("grader fault"), "the instructor is told: {stderr}");

    let (results, _) = autograde(&[]);
    assert_eq!(results["score"], points_in(&root, RULES), "{results:#}");
    assert!(results.get("leaderboard").is_none(), "{results:#}");
    assert!(!results["output"].as_str().unwrap().contains("Leaderboard"), "{results:#}");
    assert!(results["execution_time"].as_f64().unwrap() > 0.0, "the whole grade is timed: {results:#}");
    let tests = results["tests"].as_array().unwrap();
    assert!(tests.iter().any(|t| t["visibility"] == "after_published"), "hidden suites are hidden");
    let roll_dice = tests.iter().find(|t| t["number"] == "01.1").unwrap();
    assert_eq!(roll_dice["score"], roll_dice["max_score"]);
    let undone = tests.iter().find(|t| t["number"] == "06.1").unwrap();
    assert_eq!(undone["score"], 0.0);
    assert!(undone["output"].as_str().unwrap().contains("not implemented yet"), "{undone}");
    let ran = |number: &str| tests.iter().find(|t| t["number"] == number).unwrap()["execution_time"].as_f64();
    assert!(ran("01.1").unwrap() > 0.0, "each test says how long its cases ran");

    // A submission folder that cannot be listed is 0 points and says why.
    fs::remove_dir_all(autograder.join("submission")).unwrap();
    nest_too_deep(&autograder.join("submission"));
    let (results, _) = autograde(&[]);
    assert_eq!(results["score"], 0.0, "{results:#}");
    assert!(results["output"].as_str().unwrap().contains("could not be graded"), "{results:#}");
}

#[test]
fn run_autograder_places_final_strategy_on_the_leaderboard_or_says_why_not() {
    let root = hog_engine::environment::root().unwrap();
    let autograder = shared_autograder();
    set_the_leaderboard(&autograder.join("source"), true);
    let packed = fs::read_to_string(autograder.join("source").join(leaderboard::reference::PATH)).unwrap();
    let reference: leaderboard::Reference = serde_json::from_str(&packed).unwrap();
    let baselines: Vec<&str> = reference.baselines.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(baselines[0], "always_roll(6)", "{baselines:?}");
    assert_eq!(baselines.len(), 2, "and the edition's problem 11 strategy: {baselines:?}");
    let setup = fs::read_to_string(autograder.join("source/setup.sh")).unwrap();
    assert!(setup.contains("cargo build --package hog-contest --bin hog-leaderboard"), "{setup}");

    let strategies = "crates/strategies/src/strategies.rs";
    let submit = |final_strategy: Option<&str>| {
        let submission = autograder.join("submission");
        let _ = fs::remove_dir_all(&submission);
        for path in hog_engine::intake::allowed_files(&root).unwrap() {
            let text = solution(&root, &path);
            let text = match final_strategy {
                Some(body) if path == strategies => replace_body(&text, "final_strategy", body).unwrap(),
                _ => text,
            };
            write(&submission, &path, &text);
        }
        autograde(&root, &autograder, &[])
    };

    // The reference's own final_strategy is placed, beating always_roll(6).
    let (full, _) = submit(None);
    let possible: f64 =
        hog_engine::intake::allowed_files(&root).unwrap().iter().map(|path| points_in(&root, path)).sum();
    assert_eq!(full["score"].as_f64(), Some(possible), "full marks: {full:#}");
    let board = full["leaderboard"].as_array().unwrap();
    let names: Vec<&str> = board.iter().map(|e| e["name"].as_str().unwrap()).collect();
    assert_eq!(names, baselines.iter().map(|b| leaderboard::column(b)).collect::<Vec<_>>());
    let against_six = board[0]["value"].as_f64().unwrap();
    assert!(against_six > 0.5 && against_six < 1.0, "{full:#}");
    assert!((0.0..=1.0).contains(&board[1]["value"].as_f64().unwrap()), "{full:#}");
    assert!(board.iter().all(|e| e["order"] == "desc"));
    let output = full["output"].as_str().unwrap();
    assert!(output.contains(&format!("{:.2}% against always_roll(6)", against_six * 100.0)), "{output}");

    // A strategy that cannot be tabulated has no entry, a message, and the same score: a stub
    // (a panic, which the tabulating child reports as any other) and one that runs past its
    // time limit. Each other reason is told apart in `leaderboard::table`'s own tests.
    let no_entry = [
        ("todo!()", "final_strategy (problem 12) is not written yet"),
        (
            "let _ = opponent_score;\nif score == 50 {\n    loop {}\n}\n4",
            "final_strategy did not choose at every position within 2 s",
        ),
    ];
    for (body, why) in no_entry {
        let (results, _) = submit(Some(body));
        assert!(results.get("leaderboard").is_none(), "{results:#}");
        let said =
            format!("Leaderboard: no entry, because {why}. Your score does not depend on the leaderboard.");
        assert!(results["output"].as_str().unwrap().ends_with(&said), "{results:#}");
        assert_eq!(results["score"], full["score"], "problem 12 earns no points: {results:#}");
    }
}
