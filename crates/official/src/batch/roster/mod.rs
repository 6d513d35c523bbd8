//! Who handed in each submission: the batch's roster, so that `grades.csv`, the records and
//! the class report name the students beside each folder, and the gradebook can be matched.
//!
//! Two sources, both optional, read from the submissions folder:
//! - `submission_metadata.yml`, which Gradescope's *Download Submissions* export holds: each
//!   submission folder's `:submitters:` (`metadata.rs`);
//! - `roster.csv` (columns `folder,name,email,sid`), or the file given with `--roster`, which
//!   names folders the metadata does not (or corrects it) and, in rows with an empty `folder`,
//!   lists the students who handed nothing in (`table.rs`).
//!
//! Both live in an export someone else made, so they are untrusted: each is read without
//! following a link, within [`MAX_SIZE`], the YAML within serde-saphyr's limits of depth, nodes
//! and aliases, and every text is cleaned of control and direction characters
//! ([`clean`]). A source that cannot be read is a warning that says what was wrong, where, and
//! what to do: grading goes on, and a folder nobody is named for keeps its row.

pub mod metadata;
pub mod table;

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::a_few;

/// The largest roster file read: a class of thousands is a few MB.
pub const MAX_SIZE: u64 = 32 << 20;

/// The longest name, email or SID kept, in characters; longer ones are cut with `…`.
pub const MAX_TEXT: usize = 200;

/// One student of a submission.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Student {
    /// The name, as the roster writes it.
    pub name: String,
    /// The email address: Canvas's SIS login where the gradebook is matched.
    pub email: String,
    /// The student id (SID): Canvas's SIS user id.
    pub sid: String,
}

impl Student {
    /// A student with each text [`clean`]ed.
    pub fn new(name: &str, email: &str, sid: &str) -> Student {
        Student { name: clean(name), email: clean(email), sid: clean(sid) }
    }

    /// Whether the roster said anything of this student.
    pub fn is_known(&self) -> bool {
        !(self.name.is_empty() && self.email.is_empty() && self.sid.is_empty())
    }

    /// What identifies the student in an LMS: the SID, or else the email in lowercase.
    pub fn identity(&self) -> Option<String> {
        if !self.sid.is_empty() {
            Some(format!("sid {}", self.sid))
        } else if !self.email.is_empty() {
            Some(format!("email {}", self.email.to_lowercase()))
        } else {
            None
        }
    }
}

impl fmt::Display for Student {
    /// The name, or else the email, or else the SID.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = [&self.name, &self.email, &self.sid].into_iter().find(|text| !text.is_empty());
        f.write_str(shown.map_or("(no name)", String::as_str))
    }
}

/// `text` fit to print and to keep: trimmed, each control or text-direction character (which
/// could move a terminal's cursor or reorder what a reader sees) replaced by `�`, and at most
/// [`MAX_TEXT`] characters. Letters of any script stay as they are.
pub fn clean(text: &str) -> String {
    let direction = |c: char| matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    let cleaned: String =
        text.trim().chars().map(|c| if c.is_control() || direction(c) { '\u{fffd}' } else { c }).collect();
    match cleaned.char_indices().nth(MAX_TEXT) {
        Some((end, _)) => format!("{}…", &cleaned[..end]),
        None => cleaned,
    }
}

/// The students of a batch, by submission folder, and those without one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Roster {
    /// Each folder's students, in the order the source lists them.
    pub by_folder: BTreeMap<String, Vec<Student>>,
    /// Students listed with no folder: on the roster, with nothing handed in.
    pub without_folder: Vec<Student>,
    /// The files it was read from, for messages.
    pub sources: Vec<String>,
}

/// What [`find`] read, and what the instructor must be told of it.
#[derive(Debug, Default)]
pub struct Found {
    /// The roster, when some source could be read.
    pub roster: Option<Roster>,
    /// One sentence each: a source that could not be read, a row left out.
    pub warnings: Vec<String>,
}

/// The roster of the submissions in `submissions`: its `submission_metadata.yml`, then
/// `given` (`--roster FILE`) or else its `roster.csv`, whose folders override the metadata's.
pub fn find(submissions: &Path, given: Option<&Path>) -> Found {
    let mut found = Found::default();
    let mut roster = Roster::default();
    let yml = submissions.join(metadata::FILE);
    if let Some(text) = read_source(&yml, false, &mut found.warnings) {
        match metadata::parse(&text) {
            Ok(by_folder) => {
                roster.by_folder = by_folder;
                roster.sources.push(yml.display().to_string());
            }
            Err(why) => found.warnings.push(format!(
                "{} cannot be read: {why}. Its students are not named; mend the file (a fresh export from \
                 Gradescope's Review Grades page), or name them in a roster.csv (folder,name,email,sid) beside it or \
                 given with --roster",
                yml.display()
            )),
        }
    }
    let csv = given.map_or_else(|| submissions.join(table::FILE), Path::to_path_buf);
    if let Some(text) = read_source(&csv, given.is_some(), &mut found.warnings) {
        match table::parse(&text) {
            Ok(read) => {
                found.warnings.extend(read.skipped.iter().map(|why| format!("{}: {why}", csv.display())));
                let overridden: Vec<String> = read
                    .by_folder
                    .iter()
                    .filter(|(folder, students)| roster.by_folder.get(*folder).is_some_and(|had| had != *students))
                    .map(|(folder, _)| folder.clone())
                    .collect();
                if !overridden.is_empty() {
                    found.warnings.push(format!(
                        "{} names other students than {} for {}: the roster.csv rows are used",
                        csv.display(),
                        metadata::FILE,
                        a_few(&overridden)
                    ));
                }
                roster.by_folder.extend(read.by_folder);
                roster.without_folder = read.without_folder;
                roster.sources.push(csv.display().to_string());
            }
            Err(why) => found.warnings.push(format!(
                "{} cannot be read: {why}. Its students are not named; write it as a header `folder,name,email,sid` \
                 and one row per student",
                csv.display()
            )),
        }
    }
    if !roster.sources.is_empty() {
        found.roster = Some(roster);
    }
    found
}

