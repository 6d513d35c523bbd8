//! `hog exact` and `hog optimal`: win rates worked out exactly, on the student's rules and
//! strategies, with no dice rolled.
//!
//! The rules (`boar_brawl`, `sus_points`...) and strategies are the student's own, of the
//! edition played, so a function that is not written yet stops the command with its problem
//! named.

use hog_i18n::t;
use std::fmt;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::str::FromStr;

use hog_exact::{Game, Grid, Lowering, Matchup, Solution, best_response, matchup, optimal, plot, tabulate};
use hog_rules::Score;

use crate::cli::{ExactArgs, OptimalArgs};
use crate::computer::Computer;
use crate::crash::catch;
use crate::edition::Edition;

/// A strategy `hog exact` can weigh: one of the computer's, or one worked out here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contestant {
    /// A strategy the computer plays with (the student's, or a provided one).
    Strategy(Computer),
    /// The best play against a best-playing opponent.
    Optimal,
    /// The best reply to the other strategy of the pair.
    BestResponse,
}

impl fmt::Display for Contestant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contestant::Strategy(computer) => write!(f, "{computer}"),
            Contestant::Optimal => write!(f, "optimal"),
            Contestant::BestResponse => write!(f, "best_response"),
        }
    }
}

impl FromStr for Contestant {
    type Err = String;

    fn from_str(name: &str) -> Result<Contestant, String> {
        match name.trim() {
            "optimal" => Ok(Contestant::Optimal),
            "best_response" => Ok(Contestant::BestResponse),
            _ => name
                .parse()
                .map(Contestant::Strategy)
                .map_err(|error| format!("{error}, optimal, best_response")),
        }
    }
}

/// Runs `hog exact`: the exact win rate of one strategy against another.
pub fn run(args: &ExactArgs) -> io::Result<ExitCode> {
    let edition = args.rules.edition;
    let (a, b) = (args.strategy, args.against);
    if (a, b) == (Contestant::BestResponse, Contestant::BestResponse) {
        return fail("best_response is the best reply to the other strategy, so only one side can be it.");
    }
    for contestant in [a, b] {
        if let Contestant::Strategy(computer) = contestant
            && let Err(why) = computer.check(edition)
        {
            return fail(&why);
        }
    }
    let worked_out = catch(|| -> Result<Matchup, String> {
        let game = solvable(game(edition, args.goal, !args.no_total_rule))?;
        let b_table = match b {
            Contestant::BestResponse => None,
            other => Some(table(edition, &game, other, None)?),
        };
        let a_table = table(edition, &game, a, b_table.as_ref())?;
        let b_table = match b_table {
            Some(table) => table,
            None => best_response(&game, &a_table).map_err(|e| e.to_string())?.dice,
        };
        matchup(&game, &a_table, &b_table).map_err(|e| e.to_string())
    });
    let result = match worked_out {
        Ok(Ok(result)) => result,
        Ok(Err(invalid)) => return fail(&invalid),
        Err(caught) => return fail(&caught.to_string()),
    };
    let mut out = io::stdout().lock();
    let described = describe_game(edition, args.goal, !args.no_total_rule);
    let rate = |rate: f64| format!("{rate:.9}");
    writeln!(out, "{}", t!("exact-heading", a = a.to_string(), b = b.to_string(), game = described))?;
    writeln!(out, "{}", t!("exact-first", rate = rate(result.first)))?;
    writeln!(out, "{}", t!("exact-second", rate = rate(result.second)))?;
    writeln!(out, "{}", t!("exact-average", rate = rate(result.average())))?;
    Ok(ExitCode::SUCCESS)
}

