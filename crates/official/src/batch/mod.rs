//! Official grading of many submissions: `cargo xtask grade-all` for a folder of them, and
//! `cargo xtask autograde` for one, as Gradescope runs it.
//!
//! Each submission is graded in a sandbox copy of the instructor's workspace: only the
//! allowed student files are taken from it (`folder.rs` lists the untrusted folder,
//! `submission.rs` takes the files), every hidden case runs, and a time limit bounds the
//! whole grading of one submission (`grader.rs`). Nothing a submission does reaches another.
//! Every submission gets a row, whatever happens to it, and each row is on disk as soon as
//! it is done (`store.rs`). One run at a time writes an `--out` folder (`lock.rs`), and
//! `batch.json` there lists the batch's submissions and their records (`index.rs`). The
//! roster (`roster/`: Gradescope's `submission_metadata.yml`, a `roster.csv`) names each
//! submission's students in its record and its rows.

mod grader;
pub mod gradescope;
pub mod index;
pub mod lock;
pub mod roster;
pub mod store;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use hog_grader::prepared::Findings;
use hog_grader::report::json::Report;
use serde::{Deserialize, Serialize};

pub use grader::Grader;
use hog_engine::environment::Places;
pub use hog_engine::intake::CASE_TIMEOUT;
use hog_engine::intake::submission::{self, Submission};
use hog_engine::workspace;
/// The bar a batch shows its progress on (`ProgressBar::hidden()` shows none).
pub use indicatif::ProgressBar;
use roster::{Roster, Student};
use store::Store;

/// How one submission's grading ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "detail")]
pub enum Status {
    /// Every selected case ran (passing or not).
    Graded,
    /// The student files do not compile: zero points.
    DoesNotCompile,
    /// Grading ran past the submission's time limit: zero points.
    TimedOut,
    /// Its code changed grading files while it ran: zero points, whatever it reported.
    ChangedGradingFiles,
    /// The submission's folder cannot be graded at all (a link, too many files...): why.
    UnusableFolder(String),
    /// The grader itself failed on this submission, which is no fault of the student's: its
    /// message, for the instructor.
    GraderFault(String),
}

impl Status {
    /// The words in `grades.csv`.
    pub fn words(&self) -> String {
        match self {
            Status::Graded => "graded".into(),
            Status::DoesNotCompile => "does not compile".into(),
            Status::TimedOut => "timed out".into(),
            Status::ChangedGradingFiles => "changed grading files".into(),
            Status::UnusableFolder(why) => format!("unusable folder: {why}"),
            Status::GraderFault(message) => format!("grader fault: {message}"),
        }
    }

    /// Whether the submission earned a grade, even of zero; otherwise it was never graded.
    pub fn is_grade(&self) -> bool {
        !matches!(self, Status::UnusableFolder(_) | Status::GraderFault(_))
    }

    /// Whether `words`, a status as `grades.csv` words it, is one that earned a grade: what a
    /// gradebook may take a score from.
    pub fn words_are_a_grade(words: &str) -> bool {
        [Status::Graded, Status::DoesNotCompile, Status::TimedOut, Status::ChangedGradingFiles]
            .iter()
            .any(|status| status.is_grade() && status.words() == words)
    }
}

/// The grade of one submission: what `reports/NAME.json` holds.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Graded {
    /// The submission's name (its folder).
    pub name: String,
    /// How it ended.
    pub status: Status,
    /// What the grade depends on (see [`Grader::key`]); none when nothing was graded.
    pub key: Option<String>,
    /// The JSON report (absent when it did not compile, timed out or was not graded).
    pub report: Option<Report>,
    /// Gradescope's results document, when asked for.
    #[serde(skip)]
    pub gradescope: Option<String>,
    /// What the student reads: the full text report, or why there is none.
    pub text: String,
    /// What preparing the code found: withheld problems, edits outside the regions.
    pub found: Findings,
    /// How the student files were taken: links not followed, files too large...
    #[serde(default)]
    pub notes: Vec<String>,
    /// The student's code in each marked region, by problem, as submitted: what a class
    /// report shows of a mistake, and what `zoo add` takes.
    #[serde(default)]
    pub regions: std::collections::BTreeMap<String, String>,
    /// Whether this grade was made again, alone at the end of its batch, after a first grade
    /// that the machine's load may have decided (see [`Graded::depends_on_the_machine`]).
    #[serde(default)]
    pub retried: bool,
    /// Who handed it in, from the batch's roster: two or more for a group, none when the
    /// roster does not name it (or a record written before rosters were read).
    #[serde(default)]
    pub students: Vec<Student>,
}

