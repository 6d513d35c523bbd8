//! Where things are in the workspace.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// The workspace root (the folder above `xtask/`).
pub fn root() -> Result<PathBuf> {
    let manifest_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let root = manifest_dir.parent().context("xtask must sit inside the workspace")?;
    Ok(root.to_path_buf())
}

/// `path` relative to `root`, for messages.
pub fn display(root: &Path, path: &Path) -> String {
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

/// A student file and the solution it is generated from.
#[derive(Clone, Debug)]
pub struct TeachingFile {
    /// `crates/<crate>/solution/<name>.rs`: the reference, with markers.
    pub solution: PathBuf,
    /// `crates/<crate>/src/<name>.rs`: what students edit.
    pub stub: PathBuf,
}

/// Every teaching file: each `crates/*/solution/*.rs`, paired with `crates/*/src/*.rs`.
pub fn teaching_files(root: &Path) -> Result<Vec<TeachingFile>> {
    let mut files = Vec::new();
    for krate in sorted_entries(&root.join("crates"))? {
        let solution_dir = krate.join("solution");
        if !solution_dir.is_dir() {
            continue;
        }
        for solution in sorted_entries(&solution_dir)? {
            if solution.extension().is_some_and(|ext| ext == "rs") {
                let stub = krate.join("src").join(solution.file_name().unwrap());
                files.push(TeachingFile { solution, stub });
            }
        }
    }
    Ok(files)
}

/// The files students edit: every `crates/*/src/*.rs` with a `BEGIN PROBLEM` marker.
/// Unlike [`teaching_files`], this needs no solutions, so it holds in a student release
/// and in the Gradescope autograder too.
pub fn student_files(root: &Path) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for krate in sorted_entries(&root.join("crates"))? {
        let src = krate.join("src");
        if !src.is_dir() {
            continue;
        }
        for file in sorted_entries(&src)? {
            let is_rust = file.extension().is_some_and(|ext| ext == "rs");
            if is_rust && std::fs::read_to_string(&file)?.contains("// BEGIN PROBLEM") {
                files.push(file);
            }
        }
    }
    Ok(files)
}

fn sorted_entries(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut entries = std::fs::read_dir(dir)
        .with_context(|| format!("cannot list {}", dir.display()))?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<Vec<_>, _>>()?;
    entries.sort();
    Ok(entries)
}

/// Fails, saying why, when the workspace is a student release (it has no solutions):
/// instructor commands need the reference.
pub fn require_solutions(root: &Path) -> Result<()> {
    if teaching_files(root)?.is_empty() {
        anyhow::bail!(
            "this is a student release: the reference solutions are not part of it, so this command is for instructors only"
        );
    }
    Ok(())
}
