//! The results of a batch, kept in its `--out` folder as they come: each submission's reports
//! as soon as it is graded, and `grades.csv` rewritten after each one, so it always holds
//! what is done. Every file is written whole or not at all (a temporary file in the same
//! folder, then renamed over the old one), so an interrupted batch keeps every grade it
//! finished, and the next run with the same folder grades only what is new or changed.
//!
//! For each submission, `reports/NAME.txt` is what the student reads and `reports/NAME.json`
//! the record a later step reads instead of grading again: a [`Graded`] (its `name`,
//! `status`, `key`, `found`, `notes`, `text` and `report`, the typed
//! `hog_grader::report::json::Report`, absent when nothing ran). NAME is the submission's
//! name where that is a safe file name, and otherwise a safe form of it with a hash of
//! the name, so no name writes outside the folder or onto another's files.
//!
//! `grades.csv` has a row for each submission of the batch (the folder given to this run)
//! with a record: this run's, or an earlier run's until this run grades it again, so a run
//! that is stopped or fails part way loses no row. Records of submissions not in the batch
//! stay in `reports/`, named by [`Store::left_over`], and no row is made from them.
//!
//! The roster names each submission's students ([`Store::name_students`]): every record kept
//! carries them, and `grades.csv` has a row per student (a group's students share a grade),
//! with `name`, `email` and `sid` beside the `submission`; a submission nobody is named for
//! keeps one row with those empty. Each student on the roster who handed nothing in has a row
//! too, with an empty `submission` and `total` and the status [`NO_SUBMISSION`], so nobody gets
//! a zero by accident. A run without a roster keeps the students the records already name.
//! Every text cell goes through `spreadsheet::cell`, so none runs as a formula.
//! `batch.json` ([`BatchIndex`]) lists the batch and the record each row was made from, for
//! the class report. One store at a time holds a folder (`lock.rs`).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use super::Graded;
use super::index::{self, BatchIndex, Listed};
use super::lock::Lock;
use super::roster::{Assigned, Student};
use crate::spreadsheet::cell;
use hog_engine::digest::Fingerprint;

/// The status in `grades.csv` of a student on the roster who handed nothing in.
pub const NO_SUBMISSION: &str = "no submission";

/// The columns of `grades.csv` before the problems', and after them.
pub const FIRST_COLUMNS: [&str; 4] = ["submission", "name", "email", "sid"];
/// See [`FIRST_COLUMNS`].
pub const LAST_COLUMNS: [&str; 6] =
    ["total", "possible", "status", "withheld", "edited_outside_regions", "notes"];

/// The results of one batch, in its folder, which it holds until it is dropped.
pub struct Store {
    out: PathBuf,
    /// The batch's submissions, in its order.
    names: Vec<String>,
    /// The row of each submission: its record, and the fingerprint of the record's file.
    rows: Vec<Option<(Graded, String)>>,
    /// The records in `reports/` of no submission of the batch, by file name.
    left_over: Vec<String>,
    /// The students of each submission of the batch, which its record is kept with.
    students: Vec<Vec<Student>>,
    /// The students on the roster who handed nothing in.
    without_submission: Vec<Student>,
    _lock: Lock,
}

impl Store {
    /// The store in `out` for the batch of the submissions `names`, made if need be, with the
    /// row of each submission an earlier run kept a readable record of. It fails at once when
    /// another run holds `out`.
    pub fn open(out: &Path, names: &[String]) -> Result<Self> {
        let reports = out.join("reports");
        fs::create_dir_all(&reports).with_context(|| {
            format!("cannot make {}: give --out a folder that can be written", reports.display())
        })?;
        let lock = Lock::take(out)?;
        let mut store = Store {
            out: out.to_path_buf(),
            names: names.to_vec(),
            rows: Vec::new(),
            left_over: Vec::new(),
            students: Vec::new(),
            // An earlier run's, until this run's roster says otherwise.
            without_submission: BatchIndex::read(out)
                .ok()
                .flatten()
                .map(|m| m.without_submission)
                .unwrap_or_default(),
            _lock: lock,
        };
        store.rows = names.iter().map(|name| store.read(name)).collect();
        store.students = store
            .rows
            .iter()
            .map(|row| row.as_ref().map(|(graded, _)| graded.students.clone()).unwrap_or_default())
            .collect();
        let stems: BTreeSet<String> = names.iter().map(|name| format!("{}.json", file_stem(name))).collect();
        let cannot = || format!("cannot read the folder {}", reports.display());
        for entry in fs::read_dir(&reports).with_context(cannot)? {
            let file = entry.with_context(cannot)?.file_name().to_string_lossy().into_owned();
            if file.ends_with(".json") && !file.starts_with('.') && !stems.contains(&file) {
                store.left_over.push(file);
            }
        }
        store.left_over.sort();
        store.write_rows()?;
        Ok(store)
    }

