//! `cargo xtask`: the commands students and instructors run, in plain Rust.

use std::process::ExitCode;

use anyhow::Result;
use clap::{Parser, Subcommand};
use xtask::{batch, bench, ci, grade, mutants, questions, release, snapshots, stubs, unlock, workspace};

/// Commands for students and instructors of hog.
#[derive(Parser)]
#[command(name = "cargo xtask", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Grade your code, problem by problem (`-q 04` for one problem).
    Grade(grade::GradeCommand),
    /// Answer a problem's concept questions to unlock them (`-q 05`; all problems without -q).
    Unlock {
        /// The problem whose questions to ask; repeat for more.
        #[arg(short = 'q', long = "question", value_name = "PROBLEM")]
        problems: Vec<String>,
    },
    /// Print the stored hash of an answer to a concept question (instructors).
    HashAnswer {
        /// The problem, such as 05.
        #[arg(short = 'q', long = "question", value_name = "PROBLEM")]
        problem: String,
        /// The question's id in problems/NN/questions.toml.
        id: String,
        /// The right answer (for a multiple-choice question, the text of the right choice).
        answer: String,
    },
    /// Time `cargo xtask grade`: one problem unchanged, after an edit, and every problem (medians).
    Bench {
        /// Runs of each measurement; the median is reported.
        #[arg(long, default_value_t = 5)]
        runs: usize,
    },
    /// Run every check CI runs: formatting, stubs, clippy and tests in both modes.
    Ci,
    /// Grade every known wrong solution and fail unless each is rejected (instructors).
    Mutants {
        /// Only this problem's mutants; repeat for more.
        #[arg(short = 'q', long = "question", value_name = "PROBLEM")]
        problems: Vec<String>,
    },
    /// Write the workspace students receive: stubs only, no solutions or hidden cases (instructors).
    Release {
        /// A new or empty folder to write it to.
        #[arg(long, value_name = "DIR")]
        out: std::path::PathBuf,
    },
    /// Grade every submission in a folder, hidden cases included; write grades.csv and reports (instructors).
    GradeAll {
        /// A folder with one subfolder per submission.
        submissions: std::path::PathBuf,
        /// Where grades.csv and reports/ go.
        #[arg(long, value_name = "DIR", default_value = "grades")]
        out: std::path::PathBuf,
        /// Submissions graded at once.
        #[arg(long, default_value_t = 2)]
        jobs: usize,
        /// Seconds for grading one submission, after its build.
        #[arg(long, default_value_t = 300)]
        time_limit: u64,
    },
    /// Build the Gradescope autograder zip (instructors).
    Gradescope {
        /// The zip to write.
        #[arg(long, value_name = "FILE", default_value = "autograder.zip")]
        out: std::path::PathBuf,
    },
    /// Grade one submission into Gradescope's results.json (what run_autograder calls).
    Autograde {
        /// The submitted files.
        #[arg(long, value_name = "DIR")]
        submission: std::path::PathBuf,
        /// Where results.json goes.
        #[arg(long, value_name = "FILE")]
        results: std::path::PathBuf,
    },
    /// Regenerate the stored snapshots from the solution, for review (instructors).
    Snapshots {
        /// Replace the stored snapshots at once instead of writing .snap.new files to review.
        #[arg(long)]
        accept: bool,
    },
    /// Write each student file from its solution (instructors).
    Stubs {
        /// Change nothing; fail if any student file is out of date, naming the problem.
        #[arg(long)]
        check: bool,
    },
}

fn main() -> ExitCode {
    let raw_args: Vec<String> = std::env::args().skip(2).collect();
    match run(Cli::parse(), &raw_args) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli, raw_args: &[String]) -> Result<ExitCode> {
    match cli.command {
        Command::Grade(command) => grade::run(&command, raw_args),
        Command::Stubs { check } => stubs::run(check).map(|()| ExitCode::SUCCESS),
        Command::Ci => ci::run().map(|()| ExitCode::SUCCESS),
        Command::Bench { runs } => bench::run(runs).map(|()| ExitCode::SUCCESS),
        Command::Unlock { problems } => {
            let root = workspace::root()?;
            let stdin = std::io::stdin();
            unlock::run(&root, &problems, &mut stdin.lock(), &mut std::io::stdout())
                .map(|()| ExitCode::SUCCESS)
        }
        Command::HashAnswer { problem, id, answer } => {
            questions::print_hash(&problem, &id, &answer).map(|()| ExitCode::SUCCESS)
        }
        Command::GradeAll { submissions, out, jobs, time_limit } => {
            batch::run(&submissions, &out, jobs, std::time::Duration::from_secs(time_limit))
                .map(|()| ExitCode::SUCCESS)
        }
        Command::Gradescope { out } => batch::gradescope::package(&out).map(|()| ExitCode::SUCCESS),
        Command::Autograde { submission, results } => {
            batch::gradescope::autograde(&submission, &results).map(|()| ExitCode::SUCCESS)
        }
        Command::Snapshots { accept } => snapshots::run(accept).map(|()| ExitCode::SUCCESS),
        Command::Release { out } => release::run(&out).map(|()| ExitCode::SUCCESS),
        Command::Mutants { problems } => mutants::run(&problems).map(|()| ExitCode::SUCCESS),
    }
}
