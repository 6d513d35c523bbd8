//! Official grading of many submissions: `cargo xtask grade-all` for a folder of them, and
//! `cargo xtask autograde` for one, as Gradescope runs it.
//!
//! Each submission is graded in a sandbox copy of the instructor's workspace: only the
//! allowed student files are taken from it, every hidden case runs, and a time limit
//! bounds the whole grading of one submission. Nothing a submission does reaches another.

pub mod gradescope;
pub mod submission;

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use hog_grader::report::json::Report;

use hog_grader::prepared::Prepared as Found;

use crate::build::{Limits, Mode};
use crate::prepare::{self, Prepared, StudentFile};
use crate::sandbox::Sandbox;
use crate::workspace;
use submission::Submission;

/// How one submission's grading ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Every selected case ran (passing or not).
    Graded,
    /// The student files do not compile: zero points.
    DoesNotCompile,
    /// Grading ran past the submission's time limit: zero points.
    TimedOut,
    /// Its code changed grading files while it ran: zero points, whatever it reported.
    ChangedGradingFiles,
}

impl Status {
    /// The words in `grades.csv`.
    pub fn words(&self) -> &'static str {
        match self {
            Status::Graded => "graded",
            Status::DoesNotCompile => "does not compile",
            Status::TimedOut => "timed out",
            Status::ChangedGradingFiles => "changed grading files",
        }
    }
}

/// The grade of one submission.
#[derive(Clone, Debug)]
pub struct Graded {
    /// The submission's name (its folder).
    pub name: String,
    /// How it ended.
    pub status: Status,
    /// The JSON report (absent when it did not compile or timed out).
    pub report: Option<Report>,
    /// Gradescope's results document, when asked for.
    pub gradescope: Option<String>,
    /// What the student reads: the full text report, or the compile errors.
    pub text: String,
    /// What preparing the code found: withheld problems, edits outside the regions.
    pub found: Found,
}

