//! Reading a graded class back: the `reports/NAME.json` records that `cargo xtask grade-all`
//! keeps in its `--out` folder, one [`Graded`] per submission.
//!
//! The report is of the batch that grade-all last graded there, as `grades.csv` lists it:
//! `batch.json` names its submissions and the record each row of `grades.csv` was made from
//! (`hog_official::batch::manifest`). Every other record of `reports/` is left out and named with
//! why: a submission no longer in the batch, a damaged record, or one written after
//! `grades.csv` was (by another grader, or a run stopped between the two), so the report never
//! counts a student that `grades.csv` does not.

use std::collections::BTreeSet;
use std::fmt;
use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};
use hog_official::batch::Graded;
use hog_official::batch::index::{self, BatchIndex, Listed};
use hog_official::batch::roster::Student;
use hog_official::batch::store::file_stem;

/// What the report reads of a graded folder.
#[derive(Clone, Debug)]
pub struct Read {
    /// The records of the batch's submissions, by name: the rows of `grades.csv`.
    pub records: Vec<Graded>,
    /// The records left out, and the submissions of the batch without one, with why.
    pub left_out: Vec<LeftOut>,
    /// The folder has no `batch.json` (grade-all wrote none before), so every readable record
    /// of `reports/` was read.
    pub unlisted: bool,
    /// The students on the batch's roster who handed nothing in (`batch.json` lists them).
    pub without_submission: Vec<Student>,
}

/// A record the report left out, or a submission of the batch whose record is missing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeftOut {
    /// The record's file, from the graded folder: `reports/NAME.json`.
    pub file: String,
    /// Why, from a verb: "is not a submission of this batch: ...".
    pub why: String,
}

impl fmt::Display for LeftOut {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.file, self.why)
    }
}

impl Read {
    /// What a reader of the report must know of what was read: each record left out, and a
    /// folder without a list of its batch.
    pub fn notes(&self, graded: &Path) -> Vec<String> {
        let mut notes: Vec<String> = self.left_out.iter().map(LeftOut::to_string).collect();
        if self.unlisted {
            notes.push(format!(
                "{} has no {} (grade-all wrote none before), so every record in reports/ was read, whatever batch it \
                 was graded in: run `{}` again, which keeps every unchanged grade, to report on that batch alone",
                graded.display(),
                index::FILE,
                again(graded)
            ));
        }
        notes
    }
}

/// The command that writes a graded folder.
fn again(graded: &Path) -> String {
    format!("cargo xtask grade-all SUBMISSIONS --out {}", graded.display())
}

/// The records of the batch graded in `graded` (the `--out` folder of a grade-all), by
/// submission name, and what was left out.
///
/// A folder without `reports/`, or with no record of its batch to read, is an error that
/// names the folder and says how to get a good one.
pub fn read(graded: &Path) -> Result<Read> {
    let reports = graded.join("reports");
    if !reports.is_dir() {
        bail!(
            "{} has no reports/ folder, so it is not the --out folder of a grade-all: run `{}` first",
            graded.display(),
            again(graded)
        );
    }
    let cannot = || format!("cannot read the folder {}", reports.display());
    let mut files = BTreeSet::new();
    for entry in fs::read_dir(&reports).with_context(cannot)? {
        let entry = entry.with_context(cannot)?;
        let file = entry.file_name().to_string_lossy().into_owned();
        // grade-all never writes a record whose name starts with a dot (its temporary files do).
        if file.ends_with(".json") && !file.starts_with('.') && entry.path().is_file() {
            files.insert(file);
        }
    }
    if files.is_empty() {
        bail!("{} holds no records (NAME.json): run `{}` first", reports.display(), again(graded));
    }
    let listed = BatchIndex::read(graded)?;
    let mut read = Read {
        records: Vec::new(),
        left_out: Vec::new(),
        unlisted: listed.is_none(),
        without_submission: listed.as_ref().map(|l| l.without_submission.clone()).unwrap_or_default(),
    };
    match listed {
        Some(listed) => {
            for submission in &listed.submissions {
                let file = format!("{}.json", file_stem(&submission.name));
                let present = files.remove(&file);
                match record(&reports.join(&file), submission, present, graded) {
                    Ok(graded) => read.records.push(graded),
                    Err(why) => read.left_out.push(LeftOut { file: format!("reports/{file}"), why }),
                }
            }
            for file in files {
                let why = "is not a submission of this batch (the submissions folder that grade-all was last given \
                           with this --out does not hold it), and grades.csv has no row for it either: delete it \
                           once it is no longer wanted, or grade its folder again with the batch"
                    .to_owned();
                read.left_out.push(LeftOut { file: format!("reports/{file}"), why });
            }
        }
        None => {
            for file in files {
                match parse(&reports.join(&file), graded) {
                    Ok((record, _)) => read.records.push(record),
                    Err(why) => read.left_out.push(LeftOut { file: format!("reports/{file}"), why }),
                }
            }
        }
    }
    if read.records.is_empty() {
        let why: Vec<String> = read.left_out.iter().map(LeftOut::to_string).collect();
        bail!("{} holds no record of its batch to report on: {}", reports.display(), why.join("; "));
    }
    read.records.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(read)
}

