//! The signature of a failing problem: what its scored cases returned where they failed, and
//! the source checks it broke. Two solutions with the same signature failed the suites in the
//! same way, so a signature names a mistake: the zoo's wrong solutions each have one, and a
//! student's failing problem whose signature is a zoo entry's most likely made that mistake.
//!
//! Only what every grading shows goes in: the suites students have (hidden suites run in
//! official grading only), and neither places in files nor times, which differ from one copy
//! of the code to another. Cases are deterministic (counted mock dice, seeded properties),
//! so the same code always has the same signature.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::{CaseResult, Event, ProblemResult, SuiteKind, Verdict};

/// A failing problem's signature: one line per failing scored suite and per broken check.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Signature(pub Vec<String>);

impl Signature {
    /// The signature of `problem`, unless it passed or its code was withheld (it did not
    /// compile, say: then none of it ran). A problem worth no points (extra work) has one too.
    pub fn of(problem: &ProblemResult) -> Option<Signature> {
        if problem.passed() || problem.withheld.is_some() {
            return None;
        }
        let mut lines: Vec<String> = problem
            .violations
            .iter()
            // In English whatever the grade spoke, as the zoo's signatures were taken.
            .map(|violation| format!("source check: {}", violation.in_english()))
            .collect();
        for suite in problem.suites.iter().filter(|s| s.kind == SuiteKind::Scored && !s.hidden && !s.passed) {
            let failed = problem
                .cases
                .iter()
                .find(|case| case.id.suite == suite.number && case.verdict != Verdict::Passed);
            lines.push(match failed {
                Some(case) => format!("suite {} case {}: {}", suite.number, case.id.case, outcome(case)),
                None => format!("suite {}: did not run", suite.number),
            });
        }
        if lines.is_empty() {
            lines.push("only hidden cases fail".to_owned());
        }
        Some(Signature(lines))
    }
}

impl Signature {
    /// Whether every failing suite reached a `todo!()`: the problem was not attempted.
    pub fn is_not_attempted(&self) -> bool {
        self.0.iter().all(|line| line.ends_with(": not implemented"))
    }
}

/// How a failing case ended, as the student saw it: the value that came back, or what went wrong.
fn outcome(case: &CaseResult) -> String {
    match &case.verdict {
        Verdict::Failed => case
            .events
            .iter()
            .find_map(|event| match event {
                Event::Value { got, passed: false, .. } => Some(format!("got {got}")),
                // In English whatever the case spoke, as the zoo's signatures were taken.
                Event::Failure { explanation, english } => {
                    Some(format!("failed: {}", english.as_ref().unwrap_or(explanation)))
                }
                _ => None,
            })
            .unwrap_or_else(|| "failed".to_owned()),
        Verdict::Passed => "passed".to_owned(),
        Verdict::NotImplemented { .. } => "not implemented".to_owned(),
        Verdict::Panicked { message, .. } => format!("panicked: {message}"),
        Verdict::TimedOut { .. } => "timed out".to_owned(),
        Verdict::StackOverflow => "overflowed its stack".to_owned(),
        Verdict::OutOfMemory { .. } => "ran out of memory".to_owned(),
        Verdict::Exited { code } => format!("exited with code {code}"),
        Verdict::Crashed { .. } => "crashed".to_owned(),
    }
}

/// A mistake of the zoo and the signature it has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnownMistake {
    /// The problem it fails.
    pub problem: String,
    /// The function whose region holds it.
    pub function: String,
    /// The mistake, in one line.
    pub mistake: String,
    /// What the suites report for it.
    pub signature: Signature,
    /// The mistake's line in each other language that has it, by language (`zh-CN`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub translations: BTreeMap<String, String>,
}

impl KnownMistake {
    /// The mistake's line in the language spoken, else in English.
    pub fn said(&self) -> &str {
        self.translations.get(hog_i18n::current().language()).unwrap_or(&self.mistake)
    }
}

/// A mistake of the zoo whose cases come back otherwise on every run (its code rolls fresh
/// dice, say): no signature can name it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChanceMistake {
    /// The problem it fails.
    pub problem: String,
    /// The function whose region holds it.
    pub function: String,
    /// The mistake, in one line.
    pub mistake: String,
}

/// The zoo's mistakes with their signatures, as `cargo xtask mutants` writes them in
/// [`KnownMistakes::PATH`]: a student release keeps this file, never the wrong code.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnownMistakes {
    /// A hash of what the signatures were computed from (the zoo, the suites, the
    /// solutions): when it no longer matches, the file is out of date.
    pub fingerprint: String,
    /// Every mistake with a signature, in the zoo's order.
    pub mistakes: Vec<KnownMistake>,
    /// The mistakes whose signature changes from run to run, in the zoo's order.
    #[serde(default)]
    pub by_chance: Vec<ChanceMistake>,
}

