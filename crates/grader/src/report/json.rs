//! The report for machines: `--format json`, and [`Report`], which reads it back.
//!
//! Schema (version 1), one object:
//! `{ "version": 1, "earned": f64, "possible": f64, "passed": bool, "problems": [ProblemResult] }`
//! where each problem has `id`, `title`, `points`, `earned`, `violations` (`path`, `line`,
//! `message`), `suites` (`number`, `kind`, `hidden`, `passed`, `points`, `earned`), `cases`,
//! `not_run` and `partial` (whether `--suite` or `--case` left some of its cases out);
//! each case has `id` (`problem`, `suite`, `case`), `kind` (`scored` | `unscored`), `hidden`,
//! `about`, `events` (tagged by `event`: `note`, `headline`, `line`, `value`,
//! `failure`, `panic`, `finished`), `verdict` (tagged by `kind`: `passed`, `failed`,
//! `not_implemented`, `panicked`, `timed_out`, `stack_overflow`, `out_of_memory`, `exited`, `crashed`),
//! `debug_lines`, `dropped_debug_lines` and `millis`; a problem whose code was set aside has
//! `withheld` (`problem`, `reason`: `does_not_compile` | `forbidden` | `markers` | `build_timed_out`,
//! `file`, `details`). `confinement` (`full` | `partial` | `none` | null) is the weakest protection a
//! case ran under; `prepared` holds `withheld` and `outside_edits` (`file`, `line`);
//! `known_mistakes`, present only when some failing problem looks like one, maps a problem id
//! to the zoo's mistake its signature is (see [`crate::course`]).

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};

use crate::confine::Confinement;
use crate::prepared::Findings;
use crate::results::{CaseResult, Grade, ProblemResult};

/// The schema version; bump it when a field changes meaning or goes away.
pub const VERSION: u32 = 1;

/// A grading run as the JSON report holds it: the [`Grade`] with its totals, which tools
/// read back with [`Report::parse`] instead of indexing raw JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    #[serde(deserialize_with = "known_version")]
    version: u32,
    earned: f64,
    possible: f64,
    passed: bool,
    #[serde(flatten)]
    grade: Grade,
}

/// Why a text is not a report this grader can read.
#[derive(Debug)]
pub struct ParseError(serde_json::Error);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a grading report (JSON, schema version {VERSION}): {}", self.0)
    }
}

impl std::error::Error for ParseError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.0)
    }
}

/// Refuses a report written to another schema: its fields may mean something else.
fn known_version<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
    let found = u32::deserialize(deserializer)?;
    if found == VERSION {
        Ok(found)
    } else {
        Err(D::Error::custom(format!(
            "its schema is version {found}, and this grader reads version {VERSION}"
        )))
    }
}

impl Report {
    /// The report of `grade`.
    pub fn new(grade: &Grade) -> Self {
        Report {
            version: VERSION,
            earned: grade.earned(),
            possible: grade.possible(),
            passed: grade.passed(),
            grade: grade.clone(),
        }
    }

    /// Reads a report that `--format json` wrote.
    pub fn parse(text: &str) -> Result<Report, ParseError> {
        serde_json::from_str(text).map_err(ParseError)
    }

    /// The report as one JSON document.
    pub fn render(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report always serialises")
    }

    /// Points earned over all problems graded.
    pub fn earned(&self) -> f64 {
        self.earned
    }

    /// Points possible over all problems graded.
    pub fn possible(&self) -> f64 {
        self.possible
    }

    /// Whether every selected scored case passed.
    pub fn passed(&self) -> bool {
        self.passed
    }

    /// Everything the run found.
    pub fn grade(&self) -> &Grade {
        &self.grade
    }

    /// The problems graded, in order.
    pub fn problems(&self) -> &[ProblemResult] {
        &self.grade.problems
    }

    /// Problem `id` (`4` or `04`), if it was graded.
    pub fn problem(&self, id: &str) -> Option<&ProblemResult> {
        self.grade.problem(id)
    }

