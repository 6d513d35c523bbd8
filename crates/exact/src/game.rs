//! The rules as exact analysis needs them: for a position and a number of dice, every
//! position the turn can lead to, and its probability. They come from the edition's turn as
//! one transition ([`Transition`]), tabulated by the values each part of it reads
//! ([`Tables`]), so every edition, whatever its rules, is solved by the same code.

use hog_rules::table::{Impure, Tables};
use hog_rules::turn::{After, Change, State, Transition};
use hog_rules::{MAX_ROLLS, Score};

/// A turn that lowers the sum of the scores, which no solver here can handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lowering {
    /// A turn whose total the rules set lower: `total` points become `score`.
    Total {
        /// The mover's score plus the turn's points.
        total: Score,
        /// What the rules make of it.
        score: Score,
    },
    /// A turn from `before` that leaves the scores at `after` (the mover's first): of no
    /// dice where `points` is `None`, else a roll that earned them.
    Turn {
        /// The roll's points, or `None` for no dice.
        points: Option<u32>,
        /// The state before the turn.
        before: State,
        /// The scores after it, the mover's first.
        after: (Score, Score),
    },
}

impl std::fmt::Display for Lowering {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Lowering::Total { total, score } => {
                write!(f, "a turn that ends on {total} points leaves the score at {score}")
            }
            Lowering::Turn { points, before, after } => {
                match points {
                    None => write!(f, "rolling zero dice")?,
                    Some(points) => write!(f, "a turn that earns {points} points")?,
                }
                let (score, opponent) = (before.score, before.opponent_score);
                write!(f, " at {score} to {opponent} leaves the scores at {} and {}", after.0, after.1)
            }
        }
    }
}

/// Marks a mover's score after which the two scores change places.
const SWAPPED: u32 = 1 << 31;

/// `rows` by total as the mover's score after each total, with [`SWAPPED`] where the scores
/// change places; `None` where a change does more (points for the other player, an extra
/// turn, a memory).
fn two_scores(rows: &[Vec<Change>]) -> Option<Vec<Vec<u32>>> {
    rows.iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(total, change)| {
                    let simple = change.opponent_score.is_none() && change.memory.is_none() && !change.again;
                    let score = change.score.unwrap_or(total as Score);
                    (simple && score < SWAPPED).then_some(score | if change.swap { SWAPPED } else { 0 })
                })
                .collect()
        })
        .collect()
}

/// The most points a roll earns that [`Game::chances`] looks up by points; past them it
/// weighs each roll on its own.
const MOST_POINTS: usize = 6 * MAX_ROLLS as usize + 40;

/// A game of Hog to a goal, ready to be solved.
///
/// No turn lowers the sum of the two scores (where one does, [`Game::lowering_turn`] says
/// so), so positions are solved by decreasing sum; when a turn can keep the sum (a turn of 0
/// points, a swap), positions of one sum depend on each other and are solved together, to a
/// fixed point ([`Game::repeats`]). A position is both scores, the mover's first, and the
/// edition's memory.
#[derive(Clone, Debug)]
pub struct Game {
    tables: Tables,
    /// Where each set of rolls starts each number of dice in a row by roll.
    offsets: Vec<Vec<usize>>,
    /// Whether some turn gives the mover another.
    extra: bool,
    /// The most points a roll earns.
    most_points: usize,
    /// Where the game's state is just the two scores and a roll's changes are by the
    /// mover's total, each settled row as the mover's score after each total, with
    /// [`SWAPPED`] where the scores change places: the tables Hog's own rules give, read
    /// without a branch on what a turn may change.
    two_scores: Option<Vec<Vec<u32>>>,
    repeats: bool,
}

impl Game {
    /// The game to `goal` (at least 1) by the rules `hog-rules` was built with, with its rule
    /// on totals (Sus Fuss, Square Swine) or without it (`total_rule` false).
    ///
    /// # Panics
    /// If `goal` is 0 or above [`Game::MAX_GOAL`], or the edition's turn depends on more than
    /// it reads (see [`Impure`]).
    pub fn new(goal: Score, total_rule: bool) -> Game {
        let transition = hog_rules::transition();
        Game::from_transition(goal, total_rule, &transition).unwrap_or_else(|impure| panic!("{impure}"))
    }

