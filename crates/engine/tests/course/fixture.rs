//! A course of two problems, written into a folder of its own by [`Course::new`], as cargo's
//! own tests build the projects they run on: the layout the engine reads (a teaching crate
//! with its solution and stub, the suites' library at the root, the suite binary in
//! `tests/suite-binary`), with none of Hog's code. Its suites build in seconds, so the engine's
//! tests of building, replaying and sandboxes run on it rather than on the real course.
//!
//! The course's suites depend on this checkout's grader, at its path: every course builds in
//! one target folder ([`target`]), where it is compiled once.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{PoisonError, RwLock, RwLockReadGuard, RwLockWriteGuard};

use hog_engine::environment::Places;

/// The teaching file students edit, from the course's root.
pub const LESSONS: &str = "crates/lessons/src/lessons.rs";

/// Its reference solution, from the course's root.
pub const SOLUTION: &str = "crates/lessons/solution/lessons.rs";

/// The suites' library: a grading file, never compiled from student code.
pub const SUITES: &str = "tests/suites/lib.rs";

/// The reference: problem 01 doubles a number, problem 02 tells whether one is even.
const REFERENCE: &str = r#"//! The fixture course's two problems.

/// Twice `n`.
pub fn double(n: u32) -> u32 {
    // BEGIN PROBLEM 01
    n * 2
    // END PROBLEM 01
}

/// Whether `n` is even.
pub fn is_even(n: u32) -> bool {
    // BEGIN PROBLEM 02
    n % 2 == 0
    // END PROBLEM 02
}

// EDITION ITEMS
"#;

/// The teaching crate: the student's file, or the reference with `solution`.
const LESSONS_CRATE: &str = r#"//! The fixture course's teaching crate.

#[cfg(not(feature = "solution"))]
mod lessons;
#[cfg(feature = "solution")]
#[path = "../solution/lessons.rs"]
mod lessons;

pub use lessons::*;
"#;

const LESSONS_MANIFEST: &str = r#"[package]
name = "fixture-lessons"
version = "0.1.0"
edition = "2024"
publish = false

[features]
sandbox = []
solution = []
"#;

/// The suites, which reach the student's functions through a table the suite binary fills.
const SUITES_LIBRARY: &str = r#"//! The fixture course's suites: a library compiled once, whatever the student's code.

use std::process::ExitCode;
use std::sync::OnceLock;

use hog_grader::{Problem, Suite, case};

/// The student's functions, as the suite binary compiled them.
pub struct Student {
    pub double: fn(u32) -> u32,
    pub is_even: fn(u32) -> bool,
}

static STUDENT: OnceLock<Student> = OnceLock::new();

fn double(n: u32) -> u32 {
    (STUDENT.get().unwrap().double)(n)
}

fn is_even(n: u32) -> bool {
    (STUDENT.get().unwrap().is_even)(n)
}

fn problems() -> Vec<Problem> {
    vec![
        Problem {
            id: "01",
            title: "double",
            points: 2.0,
            requirements: Vec::new(),
            suites: vec![Suite::scored(vec![case!("Twice a number." { double(2) => 4; double(21) => 42; })])],
        },
        Problem {
            id: "02",
            title: "is_even",
            points: 1.0,
            requirements: Vec::new(),
            suites: vec![Suite::scored(vec![case!("Even or odd." { is_even(4) => true; is_even(7) => false; })])],
        },
    ]
}

/// Grades the student's functions as the command line asks.
pub fn run(student: Student, solution: bool, built_from: &str) -> ExitCode {
    let _ = STUDENT.set(student);
    hog_grader::main(problems(), solution, cfg!(feature = "hidden"), built_from)
}
"#;

const SUITE_BINARY_MANIFEST: &str = r#"[package]
name = "hog-suite-binary"
version = "0.1.0"
edition = "2024"
publish = false

[[bin]]
name = "hog-suite-binary"
path = "src/main.rs"

[features]
sandbox = ["fixture-lessons/sandbox"]
solution = ["fixture-lessons/solution"]
hidden = ["hog-suites/hidden"]
dylib = []

[dependencies]
fixture-lessons = { path = "../../crates/lessons" }
hog-suites = { path = "../.." }
"#;

const SUITE_BINARY: &str = r#"//! The suite binary: the suites with the student's functions in their table.

