//! `--format gradescope`: the `results.json` that Gradescope's autograder reads.
//!
//! One test per suite: a suite earns its share of the problem's points when every
//! case passes, and its output is the first failing case as the student would see it
//! in the terminal. Hidden suites are shown only once grades are published.

use serde::Serialize;

use crate::grade::{Grade, ProblemResult, SuiteResult};
use crate::model::SuiteKind;
use crate::report::text;

#[derive(Serialize)]
struct Results {
    score: f64,
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
}

/// Renders `grade` as Gradescope's results document.
pub fn render(grade: &Grade) -> String {
    let tests = grade.problems.iter().flat_map(|p| p.suites.iter().map(move |s| test(p, s))).collect();
    let mut output = format!("Total: {:.2}/{}", grade.earned(), grade.possible());
    let edits = &grade.prepared.outside_edits;
    if !edits.is_empty() {
        let lines: Vec<String> = edits.iter().map(ToString::to_string).collect();
        output.push_str(&format!(
            "\nEdited outside the problem regions (graded as handed out): {}",
            lines.join(", ")
        ));
    }
    if let Some(confinement) = &grade.confinement {
        output.push_str(&format!("\nProtection: {}.", confinement.describe()));
    }
    let results = Results { score: round(grade.earned()), output, stdout_visibility: "hidden", tests };
    serde_json::to_string_pretty(&results).expect("results always serialise")
}

fn test(problem: &ProblemResult, suite: &SuiteResult) -> Test {
    let cases = problem.cases.iter().filter(|c| c.id.suite == suite.number);
    let mut output: String =
        problem.violations.iter().map(|v| format!("Source check failed: {v}\n")).collect();
    match (&problem.withheld, cases.clone().find(|c| !c.verdict.passed())) {
        (Some(withheld), _) => output.push_str(&format!(
            "Problem {} {} ({}), so it was graded as the stub:\n{}",
            withheld.problem, withheld.reason, withheld.file, withheld.details
        )),
        (None, Some(failure)) => output.push_str(&text::render_case_plain(failure)),
        (None, None) => output.push_str(&format!("All {} cases passed.", cases.count())),
    }
    let passed = suite.passed && problem.violations.is_empty() && problem.withheld.is_none();
    let unscored = if suite.kind == SuiteKind::Unscored { " (not scored)" } else { "" };
    Test {
        name: format!("Problem {} ({}), suite {}{unscored}", problem.id, problem.title, suite.number),
        number: format!("{}.{}", problem.id, suite.number),
        score: round(suite.earned),
        max_score: round(suite.points),
        status: if passed { "passed" } else { "failed" },
        output,
        visibility: if suite.hidden { "after_published" } else { "visible" },
    }
}

/// Points to two decimals: thirds of a point must add up in Gradescope's table.
fn round(points: f64) -> f64 {
    (points * 100.0).round() / 100.0
}