    /// The game to `goal` by an edition's turn, its rule on totals applied only with
    /// `total_rule`.
    ///
    /// # Errors
    /// If a part of the turn depends on more than it reads.
    ///
    /// # Panics
    /// If `goal` is 0 or above [`Game::MAX_GOAL`], or the edition asks for dice of other than
    /// 2 to 6 sides or for more than [`MAX_ROLLS`] dice.
    pub fn from_transition(
        goal: Score,
        total_rule: bool,
        transition: &Transition<'_>,
    ) -> Result<Game, Impure> {
        assert!((1..=Self::MAX_GOAL).contains(&goal), "a goal is from 1 to {}, not {goal}", Self::MAX_GOAL);
        Ok(Game::from_tables(Tables::new(transition, goal, total_rule)?))
    }

    /// The game whose turn `tables` hold (made by [`Tables::new`], or read back).
    pub fn from_tables(tables: Tables) -> Game {
        let offsets = (0..tables.rolls.len()).map(|set| tables.roll_offsets(set)).collect();
        let most_points = tables.earned.rows.iter().flatten().copied().max().unwrap_or(0) as usize;
        let two_scores = (tables.memory == 1 && tables.settle_by_total && !tables.settle_reads_dice)
            .then(|| two_scores(&tables.settled.rows))
            .flatten();
        let mut game = Game { tables, offsets, extra: false, most_points, two_scores, repeats: false };
        let zero_kept = game.positions().any(|state| {
            let (points, change) = game.tables.zero[game.index(state)];
            let after = change.apply(state, points);
            u64::from(after.mover) + u64::from(after.other)
                == u64::from(state.score) + u64::from(state.opponent_score)
        });
        let settled = game.tables.settled.rows.iter().flatten();
        let zero = game.tables.zero.iter().map(|(_, change)| change);
        game.extra = settled.clone().chain(zero.clone()).any(|change| change.again);
        let changes_other = settled.chain(zero).any(|change| change.swap || change.opponent_score.is_some());
        let no_points = game.tables.earned.rows.iter().flatten().any(|&points| points == 0);
        game.repeats = zero_kept || changes_other || no_points || game.tables.memory > 1;
        game
    }

    /// A turn these rules allow that would lower the sum of the scores, said in words; `None`
    /// for every edition's rules. The solvers rely on no turn lowering it.
    pub fn lowering_turn(&self) -> Option<Lowering> {
        // Rows by total that leave the other score alone lower the sum just where they set the
        // mover's below the total (a swap only exchanges the two): each row is looked at once,
        // not once per position.
        let by_total = self.tables.settle_by_total
            && !self.tables.settled.rows.iter().flatten().any(|change| change.opponent_score.is_some());
        if by_total {
            for row in &self.tables.settled.rows {
                for (total, change) in row.iter().enumerate() {
                    if let Some(score) = change.score.filter(|&score| (score as usize) < total) {
                        return Some(Lowering::Total { total: total as Score, score });
                    }
                }
            }
        }
        for state in self.positions() {
            let at = self.index(state);
            let before = u64::from(state.score) + u64::from(state.opponent_score);
            let lowered = |after: After| u64::from(after.mover) + u64::from(after.other) < before;
            let (points, change) = self.tables.zero[at];
            let after = change.apply(state, points);
            if lowered(after) {
                return Some(Lowering::Turn {
                    points: None,
                    before: state,
                    after: (after.mover, after.other),
                });
            }
            if by_total {
                continue;
            }
            // A roll lowers nothing unless `settle` changed something: only those are looked at.
            let settled = self.tables.settled.at(at);
            let earned = self.tables.earned.at(at);
            let by_total = if self.tables.settle_by_total { state.score as usize } else { 0 };
            let changed =
                settled.iter().enumerate().skip(by_total).filter(|(_, change)| **change != Change::default());
            for (slot, change) in changed {
                let points =
                    if self.tables.settle_reads_dice { earned[slot] } else { (slot - by_total) as u32 };
                let after = change.apply(state, points);
                if lowered(after) {
                    return Some(Lowering::Turn {
                        points: Some(points),
                        before: state,
                        after: (after.mover, after.other),
                    });
                }
            }
        }
        None
    }

    /// The largest goal a game may have: its tables hold `goal²` values per memory.
    pub const MAX_GOAL: Score = 1_000;

    /// The score that wins.
    pub fn goal(&self) -> Score {
        self.tables.goal
    }

    /// How many values the edition's memory takes (1 where it keeps none).
    pub fn memory(&self) -> u32 {
        self.tables.memory
    }

    /// The position a game starts from: no points, the memory the edition starts with.
    pub fn start(&self) -> State {
        State::new(0, 0, self.tables.start_memory)
    }

    /// The turn tabulated.
    pub fn tables(&self) -> &Tables {
        &self.tables
    }

    /// Whether the rule on totals (Sus Fuss, Square Swine) applies after each turn.
    pub fn total_rule(&self) -> bool {
        self.tables.rule_on_totals
    }