fn main() -> std::process::ExitCode {
    let student = hog_suites::Student { double: fixture_lessons::double, is_even: fixture_lessons::is_even };
    hog_suites::run(student, cfg!(feature = "solution"), concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}
"#;

/// This checkout's root, whose grader the course's suites use.
pub fn checkout() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// The root manifest: the suites' package and the workspace, with this checkout's grader.
fn root_manifest() -> String {
    let grader = checkout().join("crates/grader");
    format!(
        r#"[package]
name = "hog-suites"
version = "0.1.0"
edition = "2024"
publish = false
autotests = false

[lib]
path = "{SUITES}"

[features]
hidden = []

[dependencies]
hog-grader = {{ path = {grader:?} }}

[workspace]
resolver = "3"
members = ["crates/*", "tests/suite-binary"]

[profile.dev]
debug = false
"#
    )
}

/// A course in a temporary folder, deleted with it.
pub struct Course {
    _dir: tempfile::TempDir,
    root: PathBuf,
    /// Its share of the target folder, held while it lives.
    _builds: Builds,
}

/// The courses' target folder, shared by the courses that build side by side and held alone
/// by a course whose lasting sandbox replays its own builds, which a build of another sandbox
/// there in between would spoil.
static BUILDS: RwLock<()> = RwLock::new(());

/// How a course holds [`BUILDS`].
enum Builds {
    Shared { _guard: RwLockReadGuard<'static, ()> },
    Alone { _guard: RwLockWriteGuard<'static, ()> },
}

impl Course {
    /// The two-problem course, its student file holding the stubs, building beside others.
    pub fn new() -> Course {
        Course::holding(Builds::Shared { _guard: BUILDS.read().unwrap_or_else(PoisonError::into_inner) })
    }

    /// The course, building alone in the target folder while it lives: for a lasting
    /// sandbox, which replays its builds only when its last build was the folder's last.
    pub fn alone() -> Course {
        Course::holding(Builds::Alone { _guard: BUILDS.write().unwrap_or_else(PoisonError::into_inner) })
    }

    /// The course, holding the target folder as `builds` says.
    fn holding(builds: Builds) -> Course {
        let dir = tempfile::Builder::new().prefix("hog-course").tempdir().unwrap();
        let root = dir.path().join("course");
        let stub = hog_engine::stubs::generate(REFERENCE, SOLUTION).unwrap().stub;
        let files = [
            ("Cargo.toml", root_manifest()),
            // The versions this checkout builds with: the course resolves nothing anew.
            ("Cargo.lock", fs::read_to_string(checkout().join("Cargo.lock")).unwrap()),
            (SUITES, SUITES_LIBRARY.to_owned()),
            ("tests/suite-binary/Cargo.toml", SUITE_BINARY_MANIFEST.to_owned()),
            ("tests/suite-binary/src/main.rs", SUITE_BINARY.to_owned()),
            ("crates/lessons/Cargo.toml", LESSONS_MANIFEST.to_owned()),
            ("crates/lessons/src/lib.rs", LESSONS_CRATE.to_owned()),
            (SOLUTION, REFERENCE.to_owned()),
            (LESSONS, stub),
        ];
        for (path, text) in files {
            write(&root, path, &text);
        }
        // Cargo keeps of the checkout's lock only what the course uses, once, before any
        // sandbox is made: a build that rewrote it would look like code under test writing a
        // grading file.
        let resolved = Command::new(env!("CARGO"))
            .args(["metadata", "--format-version", "1"])
            .current_dir(&root)
            .output()
            .unwrap();
        assert!(resolved.status.success(), "{}", String::from_utf8_lossy(&resolved.stderr));
        Course { _dir: dir, root, _builds: builds }
    }

    /// The course's root.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The course's places: its sandboxes build in [`target`].
    pub fn places(&self) -> Places {
        Places { root: self.root.clone(), sandboxes: target(), builds: None }
    }

    /// The reference of the student file, as a student who solved both problems has it.
    pub fn solution(&self) -> String {
        REFERENCE.to_owned()
    }

    /// The student file as handed out.
    pub fn stub(&self) -> String {
        fs::read_to_string(self.root.join(LESSONS)).unwrap()
    }
}

/// Writes `text` to `path` under `root`, making its folders.
pub fn write(root: &Path, path: &str, text: &str) {
    let file = root.join(path);
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(file, text).unwrap();
}

/// The target folder every fixture course's sandboxes share, beside the checkout's own builds
/// (never the user's `CARGO_TARGET_DIR` itself): the grader is compiled there once.
pub fn target() -> PathBuf {
    checkout().join("target/fixture-courses")
}
