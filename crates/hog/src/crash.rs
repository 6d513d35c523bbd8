//! Running the student's code without showing them a panic trace.
//!
//! `hog` calls functions that may still be `todo!()` or may have a bug. A raw
//! panic would bury the one useful fact (which problem, which line) under a
//! trace, so [`catch`] keeps the panic hook quiet while the code runs and turns
//! the panic into a [`Caught`] that prints as a sentence.
//!
//! hog's own wrappers also need a way out of the student's `play` (input ended,
//! a game that never ends, a replay that reached a choice not made yet): a strategy must return a number of dice, so the
//! only way to stop the game early is to unwind with a [`Halt`].

use std::cell::{Cell, RefCell};
use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use hog_i18n::t;
use hog_rules::{GOAL, Score};

/// A deliberate stop raised by hog's own wrappers inside the student's `play`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Halt {
    /// Input ended (Ctrl-D) while a human was choosing how many dice to roll.
    EndOfInput,
    /// Input could not be read at all.
    InputFailed(String),
    /// The game has gone on for longer than any game played by the rules can.
    Endless {
        /// The turns played so far.
        turns: u32,
        /// The score the players were playing to.
        goal: Score,
    },
    /// A game replayed for the page has reached a turn whose player has not chosen yet.
    AwaitingChoice,
    /// One game of an experiment has rolled far more dice than any game to `GOAL` can.
    EndlessGame {
        /// The dice rolled in that game so far.
        rolls: u64,
    },
}

/// Stops the game that is being played by unwinding out of `play` with `halt`.
pub fn halt(halt: Halt) -> ! {
    panic::panic_any(halt)
}

/// Stops a game that cannot end, rather than letting it run forever.
///
/// Every turn scores at least 1 point, so a game by the rules ends within
/// `2 * goal` turns. The limit is twice that, so that a `play` that asks both
/// strategies every turn is still caught by its own symptoms, not by this.
pub struct TurnLimit {
    turns: Cell<u32>,
    limit: u32,
    goal: Score,
}

impl TurnLimit {
    /// The limit for a game to `goal`.
    pub fn for_goal(goal: Score) -> TurnLimit {
        TurnLimit { turns: Cell::new(0), limit: goal.saturating_mul(4).saturating_add(20), goal }
    }

    /// The most turns a game to `goal` may take before it is stopped.
    pub fn turns_for_goal(goal: Score) -> u32 {
        TurnLimit::for_goal(goal).limit
    }

    /// Wraps `strategy` so that its calls count towards the limit.
    pub fn counting<'a>(
        &'a self,
        strategy: impl Fn(Score, Score) -> u32 + 'a,
    ) -> impl Fn(Score, Score) -> u32 + 'a {
        move |score, opponent_score| {
            let turns = self.turns.get() + 1;
            self.turns.set(turns);
            if turns > self.limit {
                halt(Halt::Endless { turns: turns - 1, goal: self.goal });
            }
            strategy(score, opponent_score)
        }
    }
}

/// Where a panic happened: a file (from the workspace root), a line and a column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// The file, as `file!()` gives it, e.g. `crates/rules/src/rules.rs`.
    pub file: String,
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1.
    pub column: u32,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// Why the code run by [`catch`] did not finish.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Caught {
    /// One of hog's wrappers stopped the game on purpose.
    Halt(Halt),
    /// The student's code reached `todo!("Problem NN: name")`.
    NotWritten {
        /// The problem's two-digit number, e.g. `05`.
        problem: String,
        /// The function, e.g. `play`.
        name: String,
        /// Where the `todo!()` is, when the panic said so.
        place: Option<Place>,
    },
    /// The code panicked for another reason.
    Panicked {
        /// The panic's message.
        message: String,
        /// Where it panicked, when known.
        place: Option<Place>,
    },
}

impl Caught {
    /// Whether this stop is a normal way for a run to end (the player quit).
    pub fn is_clean(&self) -> bool {
        matches!(self, Caught::Halt(Halt::EndOfInput))
    }

    /// Turns a panic's message and place into what a student should read.
    fn from_panic(message: String, place: Option<Place>) -> Caught {
        if let Some(rest) = message.strip_prefix("not yet implemented") {
            let rest = rest.trim_start_matches(':').trim();
            if let Some((problem, name)) = rest.strip_prefix("Problem ").and_then(|r| r.split_once(':')) {
                return Caught::NotWritten {
                    problem: problem.trim().to_owned(),
                    name: name.trim().to_owned(),
                    place,
                };
            }
        }
        Caught::Panicked { message, place }
    }

    /// Whether the panic comes from hog's own code rather than the student's.
    fn is_in_hog(&self) -> bool {
        match self {
            Caught::Panicked { place: Some(place), .. } => place.file.starts_with("crates/hog/"),
            _ => false,
        }
    }
}

