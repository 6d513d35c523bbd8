//! `hog`: play Hog in the terminal or in a web page, and run the strategy
//! experiments, on the student's own code.
//!
//! `hog play -n 0|1|2` plays a game with the student's `play`, wrapped by
//! printing strategies, dice and updates. `hog gui` serves the game as a web page
//! on 127.0.0.1, replaying every move through the student's `play` in a worker
//! process. `hog experiments` measures the strategies against `always_roll(6)`;
//! `hog exact` and `hog optimal` work win rates and the best strategy out exactly.
//! A `todo!()` or a panic in the student's code ends each of them with a sentence
//! that says where, not a trace.

mod cli;
mod computer;
mod crash;
mod edition;
mod editions;
mod exact;
mod experiments;
mod gui;
mod play;
mod regions;
mod ui;
mod unwritten;

use std::io;
use std::process::ExitCode;

use clap::Parser;

use crate::cli::{Cli, Command};

fn main() -> ExitCode {
    // The language a student reads; a gui worker is told it by the page's server (HOG_LANG).
    // It is chosen before the arguments are parsed, so that a value hog refuses (a strategy
    // it lacks) is refused in it too.
    let language = hog_i18n::choose(cli::asked_language(std::env::args()).as_deref(), None);
    hog_i18n::speak(language.language);
    let cli = Cli::parse();
    if let Some(note) = language.note.filter(|_| !matches!(cli.command, Command::GuiWorker(_))) {
        eprintln!("{note}");
    }
    let outcome = match &cli.command {
        Command::Play(args) => play::run(args),
        Command::Gui(args) => gui::run(args),
        Command::Experiments(args) => experiments::run(args),
        Command::Exact(args) => exact::run(args),
        Command::Optimal(args) => exact::run_optimal(args),
        Command::GuiWorker(args) => return gui::run_worker(args.rules.edition),
    };
    outcome.unwrap_or_else(|error| {
        // Output closed early, as by `| head`, is the reader's choice: nothing to explain.
        if error.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("hog: cannot write the output: {error}");
        }
        ExitCode::FAILURE
    })
}
