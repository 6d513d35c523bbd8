//! The rules as exact analysis needs them: for a position and a number of dice, every
//! position the turn can lead to, and its probability.

use hog_rules::{
    MAX_ROLLS, Score, faces_making, make_test_dice, roll_chances, swaps, total_rule, turn_points,
    zero_dice_points,
};

/// The outcomes of rolling one number of dice (at least one), before any rule of the edition.
#[derive(Clone, Debug)]
struct Roll {
    /// The chance of a 1 among the dice: the dice make 1 point (Sow Sad).
    sow_sad: f64,
    /// The lowest sum without a 1: two points a die.
    lowest: usize,
    /// `sums[i]`: the chance that the dice sum to `lowest + i`.
    sums: Vec<f64>,
}

/// The rules of a game given as functions; [`Game::new`] takes them from `hog-rules`.
pub struct Rules<'a> {
    /// The points of zero dice at `(score, opponent)`.
    pub zero_dice: &'a dyn Fn(Score, Score) -> u32,
    /// The points of a turn of `num_rolls` dice (1 to 10) whose dice made `rolled` points (a
    /// rule such as Feral Hogs may add some).
    pub roll_points: &'a dyn Fn(u32, u32) -> u32,
    /// The mover's score once a turn takes it to `total` (Sus Fuss, Square Swine, or none).
    pub total: &'a dyn Fn(Score) -> Score,
    /// Whether the scores are exchanged after a turn that leaves the mover at `mover` and the
    /// other player at `other` (Swine Swap).
    pub swaps: &'a dyn Fn(Score, Score) -> bool,
}

/// Where a turn leaves the game: the mover's score and the other player's.
type After = (Score, Score);

/// A game of Hog to a goal, ready to be solved.
///
/// Building it calls the rules once per position or total, so a solver never calls them
/// again. No turn lowers the sum of the two scores, so positions are solved by decreasing sum;
/// when a turn can keep the sum (a turn of 0 points, a swap), positions of one sum depend on
/// each other and are solved together, to a fixed point ([`Game::repeats`]).
#[derive(Clone, Debug)]
pub struct Game {
    goal: Score,
    total_rule: bool,
    /// Where zero dice leave the game, per position.
    zero_dice: Vec<After>,
    /// `roll_points[k - 1][rolled]`: the points of `k` dice that made `rolled`.
    roll_points: Vec<Vec<u32>>,
    /// `after[total]`: the mover's score once a roll takes it to `total`.
    after: Vec<Score>,
    /// `swapped[total * goal + other]`, for every total a roll reaches; empty without swaps.
    swapped: Vec<bool>,
    /// `rolls[k - 1]`: the outcomes of rolling `k` dice.
    rolls: Vec<Roll>,
    /// The most points a roll makes.
    most_points: usize,
    repeats: bool,
}

/// The most points the dice of one turn may make with an edition's bonus: 60 and a little.
pub const MOST_ROLL_POINTS: usize = 6 * MAX_ROLLS as usize + 10;

impl Game {
    /// The game to `goal` (at least 1) by the rules `hog-rules` was built with, with its rule
    /// on totals (Sus Fuss, Square Swine) or without it (`total_rule` false).
    ///
    /// # Panics
    /// If `goal` is 0 or above [`Game::MAX_GOAL`].
    pub fn new(goal: Score, total_rule: bool) -> Game {
        let roll_points = |num_rolls: u32, rolled: u32| {
            turn_points(num_rolls, 0, 0, &mut make_test_dice(&faces_making(num_rolls, rolled)))
        };
        let rules = Rules {
            zero_dice: &zero_dice_points,
            roll_points: &roll_points,
            total: &self::total_rule,
            swaps: &swaps,
        };
        Game::from_rules(goal, total_rule, &rules)
    }