impl Graded {
    /// The record of submission `name` before any report: what every outcome starts from.
    fn bare(name: &str, status: Status, text: String, found: Findings) -> Self {
        Graded {
            name: name.to_owned(),
            status,
            key: None,
            report: None,
            gradescope: None,
            text,
            found,
            notes: Vec::new(),
            regions: Default::default(),
            retried: false,
            students: Vec::new(),
        }
    }

    /// A submission that earns nothing, with `text` saying why.
    fn nothing(name: &str, status: Status, text: String, found: Findings, gradescope: bool) -> Self {
        let gradescope = gradescope.then(|| gradescope::zero(&text));
        Graded { gradescope, ..Self::bare(name, status, text, found) }
    }

    /// A submission whose folder cannot be graded, saying why and what to do.
    pub fn unusable(name: &str, why: &str, gradescope: bool) -> Self {
        let text = format!(
            "This submission could not be graded: {why}.\nIt earns no points for now. Submit again with only your student files: {}.",
            STUDENT_FILES
        );
        Graded::nothing(name, Status::UnusableFolder(why.to_owned()), text, Findings::default(), gradescope)
    }

    /// A submission the grader failed on, with the grader's `message` for the instructor.
    pub fn fault(name: &str, message: &str, gradescope: bool) -> Self {
        let text = "The grader failed while grading this submission. This is a fault of the grader, not of \
            your code, and your instructor can see what happened: it earns no points for now, and will be \
            graded again once the grader is mended."
            .to_owned();
        Graded::nothing(name, Status::GraderFault(one_line(message)), text, Findings::default(), gradescope)
    }

    /// The same grade with `notes` (how the files were taken) before the text.
    fn with_notes(mut self, notes: &[String]) -> Self {
        if notes.is_empty() {
            return self;
        }
        let said: String = notes.iter().map(|note| format!("note: {note}\n")).collect();
        self.text = format!("{said}\n{}", self.text);
        self.gradescope = self.gradescope.map(|document| gradescope::with_notes(&document, &said));
        self.notes = notes.to_vec();
        self
    }

    /// Whether the grade may have been decided by a busy machine rather than by the code: the
    /// whole submission, a case or a region's build ran out of time. Such a grade is made
    /// again: once alone at the end of its batch, and on every later run until it is not.
    pub fn depends_on_the_machine(&self) -> bool {
        let case_timed_out = || {
            let cases = self.report.iter().flat_map(Report::cases);
            cases.into_iter().any(|case| matches!(case.verdict, hog_grader::Verdict::TimedOut { .. }))
        };
        let build_timed_out =
            || self.found.withheld.iter().any(|w| w.reason == hog_grader::prepared::Reason::BuildTimedOut);
        self.status == Status::TimedOut || case_timed_out() || build_timed_out()
    }

    /// Whether grading the same files again would end the same way, so an earlier run's grade
    /// stands: not after a fault of the grader, nor after a time-out of any kind.
    fn is_final(&self) -> bool {
        self.status.is_grade() && !self.depends_on_the_machine()
    }

    /// The submission's name with its students', for a reader: `submission_101 (Ada Lovelace,
    /// Bob Li)`, or the name alone when the roster names nobody.
    pub fn who(&self) -> String {
        if self.students.is_empty() {
            return self.name.clone();
        }
        let students: Vec<String> = self.students.iter().map(Student::to_string).collect();
        format!("{} ({})", self.name, students.join(", "))
    }

    /// Points earned per problem id, from the report.
    pub fn points(&self, problem: &str) -> f64 {
        self.report.as_ref().and_then(|r| r.problem(problem)).map_or(0.0, |p| p.earned)
    }

    /// Total points earned.
    pub fn total(&self) -> f64 {
        self.report.as_ref().map_or(0.0, Report::earned)
    }
}

