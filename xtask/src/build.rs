//! Building the suite binary, and showing a student only the compile errors in their files.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};
use serde::Deserialize;

use crate::{progress, workspace};

/// Which code the suites are compiled against, and with which cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The student's files (`crates/*/src`) and the cases students have: the default.
    Student,
    /// The student's files and every case, hidden ones too: official grading.
    Official,
    /// The reference solutions (`crates/*/solution`) and every case.
    Solution,
}

impl Mode {
    /// The cargo arguments that select this mode.
    pub fn cargo_args(self) -> &'static [&'static str] {
        match self {
            Mode::Student => &[],
            Mode::Official => &["--features", "hog-graded/hidden"],
            Mode::Solution => &["--features", "hog-graded/solution,hog-graded/hidden"],
        }
    }
}

/// The outcome of a build.
pub enum Built {
    /// The suite binary, ready to run.
    Binary(PathBuf),
    /// The code did not compile.
    Failed {
        /// The errors to show, already rendered by rustc.
        errors: String,
        /// Whether they are in the files students edit (otherwise the workspace itself is broken).
        by_student: bool,
        /// Every error with the place rustc points at, to find the problem it belongs to.
        located: Vec<Located>,
    },
}

/// One compile error and where it is.
#[derive(Clone, Debug)]
pub struct Located {
    /// The file of its primary span, from the workspace root.
    pub file: String,
    /// The one-based line of its primary span.
    pub line: usize,
    /// The error as rustc renders it.
    pub rendered: String,
}

#[derive(Deserialize)]
struct Message {
    reason: String,
    #[serde(default)]
    target: Option<Target>,
    #[serde(default)]
    executable: Option<PathBuf>,
    #[serde(default)]
    message: Option<Diagnostic>,
}

#[derive(Deserialize)]
struct Target {
    name: String,
}

#[derive(Deserialize)]
struct Diagnostic {
    level: String,
    rendered: Option<String>,
    spans: Vec<Span>,
}

#[derive(Deserialize)]
struct Span {
    file_name: String,
    is_primary: bool,
    line_start: usize,
}

/// Builds the suite binary (`hog-suites`, of package `hog-graded`) in `mode`; compile errors come back as [`Built::Failed`].
/// `target_dir` overrides cargo's, so sandboxes share one build of the dependencies.
/// `notice`, if any, is what to tell a student watching a build that takes a while.
pub fn suites(
    root: &Path,
    mode: Mode,
    color: bool,
    target_dir: Option<&Path>,
    notice: Option<String>,
) -> Result<Built> {
    let solutions = workspace::teaching_files(root)?.into_iter().map(|file| file.solution);
    let student_files: Vec<String> = workspace::student_files(root)?
        .into_iter()
        .chain(solutions)
        .map(|f| workspace::display(root, &f))
        .collect();
    let is_student_file = |path: &str| student_files.iter().any(|file| file == path);
    let format = if color { "json-diagnostic-rendered-ansi" } else { "json" };
    let mut command = Command::new(cargo());
    if let Some(target_dir) = target_dir {
        command.env("CARGO_TARGET_DIR", target_dir);
    }
    if notice.is_some() {
        progress::request_bar(&mut command);
    }
    let mut child = command
        .current_dir(root)
        .args(["build", "--package", "hog-graded", "--message-format", format])
        .args(mode.cargo_args())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot run cargo")?;
    let watch = progress::Watch::start(child.stderr.take().expect("stderr is piped"), notice);
    let mut stdout = String::new();
    child
        .stdout
        .take()
        .expect("stdout is piped")
        .read_to_string(&mut stdout)
        .context("cannot read cargo's output")?;
    let stderr = watch.finish();
    let status = child.wait().context("cannot wait for cargo")?;
    let mut executable = None;
    let mut errors = Vec::new();
    let mut student_errors = Vec::new();
    let mut located = Vec::new();
    for line in stdout.lines() {
        let Ok(message) = serde_json::from_str::<Message>(line) else { continue };
        match message.reason.as_str() {
            "compiler-artifact" if message.target.as_ref().is_some_and(|t| t.name == "hog-suites") => {
                executable = message.executable;
            }
            "compiler-message" => {
                let Some(diagnostic) = message.message else { continue };
                if diagnostic.level != "error" {
                    continue;
                }
                let rendered = diagnostic.rendered.unwrap_or_default();
                // rustc's closing "aborting due to..." has no span and follows from the rest.
                if let Some(primary) = diagnostic.spans.iter().find(|s| s.is_primary) {
                    let (file, line) = (primary.file_name.clone(), primary.line_start);
                    located.push(Located { file, line, rendered: rendered.clone() });
                }
                if diagnostic.spans.iter().any(|s| s.is_primary && is_student_file(&s.file_name)) {
                    student_errors.push(rendered);
                } else {
                    errors.push(rendered);
                }
            }
            _ => {}
        }
    }
    if status.success() {
        return match executable {
            Some(path) => Ok(Built::Binary(path)),
            None => bail!("cargo built the suites but named no executable"),
        };
    }
    // The student's own errors first and alone: the rest (such as "could not compile")
    // follows from them. Anything else is shown whole, since it is not the student's doing.
    let by_student = !student_errors.is_empty();
    let errors = if by_student {
        student_errors.join("\n")
    } else if !errors.is_empty() {
        errors.join("\n")
    } else {
        stderr
    };
    Ok(Built::Failed { errors, by_student, located })
}

/// The cargo that runs this xtask, so toolchain overrides carry over.
pub fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned())
}