    /// Whether a position can come back (a turn of 0 points, a swap, a memory): then the
    /// positions of one sum of scores are solved together, to a fixed point.
    pub fn repeats(&self) -> bool {
        self.repeats
    }

    /// Whether some turn of this game gives the mover another turn.
    pub fn has_extra_turns(&self) -> bool {
        self.extra
    }

    /// The mover's chance of winning from `state` by choosing `dice`, when the chances of
    /// winning as the next mover are `own` for the mover (after an extra turn) and
    /// `opponent_chances` for the other player (indexed by position). A choice above the
    /// position's most dice rolls that most.
    pub(crate) fn chance(&self, state: State, dice: u32, own: &[f64], opponent_chances: &[f64]) -> f64 {
        let at = self.index(state);
        let dice = dice.min(u32::from(self.tables.most_dice[at]));
        if dice == 0 {
            let (points, change) = self.tables.zero[at];
            return self.continue_from(change.apply(state, points), own, opponent_chances);
        }
        let set = usize::from(self.tables.roll_set[at]);
        let start = self.offsets[set][dice as usize - 1];
        let outcomes = self.tables.roll(set, dice);
        let earned = &self.tables.earned.at(at)[start..start + outcomes.len()];
        let settled = self.tables.settled.at(at);
        let continued = |points: u32, change: Change| {
            self.continue_from(change.apply(state, points), own, opponent_chances)
        };
        if let Some(two_scores) = &self.two_scores {
            let after = &two_scores[self.tables.settled.of[at] as usize][state.score as usize..];
            weigh(outcomes, |i| self.continue_two(state, after[earned[i] as usize], opponent_chances))
        } else if self.tables.settle_reads_dice {
            let settled = &settled[start..start + outcomes.len()];
            weigh(outcomes, |i| continued(earned[i], settled[i]))
        } else {
            // Rows by total start at the mover's score; rows by points at 0.
            let settled =
                if self.tables.settle_by_total { &settled[state.score as usize..] } else { settled };
            weigh(outcomes, |i| continued(earned[i], settled[earned[i] as usize]))
        }
    }

    /// The mover's chance for every choice of dice from 0 to 10 at once (what the optimal
    /// strategy compares), as [`Game::chance`] gives each: where `settle` tells rolls apart
    /// only by their points, each number of points is looked up once, then every roll is a
    /// sum of products.
    pub(crate) fn chances(&self, state: State, own: &[f64], opponent_chances: &[f64]) -> [f64; 11] {
        let at = self.index(state);
        let most = usize::from(self.tables.most_dice[at]);
        let mut chances = [0.0; 11];
        chances[0] = self.chance(state, 0, own, opponent_chances);
        let settled = self.tables.settled.at(at);
        if self.tables.settle_reads_dice || self.most_points >= MOST_POINTS {
            for (dice, chance) in chances.iter_mut().enumerate().take(most + 1).skip(1) {
                *chance = self.chance(state, dice as u32, own, opponent_chances);
            }
        } else {
            // won[t]: the mover's chance after a roll that earns t points. Rows by total start
            // at the mover's score.
            let by_total = if self.tables.settle_by_total { state.score as usize } else { 0 };
            let mut won = [0.0; MOST_POINTS];
            if let Some(two_scores) = &self.two_scores {
                let after = &two_scores[self.tables.settled.of[at] as usize][by_total..];
                for (points, &after) in after.iter().enumerate().take(self.most_points + 1) {
                    won[points] = self.continue_two(state, after, opponent_chances);
                }
            } else {
                let row = &settled[by_total..];
                for (points, &change) in row.iter().enumerate().take(self.most_points + 1) {
                    won[points] =
                        self.continue_from(change.apply(state, points as u32), own, opponent_chances);
                }
            }
            let set = usize::from(self.tables.roll_set[at]);
            let earned = self.tables.earned.at(at);
            for (dice, chance) in chances.iter_mut().enumerate().take(most + 1).skip(1) {
                let start = self.offsets[set][dice - 1];
                let outcomes = self.tables.roll(set, dice as u32);
                let points = &earned[start..start + outcomes.len()];
                *chance = weigh(outcomes, |i| won[points[i] as usize]);
            }
        }
        // A choice above the most rolls the most.
        for dice in most + 1..chances.len() {
            chances[dice] = chances[most];
        }
        chances
    }