/// Runs `hog optimal`: the optimal strategy as CSV tables and pictures in `args.out`.
pub fn run_optimal(args: &OptimalArgs) -> io::Result<ExitCode> {
    let edition = args.rules.edition;
    let sus_fuss = !args.no_total_rule;
    let solved = catch(|| -> Result<_, String> {
        let game = solvable(game(edition, args.goal, sus_fuss))?;
        let best = optimal(&game).map_err(|e| e.to_string())?;
        let six = tabulate(args.goal, |_, _| 6).expect("six dice is a valid choice");
        Ok((matchup(&game, &best.dice, &six).map_err(|e| e.to_string())?, best, game.memory()))
    });
    let (against_six, best, memory) = match solved {
        Ok(Ok(solved)) => solved,
        Ok(Err(why)) => return fail(&why),
        Err(caught) => return fail(&caught.to_string()),
    };
    // The pictures' titles stay English: their font has no other script's characters.
    let english = hog_i18n::catalogue(hog_i18n::ENGLISH).expect("English is compiled in");
    let pictured = hog_i18n::speaking(english, || describe_game(edition, args.goal, sus_fuss));
    let written = write_optimal(&best, &args.out, &pictured);
    let described = describe_game(edition, args.goal, sus_fuss);
    let mut out = io::stdout().lock();
    let rate = |rate: f64| format!("{rate:.9}");
    writeln!(out, "{}", t!("optimal-heading", game = described))?;
    // Where the game remembers (Time Trot's turn number), best play changes with the memory,
    // which a strategy of the scores cannot see: the tables are the start's, and say so.
    if memory > 1 {
        writeln!(out, "{}", t!("optimal-memory", values = memory))?;
    }
    writeln!(out, "{}", t!("optimal-self", rate = rate(best.chances.at(0, 0))))?;
    writeln!(out, "{}", t!("optimal-six", rate = rate(against_six.average())))?;
    let zero = best.dice.cells().iter().filter(|&&d| d == 0).count();
    let positions = best.dice.cells().len();
    writeln!(out, "{}", t!("optimal-zero", zero = zero, positions = positions))?;
    match written {
        Ok(files) => {
            writeln!(out, "{}", t!("optimal-written", folder = args.out.display().to_string()))?;
            for (file, what) in files {
                writeln!(out, "  {file:<22} {what}")?;
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(error) => fail(&error),
    }
}

/// The files `hog optimal` writes, with what each holds.
fn write_optimal(best: &Solution, dir: &Path, described: &str) -> Result<Vec<(String, String)>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make the folder {}: {e}", dir.display()))?;
    let mut written = Vec::new();
    let mut file = |name: &str, what: String, contents: &str| -> Result<(), String> {
        let path = dir.join(name);
        std::fs::write(&path, contents).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        written.push((name.to_owned(), what));
        Ok(())
    };
    file("optimal.csv", t!("optimal-dice-csv"), &best.dice.to_csv())?;
    file("chances.csv", t!("optimal-chances-csv"), &chances_csv(&best.chances))?;
    for extension in ["svg", "png"] {
        let name = format!("optimal.{extension}");
        plot::dice_map(&best.dice, &format!("The optimal strategy, {described}"), &dir.join(&name))
            .map_err(|e| e.to_string())?;
        written.push((name, t!("optimal-dice-picture")));
        let name = format!("chances.{extension}");
        let title = "The mover's chance of winning, both playing optimally";
        plot::chance_map(&best.chances, title, &dir.join(&name)).map_err(|e| e.to_string())?;
        written.push((name, t!("optimal-chances-picture")));
    }
    Ok(written)
}

/// Chances rounded to nine decimals: a CSV a person can read.
fn chances_csv(chances: &Grid<f64>) -> String {
    let rounded: Grid<Rounded> = Grid::from_fn(chances.goal(), |s, o| Rounded(chances.at(s, o)));
    rounded.to_csv()
}

#[derive(Clone, Copy)]
struct Rounded(f64);

impl fmt::Display for Rounded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.9}", self.0)
    }
}

/// The game to `goal` by `edition`'s turn (the student's functions), its rule on totals
/// applied with `total_rule`, or why its turn cannot be tabulated.
pub fn game(edition: &Edition, goal: Score, total_rule: bool) -> Result<Game, String> {
    Game::from_transition(goal, total_rule, &edition.transition())
        .map_err(|impure| t!("exact-impure", part = impure.part))
}

