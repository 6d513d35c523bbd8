//! `roster.csv`: the instructor's own list of who handed in what, for a class without
//! Gradescope's metadata or to correct it. A header names the columns `folder`, `name`,
//! `email` and `sid` (in any order, any case; other columns are not read), then one row per
//! student: two rows with one folder are a group, and a row with an empty folder is a
//! student who handed nothing in, whom the gradebook lists with an empty score.
//!
//! ```csv
//! folder,name,email,sid
//! submission_103,Grace Hopper,grace@example.edu,1005
//! ,Alan Turing,alan@example.edu,1006
//! ```

use std::collections::BTreeMap;

use super::{Student, clean};

/// The file's name, in the submissions folder, when `--roster` does not name another.
pub const FILE: &str = "roster.csv";

/// The columns a roster has.
const COLUMNS: [&str; 4] = ["folder", "name", "email", "sid"];

/// What a roster holds.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Read {
    /// Each folder's students, in the file's order.
    pub by_folder: BTreeMap<String, Vec<Student>>,
    /// The students of rows with an empty folder.
    pub without_folder: Vec<Student>,
    /// Each row not used, and why: "line 4: ...".
    pub skipped: Vec<String>,
}

/// The roster in `text`, or why none of it can be used (its header).
pub fn parse(text: &str) -> Result<Read, String> {
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(text.as_bytes());
    let header = reader.headers().map_err(|error| format!("its header cannot be read ({error})"))?.clone();
    let column = |name: &str| {
        header.iter().position(|h| h.trim().trim_start_matches('\u{feff}').eq_ignore_ascii_case(name))
    };
    let [Some(folder), Some(name), Some(email), Some(sid)] = COLUMNS.map(column) else {
        let missing: Vec<&str> = COLUMNS.into_iter().filter(|c| column(c).is_none()).collect();
        return Err(format!("its first line, the header, has no column {}", missing.join(", ")));
    };
    let mut read = Read::default();
    for row in reader.records() {
        let row = match row {
            Ok(row) => row,
            Err(error) => {
                let line = error.position().map_or(String::from("a line"), |p| format!("line {}", p.line()));
                read.skipped
                    .push(format!("{line} cannot be read ({}): it is left out", clean(&error.to_string())));
                continue;
            }
        };
        let line = row.position().map_or(0, |p| p.line());
        let cell = |at: usize| row.get(at).unwrap_or("");
        let student = Student::new(cell(name), cell(email), cell(sid));
        if !student.is_known() {
            if row.iter().any(|cell| !cell.trim().is_empty()) {
                read.skipped.push(format!("line {line} has no name, email or SID: it is left out"));
            }
            continue;
        }
        match clean(cell(folder)) {
            folder if folder.is_empty() => read.without_folder.push(student),
            folder => read.by_folder.entry(folder).or_default().push(student),
        }
    }
    Ok(read)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_name_folders_groups_and_students_without_a_submission() {
        let text = "\u{feff}Folder,Name,Email,SID,section\nsub_1,Ada,ada@x.edu,1,A\nsub_2,Bob,bob@x.edu,2\n\
                    sub_2,Cy,cy@x.edu,3\n,Dan,dan@x.edu,4\n,,,\nsub_3\n";
        let read = parse(text).unwrap();
        assert_eq!(read.by_folder["sub_1"], [Student::new("Ada", "ada@x.edu", "1")]);
        assert_eq!(read.by_folder["sub_2"].len(), 2, "a group");
        assert_eq!(read.without_folder, [Student::new("Dan", "dan@x.edu", "4")]);
        assert_eq!(read.skipped, ["line 7 has no name, email or SID: it is left out"]);
    }

    #[test]
    fn a_header_without_the_columns_says_which_are_missing() {
        let said = parse("student,email\nAda,ada@x.edu\n").unwrap_err();
        assert_eq!(said, "its first line, the header, has no column folder, name, sid");
    }

    /// A name made to run in a spreadsheet is kept as text here; the CSV files written from it
    /// neutralise it (`spreadsheet::cell`). One that would move the terminal's cursor is cleaned.
    #[test]
    fn hostile_cells_are_kept_as_text_and_cleaned() {
        let read =
            parse("folder,name,email,sid\nsub_1,\"=HYPERLINK(\"\"http://x\"\")\",\"a\nb\",\u{1b}[31m1\n")
                .unwrap();
        assert_eq!(
            read.by_folder["sub_1"],
            [Student::new("=HYPERLINK(\"http://x\")", "a\u{fffd}b", "\u{fffd}[31m1")]
        );
    }
}