    /// The readable record of `name` in `reports/`, with its file's fingerprint.
    fn read(&self, name: &str) -> Option<(Graded, String)> {
        let bytes = fs::read(self.report(name, "json")).ok()?;
        let graded = serde_json::from_slice::<Graded>(&bytes).ok().filter(|graded| graded.name == name)?;
        Some((graded, index::fingerprint(&bytes)))
    }

    /// What an earlier run kept for the submission at `index` of the batch, if it kept
    /// anything readable (until this run keeps another).
    pub fn earlier(&self, index: usize) -> Option<Graded> {
        self.rows[index].as_ref().map(|(graded, _)| graded.clone())
    }

    /// Keeps `graded`, the submission at `index` of the batch, with its students: its
    /// reports, then the new `grades.csv` and `batch.json`.
    pub fn keep(&mut self, index: usize, mut graded: Graded) -> Result<()> {
        debug_assert_eq!(graded.name, self.names[index], "a row is kept at its submission's place");
        graded.students = self.students[index].clone();
        hog_engine::atomic::write(&self.report(&graded.name, "txt"), graded.text.as_bytes())?;
        self.keep_record(index, graded)?;
        self.write_rows()
    }

    /// Writes the record of `graded`, the submission at `index`, and makes it its row.
    fn keep_record(&mut self, index: usize, graded: Graded) -> Result<()> {
        let record = serde_json::to_string_pretty(&graded)?;
        hog_engine::atomic::write(&self.report(&graded.name, "json"), record.as_bytes())?;
        self.rows[index] = Some((graded, index::fingerprint(record.as_bytes())));
        Ok(())
    }

    /// Names the students of each submission, and those without one, from this run's roster:
    /// an earlier run's record that names others is written again with these (its grade is
    /// unchanged, so it is not graded again).
    pub fn name_students(&mut self, assigned: Assigned) -> Result<()> {
        self.students = assigned.students;
        self.without_submission = assigned.without_submission;
        for index in 0..self.rows.len() {
            let Some((graded, _)) = &self.rows[index] else { continue };
            if graded.students != self.students[index] {
                let mut renamed = graded.clone();
                renamed.students = self.students[index].clone();
                self.keep_record(index, renamed)?;
            }
        }
        self.write_rows()
    }

    /// The rows, in the batch's order: of every submission with a record, this run's or an
    /// earlier one's.
    pub fn rows(&self) -> impl Iterator<Item = &Graded> {
        self.rows.iter().flatten().map(|(graded, _)| graded)
    }

    /// The records in `reports/` of submissions not in the batch (file names, sorted), which
    /// no row is made from.
    pub fn left_over(&self) -> &[String] {
        &self.left_over
    }

    /// Writes `grades.csv`, then `batch.json`, which lists the records its rows are from.
    fn write_rows(&self) -> Result<()> {
        hog_engine::atomic::write(&self.out.join("grades.csv"), &self.csv()?)?;
        let submissions = self
            .names
            .iter()
            .zip(&self.rows)
            .map(|(name, row)| Listed {
                name: name.clone(),
                key: row.as_ref().and_then(|(graded, _)| graded.key.clone()),
                record: row.as_ref().map(|(_, record)| record.clone()),
            })
            .collect();
        BatchIndex { submissions, without_submission: self.without_submission.clone() }.write(&self.out)
    }

    /// `grades.csv`: a row per student of each submission with a record (one row for a
    /// submission nobody is named for), one column per problem of any report, then a row per
    /// student who handed nothing in.
    fn csv(&self) -> Result<Vec<u8>> {
        let mut problems: Vec<String> = Vec::new();
        for report in self.rows().filter_map(|g| g.report.as_ref()) {
            for problem in report.problems() {
                if !problems.contains(&problem.id) {
                    problems.push(problem.id.clone());
                }
            }
        }
        let mut csv = csv::Writer::from_writer(Vec::new());
        let mut header: Vec<String> = FIRST_COLUMNS.map(String::from).to_vec();
        header.extend(problems.iter().cloned());
        header.extend(LAST_COLUMNS.map(String::from));
        csv.write_record(&header)?;
        let nobody = [Student::default()];
        for graded in self.rows() {
            let withheld: Vec<String> =
                graded.found.withheld.iter().map(|w| format!("{} {}", w.problem, w.reason)).collect();
            let grade: Vec<String> = problems
                .iter()
                .map(|p| format!("{:.2}", graded.points(p)))
                .chain([
                    format!("{:.2}", graded.total()),
                    graded.report.as_ref().map_or(String::new(), |r| format!("{:.2}", r.possible())),
                    graded.status.words(),
                    withheld.join("; "),
                    graded.found.outside_edit_summary().join("; "),
                    graded.notes.join(" "),
                ])
                .collect();
            let students = if graded.students.is_empty() { &nobody[..] } else { &graded.students[..] };
            for student in students {
                let named = [&graded.name, &student.name, &student.email, &student.sid];
                csv.write_record(named.into_iter().chain(&grade).map(|text| cell(text)))?;
            }
        }
        for student in &self.without_submission {
            let mut row = vec!["", &student.name, &student.email, &student.sid];
            row.extend(problems.iter().map(|_| ""));
            row.extend(["", "", NO_SUBMISSION, "", "", ""]);
            csv.write_record(row.into_iter().map(cell))?;
        }
        csv.into_inner().context("cannot write grades.csv")
    }

