//! Grading: choosing the cases, running them in child processes on every core, and
//! scoring the results. Printing is the reports' job.

use std::path::Path;
use std::sync::Mutex;
use std::time::Duration;

use serde::Serialize;

use crate::child::{self, ChildRun};
use crate::confine::Confinement;
use crate::event::Event;
use crate::model::{CaseId, Problem, SuiteKind};
use crate::outcome::Verdict;
use crate::prepared::{Prepared, Withheld};
use crate::source::Violation;

/// What to grade and how.
#[derive(Clone, Debug)]
pub struct Options {
    /// Problem ids to grade; empty means all.
    pub problems: Vec<String>,
    /// Only this suite (with one problem).
    pub suite: Option<usize>,
    /// Only this case (with one suite).
    pub case: Option<usize>,
    /// Run every case, not just up to each suite's first failure.
    pub all_cases: bool,
    /// Time limit for one case, unless the case sets its own.
    pub timeout: Duration,
    /// How many cases run at once.
    pub jobs: usize,
}

/// The result of one case.
#[derive(Clone, Debug, Serialize)]
pub struct CaseResult {
    /// Where it is.
    pub id: CaseId,
    /// Whether it earns points.
    pub kind: SuiteKind,
    /// Why it exists.
    pub about: &'static str,
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
    /// The protections its child reported (none when it died before reporting).
    #[serde(skip)]
    pub confinement: Option<Confinement>,
}

/// The result of one suite: it earns its share of the problem's points when every case passes.
#[derive(Clone, Debug, Serialize)]
pub struct SuiteResult {
    /// Suite number, from 1.
    pub number: usize,
    /// Whether it earns points.
    pub kind: SuiteKind,
    /// Whether students see it (hidden suites run in official grading only).
    pub hidden: bool,
    /// Whether every case ran and passed.
    pub passed: bool,
    /// Its share of the problem's points (0 for unscored suites).
    pub points: f64,
    /// Points earned: all or nothing.
    pub earned: f64,
}

/// The result of one problem.
#[derive(Clone, Debug, Serialize)]
pub struct ProblemResult {
    /// Problem id.
    pub id: &'static str,
    /// Problem title.
    pub title: &'static str,
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

    /// The first case of suite `number` that did not pass.
    pub fn first_failure_in(&self, number: usize) -> Option<&CaseResult> {
        self.cases.iter().find(|c| c.id.suite == number && !c.verdict.passed())
    }
}

/// Everything a grading run found.
#[derive(Clone, Debug, Serialize)]
pub struct Grade {
    /// One entry per graded problem, in order.
    pub problems: Vec<ProblemResult>,
    /// The weakest protection any case ran under (`None` when no case reported one).
    pub confinement: Option<Confinement>,
    /// What preparing the code found: withheld problems, edits outside the regions.
    pub prepared: Prepared,
}

impl Grade {
    /// Points earned over all problems.
    pub fn earned(&self) -> f64 {
        self.problems.iter().map(|p| p.earned).sum()
    }

    /// Points possible over all problems.
    pub fn possible(&self) -> f64 {
        self.problems.iter().map(|p| p.points).sum()
    }

    /// Whether every selected scored case passed (the exit status of `grade`).
    pub fn passed(&self) -> bool {
        self.problems.iter().all(ProblemResult::passed)
    }
}

