//! `--format gradescope`: the `results.json` that Gradescope's autograder reads.
//!
//! One test per suite: a suite earns its share of the problem's points when every
//! case passes, and its output is the first failing case as the student would see it
//! in the terminal. Hidden suites are shown only once grades are published.
//!
//! The fields are the ones Gradescope documents for `results.json` (its autograder
//! specifications): `score`, `execution_time` (seconds), `output`, `stdout_visibility` and
//! `tests`, each test with `name`, `number`, `score`, `max_score`, `status`, `output` and
//! `visibility`. Each test also says how long its cases ran, as `execution_time` in seconds,
//! which Gradescope documents for the whole run only. xtask adds the `leaderboard`.

use std::time::Duration;

use serde::Serialize;

use crate::model::SuiteKind;
use crate::report::text;
use crate::results::{CaseResult, Grade, ProblemResult, SuiteResult};
use hog_i18n::t;

#[derive(Serialize)]
struct Results {
    score: f64,
    execution_time: f64,
    output: String,
    stdout_visibility: &'static str,
    tests: Vec<Test>,
}

#[derive(Serialize)]
struct Test {
    name: String,
    number: String,
    score: f64,
    max_score: f64,
    status: &'static str,
    output: String,
    visibility: &'static str,
    execution_time: f64,
}

/// Renders `grade`, which took `elapsed` in all, as Gradescope's results document.
pub fn render(grade: &Grade, elapsed: Duration) -> String {
    let tests = grade.problems.iter().flat_map(|p| p.suites.iter().map(move |s| test(p, s))).collect();
    let mut output =
        t!("gradescope-total", earned = format!("{:.2}", grade.earned()), possible = grade.possible());
    let edits = grade.prepared.outside_edit_summary();
    if !edits.is_empty() {
        output.push_str(&format!("\n{}", t!("gradescope-edited", edits = edits.join("; "))));
    }
    if let Some(confinement) = &grade.confinement {
        output.push_str(&format!("\n{}", t!("protection", what = confinement.describe())));
    }
    let results = Results {
        score: round(grade.earned()),
        execution_time: seconds(elapsed),
        output,
        stdout_visibility: "hidden",
        tests,
    };
    serde_json::to_string_pretty(&results).expect("results always serialise")
}

fn test(problem: &ProblemResult, suite: &SuiteResult) -> Test {
    let cases = problem.cases.iter().filter(|c| c.id.suite == suite.number);
    let ran = Duration::from_millis(cases.clone().map(|c| c.millis).sum());
    let mut output: String = problem
        .violations
        .iter()
        .map(|v| format!("{}\n", t!("gradescope-source-check", check = v.to_string())))
        .collect();
    match (&problem.withheld, cases.clone().find(|c| !c.verdict.passed())) {
        (Some(withheld), _) => {
            let reason = withheld.reason.to_string();
            let heading = t!(
                "gradescope-withheld",
                problem = &withheld.problem,
                reason = reason,
                file = &withheld.file
            );
            output.push_str(&format!("{heading}\n{}", withheld.details));
        }
        (None, Some(failure)) => output.push_str(&text::render_case_plain(failure)),
        (None, None) => output.push_str(&t!("gradescope-all-passed", count = cases.clone().count())),
    }
    if let Some(headline) = cases.rev().find_map(CaseResult::headline) {
        output.push_str(&format!("\n{headline}"));
    }
    let passed = suite.passed && problem.violations.is_empty() && problem.withheld.is_none();
    let unscored = if suite.kind == SuiteKind::Unscored { t!("gradescope-unscored") } else { String::new() };
    let name = t!("gradescope-test", problem = &problem.id, title = &problem.title, suite = suite.number);
    Test {
        name: format!("{name}{unscored}"),
        number: format!("{}.{}", problem.id, suite.number),
        score: round(suite.earned),
        max_score: round(suite.points),
        status: if passed { "passed" } else { "failed" },
        output,
        visibility: if suite.hidden { "after_published" } else { "visible" },
        execution_time: seconds(ran),
    }
}

/// A time in seconds, to the millisecond: what Gradescope's `execution_time` holds.
pub fn seconds(elapsed: Duration) -> f64 {
    (elapsed.as_secs_f64() * 1000.0).round() / 1000.0
}

