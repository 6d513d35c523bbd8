//! A made-up class of fourteen submissions to three problems, with the zoo it is matched
//! against: full marks, known mistakes, an unknown one that two students share, a signature
//! two known mistakes share, a problem not attempted, problems withheld, submissions that
//! earned no report, and a student whose folder name is markup.

#![allow(dead_code)]

use hog_grader::prepared::{Findings, Reason, Withheld};
use hog_grader::report::json::Report;
use hog_grader::signature::{KnownMistake, KnownMistakes, Signature};
use hog_grader::{CaseId, CaseResult, Event, Grade, ProblemResult, SuiteKind, SuiteResult, Verdict};
use hog_official::batch::{Graded, Status};

/// The student whose folder name would be a script if a page took it as markup.
pub const MARKUP: &str = "<script>alert(\"x\")</script> & co";

/// The known mistakes' words.
pub const FRESH_DICE: &str = "ignores the given dice and rolls fresh fair dice";
pub const PIG_OUT: &str = "returns the sum without Pig Out";
pub const SWAP: &str = "forgets to swap players";
pub const TURN: &str = "never adds the turn's points";

/// The code of MARKUP's region of problem 05: the representative of its unknown group.
pub const MARKUP_PLAY: &str = "if n < 10 && done {\n    return \"<b>\";\n}";

/// The problems: id, title, suites (one point each). Their functions are named alike in every
/// edition.
const PROBLEMS: [(&str, &str, usize); 3] =
    [("01", "roll_dice", 2), ("03", "take_turn", 2), ("05", "play", 3)];

