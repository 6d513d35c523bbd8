//! `hog-contest`, which `cargo xtask contest` runs: see the library.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;

/// The arguments of `cargo xtask contest`, which hands them on unchanged.
#[derive(Parser, Debug)]
#[command(name = "cargo xtask contest", about = "Run the strategy contest")]
struct Args {
    /// A folder with one subfolder per entry, laid out as for grade-all.
    submissions: PathBuf,
    /// Where ranking.csv, index.html and the pictures go.
    #[arg(long, value_name = "DIR", default_value = "contest")]
    out: PathBuf,
    /// Seconds one entry may take to choose at every position; past it, it is disqualified.
    #[arg(long, default_value_t = 10, value_name = "SECONDS")]
    time_limit: u64,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let run = |places| {
        hog_contest::run(&places, &args.submissions, &args.out, Duration::from_secs(args.time_limit))
    };
    match hog_engine::environment::Places::of_this_process().and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
