//! The worker: `hog gui-worker`, the hidden subcommand that runs one job on the
//! student's code, in a process of its own, so that nothing it does can stop the server.
//!
//! It reads a [`Job`] as JSON on standard input and writes its [`Answer`] on one line
//! of standard output that starts with [`ANSWER_MARK`]: the student's code may print
//! too, and its lines are not the answer.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use super::protocol::{Answer, Failure, Grid, GridRequest, Job};
use super::replay::replay;
use crate::crash::{Caught, Halt, catch};
use crate::edition::Edition;
use crate::regions::region_at;
use crate::unwritten;

/// The start of the line that carries the answer.
pub const ANSWER_MARK: &str = "hog-gui-answer: ";

/// Runs the job on standard input in `edition`; the exit code is a failure only when the job
/// could not be read.
pub fn run(edition: &Edition) -> ExitCode {
    let mut input = String::new();
    let job = io::stdin()
        .read_to_string(&mut input)
        .map_err(|error| error.to_string())
        .and_then(|_| serde_json::from_str::<Job>(&input).map_err(|error| error.to_string()));
    let job = match job {
        Ok(job) => job,
        Err(error) => {
            eprintln!("hog gui-worker: cannot read the job: {error}");
            return ExitCode::FAILURE;
        }
    };
    let answer = answer(edition, &job);
    let line = serde_json::to_string(&answer).expect("answers are plain data");
    // A newline first, in case the student's code left a line unfinished.
    let mut stdout = io::stdout().lock();
    match writeln!(stdout, "\n{ANSWER_MARK}{line}").and_then(|()| stdout.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}

/// Does `job` with the student's code of `edition`.
pub fn answer(edition: &Edition, job: &Job) -> Answer {
    match job {
        Job::Game(request) => match replay(edition, request) {
            Ok(game) => Answer::Game(game),
            Err(caught) => {
                let rules = unwritten::rules_of_a_game(request.sus_fuss);
                Answer::Failure(failure(unwritten::earliest(edition, caught, rules)))
            }
        },
        Job::Grid(request) => match catch(|| grid(edition, request)) {
            Ok(grid) => Answer::Grid(grid),
            Err(caught) => Answer::Failure(failure(caught)),
        },
    }
}

/// The strategy's choice for every pair of scores below the goal.
fn grid(edition: &Edition, request: &GridRequest) -> Grid {
    let strategy = request.strategy.strategy(edition);
    let rows = (0..request.goal)
        .map(|score| (0..request.goal).map(|opponent_score| strategy(score, opponent_score)).collect())
        .collect();
    Grid { strategy: request.strategy.to_string(), goal: request.goal, rows }
}

/// What the page shows when the student's code stopped: the problem, when it can be told, and why.
pub fn failure(caught: Caught) -> Failure {
    let (problem, function) = match &caught {
        Caught::NotWritten { problem, name, .. } => (Some(problem.clone()), Some(name.clone())),
        Caught::Panicked { place: Some(place), .. } => match region_at(place) {
            Some(region) => (Some(region.problem), Some(region.function)),
            None => (None, None),
        },
        Caught::Halt(Halt::Endless { .. } | Halt::EndlessGame { .. }) => {
            (Some("05".to_owned()), Some("play".to_owned()))
        }
        _ => (None, None),
    };
    Failure { problem, function, message: caught.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::computer::Computer;
    use crate::crash::Place;

    #[test]
    fn a_todo_names_its_problem_and_function() {
        let caught = Caught::NotWritten { problem: "05".into(), name: "play".into(), place: None };
        let failure = failure(caught);
        assert_eq!((failure.problem.as_deref(), failure.function.as_deref()), (Some("05"), Some("play")));
        assert!(failure.message.starts_with("Problem 05 (play) is not written yet"), "{}", failure.message);
    }

    #[test]
    fn a_panic_in_a_region_names_that_problem() {
        let marker = format!("{}02", crate::regions::BEGIN);
        let (path, begin) = crate::regions::compiled_files()
            .find_map(|(path, text)| Some((path, text.lines().position(|line| line.trim() == marker)?)))
            .expect("a compiled file holds problem 02's region");
        let place = Place { file: path.into(), line: begin as u32 + 2, column: 9 };
        let caught =
            Caught::Panicked { message: "attempt to subtract with overflow".into(), place: Some(place) };
        let failure = failure(caught);
        assert_eq!(failure.problem.as_deref(), Some("02"));
        assert!(failure.function.is_some(), "the function of problem 02 is named");
        assert!(failure.message.starts_with("your code panicked: attempt to subtract with overflow at "));
        let elsewhere = Caught::Panicked { message: "boom".into(), place: None };
        assert_eq!(super::failure(elsewhere).problem, None);
    }

    #[test]
    fn a_game_without_end_points_at_play() {
        let failure = failure(Caught::Halt(Halt::Endless { turns: 420, goal: 100 }));
        assert_eq!(failure.problem.as_deref(), Some("05"));
        assert!(failure.message.starts_with("After 420 turns nobody has reached 100"));
    }

    #[test]
    fn a_provided_strategy_is_drawn_whatever_the_problems() {
        let job = Job::Grid(GridRequest { strategy: Computer::CatchUp, goal: 3 });
        let Answer::Grid(grid) = answer(crate::edition::compiled(), &job) else {
            panic!("catch_up is provided")
        };
        assert_eq!(grid.rows, [[5, 6, 6], [5, 5, 6], [5, 5, 5]]);
    }

    #[cfg(not(feature = "solution"))]
    #[test]
    fn a_stub_strategy_names_its_own_problem() {
        let edition = crate::edition::compiled();
        let first = edition.threshold_strategies[0].0;
        if !crate::regions::still_to_write(first) {
            return;
        }
        let job = Job::Grid(GridRequest { strategy: Computer::Threshold(first), goal: 10 });
        let Answer::Failure(failure) = answer(edition, &job) else { panic!("problem 10 is a stub") };
        assert_eq!(failure.problem.as_deref(), Some("10"));
    }
}