/// How one problem went for one student.
#[derive(Clone)]
pub enum Went {
    /// Every suite passed.
    Full,
    /// These suites failed at this case, each returning this value.
    Got(Vec<(usize, usize, &'static str)>),
    /// A suite's case panicked.
    Panicked(usize, usize, &'static str),
    /// Every suite reached a `todo!()`.
    NotAttempted,
    /// The code was left out of the build.
    Withheld(Reason),
}

fn case(problem: &str, suite: usize, number: usize, verdict: Verdict, events: Vec<Event>) -> CaseResult {
    CaseResult {
        id: CaseId { problem: problem.into(), suite, case: number },
        kind: SuiteKind::Scored,
        about: format!("problem {problem} suite {suite} case {number}: checks <this> & that"),
        events,
        verdict,
        debug_lines: Vec::new(),
        dropped_debug_lines: 0,
        millis: 1,
        hidden: false,
    }
}

fn call(problem: &str, suite: usize, number: usize) -> Event {
    Event::Line { code: format!("f{problem}({suite}, {number}) < 3") }
}

/// The result of a problem that went as `went`.
pub fn problem(id: &str, went: &Went) -> ProblemResult {
    let &(_, title, suites) = PROBLEMS.iter().find(|(p, _, _)| *p == id).expect("a problem of the class");
    let mut result = ProblemResult {
        id: id.into(),
        title: title.into(),
        points: suites as f64,
        earned: 0.0,
        violations: Vec::new(),
        suites: Vec::new(),
        cases: Vec::new(),
        not_run: 0,
        withheld: None,
        partial: false,
    };
    if let Went::Withheld(reason) = went {
        result.withheld = Some(Withheld {
            problem: id.into(),
            reason: *reason,
            file: "crates/rules/src/rules.rs".into(),
            details: "error[E0308]: mismatched types".into(),
        });
        result.not_run = suites;
        return result;
    }
    for suite in 1..=suites {
        let failure: Option<(usize, Verdict, Vec<Event>)> = match went {
            Went::Full | Went::Withheld(_) => None,
            Went::Got(failures) => failures.iter().find(|(s, _, _)| *s == suite).map(|&(_, number, got)| {
                let value = Event::Value { got: got.into(), expected: "9".into(), passed: false, hint: None };
                (number, Verdict::Failed, vec![call(id, suite, number), value])
            }),
            Went::Panicked(s, number, message) => (*s == suite).then(|| {
                let verdict = Verdict::Panicked { message: (*message).into(), location: None };
                (*number, verdict, vec![call(id, suite, *number)])
            }),
            Went::NotAttempted => Some((
                1,
                Verdict::NotImplemented { message: format!("Problem {id}: {title}") },
                vec![call(id, suite, 1)],
            )),
        };
        let last = failure.as_ref().map_or(1, |(number, _, _)| *number);
        for number in 1..last {
            result.cases.push(case(id, suite, number, Verdict::Passed, vec![call(id, suite, number)]));
        }
        let passed = failure.is_none();
        match failure {
            Some((number, verdict, events)) => result.cases.push(case(id, suite, number, verdict, events)),
            None => result.cases.push(case(id, suite, 1, Verdict::Passed, vec![call(id, suite, 1)])),
        }
        let earned = if passed { 1.0 } else { 0.0 };
        result.earned += earned;
        result.suites.push(SuiteResult {
            number: suite,
            kind: SuiteKind::Scored,
            hidden: false,
            passed,
            points: 1.0,
            earned,
        });
    }
    result
}

/// The record of a graded submission whose problems went as `went` (the others full).
pub fn graded(name: &str, went: &[(&str, Went)], regions: &[(&str, &str)]) -> Graded {
    let problems = PROBLEMS
        .iter()
        .map(|(id, _, _)| problem(id, went.iter().find(|(p, _)| p == id).map_or(&Went::Full, |(_, w)| w)))
        .collect::<Vec<_>>();
    let withheld: Vec<Withheld> = problems.iter().filter_map(|p| p.withheld.clone()).collect();
    let prepared = Findings { withheld, outside_edits: Vec::new() };
    let grade =
        Grade { problems, confinement: None, prepared: prepared.clone(), known_mistakes: Default::default() };
    let mut record = nothing(name, Status::Graded);
    record.report = Some(Report::new(&grade));
    record.found = prepared;
    record.regions = regions.iter().map(|(p, code)| (p.to_string(), code.to_string())).collect();
    record.key = Some("key".into());
    record
}

/// The record of a submission that earned no report.
pub fn nothing(name: &str, status: Status) -> Graded {
    Graded {
        name: name.into(),
        status,
        key: None,
        report: None,
        gradescope: None,
        text: format!("the report of {name}"),
        found: Findings::default(),
        notes: Vec::new(),
        regions: Default::default(),
        retried: false,
        students: Vec::new(),
    }
}

/// The signature of a known mistake.
pub fn line(text: &str) -> Signature {
    Signature(vec![text.into()])
}

/// The zoo: two mistakes told apart by the suites, and two that are not.
pub fn zoo() -> KnownMistakes {
    let known = |problem: &str, function: &str, mistake: &str, signature: &str| KnownMistake {
        problem: problem.into(),
        function: function.into(),
        mistake: mistake.into(),
        signature: line(signature),
        translations: Default::default(),
    };
    KnownMistakes {
        by_chance: Vec::new(),
        fingerprint: "made up".into(),
        mistakes: vec![
            known("01", "roll_dice", PIG_OUT, "suite 2 case 1: got 7"),
            known("03", "take_turn", FRESH_DICE, "suite 1 case 2: got 12"),
            known("05", "play", SWAP, "suite 1 case 1: got 0"),
            known("05", "play", TURN, "suite 1 case 1: got 0"),
        ],
    }
}

/// The class, in name order as the records are read back.
pub fn class() -> Vec<Graded> {
    let fresh_dice = || ("03", Went::Got(vec![(1, 2, "12")]));
    let new_play = || ("05", Went::Got(vec![(2, 3, "41")]));
    let mut records = vec![
        graded("ada", &[], &[]),
        graded("grace", &[], &[]),
        graded("alan", &[fresh_dice()], &[("03", "roll_dice(num_rolls, &mut six_sided())")]),
        graded("barbara", &[("01", Went::Got(vec![(2, 1, "7")])), fresh_dice()], &[]),
        graded(MARKUP, &[fresh_dice(), new_play()], &[("05", MARKUP_PLAY)]),
        graded("edsger", &[new_play()], &[("05", "loop { edsger() }")]),
        graded("donald", &[("05", Went::Got(vec![(1, 1, "0")]))], &[]),
        graded("margaret", &[("05", Went::NotAttempted)], &[]),
        graded("ken", &[("03", Went::Withheld(Reason::DoesNotCompile))], &[]),
        graded("bjarne", &[("01", Went::Withheld(Reason::Forbidden))], &[]),
        graded(
            "tony",
            &[("01", Went::Got(vec![(1, 1, "0"), (2, 1, "0")])), ("05", Went::Panicked(3, 1, "boom"))],
            &[("01", "0"), ("05", "panic!(\"boom\")")],
        ),
        nothing("linus", Status::DoesNotCompile),
        nothing("dennis", Status::TimedOut),
        nothing("zed", Status::UnusableFolder("a symbolic link".into())),
    ];
    records.sort_by(|a, b| a.name.cmp(&b.name));
    records
}