/// The text of the roster file at `path`; none when it is not there (a warning when it was
/// `expected`: given on the command line), or is there but cannot be used (a warning).
fn read_source(path: &Path, expected: bool, warnings: &mut Vec<String>) -> Option<String> {
    match std::fs::symlink_metadata(path) {
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            if expected {
                warnings.push(format!("{} does not exist: no student is named from it", path.display()));
            }
            return None;
        }
        _ => {}
    }
    match hog_engine::intake::folder::read_limited(path, MAX_SIZE, "") {
        Ok(text) => Some(text),
        Err(why) => {
            warnings.push(format!(
                "{} {why}: no student is named from it; replace it with the file itself, as exported",
                path.display()
            ));
            None
        }
    }
}

/// The roster laid over a batch: each submission's students, who is left without one, and
/// what the instructor must be told.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Assigned {
    /// The students of each submission of the batch, in its order (none for a folder the
    /// roster does not name).
    pub students: Vec<Vec<Student>>,
    /// The students on the roster with no submission in the batch.
    pub without_submission: Vec<Student>,
    /// One sentence each: folders nobody is named for, students named twice.
    pub warnings: Vec<String>,
}

impl Roster {
    /// The students of each of `names` (the batch's submissions, in its order).
    pub fn assign(&self, names: &[String]) -> Assigned {
        let mut assigned = Assigned::default();
        let mut unnamed = Vec::new();
        for name in names {
            let students = self.by_folder.get(name).cloned().unwrap_or_default();
            if students.is_empty() {
                unnamed.push(name.clone());
            }
            assigned.students.push(students);
        }
        let sources = self.sources.join(" and ");
        if !unnamed.is_empty() {
            assigned.warnings.push(format!(
                "no student in {sources} for {} ({} of {} submissions). Their rows in grades.csv have no name, and \
                 the gradebook leaves them out; add a row `folder,name,email,sid` for each to roster.csv (beside the \
                 submissions, or given with --roster) and run grade-all again, which grades nothing again",
                a_few(&unnamed),
                unnamed.len(),
                names.len()
            ));
        }
        let gone: Vec<String> =
            self.by_folder.keys().filter(|folder| !names.contains(folder)).cloned().collect();
        if !gone.is_empty() {
            assigned.warnings.push(format!(
                "{sources} names folders that are not submissions here: {}. Their students are listed with no \
                 submission",
                a_few(&gone)
            ));
        }
        let mut without = self.without_folder.clone();
        without.extend(gone.iter().flat_map(|folder| self.by_folder[folder].iter().cloned()));
        // A student named with a submission has one, whatever another row says.
        let with: Vec<Option<String>> = assigned.students.iter().flatten().map(Student::identity).collect();
        without.retain(|student| student.identity().is_none() || !with.contains(&student.identity()));
        assigned.without_submission = without;
        let mut seen: BTreeMap<String, Vec<&str>> = BTreeMap::new();
        for (name, students) in names.iter().zip(&assigned.students) {
            for identity in students.iter().filter_map(Student::identity) {
                seen.entry(identity).or_default().push(name);
            }
        }
        let twice: Vec<String> = seen
            .iter()
            .filter(|(_, folders)| folders.len() > 1)
            .map(|(identity, folders)| format!("{identity} in {}", folders.join(" and ")))
            .collect();
        if !twice.is_empty() {
            assigned.warnings.push(format!(
                "students named for more than one submission: {}. Each row keeps its grade; the gradebook takes \
                 the highest",
                a_few(&twice)
            ));
        }
        assigned
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, file: &str, text: &str) {
        std::fs::write(dir.join(file), text).unwrap();
    }

    #[test]
    fn text_is_cleaned_of_what_moves_a_terminal_or_reorders_a_line() {
        assert_eq!(clean("  Zoë Ñúñez "), "Zoë Ñúñez");
        assert_eq!(clean("李小龍"), "李小龍");
        assert_eq!(clean("Eve\u{1b}[2J\u{202e}gnp.exe\n"), "Eve\u{fffd}[2J\u{fffd}gnp.exe");
        let long = clean(&"a".repeat(10_000));
        assert_eq!(long.chars().count(), MAX_TEXT + 1);
        assert!(long.ends_with('…'));
    }