/// Points to two decimals: thirds of a point must add up in Gradescope's table.
fn round(points: f64) -> f64 {
    (points * 100.0).round() / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::sample;

    fn tests_of(grade: &Grade) -> Vec<serde_json::Value> {
        let results: serde_json::Value = serde_json::from_str(&render(grade, Duration::ZERO)).unwrap();
        results["tests"].as_array().unwrap().clone()
    }

    fn test<'t>(tests: &'t [serde_json::Value], number: &str) -> &'t serde_json::Value {
        tests.iter().find(|t| t["number"] == number).unwrap()
    }

    /// In the course's language, what students read is Chinese; the keys, numbers and
    /// statuses Gradescope reads are the same as in English.
    #[test]
    fn results_speak_the_courses_language_and_keep_their_keys() {
        let grade = sample::every_verdict();
        let english: serde_json::Value = serde_json::from_str(&render(&grade, Duration::ZERO)).unwrap();
        let chinese =
            hog_i18n::speaking(hog_i18n::catalogue("zh-CN").unwrap(), || render(&grade, Duration::ZERO));
        let chinese: serde_json::Value = serde_json::from_str(&chinese).unwrap();
        assert!(chinese["output"].as_str().unwrap().starts_with("总分："), "{}", chinese["output"]);
        let (ours, theirs) = (chinese["tests"].as_array().unwrap(), english["tests"].as_array().unwrap());
        assert_eq!(ours.len(), theirs.len());
        for (ours, theirs) in ours.iter().zip(theirs) {
            for key in ["number", "score", "max_score", "status", "visibility"] {
                assert_eq!(ours[key], theirs[key], "{key}");
            }
            assert!(ours["name"].as_str().unwrap().starts_with("问题 "), "{}", ours["name"]);
        }
        crate::report::documented::check(&chinese).unwrap();
    }

    #[test]
    fn one_test_per_suite_with_what_the_student_reads() {
        let tests = tests_of(&sample::mixed());
        let passed = test(&tests, "01.2");
        assert_eq!((passed["score"].as_f64(), passed["max_score"].as_f64()), (Some(1.0), Some(1.0)));
        assert_eq!(passed["output"], "1 case passed.");
        assert_eq!(test(&tests, "01.1")["output"], "All 2 cases passed.");
        let failed = test(&tests, "02.1");
        assert_eq!((failed["status"].as_str(), failed["score"].as_f64()), (Some("failed"), Some(0.0)));
        assert!(failed["output"].as_str().unwrap().contains("hint: Sow Sad"), "{failed}");
        let withheld = test(&tests, "06.1")["output"].as_str().unwrap().to_owned();
        assert!(
            withheld.starts_with("Problem 06 does not compile (crates/strategies/src/strategies.rs)"),
            "{withheld}"
        );
        let unscored = test(&tests, "12.1");
        assert!(unscored["name"].as_str().unwrap().ends_with("(not scored)"), "{unscored}");
        assert!(
            unscored["output"]
                .as_str()
                .unwrap()
                .ends_with("final_strategy won 71.3% of 2000 games against always_roll(6)")
        );
    }

    #[test]
    fn the_document_has_gradescopes_fields_and_the_times_of_the_run_and_of_each_suite() {
        let grade = sample::mixed();
        let results: serde_json::Value =
            serde_json::from_str(&render(&grade, Duration::from_millis(4321))).unwrap();
        assert_eq!(crate::report::documented::check(&results), Ok(()), "{results:#}");
        assert_eq!(results["execution_time"].as_f64(), Some(4.321));
        for test in results["tests"].as_array().unwrap() {
            let (problem, suite) = test["number"].as_str().unwrap().split_once('.').unwrap();
            let problem = grade.problem(problem).unwrap();
            let cases = problem.cases.iter().filter(|c| c.id.suite.to_string() == suite);
            let millis: u64 = cases.map(|c| c.millis).sum();
            assert_eq!(test["execution_time"].as_f64(), Some(millis as f64 / 1000.0), "{test}");
        }
        assert!(results.get("leaderboard").is_none(), "xtask adds the leaderboard, when the course has one");
    }
}
