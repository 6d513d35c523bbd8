//! The grader's suites, one module per problem, compiled once.
//!
//! This library never depends on the teaching crates: it reaches the student's functions
//! through the table in [`student`] (generated from the solutions' signatures), which the
//! `hog-suite-binary` binary fills in with the code it is compiled with. So a new submission, or a
//! student's edit, compiles only the teaching crates and that small binary, never the suites.
//! `cargo xtask grade` builds the binary and runs it; every case then runs in a child process
//! of it. `cargo xtask contest` also runs two hidden tools of it (`contest.rs`).

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::OnceLock;

mod contest;
pub mod edition;
mod editions;
#[cfg(feature = "hidden")]
mod hidden;
mod mock;
/// Public, so that an edition's own suites may take any part of the shared ones (a suite, a
/// traced game) and a release whose edition takes none never calls that part dead code.
pub mod problems;
mod property;
pub mod snapshots;
pub mod student;

/// The hidden suites' words, as `build.rs` finds them (none without the hidden cases).
mod added_catalogues {
    include!(concat!(env!("OUT_DIR"), "/hidden_catalogues.rs"));
}

/// The workspace the binary was built from, where the stored snapshots are read.
static ROOT: OnceLock<PathBuf> = OnceLock::new();

/// Grades the code in `table`, of the edition called `edition`: what the binary's `main`
/// does. `solution` says whether that code is the reference, and `built_from` is the
/// workspace the binary was built from.
pub fn run(table: student::Student, edition: &str, solution: bool, built_from: &'static str) -> ExitCode {
    // Before any word is said: the hidden suites' words, where the hidden cases are compiled in.
    hog_i18n::add_catalogues(added_catalogues::HIDDEN_CATALOGUES);
    student::install(table);
    if let Err(error) = edition::choose(edition) {
        eprintln!("error: {}", error.text());
        return ExitCode::FAILURE;
    }
    let _ = ROOT.set(PathBuf::from(built_from));
    let args: Vec<String> = std::env::args().collect();
    if let Some(code) = contest::run(&args, solution) {
        return code;
    }
    #[allow(unused_mut)] // only the hidden cases change the list
    let mut problems = (edition::graded().problems)();
    #[cfg(feature = "hidden")]
    hidden::add_to(&mut problems);
    // Official grading is the one with the hidden cases.
    hog_grader::main(problems, solution, cfg!(feature = "hidden"), built_from)
}

/// The workspace the binary was built from. The library names no folder of its own: it is
/// compiled once, in whichever sandbox built first.
fn root() -> &'static std::path::Path {
    ROOT.get().expect("`run` sets the workspace before any case reads a file of it")
}
