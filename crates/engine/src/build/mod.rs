//! Building the suite binary, and showing a student only the compile errors in their files.

pub mod bar;
pub mod limit;
pub mod replay;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};
use serde::Deserialize;

use crate::workspace;
pub use limit::Limits;

/// The suite binary: the suites with the student's functions in their table, compiled anew for
/// each submission. Its package and the one binary in it share this name.
pub const SUITE_BINARY: &str = "hog-suite-binary";

/// The suite binary's folder, from the workspace root.
const SUITE_BINARY_FOLDER: &str = "tests/suite-binary";

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
    /// The cargo arguments that select this mode. Every mode has the `sandbox` feature, which
    /// changes no code: it keeps the crates a sandbox compiles from teaching files apart from
    /// the checkout's own, in the target folder they may share (see `environment::sandbox_target`).
    /// A student's own grading links the suites as a shared library (`dylib`), so that a grade
    /// after an edit links the student's code alone; it is the one mode that does, because
    /// the library's file has one name whatever its features, and two modes would take turns
    /// writing it.
    /// The `dylib` feature only builds the library; a student's build also sets
    /// [`LINK_SUITES_DYLIB`], which tells `hog-suite-binary`'s build script to link it. A feature
    /// must stay additive: `cargo build --workspace --all-features` links the suites in.
    pub fn cargo_args(self) -> &'static [&'static str] {
        match self {
            Mode::Student => &["--features", "hog-suite-binary/sandbox,hog-suite-binary/dylib"],
            Mode::Official => &["--features", "hog-suite-binary/sandbox,hog-suite-binary/hidden"],
            Mode::Solution => {
                &["--features", "hog-suite-binary/sandbox,hog-suite-binary/solution,hog-suite-binary/hidden"]
            }
        }
    }
}

/// The variable that has `hog-suite-binary` link the suites as the shared library its `dylib`
/// feature builds (`tests/suite-binary/build.rs`): set to `1` for a student's own grading only.
pub const LINK_SUITES_DYLIB: &str = "HOG_LINK_SUITES_DYLIB";

/// The outcome of a build.
pub enum Built {
    /// The suite binary, ready to run.
    Binary(SuiteBinary),
    /// The code did not compile.
    Failed {
        /// The errors to show, already rendered by rustc.
        errors: String,
        /// Whether they are in the files students edit (otherwise the workspace itself is broken).
        by_student: bool,
        /// Every error with the place rustc points at, to find the problem it belongs to.
        located: Vec<Located>,
        /// The crates compiled from student code (folders from the root) that ran past the
        /// time limit, when the build was stopped for it.
        stalled: Vec<String>,
    },
}

/// A built suite binary, and the shared libraries of the workspace it loads from its own
/// folder (the suites', with the `dylib` feature): whoever moves the binary moves them too.
#[derive(Clone, Debug)]
pub struct SuiteBinary {
    /// The executable.
    pub path: PathBuf,
    /// The shared libraries it expects beside it.
    pub libraries: Vec<PathBuf>,
    /// The compilers cargo ran for the crates built on student code, when it was asked to
    /// record them (see [`Request::record`]).
    pub compiled: Vec<replay::Step>,
    /// Whether it was built without cargo, by the plan of the build before (see [`replay`]).
    pub replayed: bool,
    /// The packages this build compiled, as cargo said (a package it found up to date is not
    /// one): what a build cost, whatever other builds did in the same folder meanwhile.
    pub rebuilt: Vec<String>,
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
    filenames: Vec<PathBuf>,
    #[serde(default)]
    message: Option<Diagnostic>,
    #[serde(default)]
    fresh: bool,
    #[serde(default)]
    package_id: String,
}

#[derive(Deserialize)]
struct Target {
    name: String,
    #[serde(default)]
    kind: Vec<String>,
}

/// One of rustc's messages, as cargo hands it on or rustc prints it (`--error-format json`).
#[derive(Debug, Deserialize)]
struct Diagnostic {
    level: String,
    rendered: Option<String>,
    spans: Vec<Span>,
}

#[derive(Debug, Deserialize)]
struct Span {
    file_name: String,
    is_primary: bool,
    line_start: usize,
}