/// The record at `path` of the submission `listed` when it is the one its row in `grades.csv`
/// was made from; otherwise why it is left out.
fn record(path: &Path, listed: &Listed, present: bool, graded: &Path) -> Result<Graded, String> {
    let name = &listed.name;
    if !present {
        return Err(match listed.record {
            None => format!(
                "is missing: grade-all has not graded {name} yet (its last run was stopped, or is still going), and \
                 grades.csv has no row for it either: run `{}` to grade it",
                again(graded)
            ),
            Some(_) => format!(
                "is missing, deleted since grades.csv was written, whose row for {name} it was: run `{}` to grade it again",
                again(graded)
            ),
        });
    }
    let (record, fingerprint) = parse(path, graded)?;
    if record.name != *name {
        return Err(format!("holds the record of {}, not of {name}", record.name));
    }
    if listed.record.as_deref() == Some(fingerprint.as_str()) {
        return Ok(record);
    }
    let since = "since grades.csv was written (by another grader, or a grade-all stopped before it wrote \
                 grades.csv), so it is not the row that grades.csv holds";
    Err(if record.key != listed.key {
        format!(
            "was graded {since}, from other files or by another grading workspace: run `{}` to take it in",
            again(graded)
        )
    } else {
        format!("was written again {since}: run `{}` to take it in", again(graded))
    })
}

/// The record at `path` and its file's fingerprint, or why it cannot be read.
fn parse(path: &Path, graded: &Path) -> Result<(Graded, String), String> {
    let bytes = fs::read(path).map_err(|error| format!("cannot be read ({error})"))?;
    // grade-all grades a submission again when its record cannot be read back.
    let record = serde_json::from_slice::<Graded>(&bytes).map_err(|error| {
        format!(
            "is damaged, not a record that grade-all wrote ({error}): run `{}` again, which grades that submission anew",
            again(graded)
        )
    })?;
    Ok((record, index::fingerprint(&bytes)))
}

#[cfg(test)]
mod tests {
    use hog_official::batch::Status;
    use hog_official::batch::store::Store;

    use super::*;

    fn error(graded: &Path) -> String {
        format!("{:#}", read(graded).unwrap_err())
    }

    #[test]
    fn a_folder_that_grade_all_did_not_write_is_refused_with_what_to_run() {
        let graded = tempfile::tempdir().unwrap();
        let said = error(graded.path());
        assert!(said.contains("has no reports/ folder") && said.contains("grade-all"), "{said}");

        fs::create_dir(graded.path().join("reports")).unwrap();
        fs::write(graded.path().join("reports/ada.txt"), "what ada reads").unwrap();
        let said = error(graded.path());
        assert!(said.contains("holds no records") && said.contains("grade-all"), "{said}");
    }

    #[test]
    fn a_damaged_record_is_named_and_not_a_panic() {
        let graded = tempfile::tempdir().unwrap();
        fs::create_dir(graded.path().join("reports")).unwrap();
        fs::write(graded.path().join("reports/ada.json"), "{\"name\": \"ada\", \"stat").unwrap();
        let said = error(graded.path());
        assert!(said.contains("reports/ada.json is damaged") && said.contains("grade-all"), "{said}");
    }

    fn unusable(name: &str, why: &str) -> Graded {
        Graded::unusable(name, why, false)
    }

    /// A batch as grade-all leaves it, then records that are not its rows: a stray record of
    /// a submission no longer in the batch, one another grader wrote, a damaged one, and a
    /// submission of the batch not graded yet.
    #[test]
    fn records_that_are_not_the_rows_of_the_batch_are_left_out_and_named() {
        let graded = tempfile::tempdir().unwrap();
        let batch: Vec<String> = ["ada", "bob", "cy", "dan", "eve"].map(String::from).to_vec();
        let mut store = Store::open(graded.path(), &batch).unwrap();
        for (index, name) in batch.iter().enumerate().take(4) {
            store.keep(index, unusable(name, "a link")).unwrap();
        }
        drop(store);
        let write =
            |file: &str, text: &str| fs::write(graded.path().join("reports").join(file), text).unwrap();
        write("gone.json", &serde_json::to_string(&unusable("gone", "a link")).unwrap());
        let mut another = unusable("bob", "a link");
        another.key = Some("another grader's key".into());
        write("bob.json", &serde_json::to_string(&another).unwrap());
        write("cy.json", "{ \"name\": ");
        write("dan.json", &serde_json::to_string(&unusable("ada", "a link")).unwrap());

        let read = read(graded.path()).unwrap();
        let names: Vec<&str> = read.records.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["ada"]);
        assert_eq!(read.records[0].status, Status::UnusableFolder("a link".into()));
        assert!(!read.unlisted);
        let said: Vec<String> = read.left_out.iter().map(LeftOut::to_string).collect();
        let starts = [
            "reports/bob.json was graded since grades.csv was written",
            "reports/cy.json is damaged",
            "reports/dan.json holds the record of ada, not of dan",
            "reports/eve.json is missing: grade-all has not graded eve yet",
            "reports/gone.json is not a submission of this batch",
        ];
        assert_eq!(said.len(), starts.len(), "{said:#?}");
        for (said, start) in said.iter().zip(starts) {
            assert!(said.starts_with(start), "{said}");
        }
        assert_eq!(read.notes(graded.path()), said, "every one is a note");
    }

    /// A folder of an older grade-all, with no batch.json, is read whole, and the report says so.
    #[test]
    fn a_folder_without_a_list_of_its_batch_is_read_whole_with_a_note() {
        let graded = tempfile::tempdir().unwrap();
        fs::create_dir(graded.path().join("reports")).unwrap();
        for name in ["ada", "bob"] {
            let record = serde_json::to_string(&unusable(name, "a link")).unwrap();
            fs::write(graded.path().join(format!("reports/{name}.json")), record).unwrap();
        }
        let read = read(graded.path()).unwrap();
        assert_eq!(read.records.len(), 2);
        assert!(read.unlisted && read.left_out.is_empty());
        let [note] = &read.notes(graded.path())[..] else { panic!() };
        assert!(
            note.contains("has no batch.json") && note.contains("every record in reports/ was read"),
            "{note}"
        );
    }
}
