//! `cargo xtask`: the Game of Hog's grader and course tools, in plain Rust.

use std::process::ExitCode;

use clap::Parser;
use xtask::cli::{self, Cli};

fn main() -> ExitCode {
    // The command's own arguments, after the program and the command's name, which
    // `--edition NAME` may come before.
    let args: Vec<String> = std::env::args().skip(1).collect();
    #[cfg(feature = "instructor")]
    let args = xtask::cli::edition::without_edition_flag(&args);
    let raw_args: Vec<String> = args.into_iter().skip(1).collect();
    match cli::run(Cli::parse(), &raw_args) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
