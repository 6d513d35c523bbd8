//! The grader tested against student files that are wrong or broken, as a course's
//! worst submissions are: each in a sandbox copy of the workspace, never the real one.

use serde_json::Value;
use xtask::build::Mode;
use xtask::sandbox::{Graded, Sandbox};
use xtask::stubs::replace_body;
use xtask::workspace;

use crate::common::{RULES, first_failure, problem};

const RULES_SOLUTION: &str = "crates/rules/solution/rules.rs";

fn sandbox() -> Sandbox {
    Sandbox::new(&workspace::root().unwrap()).unwrap()
}

fn report(graded: Graded) -> (Value, i32) {
    match graded {
        Graded::Report(report, code) => (report, code),
        Graded::CompileError(errors) => panic!("expected a report, got compile errors:\n{errors}"),
    }
}

fn cases(report: &Value) -> impl Iterator<Item = &Value> {
    report["problems"].as_array().unwrap().iter().flat_map(|p| p["cases"].as_array().unwrap())
}

/// Hidden cases included: they must be as honest as the rest.
#[test]
fn every_scored_case_fails_on_the_stubs_and_passes_on_the_solution() {
    let sandbox = sandbox();
    let (stubs, code) = report(sandbox.grade(Mode::Official, &["--verbose"]).unwrap());
    assert_eq!(code, 1);
    let scored: Vec<&Value> = cases(&stubs).filter(|c| c["kind"] == "scored").collect();
    assert!(scored.len() >= 30, "only {} scored cases", scored.len());
    let passing: Vec<&Value> = scored.iter().copied().filter(|c| c["verdict"]["kind"] == "passed").collect();
    assert!(passing.is_empty(), "scored cases that pass on the stubs: {passing:#?}");
    assert_eq!(stubs["earned"], 0.0);

    let (solution, code) = report(sandbox.grade(Mode::Solution, &["--verbose"]).unwrap());
    let failing: Vec<&Value> = cases(&solution).filter(|c| c["verdict"]["kind"] != "passed").collect();
    assert!(failing.is_empty(), "cases that fail on the solution: {failing:#?}");
    assert_eq!(solution["earned"], solution["possible"]);
    assert_eq!(code, 0);
    assert_eq!(cases(&solution).count(), cases(&stubs).count(), "every case ran in both modes");
    assert!(cases(&stubs).any(|c| c["hidden"] == true), "the hidden cases ran too");
}

/// Student code that loops, recurses without end, aborts, reads stdin, floods the output,
/// panics and exits: each is a plain failed case, and every problem is graded.
#[test]
fn broken_student_code_fails_plainly_and_never_stops_the_grader() {
    let sandbox = sandbox();
    let mut student = sandbox.read(RULES_SOLUTION).unwrap();
    let broken: &[(&str, &str)] = &[
        ("roll_dice", "let _ = (num_rolls, dice);\nloop {}"),
        (
            "boar_brawl",
            "std::hint::black_box(boar_brawl(std::hint::black_box(player_score), opponent_score)) + 1",
        ),
        ("take_turn", "let _ = (num_rolls, player_score, opponent_score, dice);\nstd::process::abort()"),
        (
            "num_factors",
            "let mut line = String::new();\nlet _ = std::io::stdin().read_line(&mut line);\nprintln!(\"DEBUG: counting the factors of {n}\");\nfor _ in 0..100_000 {\n    println!(\"{}\", \"noise \".repeat(20));\n    eprintln!(\"more noise\");\n}\n0",
        ),
        ("sus_points", "let _ = score;\npanic!(\"the dice are loaded\")"),
        (
            "play",
            "let _ = (strategy0, strategy1, update, score0, score1, dice, goal);\nstd::process::exit(0)",
        ),
    ];
    for (function, body) in broken {
        student = replace_body(&student, function, body).unwrap();
    }
    sandbox.write(RULES, &student).unwrap();

    // The flood of 200 000 lines must be drained within the limit on a loaded two-core CI
    // machine too (it took more than 1 s there while other sandboxes built).
    let (graded, code) = report(sandbox.grade(Mode::Student, &["--timeout", "3"]).unwrap());
    assert_eq!(code, 1);
    assert_eq!(first_failure(&graded, "01")["kind"], "timed_out");
    assert_eq!(first_failure(&graded, "02")["kind"], "stack_overflow");
    assert_eq!(first_failure(&graded, "03")["kind"], "crashed");
    assert_eq!(first_failure(&graded, "05")["kind"], "exited");
    assert_eq!(first_failure(&graded, "05")["code"], 0, "an exit with 0 is still a failure");

    let sus = problem(&graded, "04")["cases"].as_array().unwrap();
    let flooded = sus.iter().find(|c| c["id"]["suite"] == 1).unwrap();
    assert_eq!(flooded["verdict"]["kind"], "failed", "reading stdin gets end of input, not a hang");
    assert_eq!(flooded["debug_lines"][0], "DEBUG: counting the factors of 1");
    assert_eq!(flooded["debug_lines"].as_array().unwrap().len(), 1, "other output is not shown");
    let panicked = sus.iter().find(|c| c["id"]["suite"] == 2).unwrap();
    assert_eq!(panicked["verdict"]["kind"], "panicked");
    assert_eq!(panicked["verdict"]["message"], "the dice are loaded");

    assert!(cases(&graded).all(|c| c["kind"] != "scored" || c["verdict"]["kind"] != "passed"));
    assert_eq!(graded["earned"], 0.0);
}

