//! The rules as exact analysis needs them: for a position and a number of dice, every new
//! score the mover can reach, and its probability.

use hog_rules::{MAX_ROLLS, Score, boar_brawl, roll_chances, sus_points};

/// The outcomes of rolling one number of dice (at least one).
#[derive(Clone, Debug)]
struct Roll {
    /// The chance of a 1 among the dice: the turn scores 1 (Sow Sad).
    sow_sad: f64,
    /// The lowest sum without a 1: two points a die.
    lowest: usize,
    /// `sums[i]`: the chance that the turn scores `lowest + i` points.
    sums: Vec<f64>,
}

/// A game of Hog to a goal, with or without Sus Fuss, ready to be solved.
///
/// Building it calls the rules once per position (Boar Brawl) and once per reachable total
/// (Sus Fuss), so a solver never calls them again.
#[derive(Clone, Debug)]
pub struct Game {
    goal: Score,
    sus_fuss: bool,
    /// The mover's new score after rolling zero dice, per position.
    zero_dice: Vec<Score>,
    /// `after[total]`: the score a turn that ends on `total` points leaves (Sus Fuss, or not).
    after: Vec<Score>,
    /// `rolls[k - 1]`: the outcomes of rolling `k` dice.
    rolls: Vec<Roll>,
}

impl Game {
    /// The game to `goal` (at least 1), with Sus Fuss (`sus_update`) or without
    /// (`simple_update`), by the rules `hog-rules` was built with.
    ///
    /// # Panics
    /// If `goal` is 0 or above [`Game::MAX_GOAL`].
    pub fn new(goal: Score, sus_fuss: bool) -> Game {
        Game::from_rules(goal, sus_fuss, boar_brawl, sus_points)
    }

    /// The game to `goal` with the rules given as functions: `boar_brawl(score, opponent)`
    /// for rolling zero dice and `sus_points(total)` after each turn (with `sus_fuss`).
    /// Each is called once per position or reachable total, Boar Brawl first, so a rule
    /// not written yet is met in the order of the problems.
    ///
    /// # Panics
    /// If `goal` is 0 or above [`Game::MAX_GOAL`].
    pub fn from_rules(
        goal: Score,
        sus_fuss: bool,
        boar_brawl: impl Fn(Score, Score) -> u32,
        sus_points: impl Fn(Score) -> Score,
    ) -> Game {
        assert!((1..=Self::MAX_GOAL).contains(&goal), "a goal is from 1 to {}, not {goal}", Self::MAX_GOAL);
        // Every total a turn can reach: rolls go up to 60 points past the highest score below
        // the goal. A larger total from Boar Brawl wins all the same (Sus Fuss only raises a
        // score), so it is counted as the largest a roll makes.
        let highest_total = goal - 1 + 6 * MAX_ROLLS;
        let zero_dice_totals: Vec<Score> = (0..goal)
            .flat_map(|score| (0..goal).map(move |opponent| (score, opponent)))
            .map(|(score, opponent)| score.saturating_add(boar_brawl(score, opponent)).min(highest_total))
            .collect();
        let after: Vec<Score> =
            (0..=highest_total).map(|total| if sus_fuss { sus_points(total) } else { total }).collect();
        let zero_dice = zero_dice_totals.iter().map(|&total| after[total as usize]).collect();
        Game { goal, sus_fuss, zero_dice, after, rolls: (1..=MAX_ROLLS).map(roll).collect() }
    }

