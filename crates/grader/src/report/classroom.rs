//! `--format classroom`: the result GitHub Classroom's grading reporter reads.
//!
//! In a Classroom assignment's workflow, a step writes this payload to its `result` output,
//! and the reporter action (`classroom-resources/autograding-grading-reporter`) reads it back
//! from the environment variable `<RUNNER-ID>_RESULTS` (the step's id, upper-cased) of every
//! runner id listed in its `runners` input. The payload is base64 (standard alphabet, padded)
//! of one JSON object, version 1:
//! `{ "version": 1, "status": "pass" | "fail" | "error", "max_score": f64, "tests": [Test] }`
//! where each test has `name`, `status` (`pass` | `fail` | `error`), `score`, `message`,
//! `test_code`, `filename`, `line_no` and `execution_time` (seconds). The reporter adds every
//! runner's `max_score` and every test's `score` into the points Classroom records, fails the
//! check when a runner's status is `fail` or `error`, and prints each test's name (and the
//! message of a test in error) in the workflow's log.
//!
//! One test per problem, worth what the problem earned: scores are the grade's own numbers,
//! not rounded, so the reporter's sum is bit for bit the total of `grade --score` (both add
//! the problems' points from zero in the same order). Its message is the problem as the
//! student reads it in the terminal, without colour: why its code was withheld, its broken
//! source checks, its first failing case, and its summary line.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde::Serialize;

use crate::report::text;
use crate::results::{Grade, ProblemResult};

/// The payload's schema version, the one the reporter reads.
const VERSION: u32 = 1;

#[derive(Serialize)]
struct Results {
    version: u32,
    status: &'static str,
    max_score: f64,
    tests: Vec<Test>,
}

#[derive(Serialize)]
struct Test {
    name: String,
    status: &'static str,
    score: f64,
    message: String,
    /// What the reporter prints under the test's name: the command that grades it locally.
    test_code: String,
    filename: String,
    /// 0: the reporter names a line only when it is not 0, and a problem is no one line.
    line_no: u32,
    execution_time: f64,
}

/// Renders `grade` as the reporter's payload; `solution` says whether the reference was graded
/// (the commands in the messages then say `--solution`).
pub fn render(grade: &Grade, solution: bool) -> String {
    let tests = grade.problems.iter().map(|p| test(grade, p, solution)).collect();
    let status = if grade.passed() { "pass" } else { "fail" };
    encode(&Results { version: VERSION, status, max_score: grade.possible(), tests })
}

/// The payload of a grade that could not be made (the code could not be built at all, say):
/// status `error`, no points, and `message` in the log, so the reporter fails the check
/// saying why instead of failing to read an empty result.
pub fn unable(message: &str) -> String {
    let test = Test {
        name: "Grading".to_owned(),
        status: "error",
        score: 0.0,
        message: message.to_owned(),
        test_code: "cargo xtask grade".to_owned(),
        filename: String::new(),
        line_no: 0,
        execution_time: 0.0,
    };
    encode(&Results { version: VERSION, status: "error", max_score: 0.0, tests: vec![test] })
}

fn encode(results: &Results) -> String {
    STANDARD.encode(serde_json::to_string(results).expect("results always serialise"))
}

