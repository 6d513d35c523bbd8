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

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use super::Graded;
use crate::digest::Fingerprint;

/// The results of one batch, in its folder.
pub struct Store {
    out: PathBuf,
    /// This run's rows, by the submission's place in the batch.
    rows: Vec<Option<Graded>>,
}

impl Store {
    /// The store in `out`, for a batch of `count` submissions; made if need be.
    pub fn open(out: &Path, count: usize) -> Result<Self> {
        let reports = out.join("reports");
        fs::create_dir_all(&reports).with_context(|| {
            format!("cannot make {}: give --out a folder that can be written", reports.display())
        })?;
        Ok(Store { out: out.to_path_buf(), rows: vec![None; count] })
    }

    /// What an earlier run kept for the submission `name`, if it kept anything readable.
    pub fn earlier(&self, name: &str) -> Option<Graded> {
        let text = fs::read_to_string(self.report(name, "json")).ok()?;
        serde_json::from_str::<Graded>(&text).ok().filter(|graded| graded.name == name)
    }

    /// Keeps `graded`, the submission at `index` of the batch: its reports, then the new
    /// `grades.csv`.
    pub fn keep(&mut self, index: usize, graded: Graded) -> Result<()> {
        write_atomically(&self.report(&graded.name, "txt"), graded.text.as_bytes())?;
        write_atomically(
            &self.report(&graded.name, "json"),
            serde_json::to_string_pretty(&graded)?.as_bytes(),
        )?;
        self.keep_row(index, graded)
    }

    /// Puts `graded`, whose reports are already on disk, into `grades.csv`.
    pub fn keep_row(&mut self, index: usize, graded: Graded) -> Result<()> {
        self.rows[index] = Some(graded);
        write_atomically(&self.out.join("grades.csv"), &self.csv()?)
    }

    /// The rows of this run, in the batch's order (those done so far).
    pub fn rows(&self) -> impl Iterator<Item = &Graded> {
        self.rows.iter().flatten()
    }

    /// `grades.csv`: one row per submission done, one column per problem of any report.
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
        let mut header = vec!["submission".to_owned()];
        header.extend(problems.iter().cloned());
        header.extend(["total", "status", "withheld", "edited_outside_regions", "notes"].map(String::from));
        csv.write_record(&header)?;
        for graded in self.rows() {
            let mut row = vec![graded.name.clone()];
            row.extend(problems.iter().map(|p| format!("{:.2}", graded.points(p))));
            let withheld: Vec<String> =
                graded.found.withheld.iter().map(|w| format!("{} {}", w.problem, w.reason)).collect();
            row.extend([
                format!("{:.2}", graded.total()),
                graded.status.words(),
                withheld.join("; "),
                graded.found.outside_edit_summary().join("; "),
                graded.notes.join(" "),
            ]);
            csv.write_record(&row)?;
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

/// Writes `bytes` to `path` whole or not at all: a temporary file in the same folder,
/// renamed over `path`.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    let folder = path.parent().unwrap_or(Path::new("."));
    let cannot = || format!("cannot write {}", path.display());
    let mut file = tempfile::NamedTempFile::new_in(folder).with_context(cannot)?;
    file.write_all(bytes).with_context(cannot)?;
    file.as_file().sync_all().with_context(cannot)?;
    file.persist(path).map_err(|e| e.error).with_context(cannot)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn a_file_written_atomically_replaces_the_old_one_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("grades.csv");
        write_atomically(&path, b"old").unwrap();
        write_atomically(&path, b"new").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