    /// Where the mover at `state` who chooses `dice` surely leaves the game with the sum of
    /// the scores kept below the goal (zero dice for no points): the next mover's position,
    /// and whether that is the same player (an extra turn). The only way a position can come
    /// back with certainty.
    pub(crate) fn stays(&self, state: State, dice: u32) -> Option<(State, bool)> {
        let at = self.index(state);
        if dice.min(u32::from(self.tables.most_dice[at])) != 0 {
            return None;
        }
        let (points, change) = self.tables.zero[at];
        let after = change.apply(state, points);
        let kept = u64::from(after.mover) + u64::from(after.other)
            == u64::from(state.score) + u64::from(state.opponent_score);
        if !kept {
            return None;
        }
        after.next(self.goal()).map(|next| (next, after.again))
    }

    /// The mover's chance once a turn leaves the game at `after`: won, lost, or the chance of
    /// whoever moves next, the mover again after an extra turn.
    fn continue_from(&self, after: After, own: &[f64], opponent_chances: &[f64]) -> f64 {
        let goal = self.goal();
        if after.mover >= goal {
            1.0
        } else if after.other >= goal {
            0.0
        } else if after.again {
            own[self.index(State::new(after.mover, after.other, after.memory))]
        } else {
            1.0 - opponent_chances[self.index(State::new(after.other, after.mover, after.memory))]
        }
    }

    /// [`Game::continue_from`] where the state is just the two scores: `after` is the mover's
    /// score after the turn from `state`, with [`SWAPPED`] where the scores change places.
    #[inline]
    fn continue_two(&self, state: State, after: u32, opponent_chances: &[f64]) -> f64 {
        let goal = self.goal();
        let mover = after & !SWAPPED;
        let (mover, other) =
            if after & SWAPPED == 0 { (mover, state.opponent_score) } else { (state.opponent_score, mover) };
        if mover >= goal {
            1.0
        } else if other >= goal {
            0.0
        } else {
            1.0 - opponent_chances[other as usize * goal as usize + mover as usize]
        }
    }

    /// Where a position is kept in a table.
    pub(crate) fn index(&self, state: State) -> usize {
        self.tables.index(state)
    }

    /// How many positions a table holds.
    pub(crate) fn size(&self) -> usize {
        self.tables.zero.len()
    }

    /// Every position, in the order of its tables.
    fn positions(&self) -> impl Iterator<Item = State> + use<> {
        self.tables.positions()
    }

    /// Every position below the goal in groups of one sum of scores, largest sum first: each
    /// group's positions lead only to their own group or to earlier ones.
    pub(crate) fn layers(&self) -> impl Iterator<Item = Vec<State>> + use<> {
        let (last, memory) = (self.goal() - 1, self.memory());
        (0..=2 * last).rev().map(move |sum| {
            (0..memory)
                .flat_map(|m| {
                    (sum.saturating_sub(last)..=sum.min(last))
                        .map(move |score| State::new(score, sum - score, m))
                })
                .collect()
        })
    }
}

/// The chance over a roll's outcomes of `won` of each: the first outcome (a 1 among the
/// dice) added last, so that sums are rounded the same way however a turn is written.
fn weigh(outcomes: &[(u32, f64, u32)], won: impl Fn(usize) -> f64) -> f64 {
    let rest: f64 = outcomes.iter().enumerate().skip(1).map(|(i, &(_, p, _))| p * won(i)).sum();
    outcomes[0].1 * won(0) + rest
}

#[cfg(test)]
mod tests {
    use crate::testing::game_of;

    use super::*;

    /// A game to 30 whose zero dice earn `zero` of the mover's score and whose totals become
    /// `total`.
    fn game(zero: fn(u32) -> u32, total: fn(u32) -> u32) -> Game {
        game_of(
            30,
            &move |turn| if turn.rolls_dice() { turn.rolled() } else { zero(turn.score()) },
            &move |turn| turn.set_score(total(turn.total())),
        )
    }
    #[test]
    fn rules_under_which_a_turn_lowers_a_score_are_named() {
        assert_eq!(game(|_| 1, |total| total + total % 2).lowering_turn(), None);
        let lowering = game(|_| 1, |total| if total == 60 { 3 } else { total });
        let said = lowering.lowering_turn().unwrap().to_string();
        assert_eq!(said, "a turn that ends on 60 points leaves the score at 3");
        let early = game(|_| 1, |total| if total == 12 { 3 } else { total });
        assert_eq!(
            early.lowering_turn().map(|lowering| lowering.to_string()).as_deref(),
            Some("a turn that ends on 12 points leaves the score at 3")
        );
    }

    #[test]
    fn positions_repeat_with_a_turn_of_no_points() {
        assert!(!game(|_| 1, |total| total).repeats());
        assert!(game(|score| u32::from(score != 7), |total| total).repeats());
    }
}
