//! `cargo xtask`: the commands students and instructors run, in plain Rust.

mod stubs;
mod workspace;

use anyhow::Result;
use clap::{Parser, Subcommand};

/// Commands for students and instructors of hog.
#[derive(Parser)]
#[command(name = "cargo xtask", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Write each student file from its solution (instructors).
    Stubs {
        /// Change nothing; fail if any student file is out of date, naming the problem.
        #[arg(long)]
        check: bool,
    },
}

fn main() -> std::process::ExitCode {
    match run(Cli::parse()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Stubs { check } => stubs::run(check),
    }
}