    #[test]
    fn the_metadata_names_folders_and_roster_csv_corrects_and_completes_it() {
        let dir = tempfile::tempdir().unwrap();
        write(
            dir.path(),
            metadata::FILE,
            "submission_1:\n  :submitters:\n  - :name: Ada\n    :email: ada@x.edu\n    :sid: '1'\n\
             submission_2:\n  :submitters:\n  - :name: Wrong\n    :sid: 9\n",
        );
        write(
            dir.path(),
            table::FILE,
            "folder,name,email,sid\nsubmission_2,Bob,bob@x.edu,2\n,Cy,cy@x.edu,3\n",
        );
        let found = find(dir.path(), None);
        assert_eq!(found.warnings.len(), 1, "{:?}", found.warnings);
        assert!(
            found.warnings[0].contains("submission_2: the roster.csv rows are used"),
            "{:?}",
            found.warnings
        );
        let roster = found.roster.unwrap();
        let names = ["submission_1", "submission_2", "submission_3"].map(String::from);
        let assigned = roster.assign(&names);
        let named: Vec<Vec<&str>> =
            assigned.students.iter().map(|s| s.iter().map(|s| s.name.as_str()).collect()).collect();
        assert_eq!(named, [vec!["Ada"], vec!["Bob"], vec![]]);
        assert_eq!(assigned.without_submission, [Student::new("Cy", "cy@x.edu", "3")]);
        let [unnamed] = &assigned.warnings[..] else { panic!("{:?}", assigned.warnings) };
        assert!(
            unnamed.starts_with("no student in ")
                && unnamed.contains(" for submission_3 (1 of 3 submissions)."),
            "{unnamed}"
        );
    }

    #[test]
    fn a_source_that_cannot_be_read_is_a_warning_and_the_other_is_used() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), metadata::FILE, "submission_1: [unclosed\n");
        write(dir.path(), table::FILE, "folder,name,email,sid\nsubmission_1,Ada,ada@x.edu,1\n");
        let found = find(dir.path(), None);
        let [said] = &found.warnings[..] else { panic!("{:?}", found.warnings) };
        assert!(said.contains("submission_metadata.yml cannot be read: ") && said.contains("line"), "{said}");
        assert_eq!(found.roster.unwrap().by_folder["submission_1"][0].name, "Ada");

        let missing = dir.path().join("nowhere.csv");
        let found = find(tempfile::tempdir().unwrap().path(), Some(&missing));
        assert!(found.roster.is_none());
        assert!(found.warnings[0].ends_with("nowhere.csv does not exist: no student is named from it"));
        assert!(
            find(tempfile::tempdir().unwrap().path(), None).warnings.is_empty(),
            "no roster is no warning"
        );
    }

    /// The roster is in an export someone else made: a link to a file elsewhere is not followed,
    /// a pipe is not waited on, a huge file is not read.
    #[cfg(unix)]
    #[test]
    fn a_roster_that_is_a_link_a_pipe_or_huge_is_not_read() {
        let dir = tempfile::tempdir().unwrap();
        let elsewhere = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(elsewhere.path(), "folder,name,email,sid\nsubmission_1,Secret,s@x.edu,1\n").unwrap();
        std::os::unix::fs::symlink(elsewhere.path(), dir.path().join(table::FILE)).unwrap();
        let made =
            std::process::Command::new("mkfifo").arg(dir.path().join(metadata::FILE)).status().unwrap();
        assert!(made.success());
        let found = find(dir.path(), None);
        assert!(found.roster.is_none(), "{:?}", found.roster);
        assert_eq!(found.warnings.len(), 2, "{:?}", found.warnings);
        assert!(
            found.warnings.iter().all(|said| said.contains("no student is named from it")),
            "{:?}",
            found.warnings
        );

        let huge = tempfile::tempdir().unwrap();
        let file = std::fs::File::create(huge.path().join(table::FILE)).unwrap();
        file.set_len(MAX_SIZE + 1).unwrap();
        let found = find(huge.path(), None);
        assert!(found.warnings[0].contains("too large"), "{:?}", found.warnings);
    }

    #[test]
    fn a_student_named_for_two_folders_is_a_warning() {
        let mut roster = Roster::default();
        roster.sources.push("roster.csv".into());
        let ada = Student::new("Ada", "ADA@x.edu", "");
        roster.by_folder.insert("a".into(), vec![ada.clone()]);
        roster.by_folder.insert("b".into(), vec![Student::new("Ada L.", "ada@x.edu", "")]);
        roster.without_folder.push(ada);
        let assigned = roster.assign(&["a".into(), "b".into()]);
        assert!(assigned.without_submission.is_empty(), "she handed in: {:?}", assigned.without_submission);
        let [said] = &assigned.warnings[..] else { panic!("{:?}", assigned.warnings) };
        assert!(said.contains("email ada@x.edu in a and b"), "{said}");
    }
}
