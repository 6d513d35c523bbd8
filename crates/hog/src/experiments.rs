//! `hog experiments`: what the course's `run_experiments` prints, measured on the
//! student's code, with a progress bar and a standard error for each win rate.
//!
//! Each measurement runs on its own, so a strategy that is not written yet
//! (`final_strategy` is optional) costs its own line and not the others.

use hog_i18n::t;
use hog_i18n::width::{columns, pad_end};
use std::cell::Cell;
use std::io::{self, Write};
use std::process::ExitCode;

use std::path::Path;

use hog_exact::plot::{self, Bar};
use hog_exact::{Game, Grid, matchup, tabulate};
use hog_experiments::measure::{WinRate, measure_win_rate_by};
use hog_rules::{Dice, GOAL, Score, make_seeded_dice, six_sided};
use indicatif::{ProgressBar, ProgressStyle};

use crate::cli::ExperimentArgs;
use crate::crash::{Caught, Halt, catch, halt};
use crate::edition::Edition;

/// More dice than a game to `GOAL` played by the rules can roll (at most 10 a turn, at
/// least 1 point a turn), with room to spare: past it, the student's `play` never ends.
const MAX_ROLLS_PER_GAME: u64 = 100 * GOAL as u64;

/// Runs the experiments on fair six-sided dice, results to standard output,
/// what stopped a measurement to standard error.
pub fn run(args: &ExperimentArgs) -> io::Result<ExitCode> {
    let mut dice: Box<Dice> = match args.seed {
        Some(seed) => Box::new(make_seeded_dice(6, seed)),
        None => Box::new(six_sided()),
    };
    let mut out = io::stdout().lock();
    let mut err = io::stderr().lock();
    let bar = ProgressBar::no_length();
    let all_measured = run_experiments(args, &mut *dice, &mut out, &mut err, &bar)?;
    Ok(if all_measured { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// Runs every experiment with `dice`, writing each result as it comes; returns
/// whether all of them could be measured (and worked out and drawn, when asked).
/// `bar` shows the games played.
fn run_experiments(
    args: &ExperimentArgs,
    dice: &mut Dice,
    out: &mut dyn Write,
    err: &mut dyn Write,
    bar: &ProgressBar,
) -> io::Result<bool> {
    let edition = args.rules.edition;
    let games_per_side = args.games;
    let mut failures = Failures::default();
    let what = t!("max-scoring");
    // 5, 6 and 7 dice average within 0.2 points of each other: more games, more turns
    // averaged, so the answer settles on 6 as --games grows.
    let times_called = edition.times_called.max(games_per_side);
    match catch(|| (edition.max_scoring_num_rolls)(dice, times_called)) {
        Ok(num_rolls) => writeln!(out, "{}", t!("max-scoring-result", what = &what, count = num_rolls))?,
        Err(caught) => writeln!(err, "{}", failures.line(&what, &caught))?,
    }
    let contenders = match catch(edition.contenders) {
        Ok(contenders) => contenders,
        Err(caught) => {
            writeln!(err, "{}", failures.line(&t!("win-rates"), &caught))?;
            return Ok(false);
        }
    };
    writeln!(out, "{}", t!("win-rates-heading", games = games_per_side))?;
    // The rates line up by display width, whatever the language's characters take.
    let label = |name: &str| t!("strategy-win-rate", name = name);
    let width = contenders.iter().map(|(name, _)| columns(&label(name))).max().unwrap_or(0);
    let games_per_contender = 2 * u64::from(games_per_side);
    bar.set_length(games_per_contender * contenders.len() as u64);
    bar.set_style(bar_style());
    let exact = match (args.exact || args.plot.is_some()).then(|| catch(|| ExactRates::new(edition))) {
        Some(Err(caught)) => {
            writeln!(err, "{}", failures.line(&t!("exact-win-rates"), &caught))?;
            None
        }
        Some(Ok(Err(why))) => {
            writeln!(err, "{}", t!("exact-not-worked-out", why = &why))?;
            failures.record(why);
            None
        }
        Some(Ok(Ok(exact))) => Some(exact),
        None => None,
    };
    let mut bars = Vec::new();
    for (done, (name, strategy)) in contenders.iter().enumerate() {
        bar.set_position(games_per_contender * done as u64);
        bar.set_message(*name);
        let rolls_this_game = Cell::new(0u64);
        let mut guarded_dice = || {
            rolls_this_game.set(rolls_this_game.get() + 1);
            if rolls_this_game.get() > MAX_ROLLS_PER_GAME {
                halt(Halt::EndlessGame { rolls: rolls_this_game.get() });
            }
            dice()
        };
        let mut game_over = || {
            rolls_this_game.set(0);
            bar.inc(1);
        };
        let winner = |first: &dyn Fn(Score, Score) -> u32,
                      second: &dyn Fn(Score, Score) -> u32,
                      dice: &mut Dice| { (edition.winner)(first, second, dice) };
        let measured = catch(|| {
            measure_win_rate_by(&winner, name, strategy, games_per_side, &mut guarded_dice, &mut game_over)
        });
        let what = label(name);
        let exact_rate = match exact.as_ref().map(|exact| catch(|| exact.rate(strategy))) {
            Some(Ok(Ok(rate))) => Some(rate),
            Some(Ok(Err(invalid))) => {
                writeln!(err, "{}", t!("strategy-not-exact", what = &what, why = &invalid))?;
                failures.record(invalid);
                None
            }
            Some(Err(caught)) => {
                writeln!(err, "{}", failures.line(&t!("strategy-exact-win-rate", name = *name), &caught))?;
                None
            }
            None => None,
        };
        bar.suspend(|| match measured {
            Ok(rate) => {
                let compared = exact_rate.map_or_else(String::new, |exact| compare(&rate, exact));
                bars.push(Bar {
                    name: (*name).to_owned(),
                    sampled: rate.win_rate,
                    standard_error: rate.standard_error,
                    exact: exact_rate,
                });
                writeln!(out, "{} {}{compared}", pad_end(&what, width), describe(&rate))
            }
            Err(caught) => writeln!(err, "{}", failures.line(&what, &caught)),
        })?;
    }
    bar.finish_and_clear();
    writeln!(out, "{}", t!("rates-error-note"))?;
    if exact.is_some() {
        writeln!(out, "{}", t!("rates-exact-note", flag = FLAG_AT))?;
    }
    if let Some(dir) = &args.plot {
        match draw(&bars, dir) {
            Ok(names) => {
                let folder = dir.display().to_string();
                writeln!(out, "{}", t!("rates-drawn", files = names.join(" and "), folder = folder))?
            }
            Err(why) => {
                writeln!(err, "{}", t!("rates-not-drawn", why = &why))?;
                failures.record(why);
            }
        }
    }
    Ok(failures.is_empty())
}

/// How far, in standard errors, a measured rate may lie from the exact one before it is flagged:
/// a correct program is flagged about once in 16 000 measurements.
const FLAG_AT: f64 = 4.0;

/// Exact win rates against always_roll(6) in a game to `GOAL` with every rule, on the
/// student's rules and `always_roll` of an edition.
struct ExactRates {
    game: Game,
    baseline: Grid<u8>,
}

impl ExactRates {
    fn new(edition: &Edition) -> Result<ExactRates, String> {
        let game = crate::exact::solvable(crate::exact::game(edition, GOAL, true))?;
        let baseline = tabulate(GOAL, (edition.always_roll)(6))
            .map_err(|invalid| format!("always_roll(6) is not a strategy: {invalid}"))?;
        Ok(ExactRates { game, baseline })
    }

    /// The exact win rate of `strategy`, or why it has none.
    fn rate(&self, strategy: impl Fn(Score, Score) -> u32) -> Result<f64, String> {
        let table = tabulate(GOAL, strategy).map_err(|invalid| invalid.to_string())?;
        Ok(matchup(&self.game, &table, &self.baseline).map_err(|e| e.to_string())?.average())
    }
}

/// The exact rate beside a measured one, flagged when they are too far apart.
fn compare(rate: &WinRate, exact: f64) -> String {
    let distance = (rate.win_rate - exact).abs() / rate.standard_error.max(f64::MIN_POSITIVE);
    let flag = if distance > FLAG_AT {
        t!("rate-flagged", distance = format!("{distance:.1}"))
    } else {
        String::new()
    };
    format!("{}{flag}", t!("rate-exact", exact = format!("{exact:.4}")))
}

/// Draws the win rates in `dir` as SVG and PNG; returns the files' names.
fn draw(bars: &[Bar], dir: &Path) -> Result<Vec<String>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make the folder {}: {e}", dir.display()))?;
    let title = "Win rates against always_roll(6)";
    ["win_rates.svg", "win_rates.png"]
        .into_iter()
        .map(|name| plot::win_rate_bars(bars, title, &dir.join(name)).map(|()| name.to_owned()))
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())
}

/// A win rate with its standard error and the rates going first and second.
fn describe(rate: &WinRate) -> String {
    let number = |value: f64| format!("{value:.4}");
    t!(
        "rate-described",
        rate = number(rate.win_rate),
        error = number(rate.standard_error),
        first = number(rate.as_player_0),
        second = number(rate.as_player_1)
    )
}

/// The progress bar's look: which strategy is playing, and how far the games have got.
fn bar_style() -> ProgressStyle {
    ProgressStyle::with_template("{msg:>14} [{wide_bar}] {human_pos}/{human_len} games, {eta} left")
        .unwrap_or_else(|_| ProgressStyle::default_bar())
}

/// What stopped the measurements so far, so that each reason is explained once.
#[derive(Default)]
struct Failures(Vec<String>);

impl Failures {
    /// The line that says `what` could not be measured, and why unless said already.
    fn line(&mut self, what: &str, caught: &Caught) -> String {
        let what = what.trim_end_matches(':');
        let why = caught.to_string();
        if self.0.contains(&why) {
            t!("not-measured-again", what = what)
        } else {
            self.0.push(why.clone());
            t!("not-measured", what = what, why = &why)
        }
    }

    /// Remembers a reason said in a line of its own.
    fn record(&mut self, why: String) {
        self.0.push(why);
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use hog_rules::make_seeded_dice;

    use super::*;
    use crate::cli::EditionArg;
    use crate::crash::Place;
    use crate::edition;

    fn experiments(edition: &'static Edition, games_per_side: u32) -> (bool, String, String) {
        let rules = EditionArg { edition };
        experiments_with(ExperimentArgs {
            rules,
            games: games_per_side,
            seed: None,
            exact: false,
            plot: None,
        })
    }

    fn experiments_with(args: ExperimentArgs) -> (bool, String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let mut dice = make_seeded_dice(6, 1);
        let measured = run_experiments(&args, &mut dice, &mut out, &mut err, &ProgressBar::hidden()).unwrap();
        (measured, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
    }

    #[test]
    fn every_experiment_is_reported_whatever_the_code_does() {
        // With the stubs some measurements stop; either way the run ends with lines, not a panic.
        let (measured, out, err) = experiments(edition::compiled(), 5);
        assert!(out.contains("Max scoring num rolls") || err.contains("Max scoring num rolls"));
        assert_eq!(measured, err.is_empty(), "{err}");
    }

    #[test]
    fn each_reason_is_explained_once() {
        let place = Place { file: "crates/strategies/src/strategies.rs".into(), line: 43, column: 5 };
        let caught =
            Caught::NotWritten { problem: "06".into(), name: "always_roll".into(), place: Some(place) };
        let mut failures = Failures::default();
        assert_eq!(
            failures.line("catch_up win rate:", &caught),
            "catch_up win rate: not measured. Problem 06 (always_roll) is not written yet: write it in \
             crates/strategies/src/strategies.rs, then check it with `cargo xtask grade -q 06`."
        );
        assert_eq!(
            failures.line("boar_strategy win rate:", &caught),
            "boar_strategy win rate: not measured, for the same reason as above."
        );
        assert!(!failures.is_empty());
    }

    #[test]
    fn a_measured_rate_far_from_the_exact_one_is_flagged() {
        let rate = WinRate {
            name: "sus_strategy",
            win_rate: 0.62,
            as_player_0: 0.66,
            as_player_1: 0.58,
            standard_error: 0.01,
            games_per_side: 1_000,
        };
        assert_eq!(compare(&rate, 0.65), "  exact 0.6500");
        assert_eq!(compare(&rate, 0.68), "  exact 0.6800  <- 6.0 standard errors away");
    }

    #[test]
    fn a_rate_shows_its_standard_error_and_both_sides() {
        let rate = WinRate {
            name: "boar_strategy",
            win_rate: 0.676_04,
            as_player_0: 0.7,
            as_player_1: 0.652_08,
            standard_error: 0.003_31,
            games_per_side: 10_000,
        };
        assert_eq!(describe(&rate), "0.6760 ± 0.0033  (first 0.7000, second 0.6521)");
    }

    #[cfg(feature = "solution")]
    #[test]
    fn the_solution_measures_every_contender_in_every_edition() {
        for edition in edition::all() {
            the_solution_measures_every_contender(edition);
        }
    }

    /// In Chinese, whose characters take two columns each, the rates still line up.
    #[cfg(feature = "solution")]
    #[test]
    fn the_table_lines_up_in_chinese() {
        let chinese = hog_i18n::catalogue("zh-CN").unwrap();
        let (measured, out, err) = hog_i18n::speaking(chinese, || experiments(edition::compiled(), 50));
        assert!(measured, "{err}");
        let rows: Vec<&str> = out.lines().filter(|line| line.contains(" 的胜率：")).collect();
        assert_eq!(rows.len(), 7, "{out}");
        let rate_at: Vec<usize> = rows.iter().map(|row| columns(row.split(" ± ").next().unwrap())).collect();
        assert!(rate_at.iter().all(|at| *at == rate_at[0]), "the rates do not line up:\n{out}");
        assert!(out.starts_with("六面骰子下平均得分最高的骰子数："), "{out}");
    }

    #[cfg(feature = "solution")]
    fn the_solution_measures_every_contender(edition: &'static Edition) {
        let (measured, out, err) = experiments(edition, 200);
        assert!(measured, "{err}");
        assert_eq!(err, "");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 10, "{out}");
        // Six dice score the most on average, but five and seven come close.
        let num_rolls = lines[0].strip_prefix("Max scoring num rolls for six-sided dice: ").unwrap();
        assert!(["5", "6", "7"].contains(&num_rolls), "{out}");
        let names =
            lines[2..9].iter().map(|line| line.split(" win rate:").next().unwrap()).collect::<Vec<_>>();
        let [(first, _), (second, _)] = edition.threshold_strategies;
        assert_eq!(
            names,
            [
                "always_roll(6)",
                "catch_up",
                "always_roll(3)",
                "always_roll(8)",
                first,
                second,
                "final_strategy"
            ]
        );
        assert!(
            lines[2].starts_with("always_roll(6) win rate: ") && lines[2].contains(" 0."),
            "{}",
            lines[2]
        );
    }
}
