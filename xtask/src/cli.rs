//! The command line of `cargo xtask`: what each command takes and which module runs it.
//!
//! A student release is built without the `instructor` feature, so its help lists only
//! what students run: the instructors' commands and flags are not there at all.

#[cfg(feature = "instructor")]
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Parser, Subcommand};

use crate::{grade, unlock};
use hog_engine::environment::Places;

/// `--edition NAME`, which runs an instructor's command in that edition's workspace.
#[cfg(feature = "instructor")]
pub mod edition;

/// What `cargo xtask --help` says the tool is, in the instructors' checkout.
#[cfg(feature = "instructor")]
const ABOUT: &str = "The Game of Hog's grader and course tools.\n\n\
Students grade their code and unlock concept questions. Instructors also grade the reference \
solution, write the stubs, snapshots and the student release, check the suites against known \
mistakes, and grade submissions officially.";

/// What `cargo xtask --help` says the tool is, in a student release.
#[cfg(not(feature = "instructor"))]
const ABOUT: &str = "The Game of Hog's grader: it grades your code problem by problem and \
unlocks each problem's concept questions.";

/// `cargo xtask`'s arguments.
#[derive(Parser, Debug)]
#[command(name = "cargo xtask", bin_name = "cargo xtask", version, about = ABOUT)]
pub struct Cli {
    /// The rule edition to work on, such as pigtail-square [default: the course's, in
    /// editions/editions.toml]. Another is worked on in a copy of the checkout whose course it
    /// is (.hog/editions/NAME); what the command writes comes back to the checkout.
    #[cfg(feature = "instructor")]
    #[arg(long, global = true, value_name = "NAME")]
    pub edition: Option<String>,
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// Every command, in the order the help lists them: the students' first.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Grade your code, problem by problem (-q 04 for one problem).
    // Boxed: its flags are many, the other commands' few.
    Grade(Box<grade::GradeCommand>),
    /// Answer a problem's concept questions to unlock them (-q 05; without -q, every problem's).
    Unlock {
        /// The problem whose questions to ask, such as 05; repeat for more.
        #[arg(short = 'q', long = "question", value_name = "PROBLEM")]
        problems: Vec<String>,
        /// The language to ask in, such as zh-CN or en [default: HOG_LANG, else the system's].
        #[arg(long, value_name = "LANG")]
        lang: Option<String>,
    },
    /// Print the line that stores a concept question's answer in problems/NN/questions.toml.
    #[cfg(feature = "instructor")]
    HashAnswer {
        /// The problem, such as 05.
        #[arg(short = 'q', long = "question", value_name = "PROBLEM")]
        problem: String,
        /// The question's id in problems/NN/questions.toml.
        id: String,
        /// The right answer (for a multiple-choice question, the text of the right choice).
        answer: String,
    },
    /// Write each student file (crates/*/src) from its solution (crates/*/solution).
    #[cfg(feature = "instructor")]
    Stubs {
        /// Change nothing; fail, naming the problem, if a student file or stubs.lock is out of date.
        #[arg(long)]
        check: bool,
        /// Write every generated file even where it was edited by hand, dropping the edit (without
        /// it, such a file stops the command, which names the file to make the change in).
        #[arg(long, conflicts_with = "check")]
        overwrite: bool,
    },
    /// Regenerate the stored snapshots (traced games, tables) from the solution.
    #[cfg(feature = "instructor")]
    Snapshots {
        /// Show each changed snapshot's differences and ask whether to accept it.
        #[arg(long, conflicts_with = "accept")]
        review: bool,
        /// Accept every changed snapshot without asking.
        #[arg(long)]
        accept: bool,
    },
    /// Grade every known wrong solution (tests/mutants/NN.toml); fail unless each one is rejected.
    #[cfg(feature = "instructor")]
    Mutants {
        /// Only this problem's mistakes, such as 05; repeat for more.
        #[arg(short = 'q', long = "question", value_name = "PROBLEM")]
        problems: Vec<String>,
    },
    /// Run every check: formatting, stubs, clippy and the tests, on the stubs and on the solution,
    /// for Linux, Windows and macOS.
    #[cfg(feature = "instructor")]
    Ci {
        /// Check this system alone: no Windows or macOS checks, which need a toolchain with the
        /// standard library's source, MinGW and Wine.
        #[arg(long)]
        this_system: bool,
    },
    /// Time grading from an empty target folder: a newcomer's first `cargo xtask grade` and every
    /// later one; or a class (--class N), or Gradescope (--gradescope).
    #[cfg(feature = "instructor")]
    Bench {
        /// Runs of each later grade; the median is reported.
        #[arg(long, default_value_t = 3)]
        runs: usize,
        /// Grade a made-up class of N submissions with grade-all instead: its rate and CPU time.
        #[arg(long, value_name = "N", conflicts_with = "gradescope")]
        class: Option<usize>,
        /// With --class: submissions graded at once.
        #[arg(long, default_value_t = 2, requires = "class")]
        jobs: usize,
        /// With --class: keep the class in DIR/submissions and grade-all's folder (grades.csv,
        /// reports/ and the class report in report/) in DIR/graded, DIR a new or empty folder,
        /// instead of deleting them: the same class can then be graded again and compared.
        #[arg(long, value_name = "DIR", requires = "class")]
        keep: Option<PathBuf>,
        /// Run one submission through the Gradescope autograder instead: CPU, wall, memory.
        #[arg(long)]
        gradescope: bool,
    },
    /// Show the rule editions, the course's marked, or start a new one.
    #[cfg(feature = "instructor")]
    Edition {
        /// What to do instead of listing them.
        #[command(subcommand)]
        action: Option<EditionAction>,
    },
    /// Write the workspace students receive: stubs only, no solutions, hidden cases or answers.
    #[cfg(feature = "instructor")]
    Release {
        /// A new or empty folder to write it to.
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
    /// Write a GitHub Classroom template repository: the student release, and the workflow that
    /// grades each push and reports one scored test per problem to Classroom.
    #[cfg(feature = "instructor")]
    Classroom {
        /// A new or empty folder to write it to.
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
    /// Grade every submission in a folder, hidden cases included, into grades.csv and reports/.
    #[cfg(feature = "instructor")]
    GradeAll {
        /// A folder with one subfolder per student. Each holds that student's files (the student
        /// files of the workspace, crates/*/src/*.rs), at their place or anywhere inside by name,
        /// as a flat upload has them. Other files are ignored; a missing student file is graded
        /// as handed out. Gradescope's Download Submissions export is read as it is: its
        /// submission_metadata.yml names each submission's students in grades.csv and the reports.
        submissions: PathBuf,
        /// Where grades.csv and reports/ go.
        #[arg(long, value_name = "DIR", default_value = "grades")]
        out: PathBuf,
        /// Submissions graded at once.
        #[arg(long, default_value_t = 2)]
        jobs: usize,
        /// Seconds for grading one submission, after its build.
        #[arg(long, default_value_t = 300, value_name = "SECONDS")]
        time_limit: u64,
        /// Seconds each crate built on a submission's code may compile; past it, the problem
        /// whose code stalls the compiler is graded as its stub.
        #[arg(long, default_value_t = hog_engine::build::Limits::OFFICIAL.time.as_secs(), value_name = "SECONDS")]
        build_limit: u64,
        /// Grade every submission again. Without it, a submission already graded into the same
        /// --out, whose files and grader are unchanged, keeps its grade.
        #[arg(long)]
        regrade: bool,
        /// Then write the class report into --out's report/ (see class-report).
        #[arg(long)]
        report: bool,
        /// Who handed in each submission, as CSV with the columns folder,name,email,sid: one row
        /// per student (a group has a row each), and a row with an empty folder for a student who
        /// handed nothing in [default: SUBMISSIONS/roster.csv, if there is one]. Its rows add to
        /// and correct Gradescope's SUBMISSIONS/submission_metadata.yml, which is always read.
        #[arg(long, value_name = "FILE")]
        roster: Option<PathBuf>,
    },
    /// What the class got wrong, from grade-all's --out: the scores, each problem's results,
    /// the zoo's mistakes named and the other mistakes grouped, as a page (index.html) and CSV.
    #[cfg(feature = "instructor")]
    ClassReport {
        /// The --out folder of grade-all (it holds grades.csv and reports/).
        graded: PathBuf,
        /// Where index.html and the CSV tables go [default: GRADED/report].
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// Write the scores of grade-all's --out as a file the course's gradebook imports (Canvas's, or
    /// email, SID and score).
    ///
    /// One row per student of grades.csv, matched by SID and email. A student on the roster with no
    /// submission, or whose submission was not graded, gets an empty score, never a zero; a
    /// submission that names no student cannot be matched and is left out. Each is said on stderr.
    #[cfg(feature = "instructor")]
    Gradebook {
        /// The --out folder of grade-all (it holds grades.csv).
        graded: PathBuf,
        /// canvas: Canvas's gradebook import (Student, ID, SIS User ID = the SID, SIS Login ID =
        /// the email, Section, then the assignment, after a Points Possible row); csv: email,sid,score.
        #[arg(long, value_enum)]
        format: hog_official::gradebook::Format,
        /// With --format canvas, the assignment's column: a new name makes a new assignment in
        /// Canvas, and "Name (ID)", as Canvas's own export heads a column, updates that one.
        #[arg(long, value_name = "NAME", required_if_eq("format", "canvas"))]
        assignment: Option<String>,
        /// Where the CSV goes [default: printed].
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// The wrong-solution zoo (tests/mutants/): `zoo add` makes a student's mistake an entry of it.
    #[cfg(feature = "instructor")]
    Zoo {
        /// What to do.
        #[command(subcommand)]
        action: ZooAction,
    },
    /// Run the strategy contest: every submission's final_strategy against every other, worked out
    /// exactly, into ranking.csv and index.html.
    #[cfg(feature = "instructor")]
    Contest {
        /// A folder with one subfolder per entry, laid out as for grade-all.
        submissions: PathBuf,
        /// Where ranking.csv, index.html and the pictures go.
        #[arg(long, value_name = "DIR", default_value = "contest")]
        out: PathBuf,
        /// Seconds one entry may take to choose at every position; past it, it is disqualified.
        #[arg(long, default_value_t = 10, value_name = "SECONDS")]
        time_limit: u64,
    },
    /// Write the Gradescope autograder: this workspace with its hidden cases, and the scripts
    /// Gradescope runs.
    ///
    /// Where tests/course.toml turns the leaderboard on, it also builds the solution once to
    /// pack the reference's rules and baseline strategies, which the leaderboard judges by.
    #[cfg(feature = "instructor")]
    Gradescope {
        /// The zip to write.
        #[arg(long, value_name = "FILE", default_value = "autograder.zip")]
        out: PathBuf,
    },
    /// Grade one submission into Gradescope's results.json (what the autograder runs).
    #[cfg(feature = "instructor")]
    Autograde {
        /// The folder with the submitted files.
        #[arg(long, value_name = "DIR")]
        submission: PathBuf,
        /// Where results.json goes.
        #[arg(long, value_name = "FILE")]
        results: PathBuf,
        /// Seconds for everything, build and grading: below the assignment's timeout on
        /// Gradescope, so that results.json is written before it is reached.
        #[arg(long, value_name = "SECONDS", default_value_t = hog_official::batch::gradescope::DEFAULT_BUDGET.as_secs())]
        budget: u64,
    },
}

/// What `cargo xtask edition` does besides listing the editions.
#[cfg(feature = "instructor")]
#[derive(Debug, clap::Subcommand)]
pub enum EditionAction {
    /// Start a new term's edition from the one closest to it: its folder, with a copy of that
    /// edition's own files to rewrite, its registry entry, and a checklist of what is left.
    New {
        /// The new edition's name: lowercase words joined by hyphens, after its special rules.
        name: String,
        /// The edition to start from.
        #[arg(long, value_name = "EDITION")]
        from: String,
    },
    /// Check one edition alone, as `cargo xtask ci` checks every edition: its checklist done,
    /// its known mistakes signed, and in a copy whose course it is, its formatting, facts,
    /// honest cases, zoo, release, clippy and tests.
    Check {
        /// The edition to check, such as wild-tied.
        name: String,
    },
}

/// Runs the command of `cli`, in the workspace of its edition. `raw_args` are the arguments
/// after the command's name but `--edition NAME`, which `grade` hands on to the suite binary.
pub fn run(cli: Cli, raw_args: &[String]) -> Result<ExitCode> {
    // The one place xtask reads where it works from the process's environment.
    let places = Places::of_this_process()?;
    #[cfg(feature = "instructor")]
    {
        crate::cli::edition::run_in_edition(
            &places,
            cli.edition.as_deref(),
            cli.command,
            |places, command| run_command(places, command, raw_args),
        )
    }
    #[cfg(not(feature = "instructor"))]
    run_command(&places, cli.command, raw_args)
}

/// Runs `command` in the workspace at `places`.
fn run_command(places: &Places, command: Command, raw_args: &[String]) -> Result<ExitCode> {
    let done = |()| ExitCode::SUCCESS;
    let root = places.root.as_path();
    match command {
        Command::Grade(command) => grade::run(places, &command, raw_args),
        Command::Unlock { problems, lang } => {
            crate::language::speak(places, lang.as_deref())?;
            let stdin = std::io::stdin();
            let edition = hog_engine::edition::course_name(root).unwrap_or_default();
            unlock::run(root, &edition, &problems, &mut stdin.lock(), &mut std::io::stdout()).map(done)
        }
        #[cfg(feature = "instructor")]
        Command::HashAnswer { problem, id, answer } => {
            hog_authoring::answers::print_hash(&problem, &id, &answer).map(done)
        }
        #[cfg(feature = "instructor")]
        Command::Stubs { check, overwrite } => {
            hog_authoring::generated::run(root, check, overwrite).map(done)
        }
        #[cfg(feature = "instructor")]
        Command::Snapshots { review, accept } => {
            use hog_authoring::snapshots::Changed;
            let changed = if accept {
                Changed::Accept
            } else if review {
                Changed::Review
            } else {
                Changed::Leave
            };
            hog_authoring::snapshots::run(places, changed).map(done)
        }
        #[cfg(feature = "instructor")]
        Command::Mutants { problems } => hog_authoring::mutants::run(places, &problems).map(done),
        #[cfg(feature = "instructor")]
        Command::Ci { this_system } => crate::ci::run(places, this_system).map(done),
        #[cfg(feature = "instructor")]
        Command::Bench { runs, class, jobs, keep, gradescope } => {
            use crate::bench::Measured;
            let measured = match (class, gradescope) {
                (Some(size), _) => Measured::Class { size, jobs, keep },
                (None, true) => Measured::Gradescope,
                (None, false) => Measured::FirstGrade { runs },
            };
            crate::bench::run(places, measured).map(done)
        }
        #[cfg(feature = "instructor")]
        Command::Edition { action: Some(EditionAction::New { name, from }) } => {
            hog_authoring::edition::new::run(root, &name, &from).map(done)
        }
        #[cfg(feature = "instructor")]
        Command::Edition { action: Some(EditionAction::Check { name }) } => {
            crate::ci::edition::check(places, &name).map(done)
        }
        #[cfg(feature = "instructor")]
        Command::Edition { action: None } => hog_authoring::edition::run(root).map(done),
        #[cfg(feature = "instructor")]
        Command::Release { out } => hog_authoring::release::run(root, &out).map(done),
        #[cfg(feature = "instructor")]
        Command::Classroom { out } => hog_authoring::classroom::run(root, &out).map(done),
        #[cfg(feature = "instructor")]
        Command::GradeAll { submissions, out, jobs, time_limit, build_limit, regrade, report, roster } => {
            use std::time::Duration;
            let batch = hog_official::batch::Batch {
                out: out.clone(),
                workers: jobs,
                regrade,
                builds: None,
                roster: None,
            };
            let (limit, build_limit) = (Duration::from_secs(time_limit), Duration::from_secs(build_limit));
            let graded = hog_official::batch::run(
                places,
                &submissions,
                roster.as_deref(),
                &batch,
                limit,
                build_limit,
            )?;
            // The report is of what was graded, even when some submissions were not.
            if report && hog_official::tools::class_report(places, &out, None)? != ExitCode::SUCCESS {
                return Ok(ExitCode::FAILURE);
            }
            Ok(graded)
        }
        #[cfg(feature = "instructor")]
        Command::Contest { submissions, out, time_limit } => {
            hog_official::tools::contest(places, &submissions, &out, time_limit)
        }
        #[cfg(feature = "instructor")]
        Command::ClassReport { graded, out } => {
            hog_official::tools::class_report(places, &graded, out.as_deref())
        }
        #[cfg(feature = "instructor")]
        Command::Gradebook { graded, format, assignment, out } => {
            hog_official::gradebook::run(&graded, format, assignment.as_deref(), out.as_deref())
        }
        #[cfg(feature = "instructor")]
        Command::Zoo { action: ZooAction::Add { submission, problem, mistake, function } } => {
            hog_authoring::zoo::add(
                root,
                &places.sandboxes,
                &submission,
                &problem,
                &mistake,
                function.as_deref(),
            )
            .map(done)
        }
        #[cfg(feature = "instructor")]
        Command::Gradescope { out } => hog_official::batch::gradescope::package(places, &out).map(done),
        #[cfg(feature = "instructor")]
        Command::Autograde { submission, results, budget } => {
            let budget = std::time::Duration::from_secs(budget);
            hog_official::batch::gradescope::autograde(places, &submission, &results, budget).map(done)
        }
    }
}

/// `cargo xtask zoo` commands.
#[cfg(feature = "instructor")]
#[derive(Subcommand, Debug)]
pub enum ZooAction {
    /// Make the code of a student's region a new entry of the zoo (the body only, without its
    /// comments), once its problem's suite is proven to reject it.
    Add {
        /// The student's submission folder, laid out as for grade-all.
        submission: PathBuf,
        /// The problem whose region holds the mistake, such as 02.
        problem: String,
        /// The mistake, in one line, as the class report and students will read it.
        #[arg(long)]
        mistake: String,
        /// The function, when several functions of the problem differ from the reference.
        #[arg(long)]
        function: Option<String>,
    },
}

/// The help of the tool and of every command, as `--help` prints it: what the tests pin.
#[cfg(test)]
fn every_help() -> String {
    use clap::CommandFactory;
    let mut cli = Cli::command();
    cli.build();
    let mut text = cli.render_long_help().to_string();
    for command in cli.get_subcommands_mut().filter(|command| command.get_name() != "help") {
        text.push_str(&format!("\n---- cargo xtask {} --help\n\n", command.get_name()));
        text.push_str(&command.render_long_help().to_string());
    }
    text
}

/// The students' help, pinned in `cli/student_help/`.
#[cfg(all(test, not(feature = "instructor")))]
mod student_help;

/// The instructors' help, pinned in `cli/instructor_help/`, which a release leaves out with
/// this module.
#[cfg(all(test, feature = "instructor"))]
mod instructor_help;

/// GitHub Classroom's workflow grades with a command this command line takes: the student's
/// code, every problem, in its output format and with official grading's limit per case.
#[cfg(all(test, feature = "instructor"))]
#[test]
fn the_classroom_workflows_grading_command_is_one_the_grader_takes() {
    let command = hog_authoring::classroom::grade_command();
    let args = command.strip_prefix("cargo xtask ").expect("a cargo xtask command");
    let cli = Cli::try_parse_from(std::iter::once("xtask").chain(args.split(' ')))
        .unwrap_or_else(|error| panic!("{command}: {error}"));
    let Command::Grade(grade) = cli.command else { panic!("{command} is no grade") };
    assert_eq!(grade.args.format, hog_grader::Format::Classroom);
    assert_eq!(grade.args.timeout, hog_engine::intake::CASE_TIMEOUT, "official grading's limit per case");
    assert!(!grade.solution && grade.args.problems.is_empty(), "the student's code, every problem");
}