/// The crates compiled from student code, by folder from `root`: every crate with a student
/// file, and the suite binary. They are what a build times, and what a replay compiles.
pub fn student_crates(root: &Path) -> Result<Vec<String>> {
    let mut folders: Vec<String> = Vec::new();
    for file in workspace::student_files(root)? {
        if let Some(folder) = crate_of(root, &file).filter(|folder| !folders.contains(folder)) {
            folders.push(folder);
        }
    }
    folders.push(SUITE_BINARY_FOLDER.to_owned());
    Ok(folders)
}

/// The folder (from `root`) of the crate a student file is compiled in: `crates/rules` for
/// `crates/rules/src/rules.rs`.
pub fn crate_of(root: &Path, student_file: &Path) -> Option<String> {
    let folder = student_file.parent()?.parent()?;
    Some(workspace::display(root, folder))
}

/// How cargo is to build the suites.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// Keep rustc's colours in compile errors (for a terminal).
    pub color: bool,
    /// Overrides cargo's target folder, so sandboxes share one build of the dependencies.
    pub target_dir: Option<PathBuf>,
    /// What to tell a student watching a build that takes a while.
    pub notice: Option<String>,
    /// Record the compilers cargo runs for the crates built on student code (`-vv`), for a
    /// replay of the next build (see [`replay`]).
    pub record: bool,
}

/// Builds the suite binary (`hog-suite-binary`) in `mode`; compile errors
/// come back as [`Built::Failed`]. A crate compiled from student code that runs past `limits`
/// stops the build (see [`limit`]).
pub fn suites(root: &Path, mode: Mode, request: Request, limits: Limits) -> Result<Built> {
    let watched = student_crates(root)?;
    let clock = limit::Clock::new(root, watched.clone());
    let format = if request.color { "json-diagnostic-rendered-ansi" } else { "json" };
    let mut command = Command::new(cargo());
    if let Some(target_dir) = &request.target_dir {
        command.env("CARGO_TARGET_DIR", target_dir);
    }
    if request.notice.is_some() {
        bar::request_bar(&mut command);
    }
    if request.record {
        command.arg("-vv");
    }
    command
        .current_dir(root)
        .args(["build", "--package", SUITE_BINARY, "--message-format", format])
        .args(mode.cargo_args())
        .env(LINK_SUITES_DYLIB, if mode == Mode::Student { "1" } else { "0" })
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let limit::BuildOutput { stdout, stderr, success, stalled } =
        limit::run(&mut command, limits, &clock, request.notice)?;
    let mut executable = None;
    let mut libraries = Vec::new();
    let mut diagnostics = Vec::new();
    let mut rebuilt = Vec::new();
    for line in stdout.lines() {
        let Ok(message) = serde_json::from_str::<Message>(line) else { continue };
        if message.reason == "compiler-artifact" && !message.fresh {
            rebuilt.push(package_name(&message.package_id));
        }
        match message.reason.as_str() {
            "compiler-artifact" if message.target.as_ref().is_some_and(|t| t.name == SUITE_BINARY) => {
                executable = message.executable;
            }
            // A Rust dylib is loaded at run time; a proc-macro's library only by rustc.
            "compiler-artifact"
                if message.target.as_ref().is_some_and(|t| t.kind.iter().any(|k| k == "dylib")) =>
            {
                libraries.extend(message.filenames);
            }
            "compiler-message" => diagnostics.extend(message.message),
            _ => {}
        }
    }
    if !stalled.is_empty() {
        let seconds = limits.time.as_secs();
        let errors =
            format!("The build was stopped: {} compiled for more than {seconds} s.", stalled.join(", "));
        return Ok(Built::Failed { errors, by_student: true, located: Vec::new(), stalled });
    }
    if success {
        let compiled: Vec<replay::Step> =
            stderr.lines().filter_map(|line| replay::Step::parse(line, root, &watched)).collect();
        return match executable {
            Some(path) => {
                Ok(Built::Binary(SuiteBinary { path, libraries, compiled, replayed: false, rebuilt }))
            }
            None => bail!("cargo built the suites but named no executable"),
        };
    }
    // What `-vv` adds to cargo's status lines says nothing about why the build failed.
    let verbose = ["Running `", "Fresh ", "Dirty "];
    let stderr: Vec<&str> = stderr
        .lines()
        .filter(|line| !verbose.iter().any(|start| line.trim_start().starts_with(start)))
        .collect();
    failure(root, diagnostics, stderr.join("\n"))
}

