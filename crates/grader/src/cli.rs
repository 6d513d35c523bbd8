//! The suite binary's command line. Students reach it through `cargo xtask grade`,
//! which builds the suites first; the flags are the same.

use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, ValueEnum};

use crate::child::{self, CHILD_COMMAND};
use crate::grade::{self, Options};
use crate::model::Problem;
use crate::report::{gradescope, json, text};

/// Grades the student's code, problem by problem.
#[derive(Parser, Debug)]
#[command(name = "cargo xtask grade")]
pub struct GradeArgs {
    /// Grade this problem (4 or 04); repeat for more. Without it, every problem.
    #[arg(short = 'q', long = "question", value_name = "PROBLEM")]
    pub problems: Vec<String>,
    /// Run only this suite of the one problem given with -q.
    #[arg(long, requires = "problems")]
    pub suite: Option<usize>,
    /// Run only this case of the suite given with --suite.
    #[arg(long, requires = "suite")]
    pub case: Option<usize>,
    /// Show every case, passing ones too, and run past each suite's first failure.
    #[arg(short, long)]
    pub verbose: bool,
    /// End with the points earned per problem and the total.
    #[arg(long)]
    pub score: bool,
    /// How to print the results.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Seconds one case may run before it is stopped.
    #[arg(long, default_value_t = 5.0, value_name = "SECONDS")]
    pub timeout: f64,
    /// How many cases run at once (default: one per core).
    #[arg(long)]
    pub jobs: Option<usize>,
    /// Also write the plain-text report (every case) to this file, whatever --format says.
    #[arg(long, value_name = "FILE")]
    pub text_out: Option<std::path::PathBuf>,
}

/// Output formats of `grade`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// For people, like the course's grader.
    Text,
    /// One JSON document; the schema is in `report::json`.
    Json,
    /// Gradescope's `results.json`.
    Gradescope,
}

/// The suite binary's `main`: grades `problems`, or runs one case when started as a child.
/// `solution` says whether the reference solution was compiled in.
pub fn main(problems: Vec<Problem>, solution: bool) -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some(CHILD_COMMAND) {
        return serve_child(&problems, &args[2..]);
    }
    let args = GradeArgs::parse();
    if args.problems.len() > 1 && args.suite.is_some() {
        eprintln!("error: --suite needs exactly one problem (-q)");
        return ExitCode::from(2);
    }
    if !(args.timeout > 0.0 && args.timeout.is_finite()) {
        eprintln!("error: --timeout must be a positive number of seconds, such as 5 or 0.5");
        return ExitCode::from(2);
    }
    let options = Options {
        problems: args.problems.clone(),
        suite: args.suite,
        case: args.case,
        all_cases: args.verbose,
        timeout: Duration::from_secs_f64(args.timeout),
        jobs: args.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(2, usize::from)),
    };
    let selected = match grade::select(&problems, &options) {
        Ok(selected) => selected,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(2);
        }
    };
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(error) => {
            eprintln!("error: cannot find the suite binary to run cases in: {error}");
            return ExitCode::from(2);
        }
    };
    let grade = grade::grade(&exe, &selected, &options);
    match args.format {
        Format::Text => {
            let shown = text::TextOptions { verbose: args.verbose, score: args.score, solution };
            anstream::print!("{}", text::render(&grade, shown));
        }
        Format::Json => println!("{}", json::render(&grade)),
        Format::Gradescope => println!("{}", gradescope::render(&grade)),
    }
    if let Some(path) = &args.text_out {
        let full = text::TextOptions { verbose: true, score: true, solution };
        let report = anstream::adapter::strip_str(&text::render(&grade, full)).to_string();
        if let Err(error) = std::fs::write(path, report) {
            eprintln!("error: cannot write {}: {error}", path.display());
            return ExitCode::from(2);
        }
    }
    if grade.passed() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// `__run-case PROBLEM SUITE CASE REPORT`: the child side of [`child::run`].
fn serve_child(problems: &[Problem], args: &[String]) -> ExitCode {
    let [problem, suite, case, report] = args else {
        eprintln!("usage: {CHILD_COMMAND} PROBLEM SUITE CASE REPORT");
        return ExitCode::from(2);
    };
    let found = problems.iter().find(|p| p.id == problem).and_then(|p| {
        let suite = p.suites.get(suite.parse::<usize>().ok()?.checked_sub(1)?)?;
        suite.cases.get(case.parse::<usize>().ok()?.checked_sub(1)?)
    });
    match found {
        Some(case) => child::serve(case, std::path::Path::new(report)),
        None => {
            eprintln!("no case {problem}/{suite}/{case}");
            ExitCode::from(2)
        }
    }
}