/// Where a student's files go, for the messages that ask for them.
const STUDENT_FILES: &str =
    "rules.rs, strategies.rs and experiments.rs, at their place in crates/ or on their own";

/// `message` on one line and at most a few hundred characters: a cell of `grades.csv`.
fn one_line(message: &str) -> String {
    let joined = message.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(" / ");
    match joined.char_indices().nth(400) {
        Some((end, _)) => format!("{}…", &joined[..end]),
        None => joined,
    }
}

/// The words of a panic's payload.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    let words = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned());
    format!("the grader panicked: {}", words.unwrap_or_else(|| "no message".into()))
}

/// How a batch is run.
#[derive(Clone, Debug)]
pub struct Batch {
    /// Where `grades.csv`, `reports/` and `batch.json` go, and where an earlier run's results
    /// are found. The run holds it: another run on it at once is refused.
    pub out: PathBuf,
    /// Submissions graded at once.
    pub workers: usize,
    /// Grade every submission again, even one whose files and grader are unchanged.
    pub regrade: bool,
    /// Where the sandboxes build: the workspace's (`Places::sandboxes`) when `None`.
    pub builds: Option<PathBuf>,
    /// Who handed in each submission. Without one, each record keeps the students an earlier
    /// run named.
    pub roster: Option<Roster>,
}

/// What a batch did.
#[derive(Debug)]
pub struct Done {
    /// One row per submission, in the batch's order.
    pub rows: Vec<Graded>,
    /// How many rows were kept from an earlier run, their files and the grader unchanged.
    pub kept: usize,
    /// The records in `reports/` of submissions not in this batch (file names): no row is made
    /// from them, and the class report leaves them out.
    pub left_over: Vec<String>,
    /// What the roster does not say of the batch: folders it names nobody for, students
    /// named twice.
    pub roster_warnings: Vec<String>,
}

/// Grades every submission (a subfolder of `submissions`) on `workers` threads, keeping each
/// result in `batch.out` as soon as it is done. Every submission gets a row: a folder that
/// cannot be used, or a fault of the grader, is a row with its status and the batch goes on.
/// It fails only when another run holds `batch.out` or the results cannot be written.
pub fn grade_all(
    places: &Places,
    submissions: &[PathBuf],
    batch: &Batch,
    configure: impl Fn(&mut Grader) + Sync,
    progress: &indicatif::ProgressBar,
) -> Result<Done> {
    let root = places.root.as_path();
    let builds = batch.builds.as_deref().unwrap_or(&places.sandboxes);
    let names: Vec<String> = submissions.iter().map(|dir| submission_name(dir)).collect();
    let mut store = Store::open(&batch.out, &names)?;
    let mut roster_warnings = Vec::new();
    if let Some(roster) = &batch.roster {
        let assigned = roster.assign(&names);
        roster_warnings = assigned.warnings.clone();
        store.name_students(assigned)?;
    }
    let store = Mutex::new(store);
    let queue = Mutex::new(submissions.iter().enumerate());
    let (kept, setup_failure, write_failure) = (Mutex::new(0), Mutex::new(None), Mutex::new(None));
    // The submissions graded in this run whose grade a busy machine may have decided.
    let to_retry = Mutex::new(Vec::new());
    let (allowed, workers) = match hog_engine::intake::allowed_files(root) {
        Ok(allowed) => (allowed, batch.workers.max(1)),
        Err(error) => {
            *setup_failure.lock().unwrap() = Some(format!("{error:#}"));
            (Vec::new(), 0)
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                let grader = Grader::building_in(root, builds);
                let grader = match grader {
                    Ok(mut grader) => {
                        configure(&mut grader);
                        grader
                    }
                    // The others take this worker's share; with none, the rows say why below.
                    Err(error) => return *setup_failure.lock().unwrap() = Some(format!("{error:#}")),
                };
                loop {
                    let Some((index, dir)) = queue.lock().unwrap().next() else { break };
                    let name = submission_name(dir);
                    progress.set_message(name.clone());
                    let (graded, reused) =
                        grade_one(&grader, &store, &allowed, index, dir, &name, batch.regrade);
                    if let Status::GraderFault(message) = &graded.status {
                        progress.println(format!("grader fault while grading {name}: {message}"));
                    }
                    // A grade kept from an earlier run is already the store's row.
                    if reused {
                        *kept.lock().unwrap() += 1;
                    } else {
                        if graded.depends_on_the_machine() {
                            to_retry.lock().unwrap().push((index, dir));
                        }
                        if let Err(error) = store.lock().unwrap().keep(index, graded) {
                            return *write_failure.lock().unwrap() = Some(error);
                        }
                    }
                    progress.inc(1);
                }
            });
        }
    });
    if let Some(error) = write_failure.into_inner().unwrap() {
        return Err(error);
    }
    let mut store = store.into_inner().unwrap();
    retry_alone(root, builds, &configure, &allowed, &mut store, to_retry.into_inner().unwrap(), progress)?;
    // No worker could set up a grading workspace: what was left is a fault on each row.
    let setup = setup_failure.into_inner().unwrap().unwrap_or_default();
    for (index, dir) in queue.into_inner().unwrap() {
        let message = format!("the grading workspace could not be set up: {setup}");
        store.keep(index, Graded::fault(&submission_name(dir), &message, false))?;
        progress.inc(1);
    }
    Ok(Done {
        rows: store.rows().cloned().collect(),
        kept: kept.into_inner().unwrap(),
        left_over: store.left_over().to_vec(),
        roster_warnings,
    })
}