#[test]
fn a_compile_error_shows_only_the_students_file() {
    let sandbox = sandbox();
    let student = sandbox.read(RULES).unwrap();
    let broken = replace_body(
        &student,
        "boar_brawl",
        "let tens: u32 = \"four\";\ntens + player_score + opponent_score",
    )
    .unwrap();
    sandbox.write(RULES, &broken).unwrap();
    match sandbox.grade(Mode::Student, &[]).unwrap() {
        Graded::CompileError(errors) => {
            assert!(errors.contains("crates/rules/src/rules.rs"), "{errors}");
            assert!(errors.contains("mismatched types"), "{errors}");
            assert!(!errors.contains("could not compile"), "cargo's own summary is left out: {errors}");
        }
        Graded::Report(..) => panic!("code with a type error was graded"),
    }
}

#[test]
fn source_checks_name_the_construct_and_its_line() {
    let sandbox = sandbox();
    let mut student = sandbox.read(RULES_SOLUTION).unwrap();
    let by_string = "let digits = opponent_score.to_string();\nlet tens = digits.len() as u32;\n3 * tens.abs_diff(player_score % 10).max(1)";
    student = replace_body(&student, "boar_brawl", by_string).unwrap();
    let inline = "if num_rolls == 0 {\n    boar_brawl(player_score, opponent_score)\n} else {\n    let mut total = 0;\n    for _ in 0..num_rolls {\n        total += dice();\n    }\n    total\n}";
    student = replace_body(&student, "take_turn", inline).unwrap();
    sandbox.write(RULES, &student).unwrap();
    let line_of = |needle: &str| student.lines().position(|l| l.contains(needle)).unwrap() + 1;

    let (graded, _) = report(sandbox.grade(Mode::Student, &["-q", "2", "-q", "3"]).unwrap());
    let brawl = problem(&graded, "02");
    assert_eq!(brawl["earned"], 0.0, "a broken restriction forfeits the points");
    let violation = &brawl["violations"][0];
    assert_eq!(violation["line"], line_of("opponent_score.to_string()"));
    assert!(violation["message"].as_str().unwrap().contains("`.to_string()`"), "{violation}");

    let messages: Vec<&str> = problem(&graded, "03")["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["message"].as_str().unwrap())
        .collect();
    assert!(messages.iter().any(|m| m.contains("must call roll_dice")), "{messages:?}");
    assert!(messages.iter().any(|m| m.contains("a `for` loop")), "{messages:?}");
}
