//! The class's mistakes: each failing problem's signature looked up in the zoo. A signature
//! of exactly one known mistake counts for it by name; one that several known mistakes share
//! is reported as such, since the suites cannot tell which it is; the rest are grouped by
//! their signature, so the instructor reads each new mistake once, with the code of one
//! student who made it. Problems not attempted are no mistake: they are only counted.

use std::cmp::Reverse;
use std::collections::BTreeMap;

use hog_grader::signature::{KnownMistake, KnownMistakes, Match, Signature};
use hog_official::batch::Graded;

/// The failing problems of a class, sorted out.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Mistakes {
    /// Known mistakes that some student made, most students first.
    pub known: Vec<Named>,
    /// Signatures that several known mistakes share, most students first.
    pub ambiguous: Vec<Ambiguous>,
    /// Signatures of no known mistake, most students first.
    pub unknown: Vec<Group>,
    /// How many failing problems were not attempted, over the class.
    pub not_attempted: usize,
}

impl Mistakes {
    /// How many failing problems count for a known mistake.
    pub fn named(&self) -> usize {
        self.known.iter().map(|k| k.students.len()).sum()
    }

    /// How many failing problems are in an unknown group.
    pub fn grouped(&self) -> usize {
        self.unknown.iter().map(|g| g.students.len()).sum()
    }

    /// How many failing problems have a signature that several known mistakes share.
    pub fn ambiguous_count(&self) -> usize {
        self.ambiguous.iter().map(|a| a.students.len()).sum()
    }
}

/// A known mistake and who made it.
#[derive(Clone, Debug, PartialEq)]
pub struct Named {
    /// The zoo's entry.
    pub mistake: KnownMistake,
    /// The problem's title.
    pub title: String,
    /// Who made it, by name.
    pub students: Vec<String>,
}

/// A signature that several known mistakes have, and who failed with it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ambiguous {
    /// The problem.
    pub problem: String,
    /// The problem's title.
    pub title: String,
    /// What the suites reported.
    pub signature: Signature,
    /// The known mistakes it could be, in the zoo's order.
    pub mistakes: Vec<String>,
    /// Who failed with it, by name.
    pub students: Vec<String>,
}

/// Students whose failing problem has the same signature, of no known mistake.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    /// Its number on the page and in the table, from 1, largest group first.
    pub number: usize,
    /// The problem.
    pub problem: String,
    /// The problem's title.
    pub title: String,
    /// What the suites reported.
    pub signature: Signature,
    /// The code of the problem's region of the group's first student, if the record kept it.
    pub code: Option<String>,
    /// Who failed with it, by name.
    pub students: Vec<String>,
    /// The earlier problems that every one of its students fails too. A problem's code calls
    /// the earlier problems' functions, so a group with some may follow from a mistake there
    /// rather than be a mistake of its own.
    pub earlier: Vec<String>,
}

impl Group {
    /// Whether every student of the group fails an earlier problem too.
    pub fn may_follow(&self) -> bool {
        !self.earlier.is_empty()
    }
}

/// The failing problems of `records` (in name order, so each list of students is too),
/// sorted out against `zoo`.
pub fn find(records: &[Graded], zoo: &KnownMistakes) -> Mistakes {
    // By the entry's place in the zoo, by (problem, signature).
    let mut known: BTreeMap<usize, Named> = BTreeMap::new();
    let mut ambiguous: BTreeMap<(String, Signature), Ambiguous> = BTreeMap::new();
    let mut unknown: BTreeMap<(String, Signature), Group> = BTreeMap::new();
    let mut not_attempted = 0;
    for record in records {
        for problem in record.report.iter().flat_map(|r| r.problems()) {
            let Some(signature) = Signature::of(problem) else { continue };
            if signature.is_not_attempted() {
                not_attempted += 1;
                continue;
            }
            let student = record.who();
            match zoo.matching(&problem.id, &signature) {
                Match::Known(mistake) => {
                    let at = zoo.mistakes.iter().position(|m| std::ptr::eq(m, mistake)).unwrap_or_default();
                    known
                        .entry(at)
                        .or_insert_with(|| Named {
                            mistake: mistake.clone(),
                            title: problem.title.clone(),
                            students: Vec::new(),
                        })
                        .students
                        .push(student);
                }
                Match::Ambiguous(mistakes) => ambiguous
                    .entry((problem.id.clone(), signature.clone()))
                    .or_insert_with(|| Ambiguous {
                        problem: problem.id.clone(),
                        title: problem.title.clone(),
                        signature,
                        mistakes: mistakes.iter().map(|m| m.mistake.clone()).collect(),
                        students: Vec::new(),
                    })
                    .students
                    .push(student),
                Match::Unknown => unknown
                    .entry((problem.id.clone(), signature.clone()))
                    .or_insert_with(|| Group {
                        number: 0,
                        problem: problem.id.clone(),
                        title: problem.title.clone(),
                        signature,
                        code: record.regions.get(&problem.id).cloned(),
                        students: Vec::new(),
                        earlier: Vec::new(),
                    })
                    .students
                    .push(student),
            }
        }
    }
    let mut mistakes = Mistakes {
        known: known.into_values().collect(),
        ambiguous: ambiguous.into_values().collect(),
        unknown: unknown.into_values().collect(),
        not_attempted,
    };
    let failing = failing_problems(records);
    for group in &mut mistakes.unknown {
        group.earlier = shared_earlier_failures(&failing, group);
    }
    // Largest first; the sorts are stable, so ties keep the zoo's or the problems' order.
    // Groups that may follow from an earlier problem come after the rest.
    mistakes.known.sort_by_key(|entry| Reverse(entry.students.len()));
    mistakes.ambiguous.sort_by_key(|entry| Reverse(entry.students.len()));
    mistakes.unknown.sort_by_key(|entry| (entry.may_follow(), Reverse(entry.students.len())));
    for (at, group) in mistakes.unknown.iter_mut().enumerate() {
        group.number = at + 1;
    }
    mistakes
}

/// Every submission's failing problems (not passed, withheld ones included), by who handed
/// it in (`Graded::who`), as the groups list them.
fn failing_problems(records: &[Graded]) -> BTreeMap<String, Vec<&str>> {
    records
        .iter()
        .map(|record| {
            let failing = record.report.iter().flat_map(|r| r.problems()).filter(|p| !p.passed());
            (record.who(), failing.map(|p| p.id.as_str()).collect())
        })
        .collect()
}

/// The problems before `group`'s that every student of it fails.
fn shared_earlier_failures(failing: &BTreeMap<String, Vec<&str>>, group: &Group) -> Vec<String> {
    let of = |student: &String| failing.get(student).cloned().unwrap_or_default();
    let Some(first) = group.students.first() else { return Vec::new() };
    of(first)
        .into_iter()
        .filter(|problem| *problem < group.problem.as_str())
        .filter(|problem| group.students.iter().all(|student| of(student).contains(problem)))
        .map(str::to_owned)
        .collect()
}
