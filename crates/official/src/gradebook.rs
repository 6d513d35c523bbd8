//! `cargo xtask gradebook GRADED --format canvas|csv [--assignment NAME] [--out FILE]`: the
//! scores of a class graded by grade-all, as a file the course's gradebook imports, so nobody
//! keys them in by hand.
//!
//! It reads `GRADED/grades.csv`, one row per student (see `batch::store`), and writes one row
//! per student:
//! - `canvas`: Canvas's gradebook import, the columns `Student`, `ID`, `SIS User ID`,
//!   `SIS Login ID`, `Section` and then the assignment's, after a `Points Possible` row (the
//!   points the reports offer). Canvas matches a row to a student by its ids: the SID goes in
//!   `SIS User ID` and the email in `SIS Login ID`; `ID` (Canvas's own number) and `Section`
//!   stay empty. A new column name makes a new assignment; `Name (ID)`, as Canvas's own export
//!   heads a column, updates that one.
//! - `csv`: `email,sid,score`, for any other gradebook.
//!
//! A score is a grade, even of zero (code that does not compile, a time-out); anything else is
//! an empty cell, never a zero by accident: a student on the roster with no submission, a
//! submission that was not graded (an unusable folder, a fault of the grader). Each is said on
//! stderr. A submission nobody is named for cannot be matched and is left out, with a warning;
//! a student named for two submissions gets the higher score.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};

use crate::batch::Status;
use crate::batch::roster::{Student, clean};
use crate::batch::store::NO_SUBMISSION;
use crate::spreadsheet::cell;

/// What the gradebook file is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Canvas's gradebook import.
    Canvas,
    /// A plain CSV of email, SID and score.
    Csv,
}

/// The columns of Canvas's gradebook before the assignments', as its export writes them.
pub const CANVAS_COLUMNS: [&str; 5] = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"];

/// The first cell of the row of Canvas's gradebook that holds each assignment's points.
pub const POINTS_POSSIBLE: &str = "    Points Possible";

/// The plain CSV's columns.
pub const CSV_COLUMNS: [&str; 3] = ["email", "sid", "score"];

/// One student's line of the gradebook.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Who.
    pub student: Student,
    /// The score as `grades.csv` writes it, or none: an empty cell.
    pub score: Option<String>,
}

/// A class's gradebook, and what its reader must be told.
#[derive(Debug, Default)]
pub struct Gradebook {
    /// One line per student, in the order of `grades.csv`.
    pub lines: Vec<Line>,
    /// The points a report can earn: the most any row offers.
    pub possible: Option<String>,
    /// One sentence each: who has an empty score and why, who is left out.
    pub warnings: Vec<String>,
}

/// The gradebook of the class graded into `graded`, from its `grades.csv`.
pub fn read(graded: &Path) -> Result<Gradebook> {
    let path = graded.join("grades.csv");
    let again = format!(
        "run `cargo xtask grade-all SUBMISSIONS --out {}` first (again with the same --out, it grades nothing again)",
        graded.display()
    );
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("cannot read {}: {again}", path.display()))?;
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header = reader.headers().with_context(|| format!("{} is damaged: {again}", path.display()))?.clone();
    let column = |name: &str| header.iter().position(|h| h == name);
    let wanted = ["submission", "name", "email", "sid", "total", "possible", "status"];
    let columns: Vec<Option<usize>> = wanted.iter().map(|name| column(name)).collect();
    let missing: Vec<&str> =
        wanted.iter().zip(&columns).filter(|(_, at)| at.is_none()).map(|(name, _)| *name).collect();
    if !missing.is_empty() {
        bail!(
            "{} has no column {}: it was written by an older grade-all; {again}",
            path.display(),
            missing.join(", ")
        );
    }
    let at: Vec<usize> = columns.into_iter().flatten().collect();
    let mut book = Gradebook::default();
    let (mut unnamed, mut ungraded, mut absent) = (Vec::new(), Vec::new(), Vec::new());
    let mut possible: Option<(f64, String)> = None;
    // Where each student's line is, by identity, and the submission it is from.
    let mut lines_of: BTreeMap<String, (usize, String)> = BTreeMap::new();
    let mut twice = Vec::new();
    for row in reader.records() {
        let row = row.with_context(|| format!("{} is damaged: {again}", path.display()))?;
        let get = |i: usize| row.get(at[i]).unwrap_or("");
        let (submission, status, total) = (get(0), get(6), get(4));
        let student = Student::new(get(1), get(2), get(3));
        if let Ok(offered) = get(5).parse::<f64>()
            && possible.as_ref().is_none_or(|(most, _)| offered > *most)
        {
            possible = Some((offered, get(5).to_owned()));
        }
        let score = if status == NO_SUBMISSION {
            absent.push(student.to_string());
            None
        } else if Status::words_are_a_grade(status) && total.parse::<f64>().is_ok_and(f64::is_finite) {
            Some(total.to_owned())
        } else {
            ungraded.push(format!("{submission} ({status})"));
            None
        };
        if !student.is_known() {
            unnamed.push(format!("{submission} ({})", score.as_deref().unwrap_or("no score")));
            continue;
        }
        let line = Line { student, score };
        match line.student.identity() {
            Some(identity) => match lines_of.get(&identity) {
                Some((earlier, from)) => {
                    twice.push(format!("{} ({from} and {submission})", line.student));
                    let kept = &mut book.lines[*earlier];
                    if score_of(&line) > score_of(kept) {
                        kept.score = line.score;
                    }
                }
                None => {
                    lines_of.insert(identity, (book.lines.len(), submission.to_owned()));
                    book.lines.push(line);
                }
            },
            None => book.lines.push(line),
        }
    }
    book.possible = possible.map(|(_, written)| written);
    let warnings = &mut book.warnings;
    if !absent.is_empty() {
        warnings.push(format!(
            "no submission from {} on the roster: their score is empty, not zero",
            crate::batch::a_few(&absent)
        ));
    }
    if !ungraded.is_empty() {
        warnings.push(format!(
            "not graded: {}, so their students' score is empty. Mend what the status says and run grade-all again \
             with the same --out, then this",
            crate::batch::a_few(&ungraded)
        ));
    }
    if !unnamed.is_empty() {
        warnings.push(format!(
            "left out, as no student is named for them to be matched by: {}. Name them in a roster.csv \
             (folder,name,email,sid) and run grade-all again with it (nothing is graded again), then this",
            crate::batch::a_few(&unnamed)
        ));
    }
    if !twice.is_empty() {
        warnings.push(format!(
            "named for two submissions, so given the higher score: {}",
            crate::batch::a_few(&twice)
        ));
    }
    let unmatched: Vec<String> =
        book.lines.iter().filter(|l| l.student.identity().is_none()).map(|l| l.student.to_string()).collect();
    if !unmatched.is_empty() {
        warnings.push(format!(
            "with neither an email nor a SID, so a gradebook can match them by name at best: {}",
            crate::batch::a_few(&unmatched)
        ));
    }
    Ok(book)
}

