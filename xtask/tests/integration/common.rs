//! Helpers the integration tests share: fixtures made from the reference, and reading reports.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Mutex, PoisonError};
use std::time::SystemTime;

use hog_engine::environment::sandbox_target as shared_target;
use hog_grader::ProblemResult;
use hog_grader::report::json::Report;

/// The rules crate's student file.
pub const RULES: &str = "crates/rules/src/rules.rs";

/// The reference solution of the student file at `student_path`, as the student file has it:
/// the shared solution with the checkout's edition's own items put in.
pub fn solution(root: &Path, student_path: &str) -> String {
    let files = hog_engine::workspace::teaching_files(root).unwrap();
    let file = files.iter().find(|file| file.stub == root.join(student_path)).expect("a teaching file");
    file.solution_text().unwrap()
}

/// The function that holds problem `id`'s first region in `solution`, a reference's text.
/// Problems 02 to 04, 10 and 11 are each edition's own, named otherwise in each: a test that
/// needs one of them finds its name here, in whichever edition the checkout holds.
pub fn function_of(solution: &str, id: &str) -> String {
    let functions = hog_engine::stubs::functions_of(solution, id).unwrap();
    functions.into_iter().next().unwrap_or_else(|| panic!("problem {id} has no region"))
}

/// The code of `function`'s region in `solution`, unindented: a fixture built on the reference
/// body compiles with any edition's parameters, and computes what the reference does.
pub fn body_of(solution: &str, function: &str) -> String {
    hog_engine::stubs::reindent(&hog_engine::stubs::body_of(solution, function).unwrap(), "")
}

/// The points of the problems whose statements place them in `student_path`: what a file of
/// right answers earns. Editions weigh their problems differently.
pub fn points_in(root: &Path, student_path: &str) -> f64 {
    let statements = crate::tidy::problem_ids(root).into_iter().map(|id| crate::tidy::statement(root, &id));
    statements.filter(|said| said.file.as_deref() == Some(student_path)).filter_map(|said| said.points).sum()
}

/// The target folder for builds in the tests' fresh copies of the workspace (a release, an
/// autograder): never the user's. Commands that build there run through [`in_copy`].
pub fn copies_target(root: &Path) -> std::path::PathBuf {
    root.join("target/copies")
}

/// `target`, a folder where tests build sandboxes apart from the checkout's, started, when it
/// is new, as a copy of what the checkout's sandboxes built ([`shared_target`]): the same
/// dependencies, whose compiling is most of such a folder's first build. Copied rather than
/// linked (cargo rewrites some of its files in place), under the sandboxes' build turn, with
/// every file's time: cargo compiles again whatever a later build's files change, as it would
/// in the checkout's folder, and the first sandbox to build there marks its teaching files as
/// new, as after any other sandbox's build. The compilers' incremental caches stay behind.
pub fn seeded(root: &Path, target: PathBuf) -> PathBuf {
    static SEEDING: Mutex<()> = Mutex::new(());
    let _seeding = SEEDING.lock().unwrap_or_else(PoisonError::into_inner);
    let builds = shared_target(root);
    if target.exists() || !builds.join("debug/deps").is_dir() {
        return target;
    }
    let _turn = hog_engine::sandbox::build_turn(&builds).unwrap();
    let seed = target.with_extension("seeding");
    let _ = fs::remove_dir_all(&seed);
    fs::create_dir_all(seed.join("debug")).unwrap();
    for part in ["build", "deps", ".fingerprint"] {
        let copied = Command::new("cp")
            .arg("-a")
            .arg(builds.join("debug").join(part))
            .arg(seed.join("debug"))
            .status();
        assert!(copied.unwrap().success(), "cannot copy {}", builds.join("debug").join(part).display());
    }
    fs::rename(&seed, &target).unwrap();
    target
}

/// Runs `command`, which builds the copy of the workspace at `copy` into [`copies_target`].
/// Copies share that folder, and cargo decides freshness by modification times: a copy written
/// before another one built there would be given the other's build. So copies take turns, and
/// a copy that did not build last has its files marked as new first.
pub fn in_copy(copy: &Path, command: &mut Command) -> Output {
    static LAST: Mutex<Option<PathBuf>> = Mutex::new(None);
    let mut last = LAST.lock().unwrap_or_else(|e| e.into_inner());
    if last.as_deref() != Some(copy) {
        let now = SystemTime::now();
        for file in hog_engine::workspace::files(copy, &["target"]).unwrap() {
            fs::File::options().append(true).open(&file).unwrap().set_modified(now).unwrap();
        }
        *last = Some(copy.to_path_buf());
    }
    command.output().unwrap()
}

/// Writes `text` to `path` under `dir`, making its folders.
pub fn write(dir: &Path, path: &str, text: &str) {
    let path = dir.join(path);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// Problem `id` of a report.
pub fn problem<'r>(report: &'r Report, id: &str) -> &'r ProblemResult {
    report.problem(id).unwrap_or_else(|| panic!("problem {id} was not graded"))
}

/// `cargo ARGS` in the copy of the workspace at `dir`, building into `target` (through
/// [`in_copy`]). Its grading sandboxes share the other tests' build of the dependencies.
pub fn cargo_in_copy(dir: &Path, args: &[&str], target: &Path) -> Output {
    let sandbox = hog_engine::environment::root().unwrap().join("target/sandbox");
    in_copy(
        dir,
        Command::new(env!("CARGO"))
            .args(args)
            .current_dir(dir)
            .env("CARGO_TARGET_DIR", target)
            .env("HOG_SANDBOX_TARGET", sandbox),
    )
}

/// A copy of the checkout whose student files hold their solutions, as an instructor's
/// checkout may: what is handed out must still be the stubs. Its files keep their
/// originals' modification times, so its sandboxes reuse the checkout's sandbox builds
/// (give them `target/sandbox` of the checkout).
pub fn copy_with_answers(root: &Path) -> tempfile::TempDir {
    let copy = tempfile::tempdir().unwrap();
    hog_engine::workspace::copy_checkout(root, copy.path()).unwrap();
    for file in hog_engine::workspace::files(copy.path(), &[]).unwrap() {
        let original = root.join(file.strip_prefix(copy.path()).unwrap());
        let modified = fs::metadata(&original).unwrap().modified().unwrap();
        fs::File::options().append(true).open(&file).unwrap().set_modified(modified).unwrap();
    }
    for file in hog_engine::workspace::teaching_files(copy.path()).unwrap() {
        fs::write(&file.stub, file.solution_text().unwrap()).unwrap();
    }
    copy
}
