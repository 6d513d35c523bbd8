//! `cargo xtask grade`: builds the suites against the student's code (or the
//! solution) and runs them; `--watch` does it again whenever a file is saved. An instructor's
//! `cargo xtask --edition NAME grade` grades NAME's stubs as handed out instead, in the
//! workspace whose course NAME is: every scored case should fail on them.

use std::io::{IsTerminal, Write as _};
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::Args;
use hog_grader::Format;
use hog_i18n::t;

use hog_engine::build::{Limits, Mode};
use hog_engine::environment::Places;
use hog_engine::prepare::{self, Prepared, StudentFile};
use hog_engine::sandbox::Sandbox;
use hog_engine::{questions, stubs, workspace};

/// `cargo xtask grade` arguments: the suite binary's own, plus xtask's.
#[derive(Args, Debug)]
pub struct GradeCommand {
    /// Grade the reference solution (crates/*/solution) instead of the student files, hidden
    /// cases included: always full marks.
    #[cfg(feature = "instructor")]
    #[arg(long)]
    pub solution: bool,
    /// Grade again whenever a file under crates/ is saved (Enter grades again too).
    #[arg(long)]
    pub watch: bool,
    /// The suite binary's own flags, checked here so `--help` lists them all.
    #[command(flatten)]
    pub args: hog_grader::GradeArgs,
    /// The edition `--edition NAME` named, whose stubs are graded (unless `--solution`), in
    /// the workspace whose course it is: set by [`crate::cli::edition::run_in_edition`].
    #[cfg(feature = "instructor")]
    #[arg(skip)]
    pub stubs_of: Option<String>,
}

/// Flags that xtask keeps and does not pass to the suite binary.
const XTASK_FLAGS: &[&str] = &["--solution", "--watch"];

impl GradeCommand {
    /// The code to grade: the student's, unless an instructor asks for the reference.
    pub fn mode(&self) -> Mode {
        #[cfg(feature = "instructor")]
        if self.solution {
            return Mode::Solution;
        }
        Mode::Student
    }

    /// The edition whose stubs are graded instead of the student files (`--edition NAME`
    /// without `--solution`), if any.
    pub fn stubs_of(&self) -> Option<&str> {
        #[cfg(feature = "instructor")]
        if self.mode() == Mode::Student {
            return self.stubs_of.as_deref();
        }
        None
    }
}

/// What `grade` puts in the student files' places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GradedCode {
    /// The student files as they are now (or the reference, in [`Mode::Solution`]).
    Files,
    /// The stubs of the workspace's edition, as they are handed out: an instructor's check
    /// that every scored case of it fails on them.
    Stubs,
}

/// Runs `grade` once, or in a loop with `--watch`.
pub fn run(places: &Places, command: &GradeCommand, raw_args: &[String]) -> Result<ExitCode> {
    let root = &places.root;
    crate::language::speak(places, command.args.lang.as_deref())?;
    let mode = command.mode();
    if mode == Mode::Solution {
        workspace::require_solutions(root)?;
    }
    let forwarded: Vec<&String> = raw_args.iter().filter(|a| !XTASK_FLAGS.contains(&a.as_str())).collect();
    let format = command.args.format;
    let graded = match command.stubs_of() {
        Some(edition) => {
            if command.watch {
                bail!(
                    "--edition {edition} grades {edition}'s stubs, which saving a file does not change: \
                     grade them without --watch (`--watch` grades your own files whenever you save one)"
                );
            }
            // On stderr, so that a machine's report stays one document.
            eprintln!(
                "Grading the stubs of {edition}, its student files as handed out (not yours): every \
                 scored case should fail."
            );
            GradedCode::Stubs
        }
        None => GradedCode::Files,
    };
    if format == Format::Classroom {
        return Ok(for_classroom(grade_once_of(places, mode, graded, &forwarded, format)));
    }
    if !command.watch {
        return grade_once_of(places, mode, graded, &forwarded, format).map(Outcome::code);
    }
    watch(root, || {
        // Clear the screen so each run reads on its own.
        print!("\x1b[2J\x1b[H");
        let status = grade_once(places, mode, &forwarded, format);
        println!("\n{}", t!("watching"));
        status.map(|_| ())
    })
}

