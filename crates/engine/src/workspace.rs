//! Where things are in the workspace.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// Whether `dir` is a hog workspace's root.
pub fn is_root(dir: &Path) -> bool {
    dir.join("Cargo.toml").is_file() && dir.join("xtask/Cargo.toml").is_file()
}

/// `path` relative to `root`, for messages.
pub fn display(root: &Path, path: &Path) -> String {
    path.strip_prefix(root).unwrap_or(path).display().to_string()
}

/// A student file and the solution it is generated from.
#[derive(Clone, Debug)]
pub struct TeachingFile {
    /// `crates/<crate>/solution/<name>.rs`: the reference every edition shares, with markers.
    pub solution: PathBuf,
    /// `crates/<crate>/src/<name>.rs`: what students edit.
    pub stub: PathBuf,
    /// `editions/<name>/<file>.rs`: the checkout's edition's own items, if it has any.
    pub own: Option<PathBuf>,
    /// That edition's namespace (`boar_sus`).
    pub namespace: String,
}

impl TeachingFile {
    /// The reference as the student file has it: the shared solution with the edition's own
    /// items put in (`hog_grader::compose`), with LF endings however the checkout has them.
    pub fn solution_text(&self) -> Result<String> {
        let read =
            |path: &Path| crate::text::read(path).with_context(|| format!("cannot read {}", path.display()));
        let shared = read(&self.solution)?;
        let own = match &self.own {
            Some(own) => read(own)?,
            None => hog_grader::compose::ITEMS_FOLLOW.to_owned(),
        };
        hog_grader::compose::compose(&shared, &own, &self.namespace).with_context(|| {
            let own =
                self.own.as_deref().map_or("no items of its own".to_owned(), |own| own.display().to_string());
            format!("cannot put {} together with {own}", self.solution.display())
        })
    }
}

/// Every teaching file: each `crates/*/solution/*.rs`, paired with `crates/*/src/*.rs` and
/// the checkout's edition's own items.
pub fn teaching_files(root: &Path) -> Result<Vec<TeachingFile>> {
    teaching_files_of(root, crate::edition::course_name(root).as_deref())
}

/// Every teaching file, with the own items of the edition called `edition` (none without one).
pub fn teaching_files_of(root: &Path, edition: Option<&str>) -> Result<Vec<TeachingFile>> {
    let mut files = Vec::new();
    for krate in sorted_entries(&root.join("crates"))? {
        let solution_dir = krate.join("solution");
        if !solution_dir.is_dir() {
            continue;
        }
        for solution in sorted_entries(&solution_dir)? {
            if solution.extension().is_some_and(|ext| ext == "rs") {
                let name = solution.file_name().unwrap().to_string_lossy().into_owned();
                let stub = krate.join("src").join(&name);
                let own = edition.and_then(|edition| crate::edition::own_file(root, edition, &name));
                let namespace = crate::edition::namespace(edition.unwrap_or_default());
                files.push(TeachingFile { solution, stub, own, namespace });
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
    if !root.join("crates").is_dir() {
        return Ok(files);
    }
    for krate in sorted_entries(&root.join("crates"))? {
        let src = krate.join("src");
        if !src.is_dir() {
            continue;
        }
        for file in sorted_entries(&src)? {
            let is_rust = file.extension().is_some_and(|ext| ext == "rs");
            if is_rust && has_marker(&std::fs::read(&file)?) {
                files.push(file);
            }
        }
    }
    Ok(files)
}

/// Whether the Rust source `bytes` has a line that starts a problem's region (a mention of the
/// marker elsewhere, in a doc comment, is none).
fn has_marker(bytes: &[u8]) -> bool {
    const MARKER: &[u8] = b"// BEGIN PROBLEM";
    memchr::memmem::find_iter(bytes, MARKER).any(|at| {
        let line_start = bytes[..at].iter().rposition(|&byte| byte == b'\n').map_or(0, |newline| newline + 1);
        bytes[line_start..at].iter().all(u8::is_ascii_whitespace)
    })
}

/// Every file under `dir`, sorted, without `target/` and `.git/` folders anywhere and without
/// what `left_out` matches. Patterns are paths from `dir` whose components may be `*`
/// (`crates/*/solution` leaves out every crate's solution folder).
pub fn files(dir: &Path, left_out: &[&str]) -> Result<Vec<PathBuf>> {
    if !dir.exists() {
        return Ok(Vec::new());
    }
    let kept = |entry: &walkdir::DirEntry| {
        let relative = entry.path().strip_prefix(dir).unwrap_or(entry.path());
        let name = entry.file_name();
        !(entry.file_type().is_dir() && (name == "target" || name == ".git"))
            && !matches_any(relative, left_out)
    };
    let mut files = Vec::new();
    for entry in walkdir::WalkDir::new(dir).sort_by_file_name().into_iter().filter_entry(kept) {
        let entry = entry.with_context(|| format!("cannot list {}", dir.display()))?;
        if entry.file_type().is_file() {
            files.push(entry.into_path());
        }
    }
    Ok(files)
}

/// Copies the checkout at `root` to `to`: every file but its builds, its history and a
/// student's progress (`.hog/`). Where a command or a test works on a copy, an edition's say.
pub fn copy_checkout(root: &Path, to: &Path) -> Result<()> {
    for file in files(root, &[".hog"])? {
        crate::sandbox::copy_file(&file, &to.join(file.strip_prefix(root).unwrap_or(&file)))?;
    }
    Ok(())
}

/// Whether `relative` is one of `patterns` (see [`files`]).
fn matches_any(relative: &Path, patterns: &[&str]) -> bool {
    let parts: Vec<_> = relative.components().map(|c| c.as_os_str().to_string_lossy()).collect();
    patterns.iter().any(|pattern| {
        let pattern: Vec<&str> = pattern.split('/').collect();
        pattern.len() == parts.len() && pattern.iter().zip(&parts).all(|(p, part)| *p == "*" || p == part)
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_leave_out_build_folders_and_patterns() {
        let dir = tempfile::tempdir().unwrap();
        for file in ["a.rs", "crates/x/solution/s.rs", "crates/x/src/s.rs", "crates/x/target/t", ".git/HEAD"]
        {
            let path = dir.path().join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "").unwrap();
        }
        let found: Vec<String> = files(dir.path(), &["crates/*/solution"])
            .unwrap()
            .iter()
            .map(|f| display(dir.path(), f))
            .collect();
        assert_eq!(found, ["a.rs", "crates/x/src/s.rs"]);
        assert!(files(&dir.path().join("missing"), &[]).unwrap().is_empty());
    }
}