    /// The game to `goal` with the rules given as functions, the rule on totals applied only
    /// with `total_rule`. They are called in the order of the problems: zero dice, rolls,
    /// totals, swaps.
    ///
    /// # Panics
    /// If `goal` is 0 or above [`Game::MAX_GOAL`].
    pub fn from_rules(goal: Score, total_rule: bool, rules: &Rules<'_>) -> Game {
        assert!((1..=Self::MAX_GOAL).contains(&goal), "a goal is from 1 to {}, not {goal}", Self::MAX_GOAL);
        let zero_points: Vec<u32> =
            positions(goal).map(|(score, opponent)| (rules.zero_dice)(score, opponent)).collect();
        let roll_points: Vec<Vec<u32>> = (1..=MAX_ROLLS)
            .map(|k| {
                (0..=6 * k)
                    .map(
                        |rolled| {
                            if rolled == 1 || rolled >= 2 * k { (rules.roll_points)(k, rolled) } else { 0 }
                        },
                    )
                    .collect()
            })
            .collect();
        let most = roll_points.iter().flatten().copied().max().unwrap_or(0) as usize;
        assert!(
            most <= MOST_ROLL_POINTS,
            "a roll of these rules makes {most} points, more than {MOST_ROLL_POINTS}"
        );
        let highest_total = goal - 1 + most as Score;
        let total = |total: Score| if total_rule { (rules.total)(total) } else { total };
        let after: Vec<Score> = (0..=highest_total).map(total).collect();
        let settle = |mover: Score, other: Score| {
            if (rules.swaps)(mover, other) { (other, mover) } else { (mover, other) }
        };
        let zero_dice: Vec<After> = positions(goal)
            .zip(&zero_points)
            .map(|((score, opponent), &points)| settle(total(score.saturating_add(points)), opponent))
            .collect();
        let swapped: Vec<bool> = (0..=highest_total)
            .flat_map(|mover| (0..goal).map(move |other| (mover, other)))
            .map(|(m, o)| (rules.swaps)(m, o))
            .collect();
        let swapped = if swapped.contains(&true) { swapped } else { Vec::new() };
        let scoreless = zero_dice.iter().zip(positions(goal)).any(|(&(mover, other), (score, opponent))| {
            u64::from(mover) + u64::from(other) == u64::from(score) + u64::from(opponent)
        });
        let repeats = !swapped.is_empty() || scoreless || roll_points.iter().any(|points| points[1] == 0);
        Game {
            goal,
            total_rule,
            zero_dice,
            roll_points,
            after,
            swapped,
            rolls: (1..=MAX_ROLLS).map(roll).collect(),
            most_points: most,
            repeats,
        }
    }

    /// A turn these rules allow that would lower the mover's score, said in words; `None` for
    /// every edition's rules. The solvers rely on no turn lowering the sum of the scores.
    pub fn lowering_turn(&self) -> Option<String> {
        for (at, (score, opponent)) in positions(self.goal).enumerate() {
            let (mover, other) = self.zero_dice[at];
            if u64::from(mover) + u64::from(other) < u64::from(score) + u64::from(opponent) {
                return Some(format!(
                    "rolling zero dice at {score} to {opponent} leaves the scores at {mover} and {other}"
                ));
            }
        }
        let lowered = self.after.iter().enumerate().find(|&(total, &after)| (after as usize) < total);
        lowered
            .map(|(total, after)| format!("a turn that ends on {total} points leaves the score at {after}"))
    }

    /// The largest goal a game may have: its tables hold `goal²` values.
    pub const MAX_GOAL: Score = 1_000;

    /// The score that wins.
    pub fn goal(&self) -> Score {
        self.goal
    }

    /// Whether the rule on totals (Sus Fuss, Square Swine) applies after each turn.
    pub fn total_rule(&self) -> bool {
        self.total_rule
    }

    /// Whether a position can come back (a turn of 0 points, a swap): then the positions of
    /// one sum of scores are solved together, to a fixed point.
    pub fn repeats(&self) -> bool {
        self.repeats
    }

    /// The mover's score once a roll takes it to `total`, by the game's rule on totals.
    ///
    /// # Panics
    /// If no roll of this game can reach `total`.
    pub fn score_after(&self, total: Score) -> Score {
        self.after[total as usize]
    }

    /// The mover's chance of winning from `(score, opponent)` by rolling `dice`, when the
    /// opponent's chance of winning as the next mover is `opponent_chances` (indexed by the
    /// opponent's position: its score first).
    pub(crate) fn chance(&self, score: Score, opponent: Score, dice: u32, opponent_chances: &[f64]) -> f64 {
        if dice == 0 {
            return self.continue_from(self.zero_dice[self.index(score, opponent)], opponent_chances);
        }
        let k = dice as usize - 1;
        let (roll, points) = (&self.rolls[k], &self.roll_points[k]);
        let won = |rolled: usize| {
            self.continue_from(self.rolled(score, opponent, points[rolled]), opponent_chances)
        };
        roll.sow_sad * won(1)
            + roll.sums.iter().enumerate().map(|(i, &p)| p * won(roll.lowest + i)).sum::<f64>()
    }

    /// The mover's chance for every number of dice from 0 to 10 at once (what the optimal
    /// strategy compares): each result of the dice is looked up once, then every roll is a
    /// sum of products.
    pub(crate) fn chances(&self, score: Score, opponent: Score, opponent_chances: &[f64]) -> [f64; 11] {
        // won[t]: the mover's chance after the dice make t points.
        let mut won = [0.0; MOST_ROLL_POINTS + 1];
        for (points, slot) in won.iter_mut().enumerate().take(self.most_points + 1) {
            *slot = self.continue_from(self.rolled(score, opponent, points as u32), opponent_chances);
        }
        let mut chances = [0.0; 11];
        chances[0] = self.continue_from(self.zero_dice[self.index(score, opponent)], opponent_chances);
        for ((slot, roll), points) in chances[1..].iter_mut().zip(&self.rolls).zip(&self.roll_points) {
            let sums = &points[roll.lowest..roll.lowest + roll.sums.len()];
            *slot = roll.sow_sad * won[points[1] as usize]
                + roll.sums.iter().zip(sums).map(|(p, &t)| p * won[t as usize]).sum::<f64>();
        }
        chances
    }

