//! Grading: choosing the cases, running them in child processes on every core, and
//! scoring the results. Printing is the reports' job.

use std::path::Path;
use std::sync::Mutex;
use std::time::Duration;

use hog_i18n::t;

use crate::child::{self, ChildRun};
use crate::confine::Confinement;
use crate::event::Event;
use crate::model::{Case, CaseId, Problem, SuiteKind};
use crate::outcome::Verdict;
use crate::prepared::Findings;
use crate::results::{CaseResult, Grade, ProblemResult, SuiteResult, total};

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

/// Grades the selected problems, running each case in a child process of `exe`. The cases
/// of a problem that `prepared` withholds do not run: its code was left out of the build.
pub fn grade(exe: &Path, selected: &[&Problem], options: &Options, prepared: &Findings) -> Grade {
    grade_with(selected, options, prepared, &|id, timeout| child::run(exe, id, timeout))
}

/// Runs one case and says what its process did: a child of the suite binary when grading,
/// a stand-in when the tests check the scoring.
type RunCase<'r> = dyn Fn(&CaseId, Duration) -> std::io::Result<ChildRun> + Sync + 'r;

/// A suite's selected cases, run in order.
struct Job<'p> {
    problem: usize,
    suite: usize,
    kind: SuiteKind,
    hidden: bool,
    /// Whether the selection kept every case of the suite: only then can it earn its share.
    whole: bool,
    cases: Vec<(CaseId, &'p Case)>,
}

/// What running a job gave.
struct JobDone<'p> {
    job: Job<'p>,
    results: Vec<CaseResult>,
    /// Cases left after the first failure.
    not_run: usize,
    /// The weakest protection its cases reported.
    confinement: Option<Confinement>,
}

fn grade_with(selected: &[&Problem], options: &Options, prepared: &Findings, run: &RunCase<'_>) -> Grade {
    let (mut problems, jobs) = plan(selected, options, prepared);
    let mut confinement = None;
    for ran in run_jobs(jobs, options, run) {
        confinement = confinement.max(ran.confinement);
        let problem = &mut problems[ran.job.problem];
        let passed = ran.job.whole
            && !ran.job.cases.is_empty()
            && ran.not_run == 0
            && ran.results.iter().all(|r| r.verdict.passed());
        problem.suites.push(SuiteResult {
            number: ran.job.suite,
            kind: ran.job.kind,
            hidden: ran.job.hidden,
            passed,
            points: 0.0, // shares are known once every suite of the problem is in
            earned: 0.0,
        });
        problem.not_run += ran.not_run;
        problem.cases.extend(ran.results);
    }
    for (result, problem) in problems.iter_mut().zip(selected) {
        let scored_suites = problem.suites.iter().filter(|s| s.kind == SuiteKind::Scored).count();
        score(result, scored_suites);
    }
    Grade { problems, confinement, prepared: prepared.clone(), known_mistakes: Default::default() }
}

/// Each problem's result before any case runs (its source checks done), and the jobs to run.
fn plan<'p>(
    selected: &[&'p Problem],
    options: &Options,
    prepared: &Findings,
) -> (Vec<ProblemResult>, Vec<Job<'p>>) {
    let mut problems = Vec::new();
    let mut jobs = Vec::new();
    for (index, problem) in selected.iter().enumerate() {
        let withheld = prepared.withheld(problem.id).cloned();
        let violations = match withheld {
            Some(_) => Vec::new(), // the stub put in its place is not the student's code
            None => problem.requirements.iter().flat_map(|r| r.check()).collect(),
        };
        let mut result = ProblemResult {
            id: problem.id.to_owned(),
            title: problem.title.to_owned(),
            points: problem.points,
            earned: 0.0,
            violations,
            suites: Vec::new(),
            cases: Vec::new(),
            not_run: 0,
            withheld,
            partial: false,
        };
        for (s, suite) in problem.suites.iter().enumerate() {
            let number = s + 1;
            let mut cases: Vec<(CaseId, &Case)> = suite
                .cases
                .iter()
                .enumerate()
                .filter(|_| options.suite.is_none_or(|wanted| wanted == number))
                .filter(|(c, _)| options.case.is_none_or(|wanted| wanted == c + 1))
                .map(|(c, case)| {
                    (CaseId { problem: problem.id.to_owned(), suite: number, case: c + 1 }, case)
                })
                .collect();
            let whole = cases.len() == suite.cases.len();
            result.partial |= !whole;
            if cases.is_empty() && !suite.cases.is_empty() {
                continue; // not selected
            }
            if result.withheld.is_some() {
                result.not_run += cases.len();
                cases.clear();
            }
            jobs.push(Job {
                problem: index,
                suite: number,
                kind: suite.kind,
                hidden: suite.hidden,
                whole,
                cases,
            });
        }
        problems.push(result);
    }
    (problems, jobs)
}

