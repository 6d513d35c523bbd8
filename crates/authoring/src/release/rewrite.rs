//! Taking the instructor features out of a student release: `solution` (the reference
//! compiled in), `hidden` (the hidden cases) and `instructor` (the instructors' commands).
//! A release's files know nothing of them, so students build none of their code.

mod cargo_toml;
mod cfg;
mod sources;

use std::fs;
use std::path::{Component, Path, PathBuf};

use anyhow::{Context, Result};

use hog_engine::workspace;

/// The features a release leaves out.
pub const INSTRUCTOR_FEATURES: &[&str] = &["solution", "hidden", "instructor"];

/// Rewrites every manifest and Rust source under `dir` without the instructor features, and
/// deletes the files of the modules that only exist under them.
pub fn tree(dir: &Path) -> Result<()> {
    let mut removed_modules = Vec::new();
    for path in workspace::files(dir, &[])? {
        let name = path.strip_prefix(dir).unwrap_or(&path);
        let read = || fs::read_to_string(&path).with_context(|| format!("cannot read {}", name.display()));
        if path.file_name().is_some_and(|n| n == "Cargo.toml") {
            fs::write(&path, cargo_toml::strip(&read()?, name)?)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            let stripped = sources::strip(&read()?, name)?;
            if stripped.gone {
                fs::remove_file(&path)?;
                continue;
            }
            fs::write(&path, stripped.text)?;
            let folder = path.parent().unwrap_or(dir);
            removed_modules.extend(stripped.removed_modules.iter().map(|module| folder.join(module)));
        }
    }
    for module in removed_modules.iter().filter_map(|module| inside(dir, module)) {
        if module.is_dir() {
            fs::remove_dir_all(&module)?;
        } else if module.is_file() {
            fs::remove_file(&module)?;
        }
    }
    Ok(())
}

/// `path` with its `..` worked out, if it is inside `dir`: a `#[path]` may point anywhere.
fn inside(dir: &Path, path: &Path) -> Option<PathBuf> {
    let mut plain = PathBuf::new();
    for component in path.components() {
        match component {
            Component::ParentDir => {
                if !plain.pop() {
                    return None;
                }
            }
            Component::CurDir => {}
            other => plain.push(other),
        }
    }
    plain.starts_with(dir).then_some(plain)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tree_loses_its_instructor_modules_with_their_files() {
        let dir = tempfile::tempdir().unwrap();
        let write = |path: &str, text: &str| {
            let path = dir.path().join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        };
        write("xtask/Cargo.toml", "[package]\nname = \"xtask\"\n\n[features]\ninstructor = []\n");
        write("xtask/src/lib.rs", "pub mod grade;\n#[cfg(feature = \"instructor\")]\npub mod batch;\n");
        write("xtask/src/grade.rs", "//! Grading.\n");
        write("xtask/src/batch/mod.rs", "pub mod gradescope;\n");
        write("xtask/src/batch/gradescope.rs", "//! Gradescope.\n");
        tree(dir.path()).unwrap();
        let read = |path: &str| fs::read_to_string(dir.path().join(path)).unwrap();
        assert_eq!(read("xtask/src/lib.rs"), "pub mod grade;\n");
        assert_eq!(read("xtask/Cargo.toml"), "[package]\nname = \"xtask\"\n");
        assert!(dir.path().join("xtask/src/grade.rs").exists());
        assert!(!dir.path().join("xtask/src/batch").exists());
    }

    #[test]
    fn module_files_outside_the_release_are_never_touched() {
        let dir = Path::new("/r/hog");
        assert_eq!(
            inside(dir, Path::new("/r/hog/crates/a/src/../solution/a.rs")),
            Some("/r/hog/crates/a/solution/a.rs".into())
        );
        assert_eq!(inside(dir, Path::new("/r/hog/xtask/../../elsewhere.rs")), None);
    }
}
