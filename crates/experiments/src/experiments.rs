//! Experiments with Hog: averaging (problem 08), the best number of dice (09) and
//! win rates, and at the end of the file any extra problem of this term.
//!
//! Dice are random, so one roll or one game says little. An experiment runs
//! something many times and averages the results: the average turn score of a
//! number of dice, or how often a strategy wins. The functions below measure
//! dice and strategies that way.
//!
//! Write your code between the `BEGIN PROBLEM` and `END PROBLEM` lines only; the
//! rest is provided and the grader relies on it being unchanged.
//! `cargo xtask grade -q 08` checks your work on problem 08.

use super::*;

/// How many times the experiments call a function they average, unless told
/// otherwise: enough for averages that hardly move from one run to the next.
pub const TIMES_CALLED: u32 = 1000;

// ---------------------------------------------------------------------------
// Phase 2: averaging
// ---------------------------------------------------------------------------

/// Returns a function that, each time it is called, calls `original`
/// `times_called` times and returns the mean of the results.
///
/// `original` takes no arguments. To average a function that needs some, wrap
/// the call in a closure that supplies them: `|| roll_dice(2, &mut dice)`.
/// Nothing is called until the returned function is, and every call of it
/// averages `times_called` fresh calls.
///
/// ```
/// use hog_experiments::make_averaged;
/// use hog_rules::*;
/// let mut averaged_dice = make_averaged(make_test_dice(&[3, 1, 5, 6]), 1000);
/// assert_eq!(averaged_dice(), 3.75);
///
/// let mut dice = make_test_dice(&[3, 1, 5, 6]);
/// let mut averaged_roll_dice = make_averaged(|| roll_dice(2, &mut dice), 1000);
/// assert_eq!(averaged_roll_dice(), 6.0); // turns of 1 and 11, one after the other
/// ```
///
/// # Panics
/// If `times_called` is 0: there is nothing to average.
pub fn make_averaged<'a>(
    original: impl FnMut() -> u32 + 'a,
    times_called: u32,
) -> Box<dyn FnMut() -> f64 + 'a> {
    assert!(times_called > 0, "make_averaged needs times_called of at least 1 to have something to average");
    // BEGIN PROBLEM 08
    let _ = (&original, &times_called); // Delete this line once you use the parameters.
    todo!("Problem 08: make_averaged")
    // END PROBLEM 08
}

/// Returns the number of dice, from 1 to 10, with the highest average turn score
/// over `times_called` turns of [`roll_dice`] with `dice`. Ties go to the lower
/// number.
///
/// The numbers are tried in order, 1 first, and every turn rolls the same
/// `dice`, each continuing where the previous one left them.
///
/// ```
/// use hog_experiments::max_scoring_num_rolls;
/// use hog_rules::make_test_dice;
/// assert_eq!(max_scoring_num_rolls(&mut make_test_dice(&[1, 6]), 1000), 1);
/// assert_eq!(max_scoring_num_rolls(&mut make_test_dice(&[3]), 1000), 10);
/// ```
pub fn max_scoring_num_rolls(dice: &mut Dice, times_called: u32) -> u32 {
    // BEGIN PROBLEM 09
    let _ = (&dice, &times_called); // Delete this line once you use the parameters.
    todo!("Problem 09: max_scoring_num_rolls")
    // END PROBLEM 09
}

// ---------------------------------------------------------------------------
// Phase 2: win rates (provided)
// ---------------------------------------------------------------------------

/// Plays one game with every rule, from 0 to 0 up to [`GOAL`], rolling `dice`,
/// and returns 0 if Player 0 ends ahead and 1 otherwise (provided).
pub fn winner(
    strategy0: impl Fn(Score, Score) -> u32,
    strategy1: impl Fn(Score, Score) -> u32,
    dice: &mut Dice,
) -> u32 {
    let (score0, score1) = play(strategy0, strategy1, course_update, 0, 0, dice, GOAL);
    if score0 > score1 { 0 } else { 1 }
}

