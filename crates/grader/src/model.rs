//! What a grader is made of: problems, their suites, and the cases in each suite.
//!
//! A suite module builds these values; nothing here runs student code.

use std::time::Duration;

use crate::session::Session;
use crate::source::Requirement;

/// One problem of the project, such as `04` (sus_update).
pub struct Problem {
    /// Two-digit id, as written on the student's markers and on `-q`.
    pub id: &'static str,
    /// A short title, such as "Sus Fuss".
    pub title: &'static str,
    /// Points the problem is worth, split evenly over its scored suites.
    pub points: f64,
    /// Source checks: if one fails, no scored case of the problem earns points.
    pub requirements: Vec<Requirement>,
    /// The suites, in the order they run.
    pub suites: Vec<Suite>,
}

/// Whether a suite earns points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SuiteKind {
    /// Earns the problem's points; must fail on the stubs and pass on the solution.
    Scored,
    /// Practice and concept checks: reported, never scored.
    Unscored,
}

/// A group of cases that earns its share of points only when every case passes.
pub struct Suite {
    /// Scored or not.
    pub kind: SuiteKind,
    /// Hidden suites are left out of student releases and run only in official grading.
    pub hidden: bool,
    /// The cases, run in order; a suite stops at its first failing case.
    pub cases: Vec<Case>,
}

/// One case: a few lines of Rust, each checked as it runs.
pub struct Case {
    /// Why the case exists, shown above its code.
    pub about: &'static str,
    /// Runs the case; see [`steps!`](crate::steps).
    pub run: fn(&mut Session),
    /// Overrides the grader's time limit for slow, exhaustive cases.
    pub timeout: Option<Duration>,
}

impl Case {
    /// A case with the default time limit.
    pub const fn new(about: &'static str, run: fn(&mut Session)) -> Self {
        Case { about, run, timeout: None }
    }

    /// The same case with its own time limit.
    pub const fn with_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = Some(timeout);
        self
    }
}

impl Suite {
    /// A scored suite.
    pub fn scored(cases: Vec<Case>) -> Self {
        Suite { kind: SuiteKind::Scored, hidden: false, cases }
    }

    /// A suite that is reported but earns nothing.
    pub fn unscored(cases: Vec<Case>) -> Self {
        Suite { kind: SuiteKind::Unscored, hidden: false, cases }
    }

    /// A scored suite that students never see: official grading only.
    pub fn hidden(cases: Vec<Case>) -> Self {
        Suite { kind: SuiteKind::Scored, hidden: true, cases }
    }
}

/// Where a case sits: problem id, suite and case numbers (both from 1), as in `--suite 2 --case 3`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct CaseId {
    /// Problem id, such as `04`.
    pub problem: String,
    /// Suite number, from 1.
    pub suite: usize,
    /// Case number within the suite, from 1.
    pub case: usize,
}

impl std::fmt::Display for CaseId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Problem {} > Suite {} > Case {}", self.problem, self.suite, self.case)
    }
}
