//! The grading of one submission in a pristine copy of the instructor's workspace.

use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use hog_grader::report::json::Report;

use super::{Graded, Status};
use crate::leaderboard::Board;
use hog_engine::build::{Limits, Mode};
use hog_engine::digest::Fingerprint;
use hog_engine::environment::Places;
use hog_engine::intake::CASE_TIMEOUT;
use hog_engine::intake::submission::Submission;
use hog_engine::prepare::{self, Prepared, StudentFile};
use hog_engine::sandbox::Sandbox;
use hog_engine::stubs;

/// A pristine workspace that grades one submission at a time.
pub struct Grader {
    sandbox: Sandbox,
    /// Each student file as handed out: what a submission's regions go into.
    pristine: Vec<(String, String)>,
    /// A fingerprint of the grading workspace (suites, hidden suites, grader, stubs, manifests)
    /// and of the compiler that builds it.
    workspace: String,
    /// Seconds one case may run.
    pub case_timeout: f64,
    /// Time for grading one whole submission.
    pub limit: Duration,
    /// When grading must be over, whatever `limit` says: Gradescope's budget.
    pub deadline: Option<Instant>,
    /// Cases run at once within one submission.
    pub jobs: usize,
    /// How long each crate built on the submission's code may compile.
    pub build_limit: Duration,
    /// Gradescope's leaderboard, where the course has one: each Gradescope result then
    /// places the submission's `final_strategy` on it.
    pub leaderboard: Option<Board>,
}

impl Grader {
    /// A grader over a copy of the workspace at `places.root`, building where its sandboxes do. Its student files start as handed
    /// out (see [`stubs::handed_out`]), never as the checkout's working tree has them.
    pub fn new(places: &Places) -> Result<Self> {
        Grader::with_sandbox(Sandbox::new(places)?, &places.root)
    }

    /// Like [`Grader::new`], building into `target_dir`: where a copy of a checkout shares
    /// the checkout's sandbox builds.
    pub fn building_in(root: &Path, target_dir: &Path) -> Result<Self> {
        Grader::with_sandbox(Sandbox::building_in(root, target_dir)?, root)
    }

    fn with_sandbox(sandbox: Sandbox, root: &Path) -> Result<Self> {
        let pristine = stubs::handed_out(root)?;
        let students: Vec<String> = pristine.iter().map(|(path, _)| path.clone()).collect();
        let mut workspace = Fingerprint::default();
        workspace.part(sandbox.fingerprint(&students));
        for (path, text) in &pristine {
            workspace.file(path, text.as_bytes());
        }
        workspace.part(hog_engine::build::toolchain(sandbox.root())?);
        Ok(Grader {
            sandbox,
            pristine,
            workspace: workspace.hex(),
            case_timeout: CASE_TIMEOUT,
            limit: Duration::from_secs(300),
            deadline: None,
            jobs: 1,
            build_limit: Limits::OFFICIAL.time,
            leaderboard: None,
        })
    }

    /// The root of the sandbox it grades in.
    pub fn sandbox_root(&self) -> &Path {
        self.sandbox.root()
    }

    /// The key of `submission`'s grade: the same key, the same grade. It holds what was
    /// taken from the submission, the grading workspace, the compiler and the limits.
    pub fn key(&self, submission: &Submission) -> String {
        let limits =
            format!("{} {} {}", self.case_timeout, self.limit.as_secs_f64(), self.build_limit.as_secs_f64());
        Fingerprint::default().part(&self.workspace).part(submission.fingerprint()).part(limits).hex()
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
    /// An error is the grader's own fault, never the submission's.
    ///
    /// Every file of the sandbox is put back as copied before the grade, and checked after
    /// it: a submission whose code changed a grading file while it ran earns nothing, and the
    /// next one is graded on the pristine files all the same.
    pub fn grade(&self, name: &str, submission: &Submission, gradescope: bool) -> Result<Graded> {
        let mut graded = self.grade_files(name, submission, gradescope)?;
        graded.key = Some(self.key(submission));
        graded.regions = submission.regions();
        Ok(graded.with_notes(&submission.notes))
    }

    fn grade_files(&self, name: &str, submission: &Submission, gradescope: bool) -> Result<Graded> {
        let students = self.student_paths();
        let (binary, found) = match self.build(submission)? {
            Prepared::Built { binary, found } => (binary, found),
            Prepared::Failed { errors, by_student: false, .. } => {
                bail!("the grading workspace itself does not compile:\n{errors}")
            }
            Prepared::Failed { errors, found, .. } => {
                let text = format!("Your code does not compile, so it earns no points.\n\n{errors}");
                return Ok(Graded::nothing(name, Status::DoesNotCompile, text, found, gradescope));
            }
        };
        let limit = match self.deadline {
            Some(deadline) => self.limit.min(deadline.saturating_duration_since(Instant::now())),
            None => self.limit,
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
        let run = self.sandbox.run(&binary, &args, &[], Some(limit))?;
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
                limit.as_secs()
            );
            return Ok(Graded::nothing(name, Status::TimedOut, text, found, gradescope));
        }
        let report = Report::parse(&run.stdout)
            .with_context(|| format!("the suites printed no report: {}", run.stderr.trim()))?;
        let text = std::fs::read_to_string(&text_out).unwrap_or_default();
        let mut gradescope = gradescope
            .then(|| std::fs::read_to_string(&results_out).context("the suites wrote no results.json"))
            .transpose()?;
        if let (Some(document), Some(board)) = (&mut gradescope, &self.leaderboard) {
            let standing = board.judge(&self.sandbox, &binary, &found, self.deadline);
            *document = super::gradescope::with_leaderboard(document, &standing);
        }
        Ok(Graded { report: Some(report), gradescope, ..Graded::bare(name, Status::Graded, text, found) })
    }
}