/// Splits a problem's points evenly over all its scored suites, selected or not, and gives
/// each suite that passed whole its share, unless a broken source check or a withheld
/// region forfeits them all.
pub(crate) fn score(problem: &mut ProblemResult, scored_suites: usize) {
    let share = if scored_suites == 0 { 0.0 } else { problem.points / scored_suites as f64 };
    let forfeited = !problem.violations.is_empty() || problem.withheld.is_some();
    for suite in &mut problem.suites {
        suite.points = if suite.kind == SuiteKind::Scored { share } else { 0.0 };
        suite.earned = if suite.passed && !forfeited { suite.points } else { 0.0 };
    }
    problem.earned = total(problem.suites.iter().map(|s| s.earned));
}

/// Runs every job on `options.jobs` threads, and returns them in their order.
fn run_jobs<'p>(jobs: Vec<Job<'p>>, options: &Options, run: &RunCase<'_>) -> Vec<JobDone<'p>> {
    let queue = Mutex::new(jobs.into_iter().enumerate());
    let done = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    let Some((order, job)) = queue.lock().unwrap().next() else { break };
                    let ran = run_job(job, options, run);
                    done.lock().unwrap().push((order, ran));
                }
            });
        }
    });
    let mut done = done.into_inner().unwrap();
    done.sort_by_key(|(order, _)| *order);
    done.into_iter().map(|(_, ran)| ran).collect()
}