fn test(grade: &Grade, problem: &ProblemResult, solution: bool) -> Test {
    // Everything ran and passed, unscored cases included: a ✅ in the log means just that.
    let passed =
        problem.withheld.is_none() && problem.violations.is_empty() && problem.first_failure().is_none();
    let points = if problem.points > 0.0 {
        format!(", {:.1}/{} points", problem.earned, problem.points)
    } else {
        " (not scored)".to_owned()
    };
    let mode = if solution { " --solution" } else { "" };
    let file = problem.withheld.as_ref().map(|w| w.file.clone());
    let millis: u64 = problem.cases.iter().map(|c| c.millis).sum();
    Test {
        name: format!("Problem {} ({}){points}", problem.id, problem.title),
        status: if passed { "pass" } else { "fail" },
        score: problem.earned,
        message: text::render_problem_plain(problem, grade.known_mistakes.get(&problem.id), solution),
        test_code: format!("cargo xtask grade -q {}{mode}", problem.id),
        filename: file.or_else(|| problem.violations.first().map(|v| v.path.clone())).unwrap_or_default(),
        line_no: 0,
        execution_time: millis as f64 / 1000.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::sample;

    /// The payload as the reporter reads it: base64, then JSON.
    fn decoded(payload: &str) -> serde_json::Value {
        let json = STANDARD.decode(payload.trim()).expect("standard base64");
        serde_json::from_slice(&json).expect("a JSON object")
    }

    fn test_named<'t>(results: &'t serde_json::Value, id: &str) -> &'t serde_json::Value {
        let prefix = format!("Problem {id} ");
        results["tests"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"].as_str().unwrap().starts_with(&prefix))
            .unwrap()
    }

    #[test]
    fn one_test_per_problem_with_its_points_and_what_the_student_reads() {
        let grade = sample::mixed();
        let results = decoded(&render(&grade, false));
        assert_eq!(results["version"], 1);
        assert_eq!(results["status"], "fail");
        assert_eq!(results["tests"].as_array().unwrap().len(), grade.problems.len());

        let passed = test_named(&results, "01");
        assert_eq!(passed["name"], "Problem 01 (roll_dice), 2.0/2 points");
        assert_eq!((passed["status"].as_str(), passed["score"].as_f64()), (Some("pass"), Some(2.0)));
        assert_eq!(passed["message"], "Problem 01 (roll_dice): all 3 cases passed, 2.0/2 points\n");
        assert_eq!(passed["test_code"], "cargo xtask grade -q 01");
        assert_eq!(passed["line_no"], 0);

        let failed = test_named(&results, "02");
        assert_eq!((failed["status"].as_str(), failed["score"].as_f64()), (Some("fail"), Some(0.0)));
        let message = failed["message"].as_str().unwrap();
        assert!(message.contains("hint: Sow Sad"), "{message}");
        assert!(message.contains("cargo xtask grade -q 02 --suite 1 --case 1"), "{message}");
        assert!(!message.contains('\x1b'), "plain text, no colour: {message:?}");

        let withheld = test_named(&results, "06");
        let message = withheld["message"].as_str().unwrap();
        assert!(
            message.contains("Problem 06 does not compile (crates/strategies/src/strategies.rs)"),
            "{message}"
        );
        assert_eq!(withheld["filename"], "crates/strategies/src/strategies.rs");
        assert_eq!(withheld["score"], 0.0);

        let checked = test_named(&results, "03");
        assert!(checked["message"].as_str().unwrap().contains("boar_brawl uses `.to_string()`"), "{checked}");
        assert_eq!(checked["score"], 0.0, "a broken source check forfeits the points");

        let unscored = test_named(&results, "12");
        assert_eq!(unscored["name"], "Problem 12 (final_strategy) (not scored)");
        assert!(unscored["message"].as_str().unwrap().contains("final_strategy won 71.3% of 2000 games"));
    }

    #[test]
    fn the_reporters_sum_is_the_grades_total() {
        for grade in [sample::mixed(), sample::every_verdict()] {
            let results = decoded(&render(&grade, false));
            let scores = results["tests"].as_array().unwrap().iter().map(|t| t["score"].as_f64().unwrap());
            let earned = scores.fold(0.0, |sum, score| sum + score);
            assert_eq!(earned, grade.earned());
            assert_eq!(results["max_score"].as_f64(), Some(grade.possible()));
        }
    }

    #[test]
    fn thirds_of_a_point_add_up_exactly() {
        let mut third = sample::failures().swap_remove(0).1;
        third.id.suite = 3;
        // Three scored suites, two passed: 2/3 of the problem's points each.
        let thirds = |id: &str| {
            let cases = vec![sample::passed(1, 1), sample::passed(2, 1), third.clone()];
            sample::problem(id, "roll_dice", 2.0, cases)
        };
        let mut grade = sample::mixed();
        grade.problems.extend([thirds("13"), thirds("14"), thirds("15")]);
        assert!((grade.problems.last().unwrap().earned - 4.0 / 3.0).abs() < 1e-12);
        let results = decoded(&render(&grade, false));
        let partial = test_named(&results, "13");
        assert_eq!(
            (partial["status"].as_str(), partial["name"].as_str()),
            (Some("fail"), Some("Problem 13 (roll_dice), 1.3/2 points"))
        );
        let tests = results["tests"].as_array().unwrap();
        let earned = tests.iter().fold(0.0, |sum, t| sum + t["score"].as_f64().unwrap());
        assert_eq!(earned, grade.earned(), "not rounded: the sum is the total itself");
    }

    #[test]
    fn full_marks_pass_and_a_grade_that_could_not_be_made_is_an_error() {
        let mut grade = sample::mixed();
        grade.problems.retain(|p| p.passed() && p.first_failure().is_none());
        let results = decoded(&render(&grade, true));
        assert_eq!(results["status"], "pass");
        assert!(results["tests"].as_array().unwrap().iter().all(|t| t["status"] == "pass"));
        assert_eq!(test_named(&results, "01")["test_code"], "cargo xtask grade -q 01 --solution");

        let error = decoded(&unable("the grader itself does not build"));
        assert_eq!((error["status"].as_str(), error["max_score"].as_f64()), (Some("error"), Some(0.0)));
        assert_eq!(error["tests"][0]["status"], "error");
        assert_eq!(error["tests"][0]["message"], "the grader itself does not build");
    }

    #[test]
    fn the_payload_is_one_line_of_padded_standard_base64() {
        let payload = render(&sample::every_verdict(), false);
        assert!(!payload.contains('\n'), "one line, for $GITHUB_OUTPUT");
        assert!(payload.bytes().all(|b| b.is_ascii_alphanumeric() || b"+/=".contains(&b)), "{payload}");
        assert_eq!(payload.len() % 4, 0, "padded");
    }
}
