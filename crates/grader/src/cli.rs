//! The suite binary's command line. Students reach it through `cargo xtask grade`,
//! which builds the suites first; the flags are the same.

use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, ValueEnum};

use crate::child::{self, CHILD_COMMAND};
use crate::grade::{self, Options};
use crate::model::Problem;
use crate::prepared::Findings;
use crate::report::{classroom, gradescope, json, text};

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
    /// Also write Gradescope's results.json to this file, whatever --format says.
    #[arg(long, value_name = "FILE", hide = true)]
    pub gradescope_out: Option<std::path::PathBuf>,
    /// What preparing the code found (JSON, written by cargo xtask): withheld problems.
    #[arg(long, value_name = "FILE", hide = true)]
    pub prepared: Option<std::path::PathBuf>,
    /// Source checks read FILE in place of the compiled-in student file PATH: the zoo of
    /// mistakes is compiled once, and each mistake's checks see only its own text.
    #[arg(long, value_name = "PATH=FILE", hide = true)]
    pub source_text: Vec<String>,
    /// The language of the report, such as zh-CN or en [default: HOG_LANG, else the system's].
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
}

/// Output formats of `grade`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// For people, like the course's grader.
    Text,
    /// One JSON document, for programs.
    Json,
    /// Gradescope's `results.json`.
    Gradescope,
    /// GitHub Classroom's grading reporter's payload (one line of base64); the report for
    /// people goes to stderr, for the workflow's log.
    Classroom,
}

/// The environment variable that names the workspace the suite binary must have been built
/// from: a binary from another checkout (a shared target folder) refuses to grade.
pub const EXPECTED_ROOT: &str = "HOG_EXPECTED_ROOT";

/// The suite binary's `main`: grades `problems`, or runs one case when started as a child.
/// `solution` says whether the reference solution was compiled in, `official` whether this
/// is official grading (which the course's settings may treat apart); `built_from` is the
/// workspace root it was compiled in.
pub fn main(problems: Vec<Problem>, solution: bool, official: bool, built_from: &str) -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some(CHILD_COMMAND) {
        return serve_child(&problems, &args[2..]);
    }
    match run(problems, solution, official, built_from) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(
    mut problems: Vec<Problem>,
    solution: bool,
    official: bool,
    built_from: &str,
) -> Result<ExitCode, String> {
    if let Some(expected) = std::env::var_os(EXPECTED_ROOT) {
        let same = |a: &std::path::Path, b: &std::path::Path| a.canonicalize().ok() == b.canonicalize().ok();
        if !same(std::path::Path::new(&expected), std::path::Path::new(built_from)) {
            return Err(format!(
                "this suite binary was built from {built_from}, not from {}: two checkouts share a target folder; build again",
                std::path::Path::new(&expected).display()
            ));
        }
    }
    let started = std::time::Instant::now();
    let args = GradeArgs::parse();
    // The report speaks the language chosen (`cargo xtask grade` already said if it is not
    // here); official grading, the course's, whatever the grading machine's system says.
    let course = crate::course::Course::load(std::path::Path::new(built_from)).ok().and_then(|c| c.language);
    let language = if official {
        hog_i18n::choose::choose_for_course(args.lang.as_deref(), course.as_deref())
    } else {
        hog_i18n::choose(args.lang.as_deref(), course.as_deref())
    };
    hog_i18n::speak(language.language);
    if args.problems.len() > 1 && args.suite.is_some() {
        return Err("--suite needs exactly one problem (-q)".into());
    }
    if !(args.timeout > 0.0 && args.timeout.is_finite()) {
        return Err("--timeout must be a positive number of seconds, such as 5 or 0.5".into());
    }
    let options = Options {
        problems: args.problems.clone(),
        suite: args.suite,
        case: args.case,
        all_cases: args.verbose,
        timeout: Duration::from_secs_f64(args.timeout),
        jobs: args.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(2, usize::from)),
    };
    for pair in &args.source_text {
        replace_source_text(&mut problems, pair)?;
    }
    let selected = grade::select(&problems, &options)?;
    let prepared = match &args.prepared {
        Some(path) => std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|text| serde_json::from_str(&text).map_err(|e| e.to_string()))
            .map_err(|e| format!("cannot read what preparation found in {}: {e}", path.display()))?,
        None => Findings::default(),
    };
    let exe =
        std::env::current_exe().map_err(|e| format!("cannot find the suite binary to run cases in: {e}"))?;
    let mut grade = grade::grade(&exe, &selected, &options, &prepared);
    crate::course::add_known_mistakes(&mut grade, std::path::Path::new(built_from), official)?;
    let shown =
        text::TextOptions { verbose: args.verbose, score: args.score, solution, rerun: args.case.is_none() };
    match args.format {
        Format::Text => anstream::print!("{}", text::render(&grade, shown)),
        Format::Json => println!("{}", json::render(&grade)),
        Format::Gradescope => println!("{}", gradescope::render(&grade, started.elapsed())),
        Format::Classroom => {
            println!("{}", classroom::render(&grade, solution));
            anstream::eprint!("{}", text::render(&grade, shown));
        }
    }
    if let Some(path) = &args.text_out {
        let full = text::TextOptions { verbose: true, score: true, solution, rerun: true };
        let report = anstream::adapter::strip_str(&text::render(&grade, full)).to_string();
        write(path, &report)?;
    }
    if let Some(path) = &args.gradescope_out {
        write(path, &gradescope::render(&grade, started.elapsed()))?;
    }
    Ok(if grade.passed() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// `--source-text PATH=FILE`: the source checks on PATH read FILE instead.
fn replace_source_text(problems: &mut [Problem], pair: &str) -> Result<(), String> {
    let Some((path, file)) = pair.split_once('=') else {
        return Err(format!("--source-text takes PATH=FILE, not {pair}"));
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    // The checks hold `&'static str`s; this text lives as long as the run, like theirs.
    let text: &'static str = Box::leak(text.into_boxed_str());
    for requirement in problems.iter_mut().flat_map(|p| p.requirements.iter_mut()) {
        if requirement.source.path == path {
            requirement.source.text = text;
        }
    }
    Ok(())
}

fn write(path: &std::path::Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// `__run-case PROBLEM SUITE CASE`: the child side of [`child::run`].
fn serve_child(problems: &[Problem], args: &[String]) -> ExitCode {
    let [problem, suite, case] = args else {
        eprintln!("usage: {CHILD_COMMAND} PROBLEM SUITE CASE");
        return ExitCode::from(2);
    };
    // The language the parent speaks, which it hands down (see `child::run`).
    if let Ok(language) = std::env::var(hog_i18n::VARIABLE) {
        hog_i18n::speak(&language);
    }
    let found = problems.iter().find(|p| p.id == problem).and_then(|p| {
        let suite = p.suites.get(suite.parse::<usize>().ok()?.checked_sub(1)?)?;
        suite.cases.get(case.parse::<usize>().ok()?.checked_sub(1)?)
    });
    match found {
        Some(case) => child::serve(case),
        None => {
            eprintln!("no case {problem}/{suite}/{case}");
            ExitCode::from(2)
        }
    }
}
