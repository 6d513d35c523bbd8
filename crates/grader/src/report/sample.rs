//! Hand-made grades for the reports' tests: every verdict and every reason to withhold a
//! problem, built as a grading run would build them, without running a case.

use crate::confine::Confinement;
use crate::event::Event;
use crate::model::{CaseId, SuiteKind};
use crate::outcome::{Verdict, exception};
use crate::prepared::{Findings, OutsideEdit, Reason, Withheld};
use crate::results::{CaseResult, Grade, ProblemResult, SuiteResult};
use crate::source::Violation;

/// `// text` in a case's code.
pub fn note(text: &str) -> Event {
    Event::Note { text: text.to_owned() }
}

/// A line of the case's code.
pub fn line(code: &str) -> Event {
    Event::Line { code: code.to_owned() }
}

/// The right value.
pub fn right(got: &str) -> Event {
    Event::Value { got: got.to_owned(), expected: got.to_owned(), passed: true, hint: None }
}

/// A wrong value, with the case's hint if it has one.
pub fn wrong(got: &str, expected: &str, hint: Option<&str>) -> Event {
    Event::Value {
        got: got.to_owned(),
        expected: expected.to_owned(),
        passed: false,
        hint: hint.map(str::to_owned),
    }
}

/// A scored, visible case of problem 01 (roll_dice) with these events and this verdict.
pub fn case(suite: usize, number: usize, events: Vec<Event>, verdict: Verdict) -> CaseResult {
    CaseResult {
        id: CaseId { problem: "01".to_owned(), suite, case: number },
        kind: SuiteKind::Scored,
        about: "Sow Sad: any 1 makes the turn score 1.".to_owned(),
        events,
        verdict,
        debug_lines: Vec::new(),
        dropped_debug_lines: 0,
        millis: 4,
        hidden: false,
    }
}

/// A case that passed.
pub fn passed(suite: usize, number: usize) -> CaseResult {
    let events = vec![line("roll_dice(2, &mut make_test_dice(&[4, 6]))"), right("10"), Event::Finished];
    case(suite, number, events, Verdict::Passed)
}

/// A case that ended in `verdict` while running `code`.
/// A case whose Windows process ended with the exception `code`.
fn crashed_on_windows(code: u32) -> Verdict {
    Verdict::Crashed { signal: None, exception: Some(code) }
}

fn ended(code: &str, verdict: Verdict) -> CaseResult {
    let mut events = vec![line("let mut dice = make_test_dice(&[4, 1, 2]);"), line(code)];
    if let Verdict::Panicked { message, location } = &verdict {
        events.push(Event::Panic { message: message.clone(), location: location.clone() });
    }
    case(1, 1, events, verdict)
}

/// One failing case per verdict, named for its snapshot.
pub fn failures() -> Vec<(&'static str, CaseResult)> {
    let roll = "roll_dice(3, &mut dice)";
    let mut failed_with_hint = case(
        1,
        1,
        vec![
            note("The 1 comes second."),
            line("let mut dice = make_test_dice(&[4, 1, 2]);"),
            line(roll),
            wrong("7", "1", Some("Sow Sad: a single 1 makes the whole turn score 1.")),
        ],
        Verdict::Failed,
    );
    failed_with_hint.debug_lines = vec!["DEBUG: rolled 4".into(), "DEBUG: rolled 1".into()];
    failed_with_hint.dropped_debug_lines = 1;
    let failed_check = case(
        1,
        1,
        vec![
            line("trace(play(always_roll(1), always_roll(1), 0, 0))"),
            Event::Failure {
                explanation: "line 2 differs.\n        1  player 0 rolls 1\nexpected   2  player 1 rolls 4\n but got   2  player 0 rolls 4".into(),
                english: None,
            },
        ],
        Verdict::Failed,
    );
    let todo = Verdict::NotImplemented { message: "Problem 01: roll_dice".into() };
    let panicked = Verdict::Panicked {
        message: "attempt to subtract with overflow".into(),
        location: Some("crates/rules/src/rules.rs:42".into()),
    };
    vec![
        ("failed_with_hint", failed_with_hint),
        ("failed_check", failed_check),
        ("not_implemented_yet", ended(roll, todo)),
        ("panicked", ended(roll, panicked)),
        ("timed_out", ended(roll, Verdict::TimedOut { seconds: 5.0 })),
        ("stack_overflow", ended(roll, Verdict::StackOverflow)),
        ("out_of_memory", ended(roll, Verdict::OutOfMemory { bytes: 1 << 40 })),
        ("exited", ended(roll, Verdict::Exited { code: 0 })),
        ("crashed_by_abort", ended(roll, Verdict::Crashed { signal: Some(6), exception: None })),
        ("crashed_by_bad_access", ended(roll, Verdict::Crashed { signal: Some(11), exception: None })),
        ("killed", ended(roll, Verdict::Crashed { signal: Some(9), exception: None })),
        ("crashed_without_signal", ended(roll, Verdict::Crashed { signal: None, exception: None })),
        ("crashed_by_fast_fail", ended(roll, crashed_on_windows(exception::FAST_FAIL))),
        ("crashed_by_access_violation", ended(roll, crashed_on_windows(exception::ACCESS_VIOLATION))),
        ("crashed_out_of_memory_on_windows", ended(roll, crashed_on_windows(exception::NO_MEMORY))),
    ]
}

