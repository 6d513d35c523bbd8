//! The class's tables, computed once from its records: how each submission's grading ended,
//! the scores, each problem's outcomes and the cases that fail most often. The page and the
//! CSV tables only lay these out, so the two always say the same.

use std::cmp::Reverse;
use std::collections::BTreeMap;

use hog_grader::prepared::Reason;
use hog_grader::signature::{KnownMistakes, Signature};
use hog_grader::{CaseId, Event, ProblemResult, SuiteKind, Verdict};
use hog_official::batch::{Graded, Status};

use crate::mistakes::{self, Mistakes};

/// Everything the report says of a class.
#[derive(Clone, Debug)]
pub struct Class {
    /// How many submissions have a record read: the rows of `grades.csv`.
    pub submissions: usize,
    /// How their grading ended, one entry per kind of status that occurs, graded first.
    pub statuses: Vec<StatusCount>,
    /// How many submissions have a report: every percentage is of these.
    pub reported: usize,
    /// The points a report can earn (the largest any report offers).
    pub possible: f64,
    /// The total of each submission that earned a grade, even of zero.
    pub scores: Vec<f64>,
    /// Each problem of any report, in the order the reports list them.
    pub problems: Vec<ProblemTally>,
    /// Every scored case that failed for some student, most students first.
    pub failing_cases: Vec<FailingCase>,
    /// The failing problems, named from the zoo or grouped by signature.
    pub mistakes: Mistakes,
    /// How many known mistakes the zoo has: with none, every mistake is unknown.
    pub zoo_size: usize,
    /// The zoo's mistakes that no signature names, since their cases come back otherwise on
    /// every run: "mistake (problem NN)".
    pub by_chance: Vec<String>,
    /// What the records read leave out, one sentence each: a record not of the batch, a
    /// damaged one, a submission not graded yet (see `records::Read::notes`).
    pub left_out: Vec<String>,
    /// The students on the batch's roster who handed nothing in, by name.
    pub without_submission: Vec<String>,
}

/// The submissions whose grading ended one way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatusCount {
    /// The way, in `grades.csv`'s words without the details ("does not compile").
    pub kind: &'static str,
    /// Each submission's name with the status's details, when it has some (why a folder is
    /// unusable, the grader's message).
    pub students: Vec<(String, Option<String>)>,
}

/// How one problem went for one student. Each problem of a report has exactly one, so a
/// problem's counts add up to the reports that hold it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every point.
    Full,
    /// Some points, not all.
    Partial,
    /// Attempted, no points.
    Zero,
    /// Every failing suite reached a `todo!()`.
    NotAttempted,
    /// The code was left out of the build, for this reason: no points.
    Withheld(Reason),
}

impl Outcome {
    /// How `problem` went.
    pub fn of(problem: &ProblemResult) -> Outcome {
        if let Some(withheld) = &problem.withheld {
            return Outcome::Withheld(withheld.reason);
        }
        match Signature::of(problem) {
            None => Outcome::Full,
            Some(signature) if signature.is_not_attempted() => Outcome::NotAttempted,
            Some(_) if problem.earned > 0.0 => Outcome::Partial,
            Some(_) => Outcome::Zero,
        }
    }
}

/// Every reason a problem's code can be withheld, in the order the tables show them.
pub const REASONS: [Reason; 4] =
    [Reason::DoesNotCompile, Reason::Forbidden, Reason::Markers, Reason::BuildTimedOut];

/// Where `reason` is in [`REASONS`]: a new reason stops the build here until it is listed.
pub fn place(reason: Reason) -> usize {
    match reason {
        Reason::DoesNotCompile => 0,
        Reason::Forbidden => 1,
        Reason::Markers => 2,
        Reason::BuildTimedOut => 3,
    }
}

/// One problem across the class.
#[derive(Clone, Debug, PartialEq)]
pub struct ProblemTally {
    /// Its id, such as `02`.
    pub id: String,
    /// Its title (the function it asks for).
    pub title: String,
    /// Its points.
    pub points: f64,
    /// The points each report that holds it earned on it.
    pub earned: Vec<f64>,
    /// How many earned every point.
    pub full: usize,
    /// How many earned some points.
    pub partial: usize,
    /// How many attempted it and earned nothing.
    pub zero: usize,
    /// How many did not attempt it.
    pub not_attempted: usize,
    /// Who had it withheld, by reason (indexed by [`place`]).
    pub withheld: [Vec<String>; REASONS.len()],
}

impl ProblemTally {
    /// How many had it withheld, for any reason.
    pub fn withheld_count(&self) -> usize {
        self.withheld.iter().map(Vec::len).sum()
    }

    /// How many reports hold it.
    pub fn reports(&self) -> usize {
        self.earned.len()
    }
}

/// A scored case and the students it failed for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailingCase {
    /// Where it is.
    pub id: CaseId,
    /// Its problem's title.
    pub title: String,
    /// Whether students never see it (it runs in official grading only).
    pub hidden: bool,
    /// Why it exists.
    pub about: String,
    /// The code it runs, line by line.
    pub code: Vec<String>,
    /// Who it failed for, by name.
    pub students: Vec<String>,
}