    /// Every case that ran, problem by problem.
    pub fn cases(&self) -> impl Iterator<Item = &CaseResult> {
        self.grade.cases()
    }

    /// The weakest protection a case ran under.
    pub fn confinement(&self) -> Option<&Confinement> {
        self.grade.confinement.as_ref()
    }

    /// What preparing the code found: withheld problems, edits outside the regions.
    pub fn prepared(&self) -> &Findings {
        &self.grade.prepared
    }
}

/// Renders `grade` as one JSON document.
pub fn render(grade: &Grade) -> String {
    Report::new(grade).render()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::sample;

    #[test]
    fn a_report_reads_back_as_it_was_written() {
        let grade = sample::every_verdict();
        let written = render(&grade);
        let read = Report::parse(&written).unwrap();
        assert_eq!(read, Report::new(&grade));
        assert_eq!(read.grade(), &grade);
        assert_eq!(read.render(), written);
    }

    #[test]
    fn the_totals_and_accessors_agree_with_the_grade() {
        let grade = sample::every_verdict();
        let report = Report::parse(&render(&grade)).unwrap();
        assert_eq!((report.earned(), report.possible()), (grade.earned(), grade.possible()));
        assert!(report.earned() > 0.0 && report.earned() < report.possible(), "a mixed grade");
        assert_eq!(report.passed(), grade.passed());
        assert_eq!(report.problem("4").map(|p| p.id.as_str()), Some("04"));
        assert_eq!(report.problem("99"), None);
        assert_eq!(report.cases().count(), grade.problems.iter().map(|p| p.cases.len()).sum::<usize>());
    }

    #[test]
    fn the_wire_names_are_the_documented_ones() {
        let value: serde_json::Value = serde_json::from_str(&render(&sample::every_verdict())).unwrap();
        let keys = |value: &serde_json::Value| -> Vec<String> {
            let mut keys: Vec<String> = value.as_object().unwrap().keys().cloned().collect();
            keys.sort();
            keys
        };
        assert_eq!(
            keys(&value),
            ["confinement", "earned", "passed", "possible", "prepared", "problems", "version"]
        );
        let problem = &value["problems"][0];
        assert_eq!(
            keys(problem),
            [
                "cases",
                "earned",
                "id",
                "not_run",
                "partial",
                "points",
                "suites",
                "title",
                "violations",
                "withheld"
            ]
        );
        assert_eq!(keys(&problem["suites"][0]), ["earned", "hidden", "kind", "number", "passed", "points"]);
        assert_eq!(
            keys(&problem["cases"][0]),
            [
                "about",
                "debug_lines",
                "dropped_debug_lines",
                "events",
                "hidden",
                "id",
                "kind",
                "millis",
                "verdict"
            ]
        );
        assert_eq!(value["version"], VERSION);
    }

    #[test]
    fn a_report_of_another_schema_or_no_report_is_refused_plainly() {
        let mut value: serde_json::Value = serde_json::from_str(&render(&sample::every_verdict())).unwrap();
        value["version"] = 2.into();
        let error = Report::parse(&value.to_string()).unwrap_err().to_string();
        assert!(error.starts_with("not a grading report (JSON, schema version 1): "), "{error}");
        assert!(error.contains("its schema is version 2, and this grader reads version 1"), "{error}");

        let error = Report::parse(r#"{"score": 3.0, "tests": []}"#).unwrap_err().to_string();
        assert!(error.contains("missing field `version`"), "{error}");
        let error = Report::parse("Problem 01 (roll_dice): not implemented yet").unwrap_err().to_string();
        assert!(error.contains("expected value at line 1 column 1"), "{error}");
    }

    #[test]
    fn a_report_without_the_partial_flag_reads_as_whole() {
        let mut value: serde_json::Value = serde_json::from_str(&render(&sample::every_verdict())).unwrap();
        for problem in value["problems"].as_array_mut().unwrap() {
            problem.as_object_mut().unwrap().remove("partial");
        }
        let report = Report::parse(&value.to_string()).unwrap();
        assert!(report.problems().iter().all(|p| !p.partial));
    }
}
