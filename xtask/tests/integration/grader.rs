//! The grader tested against student files that are wrong or broken, as a course's
//! worst submissions are: each in a sandbox copy of the workspace, never the real one.
//! How each way of failing at run time is graded is tested faster on the grader's own
//! fixture (`crates/grader/tests/verdicts`).

use hog_engine::build::Mode;
use hog_engine::sandbox::{Sandbox, SuiteResult};
use hog_engine::stubs::replace_body;
use hog_engine::workspace;
use hog_grader::report::json::Report;
use hog_grader::{CaseResult, Event, SuiteKind};

use crate::common::{RULES, body_of, function_of, problem, solution};

fn sandbox() -> Sandbox {
    Sandbox::new(&hog_engine::environment::Places::of_this_process().unwrap()).unwrap()
}

fn report(graded: SuiteResult) -> (Report, i32) {
    match graded {
        SuiteResult::Report(report, code) => (report, code),
        SuiteResult::CompileError(errors) => panic!("expected a report, got compile errors:\n{errors}"),
    }
}

/// Hidden cases included: they must be as honest as the rest.
#[test]
fn every_scored_case_fails_on_the_stubs_and_passes_on_the_solution() {
    prove_every_scored_case(&sandbox());
}

/// Every scored case of the workspace in `sandbox` fails on its stubs and passes on its
/// solution, hidden cases included.
pub fn prove_every_scored_case(sandbox: &Sandbox) {
    let (stubs, code) = report(sandbox.grade(Mode::Official, &["--verbose"]).unwrap());
    assert_eq!(code, 1);
    let scored: Vec<&CaseResult> = stubs.cases().filter(|c| c.kind == SuiteKind::Scored).collect();
    assert!(scored.len() >= 30, "only {} scored cases", scored.len());
    let passing: Vec<&CaseResult> = scored.iter().copied().filter(|c| c.verdict.passed()).collect();
    assert!(passing.is_empty(), "scored cases that pass on the stubs: {passing:#?}");
    assert_eq!(stubs.earned(), 0.0);

    let (solution, code) = report(sandbox.grade(Mode::Solution, &["--verbose"]).unwrap());
    let failing: Vec<&CaseResult> = solution.cases().filter(|c| !c.verdict.passed()).collect();
    assert!(failing.is_empty(), "cases that fail on the solution: {failing:#?}");
    assert_eq!(solution.earned(), solution.possible());
    assert_eq!(code, 0);
    assert_eq!(solution.cases().count(), stubs.cases().count(), "every case ran in both modes");
    assert!(stubs.cases().any(|c| c.hidden), "the hidden cases ran too");
}

#[test]
fn a_compile_error_shows_only_the_students_file() {
    let sandbox = sandbox();
    let student = sandbox.read(RULES).unwrap();
    let broken =
        replace_body(&student, "roll_dice", "let rolls: u32 = \"four\";\nrolls + num_rolls + dice()")
            .unwrap();
    sandbox.write(RULES, &broken).unwrap();
    match sandbox.grade(Mode::Student, &[]).unwrap() {
        SuiteResult::CompileError(errors) => {
            assert!(errors.contains("crates/rules/src/rules.rs"), "{errors}");
            assert!(errors.contains("mismatched types"), "{errors}");
            assert!(!errors.contains("could not compile"), "cargo's own summary is left out: {errors}");
        }
        SuiteResult::Report(..) => panic!("code with a type error was graded"),
    }
}

/// Roll_dice's loop written out in take_turn, in place of the call: what every edition's
/// take_turn must not do.
const ROLLS_INLINE: &str =
    "{\n    let mut total = 0;\n    for _ in 0..num_rolls {\n        total += dice();\n    }\n    total\n}";

#[test]
fn source_checks_name_the_construct_and_its_line() {
    let sandbox = sandbox();
    let reference = solution(&hog_engine::environment::root().unwrap(), RULES);
    // Problem 02 computed right, through a string: the ban alone costs its points.
    let zero_dice = function_of(&reference, "02");
    let by_string = format!("let _ = opponent_score.to_string();\n{}", body_of(&reference, &zero_dice));
    let mut student = replace_body(&reference, &zero_dice, &by_string).unwrap();
    let take_turn = body_of(&reference, "take_turn");
    let call = "roll_dice(num_rolls, dice)";
    assert!(take_turn.contains(call), "take_turn calls {call}: {take_turn}");
    student = replace_body(&student, "take_turn", &take_turn.replace(call, ROLLS_INLINE)).unwrap();
    sandbox.write(RULES, &student).unwrap();
    let line_of = |needle: &str| student.lines().position(|l| l.contains(needle)).unwrap() + 1;

    let (graded, _) = report(sandbox.grade(Mode::Student, &["-q", "2", "-q", "3"]).unwrap());
    let by_string = problem(&graded, "02");
    assert_eq!(by_string.earned, 0.0, "a broken restriction forfeits the points");
    let violation = &by_string.violations[0];
    assert_eq!(violation.line, line_of("opponent_score.to_string()"));
    assert!(violation.message.contains("`.to_string()`"), "{violation}");

    let messages: Vec<&str> = problem(&graded, "03").violations.iter().map(|v| v.message.as_str()).collect();
    assert!(messages.iter().any(|m| m.contains("must call roll_dice")), "{messages:?}");
    assert!(messages.iter().any(|m| m.contains("a `for` loop")), "{messages:?}");
}