/// Finds the problems `options` selects, or says which id, suite or case does not exist.
pub fn select<'p>(problems: &'p [Problem], options: &Options) -> Result<Vec<&'p Problem>, String> {
    if options.problems.is_empty() {
        return Ok(problems.iter().collect());
    }
    let selected = options
        .problems
        .iter()
        .map(|wanted| {
            let wanted = normalise_id(wanted);
            problems.iter().find(|p| p.id == wanted).ok_or_else(|| {
                let ids: Vec<_> = problems.iter().map(|p| p.id).collect();
                format!("there is no problem {wanted}; the problems are {}", ids.join(", "))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if let (Some(suite), [problem]) = (options.suite, selected.as_slice()) {
        let count = problem.suites.len();
        let Some(found) = suite.checked_sub(1).and_then(|s| problem.suites.get(s)) else {
            return Err(format!(
                "problem {} has no suite {suite}: its suites are {}",
                problem.id,
                range(count)
            ));
        };
        if let Some(case) = options.case.filter(|&c| c == 0 || c > found.cases.len()) {
            return Err(format!(
                "suite {suite} of problem {} has no case {case}: its cases are {}",
                problem.id,
                range(found.cases.len())
            ));
        }
    }
    Ok(selected)
}

/// "1 to 3", or "1" alone.
fn range(count: usize) -> String {
    if count == 1 { "1".to_owned() } else { format!("1 to {count}") }
}

/// `4` and `04` name the same problem: the two-digit form, as on the markers.
pub fn normalise_id(id: &str) -> String {
    match id.parse::<u32>() {
        Ok(n) => format!("{n:02}"),
        Err(_) => id.to_owned(),
    }
}

/// A suite's cases to run, in order.
struct Job<'p> {
    problem: usize,
    suite: usize,
    kind: SuiteKind,
    hidden: bool,
    cases: Vec<(CaseId, &'p crate::Case)>,
}

/// Grades the selected problems, running each case in a child process of `exe`. The cases
/// of a problem that `prepared` withholds do not run: its code was left out of the build.
pub fn grade(exe: &Path, selected: &[&Problem], options: &Options, prepared: &Prepared) -> Grade {
    let mut jobs = Vec::new();
    let mut violations = Vec::new();
    let mut withheld_cases = vec![0; selected.len()];
    for (index, problem) in selected.iter().enumerate() {
        let withheld = prepared.withheld(problem.id).is_some();
        violations.push(if withheld {
            Vec::new() // the stub put in its place is not the student's code
        } else {
            problem.requirements.iter().flat_map(|r| r.check()).collect::<Vec<_>>()
        });
        for (s, suite) in problem.suites.iter().enumerate() {
            if options.suite.is_some_and(|wanted| wanted != s + 1) {
                continue;
            }
            let mut cases = suite
                .cases
                .iter()
                .enumerate()
                .filter(|(c, _)| options.case.is_none_or(|wanted| wanted == c + 1))
                .map(|(c, case)| (CaseId { problem: problem.id.to_owned(), suite: s + 1, case: c + 1 }, case))
                .collect::<Vec<_>>();
            if withheld {
                withheld_cases[index] += cases.len();
                cases.clear();
            }
            jobs.push(Job { problem: index, suite: s + 1, kind: suite.kind, hidden: suite.hidden, cases });
        }
    }
    let finished = run_jobs(exe, jobs, options);
    let mut problems: Vec<ProblemResult> = selected
        .iter()
        .zip(violations)
        .zip(withheld_cases)
        .map(|((p, violations), not_run)| ProblemResult {
            id: p.id,
            title: p.title,
            points: p.points,
            earned: 0.0,
            violations,
            suites: Vec::new(),
            cases: Vec::new(),
            not_run,
            withheld: prepared.withheld(p.id).cloned(),
        })
        .collect();
    let mut confinement = None;
    for (job, results, not_run) in finished {
        let result = &mut problems[job.problem];
        let ran = !job.cases.is_empty();
        let passed = ran && not_run == 0 && results.iter().all(|r| r.verdict.passed());
        for reported in results.iter().filter_map(|r| r.confinement.clone()) {
            confinement = confinement.max(Some(reported));
        }
        result.suites.push(SuiteResult {
            number: job.suite,
            kind: job.kind,
            hidden: job.hidden,
            passed,
            points: 0.0, // shares are known once every suite of the problem is in
            earned: 0.0,
        });
        result.not_run += not_run;
        result.cases.extend(results);
    }
    for result in &mut problems {
        result.cases.sort_by(|a, b| a.id.cmp(&b.id));
        result.suites.sort_by_key(|s| s.number);
        let scored = result.suites.iter().filter(|s| s.kind == SuiteKind::Scored).count();
        let forfeited = !result.violations.is_empty() || result.withheld.is_some();
        for suite in &mut result.suites {
            suite.points = if suite.kind == SuiteKind::Scored { result.points / scored as f64 } else { 0.0 };
            suite.earned = if suite.passed && !forfeited { suite.points } else { 0.0 };
        }
        result.earned = result.suites.iter().map(|s| s.earned).sum();
    }
    Grade { problems, confinement, prepared: prepared.clone() }
}

type Finished<'p> = (Job<'p>, Vec<CaseResult>, usize);

/// Runs every job on `options.jobs` threads; within a job, cases run in order until one fails.
fn run_jobs<'p>(exe: &Path, jobs: Vec<Job<'p>>, options: &Options) -> Vec<Finished<'p>> {
    let queue = Mutex::new(jobs.into_iter().enumerate().collect::<Vec<_>>().into_iter());
    let done = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    let Some((order, job)) = queue.lock().unwrap().next() else { break };
                    let (results, not_run) = run_job(exe, &job, options);
                    done.lock().unwrap().push((order, (job, results, not_run)));
                }
            });
        }
    });
    let mut done = done.into_inner().unwrap();
    done.sort_by_key(|(order, _)| *order);
    done.into_iter().map(|(_, finished)| finished).collect()
}

fn run_job(exe: &Path, job: &Job<'_>, options: &Options) -> (Vec<CaseResult>, usize) {
    let mut results = Vec::new();
    for (index, (id, case)) in job.cases.iter().enumerate() {
        let timeout = case.timeout.unwrap_or(options.timeout);
        let result = match child::run(exe, id, timeout) {
            Ok(run) => case_result(id, job, case.about, &run, timeout),
            Err(error) => CaseResult {
                id: id.clone(),
                kind: job.kind,
                about: case.about,
                events: vec![Event::Failure {
                    explanation: format!("the grader could not start the case: {error}"),
                }],
                verdict: Verdict::Failed,
                debug_lines: Vec::new(),
                dropped_debug_lines: 0,
                millis: 0,
                hidden: job.hidden,
                confinement: None,
            },
        };
        let passed = result.verdict.passed();
        results.push(result);
        if !passed && !options.all_cases {
            return (results, job.cases.len() - index - 1);
        }
    }
    (results, 0)
}

fn case_result(
    id: &CaseId,
    job: &Job<'_>,
    about: &'static str,
    run: &ChildRun,
    timeout: Duration,
) -> CaseResult {
    CaseResult {
        id: id.clone(),
        kind: job.kind,
        hidden: job.hidden,
        about,
        events: run.events.clone(),
        verdict: Verdict::of(run, timeout),
        debug_lines: run.debug_lines.clone(),
        dropped_debug_lines: run.dropped_debug_lines,
        millis: run.elapsed.as_millis() as u64,
        confinement: run.confinement.clone(),
    }
}