/// `--format classroom`: the reporter's payload is printed whatever happens. When the suites
/// could not run (the code does not build at all, or the grader failed), it says so as an
/// error, which fails the check with the reason, where an empty result would fail it unread.
fn for_classroom(graded: Result<Outcome>) -> ExitCode {
    let why = match graded {
        Ok(Outcome::Ran(code)) => return code,
        Ok(Outcome::NotGraded(why)) => why,
        Err(error) => {
            eprintln!("error: {error:#}");
            format!("{error:#}")
        }
    };
    println!("{}", hog_grader::report::classroom::unable(&why));
    ExitCode::FAILURE
}

/// The code to grade in `mode`: the student's files put together, or the reference.
fn prepare_in(sandbox: &Sandbox, mode: Mode, files: &[StudentFile]) -> Result<Prepared> {
    #[cfg(feature = "instructor")]
    if mode == Mode::Solution {
        return reference(sandbox);
    }
    // Only the student waits: a generous limit, that still ends a build that would never end.
    prepare::build(sandbox, mode, files, Limits::GENEROUS)
}

/// Where a student's grading builds: a lasting sandbox beside the student's progress, never
/// inside the target folder it builds into, that one grade of the checkout at a time holds
/// (see `Sandbox::lasting_alone`).
const GRADING_HOME: &str = ".hog/grading";

/// How one grade ended.
#[derive(Debug)]
pub enum Outcome {
    /// The suites ran and printed their report; the suite binary's exit code.
    Ran(ExitCode),
    /// No grade could be given, for this reason (already printed on stderr).
    NotGraded(String),
}

impl Outcome {
    /// The exit code of `cargo xtask grade`.
    pub fn code(self) -> ExitCode {
        match self {
            Outcome::Ran(code) => code,
            Outcome::NotGraded(_) => ExitCode::FAILURE,
        }
    }
}

/// What to do about a build that failed: the student's code, with the problems whose code has
/// errors set aside (`by_student`), is the student's to fix; anything else is the course's
/// code, the instructor's to mend in their own checkout (`instructors`, which holds the
/// solutions), and a student's to report.
fn why_not_built(by_student: bool, instructors: bool) -> String {
    match (by_student, instructors) {
        (true, _) => t!("build-failed-student"),
        (false, true) => t!("build-failed-course"),
        (false, false) => t!("build-failed-grader"),
    }
}

/// Builds and grades in the checkout's grading sandbox: the student's regions go into the
/// files as handed out, a region that does not compile is graded as its stub, and a build
/// that fails all the same prints the student's errors. A report for machines (`format`
/// other than text) is printed only once the grading files are found untouched.
pub fn grade_once(places: &Places, mode: Mode, args: &[&String], format: Format) -> Result<Outcome> {
    grade_once_of(places, mode, GradedCode::Files, args, format)
}

/// [`grade_once`] of what `graded` says: the student files, or an edition's stubs.
fn grade_once_of(
    places: &Places,
    mode: Mode,
    graded: GradedCode,
    args: &[&String],
    format: Format,
) -> Result<Outcome> {
    let root = places.root.as_path();
    warn_about_edited_grading_files(root)?;
    // Where the sandbox was kept before: inside the target folder, where cargo would take its
    // files for every other sandbox's. A copy only, so nothing of the student's is lost.
    let _ = std::fs::remove_dir_all(root.join("target/hog-grading"));
    // Held until this grade's last case has run with the binary it kept: a grade in another
    // terminal waits, and each run of `--watch` takes it anew.
    let mut sandbox = Sandbox::lasting_alone(root, &root.join(GRADING_HOME), &places.sandboxes)?;
    sandbox.color = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    sandbox.watched = true;
    sandbox.verbose = args.iter().any(|arg| *arg == "--verbose" || *arg == "-v");
    let mut files = pristine_student_files(root)?;
    if graded == GradedCode::Stubs {
        for file in &mut files {
            file.submitted.clone_from(&file.pristine);
        }
    }
    let students: Vec<String> = files.iter().map(|f| f.path.clone()).collect();
    let prepared = prepare_in(&sandbox, mode, &files)?;
    let (binary, found) = match prepared {
        Prepared::Built { binary, found } => (binary, found),
        Prepared::Failed { errors, by_student, .. } => {
            let why = why_not_built(by_student, !workspace::teaching_files(root)?.is_empty());
            eprintln!("{errors}\n{why}");
            return Ok(Outcome::NotGraded(format!("{errors}\n{why}")));
        }
    };
    let found_in = sandbox.write_beside("prepared.json", &serde_json::to_string(&found)?)?;
    // A machine's report waits for the check below: a grade that cannot be trusted is not given.
    let held = if format == Format::Text { Stdio::inherit() } else { Stdio::piped() };
    let run = Command::new(&binary)
        .args(args)
        .arg("--prepared")
        .arg(&found_in)
        .env(hog_grader::EXPECTED_ROOT, sandbox.root())
        // The report speaks the language this command speaks.
        .env(hog_i18n::VARIABLE, hog_i18n::current().language())
        .current_dir(sandbox.root())
        .stdout(held)
        .stderr(Stdio::inherit())
        .output()
        .with_context(|| format!("cannot run {}", binary.display()))?;
    let tampered = sandbox.restore(&students)?;
    if !tampered.is_empty() {
        let why = t!("grading-files-tampered", files = tampered.join("\n    "));
        eprintln!("{}{why}", t!("label-error"));
        return Ok(Outcome::NotGraded(why));
    }
    std::io::stdout().write_all(&run.stdout)?;
    let edition = hog_engine::edition::course_name(root).unwrap_or_default();
    // Concept questions are the student's: an edition's stubs have none to unlock.
    if graded == GradedCode::Files {
        for reminder in locked_question_reminders(root, &edition, mode, args)? {
            eprintln!("{reminder}");
        }
    }
    Ok(Outcome::Ran(match run.status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
        None => ExitCode::FAILURE,
    }))
}

