//! The rules as exact analysis needs them: for a position and a number of dice, every
//! position the turn can lead to, and its probability.

use hog_rules::{
    MAX_ROLLS, Score, dice_sides, extra_turn, faces_making, make_test_dice, most_dice, roll_chances_of,
    swaps, total_rule, turn_points, zero_dice_points,
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
    /// The dice a turn rolls and who moves next.
    pub structure: Structure<'a>,
}

/// How turns follow one another: the dice a turn rolls and who moves next, each given the
/// mover's score first. Most editions keep [`Structure::CLASSIC`].
#[derive(Clone, Copy)]
pub struct Structure<'a> {
    /// The sides (2 to 6) of each die a turn rolls at `(score, opponent)`: four where the
    /// scores' sum is a multiple of 7, say (Hog Wild).
    pub sides: &'a dyn Fn(Score, Score) -> u32,
    /// The most dice a turn rolls at `(score, opponent)`; a choice of more rolls this many:
    /// one where the sum ends in 7, say (Hog Tied).
    pub most_dice: &'a dyn Fn(Score, Score) -> u32,
    /// Whether the mover moves again after rolling `num_rolls` dice (0 to 10) to
    /// `(mover, other)`, every other rule of the turn applied (Time Trot's kind).
    pub extra_turn: &'a dyn Fn(u32, Score, Score) -> bool,
}

