//! The experiments of [`run_experiments`](crate::run_experiments) as values, with
//! their uncertainty, for tools that show progress while the games are played.
//!
//! The games and the averaging are the same as in the student's file: each
//! contender plays through [`make_averaged`] and [`winner`], so a tool built on
//! this module runs the student's own code. A win rate measured over a finite
//! number of games is only an estimate; its standard error says how far from
//! the true rate it is likely to be.

use hog_rules::{Dice, Score};
use hog_strategies::always_roll;

use crate::{Contender, TIMES_CALLED, contenders, make_averaged, max_scoring_num_rolls, winner};

/// The measured win rate of one contender against `always_roll(6)`.
#[derive(Clone, Debug, PartialEq)]
pub struct WinRate {
    /// The contender's name, such as `catch_up`.
    pub name: &'static str,
    /// The mean of the two rates below: what `average_win_rate` returns.
    pub win_rate: f64,
    /// The rate of wins going first.
    pub as_player_0: f64,
    /// The rate of wins going second.
    pub as_player_1: f64,
    /// The standard error of `win_rate`: the true rate lies within one standard
    /// error of it in about two runs out of three, and within two in 19 out of 20.
    pub standard_error: f64,
    /// Games played on each side.
    pub games_per_side: u32,
}

/// Everything [`run_experiments`](crate::run_experiments) prints, as values.
#[derive(Clone, Debug, PartialEq)]
pub struct Results {
    /// The number of dice with the highest average turn score.
    pub max_scoring_num_rolls: u32,
    /// One win rate per contender, in the order of [`contenders`].
    pub win_rates: Vec<WinRate>,
}

/// How far a run has got; reported after every game, for a progress bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The contender playing now.
    pub contender: &'static str,
    /// Games played so far, over all contenders.
    pub games_played: u64,
    /// Games the whole run plays.
    pub games_total: u64,
}

/// Measures `contender` against `always_roll(6)` over `games_per_side` games on
/// each side, rolling `dice`; `on_game` is called after every game.
///
/// # Panics
/// If `games_per_side` is 0, and wherever the student's code panics (a
/// `todo!()` not yet replaced, for instance).
pub fn measure_win_rate(
    contender: &Contender,
    games_per_side: u32,
    dice: &mut Dice,
    on_game: &mut dyn FnMut(),
) -> WinRate {
    let played_by = |first: Played<'_>, second: Played<'_>, dice: &mut Dice| winner(first, second, dice);
    measure_win_rate_by(&played_by, contender.name, &contender.strategy, games_per_side, dice, on_game)
}

/// A strategy as a game takes it, whatever made it.
pub type Played<'a> = &'a dyn Fn(Score, Score) -> u32;

/// [`measure_win_rate`] of the strategy `strategy` called `name`, each game played by
/// `winner`: a tool that plays another edition than this crate's root gives that edition's.
pub fn measure_win_rate_by(
    winner: &dyn Fn(Played<'_>, Played<'_>, &mut Dice) -> u32,
    name: &'static str,
    strategy: Played<'_>,
    games_per_side: u32,
    dice: &mut Dice,
    on_game: &mut dyn FnMut(),
) -> WinRate {
    let baseline = always_roll(6);
    let mut game = |first: &dyn Fn(u32, u32) -> u32, second: &dyn Fn(u32, u32) -> u32| {
        make_averaged(
            || {
                let result = winner(first, second, dice);
                on_game();
                result
            },
            games_per_side,
        )()
    };
    // winner returns 0 when Player 0 wins, so Player 0's win rate is 1 minus its average.
    let as_player_0 = 1.0 - game(strategy, &baseline);
    let as_player_1 = game(&baseline, strategy);
    WinRate {
        name,
        win_rate: (as_player_0 + as_player_1) / 2.0,
        as_player_0,
        as_player_1,
        standard_error: standard_error(as_player_0, as_player_1, games_per_side),
        games_per_side,
    }
}

/// The standard error of the mean of two win rates, each measured over `games` games.
///
/// Each game is a coin that lands "win" with probability p, so a rate over n
/// games has variance p(1 - p)/n; the mean of two independent rates has a quarter
/// of the sum of their variances.
pub fn standard_error(rate_a: f64, rate_b: f64, games: u32) -> f64 {
    let variance = |p: f64| p * (1.0 - p) / f64::from(games);
    (variance(rate_a) + variance(rate_b)).sqrt() / 2.0
}

/// Runs every experiment of [`run_experiments`](crate::run_experiments) and
/// returns the results instead of printing them, reporting [`Progress`] after
/// every game. `dice` should be a fair six-sided die.
pub fn measure_experiments(
    games_per_side: u32,
    dice: &mut Dice,
    mut on_progress: impl FnMut(Progress),
) -> Results {
    let max_scoring_num_rolls = max_scoring_num_rolls(dice, TIMES_CALLED);
    let contenders = contenders();
    let games_total = contenders.len() as u64 * 2 * u64::from(games_per_side);
    let mut games_played = 0;
    let win_rates = contenders
        .iter()
        .map(|contender| {
            let mut on_game = || {
                games_played += 1;
                on_progress(Progress { contender: contender.name, games_played, games_total });
            };
            measure_win_rate(contender, games_per_side, dice, &mut on_game)
        })
        .collect();
    Results { max_scoring_num_rolls, win_rates }
}

#[cfg(all(test, feature = "solution"))]
mod tests {
    use hog_rules::make_seeded_dice;

    use super::*;

    #[test]
    fn the_standard_error_of_a_fair_coin() {
        // Each side: sqrt(0.25 / 100) = 0.05; the mean of two: sqrt(2 * 0.0025) / 2.
        let error = standard_error(0.5, 0.5, 100);
        assert!((error - (0.005_f64).sqrt() / 2.0).abs() < 1e-12, "{error}");
        assert_eq!(standard_error(1.0, 0.0, 10), 0.0);
    }

    #[test]
    fn a_strategy_against_itself_wins_about_half_its_games() {
        let contender = Contender { name: "always_roll(6)", strategy: always_roll(6) };
        let mut games = 0;
        let rate = measure_win_rate(&contender, 500, &mut make_seeded_dice(6, 1), &mut || games += 1);
        assert_eq!(games, 1000);
        assert!((rate.win_rate - 0.5).abs() < 4.0 * rate.standard_error, "{rate:?}");
        assert!(rate.standard_error > 0.01 && rate.standard_error < 0.02, "{rate:?}");
    }

    #[test]
    fn progress_counts_every_game_of_every_contender() {
        let mut last = None;
        let results = measure_experiments(20, &mut make_seeded_dice(6, 2), |progress| last = Some(progress));
        let count = contenders().len() as u64;
        let last = last.expect("progress was reported");
        assert_eq!((last.games_played, last.games_total), (count * 40, count * 40));
        assert_eq!(last.contender, "final_strategy");
        assert_eq!(results.win_rates.len() as u64, count);
        assert!((1..=10).contains(&results.max_scoring_num_rolls));
    }

    #[test]
    fn measured_rates_match_average_win_rate() {
        // The same seed and the same games give the same rate as the student's function.
        let contender = &contenders()[1];
        let rate = measure_win_rate(contender, 200, &mut make_seeded_dice(6, 3), &mut || ());
        let expected =
            crate::average_win_rate(&contender.strategy, always_roll(6), 200, &mut make_seeded_dice(6, 3));
        assert_eq!(rate.win_rate, expected);
    }
}