/// The reference solution, built as it is: it has no student regions to put in.
#[cfg(feature = "instructor")]
fn reference(sandbox: &Sandbox) -> Result<Prepared> {
    use hog_engine::build::Built;
    Ok(match sandbox.build(Mode::Solution)? {
        Built::Binary(binary) => Prepared::Built { binary: binary.path, found: Default::default() },
        Built::Failed { errors, by_student, .. } => {
            Prepared::Failed { errors, by_student, found: Default::default() }
        }
    })
}

/// Each student file as handed out (see [`stubs::handed_out`]) and as it is now, with LF
/// endings whatever the student's editor saved.
fn pristine_student_files(root: &Path) -> Result<Vec<StudentFile>> {
    let pristine = stubs::handed_out(root)?;
    workspace::student_files(root)?
        .into_iter()
        .map(|file| {
            let path = workspace::display(root, &file);
            let submitted = hog_engine::text::read(&file).with_context(|| format!("cannot read {path}"))?;
            let pristine = pristine
                .iter()
                .find(|(p, _)| *p == path)
                .map_or_else(|| submitted.clone(), |(_, text)| text.clone());
            Ok(StudentFile { path, pristine, submitted })
        })
        .collect()
}

/// In a student release, names the grading files that differ from the ones handed out:
/// local grades then use edited suites, official grading never does.
fn warn_about_edited_grading_files(root: &Path) -> Result<()> {
    let changed = hog_engine::grading_manifest::changed_files(root)?;
    if !changed.is_empty() {
        eprintln!("{}", t!("grading-files-edited"));
        for path in &changed {
            eprintln!("    {path}");
        }
        eprintln!("{}", t!("grading-files-edited-graded"));
        eprintln!("{}\n", t!("grading-files-edited-undo"));
    }
    Ok(())
}

/// Which graded problems of `edition` still have locked concept questions, and how to unlock
/// them: for a student's own code only, never for the reference. They go to stderr, so
/// `--format json` output stays one JSON document.
fn locked_question_reminders(
    root: &Path,
    edition: &str,
    mode: Mode,
    args: &[&String],
) -> Result<Vec<String>> {
    if mode != Mode::Student {
        return Ok(Vec::new());
    }
    let selected: Vec<String> = args
        .windows(2)
        .filter(|pair| pair[0] == "-q" || pair[0] == "--question")
        .map(|pair| hog_grader::normalise_id(pair[1]))
        .collect();
    let mut reminders = Vec::new();
    for problem in questions::problems_with_questions(root, edition)? {
        if !selected.is_empty() && !selected.contains(&problem) {
            continue;
        }
        let locked = questions::locked_count(root, edition, &problem)?;
        if locked > 0 {
            reminders.push(t!("questions-locked", problem = &problem, count = locked));
        }
    }
    Ok(reminders)
}

/// Why `--watch` grades again.
enum Trigger {
    /// A file event under `crates/`: grade only if a Rust file really changed, since
    /// building reads the files and some systems report reads as events too.
    FileEvent,
    /// The student pressed Enter: grade whatever happened.
    Enter,
}

