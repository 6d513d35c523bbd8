//! What is taken from a submission: only the files students may edit (the allow-list),
//! found at their place in the workspace or, in a flat upload, by their name. Nothing is
//! guessed: a file that cannot be used is graded as handed out, with a note that says why.

use super::folder::{self, Entry, Listing, Unusable};
use crate::digest::Fingerprint;
use std::path::Path;

/// A submission's student files, ready to be written into a pristine workspace.
#[derive(Debug, Default)]
pub struct Submission {
    /// (path from the workspace root, contents) of every allowed file found.
    pub files: Vec<(String, String)>,
    /// Allowed files the submission lacks: they stay as handed out (stubs).
    pub missing: Vec<String>,
    /// Other files in the submission, which are never used (tests, manifests, ...).
    pub ignored: Vec<String>,
    /// What the student should know about how their files were taken: a link not
    /// followed, a file too large, two files of the same name.
    pub notes: Vec<String>,
}

impl Submission {
    /// The code between each pair of markers in the files taken, by problem (a problem with
    /// several regions has them one after the other, a blank line apart); files whose markers
    /// are broken give none.
    pub fn regions(&self) -> std::collections::BTreeMap<String, String> {
        let mut regions = std::collections::BTreeMap::<String, String>::new();
        for (_, text) in &self.files {
            let Ok(found) = crate::stubs::markers::find_regions(text) else { continue };
            let lines: Vec<&str> = text.lines().collect();
            for region in found {
                let code = lines[region.begin + 1..region.end].join("\n");
                let entry = regions.entry(region.problem).or_default();
                if !entry.is_empty() {
                    entry.push_str("\n\n");
                }
                entry.push_str(&code);
            }
        }
        regions
    }

    /// A fingerprint of everything taken: two submissions with the same one grade the same.
    pub fn fingerprint(&self) -> String {
        let mut fingerprint = Fingerprint::default();
        for (path, text) in &self.files {
            fingerprint.file(path, text.as_bytes());
        }
        for note in &self.notes {
            fingerprint.part(note).part([0]);
        }
        fingerprint.hex()
    }
}

/// Collects the allowed files (`allowed`: paths from the workspace root) from `dir`.
pub fn collect(dir: &Path, allowed: &[String]) -> Result<Submission, Unusable> {
    Ok(take(&folder::list(dir)?, allowed))
}

