//! The reference solution graded by its own suites, hidden ones included, with every case it
//! fails named: when a rule changes, this is where the solution and the suites disagree.

use anyhow::{Result, bail};
use hog_grader::report::json::Report;
use hog_grader::{ProblemResult, SuiteKind};

use hog_engine::build::Mode;
use hog_engine::environment::Places;
use hog_engine::sandbox::{Sandbox, SuiteResult};

/// Grades the reference of the workspace at `places.root` in a sandbox, every case run, and
/// names each scored case and source check it fails; none when it passes them all.
pub fn failures(places: &Places) -> Result<Vec<String>> {
    let sandbox = Sandbox::new(places)?;
    match sandbox.grade(Mode::Solution, &["--verbose"])? {
        SuiteResult::Report(report, _) => Ok(failing(&report)),
        SuiteResult::CompileError(errors) => bail!("the reference solution does not compile:\n{errors}"),
    }
}

/// The source checks and scored cases a report has failing, one line each: problem, suite,
/// case and verdict.
pub fn failing(report: &Report) -> Vec<String> {
    report.problems().iter().flat_map(failing_in).collect()
}

/// The source checks and scored cases one problem has failing, as [`failing`] names them.
pub fn failing_in(problem: &ProblemResult) -> Vec<String> {
    let id = &problem.id;
    let violations = problem
        .violations
        .iter()
        .map(|v| format!("problem {id}, source check, line {}: {}", v.line, v.message));
    let cases =
        problem.cases.iter().filter(|c| c.kind == SuiteKind::Scored && !c.verdict.passed()).map(|c| {
            format!("problem {id}, suite {}, case {}: {}", c.id.suite, c.id.case, c.verdict.summary())
        });
    violations.chain(cases).collect()
}

#[cfg(test)]
mod tests {
    use hog_grader::{CaseId, CaseResult, Verdict, Violation};

    use super::*;

    fn case(suite: usize, case: usize, kind: SuiteKind, verdict: Verdict) -> CaseResult {
        CaseResult {
            id: CaseId { problem: "02".into(), suite, case },
            kind,
            about: String::new(),
            events: Vec::new(),
            verdict,
            debug_lines: Vec::new(),
            dropped_debug_lines: 0,
            millis: 1,
            hidden: false,
        }
    }

    fn problem(id: &str, violations: Vec<Violation>, cases: Vec<CaseResult>) -> ProblemResult {
        ProblemResult {
            id: id.into(),
            title: "boar_brawl".into(),
            points: 2.0,
            earned: 0.0,
            violations,
            suites: Vec::new(),
            cases,
            not_run: 0,
            withheld: None,
            partial: false,
        }
    }

    #[test]
    fn each_failing_case_and_source_check_is_named() {
        let panicked = Verdict::Panicked { message: "attempt to divide by zero".into(), location: None };
        let brawl = problem(
            "02",
            Vec::new(),
            vec![
                case(1, 1, SuiteKind::Scored, Verdict::Passed),
                case(1, 2, SuiteKind::Scored, Verdict::Failed),
                case(2, 1, SuiteKind::Unscored, Verdict::Failed),
                case(3, 4, SuiteKind::Scored, panicked),
            ],
        );
        let violation = Violation {
            path: "rules.rs".into(),
            line: 40,
            message: "must call roll_dice".into(),
            english: None,
        };
        let turn = problem(
            "03",
            vec![violation],
            vec![case(1, 1, SuiteKind::Scored, Verdict::TimedOut { seconds: 2.0 })],
        );
        let named: Vec<String> = [brawl, turn].iter().flat_map(failing_in).collect();
        assert_eq!(
            named,
            [
                "problem 02, suite 1, case 2: failed",
                "problem 02, suite 3, case 4: panicked: attempt to divide by zero",
                "problem 03, source check, line 40: must call roll_dice",
                "problem 03, suite 1, case 1: timed out after 2 s",
            ]
        );
    }

    #[test]
    fn a_passing_problem_names_nothing() {
        assert!(
            failing_in(&problem("01", Vec::new(), vec![case(1, 1, SuiteKind::Scored, Verdict::Passed)]))
                .is_empty()
        );
    }
}
