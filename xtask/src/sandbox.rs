//! A throw-away copy of the workspace, for grading code that is not the student's:
//! the grader's fixtures, the wrong-solution zoo, submissions. The student's own
//! files are never written to.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use anyhow::{Context, Result, bail};

use crate::build::{self, Built, Mode};

/// What a sandbox copies: everything the suites need to build.
const COPIED: &[&str] = &["Cargo.toml", "Cargo.lock", "rustfmt.toml", ".cargo", "crates", "tests", "xtask"];

/// A copy of the workspace in a temporary folder, building into a shared target folder.
pub struct Sandbox {
    _dir: tempfile::TempDir,
    root: PathBuf,
    target_dir: PathBuf,
}

/// The result of grading in a sandbox.
pub enum Graded {
    /// The JSON report of the suite binary, and its exit code.
    Report(serde_json::Value, i32),
    /// The code did not compile; the errors as the student would see them.
    CompileError(String),
}

impl Sandbox {
    /// Copies the workspace at `workspace` (without `target/` or `.git/`).
    /// Builds go to `workspace/target/sandbox`, so dependencies are compiled once.
    pub fn new(workspace: &Path) -> Result<Self> {
        let dir = tempfile::Builder::new().prefix("hog-sandbox").tempdir()?;
        let root = dir.path().join("hog");
        for entry in COPIED {
            let from = workspace.join(entry);
            if from.exists() {
                copy_tree(&from, &root.join(entry))?;
            }
        }
        Ok(Sandbox { _dir: dir, root, target_dir: workspace.join("target").join("sandbox") })
    }

    /// The sandbox's workspace root.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Reads a file of the sandbox, by its path from the workspace root.
    pub fn read(&self, path: &str) -> Result<String> {
        fs::read_to_string(self.root.join(path)).with_context(|| format!("cannot read {path} in the sandbox"))
    }

    /// Writes a file of the sandbox, by its path from the workspace root.
    pub fn write(&self, path: &str, text: &str) -> Result<()> {
        fs::write(self.root.join(path), text).with_context(|| format!("cannot write {path} in the sandbox"))
    }

    /// Builds the suites in `mode` and copies the binary into the sandbox, so sandboxes
    /// sharing a target folder never run each other's builds.
    pub fn build(&self, mode: Mode) -> Result<Result<PathBuf, String>> {
        static BUILDING: Mutex<()> = Mutex::new(());
        let _one_at_a_time = BUILDING.lock().unwrap_or_else(|e| e.into_inner());
        let built = match build::suites(&self.root, mode, false, Some(&self.target_dir))? {
            Built::Failed { errors, .. } => return Ok(Err(errors)),
            Built::Binary(binary) => binary,
        };
        let own = self._dir.path().join("hog-suites");
        fs::copy(&built, &own).with_context(|| format!("cannot copy {}", built.display()))?;
        Ok(Ok(own))
    }

    /// Builds the suites in `mode` and grades with `args` (plus `--format json`).
    pub fn grade(&self, mode: Mode, args: &[&str]) -> Result<Graded> {
        let binary = match self.build(mode)? {
            Err(errors) => return Ok(Graded::CompileError(errors)),
            Ok(binary) => binary,
        };
        let output = std::process::Command::new(&binary)
            .args(args)
            .args(["--format", "json"])
            .current_dir(&self.root)
            .stdin(std::process::Stdio::null())
            .output()
            .with_context(|| format!("cannot run {}", binary.display()))?;
        let Some(code) = output.status.code() else { bail!("the suite binary was killed") };
        let report = serde_json::from_slice(&output.stdout).with_context(|| {
            format!("the suite binary printed no report: {}", String::from_utf8_lossy(&output.stderr))
        })?;
        Ok(Graded::Report(report, code))
    }
}

fn copy_tree(from: &Path, to: &Path) -> Result<()> {
    if from.is_dir() {
        fs::create_dir_all(to)?;
        for entry in fs::read_dir(from)? {
            let entry = entry?;
            if entry.file_name() != "target" {
                copy_tree(&entry.path(), &to.join(entry.file_name()))?;
            }
        }
    } else {
        if let Some(parent) = to.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::copy(from, to).with_context(|| format!("cannot copy {}", from.display()))?;
    }
    Ok(())
}
