//! Grades depend only on what the student's code computes: each test is an attack that
//! used to change a grade, a sandbox or another submission, or that threw work away.

use std::fs;
use std::path::Path;
use std::process::Command;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use hog_engine::build::limit::STALLS_THE_COMPILER;
use hog_engine::stubs::replace_body;
use hog_engine::workspace;
use hog_grader::Verdict;
use hog_grader::prepared::Reason;
use hog_official::batch::{self, Grader, Status};

use crate::common::{RULES, body_of, function_of, points_in, solution, write};

const STRATEGIES: &str = "crates/strategies/src/strategies.rs";

/// A tampering submission graded first changes nothing for the next one; a compile error
/// costs only its problem; edits outside the regions are named and undone.
#[test]
fn each_submission_is_graded_on_pristine_files_and_what_compiles() {
    let root = hog_engine::environment::root().unwrap();
    let submissions = tempfile::tempdir().unwrap();
    let dir = |name: &str| submissions.path().join(name);

    // Through macros, past problem 02's ban on strings, and writing the suite it is graded by.
    let rules = solution(&root, RULES);
    let suite = crate::tidy::suite_module(&root, "02").unwrap().path;
    let tamper = format!(
        "let _ = std::fs::write({suite:?}, \"\");\n\
         dbg!(format!(\"{{:03}}\", opponent_score).chars().rev().nth(1).unwrap().to_digit(10).unwrap())"
    );
    write(&dir("a-tamper"), RULES, &replace_body(&rules, &function_of(&rules, "02"), &tamper).unwrap());

    // 01-05 right, 06 without its `move`, 07-12 untouched.
    write(&dir("b-honest"), RULES, &solution(&root, RULES));
    let strategies = fs::read_to_string(root.join(STRATEGIES)).unwrap();
    let no_move = replace_body(&strategies, "always_roll", "Box::new(|_score, _opponent_score| n)").unwrap();
    write(&dir("b-honest"), STRATEGIES, &no_move);

    // GOAL changed and problem 02's END marker deleted, outside every region.
    let outside =
        solution(&root, RULES).replace("pub const GOAL: Score = 100;", "pub const GOAL: Score = 50;");
    let outside = outside.replacen("    // END PROBLEM 02\n", "", 1);
    write(&dir("c-outside"), RULES, &outside);

    let mut dirs: Vec<_> = fs::read_dir(submissions.path()).unwrap().map(|e| e.unwrap().path()).collect();
    dirs.sort();
    let grading_files = |sandbox_root: &Path| -> Vec<(String, Vec<u8>)> {
        workspace::files(&sandbox_root.join("tests/suites"), &[])
            .unwrap()
            .into_iter()
            .map(|f| (f.display().to_string(), fs::read(&f).unwrap()))
            .collect()
    };
    let progress = hog_official::batch::ProgressBar::hidden();
    let out = tempfile::tempdir().unwrap();
    let batch = batch::Batch {
        out: out.path().to_path_buf(),
        workers: 1,
        regrade: false,
        builds: None,
        roster: None,
    };
    let done = batch::grade_all(
        &hog_engine::environment::Places::for_root(&root),
        &dirs,
        &batch,
        |grader| grader.case_timeout = 2.0,
        &progress,
    )
    .unwrap();
    let [tampered, honest, edited] = done.rows.as_slice() else { panic!("three submissions") };

    assert_eq!(tampered.points("02"), 0.0);
    let forbidden = tampered.found.withheld.iter().find(|w| w.problem == "02").unwrap();
    assert!(forbidden.details.contains("std::fs"), "{}", forbidden.details);
    assert!(forbidden.details.contains(":"), "the finding names its line: {}", forbidden.details);
    assert_eq!(tampered.points("01"), 2.0, "the rest of the file is graded");

    assert_eq!(honest.status, Status::Graded, "{}", honest.text);
    assert_eq!(honest.total(), points_in(&root, RULES), "{}", honest.text);
    let compile = honest.found.withheld.iter().find(|w| w.problem == "06").unwrap();
    assert!(compile.details.contains("E0373") || compile.details.contains("closure"), "{}", compile.details);
    assert!(honest.text.contains("Problem 06 does not compile"), "{}", honest.text);

    // Alone, on a fresh sandbox, the honest submission earns exactly the same.
    let grader = Grader::new(&hog_engine::environment::Places::for_root(&root)).unwrap();
    let before = grading_files(grader.sandbox_root());
    let allowed = hog_engine::intake::allowed_files(&root).unwrap();
    let alone = grader
        .grade("alone", &hog_engine::intake::submission::collect(&dir("b-honest"), &allowed).unwrap(), false)
        .unwrap();
    assert_eq!(outcome(&alone), outcome(honest), "graded alone and after the tampering one");
    assert_eq!(grading_files(grader.sandbox_root()), before, "grading files are byte-identical");

    let markers = edited.found.withheld.iter().find(|w| w.problem == "02").unwrap();
    assert_eq!(markers.reason, hog_grader::prepared::Reason::Markers);
    assert_eq!((edited.points("01"), edited.points("02")), (2.0, 0.0), "{}", edited.text);
    let goal_line = outside.lines().position(|l| l.contains("GOAL: Score = 50")).unwrap() + 1;
    assert!(
        edited.found.outside_edits.iter().any(|e| e.file == RULES && e.line == goal_line),
        "{:?}",
        edited.found.outside_edits
    );

    let csv = fs::read_to_string(out.path().join("grades.csv")).unwrap();
    assert!(csv.contains("c-outside,"), "{csv}");
    assert!(csv.contains(&format!("{RULES}: line {goal_line}")), "{csv}");
    assert!(csv.contains("06 does not compile"), "{csv}");
}

