//! What is taken from a submission: only the files students may edit (the allow-list),
//! found at their place in the workspace or, in a flat upload, by their name.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::Result;

/// A submission's student files, ready to be written into a pristine workspace.
#[derive(Debug, Default)]
pub struct Submission {
    /// (path from the workspace root, contents) of every allowed file found.
    pub files: Vec<(String, String)>,
    /// Allowed files the submission lacks: they stay as handed out (stubs).
    pub missing: Vec<String>,
    /// Other files in the submission, which are never used (tests, manifests, ...).
    pub ignored: Vec<String>,
}

/// The largest student file taken; anything larger is not a hand-written solution.
const MAX_FILE: u64 = 1 << 20;

/// Collects the allowed files (`allowed`: paths from the workspace root) from `dir`.
pub fn collect(dir: &Path, allowed: &[String]) -> Result<Submission> {
    let every_file = crate::workspace::files(dir, &[])?;
    let mut submission = Submission::default();
    let mut used = Vec::new();
    for path in allowed {
        let name = Path::new(path).file_name().unwrap_or_default();
        let exact = dir.join(path);
        let found = if exact.is_file() {
            Some(exact)
        } else {
            let by_name: Vec<&PathBuf> = every_file.iter().filter(|f| f.file_name() == Some(name)).collect();
            match by_name.as_slice() {
                [only] => Some((*only).clone()),
                _ => None, // none, or ambiguous: nothing is guessed
            }
        };
        match found {
            Some(file) if fs::metadata(&file)?.len() <= MAX_FILE => {
                let text = String::from_utf8_lossy(&fs::read(&file)?).into_owned();
                submission.files.push((path.clone(), text));
                used.push(file);
            }
            _ => submission.missing.push(path.clone()),
        }
    }
    submission.ignored = every_file
        .iter()
        .filter(|f| !used.contains(f))
        .map(|f| f.strip_prefix(dir).unwrap_or(f).display().to_string())
        .collect();
    Ok(submission)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_found_in_place_or_by_name_and_nothing_else_is_taken() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        fs::create_dir_all(root.join("crates/rules/src")).unwrap();
        fs::write(root.join("crates/rules/src/rules.rs"), "rules").unwrap();
        fs::write(root.join("strategies.rs"), "flat upload").unwrap();
        fs::create_dir_all(root.join("tests/src")).unwrap();
        fs::write(root.join("tests/src/p01.rs"), "an easier suite").unwrap();
        let allowed: Vec<String> = [
            "crates/rules/src/rules.rs",
            "crates/strategies/src/strategies.rs",
            "crates/experiments/src/experiments.rs",
        ]
        .map(String::from)
        .to_vec();
        let submission = collect(root, &allowed).unwrap();
        assert_eq!(
            submission.files,
            [
                ("crates/rules/src/rules.rs".to_owned(), "rules".to_owned()),
                ("crates/strategies/src/strategies.rs".to_owned(), "flat upload".to_owned())
            ]
        );
        assert_eq!(submission.missing, ["crates/experiments/src/experiments.rs"]);
        assert_eq!(submission.ignored, ["tests/src/p01.rs"]);
    }
}