/// `cargo xtask --edition NAME grade` grades NAME's stubs, in the workspace whose course it is,
/// and the checkout does not change: an instructor preparing an edition sees every scored case
/// of it fail on its stubs, with nothing to edit first.
#[test]
fn another_editions_stubs_are_graded_with_its_name() {
    use std::process::Command;

    let root = hog_engine::environment::root().unwrap();
    let course = hog_engine::edition::active(&root).unwrap();
    let other = hog_engine::edition::all(&root).unwrap().into_iter().find(|e| *e != course).unwrap();
    let copy = tempfile::tempdir().unwrap();
    workspace::copy_checkout(&root, copy.path()).unwrap();
    let before = workspace::files(copy.path(), &[".hog"]).unwrap();
    let before: Vec<Vec<u8>> = before.iter().map(|file| std::fs::read(file).unwrap()).collect();
    // The edition's workspace builds in `editions/NAME` of the sandboxes' folder: there, a copy
    // of the checkout's sandbox builds, so that only what differs is compiled.
    let sandboxes = hog_engine::environment::sandbox_target(&root).join("graded-editions");
    crate::common::seeded(&root, sandboxes.join("editions").join(&other.name));
    let graded = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["--edition", &other.name, "grade", "-q", "02", "--verbose", "--format", "json"])
        .current_dir(copy.path())
        // The tool finds the workspace it grades from the folder it runs in.
        .env_remove("CARGO_MANIFEST_DIR")
        .env("HOG_SANDBOX_TARGET", &sandboxes)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&graded.stderr);
    let report: Report = serde_json::from_slice(&graded.stdout)
        .unwrap_or_else(|error| panic!("no report ({error}); stderr:\n{stderr}"));
    assert_eq!(graded.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(&format!("Grading the stubs of {}", other.name)), "{stderr}");
    let graded = problem(&report, "02");
    let own = std::fs::read_dir(root.join("editions").join(&other.name).join("suites")).unwrap();
    let suite =
        own.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).find(|n| n.starts_with("p02_"));
    assert_eq!(Some(format!("p02_{}.rs", graded.title)), suite, "problem 02 of {} was graded", other.name);
    let scored: Vec<&CaseResult> = graded.cases.iter().filter(|c| c.kind == SuiteKind::Scored).collect();
    assert!(!scored.is_empty(), "no scored case ran: {graded:#?}");
    let passing: Vec<&&CaseResult> = scored.iter().filter(|c| c.verdict.passed()).collect();
    assert!(passing.is_empty(), "scored cases that pass on {}'s stubs: {passing:#?}", other.name);
    assert_eq!(graded.earned, 0.0);
    let after = workspace::files(copy.path(), &[".hog"]).unwrap();
    let after: Vec<Vec<u8>> = after.iter().map(|file| std::fs::read(file).unwrap()).collect();
    assert!(after == before, "grading another edition's stubs changed the checkout");
}

