//! The report for machines: `--format json`.
//!
//! Schema (version 1), one object:
//! `{ "version": 1, "earned": f64, "possible": f64, "passed": bool, "problems": [ProblemResult] }`
//! where each problem has `id`, `title`, `points`, `earned`, `violations` (`path`, `line`,
//! `message`), `suites` (`number`, `kind`, `hidden`, `passed`, `points`, `earned`), `cases` and `not_run`;
//! each case has `id` (`problem`, `suite`, `case`), `kind` (`scored` | `unscored`), `hidden`,
//! `about`, `events` (tagged by `event`: `note`, `line`, `value`,
//! `failure`, `panic`, `finished`), `verdict` (tagged by `kind`: `passed`, `failed`,
//! `not_implemented`, `panicked`, `timed_out`, `stack_overflow`, `out_of_memory`, `exited`, `crashed`),
//! `debug_lines`, `dropped_debug_lines` and `millis`; a problem whose code was set aside has
//! `withheld` (`problem`, `reason`: `does_not_compile` | `forbidden` | `markers`, `file`,
//! `details`). `confinement` (`full` | `partial` | `none` | null) is the weakest protection a
//! case ran under; `prepared` holds `withheld` and `outside_edits` (`file`, `line`).

use serde::Serialize;

use crate::confine::Confinement;
use crate::grade::{Grade, ProblemResult};
use crate::prepared::Prepared;

/// The schema version; bump it when a field changes meaning or goes away.
pub const VERSION: u32 = 1;

#[derive(Serialize)]
struct Report<'g> {
    version: u32,
    earned: f64,
    possible: f64,
    passed: bool,
    problems: &'g [ProblemResult],
    confinement: &'g Option<Confinement>,
    prepared: &'g Prepared,
}

/// Renders `grade` as one JSON document.
pub fn render(grade: &Grade) -> String {
    let report = Report {
        version: VERSION,
        earned: grade.earned(),
        possible: grade.possible(),
        passed: grade.passed(),
        problems: &grade.problems,
        confinement: &grade.confinement,
        prepared: &grade.prepared,
    };
    serde_json::to_string_pretty(&report).expect("a grade always serialises")
}