impl Graded {
    /// A submission that earns nothing, with `text` saying why.
    fn nothing(name: &str, status: Status, text: String, found: Found, gradescope: bool) -> Self {
        let gradescope = gradescope.then(|| gradescope::zero(&text));
        Graded { name: name.to_owned(), status, report: None, gradescope, text, found }
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

/// A pristine workspace that grades one submission at a time.
pub struct Grader {
    sandbox: Sandbox,
    pristine: Vec<(String, String)>,
    /// Seconds one case may run.
    pub case_timeout: f64,
    /// Time for grading one whole submission.
    pub limit: Duration,
    /// Cases run at once within one submission.
    pub jobs: usize,
    /// How long each crate built on the submission's code may compile.
    pub build_limit: Duration,
}

impl Grader {
    /// A grader over a copy of the workspace at `root`.
    pub fn new(root: &Path) -> Result<Self> {
        let sandbox = Sandbox::new(root)?;
        let mut pristine = Vec::new();
        for path in allowed_files(root)? {
            let text = sandbox.read(&path)?;
            pristine.push((path, text));
        }
        let build_limit = Limits::OFFICIAL.time;
        Ok(Grader {
            sandbox,
            pristine,
            case_timeout: 2.0,
            limit: Duration::from_secs(300),
            jobs: 1,
            build_limit,
        })
    }

    /// The root of the sandbox it grades in.
    pub fn sandbox_root(&self) -> &Path {
        self.sandbox.root()
    }

    /// Builds the suites, hidden cases included, on `submission`'s files put into the
    /// pristine workspace (every file put back first): what [`Grader::grade`] runs, and
    /// what `contest` tabulates an entry with.
    pub fn build(&self, submission: &Submission) -> Result<Prepared> {
        self.sandbox.restore(&self.student_paths())?;
        let files: Vec<StudentFile> = self
            .pristine
            .iter()
            .map(|(path, text)| {
                let submitted = submission.files.iter().find(|(p, _)| p == path).map(|(_, t)| t);
                StudentFile {
                    path: path.clone(),
                    pristine: text.clone(),
                    submitted: submitted.unwrap_or(text).clone(),
                }
            })
            .collect();
        prepare::build(&self.sandbox, Mode::Official, &files, Limits::official(self.build_limit))
    }

    /// The sandbox it grades in, to run what it built.
    pub fn sandbox(&self) -> &Sandbox {
        &self.sandbox
    }

    /// The student files, from the root.
    fn student_paths(&self) -> Vec<String> {
        self.pristine.iter().map(|(path, _)| path.clone()).collect()
    }

    /// Grades `submission` named `name`; with `gradescope`, also renders Gradescope's results.
    ///
    /// Every file of the sandbox is put back as copied before the grade, and checked after
    /// it: a submission whose code changed a grading file while it ran earns nothing, and the
    /// next one is graded on the pristine files all the same.
    pub fn grade(&self, name: &str, submission: &Submission, gradescope: bool) -> Result<Graded> {
        let students = self.student_paths();
        let (binary, found) = match self.build(submission)? {
            Prepared::Built { binary, found } => (binary, found),
            Prepared::Failed { errors, found, .. } => {
                let text = format!("Your code does not compile, so it earns no points.\n\n{errors}");
                return Ok(Graded::nothing(name, Status::DoesNotCompile, text, found, gradescope));
            }
        };
        let (text_out, results_out, found_in) = (
            self.sandbox.beside("report.txt"),
            self.sandbox.beside("results.json"),
            self.sandbox.beside("prepared.json"),
        );
        for stale in [&text_out, &results_out] {
            let _ = std::fs::remove_file(stale);
        }
        std::fs::write(&found_in, serde_json::to_string(&found)?)?;
        let (timeout, jobs) = (self.case_timeout.to_string(), self.jobs.to_string());
        let paths = [&text_out, &results_out, &found_in].map(|p| p.display().to_string());
        let mut args = vec!["--format", "json", "--timeout", &timeout, "--jobs", &jobs];
        args.extend(["--text-out", &paths[0], "--prepared", &paths[2]]);
        if gradescope {
            args.extend(["--gradescope-out", &paths[1]]);
        }
        let run = self.sandbox.run(&binary, &args, &[], Some(self.limit))?;
        let tampered = self.sandbox.restore(&students)?;
        if !tampered.is_empty() {
            let text = format!(
                "While it was graded, this submission's code changed grading files:\n    {}\nIts results cannot be trusted, so it earns no points. (The files were put back.)",
                tampered.join("\n    ")
            );
            return Ok(Graded::nothing(name, Status::ChangedGradingFiles, text, found, gradescope));
        }
        if run.timed_out {
            let text = format!(
                "Grading ran past its limit of {} s and was stopped, so this submission earns no points.",
                self.limit.as_secs()
            );
            return Ok(Graded::nothing(name, Status::TimedOut, text, found, gradescope));
        }
        let report = Report::parse(&run.stdout)
            .with_context(|| format!("the suites printed no report for {name}: {}", run.stderr))?;
        let text = std::fs::read_to_string(&text_out).unwrap_or_default();
        let gradescope = gradescope.then(|| std::fs::read_to_string(&results_out)).transpose()?;
        Ok(Graded {
            name: name.to_owned(),
            status: Status::Graded,
            report: Some(report),
            gradescope,
            text,
            found,
        })
    }
}

/// The student files of the workspace at `root`, from its root: the allow-list.
pub fn allowed_files(root: &Path) -> Result<Vec<String>> {
    Ok(workspace::student_files(root)?.iter().map(|f| workspace::display(root, f)).collect())
}

/// Grades every submission (a subfolder of `submissions`) on `workers` threads.
pub fn grade_all(
    root: &Path,
    submissions: &[PathBuf],
    workers: usize,
    configure: impl Fn(&mut Grader) + Sync,
    progress: &indicatif::ProgressBar,
) -> Result<Vec<Graded>> {
    let allowed = allowed_files(root)?;
    let queue = Mutex::new(submissions.iter().enumerate());
    let results = Mutex::new(Vec::new());
    let failure = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..workers.max(1) {
            scope.spawn(|| {
                let grader = Grader::new(root).map(|mut grader| {
                    configure(&mut grader);
                    grader
                });
                let grader = match grader {
                    Ok(grader) => grader,
                    Err(error) => return *failure.lock().unwrap() = Some(error),
                };
                loop {
                    let Some((index, dir)) = queue.lock().unwrap().next() else { break };
                    let name = dir.file_name().unwrap_or_default().to_string_lossy().into_owned();
                    progress.set_message(name.clone());
                    let graded =
                        submission::collect(dir, &allowed).and_then(|s| grader.grade(&name, &s, false));
                    match graded {
                        Ok(graded) => results.lock().unwrap().push((index, graded)),
                        Err(error) => return *failure.lock().unwrap() = Some(error),
                    }
                    progress.inc(1);
                }
            });
        }
    });
    if let Some(error) = failure.into_inner().unwrap() {
        return Err(error);
    }
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(index, _)| *index);
    Ok(results.into_iter().map(|(_, graded)| graded).collect())
}