    fn report(&self, name: &str, extension: &str) -> PathBuf {
        self.out.join("reports").join(format!("{}.{extension}", file_stem(name)))
    }
}

/// A file name for the submission `name`: the name itself when it is plain (letters, digits,
/// `.`, `_`, `-`, not hidden, not too long), otherwise its plain characters and a hash of the
/// whole name after a `~`, which no plain name has, so two names never share a file.
pub fn file_stem(name: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
    if !name.is_empty() && name.len() <= 100 && !name.starts_with('.') && name.chars().all(plain) {
        return name.to_owned();
    }
    let kept: String = name.chars().map(|c| if plain(c) { c } else { '_' }).take(60).collect();
    let hash = Fingerprint::default().part(name).hex();
    format!("{}~{}", kept.trim_start_matches('.'), &hash[..16])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(names: &[&str]) -> Vec<String> {
        names.iter().map(|name| name.to_string()).collect()
    }

    /// A row that says which run made it.
    fn made_by(name: &str, run: &str) -> Graded {
        Graded::unusable(name, &format!("graded by the {run} run"), false)
    }

    /// The rows of `grades.csv`, header left out.
    fn csv_rows(out: &Path) -> Vec<String> {
        let csv = fs::read_to_string(out.join("grades.csv")).unwrap();
        csv.lines().skip(1).map(String::from).collect()
    }

    /// A run stopped after one result (its store dropped, as a killed run's would be) leaves
    /// every earlier row that it did not grade again in grades.csv, and batch.json lists the
    /// record each row is from.
    #[test]
    fn a_run_stopped_part_way_keeps_the_rows_it_did_not_grade_again() {
        let out = tempfile::tempdir().unwrap();
        let batch = names(&["ada", "bob", "cy"]);
        let mut first = Store::open(out.path(), &batch).unwrap();
        for (index, name) in batch.iter().enumerate() {
            first.keep(index, made_by(name, "first")).unwrap();
        }
        drop(first);

        let mut second = Store::open(out.path(), &batch).unwrap();
        assert_eq!(second.earlier(2).unwrap().status, made_by("cy", "first").status);
        assert_eq!(csv_rows(out.path()).len(), 3, "an opened store lists the earlier rows at once");
        second.keep(1, made_by("bob", "second")).unwrap();
        drop(second);
        assert_eq!(
            csv_rows(out.path()),
            [
                "ada,,,,0.00,,unusable folder: graded by the first run,,,",
                "bob,,,,0.00,,unusable folder: graded by the second run,,,",
                "cy,,,,0.00,,unusable folder: graded by the first run,,,"
            ]
        );
        let listed = BatchIndex::read(out.path()).unwrap().unwrap();
        assert_eq!(
            listed.submissions.iter().map(|l| l.name.as_str()).collect::<Vec<_>>(),
            ["ada", "bob", "cy"]
        );
        for entry in &listed.submissions {
            let bytes = fs::read(out.path().join(format!("reports/{}.json", entry.name))).unwrap();
            assert_eq!(entry.record.as_deref(), Some(index::fingerprint(&bytes).as_str()), "{}", entry.name);
        }
    }

    /// A submission taken out of the folder keeps its record, which makes no row and is named.
    #[test]
    fn records_of_submissions_not_in_the_batch_make_no_row_and_are_named() {
        let out = tempfile::tempdir().unwrap();
        let everyone = names(&["ada", "bob", "../cy"]);
        let mut first = Store::open(out.path(), &everyone).unwrap();
        for (index, name) in everyone.iter().enumerate() {
            first.keep(index, made_by(name, "first")).unwrap();
        }
        drop(first);
        fs::write(out.path().join("reports/dan.json"), "{ damaged").unwrap();

        let store = Store::open(out.path(), &names(&["bob", "eve"])).unwrap();
        let cy = format!("{}.json", file_stem("../cy"));
        let mut expected = vec!["ada.json".to_owned(), cy, "dan.json".to_owned()];
        expected.sort();
        assert_eq!(store.left_over(), expected);
        assert_eq!(csv_rows(out.path()), ["bob,,,,0.00,,unusable folder: graded by the first run,,,"]);
        assert_eq!(store.rows().count(), 1, "eve has no record yet");
        let listed = BatchIndex::read(out.path()).unwrap().unwrap();
        let entries: Vec<(&str, bool)> =
            listed.submissions.iter().map(|l| (l.name.as_str(), l.record.is_some())).collect();
        assert_eq!(entries, [("bob", true), ("eve", false)]);
    }

    fn student(name: &str, email: &str, sid: &str) -> Student {
        Student::new(name, email, sid)
    }

    /// A group has a row per student, a submission nobody is named for keeps its row, and a
    /// student with nothing handed in has a row with no score; a record of a run before rosters
    /// (no `students`) is read and named; a run without a roster keeps the names.
    #[test]
    fn grades_csv_names_every_student_and_a_row_for_each() {
        let out = tempfile::tempdir().unwrap();
        let batch = names(&["s1", "s2", "s3"]);
        let mut first = Store::open(out.path(), &batch).unwrap();
        for (index, name) in batch.iter().enumerate() {
            first.keep(index, made_by(name, "first")).unwrap();
        }
        drop(first);
        // s1's record as a grade-all before rosters wrote it.
        let old = out.path().join("reports/s1.json");
        let mut record: serde_json::Value = serde_json::from_slice(&fs::read(&old).unwrap()).unwrap();
        record.as_object_mut().unwrap().remove("students");
        fs::write(&old, serde_json::to_string(&record).unwrap()).unwrap();

        let mut second = Store::open(out.path(), &batch).unwrap();
        assert!(second.earlier(0).is_some(), "the old record is read");
        let group = vec![student("Zoë Ñúñez", "zoe@x.edu", "0012"), student("李小龍", "li@x.edu", "1003")];
        let assigned = Assigned {
            students: vec![group.clone(), vec![student("=HYPERLINK(\"x\")", "-eve@x.edu", "+1")], vec![]],
            without_submission: vec![student("Cy", "cy@x.edu", "7")],
            warnings: Vec::new(),
        };
        second.name_students(assigned).unwrap();
        assert_eq!(second.earlier(0).unwrap().students, group, "the record itself names them");
        let kept: Graded = serde_json::from_slice(&fs::read(&old).unwrap()).unwrap();
        assert_eq!(kept.students, group);
        let rows = [
            "s1,Zoë Ñúñez,zoe@x.edu,0012,0.00,,unusable folder: graded by the first run,,,",
            "s1,李小龍,li@x.edu,1003,0.00,,unusable folder: graded by the first run,,,",
            "s2,\"'=HYPERLINK(\"\"x\"\")\",'-eve@x.edu,'+1,0.00,,unusable folder: graded by the first run,,,",
            "s3,,,,0.00,,unusable folder: graded by the first run,,,",
            ",Cy,cy@x.edu,7,,,no submission,,,",
        ];
        assert_eq!(csv_rows(out.path()), rows);
        second.keep(2, made_by("s3", "second")).unwrap();
        drop(second);

        // A run without a roster: the names stay, in the records and grades.csv.
        let mut third = Store::open(out.path(), &batch).unwrap();
        third.keep(0, made_by("s1", "third")).unwrap();
        assert_eq!(third.earlier(0).unwrap().students, group);
        let csv = csv_rows(out.path());
        assert_eq!(csv[0], "s1,Zoë Ñúñez,zoe@x.edu,0012,0.00,,unusable folder: graded by the third run,,,");
        assert_eq!(csv[4], rows[4], "{csv:?}");
        assert_eq!(
            BatchIndex::read(out.path()).unwrap().unwrap().without_submission,
            [student("Cy", "cy@x.edu", "7")]
        );
    }

    #[test]
    fn names_that_are_not_plain_file_names_get_their_own_safe_ones() {
        assert_eq!(file_stem("ada-lovelace_1.2"), "ada-lovelace_1.2");
        let escaped = ["../x", "..", ".hidden", "a/b", "a\\b", "", "é", "x~1"].map(file_stem);
        for (stem, name) in escaped.iter().zip(["../x", "..", ".hidden", "a/b", "a\\b", "", "é", "x~1"]) {
            assert!(!stem.contains('/') && !stem.contains('\\') && !stem.starts_with('.'), "{name}: {stem}");
            assert!(stem.contains('~'), "{name}: {stem}");
        }
        assert_ne!(file_stem("a/b"), file_stem("a_b~"), "an escaped name is no plain one");
        assert_ne!(file_stem("a/b"), file_stem("a\\b"));
    }
}
