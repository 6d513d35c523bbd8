//! `cargo xtask`: the commands students and instructors run, in plain Rust.

use std::process::ExitCode;

use anyhow::Result;
use clap::{Parser, Subcommand};
use xtask::{ci, grade, mutants, stubs};

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
    /// Run every check CI runs: formatting, stubs, clippy and tests in both modes.
    Ci,
    /// Grade every known wrong solution and fail unless each is rejected (instructors).
    Mutants {
        /// Only this problem's mutants; repeat for more.
        #[arg(short = 'q', long = "question", value_name = "PROBLEM")]
        problems: Vec<String>,
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
        Command::Mutants { problems } => mutants::run(&problems).map(|()| ExitCode::SUCCESS),
    }
}
