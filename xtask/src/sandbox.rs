//! A throw-away copy of the workspace, for grading code that is not the student's:
//! the grader's fixtures, the wrong-solution zoo, submissions. The student's own
//! files are never written to.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::Duration;

use wait_timeout::ChildExt;

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

/// What a run of the suite binary printed.
pub struct Run {
    /// Its exit code; `None` when it was killed.
    pub code: Option<i32>,
    /// Whether it ran past its limit and was stopped.
    pub timed_out: bool,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// The result of grading in a sandbox.
pub enum Graded {
    /// The JSON report of the suite binary, and its exit code.
    Report(serde_json::Value, i32),
    /// The code did not compile; the errors as the student would see them.
    CompileError(String),
}

impl Sandbox {
    /// Copies the workspace at `workspace` (without `target/` or `.git/`). Builds go to
    /// `workspace/target/sandbox` (or `$HOG_SANDBOX_TARGET`), so dependencies are compiled once.
    pub fn new(workspace: &Path) -> Result<Self> {
        let dir = tempfile::Builder::new().prefix("hog-sandbox").tempdir()?;
        let root = dir.path().join("hog");
        for entry in COPIED {
            let from = workspace.join(entry); // a file or a folder: both list their files
            for file in crate::workspace::files(&from, &[])? {
                copy_file(&file, &root.join(file.strip_prefix(workspace).unwrap_or(&file)))?;
            }
        }
        // HOG_SANDBOX_TARGET lets a copied workspace (Gradescope's, a test's) reuse a build.
        let target_dir = std::env::var_os("HOG_SANDBOX_TARGET")
            .map(PathBuf::from)
            .unwrap_or_else(|| workspace.join("target").join("sandbox"));
        Ok(Sandbox { _dir: dir, root, target_dir })
    }

    /// The target folder its builds go to.
    pub fn target_dir(&self) -> &Path {
        &self.target_dir
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
        // Sandboxes share compiled artifacts, and cargo decides freshness by modification
        // times: a file written before another sandbox's build looks older than that build's
        // artifacts. So builds take turns, and a sandbox that did not build last marks its
        // student files as new, which makes cargo compile them again.
        static LAST_BUILDER: Mutex<Option<PathBuf>> = Mutex::new(None);
        let mut last_builder = LAST_BUILDER.lock().unwrap_or_else(|e| e.into_inner());
        if last_builder.as_deref() != Some(self.root.as_path()) {
            self.touch_student_files()?;
        }
        *last_builder = Some(self.root.clone());
        let built = match build::suites(&self.root, mode, false, Some(&self.target_dir))? {
            Built::Failed { errors, .. } => return Ok(Err(errors)),
            Built::Binary(binary) => binary,
        };
        let own = self._dir.path().join("hog-suites");
        fs::copy(&built, &own).with_context(|| format!("cannot copy {}", built.display()))?;
        Ok(Ok(own))
    }

    fn touch_student_files(&self) -> Result<()> {
        let now = std::time::SystemTime::now();
        for file in crate::workspace::student_files(&self.root)? {
            fs::File::options().append(true).open(&file)?.set_modified(now)?;
        }
        Ok(())
    }

    /// Builds the suites in `mode` and grades with `args` (plus `--format json`).
    pub fn grade(&self, mode: Mode, args: &[&str]) -> Result<Graded> {
        let binary = match self.build(mode)? {
            Err(errors) => return Ok(Graded::CompileError(errors)),
            Ok(binary) => binary,
        };
        let run = self.run(&binary, &[args, &["--format", "json"]].concat(), None)?;
        let Some(code) = run.code else { bail!("the suite binary was killed") };
        let report = serde_json::from_str(&run.stdout)
            .with_context(|| format!("the suite binary printed no report: {}", run.stderr))?;
        Ok(Graded::Report(report, code))
    }

    /// Runs a built suite binary in the sandbox, stopping it after `limit` if one is given.
    pub fn run(&self, binary: &Path, args: &[&str], limit: Option<Duration>) -> Result<Run> {
        let mut child = Command::new(binary)
            .args(args)
            .current_dir(&self.root)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .with_context(|| format!("cannot run {}", binary.display()))?;
        let read = |pipe: Option<Box<dyn Read + Send>>| {
            std::thread::spawn(move || {
                let mut text = String::new();
                if let Some(mut pipe) = pipe {
                    let _ = pipe.read_to_string(&mut text);
                }
                text
            })
        };
        let stdout = read(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
        let stderr = read(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
        let status = match limit {
            None => Some(child.wait()?),
            Some(limit) => match child.wait_timeout(limit)? {
                Some(status) => Some(status),
                None => {
                    let _ = child.kill();
                    let _ = child.wait();
                    None
                }
            },
        };
        Ok(Run {
            code: status.and_then(|s| s.code()),
            timed_out: status.is_none(),
            stdout: stdout.join().unwrap_or_default(),
            stderr: stderr.join().unwrap_or_default(),
        })
    }
}

/// Copies a file, making the folders it goes in.
pub fn copy_file(from: &Path, to: &Path) -> Result<()> {
    if let Some(parent) = to.parent() {
        fs::create_dir_all(parent)?;
    }
    fs::copy(from, to).with_context(|| format!("cannot copy {}", from.display()))?;
    Ok(())
}