impl Class {
    /// The tables of the class whose records are `records` (in name order), its failing
    /// problems matched against `zoo`.
    pub fn of(records: &[Graded], zoo: &KnownMistakes) -> Class {
        let reports: Vec<_> = records.iter().filter_map(|r| r.report.as_ref()).collect();
        Class {
            submissions: records.len(),
            statuses: statuses(records),
            reported: reports.len(),
            possible: reports.iter().map(|r| r.possible()).fold(0.0, f64::max),
            scores: records.iter().filter(|r| r.status.is_grade()).map(Graded::total).collect(),
            problems: problems(records),
            failing_cases: failing_cases(records),
            mistakes: mistakes::find(records, zoo),
            zoo_size: zoo.mistakes.len(),
            by_chance: zoo
                .by_chance
                .iter()
                .map(|m| format!("{} (problem {})", m.mistake, m.problem))
                .collect(),
            left_out: Vec::new(),
            without_submission: Vec::new(),
        }
    }

    /// How many submissions ended with status `kind`.
    pub fn count(&self, kind: &str) -> usize {
        self.statuses.iter().find(|s| s.kind == kind).map_or(0, |s| s.students.len())
    }

    /// `count` as a percentage of the submissions with a report.
    pub fn percent(&self, count: usize) -> f64 {
        if self.reported == 0 { 0.0 } else { 100.0 * count as f64 / self.reported as f64 }
    }
}

/// The words of a status's kind, and its details apart.
pub fn status_kind(status: &Status) -> (&'static str, Option<String>) {
    match status {
        Status::Graded => ("graded", None),
        Status::DoesNotCompile => ("does not compile", None),
        Status::TimedOut => ("timed out", None),
        Status::ChangedGradingFiles => ("changed grading files", None),
        Status::UnusableFolder(why) => ("unusable folder", Some(why.clone())),
        Status::GraderFault(message) => ("grader fault", Some(message.clone())),
    }
}

/// The kinds of status in the order the page lists them.
const STATUS_ORDER: [&str; 6] =
    ["graded", "does not compile", "timed out", "changed grading files", "unusable folder", "grader fault"];

fn statuses(records: &[Graded]) -> Vec<StatusCount> {
    let mut counts: Vec<StatusCount> =
        STATUS_ORDER.iter().map(|&kind| StatusCount { kind, students: Vec::new() }).collect();
    for record in records {
        let (kind, detail) = status_kind(&record.status);
        if let Some(count) = counts.iter_mut().find(|c| c.kind == kind) {
            count.students.push((record.who(), detail));
        }
    }
    // "graded" stays even at zero: it is the first thing a reader looks for.
    counts.retain(|c| c.kind == "graded" || !c.students.is_empty());
    counts
}

fn problems(records: &[Graded]) -> Vec<ProblemTally> {
    let mut tallies: Vec<ProblemTally> = Vec::new();
    for record in records {
        for problem in record.report.iter().flat_map(|r| r.problems()) {
            let at = match tallies.iter().position(|t| t.id == problem.id) {
                Some(at) => at,
                None => {
                    tallies.push(ProblemTally {
                        id: problem.id.clone(),
                        title: problem.title.clone(),
                        points: problem.points,
                        earned: Vec::new(),
                        full: 0,
                        partial: 0,
                        zero: 0,
                        not_attempted: 0,
                        withheld: Default::default(),
                    });
                    tallies.len() - 1
                }
            };
            let tally = &mut tallies[at];
            tally.earned.push(problem.earned);
            match Outcome::of(problem) {
                Outcome::Full => tally.full += 1,
                Outcome::Partial => tally.partial += 1,
                Outcome::Zero => tally.zero += 1,
                Outcome::NotAttempted => tally.not_attempted += 1,
                Outcome::Withheld(reason) => tally.withheld[place(reason)].push(record.who()),
            }
        }
    }
    tallies
}

/// The scored cases that failed, most students first. A case that reached a `todo!()` is
/// left out: it says the problem was not attempted, not that the case is hard.
fn failing_cases(records: &[Graded]) -> Vec<FailingCase> {
    let mut cases: BTreeMap<CaseId, FailingCase> = BTreeMap::new();
    for record in records {
        for problem in record.report.iter().flat_map(|r| r.problems()) {
            let failed = problem.cases.iter().filter(|case| {
                case.kind == SuiteKind::Scored
                    && !case.verdict.passed()
                    && !matches!(case.verdict, Verdict::NotImplemented { .. })
            });
            for case in failed {
                let entry = cases.entry(case.id.clone()).or_insert_with(|| FailingCase {
                    id: case.id.clone(),
                    title: problem.title.clone(),
                    hidden: case.hidden,
                    about: case.about.clone(),
                    code: case
                        .events
                        .iter()
                        .filter_map(|event| match event {
                            Event::Line { code } => Some(code.clone()),
                            _ => None,
                        })
                        .collect(),
                    students: Vec::new(),
                });
                let who = record.who();
                if !entry.students.contains(&who) {
                    entry.students.push(who);
                }
            }
        }
    }
    let mut cases: Vec<FailingCase> = cases.into_values().collect();
    // Stable: among cases that fail as often, the order of their ids.
    cases.sort_by_key(|entry| Reverse(entry.students.len()));
    cases
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_has_its_place() {
        for (at, reason) in REASONS.iter().enumerate() {
            assert_eq!(place(*reason), at, "{reason}");
        }
    }

    #[test]
    fn every_status_kind_is_in_the_order() {
        let statuses = [
            Status::Graded,
            Status::DoesNotCompile,
            Status::TimedOut,
            Status::ChangedGradingFiles,
            Status::UnusableFolder("a link".into()),
            Status::GraderFault("boom".into()),
        ];
        for status in statuses {
            let (kind, _) = status_kind(&status);
            assert!(STATUS_ORDER.contains(&kind), "{kind}");
            assert!(status.words().starts_with(kind), "{kind} is not how grades.csv says {status:?}");
        }
    }
}