/// Grades each of `retries` (index and folder) again, one at a time now that the workers are
/// done, so that the machine is as quiet as the batch can make it: a time-out then says
/// something of the code. The new grade, marked as retried, is the row.
fn retry_alone(
    root: &Path,
    builds: &Path,
    configure: &(impl Fn(&mut Grader) + Sync),
    allowed: &[String],
    store: &mut Store,
    mut retries: Vec<(usize, &PathBuf)>,
    progress: &indicatif::ProgressBar,
) -> Result<()> {
    if retries.is_empty() {
        return Ok(());
    }
    retries.sort();
    let mut grader = Grader::building_in(root, builds)?;
    configure(&mut grader);
    grader.jobs = 1;
    for (index, dir) in retries {
        let name = submission_name(dir);
        progress.println(format!("grading {name} again, alone: its first grade ran out of time"));
        let submission = match submission::collect(dir, allowed) {
            Ok(submission) => submission,
            Err(unusable) => {
                store.keep(index, Graded::unusable(&name, &unusable.0, false))?;
                continue;
            }
        };
        let mut graded = grade_safely(&grader, &name, &submission, false);
        graded.retried = true;
        store.keep(index, graded)?;
    }
    Ok(())
}

/// Grades the submission in `dir`, or finds its grade from an earlier run (then `true`).
fn grade_one(
    grader: &Grader,
    store: &Mutex<Store>,
    allowed: &[String],
    index: usize,
    dir: &Path,
    name: &str,
    regrade: bool,
) -> (Graded, bool) {
    let submission = match submission::collect(dir, allowed) {
        Ok(submission) => submission,
        Err(unusable) => return (Graded::unusable(name, &unusable.0, false), false),
    };
    if !regrade {
        let key = grader.key(&submission);
        let earlier = store.lock().unwrap().earlier(index);
        if let Some(earlier) = earlier.filter(|e| e.key.as_deref() == Some(&key) && e.is_final()) {
            return (earlier, true);
        }
    }
    (grade_safely(grader, name, &submission, false), false)
}

/// Grades `submission`, a fault of the grader (an error, a panic) becoming its row.
fn grade_safely(grader: &Grader, name: &str, submission: &Submission, gradescope: bool) -> Graded {
    match catch_unwind(AssertUnwindSafe(|| grader.grade(name, submission, gradescope))) {
        Ok(Ok(graded)) => graded,
        Ok(Err(error)) => Graded::fault(name, &format!("{error:#}"), gradescope),
        Err(panic) => Graded::fault(name, &panic_message(panic.as_ref()), gradescope),
    }
}

/// A submission's name: its folder's name, with the bytes of a name that is not UTF-8 escaped
/// (two such names stay two names).
pub fn submission_name(dir: &Path) -> String {
    match dir.file_name() {
        Some(name) => match name.to_str() {
            Some(name) => name.to_owned(),
            None => name.as_encoded_bytes().escape_ascii().to_string(),
        },
        None => dir.display().to_string(),
    }
}