/// Returns how often `strategy` beats `baseline`, from 0.0 to 1.0 (provided).
///
/// Going first is an advantage, so `strategy` plays `games_per_side` games as
/// Player 0 and as many as Player 1, and the two win rates are averaged.
pub fn average_win_rate(
    strategy: impl Fn(Score, Score) -> u32,
    baseline: impl Fn(Score, Score) -> u32,
    games_per_side: u32,
    dice: &mut Dice,
) -> f64 {
    // winner returns 0 when Player 0 wins, so Player 0's win rate is 1 minus its average.
    let win_rate_as_player_0 = 1.0 - make_averaged(|| winner(&strategy, &baseline, dice), games_per_side)();
    let win_rate_as_player_1 = make_averaged(|| winner(&baseline, &strategy, dice), games_per_side)();
    (win_rate_as_player_0 + win_rate_as_player_1) / 2.0
}

/// A strategy measured by [`run_experiments`], with the name it is reported under.
pub struct Contender {
    /// How the strategy is written in Rust, such as `always_roll(8)`.
    pub name: &'static str,
    /// The strategy.
    pub strategy: Strategy,
}

/// The strategies [`run_experiments`] measures against `always_roll(6)`, in the
/// order it reports them (provided). Add your own to compare them.
pub fn contenders() -> Vec<Contender> {
    let mut contenders = vec![
        Contender { name: "always_roll(6)", strategy: always_roll(6) },
        Contender { name: "catch_up", strategy: Box::new(catch_up) },
        Contender { name: "always_roll(3)", strategy: always_roll(3) },
        Contender { name: "always_roll(8)", strategy: always_roll(8) },
    ];
    // Problems 10 and 11, with the course's threshold and number of dice.
    for (name, threshold_strategy) in THRESHOLD_STRATEGIES {
        let strategy: Strategy = Box::new(move |score, opponent_score| {
            threshold_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS)
        });
        contenders.push(Contender { name, strategy });
    }
    contenders.push(Contender { name: "final_strategy", strategy: Box::new(final_strategy) });
    contenders
}

/// Runs the experiments and prints what they find (provided): the number of
/// dice that scores the most with `dice`, then the win rate of each of the
/// [`contenders`] against `always_roll(6)`, over `games_per_side` games going
/// first and as many going second.
///
/// `dice` should be a fair six-sided die: `six_sided()`, or
/// `make_seeded_dice(6, seed)` for a run that can be repeated exactly.
pub fn run_experiments(games_per_side: u32, dice: &mut Dice) {
    let six_sided_max = max_scoring_num_rolls(dice, TIMES_CALLED);
    println!("Max scoring num rolls for six-sided dice: {six_sided_max}");
    for contender in contenders() {
        let win_rate = average_win_rate(&contender.strategy, always_roll(6), games_per_side, dice);
        println!("{} win rate: {win_rate}", contender.name);
    }
}

// ---------------------------------------------------------------------------
// Extra: exact win rates
// ---------------------------------------------------------------------------

/// Returns the exact chance that `strategy` beats `always_roll(6)` in a game to
/// `goal` with every rule, from 0.0 to 1.0: the mean of its chance going first
/// and its chance going second, as [`average_win_rate`] measures with equal
/// games per seat, but worked out from the rules instead of played.
///
/// The chance that the player to move wins from a position is a sum over the
/// outcomes of the turn: each outcome's chance, times 1 if the new score reaches
/// `goal`, or else times 1 minus the opponent's chance to win from the position
/// that outcome leads to. [`roll_chances`] gives the outcomes of 1 to 10 dice;
/// zero dice score [`boar_brawl`] for sure; [`sus_points`] applies Sus Fuss.
/// A memo remembers each position's chance once it is known, so no position is
/// worked out twice.
///
/// ```
/// use hog_experiments::exact_win_rate;
/// use hog_strategies::*;
/// // Playing itself, a strategy wins half its games, once both seats are counted.
/// assert!((exact_win_rate(always_roll(6), 100) - 0.5).abs() < 1e-9);
/// // To a goal of 1 the first turn wins the game, whatever it rolls.
/// assert!((exact_win_rate(always_roll(3), 1) - 0.5).abs() < 1e-9);
/// // Four dice win less often than six; rolling one die, hardly ever.
/// assert!((exact_win_rate(always_roll(4), 100) - 0.454677832912).abs() < 1e-9);
/// assert!(exact_win_rate(always_roll(1), 100) < 0.02);
/// ```
pub fn exact_win_rate(strategy: impl Fn(Score, Score) -> u32, goal: Score) -> f64 {
    // BEGIN PROBLEM 13
    let _ = (&strategy, &goal); // Delete this line once you use the parameters.
    todo!("Problem 13: exact_win_rate")
    // END PROBLEM 13
}