    /// The next mover's position when the mover at `(score, opponent)` rolls `dice` and the
    /// turn surely keeps the sum of the scores below the goal (zero dice for no points): the
    /// only way a position can come back with certainty.
    pub(crate) fn stays(&self, score: Score, opponent: Score, dice: u32) -> Option<(Score, Score)> {
        let (mover, other) = self.zero_dice[self.index(score, opponent)];
        let kept = u64::from(mover) + u64::from(other) == u64::from(score) + u64::from(opponent);
        (dice == 0 && kept && mover < self.goal && other < self.goal).then_some((other, mover))
    }

    /// Where a roll of `points` from `(score, opponent)` leaves the game.
    fn rolled(&self, score: Score, opponent: Score, points: u32) -> After {
        let mover = self.after[(score + points) as usize];
        let swap =
            !self.swapped.is_empty() && self.swapped[mover as usize * self.goal as usize + opponent as usize];
        if swap { (opponent, mover) } else { (mover, opponent) }
    }

    /// The mover's chance once the turn leaves the game at `after`, the other player to move.
    fn continue_from(&self, (mover, other): After, opponent_chances: &[f64]) -> f64 {
        if mover >= self.goal {
            1.0
        } else if other >= self.goal {
            0.0
        } else {
            1.0 - opponent_chances[self.index(other, mover)]
        }
    }

    /// Where position `(score, opponent)` is kept in a table.
    pub(crate) fn index(&self, score: Score, opponent: Score) -> usize {
        score as usize * self.goal as usize + opponent as usize
    }

    /// Every position below the goal in groups of one sum of scores, largest sum first: each
    /// group's positions lead only to their own group or to earlier ones.
    pub(crate) fn layers(&self) -> impl Iterator<Item = Vec<(Score, Score)>> + use<> {
        let last = self.goal - 1;
        (0..=2 * last).rev().map(move |sum| {
            (sum.saturating_sub(last)..=sum.min(last)).map(|score| (score, sum - score)).collect()
        })
    }
}

/// Every position of a game to `goal`, in the order of its tables.
fn positions(goal: Score) -> impl Iterator<Item = (Score, Score)> {
    (0..goal).flat_map(move |score| (0..goal).map(move |opponent| (score, opponent)))
}

/// The outcomes of rolling `dice` dice (1 to 10).
fn roll(dice: u32) -> Roll {
    let chances = roll_chances(dice);
    let (sow_sad, sums) = chances.split_first().expect("a roll has outcomes");
    assert_eq!(sow_sad.0, 1, "the first outcome of a roll is Sow Sad's 1 point");
    let lowest = sums[0].0 as usize;
    debug_assert!(sums.iter().enumerate().all(|(i, &(points, _))| points as usize == lowest + i));
    Roll { sow_sad: sow_sad.1, lowest, sums: sums.iter().map(|&(_, p)| p).collect() }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(goal: Score, zero: impl Fn(Score, Score) -> u32, total: impl Fn(Score) -> Score) -> Game {
        let rules =
            Rules { zero_dice: &zero, roll_points: &|_, rolled| rolled, total: &total, swaps: &|_, _| false };
        Game::from_rules(goal, true, &rules)
    }

    #[test]
    fn rules_under_which_a_turn_lowers_a_score_are_named() {
        assert_eq!(game(30, |_, _| 1, |total| total + total % 2).lowering_turn(), None);
        let lowering = game(30, |_, _| 1, |total| if total == 60 { 3 } else { total });
        assert_eq!(
            lowering.lowering_turn().as_deref(),
            Some("a turn that ends on 60 points leaves the score at 3")
        );
        let early = game(30, |_, _| 1, |total| if total == 12 { 3 } else { total });
        assert_eq!(
            early.lowering_turn().as_deref(),
            Some("rolling zero dice at 11 to 0 leaves the scores at 3 and 0")
        );
    }

    #[test]
    fn positions_repeat_with_a_turn_of_no_points_or_a_swap() {
        assert!(!game(30, |_, _| 1, |total| total).repeats());
        assert!(game(30, |score, _| u32::from(score != 7), |total| total).repeats());
        let rules = Rules {
            zero_dice: &|_, _| 1,
            roll_points: &|_, rolled| rolled,
            total: &|t| t,
            swaps: &|m, o| m == o + 1,
        };
        assert!(Game::from_rules(30, true, &rules).repeats());
    }
}