impl Structure<'static> {
    /// Six-sided dice, up to ten a turn, and the players take turns.
    pub const CLASSIC: Structure<'static> =
        Structure { sides: &|_, _| 6, most_dice: &|_, _| MAX_ROLLS, extra_turn: &|_, _, _| false };
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
    /// `roll_sets[set][k - 1]`: the outcomes of rolling `k` dice of one number of sides.
    roll_sets: Vec<Vec<Roll>>,
    /// The set of [`Game::roll_sets`] each position rolls, by the sides of its dice.
    roll_set: Vec<u8>,
    /// The most dice each position rolls.
    most_dice: Vec<u8>,
    /// `extra[k * goal² + index(mover, other)]`: whether `k` dice that left the game at a
    /// position below the goal give the mover another turn; empty when nothing does.
    extra: Vec<bool>,
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
        let (s, o) =
            (0..Game::MAX_GOAL).map(|o| (0, o)).find(|&(s, o)| dice_sides(s, o) == 6).unwrap_or((0, 0));
        let roll_points = |num_rolls: u32, rolled: u32| {
            turn_points(num_rolls, s, o, &mut make_test_dice(&faces_making(num_rolls, rolled)))
        };
        let rules = Rules {
            zero_dice: &zero_dice_points,
            roll_points: &roll_points,
            total: &self::total_rule,
            swaps: &swaps,
            structure: Structure { sides: &dice_sides, most_dice: &most_dice, extra_turn: &extra_turn },
        };
        Game::from_rules(goal, total_rule, &rules)
    }

    /// The game to `goal` with the rules given as functions, the rule on totals applied only
    /// with `total_rule`. They are called in the order of the problems: zero dice, rolls,
    /// totals, swaps; then the structure's.
    ///
    /// # Panics
    /// If `goal` is 0 or above [`Game::MAX_GOAL`], or the structure asks for dice of other
    /// than 2 to 6 sides or for more than [`MAX_ROLLS`] dice.
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
        let structure = &rules.structure;
        let mut sides_seen: Vec<u32> = Vec::new();
        let roll_set: Vec<u8> = positions(goal)
            .map(|(score, opponent)| {
                let sides = (structure.sides)(score, opponent);
                assert!(
                    (2..=6).contains(&sides),
                    "at {score} to {opponent} the dice have {sides} sides, not 2 to 6"
                );
                let set = sides_seen.iter().position(|&s| s == sides).unwrap_or_else(|| {
                    sides_seen.push(sides);
                    sides_seen.len() - 1
                });
                set as u8
            })
            .collect();
        let most_dice: Vec<u8> = positions(goal)
            .map(|(score, opponent)| {
                let most = (structure.most_dice)(score, opponent);
                assert!(
                    most <= MAX_ROLLS,
                    "at {score} to {opponent} a turn may roll {most} dice, more than {MAX_ROLLS}"
                );
                most as u8
            })
            .collect();
        let extra: Vec<bool> = (0..=MAX_ROLLS)
            .flat_map(|k| positions(goal).map(move |(mover, other)| (k, mover, other)))
            .map(|(k, mover, other)| (structure.extra_turn)(k, mover, other))
            .collect();
        let extra = if extra.contains(&true) { extra } else { Vec::new() };
        Game {
            goal,
            total_rule,
            zero_dice,
            roll_points,
            after,
            swapped,
            roll_sets: sides_seen
                .iter()
                .map(|&sides| (1..=MAX_ROLLS).map(|k| roll(k, sides)).collect())
                .collect(),
            roll_set,
            most_dice,
            extra,
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

    /// The mover's chance of winning from `(score, opponent)` by choosing `dice`, when the
    /// chances of winning as the next mover are `own` for the mover (after an extra turn)
    /// and `opponent_chances` for the other player (indexed by position: the mover's score
    /// first). A choice above the position's most dice rolls that most.
    pub(crate) fn chance(
        &self,
        score: Score,
        opponent: Score,
        dice: u32,
        own: &[f64],
        opponent_chances: &[f64],
    ) -> f64 {
        let at = self.index(score, opponent);
        let dice = dice.min(u32::from(self.most_dice[at]));
        if dice == 0 {
            return self.continue_from(self.zero_dice[at], 0, own, opponent_chances);
        }
        let k = dice as usize - 1;
        let (roll, points) = (&self.roll_sets[usize::from(self.roll_set[at])][k], &self.roll_points[k]);
        let won = |rolled: usize| {
            self.continue_from(self.rolled(score, opponent, points[rolled]), dice, own, opponent_chances)
        };
        roll.sow_sad * won(1)
            + roll.sums.iter().enumerate().map(|(i, &p)| p * won(roll.lowest + i)).sum::<f64>()
    }

    /// The mover's chance for every choice of dice from 0 to 10 at once (what the optimal
    /// strategy compares), as [`Game::chance`] gives each: each result of the dice is looked
    /// up once (once per number of dice where an extra turn depends on it), then every roll
    /// is a sum of products.
    pub(crate) fn chances(
        &self,
        score: Score,
        opponent: Score,
        own: &[f64],
        opponent_chances: &[f64],
    ) -> [f64; 11] {
        let at = self.index(score, opponent);
        let most = usize::from(self.most_dice[at]);
        let rolls = &self.roll_sets[usize::from(self.roll_set[at])];
        let mut chances = [0.0; 11];
        chances[0] = self.continue_from(self.zero_dice[at], 0, own, opponent_chances);
        // won[t]: the mover's chance after the dice make t points.
        let mut won = [0.0; MOST_ROLL_POINTS + 1];
        for dice in 1..=most {
            if dice == 1 || !self.extra.is_empty() {
                for (points, slot) in won.iter_mut().enumerate().take(self.most_points + 1) {
                    let after = self.rolled(score, opponent, points as u32);
                    *slot = self.continue_from(after, dice as u32, own, opponent_chances);
                }
            }
            let (roll, points) = (&rolls[dice - 1], &self.roll_points[dice - 1]);
            let sums = &points[roll.lowest..roll.lowest + roll.sums.len()];
            chances[dice] = roll.sow_sad * won[points[1] as usize]
                + roll.sums.iter().zip(sums).map(|(p, &t)| p * won[t as usize]).sum::<f64>();
        }
        // A choice above the most rolls the most.
        for dice in most + 1..chances.len() {
            chances[dice] = chances[most];
        }
        chances
    }

    /// Where the mover at `(score, opponent)` who chooses `dice` surely leaves the game with
    /// the sum of the scores kept below the goal (zero dice for no points): the next mover's
    /// position, and whether that is the same player (an extra turn). The only way a position
    /// can come back with certainty.
    pub(crate) fn stays(&self, score: Score, opponent: Score, dice: u32) -> Option<((Score, Score), bool)> {
        let at = self.index(score, opponent);
        let (mover, other) = self.zero_dice[at];
        let kept = u64::from(mover) + u64::from(other) == u64::from(score) + u64::from(opponent);
        let zero = dice.min(u32::from(self.most_dice[at])) == 0;
        if !(zero && kept && mover < self.goal && other < self.goal) {
            return None;
        }
        Some(if self.moves_again(0, mover, other) { ((mover, other), true) } else { ((other, mover), false) })
    }

    /// Where a roll of `points` from `(score, opponent)` leaves the game.
    fn rolled(&self, score: Score, opponent: Score, points: u32) -> After {
        let mover = self.after[(score + points) as usize];
        let swap =
            !self.swapped.is_empty() && self.swapped[mover as usize * self.goal as usize + opponent as usize];
        if swap { (opponent, mover) } else { (mover, opponent) }
    }

    /// The mover's chance once a turn of `dice` leaves the game at `after`: won, lost, or the
    /// chance of whoever moves next, the mover again after an extra turn.
    fn continue_from(&self, (mover, other): After, dice: u32, own: &[f64], opponent_chances: &[f64]) -> f64 {
        if mover >= self.goal {
            1.0
        } else if other >= self.goal {
            0.0
        } else if self.moves_again(dice, mover, other) {
            own[self.index(mover, other)]
        } else {
            1.0 - opponent_chances[self.index(other, mover)]
        }
    }

    /// Whether `dice` that left the game at `(mover, other)`, both below the goal, give the
    /// mover another turn.
    fn moves_again(&self, dice: u32, mover: Score, other: Score) -> bool {
        let cells = self.goal as usize * self.goal as usize;
        !self.extra.is_empty() && self.extra[dice as usize * cells + self.index(mover, other)]
    }

    /// Whether some turn of this game gives the mover another turn.
    pub fn has_extra_turns(&self) -> bool {
        !self.extra.is_empty()
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

/// The outcomes of rolling `dice` dice (1 to 10) of `sides` sides.
fn roll(dice: u32, sides: u32) -> Roll {
    let chances = roll_chances_of(dice, sides);
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
        let rules = Rules {
            zero_dice: &zero,
            roll_points: &|_, rolled| rolled,
            total: &total,
            swaps: &|_, _| false,
            structure: Structure::CLASSIC,
        };
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
            structure: Structure::CLASSIC,
        };
        assert!(Game::from_rules(30, true, &rules).repeats());
    }
}