    /// A turn these rules allow that would not raise the mover's score, said in words; `None`
    /// for the course's rules. The solvers sweep the positions once, which is right only when
    /// every turn raises the mover's score (a Boar Brawl of at least 1, a Sus Fuss that never
    /// lowers a score): otherwise their chances mean nothing.
    pub fn stalled_turn(&self) -> Option<String> {
        let positions =
            (0..self.goal).flat_map(|score| (0..self.goal).map(move |opponent| (score, opponent)));
        for (score, opponent) in positions {
            let after = self.zero_dice[self.index(score, opponent)];
            if after <= score {
                return Some(format!(
                    "rolling zero dice at {score} to {opponent} leaves the mover's score at {after}"
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

    /// Whether Sus Fuss applies after each turn.
    pub fn sus_fuss(&self) -> bool {
        self.sus_fuss
    }

    /// The score a turn that brings the mover to `total` leaves, by the game's update.
    ///
    /// # Panics
    /// If no turn of this game can reach `total`.
    pub fn score_after(&self, total: Score) -> Score {
        self.after[total as usize]
    }

    /// The mover's chance of winning from `(score, opponent)` by rolling `dice`, when the
    /// opponent's chance of winning as the next mover is `opponent_chances` (indexed by the
    /// opponent's position: its score first).
    pub(crate) fn chance(&self, score: Score, opponent: Score, dice: u32, opponent_chances: &[f64]) -> f64 {
        if dice == 0 {
            return self.continue_from(
                opponent,
                self.zero_dice[self.index(score, opponent)],
                opponent_chances,
            );
        }
        let roll = &self.rolls[dice as usize - 1];
        let mut chance =
            roll.sow_sad * self.continue_from(opponent, self.score_after(score + 1), opponent_chances);
        for (i, &p) in roll.sums.iter().enumerate() {
            let total = score + (roll.lowest + i) as Score;
            chance += p * self.continue_from(opponent, self.score_after(total), opponent_chances);
        }
        chance
    }

    /// The mover's chance for every number of dice from 0 to 10 at once (what the optimal
    /// strategy compares): each new score is looked up once, then every roll is a sum of
    /// products over consecutive points.
    pub(crate) fn chances(&self, score: Score, opponent: Score, opponent_chances: &[f64]) -> [f64; 11] {
        // won[t]: the mover's chance after a turn of t points.
        let mut won = [0.0; 6 * MAX_ROLLS as usize + 1];
        for (points, slot) in won.iter_mut().enumerate().skip(1) {
            *slot = self.continue_from(opponent, self.score_after(score + points as Score), opponent_chances);
        }
        let mut chances = [0.0; 11];
        chances[0] =
            self.continue_from(opponent, self.zero_dice[self.index(score, opponent)], opponent_chances);
        for (slot, roll) in chances[1..].iter_mut().zip(&self.rolls) {
            let sums = &won[roll.lowest..roll.lowest + roll.sums.len()];
            *slot = roll.sow_sad * won[1] + roll.sums.iter().zip(sums).map(|(p, w)| p * w).sum::<f64>();
        }
        chances
    }

    /// The mover's chance once its score is `new_score` and the opponent moves next.
    fn continue_from(&self, opponent: Score, new_score: Score, opponent_chances: &[f64]) -> f64 {
        if new_score >= self.goal { 1.0 } else { 1.0 - opponent_chances[self.index(opponent, new_score)] }
    }

    /// Where position `(score, opponent)` is kept in a table.
    pub(crate) fn index(&self, score: Score, opponent: Score) -> usize {
        score as usize * self.goal as usize + opponent as usize
    }

    /// Every position below the goal, in an order where each one comes after every
    /// position a turn from it can reach (decreasing sum of the scores).
    pub(crate) fn sweep(&self) -> impl Iterator<Item = (Score, Score)> + use<> {
        let last = self.goal - 1;
        (0..=2 * last).rev().flat_map(move |sum| {
            (sum.saturating_sub(last)..=sum.min(last)).map(move |score| (score, sum - score))
        })
    }
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

    #[test]
    fn rules_under_which_a_turn_may_not_score_are_named() {
        let scoring = Game::from_rules(30, true, |_, _| 1, |total| total + total % 2);
        assert_eq!(scoring.stalled_turn(), None);
        let no_points = Game::from_rules(30, false, |score, _| u32::from(score != 7), |total| total);
        assert_eq!(
            no_points.stalled_turn().as_deref(),
            Some("rolling zero dice at 7 to 0 leaves the mover's score at 7")
        );
        // Only a roll reaches 60 here (zero dice score 1); zero dice reach 12, and are named first.
        let lowering = Game::from_rules(30, true, |_, _| 1, |total| if total == 60 { 3 } else { total });
        assert_eq!(
            lowering.stalled_turn().as_deref(),
            Some("a turn that ends on 60 points leaves the score at 3")
        );
        let early = Game::from_rules(30, true, |_, _| 1, |total| if total == 12 { 3 } else { total });
        assert_eq!(
            early.stalled_turn().as_deref(),
            Some("rolling zero dice at 11 to 0 leaves the mover's score at 3")
        );
    }
}