/// Problem `id` with these cases, its suites and points worked out as grading does.
pub fn problem(id: &str, title: &str, points: f64, cases: Vec<CaseResult>) -> ProblemResult {
    let cases: Vec<CaseResult> = cases
        .into_iter()
        .map(|mut c| {
            c.id.problem = id.to_owned();
            c
        })
        .collect();
    let mut result = ProblemResult {
        id: id.to_owned(),
        title: title.to_owned(),
        points,
        earned: 0.0,
        violations: Vec::new(),
        suites: Vec::new(),
        cases,
        not_run: 0,
        withheld: None,
        partial: false,
    };
    rescore(&mut result);
    result
}

/// Works the suites and points out again after a change to the problem.
pub fn rescore(problem: &mut ProblemResult) {
    let mut numbers: Vec<usize> = problem.cases.iter().map(|c| c.id.suite).collect();
    numbers.dedup();
    problem.suites = numbers
        .into_iter()
        .map(|number| {
            let cases: Vec<&CaseResult> = problem.cases.iter().filter(|c| c.id.suite == number).collect();
            SuiteResult {
                number,
                kind: cases[0].kind,
                hidden: cases[0].hidden,
                passed: cases.iter().all(|c| c.verdict.passed()),
                points: 0.0,
                earned: 0.0,
            }
        })
        .collect();
    let scored = problem.suites.iter().filter(|s| s.kind == SuiteKind::Scored).count();
    crate::grade::score(problem, scored);
}

/// Problem `id`, withheld for `reason`: none of its cases ran.
pub fn withheld(id: &str, reason: Reason) -> ProblemResult {
    let details = match reason {
        Reason::DoesNotCompile => {
            "error[E0373]: closure may outlive the current function, but it borrows `n`\n  --> crates/strategies/src/strategies.rs:31:14"
        }
        Reason::Forbidden => {
            "crates/strategies/src/strategies.rs:31: `std::fs` is not allowed in your solutions: code under test may not read or write files"
        }
        Reason::Markers => "the line `// END PROBLEM 06` is missing",
        Reason::BuildTimedOut => {
            "crates/strategies/src/strategies.rs:29: this problem's code made the compiler run past 60 s, so the build was stopped"
        }
    };
    let mut result = problem(id, "always_roll", 2.0, Vec::new());
    result.suites = vec![SuiteResult {
        number: 1,
        kind: SuiteKind::Scored,
        hidden: false,
        passed: false,
        points: 2.0,
        earned: 0.0,
    }];
    result.not_run = 4;
    result.withheld = Some(Withheld {
        problem: id.to_owned(),
        reason,
        file: "crates/strategies/src/strategies.rs".to_owned(),
        details: details.to_owned(),
    });
    result
}

