//! `hog-class-report`: see the library.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;
use clap::Parser;

/// The report of a graded class.
#[derive(Parser, Debug)]
#[command(
    name = "hog-class-report",
    about = "What a class graded by `cargo xtask grade-all` got right and wrong: one page and CSV tables"
)]
struct Args {
    /// The --out folder of `cargo xtask grade-all`, which holds grades.csv and reports/.
    graded_dir: PathBuf,
    /// Where index.html and the CSV tables go [default: GRADED_DIR/report].
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// The workspace whose edition's known mistakes (its tests/known-mistakes.json) name the failing problems
    /// [default: the checkout around the current folder].
    #[arg(long, value_name = "ROOT")]
    workspace: Option<PathBuf>,
}

fn main() -> ExitCode {
    match run(Args::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Args) -> Result<()> {
    let started = Instant::now();
    let out = args.out.unwrap_or_else(|| args.graded_dir.join("report"));
    let root = match args.workspace {
        Some(root) => root,
        None => hog_engine::environment::root()?,
    };
    let (summary, left_out) = hog_class_report::run(&args.graded_dir, &out, &root)?;
    for note in left_out {
        eprintln!("warning: {note}");
    }
    println!("{summary}, in {:.2} s: {}", started.elapsed().as_secs_f64(), out.join("index.html").display());
    Ok(())
}
