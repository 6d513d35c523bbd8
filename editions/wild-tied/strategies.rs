//! Free Bacon, Hog Wild and Hog Tied: the strategies this edition adds (problems 10 to 12), put
//! into the strategies file at its `EDITION ITEMS` line.

use super::*;

/// The course's threshold for [`bacon_strategy`] and [`tied_strategy`]: no dice
/// are rolled when Free Bacon earns at least this many points.
///
/// Free Bacon earns 1 to 10 points; six dice earn a little under 9 on average,
/// and less where Hog Wild makes them four-sided. Worked out exactly against
/// `always_roll(6)`, `tied_strategy` wins the most games with 8 (about 58.0%,
/// against 57.8% with 7 or 9), and `bacon_strategy` about 56.9% with 8, close to
/// its best (57.2%, with 7). From 11 up, `bacon_strategy` never rolls zero dice.
pub const THRESHOLD: u32 = 8;

/// The course's number of dice for [`bacon_strategy`] and [`tied_strategy`] when
/// they roll: six, the number that earns the most on average with six-sided dice.
pub const NUM_ROLLS: u32 = 6;

/// No dice when *Free Bacon* would earn `threshold` points or more, and
/// `num_rolls` dice otherwise.
///
/// Rust has no default arguments: the course's `bacon_strategy(score, opponent_score)`
/// is written `bacon_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS)`.
///
/// ```
/// use hog_strategies::editions::wild_tied::bacon_strategy;
/// assert_eq!(bacon_strategy(30, 46, 7, 4), 0); // Free Bacon of 46 is 1 + 6 = 7
/// assert_eq!(bacon_strategy(30, 46, 8, 4), 4);
/// ```
pub fn bacon_strategy(_score: Score, opponent_score: Score, threshold: u32, num_rolls: u32) -> u32 {
    // BEGIN PROBLEM 10
    if free_bacon(opponent_score) >= threshold { 0 } else { num_rolls }
    // END PROBLEM 10
}

/// [`bacon_strategy`], and one more reason to roll no dice: where *Hog Tied*
/// holds the turn to a single die, no dice are rolled when *Free Bacon* earns more
/// than that die does on average. A die of `s` sides earns `(s + 1) / 2` on
/// average (Sow Sad takes nothing from a single die): 3.5 for six sides, 2.5 for
/// the four sides of *Hog Wild*.
///
/// ```
/// use hog_strategies::editions::wild_tied::tied_strategy;
/// // 20 + 17 = 37 ends in 7, so rolling means one six-sided die (3.5 on average),
/// // and Free Bacon of 17 earns 8.
/// assert_eq!(tied_strategy(20, 17, 9, 5), 0);
/// assert_eq!(tied_strategy(20, 18, 10, 5), 5); // 38: up to ten dice, and 9 is short of 10
/// ```
pub fn tied_strategy(score: Score, opponent_score: Score, threshold: u32, num_rolls: u32) -> u32 {
    // BEGIN PROBLEM 11
    let bacon = free_bacon(opponent_score);
    let one_die = hog_tied(score, opponent_score) == 1;
    // Twice the points against twice the average, (sides + 1), keeps the arithmetic whole.
    let beats_one_die = 2 * bacon > hog_wild(score, opponent_score) + 1;
    if bacon >= threshold || (one_die && beats_one_die) { 0 } else { num_rolls }
    // END PROBLEM 11
}

/// Your strategy: any rule you like for choosing 0 to 10 dice, as long as it is
/// quick and does not call `max_scoring_num_rolls`.
///
/// Say here how it decides, for whoever reads your code. The experiments
/// (`run_experiments` in `hog-experiments`) report how often it beats
/// `always_roll(6)`.
pub fn final_strategy(score: Score, opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 12
    // One turn ahead: for no dice, and for 1 up to the most dice Hog Tied allows, the
    // expected score after the turn, the dice having Hog Wild's sides here. Reaching the
    // goal counts as 12 points past it, as a win is worth more than the points that bring
    // it. The choice with the highest expectation wins, fewer dice on a tie.
    let worth = |total: Score| if total >= GOAL { f64::from(GOAL + 12) } else { f64::from(total) };
    let sides = hog_wild(score, opponent_score);
    let mut best = (worth(score + free_bacon(opponent_score)), 0);
    for num_rolls in 1..=hog_tied(score, opponent_score) {
        let expected: f64 = roll_chances_of(num_rolls, sides)
            .into_iter()
            .map(|(points, chance)| chance * worth(score + points))
            .sum();
        if expected > best.0 + 1e-9 {
            best = (expected, num_rolls);
        }
    }
    best.1
    // END PROBLEM 12
}

/// The two threshold strategies of problems 10 and 11, named: the tools list and
/// play them from here.
pub const THRESHOLD_STRATEGIES: [(&str, ThresholdStrategy); 2] =
    [("bacon_strategy", bacon_strategy), ("tied_strategy", tied_strategy)];