/// Writes `grades.csv` (one row per submission, one column per problem) and one report per
/// submission into `out`.
pub fn write_results(out: &Path, problems: &[String], graded: &[Graded]) -> Result<()> {
    std::fs::create_dir_all(out.join("reports"))?;
    let mut csv = csv::Writer::from_path(out.join("grades.csv"))?;
    let mut header = vec!["submission".to_owned()];
    header.extend(problems.iter().cloned());
    header.extend(["total", "status", "withheld", "edited_outside_regions"].map(String::from));
    csv.write_record(&header)?;
    for submission in graded {
        let mut row = vec![submission.name.clone()];
        row.extend(problems.iter().map(|p| format!("{:.2}", submission.points(p))));
        let withheld: Vec<String> =
            submission.found.withheld.iter().map(|w| format!("{} {}", w.problem, w.reason)).collect();
        let edits: Vec<String> = submission.found.outside_edits.iter().map(ToString::to_string).collect();
        row.extend([
            format!("{:.2}", submission.total()),
            submission.status.words().to_owned(),
            withheld.join("; "),
            edits.join("; "),
        ]);
        csv.write_record(&row)?;
        std::fs::write(out.join("reports").join(format!("{}.txt", submission.name)), &submission.text)?;
    }
    csv.flush()?;
    Ok(())
}

/// `cargo xtask grade-all SUBMISSIONS --out DIR`: `limit` for grading each submission,
/// `build_limit` for each crate built on its code.
pub fn run(
    submissions: &Path,
    out: &Path,
    workers: usize,
    limit: Duration,
    build_limit: Duration,
) -> Result<()> {
    let root = workspace::root()?;
    workspace::require_solutions(&root)?;
    let dirs = submission_dirs(submissions)?;
    let started = Instant::now();
    let progress = indicatif::ProgressBar::new(dirs.len() as u64).with_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} submissions, {elapsed} ({msg})")
            .expect("the template is valid"),
    );
    let problems = problem_ids(&Grader::new(&root)?.grade("pristine", &Submission::default(), false)?);
    let configure = |grader: &mut Grader| {
        grader.limit = limit;
        grader.build_limit = build_limit;
    };
    let graded = grade_all(&root, &dirs, workers, configure, &progress)?;
    progress.finish_and_clear();
    write_results(out, &problems, &graded)?;
    let minutes = started.elapsed().as_secs_f64() / 60.0;
    println!(
        "Graded {} submissions in {:.1} min ({:.1} per minute): {}",
        graded.len(),
        minutes,
        graded.len() as f64 / minutes.max(f64::EPSILON),
        out.join("grades.csv").display()
    );
    Ok(())
}

/// The submissions in `submissions`: its subfolders, by name; at least one.
pub fn submission_dirs(submissions: &Path) -> Result<Vec<PathBuf>> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(submissions)
        .with_context(|| format!("cannot read the submissions folder {}", submissions.display()))?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    if dirs.is_empty() {
        bail!("{} holds no submissions: give a folder with one subfolder per student", submissions.display());
    }
    Ok(dirs)
}

/// The problem ids of a report, in order.
fn problem_ids(graded: &Graded) -> Vec<String> {
    graded.report.iter().flat_map(|r| r.problems()).map(|p| p.id.clone()).collect()
}