/// A broken source requirement of problem 02.
pub fn violation() -> Violation {
    Violation {
        path: "crates/rules/src/rules.rs".into(),
        line: 57,
        message: "boar_brawl uses `.to_string()`, but strings and chars are not allowed here: use / and % on numbers".into(),
        english: None,
    }
}

/// A strategy problem whose last case measured a win rate and said so.
pub fn with_headline() -> ProblemResult {
    let mut report = passed(1, 3);
    report.events = vec![
        line("let win_rate = average_win_rate(final_strategy, always_roll(6), 1000, &mut dice);"),
        Event::Headline { text: "final_strategy won 71.3% of 2000 games against always_roll(6)".into() },
        line("(0.0..=1.0).contains(&win_rate)"),
        right("true"),
        Event::Finished,
    ];
    let mut cases = vec![passed(1, 1), passed(1, 2), report];
    cases.iter_mut().for_each(|c| c.kind = SuiteKind::Unscored);
    problem("12", "final_strategy", 0.0, cases)
}

/// A grade as one fresh from the stubs looks, but for a few problems already written.
pub fn mixed() -> Grade {
    let mut dice = problem("00", "Dice", 0.0, vec![passed(1, 1), passed(1, 2), passed(1, 3)]);
    dice.cases.iter_mut().for_each(|c| c.kind = SuiteKind::Unscored);
    rescore(&mut dice);
    let roll_dice = problem("01", "roll_dice", 2.0, vec![passed(1, 1), passed(1, 2), passed(2, 1)]);
    let (_, wrong) = failures().swap_remove(0);
    let mut boar_brawl = problem("02", "boar_brawl", 2.0, vec![passed(1, 1), passed(1, 2), wrong]);
    boar_brawl.not_run = 5;
    let mut take_turn = problem("03", "take_turn", 2.0, vec![passed(1, 1), passed(2, 1), passed(2, 2)]);
    take_turn.violations = vec![violation()];
    rescore(&mut take_turn);
    let todo = |message: &str| {
        let mut case = failures().swap_remove(2).1;
        case.verdict = Verdict::NotImplemented { message: message.to_owned() };
        case
    };
    let mut sus_fuss = problem("04", "Sus Fuss", 2.0, vec![todo("Problem 04: sus_points")]);
    sus_fuss.not_run = 9;
    let mut play = problem("05", "play", 4.0, vec![passed(1, 1), todo("Problem 04: sus_points")]);
    play.not_run = 11;
    let always_roll = withheld("06", Reason::DoesNotCompile);
    Grade {
        problems: vec![dice, roll_dice, boar_brawl, take_turn, sus_fuss, play, always_roll, with_headline()],
        confinement: Some(Confinement::Full),
        prepared: Findings { withheld: Vec::new(), outside_edits: Vec::new() },
        known_mistakes: Default::default(),
    }
}

/// Every verdict, withheld reason and event in one grade, for the JSON report's round trip.
pub fn every_verdict() -> Grade {
    let mut grade = mixed();
    let failing: Vec<CaseResult> = failures()
        .into_iter()
        .enumerate()
        .map(|(index, (_, mut case))| {
            case.id.suite = index + 1;
            case.hidden = index % 2 == 1;
            case
        })
        .collect();
    grade.problems.push(problem("07", "is_always_roll", 2.0, failing));
    for (id, reason) in [("08", Reason::Forbidden), ("09", Reason::Markers)] {
        grade.problems.push(withheld(id, reason));
    }
    // `--suite 2 --case 3` of a problem with two scored suites.
    let mut alone = problem("10", "boar_strategy", 2.0, vec![passed(2, 3)]);
    alone.partial = true;
    alone.suites[0].passed = false;
    crate::grade::score(&mut alone, 2);
    grade.problems.push(alone);
    grade.prepared = Findings {
        withheld: grade.problems.iter().filter_map(|p| p.withheld.clone()).collect(),
        outside_edits: vec![OutsideEdit { file: "crates/rules/src/rules.rs".into(), line: 12 }],
    };
    grade.confinement = Some(Confinement::Partial);
    grade
}
