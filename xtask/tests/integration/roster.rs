//! A class as Gradescope's *Download Submissions* export lays it out, graded with its
//! `submission_metadata.yml`: every row named (a group's two students, a non-ASCII name), a
//! folder the metadata forgets kept with no name, then the gradebook read back by a CSV
//! reader with the header Canvas expects and the scores of `grades.csv`.

use std::collections::BTreeMap;
use std::fs;

use hog_official::batch::{self, Batch, roster};
use hog_official::gradebook::{self, Format};

use crate::common::{RULES, copy_with_answers, solution, write};

/// The metadata of the export: a group, a student named in two scripts, and a student whose
/// folder is not in the export.
const METADATA: &str = "\
submission_101:
  :submitters:
  - :name: Ada Lovelace
    :sid: '1001'
    :email: ada@example.edu
  - :name: Charles Babbage
    :sid: '1002'
    :email: charles@example.edu
  :created_at: 2025-03-01 12:00:00.000000000 -08:00
  :score: 0.0
submission_102:
  :submitters:
  - :name: Zoë Ñúñez 李
    :sid: 0034
    :email: zoe@example.edu
submission_104:
  :submitters:
  - :name: Grace Hopper
    :sid: '1005'
    :email: grace@example.edu
";

/// The rows of a CSV file, header first, as a CSV reader reads them.
fn rows(bytes: &[u8]) -> Vec<Vec<String>> {
    let mut reader = csv::ReaderBuilder::new().has_headers(false).from_reader(bytes);
    reader.records().map(|row| row.unwrap().iter().map(String::from).collect()).collect()
}

#[test]
fn an_export_is_graded_with_every_row_named_and_its_gradebook_has_the_same_scores() {
    let root = hog_engine::environment::root().unwrap();
    let checkout = copy_with_answers(&root);
    let export = tempfile::tempdir().unwrap();
    let dir = |name: &str| export.path().join(name);
    for path in hog_engine::intake::allowed_files(checkout.path()).unwrap() {
        write(&dir("submission_101"), &path, &solution(&root, &path));
    }
    // A flat upload of rules.rs alone.
    write(&dir("submission_102"), "rules.rs", &solution(&root, RULES));
    // A folder the metadata forgets, handing in nothing of use.
    write(&dir("submission_103"), "notes.txt", "nothing of use");
    fs::write(export.path().join(roster::metadata::FILE), METADATA).unwrap();

    let found = roster::find(export.path(), None);
    assert!(found.warnings.is_empty(), "{:?}", found.warnings);
    let dirs = batch::submission_dirs(export.path()).unwrap();
    let out = tempfile::tempdir().unwrap();
    let batch = Batch {
        out: out.path().to_path_buf(),
        workers: 2,
        regrade: false,
        builds: Some(root.join("target/sandbox")),
        roster: found.roster,
    };
    let progress = hog_official::batch::ProgressBar::hidden();
    let done = batch::grade_all(
        &hog_engine::environment::Places::for_root(checkout.path()),
        &dirs,
        &batch,
        |_| {},
        &progress,
    )
    .unwrap();
    assert_eq!(done.rows.len(), 3, "every submission has a row");
    let said = done.roster_warnings.join("\n");
    assert!(said.contains(" for submission_103 (1 of 3 submissions)."), "{said}");
    assert!(said.contains("names folders that are not submissions here: submission_104."), "{said}");
    assert_eq!(done.rows[0].who(), "submission_101 (Ada Lovelace, Charles Babbage)");
    assert_eq!(done.rows[1].students[0].name, "Zoë Ñúñez 李");
    assert_eq!(done.rows[1].students[0].sid, "0034", "a SID keeps its leading zeros");

    // grades.csv: a row per student, the group's two sharing a grade, the forgotten folder kept
    // unnamed, and the student whose folder is not there listed with no score.
    let grades = rows(&fs::read(out.path().join("grades.csv")).unwrap());
    let header = &grades[0];
    assert_eq!(header[..4], ["submission", "name", "email", "sid"]);
    let at = |name: &str| header.iter().position(|h| h == name).unwrap();
    let (total, status) = (at("total"), at("status"));
    let named: Vec<(&str, &str, &str)> =
        grades[1..].iter().map(|r| (r[0].as_str(), r[1].as_str(), r[status].as_str())).collect();
    assert_eq!(
        named,
        [
            ("submission_101", "Ada Lovelace", "graded"),
            ("submission_101", "Charles Babbage", "graded"),
            ("submission_102", "Zoë Ñúñez 李", "graded"),
            ("submission_103", "", "graded"),
            ("", "Grace Hopper", "no submission"),
        ]
    );
    assert_eq!(grades[1][total], grades[2][total], "a group shares its grade");
    assert_ne!(grades[1][total], grades[3][total], "full marks and rules.rs alone differ");
    assert_eq!(grades[5][total], "", "no submission is no score, not zero");

    // The records name the students too: the class report reads them.
    let record: batch::Graded =
        serde_json::from_slice(&fs::read(out.path().join("reports/submission_101.json")).unwrap()).unwrap();
    assert_eq!(record.students.len(), 2);

    // Canvas's import, read back: its header, the points row, and grades.csv's scores.
    let book = gradebook::read(out.path()).unwrap();
    let canvas = rows(&book.csv(Format::Canvas, "Hog").unwrap());
    assert_eq!(canvas[0], ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Hog"]);
    assert_eq!(canvas[1][0], "    Points Possible");
    let possible = grades[1][at("possible")].clone();
    assert_eq!(canvas[1][5], possible);
    let expected: BTreeMap<&str, &str> =
        grades[1..].iter().filter(|r| !r[3].is_empty()).map(|r| (r[3].as_str(), r[total].as_str())).collect();
    let exported: BTreeMap<&str, &str> = canvas[2..].iter().map(|r| (r[2].as_str(), r[5].as_str())).collect();
    assert_eq!(exported, expected, "by SID, the scores of grades.csv");
    assert_eq!(canvas.len(), 2 + 4, "every named student; the unnamed folder cannot be matched");
    for row in &canvas[2..] {
        let student = grades[1..].iter().find(|g| g[3] == row[2]).unwrap();
        assert_eq!(
            (&row[0], &row[3]),
            (&student[1], &student[2]),
            "name and email (SIS login) beside the SID"
        );
    }
    let warned = book.warnings.join("\n");
    assert!(
        warned.contains("no submission from Grace Hopper on the roster: their score is empty, not zero"),
        "{warned}"
    );
    assert!(warned.contains("no student is named for them to be matched by: submission_103"), "{warned}");

    let plain = rows(&book.csv(Format::Csv, "").unwrap());
    assert_eq!(plain[0], ["email", "sid", "score"]);
    let by_email: BTreeMap<&str, &str> = plain[1..].iter().map(|r| (r[0].as_str(), r[2].as_str())).collect();
    assert_eq!(by_email["zoe@example.edu"], grades[3][total]);
    assert_eq!(by_email["grace@example.edu"], "");
}