/// Calls `grade` now and after every burst of changes under `crates/`, or on Enter.
fn watch(root: &Path, mut grade: impl FnMut() -> Result<()>) -> Result<ExitCode> {
    use notify_debouncer_mini::{new_debouncer, notify::RecursiveMode};

    let (triggers, next) = mpsc::channel::<Trigger>();
    let file_events = triggers.clone();
    let debouncer = new_debouncer(
        Duration::from_millis(300),
        move |events: notify_debouncer_mini::DebounceEventResult| {
            let touched_rust =
                events.map(|events| events.iter().any(|e| e.path.extension().is_some_and(|x| x == "rs")));
            if touched_rust.unwrap_or(false) {
                let _ = file_events.send(Trigger::FileEvent);
            }
        },
    );
    let watching = debouncer.and_then(|mut debouncer| {
        debouncer.watcher().watch(&root.join("crates"), RecursiveMode::Recursive)?;
        Ok(debouncer)
    });
    let _debouncer = match watching {
        Ok(debouncer) => Some(debouncer),
        Err(error) => {
            eprintln!("{}", t!("watch-no-events", error = error.to_string()));
            None
        }
    };
    std::thread::spawn(move || {
        for line in std::io::stdin().lines() {
            if line.is_err() || triggers.send(Trigger::Enter).is_err() {
                break;
            }
        }
    });
    let mut graded_up_to = newest_rust_file(&root.join("crates"));
    grade()?;
    while let Ok(mut trigger) = next.recv() {
        while let Ok(later) = next.try_recv() {
            // One run for a burst of events; an Enter in the burst wins.
            if matches!(later, Trigger::Enter) {
                trigger = later;
            }
        }
        let newest = newest_rust_file(&root.join("crates"));
        if matches!(trigger, Trigger::FileEvent) && newest <= graded_up_to {
            continue;
        }
        graded_up_to = newest;
        grade()?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The latest modification time of any Rust file under `dir`.
fn newest_rust_file(dir: &Path) -> std::time::SystemTime {
    let files = workspace::files(dir, &[]).unwrap_or_default();
    let rust = files.iter().filter(|path| path.extension().is_some_and(|x| x == "rs"));
    rust.filter_map(|path| path.metadata().and_then(|m| m.modified()).ok())
        .max()
        .unwrap_or(std::time::SystemTime::UNIX_EPOCH)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A build that fails in the course's own code is the instructor's to fix in their
    /// checkout, and a student's to report; a student's own errors are theirs either way.
    #[test]
    fn a_failed_build_is_told_to_whoever_can_fix_it() {
        assert!(why_not_built(false, true).contains("fix them in the files they name"));
        assert!(!why_not_built(false, true).contains("course staff"));
        assert!(why_not_built(false, false).contains("tell your course staff"));
        for instructors in [true, false] {
            assert!(why_not_built(true, instructors).starts_with("Your code does not compile"));
        }
    }

    /// A workspace whose problem 05 has one concept question, still locked.
    fn course_with_a_locked_question() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("problems/05")).unwrap();
        let hash = questions::hash_answer("05", "q", "7");
        let question = format!("[[question]]\nid = \"q\"\nprompt = \"?\"\nhash = \"{hash}\"\n");
        std::fs::write(dir.path().join("problems/05/questions.toml"), question).unwrap();
        std::fs::write(dir.path().join("problems/05/README.md"), "# Problem 05: play (`play`)\n").unwrap();
        dir
    }

    #[test]
    fn locked_questions_are_recalled_to_students_only() {
        let course = course_with_a_locked_question();
        let none: [&String; 0] = [];
        let student = locked_question_reminders(course.path(), "", Mode::Student, &none).unwrap();
        assert_eq!(student.len(), 1, "{student:?}");
        assert!(student[0].contains("cargo xtask unlock -q 05"), "{student:?}");
        assert!(locked_question_reminders(course.path(), "", Mode::Solution, &none).unwrap().is_empty());
        assert!(locked_question_reminders(course.path(), "", Mode::Official, &none).unwrap().is_empty());
    }

    #[test]
    fn only_the_graded_problems_are_recalled() {
        let course = course_with_a_locked_question();
        let (q, one, five) = ("-q".to_owned(), "1".to_owned(), "5".to_owned());
        assert!(locked_question_reminders(course.path(), "", Mode::Student, &[&q, &one]).unwrap().is_empty());
        assert_eq!(
            locked_question_reminders(course.path(), "", Mode::Student, &[&q, &five]).unwrap().len(),
            1
        );
    }
}