/// A line's score as a number, for choosing between two: none below any.
fn score_of(line: &Line) -> Option<f64> {
    line.score.as_deref().and_then(|score| score.parse().ok())
}

impl Gradebook {
    /// The gradebook as a CSV file in `format`, its score column named `assignment` (Canvas's).
    pub fn csv(&self, format: Format, assignment: &str) -> Result<Vec<u8>> {
        let mut csv = csv::Writer::from_writer(Vec::new());
        match format {
            Format::Canvas => {
                csv.write_record(CANVAS_COLUMNS.into_iter().chain([assignment]).map(cell))?;
                if let Some(possible) = &self.possible {
                    csv.write_record([POINTS_POSSIBLE, "", "", "", "", possible])?;
                }
                for Line { student, score } in &self.lines {
                    let score = score.as_deref().unwrap_or("");
                    csv.write_record([&student.name, "", &student.sid, &student.email, "", score].map(cell))?;
                }
            }
            Format::Csv => {
                csv.write_record(CSV_COLUMNS)?;
                for Line { student, score } in &self.lines {
                    csv.write_record(
                        [&student.email, &student.sid, score.as_deref().unwrap_or("")].map(cell),
                    )?;
                }
            }
        }
        csv.into_inner().context("cannot write the gradebook")
    }

    /// What it holds, in one line.
    pub fn summary(&self) -> String {
        let scored = self.lines.iter().filter(|line| line.score.is_some()).count();
        let mut said = format!("{} students, {scored} with a score", self.lines.len());
        if scored < self.lines.len() {
            let _ = write!(said, ", {} empty", self.lines.len() - scored);
        }
        said
    }
}

