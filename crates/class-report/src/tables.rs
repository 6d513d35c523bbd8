//! The report's tables as CSV, for a spreadsheet or a script: `problems.csv`,
//! `known-mistakes.csv`, `unknown-mistakes.csv` and `failing-cases.csv`. Lists of students
//! are one cell, the names separated by `;`. Names, signatures and code are what students and
//! an export wrote: every cell goes through `spreadsheet::cell`, so none runs as a formula.

use std::path::Path;

use anyhow::{Context, Result};
use hog_engine::atomic::write as write_atomically;
use hog_grader::prepared::Reason;
use hog_official::spreadsheet::cell;

use crate::model::{Class, REASONS};

/// The tables' file names, in the order they are written.
pub const FILES: [&str; 4] =
    ["problems.csv", "known-mistakes.csv", "unknown-mistakes.csv", "failing-cases.csv"];

/// Writes every table of `class` into the folder `out`.
pub fn write(class: &Class, out: &Path) -> Result<()> {
    let tables = [problems(class)?, known_mistakes(class)?, unknown_mistakes(class)?, failing_cases(class)?];
    for (file, bytes) in FILES.iter().zip(tables) {
        write_atomically(&out.join(file), &bytes)?;
    }
    Ok(())
}

/// A column's name for the problems withheld for `reason`: `withheld_does_not_compile`...
fn withheld_column(reason: Reason) -> String {
    let name = serde_json::to_value(reason).ok().and_then(|v| v.as_str().map(str::to_owned));
    format!("withheld_{}", name.unwrap_or_else(|| reason.to_string().replace(' ', "_")))
}

/// One line per problem: how its outcomes add up, and the withheld by reason.
pub fn problems(class: &Class) -> Result<Vec<u8>> {
    let mut csv = csv::Writer::from_writer(Vec::new());
    let mut header: Vec<String> =
        ["problem", "title", "points", "reports", "full", "partial", "zero", "not_attempted", "withheld"]
            .map(String::from)
            .to_vec();
    header.extend(REASONS.map(withheld_column));
    csv.write_record(&header)?;
    for problem in &class.problems {
        let mut row = vec![
            problem.id.clone(),
            problem.title.clone(),
            problem.points.to_string(),
            problem.reports().to_string(),
            problem.full.to_string(),
            problem.partial.to_string(),
            problem.zero.to_string(),
            problem.not_attempted.to_string(),
            problem.withheld_count().to_string(),
        ];
        row.extend(problem.withheld.iter().map(|who| who.len().to_string()));
        csv.write_record(row.iter().map(|text| cell(text)))?;
    }
    csv.into_inner().context("cannot write problems.csv")
}

/// One line per known mistake made, largest first, then one per signature that several
/// known mistakes share, its mistake `cannot tell apart: A; B`.
pub fn known_mistakes(class: &Class) -> Result<Vec<u8>> {
    let mut csv = csv::Writer::from_writer(Vec::new());
    csv.write_record(["problem", "mistake", "students", "percent", "names"])?;
    for named in &class.mistakes.known {
        csv.write_record(
            [
                &named.mistake.problem,
                &named.mistake.mistake,
                &named.students.len().to_string(),
                &format!("{:.1}", class.percent(named.students.len())),
                &named.students.join(";"),
            ]
            .map(|text| cell(text)),
        )?;
    }
    for ambiguous in &class.mistakes.ambiguous {
        csv.write_record(
            [
                &ambiguous.problem,
                &format!("cannot tell apart: {}", ambiguous.mistakes.join("; ")),
                &ambiguous.students.len().to_string(),
                &format!("{:.1}", class.percent(ambiguous.students.len())),
                &ambiguous.students.join(";"),
            ]
            .map(|text| cell(text)),
        )?;
    }
    csv.into_inner().context("cannot write known-mistakes.csv")
}

/// One line per group of an unknown mistake, largest first (those that may follow from an
/// earlier problem last, with the earlier problems every student of it fails).
pub fn unknown_mistakes(class: &Class) -> Result<Vec<u8>> {
    let mut csv = csv::Writer::from_writer(Vec::new());
    csv.write_record(["problem", "group", "students", "signature", "names", "also_fail"])?;
    for group in &class.mistakes.unknown {
        csv.write_record(
            [
                &group.problem,
                &group.number.to_string(),
                &group.students.len().to_string(),
                &group.signature.0.join(" | "),
                &group.students.join(";"),
                &group.earlier.join(";"),
            ]
            .map(|text| cell(text)),
        )?;
    }
    csv.into_inner().context("cannot write unknown-mistakes.csv")
}

/// One line per scored case that failed for someone, most students first.
pub fn failing_cases(class: &Class) -> Result<Vec<u8>> {
    let mut csv = csv::Writer::from_writer(Vec::new());
    csv.write_record(["problem", "suite", "case", "students", "hidden", "about", "names"])?;
    for case in &class.failing_cases {
        csv.write_record(
            [
                &case.id.problem,
                &case.id.suite.to_string(),
                &case.id.case.to_string(),
                &case.students.len().to_string(),
                &case.hidden.to_string(),
                &case.about,
                &case.students.join(";"),
            ]
            .map(|text| cell(text)),
        )?;
    }
    csv.into_inner().context("cannot write failing-cases.csv")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn withheld_columns_are_named_as_the_report_names_the_reasons() {
        assert_eq!(
            REASONS.map(withheld_column),
            [
                "withheld_does_not_compile",
                "withheld_forbidden",
                "withheld_markers",
                "withheld_build_timed_out"
            ]
        );
    }
}