/// `cargo xtask grade-all SUBMISSIONS --out DIR [--roster FILE]`: fails (after writing every
/// row) when some submission was not graded. The roster is read from `submissions` and
/// `roster` (see `roster::find`); what is wrong with it is a warning, never a failure.
/// `limit` is for grading each submission, `build_limit` for each crate built on its code.
pub fn run(
    places: &Places,
    submissions: &Path,
    roster: Option<&Path>,
    batch: &Batch,
    limit: Duration,
    build_limit: Duration,
) -> Result<ExitCode> {
    workspace::require_solutions(&places.root)?;
    let dirs = submission_dirs(submissions)?;
    let found = roster::find(submissions, roster);
    for warning in &found.warnings {
        eprintln!("warning: {warning}");
    }
    let batch = &Batch { roster: found.roster, ..batch.clone() };
    let started = Instant::now();
    let progress = indicatif::ProgressBar::new(dirs.len() as u64).with_style(
        indicatif::ProgressStyle::with_template(
            "{bar:40} {pos}/{len} submissions, {elapsed} ({per_sec}, {eta} left): {msg}",
        )
        .expect("the template is valid"),
    );
    let configure = |grader: &mut Grader| {
        grader.limit = limit;
        grader.build_limit = build_limit;
    };
    let done = grade_all(places, &dirs, batch, configure, &progress)?;
    progress.finish_and_clear();
    if !done.left_over.is_empty() {
        eprintln!(
            "warning: {} also holds the records of {} submissions that are not in {}: {}. grades.csv and the class report leave them out; delete them, or give another --out, once they are no longer wanted.",
            batch.out.join("reports").display(),
            done.left_over.len(),
            submissions.display(),
            a_few(&done.left_over)
        );
    }
    for warning in &done.roster_warnings {
        eprintln!("warning: {warning}");
    }
    let minutes = started.elapsed().as_secs_f64() / 60.0;
    let csv = batch.out.join("grades.csv");
    let graded = done.rows.len() - done.kept;
    println!(
        "Graded {graded} submissions in {minutes:.1} min ({:.1} per minute), {} kept from an earlier run: {}",
        graded as f64 / minutes.max(f64::EPSILON),
        done.kept,
        csv.display()
    );
    let faults = done.rows.iter().filter(|g| matches!(g.status, Status::GraderFault(_))).count();
    let unusable = done.rows.iter().filter(|g| matches!(g.status, Status::UnusableFolder(_))).count();
    if faults + unusable == 0 {
        return Ok(ExitCode::SUCCESS);
    }
    eprintln!(
        "{} of {} submissions were not graded ({faults} grader faults, {unusable} unusable folders): their status in {} says why; mend what it names and run again with the same --out to grade only those.",
        faults + unusable,
        done.rows.len(),
        csv.display()
    );
    Ok(ExitCode::FAILURE)
}

/// The first few of `names`, and how many more there are.
pub(crate) fn a_few(names: &[String]) -> String {
    const SHOWN: usize = 10;
    let shown = names[..names.len().min(SHOWN)].join(", ");
    match names.len().checked_sub(SHOWN) {
        Some(more) if more > 0 => format!("{shown} and {more} more"),
        _ => shown,
    }
}