/// `game`, or why it cannot be solved: the student's rules let a turn lower a score.
pub fn solvable(game: Result<Game, String>) -> Result<Game, String> {
    let game = game?;
    let Some(lowering) = game.lowering_turn() else {
        return Ok(game);
    };
    let turn = match lowering {
        Lowering::Total { total, score } => t!("exact-lowering-total", total = total, score = score),
        Lowering::Turn { points, before, after } => {
            let (score, opponent, mover, other) = (before.score, before.opponent_score, after.0, after.1);
            match points {
                None => t!(
                    "exact-lowering-no-dice",
                    score = score,
                    opponent = opponent,
                    mover = mover,
                    other = other
                ),
                Some(points) => t!(
                    "exact-lowering-roll",
                    points = points,
                    score = score,
                    opponent = opponent,
                    mover = mover,
                    other = other
                ),
            }
        }
    };
    Err(t!("exact-lowering", turn = turn))
}

/// `contestant` tabulated for `game` of `edition`; `best_response` replies to `other`.
fn table(
    edition: &Edition,
    game: &Game,
    contestant: Contestant,
    other: Option<&Grid<u8>>,
) -> Result<Grid<u8>, String> {
    match contestant {
        Contestant::Strategy(computer) => strategy_table(edition, game.goal(), computer),
        Contestant::Optimal => Ok(optimal(game).map_err(|e| e.to_string())?.dice),
        Contestant::BestResponse => {
            let other = other.expect("the other side is a fixed strategy");
            Ok(best_response(game, other).map_err(|e| e.to_string())?.dice)
        }
    }
}

/// The student's (or a provided) strategy of `edition` at every position below `goal`.
pub fn strategy_table(edition: &Edition, goal: Score, computer: Computer) -> Result<Grid<u8>, String> {
    tabulate(goal, computer.strategy(edition))
        .map_err(|invalid| format!("{computer} is not a strategy: {invalid}"))
}

/// "a game to 100 with Sus Fuss": the goal, and the edition's rule on totals if it has one.
fn describe_game(edition: &Edition, goal: Score, sus_fuss: bool) -> String {
    match edition.total_rule_name {
        Some(rule) if sus_fuss => t!("game-with-rule", goal = goal, rule = rule),
        Some(rule) => t!("game-without-rule", goal = goal, rule = rule),
        None => t!("game-to", goal = goal),
    }
}

fn fail(why: &str) -> io::Result<ExitCode> {
    eprintln!("hog: {why}");
    Ok(ExitCode::FAILURE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_unknown_ones_list_every_name() {
        let threshold = crate::edition::compiled().threshold_strategies[1].0;
        for name in ["optimal", "best_response", "always_roll(4)", threshold] {
            assert_eq!(name.parse::<Contestant>().unwrap().to_string(), name);
        }
        let error = "robot".parse::<Contestant>().unwrap_err();
        assert!(error.ends_with("final_strategy, optimal, best_response"), "{error}");
    }

    #[test]
    fn chances_are_written_to_nine_decimals() {
        let csv = chances_csv(&Grid::from_fn(1, |_, _| 2.0 / 3.0));
        assert_eq!(csv, "score\\opponent_score,0\n0,0.666666667\n");
    }

    #[test]
    fn a_turn_that_lowers_a_score_is_said_from_the_catalogue() {
        use hog_rules::turn::{Transition, Turn};
        let sow_sad = |num_rolls: u32, dice: &mut hog_rules::Dice| {
            let faces: Vec<u32> = (0..num_rolls).map(|_| dice()).collect();
            if faces.contains(&1) { 1 } else { faces.iter().sum() }
        };
        // A total of 12 falls to 3.
        let settle = |turn: &mut Turn| {
            if turn.total() == 12 {
                turn.set_score(3);
            }
        };
        let transition = Transition::classic(
            &sow_sad,
            &|turn: &Turn| if turn.rolls_dice() { turn.rolled() } else { 1 },
            &settle,
        );
        let refused = solvable(Ok(Game::from_transition(30, true, &transition).unwrap())).unwrap_err();
        assert!(refused.contains("a turn that ends on 12 points leaves the score at 3"), "{refused}");
        assert!(refused.ends_with("`cargo xtask grade -q 02 -q 03 -q 04`."), "{refused}");
    }
}