/// What a failing problem's signature says of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Match<'k> {
    /// One known mistake has this signature.
    Known(&'k KnownMistake),
    /// Several known mistakes have it: the suites cannot tell them apart.
    Ambiguous(Vec<&'k KnownMistake>),
    /// No known mistake has it.
    Unknown,
}

impl KnownMistakes {
    /// Where the file is, from the workspace root.
    pub const PATH: &'static str = "tests/known-mistakes.json";

    /// The known mistakes of the workspace at `root`; none when it has no such file.
    pub fn load(root: &Path) -> Result<KnownMistakes, String> {
        Self::read(&root.join(Self::PATH))
    }

    /// The known mistakes in the file at `path` (a workspace with several editions keeps each
    /// one's apart); none when there is no such file.
    pub fn read(path: &Path) -> Result<KnownMistakes, String> {
        match std::fs::read_to_string(path) {
            Ok(text) => serde_json::from_str(&text).map_err(|error| {
                format!("{} is damaged ({error}): run `cargo xtask mutants` again", path.display())
            }),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(KnownMistakes::default()),
            Err(error) => Err(format!("cannot read {}: {error}", path.display())),
        }
    }

    /// What `signature`, of a failing `problem`, matches.
    pub fn matching(&self, problem: &str, signature: &Signature) -> Match<'_> {
        let mut found: Vec<&KnownMistake> =
            self.mistakes.iter().filter(|m| m.problem == problem && &m.signature == signature).collect();
        match found.len() {
            0 => Match::Unknown,
            1 => Match::Known(found.remove(0)),
            _ => Match::Ambiguous(found),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{CaseId, SuiteResult};

    fn case(suite: usize, number: usize, verdict: Verdict, events: Vec<Event>) -> CaseResult {
        CaseResult {
            id: CaseId { problem: "02".into(), suite, case: number },
            kind: SuiteKind::Scored,
            about: String::new(),
            events,
            verdict,
            debug_lines: Vec::new(),
            dropped_debug_lines: 0,
            millis: 0,
            hidden: false,
        }
    }

    fn suite(number: usize, passed: bool, hidden: bool) -> SuiteResult {
        SuiteResult {
            number,
            kind: SuiteKind::Scored,
            hidden,
            passed,
            points: 1.0,
            earned: f64::from(u8::from(passed)),
        }
    }

    fn problem(suites: Vec<SuiteResult>, cases: Vec<CaseResult>) -> ProblemResult {
        let earned = suites.iter().map(|s| s.earned).sum();
        ProblemResult {
            id: "02".into(),
            title: "boar_brawl".into(),
            points: suites.len() as f64,
            earned,
            violations: Vec::new(),
            suites,
            cases,
            not_run: 0,
            withheld: None,
            partial: false,
        }
    }

    fn value(got: &str) -> Event {
        Event::Value { got: got.into(), expected: "9".into(), passed: false, hint: None }
    }

    #[test]
    fn a_signature_holds_each_failing_suites_first_failure_and_nothing_of_a_passing_problem() {
        let failing = problem(
            vec![suite(1, true, false), suite(2, false, false), suite(3, false, true)],
            vec![
                case(1, 1, Verdict::Passed, vec![]),
                case(2, 1, Verdict::Passed, vec![]),
                case(2, 2, Verdict::Failed, vec![Event::Line { code: "f()".into() }, value("27")]),
                case(
                    3,
                    1,
                    Verdict::Panicked { message: "boom".into(), location: Some("x.rs:3".into()) },
                    vec![],
                ),
            ],
        );
        assert_eq!(Signature::of(&failing), Some(Signature(vec!["suite 2 case 2: got 27".into()])));
        let passing = problem(vec![suite(1, true, false)], vec![case(1, 1, Verdict::Passed, vec![])]);
        assert_eq!(Signature::of(&passing), None);
        let hidden_only = problem(
            vec![suite(1, true, false), suite(2, false, true)],
            vec![case(1, 1, Verdict::Passed, vec![]), case(2, 1, Verdict::Failed, vec![value("1")])],
        );
        assert_eq!(Signature::of(&hidden_only), Some(Signature(vec!["only hidden cases fail".into()])));
    }

    /// A known mistake is told in the language spoken where its zoo has a translation, and in
    /// English where not.
    #[test]
    fn a_known_mistake_is_said_in_the_students_language() {
        let mistake = KnownMistake {
            problem: "01".into(),
            function: "roll_dice".into(),
            mistake: "returns at the first 1".into(),
            signature: Signature(vec!["suite 1 case 2: got 1".into()]),
            translations: [("zh-CN".to_owned(), "一掷出 1 就返回".to_owned())].into(),
        };
        let chinese = hog_i18n::catalogue("zh-CN").unwrap();
        assert_eq!(hog_i18n::speaking(chinese, || mistake.said().to_owned()), "一掷出 1 就返回");
        let english = hog_i18n::catalogue(hog_i18n::ENGLISH).unwrap();
        assert_eq!(hog_i18n::speaking(english, || mistake.said().to_owned()), "returns at the first 1");
        assert_eq!(
            hog_i18n::speaking(hog_i18n::pseudo::catalogue(), || mistake.said().to_owned()),
            "returns at the first 1"
        );
    }

    #[test]
    fn a_signature_matches_one_mistake_several_or_none() {
        let known = |mistake: &str, line: &str| KnownMistake {
            problem: "02".into(),
            function: "boar_brawl".into(),
            mistake: mistake.into(),
            signature: Signature(vec![line.into()]),
            translations: Default::default(),
        };
        let zoo = KnownMistakes {
            fingerprint: String::new(),
            by_chance: Vec::new(),
            mistakes: vec![
                known("a", "suite 1 case 1: got 1"),
                known("b", "suite 1 case 2: got 2"),
                known("c", "suite 1 case 2: got 2"),
            ],
        };
        let signature = |line: &str| Signature(vec![line.into()]);
        assert_eq!(zoo.matching("02", &signature("suite 1 case 1: got 1")), Match::Known(&zoo.mistakes[0]));
        assert_eq!(
            zoo.matching("02", &signature("suite 1 case 2: got 2")),
            Match::Ambiguous(vec![&zoo.mistakes[1], &zoo.mistakes[2]])
        );
        assert_eq!(zoo.matching("03", &signature("suite 1 case 1: got 1")), Match::Unknown);
        assert_eq!(zoo.matching("02", &signature("suite 9 case 9: got 9")), Match::Unknown);
    }
}