/// The submissions in `submissions`: its subfolders, by name, and its symbolic links, which
/// are never followed (each gets a row that says so); at least one. Plain files beside them
/// (Gradescope's `submission_metadata.yml`) are not submissions.
pub fn submission_dirs(submissions: &Path) -> Result<Vec<PathBuf>> {
    let mut dirs = Vec::new();
    let cannot = || format!("cannot read the submissions folder {}", submissions.display());
    for entry in std::fs::read_dir(submissions).with_context(cannot)? {
        let entry = entry.with_context(cannot)?;
        let kind = entry.file_type().with_context(cannot)?;
        if kind.is_dir() || kind.is_symlink() {
            dirs.push(entry.path());
        }
    }
    dirs.sort();
    if dirs.is_empty() {
        bail!("{} holds no submissions: give a folder with one subfolder per student", submissions.display());
    }
    Ok(dirs)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A workspace that cannot build, or has no student files to read, is the grader's fault:
    /// each submission gets a row that says so, by its name, and the batch finishes.
    #[test]
    fn a_fault_of_the_grader_is_a_row_and_the_batch_goes_on() {
        rows_of_a_broken_workspace(true);
        rows_of_a_broken_workspace(false);
    }

    /// A made-up workspace at `root`, its sandboxes building in its own target folder.
    fn places_of(root: &Path) -> Places {
        Places { root: root.to_path_buf(), sandboxes: root.join("target/sandbox"), builds: None }
    }

    fn rows_of_a_broken_workspace(builds: bool) {
        let (broken, submissions, out) =
            (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let dirs: Vec<PathBuf> = ["ada", "../bob"]
            .iter()
            .map(|name| {
                let dir = submissions.path().join(store::file_stem(name));
                std::fs::create_dir_all(&dir).unwrap();
                dir
            })
            .collect();
        if builds {
            std::fs::create_dir_all(broken.path().join("crates")).unwrap();
        }
        let batch =
            Batch { out: out.path().to_path_buf(), workers: 2, regrade: false, builds: None, roster: None };
        let done =
            grade_all(&places_of(broken.path()), &dirs, &batch, |_| {}, &indicatif::ProgressBar::hidden())
                .unwrap();
        assert_eq!(done.rows.len(), 2);
        for row in &done.rows {
            assert!(matches!(row.status, Status::GraderFault(_)), "{:?}", row.status);
            assert!(row.status.words().starts_with("grader fault: "), "{}", row.status.words());
            assert!(!row.status.is_grade());
            assert!(row.text.contains("not of your code"), "{}", row.text);
        }
        let csv = std::fs::read_to_string(out.path().join("grades.csv")).unwrap();
        assert_eq!(csv.lines().count(), 3, "{csv}");
        assert!(csv.contains("ada,,,,0.00,,grader fault: "), "{csv}");
    }

    /// A workspace with nothing to grade with, submissions named `names` and a results folder:
    /// a batch of grader faults, graded at once.
    fn broken_batch(names: &[&str]) -> ([tempfile::TempDir; 3], Vec<PathBuf>, Batch) {
        let folders = [(); 3].map(|_| tempfile::tempdir().unwrap());
        let dirs: Vec<PathBuf> = names
            .iter()
            .map(|name| {
                let dir = folders[1].path().join(name);
                std::fs::create_dir_all(&dir).unwrap();
                dir
            })
            .collect();
        let batch = Batch {
            out: folders[2].path().to_path_buf(),
            workers: 2,
            regrade: false,
            builds: None,
            roster: None,
        };
        (folders, dirs, batch)
    }

    fn grade_broken(folders: &[tempfile::TempDir; 3], dirs: &[PathBuf], batch: &Batch) -> Result<Done> {
        grade_all(&places_of(folders[0].path()), dirs, batch, |_| {}, &indicatif::ProgressBar::hidden())
    }

    /// Two runs on one --out at once: the second is refused before it writes a row, told the
    /// first one's pid, and runs once the first has let go.
    #[test]
    fn a_second_run_on_one_out_is_refused_and_told_who_holds_it() {
        let (folders, dirs, batch) = broken_batch(&["ada"]);
        let first = lock::Lock::take(&batch.out).unwrap();
        let said = format!("{:#}", grade_broken(&folders, &dirs, &batch).unwrap_err());
        let holder = format!("another grade-all (pid {}, started ", std::process::id());
        let using = format!(" is using {}; wait for it or give another --out", batch.out.display());
        assert!(said.starts_with(&holder) && said.ends_with(&using), "{said}");
        assert!(!batch.out.join("grades.csv").exists(), "the refused run wrote nothing");
        drop(first);
        assert_eq!(grade_broken(&folders, &dirs, &batch).unwrap().rows.len(), 1);
        assert!(batch.out.join("grades.csv").exists());
    }

    /// A run that stops part way, here because bob's report cannot be written, leaves bob's
    /// row of the run before in grades.csv.
    #[test]
    fn a_run_that_fails_part_way_keeps_the_rows_of_the_run_before() {
        let (folders, dirs, batch) = broken_batch(&["ada", "bob"]);
        grade_broken(&folders, &dirs, &batch).unwrap();
        let bob = batch.out.join("reports/bob.txt");
        std::fs::remove_file(&bob).unwrap();
        std::fs::create_dir(&bob).unwrap();
        let said = format!("{:#}", grade_broken(&folders, &dirs, &batch).unwrap_err());
        assert!(said.contains("cannot write") && said.contains("bob.txt"), "{said}");
        let csv = std::fs::read_to_string(batch.out.join("grades.csv")).unwrap();
        let rows: Vec<&str> = csv.lines().skip(1).map(|row| row.split(',').next().unwrap()).collect();
        assert_eq!(rows, ["ada", "bob"], "{csv}");
    }

    /// The gradebook takes a score only from a status that is a grade, as `grades.csv` words it.
    #[test]
    fn a_status_is_a_grade_in_words_as_it_is_in_the_record() {
        let every = |status: &Status| match status {
            Status::Graded | Status::DoesNotCompile | Status::TimedOut | Status::ChangedGradingFiles => (),
            Status::UnusableFolder(_) | Status::GraderFault(_) => (),
        };
        for status in [
            Status::Graded,
            Status::DoesNotCompile,
            Status::TimedOut,
            Status::ChangedGradingFiles,
            Status::UnusableFolder("a link".into()),
            Status::GraderFault("no report".into()),
        ] {
            every(&status);
            assert_eq!(Status::words_are_a_grade(&status.words()), status.is_grade(), "{status:?}");
        }
        assert!(!Status::words_are_a_grade(store::NO_SUBMISSION) && !Status::words_are_a_grade(""));
    }

    #[test]
    fn a_status_reads_back_as_written() {
        for status in [
            Status::Graded,
            Status::TimedOut,
            Status::UnusableFolder("a link".into()),
            Status::GraderFault("no report".into()),
        ] {
            let json = serde_json::to_string(&status).unwrap();
            assert_eq!(serde_json::from_str::<Status>(&json).unwrap(), status, "{json}");
        }
    }

    /// A grade that a busy machine may have decided is graded again: a whole submission's
    /// time-out, a region withheld for its build's time-out, a case's time-out.
    #[test]
    fn a_time_out_of_any_kind_is_no_final_grade() {
        let graded = |status| Graded::nothing("ada", status, String::new(), Findings::default(), false);
        assert!(graded(Status::TimedOut).depends_on_the_machine() && !graded(Status::TimedOut).is_final());
        assert!(
            !graded(Status::DoesNotCompile).depends_on_the_machine()
                && graded(Status::DoesNotCompile).is_final()
        );
        assert!(!graded(Status::GraderFault("no report".into())).is_final());
        let mut stalled = graded(Status::Graded);
        stalled.found.withheld.push(hog_grader::prepared::Withheld {
            problem: "02".into(),
            reason: hog_grader::prepared::Reason::BuildTimedOut,
            file: "crates/rules/src/rules.rs".into(),
            details: String::new(),
        });
        assert!(stalled.depends_on_the_machine() && !stalled.is_final());
        let report = |verdict: &str| {
            let case = format!(
                r#"{{"id": {{"problem": "01", "suite": 1, "case": 1}}, "kind": "scored", "hidden": false, "about": "a", "events": [], "verdict": {verdict}, "debug_lines": [], "dropped_debug_lines": 0, "millis": 2000}}"#
            );
            let text = format!(
                r#"{{"version": 1, "earned": 0.0, "possible": 2.0, "passed": false, "problems": [{{"id": "01", "title": "roll_dice", "points": 2.0, "earned": 0.0, "violations": [], "suites": [], "cases": [{case}], "not_run": 0, "partial": false}}], "prepared": {{"withheld": [], "outside_edits": []}}}}"#
            );
            Report::parse(&text).unwrap()
        };
        let mut slow = graded(Status::Graded);
        slow.report = Some(report(r#"{"kind": "timed_out", "seconds": 2.0}"#));
        assert!(slow.depends_on_the_machine() && !slow.is_final());
        slow.report = Some(report(r#"{"kind": "failed"}"#));
        assert!(!slow.depends_on_the_machine() && slow.is_final());
    }
}