/// Runs a job's cases in order, up to the first that fails unless `options.all_cases`.
fn run_job<'p>(job: Job<'p>, options: &Options, run: &RunCase<'_>) -> JobDone<'p> {
    let mut results = Vec::new();
    let mut confinement = None;
    for (id, case) in &job.cases {
        let timeout = case.timeout.unwrap_or(options.timeout);
        let mut result = CaseResult {
            id: id.clone(),
            kind: job.kind,
            // The case's comment is a message of the suites' catalogue, said in the language
            // spoken (a course of tests' own may write it in plain words).
            about: hog_i18n::current().text(case.about, &[]),
            events: Vec::new(),
            verdict: Verdict::Failed,
            debug_lines: Vec::new(),
            dropped_debug_lines: 0,
            millis: 0,
            hidden: job.hidden,
        };
        match run(id, timeout) {
            Ok(child) => {
                result.verdict = Verdict::of(&child, timeout);
                result.millis = child.elapsed.as_millis() as u64;
                result.events = child.events;
                result.debug_lines = child.debug_lines;
                result.dropped_debug_lines = child.dropped_debug_lines;
                confinement = confinement.max(child.confinement);
            }
            Err(error) => {
                let (explanation, english) =
                    hog_i18n::said_and_english(|| t!("case-could-not-start", error = error.to_string()));
                result.events.push(Event::Failure { explanation, english });
            }
        }
        let passed = result.verdict.passed();
        results.push(result);
        if !passed && !options.all_cases {
            break;
        }
    }
    let not_run = job.cases.len() - results.len();
    JobDone { job, results, not_run, confinement }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Suite;
    use crate::outcome::Ending;
    use crate::prepared::{Reason, Withheld};
    use crate::source::{Construct, Requirement, Rule, SourceFile};

    fn options() -> Options {
        Options {
            problems: Vec::new(),
            suite: None,
            case: None,
            all_cases: false,
            timeout: Duration::from_secs(1),
            jobs: 2,
        }
    }

    fn cases(count: usize) -> Vec<Case> {
        (0..count).map(|_| Case::new("a case", |_| {})).collect()
    }

    /// Problem 01, worth 3 points: scored suites of 2 and 3 cases, an unscored one of 1 and a
    /// hidden one of 2.
    fn problem() -> Problem {
        Problem {
            id: "01",
            title: "roll_dice",
            points: 3.0,
            requirements: Vec::new(),
            suites: vec![
                Suite::scored(cases(2)),
                Suite::scored(cases(3)),
                Suite::unscored(cases(1)),
                Suite::hidden(cases(2)),
            ],
        }
    }

    /// A requirement the source breaks: a `for` loop where none is allowed.
    fn broken_requirement() -> Requirement {
        let source = SourceFile { path: "rules.rs", text: "fn f() {\n    for _ in 0..3 {}\n}\n" };
        Requirement { source, function: "f", rule: Rule::Forbids(&[Construct::ForLoops]) }
    }

    /// A stand-in child: every case passes but those listed as (suite, case), which report
    /// a wrong value.
    fn failing(
        wrong: &'static [(usize, usize)],
    ) -> impl Fn(&CaseId, Duration) -> std::io::Result<ChildRun> + Sync {
        move |id, _| {
            let exited = Some(Ending::Code(0));
            Ok(if wrong.contains(&(id.suite, id.case)) {
                let value = Event::Value { got: "2".into(), expected: "1".into(), passed: false, hint: None };
                ChildRun::stand_in(vec![value], exited, None)
            } else {
                ChildRun::stand_in(vec![Event::Finished], exited, None)
            })
        }
    }

    fn graded(
        problem: &Problem,
        options: &Options,
        prepared: &Findings,
        wrong: &'static [(usize, usize)],
    ) -> ProblemResult {
        let grade = grade_with(&[problem], options, prepared, &failing(wrong));
        grade.problems.into_iter().next().unwrap()
    }

    fn earned(result: &ProblemResult) -> Vec<(usize, f64, f64)> {
        result.suites.iter().map(|s| (s.number, s.earned, s.points)).collect()
    }

    #[test]
    fn the_points_are_split_evenly_over_the_scored_suites_hidden_ones_included() {
        let all = graded(&problem(), &options(), &Findings::default(), &[]);
        assert_eq!(earned(&all), [(1, 1.0, 1.0), (2, 1.0, 1.0), (3, 0.0, 0.0), (4, 1.0, 1.0)]);
        assert_eq!(all.earned, 3.0);
        assert!(all.passed() && !all.partial);
        assert!(
            all.cases.iter().filter(|c| c.id.suite == 4).all(|c| c.hidden && c.kind == SuiteKind::Scored)
        );

        let one_wrong = graded(&problem(), &options(), &Findings::default(), &[(2, 1)]);
        assert_eq!(earned(&one_wrong), [(1, 1.0, 1.0), (2, 0.0, 1.0), (3, 0.0, 0.0), (4, 1.0, 1.0)]);
        assert_eq!(one_wrong.earned, 2.0);
        assert!(!one_wrong.passed());
    }

    #[test]
    fn an_unscored_suite_costs_nothing() {
        let result = graded(&problem(), &options(), &Findings::default(), &[(3, 1)]);
        assert_eq!(result.earned, 3.0);
        assert!(result.passed(), "an unscored failure does not fail the grade");
        assert_eq!(result.first_failure().map(|c| c.id.suite), Some(3));
        assert_eq!(result.first_scored_failure(), None);
    }

    #[test]
    fn a_suite_stops_at_its_first_failure_unless_every_case_is_asked_for() {
        let stopped = graded(&problem(), &options(), &Findings::default(), &[(2, 1)]);
        let ran: Vec<usize> = stopped.cases.iter().filter(|c| c.id.suite == 2).map(|c| c.id.case).collect();
        assert_eq!(ran, [1]);
        assert_eq!(stopped.not_run, 2);
        assert_eq!(stopped.selected_cases(), 8);

        let every = Options { all_cases: true, ..options() };
        let all = graded(&problem(), &every, &Findings::default(), &[(2, 1)]);
        assert_eq!(all.cases.iter().filter(|c| c.id.suite == 2).count(), 3);
        assert_eq!(all.not_run, 0);
        assert_eq!(all.earned, 2.0, "running on does not earn a failed suite its share");
    }

    #[test]
    fn a_broken_source_check_forfeits_every_share() {
        let mut checked = problem();
        checked.requirements = vec![broken_requirement()];
        let result = graded(&checked, &options(), &Findings::default(), &[]);
        assert_eq!(result.violations.len(), 1);
        assert_eq!(result.first_violation().map(|v| v.line), Some(2));
        assert!(result.suites.iter().all(|s| s.passed && s.earned == 0.0));
        assert_eq!(result.earned, 0.0);
        assert!(!result.passed());
    }

    #[test]
    fn a_withheld_problem_runs_nothing_and_earns_nothing() {
        let mut checked = problem();
        checked.requirements = vec![broken_requirement()];
        let withheld = Withheld {
            problem: "01".into(),
            reason: Reason::DoesNotCompile,
            file: "rules.rs".into(),
            details: "error[E0308]".into(),
        };
        let prepared = Findings { withheld: vec![withheld.clone()], outside_edits: Vec::new() };
        let never = |_: &CaseId, _: Duration| -> std::io::Result<ChildRun> { panic!("a withheld case ran") };
        let grade = grade_with(&[&checked], &options(), &prepared, &never);
        let result = &grade.problems[0];
        assert_eq!(result.withheld, Some(withheld));
        assert!(result.cases.is_empty());
        assert_eq!(result.not_run, 8);
        assert_eq!(result.violations, [], "the stub graded in its place is not the student's code");
        assert_eq!(result.suites.len(), 4);
        assert_eq!(result.earned, 0.0);
        assert_eq!(grade.prepared, prepared);
    }

    #[test]
    fn a_narrowed_selection_is_partial_and_shares_stay_those_of_the_whole_problem() {
        let suite = Options { problems: vec!["1".into()], suite: Some(2), ..options() };
        let alone = graded(&problem(), &suite, &Findings::default(), &[]);
        assert!(alone.partial);
        assert_eq!(earned(&alone), [(2, 1.0, 1.0)], "suite 2 earns its share, not the problem's points");

        let case = Options { case: Some(3), ..suite.clone() };
        let one = graded(&problem(), &case, &Findings::default(), &[]);
        assert!(one.partial);
        assert_eq!(one.cases.iter().map(|c| c.id.case).collect::<Vec<_>>(), [3]);
        assert_eq!(earned(&one), [(2, 0.0, 1.0)], "one case of three does not pass the suite");
        assert!(!one.suites[0].passed);
        assert!(one.passed(), "the exit status follows the cases that ran");

        let unscored = Options { suite: Some(3), case: Some(1), ..suite };
        let whole_suite = graded(&problem(), &unscored, &Findings::default(), &[]);
        assert!(whole_suite.partial && whole_suite.suites[0].passed);
        assert_eq!(whole_suite.earned, 0.0);
    }

    #[test]
    fn the_weakest_protection_any_case_reported_is_the_grades() {
        let reported = |id: &CaseId, _: Duration| {
            let mut run = ChildRun::stand_in(vec![Event::Finished], Some(Ending::Code(0)), None);
            run.confinement = Some(if id.suite == 2 { Confinement::Partial } else { Confinement::Full });
            Ok(run)
        };
        let grade = grade_with(&[&problem()], &options(), &Findings::default(), &reported);
        assert_eq!(grade.confinement, Some(Confinement::Partial));
        let silent = grade_with(&[&problem()], &options(), &Findings::default(), &failing(&[]));
        assert_eq!(silent.confinement, None);
    }

    #[test]
    fn a_case_that_cannot_start_fails_and_says_why() {
        let refused = |_: &CaseId, _: Duration| Err(std::io::Error::other("no such file"));
        let grade = grade_with(&[&problem()], &options(), &Findings::default(), &refused);
        let first = grade.problems[0].first_failure().unwrap();
        assert_eq!(first.verdict, Verdict::Failed);
        assert_eq!(
            first.events,
            [Event::Failure {
                explanation: "the grader could not start the case: no such file".into(),
                english: None
            }]
        );
        assert_eq!(grade.earned(), 0.0);
    }

    #[test]
    fn problems_keep_their_order_whatever_finishes_first() {
        let mut second = problem();
        second.id = "02";
        let both = [&problem(), &second];
        let grade = grade_with(&both, &Options { jobs: 3, ..options() }, &Findings::default(), &failing(&[]));
        let order: Vec<(&str, usize, usize)> =
            grade.cases().map(|c| (c.id.problem.as_str(), c.id.suite, c.id.case)).collect();
        let mut sorted = order.clone();
        sorted.sort();
        assert_eq!(order, sorted);
        assert_eq!(order.len(), 16);
    }

    #[test]
    fn a_selection_names_what_does_not_exist() {
        let problems = [problem()];
        let select_with = |problem: &str, suite, case| {
            select(&problems, &Options { problems: vec![problem.into()], suite, case, ..options() })
                .map(|selected| selected.len())
        };
        assert_eq!(select_with("1", None, None), Ok(1));
        assert_eq!(select_with("01", Some(4), Some(2)), Ok(1));
        assert_eq!(select_with("7", None, None), Err("there is no problem 07; the problems are 01".into()));
        assert_eq!(
            select_with("1", Some(5), None),
            Err("problem 01 has no suite 5: its suites are 1 to 4".into())
        );
        assert_eq!(
            select_with("1", Some(0), None),
            Err("problem 01 has no suite 0: its suites are 1 to 4".into())
        );
        assert_eq!(
            select_with("1", Some(3), Some(2)),
            Err("suite 3 of problem 01 has no case 2: its cases are 1".into())
        );
        assert_eq!(select(&problems, &options()).map(|s| s.len()), Ok(1), "no -q is every problem");
    }

    #[test]
    fn ids_are_written_with_two_digits() {
        assert_eq!(normalise_id("4"), "04");
        assert_eq!(normalise_id("04"), "04");
        assert_eq!(normalise_id("12"), "12");
        assert_eq!(normalise_id("x"), "x");
    }
}
