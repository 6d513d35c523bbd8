//! What a grading run found, case by case, suite by suite and problem by problem: plain
//! data, the same in memory and in the JSON report (see [`crate::report::json`]).

use serde::{Deserialize, Serialize};

use crate::confine::Confinement;
use crate::event::Event;
use crate::model::{CaseId, SuiteKind};
use crate::outcome::Verdict;
use crate::prepared::{Findings, Withheld};
use crate::source::Violation;

/// The result of one case.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CaseResult {
    /// Where it is.
    pub id: CaseId,
    /// Whether it earns points.
    pub kind: SuiteKind,
    /// Why it exists.
    pub about: String,
    /// What it ran and what came back.
    pub events: Vec<Event>,
    /// How it ended.
    pub verdict: Verdict,
    /// `DEBUG:` lines the student's code printed.
    pub debug_lines: Vec<String>,
    /// Further `DEBUG:` lines left out.
    pub dropped_debug_lines: usize,
    /// Wall time in milliseconds.
    pub millis: u64,
    /// Whether students see this case (hidden cases run in official grading only).
    pub hidden: bool,
}

impl CaseResult {
    /// The headline the case recorded, if it did (see [`Session::headline`](crate::Session::headline)).
    pub fn headline(&self) -> Option<&str> {
        self.events.iter().rev().find_map(|event| match event {
            Event::Headline { text } => Some(text.as_str()),
            _ => None,
        })
    }
}

/// The result of one suite: it earns its share of the problem's points when every case passes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SuiteResult {
    /// Suite number, from 1.
    pub number: usize,
    /// Whether it earns points.
    pub kind: SuiteKind,
    /// Whether students see it (hidden suites run in official grading only).
    pub hidden: bool,
    /// Whether every one of its cases ran and passed.
    pub passed: bool,
    /// Its share of the problem's points (0 for unscored suites).
    pub points: f64,
    /// Points earned: all or nothing.
    pub earned: f64,
}

/// The result of one problem.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProblemResult {
    /// Problem id.
    pub id: String,
    /// Problem title.
    pub title: String,
    /// Points possible.
    pub points: f64,
    /// Points earned.
    pub earned: f64,
    /// Broken source requirements (they forfeit the points).
    pub violations: Vec<Violation>,
    /// One entry per suite that ran, in order.
    pub suites: Vec<SuiteResult>,
    /// Cases that ran, in order; a suite stops at its first failure.
    pub cases: Vec<CaseResult>,
    /// Cases selected but not run, because an earlier case of their suite failed or the
    /// problem's code was withheld.
    pub not_run: usize,
    /// Why the problem's code was left out of the build (it earns nothing), if it was.
    pub withheld: Option<Withheld>,
    /// Whether `--suite` or `--case` left some of its cases out: then `earned` counts only
    /// the suites that ran whole, and is not the problem's score.
    #[serde(default)]
    pub partial: bool,
}

impl ProblemResult {
    /// Whether every scored case that ran passed and no requirement broke.
    pub fn passed(&self) -> bool {
        self.violations.is_empty()
            && self.withheld.is_none()
            && self.cases.iter().all(|c| c.kind != SuiteKind::Scored || c.verdict.passed())
    }

    /// The first case that did not pass.
    pub fn first_failure(&self) -> Option<&CaseResult> {
        self.cases.iter().find(|c| !c.verdict.passed())
    }

    /// The first scored case that did not pass: what cost the problem its points.
    pub fn first_scored_failure(&self) -> Option<&CaseResult> {
        self.cases.iter().find(|c| c.kind == SuiteKind::Scored && !c.verdict.passed())
    }

    /// The first case of suite `number` that did not pass.
    pub fn first_failure_in(&self, number: usize) -> Option<&CaseResult> {
        self.cases.iter().find(|c| c.id.suite == number && !c.verdict.passed())
    }

    /// The first broken source requirement, in source order.
    pub fn first_violation(&self) -> Option<&Violation> {
        self.violations.first()
    }

    /// The cases selected, run or not.
    pub fn selected_cases(&self) -> usize {
        self.cases.len() + self.not_run
    }

    /// The last headline its cases recorded: shown on the problem's summary line.
    pub fn headline(&self) -> Option<&str> {
        self.cases.iter().rev().find_map(CaseResult::headline)
    }
}

/// Everything a grading run found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Grade {
    /// One entry per graded problem, in order.
    pub problems: Vec<ProblemResult>,
    /// The weakest protection any case ran under (`None` when no case reported one).
    pub confinement: Option<Confinement>,
    /// What preparing the code found: withheld problems, edits outside the regions.
    pub prepared: Findings,
    /// The known mistake each failing problem looks like, by problem, where the course shows
    /// it (see [`crate::course`]).
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub known_mistakes: std::collections::BTreeMap<String, String>,
}

impl Grade {
    /// Points earned over all problems.
    pub fn earned(&self) -> f64 {
        total(self.problems.iter().map(|p| p.earned))
    }

    /// Points possible over all problems.
    pub fn possible(&self) -> f64 {
        total(self.problems.iter().map(|p| p.points))
    }

    /// Whether every selected scored case passed (the exit status of `grade`).
    pub fn passed(&self) -> bool {
        self.problems.iter().all(ProblemResult::passed)
    }

    /// Problem `id` (`4` or `04`), if it was graded.
    pub fn problem(&self, id: &str) -> Option<&ProblemResult> {
        let id = crate::grade::normalise_id(id);
        self.problems.iter().find(|p| p.id == id)
    }

    /// Every case that ran, problem by problem.
    pub fn cases(&self) -> impl Iterator<Item = &CaseResult> {
        self.problems.iter().flat_map(|p| &p.cases)
    }
}

/// Adds points up from zero: `Sum` of no `f64` is -0.0, which a report would print as "-0.0".
pub(crate) fn total(points: impl Iterator<Item = f64>) -> f64 {
    points.fold(0.0, |sum, p| sum + p)
}