/// `cargo xtask gradebook GRADED --format F [--assignment NAME] [--out FILE]`: the file is
/// printed, or written to `out`; what the instructor must know goes to stderr.
pub fn run(graded: &Path, format: Format, assignment: Option<&str>, out: Option<&Path>) -> Result<ExitCode> {
    let assignment = clean(assignment.unwrap_or_default());
    if format == Format::Canvas && assignment.is_empty() {
        bail!("--format canvas needs --assignment NAME: the gradebook column the scores go into");
    }
    let book = read(graded)?;
    for warning in &book.warnings {
        eprintln!("warning: {warning}");
    }
    let bytes = book.csv(format, &assignment)?;
    match out {
        Some(out) => {
            hog_engine::atomic::write(out, &bytes)?;
            eprintln!("{}: {}", book.summary(), out.display());
        }
        None => {
            use std::io::Write as _;
            std::io::stdout().write_all(&bytes).context("cannot print the gradebook")?;
            eprintln!("{}", book.summary());
        }
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grades.csv as grade-all writes it: a group, a submission that does not compile (a
    /// grade of zero), one not graded, one nobody is named for, a student named twice, a
    /// student who handed nothing in, and a name made to run in a spreadsheet.
    const GRADES: &str = "\
submission,name,email,sid,01,total,possible,status,withheld,edited_outside_regions,notes
s1,Zoë Ñúñez,zoe@x.edu,0012,2.00,25.00,25.00,graded,,,
s1,李小龍,li@x.edu,1003,2.00,25.00,25.00,graded,,,
s2,Ada,ada@x.edu,1001,0.00,0.00,,does not compile,,,
s3,Bob,bob@x.edu,1002,0.00,0.00,,unusable folder: a link,,,
s4,,,,1.00,12.50,25.00,graded,,,
s5,Ada again,ADA@x.edu,1001,1.00,3.00,25.00,graded,,,
s6,'=cmd(),eve@x.edu,1004,1.00,7.00,25.00,graded,,,
,Cy,cy@x.edu,1005,,,,no submission,,,
";

    fn gradebook() -> Gradebook {
        let graded = tempfile::tempdir().unwrap();
        std::fs::write(graded.path().join("grades.csv"), GRADES).unwrap();
        read(graded.path()).unwrap()
    }

    #[test]
    fn every_student_has_a_line_and_only_a_grade_is_a_score() {
        let book = gradebook();
        let lines: Vec<(&str, Option<&str>)> =
            book.lines.iter().map(|l| (l.student.name.as_str(), l.score.as_deref())).collect();
        assert_eq!(
            lines,
            [
                ("Zoë Ñúñez", Some("25.00")),
                ("李小龍", Some("25.00")),
                ("Ada", Some("3.00")),
                ("Bob", None),
                ("'=cmd()", Some("7.00")),
                ("Cy", None)
            ]
        );
        assert_eq!(book.possible.as_deref(), Some("25.00"));
        let said = book.warnings.join("\n");
        for expected in [
            "no submission from Cy on the roster: their score is empty, not zero",
            "not graded: s3 (unusable folder: a link), so their students' score is empty",
            "left out, as no student is named for them to be matched by: s4 (12.50)",
            "named for two submissions, so given the higher score: Ada again (s2 and s5)",
        ] {
            assert!(said.contains(expected), "{expected}\n{said}");
        }
        assert_eq!(book.summary(), "6 students, 4 with a score, 2 empty");
    }

    /// Canvas's import, read back by a CSV reader: its header, the points row, each student
    /// matched by SID and email, and no cell a spreadsheet would run.
    #[test]
    fn canvas_reads_its_columns_and_a_points_row() {
        let bytes = gradebook().csv(Format::Canvas, "Hog (12345)").unwrap();
        let mut reader = csv::Reader::from_reader(&bytes[..]);
        let header: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
        assert_eq!(header, ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Hog (12345)"]);
        let rows: Vec<Vec<String>> =
            reader.records().map(|r| r.unwrap().iter().map(String::from).collect()).collect();
        assert_eq!(rows[0], ["    Points Possible", "", "", "", "", "25.00"]);
        assert_eq!(rows[1], ["Zoë Ñúñez", "", "0012", "zoe@x.edu", "", "25.00"]);
        assert_eq!(rows[4], ["Bob", "", "1002", "bob@x.edu", "", ""], "not graded: empty, not 0");
        assert_eq!(rows[5][0], "'=cmd()");
        assert_eq!(rows[6], ["Cy", "", "1005", "cy@x.edu", "", ""]);
        assert_eq!(rows.len(), 7);

        let bytes = gradebook().csv(Format::Canvas, "=HYPERLINK()").unwrap();
        assert!(
            String::from_utf8(bytes)
                .unwrap()
                .starts_with("Student,ID,SIS User ID,SIS Login ID,Section,'=HYPERLINK()\n")
        );
    }

    #[test]
    fn the_plain_csv_is_email_sid_and_score() {
        let text = String::from_utf8(gradebook().csv(Format::Csv, "").unwrap()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "email,sid,score");
        assert_eq!(lines[1], "zoe@x.edu,0012,25.00");
        assert_eq!(lines[6], "cy@x.edu,1005,");
    }

    #[test]
    fn a_folder_not_graded_or_of_an_older_grade_all_says_what_to_run() {
        let graded = tempfile::tempdir().unwrap();
        let said = format!("{:#}", read(graded.path()).unwrap_err());
        assert!(said.contains("cannot read") && said.contains("cargo xtask grade-all"), "{said}");
        std::fs::write(
            graded.path().join("grades.csv"),
            "submission,01,total,status\nada,1.00,1.00,graded\n",
        )
        .unwrap();
        let said = format!("{:#}", read(graded.path()).unwrap_err());
        assert!(
            said.contains("has no column name, email, sid, possible: it was written by an older grade-all"),
            "{said}"
        );
    }
}
