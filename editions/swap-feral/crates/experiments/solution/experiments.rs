// BEGIN EDITION
//! Experiments with Hog, problems 08 and 09.
//!
//! Dice are random, so one roll or one game says little. An experiment runs
//! something many times and averages the results: the average turn score of a
//! number of dice, or how often a strategy wins. The functions below measure
//! dice and strategies that way.
//!
//! Write your code between the `BEGIN PROBLEM` and `END PROBLEM` lines only; the
//! rest is provided and the grader relies on it being unchanged.
//! `cargo xtask grade -q 08` checks your work on problem 08.
// END EDITION
// BEGIN EDITION
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
// END EDITION
