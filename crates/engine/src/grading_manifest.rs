//! The release's record of its grading files, so grading can tell a student who edited
//! a test or a snapshot (by mistake or not) which files differ, and of the student files as
//! handed out, so grading can put the student's regions into the original text around them.
//! A text file is hashed with LF endings ([`crate::text`]): a checkout with CRLF ones holds
//! the files as given.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use anyhow::{Context, Result};

/// Where the manifest lives in a release, from the workspace root.
pub const PATH: &str = "tests/grading-manifest.json";

/// The folders and files whose every file is recorded: what grades, not what students write
/// (the root manifest is the suites' package; `tests` holds its code, the suite binary and
/// the data grading checks against: this manifest, the known mistakes and the leaderboard's
/// baselines; `editions` holds the edition's suites; `locales` the words the reports say).
const RECORDED: &[&str] = &[
    "Cargo.toml",
    "tests",
    "editions",
    "locales",
    "crates/grader",
    "crates/i18n",
    "crates/engine",
    "xtask",
    ".cargo",
];

/// Path (from the root, with `/`) to SHA-256 of each recorded file, its text with LF endings.
pub type Hashes = BTreeMap<String, String>;

/// What a release records.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct GradingManifest {
    /// The grading files' hashes.
    pub grading_files: Hashes,
    /// Each student file's text as handed out, by its path.
    pub handed_out: BTreeMap<String, String>,
}

/// Hashes every recorded file under `root`.
pub fn record(root: &Path) -> Result<Hashes> {
    let mut manifest = Hashes::new();
    for entry in RECORDED {
        for path in crate::workspace::files(&root.join(entry), &[])? {
            let bytes = fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
            let name = path.strip_prefix(root).unwrap_or(&path).to_string_lossy().replace('\\', "/");
            let hash = crate::digest::Fingerprint::default().part(crate::text::lf_bytes(&bytes)).hex();
            manifest.insert(name, hash);
        }
    }
    manifest.remove(PATH);
    Ok(manifest)
}

/// Writes the manifest of `root` into it: a release does, as it is made.
pub fn write(root: &Path) -> Result<()> {
    let mut handed_out = BTreeMap::new();
    for file in crate::workspace::student_files(root)? {
        handed_out.insert(crate::workspace::display(root, &file), crate::text::read(&file)?);
    }
    let manifest = GradingManifest { grading_files: record(root)?, handed_out };
    // Its folder holds data only, which a release of an edition without known mistakes lacks:
    // the writer makes it.
    crate::atomic::write(&root.join(PATH), (serde_json::to_string_pretty(&manifest)? + "\n").as_bytes())
}

/// The manifest of `root`, or `None` when there is none (an instructor's workspace).
fn read(root: &Path) -> Result<Option<GradingManifest>> {
    let Ok(text) = fs::read_to_string(root.join(PATH)) else { return Ok(None) };
    let manifest = serde_json::from_str(&text).with_context(|| {
        format!("the grading manifest {PATH} is damaged: restore it from your course's copy")
    })?;
    Ok(Some(manifest))
}

/// The student files as handed out, by path; none without a manifest.
pub fn recorded_student_files(root: &Path) -> Result<Vec<(String, String)>> {
    Ok(read(root)?.map(|m| m.handed_out.into_iter().collect()).unwrap_or_default())
}

/// The grading files that differ from the manifest (edited, removed or added), or none
/// when there is no manifest (an instructor's workspace).
pub fn changed_files(root: &Path) -> Result<Vec<String>> {
    let Some(manifest) = read(root)? else { return Ok(Vec::new()) };
    let recorded = manifest.grading_files;
    let now = record(root)?;
    let mut changed: Vec<String> = recorded
        .iter()
        .filter(|(path, hash)| now.get(*path) != Some(hash))
        .map(|(path, _)| path.clone())
        .collect();
    changed.extend(now.keys().filter(|path| !recorded.contains_key(*path)).cloned());
    changed.sort();
    Ok(changed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edited_added_and_removed_files_are_named() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        fs::create_dir_all(root.join("tests/suites")).unwrap();
        fs::write(root.join("tests/suites/p01.rs"), "case").unwrap();
        fs::write(root.join("tests/suites/p02.rs"), "case").unwrap();
        write(root).unwrap();
        assert!(changed_files(root).unwrap().is_empty());
        fs::write(root.join("tests/suites/p01.rs"), "easier case").unwrap();
        fs::remove_file(root.join("tests/suites/p02.rs")).unwrap();
        fs::write(root.join("tests/suites/p03.rs"), "new").unwrap();
        assert_eq!(
            changed_files(root).unwrap(),
            ["tests/suites/p01.rs", "tests/suites/p02.rs", "tests/suites/p03.rs"]
        );
    }

    /// A checkout with CRLF line endings (Git for Windows's default) holds the grading files
    /// as given; an edit is still one, and so are changed bytes of a file that is not text.
    #[test]
    fn grading_files_with_crlf_endings_are_not_named_but_an_edit_is() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        fs::create_dir_all(root.join("tests/suites")).unwrap();
        fs::write(root.join("tests/suites/p01.rs"), "fn case() {\n    check(10);\n}\n").unwrap();
        fs::write(root.join("tests/suites/p02.rs"), "fn case() {\n    check(2);\n}\n").unwrap();
        fs::write(root.join("tests/suites/dice.png"), b"\x89PNG\n\xff").unwrap();
        write(root).unwrap();
        for file in ["tests/suites/p01.rs", "tests/suites/p02.rs"] {
            let text = fs::read_to_string(root.join(file)).unwrap();
            fs::write(root.join(file), text.replace('\n', "\r\n")).unwrap();
        }
        assert_eq!(changed_files(root).unwrap(), Vec::<String>::new(), "line endings are no edit");
        fs::write(root.join("tests/suites/p01.rs"), "fn case() {\r\n    check(11);\r\n}\r\n").unwrap();
        fs::write(root.join("tests/suites/dice.png"), b"\x89PNG\r\n\xff").unwrap();
        assert_eq!(changed_files(root).unwrap(), ["tests/suites/dice.png", "tests/suites/p01.rs"]);
    }
}