impl fmt::Display for Caught {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Caught::Halt(Halt::EndOfInput) => t!("crash-end-of-input"),
            Caught::Halt(Halt::InputFailed(error)) => t!("crash-input-failed", error = error.to_string()),
            Caught::Halt(Halt::Endless { turns, goal }) => {
                t!("crash-endless", turns = *turns, goal = *goal, most = 2 * goal)
            }
            Caught::Halt(Halt::AwaitingChoice) => t!("crash-awaiting-choice"),
            Caught::Halt(Halt::EndlessGame { rolls }) => {
                t!("crash-endless-game", rolls = *rolls, goal = GOAL, most = 10 * GOAL)
            }
            Caught::NotWritten { problem, name, place: Some(place) } => {
                t!("crash-not-written", problem = problem, name = name, file = &place.file)
            }
            Caught::NotWritten { problem, name, place: None } => {
                t!("crash-not-written-anywhere", problem = problem, name = name)
            }
            Caught::Panicked { message, place } => {
                let place = place.as_ref().map(ToString::to_string);
                match (self.is_in_hog(), place) {
                    (false, None) => t!("crash-panicked", message = message),
                    (false, Some(place)) => t!("crash-panicked-at", message = message, place = place),
                    (true, None) => t!("crash-hog-panicked", message = message),
                    (true, Some(place)) => t!("crash-hog-panicked-at", message = message, place = place),
                }
            }
        };
        f.write_str(&text)
    }
}

thread_local! {
    /// Whether this thread is inside [`catch`], where the panic hook must stay quiet.
    static QUIET: Cell<bool> = const { Cell::new(false) };
    /// The message and place of this thread's last quiet panic.
    static LAST_PANIC: RefCell<Option<(String, Option<Place>)>> = const { RefCell::new(None) };
}

/// Runs `code`, turning any panic into a [`Caught`] instead of a trace.
///
/// Only panics on this thread while `code` runs are kept quiet; any other
/// panic still goes to the previous hook, so test failures keep their messages.
pub fn catch<T>(code: impl FnOnce() -> T) -> Result<T, Caught> {
    install_hook();
    let was_quiet = QUIET.replace(true);
    let result = panic::catch_unwind(AssertUnwindSafe(code));
    QUIET.set(was_quiet);
    result.map_err(|payload| match payload.downcast::<Halt>() {
        Ok(halt) => Caught::Halt(*halt),
        Err(_) => {
            let (message, place) = LAST_PANIC.take().unwrap_or_default();
            Caught::from_panic(message, place)
        }
    })
}

/// Installs, once per process, a hook that records panics quietly inside [`catch`].
fn install_hook() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !QUIET.get() {
                return previous(info);
            }
            let payload = info.payload();
            let message = payload
                .downcast_ref::<&str>()
                .map(|text| (*text).to_owned())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            let place = info.location().map(|location| Place {
                file: location.file().to_owned(),
                line: location.line(),
                column: location.column(),
            });
            LAST_PANIC.set(Some((message, place)));
        }));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finished_run_returns_its_value() {
        assert_eq!(catch(|| 6 * 7), Ok(42));
    }

    #[test]
    fn a_todo_names_the_problem_and_its_file() {
        let caught = catch(|| -> u32 { todo!("Problem 05: play") }).unwrap_err();
        let Caught::NotWritten { problem, name, place } = &caught else { panic!("{caught:?}") };
        assert_eq!((problem.as_str(), name.as_str()), ("05", "play"));
        assert_eq!(place.as_ref().map(|p| p.file.as_str()), Some(file!()));
        let text = caught.to_string();
        assert!(text.starts_with("Problem 05 (play) is not written yet: write it in crates/hog/"), "{text}");
        assert!(text.ends_with("then check it with `cargo xtask grade -q 05`."), "{text}");
    }

    #[test]
    fn a_todo_in_a_student_file_points_there() {
        let place = Place { file: "crates/rules/src/rules.rs".into(), line: 37, column: 5 };
        let caught = Caught::from_panic("not yet implemented: Problem 01: roll_dice".into(), Some(place));
        assert_eq!(
            caught.to_string(),
            "Problem 01 (roll_dice) is not written yet: write it in crates/rules/src/rules.rs, \
             then check it with `cargo xtask grade -q 01`."
        );
    }

    #[test]
    fn other_panics_give_their_message_and_place() {
        let place = Place { file: "crates/rules/src/rules.rs".into(), line: 80, column: 9 };
        let caught = Caught::from_panic("attempt to subtract with overflow".into(), Some(place));
        assert_eq!(
            caught.to_string(),
            "your code panicked: attempt to subtract with overflow at crates/rules/src/rules.rs:80:9"
        );
        let caught = catch(|| -> u32 { panic!("Cannot roll more than {} dice.", 10) }).unwrap_err();
        assert!(
            matches!(&caught, Caught::Panicked { message, .. } if message == "Cannot roll more than 10 dice.")
        );
        assert!(caught.to_string().starts_with("hog itself panicked"), "{caught}");
    }

    #[test]
    fn a_game_that_cannot_end_is_stopped() {
        let limit = TurnLimit::for_goal(10);
        let strategy = limit.counting(|_, _| 5);
        let caught = catch(|| {
            loop {
                strategy(0, 0);
            }
        });
        assert_eq!(caught, Err(Caught::Halt(Halt::Endless { turns: 60, goal: 10 })));
        assert_eq!(TurnLimit::turns_for_goal(10), 60);
    }

    #[test]
    fn halts_come_back_as_they_were_raised() {
        let caught = catch(|| -> u32 { halt(Halt::EndOfInput) }).unwrap_err();
        assert_eq!(caught, Caught::Halt(Halt::EndOfInput));
        assert!(caught.is_clean());
        let endless = Caught::Halt(Halt::Endless { turns: 250, goal: 100 });
        assert!(!endless.is_clean());
        assert!(endless.to_string().starts_with("After 250 turns nobody has reached 100"));
        let endless_game = Caught::Halt(Halt::EndlessGame { rolls: 10_001 });
        assert!(endless_game.to_string().starts_with("One game has rolled 10001 dice and is still going"));
    }
}