/// `cargo xtask --edition NAME snapshots`, the command's own part, with the snapshot tests
/// played by a stand-in for cargo: they write two snapshots of NAME and one of a third edition,
/// and hog's tests fail (`$HOG_ENDS`). It says what it wrote and for which edition, names the
/// test that failed without blaming the reference, suggests commands of NAME, and leaves the
/// other editions' pending snapshots as they were, in its workspace and in the checkout.
#[cfg(unix)]
#[test]
fn another_editions_snapshots_say_what_they_wrote_and_leave_the_others_alone() {
    use std::os::unix::fs::PermissionsExt as _;
    use std::process::Command;

    let root = hog_engine::environment::root().unwrap();
    let editions = hog_engine::edition::all(&root).unwrap();
    let course = hog_engine::edition::active(&root).unwrap().name;
    let mut others = editions.iter().map(|e| e.name.clone()).filter(|name| *name != course);
    let (name, third) = (others.next().unwrap(), others.next().unwrap());
    let copy = tempfile::tempdir().unwrap();
    workspace::copy_checkout(&root, copy.path()).unwrap();
    let waiting = copy.path().join(format!("editions/{course}/snapshots/waiting.snap.new"));
    std::fs::write(&waiting, "the course's, waiting for review\n").unwrap();
    let tests = tempfile::tempdir().unwrap();
    let cargo = tests.path().join("cargo");
    let script = format!(
        "#!/bin/sh\ncase \"$*\" in\n\
         *\"--package hog-suite-binary \"*) mkdir -p editions/{name}/snapshots\n\
         echo made > editions/{name}/snapshots/made_up.snap.new ;;\n\
         *\"--package hog \"*) mkdir -p editions/{name}/snapshots/hog\n\
         echo told > editions/{name}/snapshots/hog/made_up.snap.new\n\
         echo other > editions/{third}/snapshots/hog/made_up.snap.new\n\
         exit $HOG_ENDS ;;\nesac\n"
    );
    std::fs::write(&cargo, script).unwrap();
    std::fs::set_permissions(&cargo, std::fs::Permissions::from_mode(0o755)).unwrap();
    let snapshots = |hog_ends: &str| {
        let made = Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(["--edition", &name, "snapshots"])
            .current_dir(copy.path())
            .env_remove("CARGO_MANIFEST_DIR")
            .env("CARGO", &cargo)
            .env("HOG_ENDS", hog_ends)
            // Nothing builds; if something did, it would not be in the checkout's folders.
            .env("HOG_SANDBOX_TARGET", tests.path().join("target"))
            .output()
            .unwrap();
        let said =
            format!("{}{}", String::from_utf8_lossy(&made.stdout), String::from_utf8_lossy(&made.stderr));
        (made.status.success(), said)
    };
    let written = [
        format!("editions/{name}/snapshots/hog/made_up.snap.new"),
        format!("editions/{name}/snapshots/made_up.snap.new"),
    ];
    let review = format!("`cargo xtask --edition {name} snapshots --review`");
    let elsewhere = copy.path().join(format!("editions/{third}/snapshots/hog/made_up.snap.new"));

    let (passed, said) = snapshots("101");
    assert!(!passed, "{said}");
    assert!(said.contains(&format!("Wrote 2 snapshots of {name}")), "{said}");
    assert!(
        said.contains(&format!(
            "hog's own tests (its transcripts among them, not the suites) failed with the solution of {name}"
        )),
        "{said}"
    );
    assert!(!said.contains("reference solution"), "the reference was blamed for hog's tests: {said}");
    for said_too in [&written[0], &written[1], &review] {
        assert!(said.contains(said_too.as_str()), "{said_too} is not said in:\n{said}");
    }
    assert!(written.iter().all(|path| copy.path().join(path).is_file()), "{said}");
    assert!(waiting.is_file(), "another edition's pending snapshot was dropped: {said}");
    assert!(!elsewhere.exists(), "{third}'s transcript was left pending by {name}'s snapshots: {said}");

    let (passed, said) = snapshots("0");
    assert!(passed, "{said}");
    assert!(
        said.contains(&review) && said.contains(&format!("--edition {name} snapshots --accept")),
        "{said}"
    );
    assert!(
        said.contains(&format!("other editions that differ from the stored ones: {third} (1)")),
        "{said}"
    );
    assert!(waiting.is_file() && !elsewhere.exists(), "{said}");
}

/// Every word the grader says of `report`'s problems, where a student reads it: each case's
/// comment, notes, headlines, hints and explanations, and the source checks; not the code of a
/// case's lines, the values that came back, nor a panic's own message, which are the student's.
fn words_of(report: &Report) -> Vec<String> {
    let mut words = Vec::new();
    for problem in &report.grade().problems {
        words.extend(problem.violations.iter().map(|v| v.message.clone()));
        for case in &problem.cases {
            words.push(case.about.clone());
            for event in &case.events {
                match event {
                    Event::Note { text } | Event::Headline { text } => words.push(text.clone()),
                    Event::Value { hint: Some(hint), .. } => words.push(hint.clone()),
                    Event::Failure { explanation, .. } => words.push(explanation.clone()),
                    _ => {}
                }
            }
        }
    }
    words
}

/// The student's path in the made-up language of tests: the stubs, every case of every suite
/// they have, and a half-done checkout with a source check broken and cases failing. Each
/// word the grader says there must come from a catalogue: a phrase of plain English left is a
/// sentence written in code.
#[test]
fn no_english_escapes_the_catalogues_in_a_grade() {
    let sandbox = sandbox();
    let pseudo = ["--verbose", "--lang", hog_i18n::pseudo::PSEUDO];
    let (stubs, _) = report(sandbox.grade(Mode::Official, &pseudo).unwrap());
    let root = hog_engine::environment::root().unwrap();
    let reference = solution(&root, RULES);
    // Half done: the rules written, problem 02 through a string, take_turn with roll_dice's
    // loop inline; the strategies still stubs.
    let zero_dice = function_of(&reference, "02");
    let by_string = format!("let _ = opponent_score.to_string();\n{}", body_of(&reference, &zero_dice));
    let mut student = replace_body(&reference, &zero_dice, &by_string).unwrap();
    let take_turn = body_of(&reference, "take_turn");
    student =
        replace_body(&student, "take_turn", &take_turn.replace("roll_dice(num_rolls, dice)", ROLLS_INLINE))
            .unwrap();
    sandbox.write(RULES, &student).unwrap();
    let (half_done, _) = report(sandbox.grade(Mode::Official, &pseudo).unwrap());
    let mut escaped = Vec::new();
    for words in words_of(&stubs).into_iter().chain(words_of(&half_done)) {
        if let Some(phrase) = hog_i18n::pseudo::plain_english_phrase(&words) {
            escaped.push(format!("{phrase:?} in {words:?}"));
        }
    }
    escaped.sort();
    escaped.dedup();
    assert!(escaped.is_empty(), "English that no catalogue holds:\n{}", escaped.join("\n"));
    assert!(words_of(&stubs).len() > 100, "every case of the stubs said something");
}