/// Takes the allowed files from a listing.
fn take(listing: &Listing, allowed: &[String]) -> Submission {
    let mut submission = Submission::default();
    let mut used: Vec<&Entry> = Vec::new();
    for path in allowed {
        let name = path.rsplit('/').next().unwrap_or(path);
        let found = match listing.files.iter().find(|f| f.relative == *path) {
            Some(exact) => Ok(exact),
            None => match listing.files.iter().filter(|f| f.name() == name).collect::<Vec<_>>().as_slice() {
                [] => Err(None),
                [only] => Ok(*only),
                many => {
                    let places: Vec<&str> = many.iter().map(|f| f.relative.as_str()).collect();
                    Err(Some(format!(
                        "{} files are named {name} ({}), so none of them was used: put yours at {path}",
                        many.len(),
                        places.join(", ")
                    )))
                }
            },
        };
        match found.map(|file| (file, folder::read_text(file))) {
            Ok((file, Ok(text))) => {
                // Taken with LF endings: CRLF is what an editor on Windows saves, not an edit.
                submission.files.push((path.clone(), crate::text::lf(&text).into_owned()));
                used.push(file);
            }
            Ok((file, Err(why))) => {
                submission.notes.push(format!("{} {why}: it was not used", file.relative));
                used.push(file);
                submission.missing.push(path.clone());
            }
            Err(note) => {
                submission.notes.extend(note);
                submission.missing.push(path.clone());
            }
        }
    }
    // A link or a pipe in the place of a student file is worth a word; elsewhere it is ignored.
    let names: Vec<&str> = allowed.iter().map(|p| p.rsplit('/').next().unwrap_or(p)).collect();
    for skipped in &listing.skipped {
        let name = skipped.relative.rsplit('/').next().unwrap_or(&skipped.relative);
        if names.contains(&name) {
            submission.notes.push(format!("{} {}: it was not used", skipped.relative, skipped.why));
        } else {
            submission.ignored.push(skipped.relative.clone());
        }
    }
    submission.ignored.extend(listing.files.iter().filter(|f| !used.contains(f)).map(|f| f.relative.clone()));
    submission.ignored.sort();
    if !submission.notes.is_empty() {
        submission.notes.push("Each student file that was not used was graded as handed out.".into());
    }
    submission
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    fn allowed() -> Vec<String> {
        [
            "crates/rules/src/rules.rs",
            "crates/strategies/src/strategies.rs",
            "crates/experiments/src/experiments.rs",
        ]
        .map(String::from)
        .to_vec()
    }

    fn write(dir: &Path, relative: &str, text: &str) {
        let path = dir.join(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    #[test]
    fn files_are_found_in_place_or_by_name_and_nothing_else_is_taken() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(root, "crates/rules/src/rules.rs", "rules");
        write(root, "strategies.rs", "flat upload");
        write(root, "tests/suites/p01.rs", "an easier suite");
        let submission = collect(root, &allowed()).unwrap();
        assert_eq!(
            submission.files,
            [
                ("crates/rules/src/rules.rs".to_owned(), "rules".to_owned()),
                ("crates/strategies/src/strategies.rs".to_owned(), "flat upload".to_owned())
            ]
        );
        assert_eq!(submission.missing, ["crates/experiments/src/experiments.rs"]);
        assert_eq!(submission.ignored, ["tests/suites/p01.rs"]);
        assert!(submission.notes.is_empty(), "{:?}", submission.notes);
    }

    #[test]
    fn two_flat_files_of_one_name_are_neither_used() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "old/rules.rs", "old");
        write(dir.path(), "new/rules.rs", "new");
        let submission = collect(dir.path(), &allowed()).unwrap();
        assert!(submission.files.is_empty());
        assert!(submission.missing.contains(&"crates/rules/src/rules.rs".to_owned()));
        assert!(
            submission.notes[0].contains("2 files are named rules.rs (new/rules.rs, old/rules.rs)"),
            "{:?}",
            submission.notes
        );
    }

    /// A link to a grader file, or to /etc/passwd, in the place of a student file is never read.
    #[cfg(unix)]
    #[test]
    fn a_link_in_the_place_of_a_student_file_is_not_followed() {
        let outside = tempfile::tempdir().unwrap();
        write(outside.path(), "secret.rs", "the grader's own file");
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("crates/rules/src")).unwrap();
        let link = dir.path().join("crates/rules/src/rules.rs");
        std::os::unix::fs::symlink(outside.path().join("secret.rs"), link).unwrap();
        std::os::unix::fs::symlink("/etc/passwd", dir.path().join("strategies.rs")).unwrap();
        let submission = collect(dir.path(), &allowed()).unwrap();
        assert!(submission.files.is_empty(), "{:?}", submission.files);
        assert_eq!(submission.missing.len(), 3);
        assert!(
            submission.notes.iter().any(|n| n.contains("rules.rs is a symbolic link")),
            "{:?}",
            submission.notes
        );
        assert!(submission.notes.iter().any(|n| n.starts_with("strategies.rs is a symbolic link")));
    }

    /// Opening a FIFO for reading waits for a writer: it must never be opened.
    #[cfg(unix)]
    #[test]
    fn a_pipe_in_the_place_of_a_student_file_is_not_opened() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("rules.rs");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
        assert!(made.success());
        let submission = collect(dir.path(), &allowed()).unwrap();
        assert!(submission.files.is_empty());
        assert!(submission.notes[0].contains("is not a regular file"), "{:?}", submission.notes);
    }

    #[test]
    fn a_file_of_two_megabytes_is_not_taken() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "rules.rs", &"// padding\n".repeat(200_000));
        let submission = collect(dir.path(), &allowed()).unwrap();
        assert!(submission.files.is_empty());
        assert!(submission.notes[0].starts_with("rules.rs is too large (2.2 MB"), "{:?}", submission.notes);
    }

    #[test]
    fn a_tree_of_many_thousand_files_is_unusable() {
        let dir = tempfile::tempdir().unwrap();
        for n in 0..folder::MAX_ENTRIES + 1 {
            let sub = dir.path().join(format!("d{}", n / 500));
            fs::create_dir_all(&sub).unwrap();
            fs::write(sub.join(format!("{n}.txt")), "").unwrap();
        }
        let unusable = collect(dir.path(), &allowed()).unwrap_err();
        assert!(unusable.0.contains("more than 5000 files and folders"), "{unusable}");
    }
}