/// A failed build, from the compilers' `diagnostics` and, when they hold no error, cargo's
/// own words (`stderr`).
fn failure(root: &Path, diagnostics: Vec<Diagnostic>, stderr: String) -> Result<Built> {
    let solutions = workspace::teaching_files(root)?.into_iter().map(|file| file.solution);
    let student_files: Vec<String> = workspace::student_files(root)?
        .into_iter()
        .chain(solutions)
        .map(|f| workspace::display(root, &f))
        .collect();
    let is_student_file = |path: &str| student_files.iter().any(|file| file == path);
    let mut errors = Vec::new();
    let mut student_errors = Vec::new();
    let mut located = Vec::new();
    for diagnostic in diagnostics.into_iter().filter(|diagnostic| diagnostic.level == "error") {
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
    Ok(Built::Failed { errors, by_student, located, stalled: Vec::new() })
}

/// The compiler that builds in `dir`, as `rustc -vV` names it there (rustup picks the
/// toolchain by the folder): its version, commit and host. A grade made by another compiler
/// may be another grade, so the batch's key holds it.
pub fn toolchain(dir: &Path) -> Result<String> {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let output = Command::new(&rustc)
        .arg("-vV")
        .current_dir(dir)
        .output()
        .with_context(|| format!("cannot run `{rustc} -vV` to learn which compiler grades"))?;
    if !output.status.success() {
        bail!("`{rustc} -vV` failed: {}", String::from_utf8_lossy(&output.stderr).trim());
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// The cargo that runs this xtask, so toolchain overrides carry over.
pub fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned())
}

/// The package's name in cargo's package id: `hog-rules` in `path+file:///…/crates/rules#hog-rules@0.1.0`
/// (or in the older `hog-rules 0.1.0 (path+file:///…)`).
fn package_name(id: &str) -> String {
    let name = match id.split_once('#') {
        Some((_, rest)) => rest.split('@').next().unwrap_or(rest),
        None => id.split(' ').next().unwrap_or(id),
    };
    name.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_package_is_named_as_in_its_manifest() {
        assert_eq!(package_name("path+file:///w/crates/rules#hog-rules@0.1.0"), "hog-rules");
        assert_eq!(package_name("hog-rules 0.1.0 (path+file:///w/crates/rules)"), "hog-rules");
    }

    /// The features of the manifest at `folder` (from the root), by name.
    fn features(root: &Path, folder: &str) -> toml::Table {
        let text = std::fs::read_to_string(root.join(folder).join("Cargo.toml")).unwrap();
        let manifest: toml::Table = toml::from_str(&text).unwrap();
        manifest.get("features").and_then(|f| f.as_table()).cloned().unwrap_or_default()
    }

    /// Every mode builds with `sandbox`, which the suite binary hands to every teaching crate:
    /// a teaching crate without it would be compiled in a sandbox as the checkout's own is,
    /// and one build would take the other's place in the target folder they share.
    #[test]
    fn every_mode_keeps_the_teaching_crates_of_a_sandbox_apart() {
        for mode in [Mode::Student, Mode::Official, Mode::Solution] {
            let features = mode.cargo_args().windows(2).find(|pair| pair[0] == "--features").unwrap()[1];
            assert!(features.split(',').any(|f| f == "hog-suite-binary/sandbox"), "{mode:?}: {features}");
        }
        let root = crate::environment::root().unwrap();
        let graded = features(&root, SUITE_BINARY_FOLDER);
        let forwarded: Vec<&str> =
            graded["sandbox"].as_array().unwrap().iter().map(|f| f.as_str().unwrap()).collect();
        // The student files, which a release has too (it has no solutions).
        let students = workspace::student_files(&root).unwrap();
        assert!(!students.is_empty());
        for file in students {
            let folder = file.parent().and_then(Path::parent).unwrap();
            let name = folder.file_name().unwrap().to_string_lossy();
            let folder = workspace::display(&root, folder);
            assert!(features(&root, &folder).contains_key("sandbox"), "{folder} has no `sandbox` feature");
            assert!(
                forwarded.contains(&format!("hog-{name}/sandbox").as_str()),
                "hog-suite-binary does not hand `sandbox` to {folder}"
            );
        }
    }
}