/// `solution` with [`STALLS_THE_COMPILER`] at the start of `function`'s region, before its
/// reference body: it compiles, but for the stall, whatever the function's parameters.
fn stalling_in(solution: &str, function: &str) -> String {
    let body = format!("{STALLS_THE_COMPILER}{}", body_of(solution, function));
    replace_body(solution, function, &body).unwrap()
}

/// A constant too large to hold: without a memory limit the compiler takes the machine's memory
/// for it; within one, it is a compile error at the constant.
const TAKES_ALL_MEMORY: &str = "    const TABLE: [u8; 1 << 33] = [1; 1 << 33];\n    let _ = TABLE[0];\n";

/// Code that stalls the compiler is stopped at the build's limit and costs its problem only:
/// that problem is withheld for the time-out, every other one is graded, and the grade ends in
/// a bounded time. Where the build's memory is limited (Linux), a huge constant beside it is a
/// compile error of its own problem.
#[test]
fn code_that_stalls_the_compiler_costs_its_problem_only() {
    const LIMIT: Duration = Duration::from_secs(10);
    let root = hog_engine::environment::root().unwrap();
    let mut grader = Grader::new(&hog_engine::environment::Places::for_root(&root)).unwrap();
    // The grader's own crates are compiled before: the limit is for the submission's.
    assert!(matches!(
        grader.build(&Default::default()).unwrap(),
        hog_engine::prepare::Prepared::Built { .. }
    ));
    grader.build_limit = LIMIT;
    let rules = solution(&root, RULES);
    let mut stalling = stalling_in(&rules, &function_of(&rules, "02"));
    let memory_limited = cfg!(target_os = "linux");
    if memory_limited {
        let num_factors = "    // BEGIN PROBLEM 04\n";
        stalling = stalling.replacen(num_factors, &format!("{num_factors}{TAKES_ALL_MEMORY}"), 1);
    }
    let submission = hog_engine::intake::submission::Submission {
        files: vec![(RULES.to_owned(), stalling)],
        ..Default::default()
    };

    // Without the limit this would wait for ever, so the grade runs where it can be given up on.
    let (sent, graded) = mpsc::channel();
    let started = Instant::now();
    std::thread::spawn(move || {
        let _ = sent.send(grader.grade("stalling", &submission, false).unwrap());
    });
    let bound = LIMIT * 4 + Duration::from_secs(300);
    let graded = graded.recv_timeout(bound).expect("the stalled build was never stopped");
    eprintln!("the stalling submission was graded in {:.0?}", started.elapsed());

    assert_eq!(graded.status, Status::Graded, "{}", graded.text);
    let mut withheld: Vec<(&str, Reason)> =
        graded.found.withheld.iter().map(|w| (w.problem.as_str(), w.reason)).collect();
    withheld.sort_by_key(|(problem, _)| *problem);
    let huge = memory_limited.then_some(("04", Reason::DoesNotCompile));
    let expected: Vec<(&str, Reason)> =
        [Some(("02", Reason::BuildTimedOut)), huge].into_iter().flatten().collect();
    assert_eq!(withheld, expected, "{}", graded.text);
    if memory_limited {
        let said = &graded.found.withheld("04").unwrap().details;
        assert!(said.contains("more memory than available"), "{said}");
    }
    let said = &graded.found.withheld("02").unwrap().details;
    assert!(said.contains("made the compiler run past 10 s") && said.contains(RULES), "{said}");
    assert!(graded.text.contains("Problem 02 takes too long to compile"), "{}", graded.text);
    assert_eq!(graded.points("02"), 0.0);
    assert_eq!(graded.points("01"), 2.0, "the rest of the file is graded: {}", graded.text);
    // Play runs its own code, not its stub; it may still fail where it calls a withheld problem.
    let play = &graded.report.as_ref().unwrap().problem("05").unwrap().cases;
    let its_stub = Verdict::NotImplemented { message: "Problem 05: play".into() };
    assert!(
        !play.is_empty() && play.iter().all(|case| case.verdict != its_stub),
        "play is graded: {}",
        graded.text
    );
}

/// What a grade says, case by case, without the timings.
fn outcome(graded: &batch::Graded) -> Vec<String> {
    let report = graded.report.as_ref().unwrap();
    report
        .problems()
        .iter()
        .flat_map(|p| {
            let head = format!("{} {} {:?}", p.id, p.earned, p.withheld.as_ref().map(|w| &w.reason));
            let cases = p.cases.iter().map(|c| format!("{} {:?} {:?}", c.id, c.verdict, c.events));
            std::iter::once(head).chain(cases)
        })
        .collect()
}

/// xtask finds the checkout it runs in when it runs: a moved copy is graded as itself.
#[test]
fn a_moved_checkout_is_its_own_workspace() {
    let root = hog_engine::environment::root().unwrap();
    let copy = tempfile::tempdir().unwrap();
    workspace::copy_checkout(&root, copy.path()).unwrap();
    let stub = copy.path().join(RULES);
    let edited = fs::read_to_string(&stub).unwrap().replace("todo!(\"Problem 01: roll_dice\")", "0");
    fs::write(&stub, edited).unwrap();
    let check = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["stubs", "--check"])
        .current_dir(copy.path().join("crates"))
        .env_remove("CARGO_MANIFEST_DIR")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&check.stderr);
    assert!(!check.status.success(), "the edited copy was not the one checked");
    assert!(stderr.contains("problem 01"), "{stderr}");
}
