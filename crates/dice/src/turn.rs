//! A turn of Hog as one transition, which each edition writes and every tool follows.
//!
//! A game between turns is a [`State`]: the mover's score, the other player's, and whatever
//! small memory the edition keeps (the turn number, whether the last turn was an extra one).
//! An edition says, as functions of that state, how many sides its dice have and how many of
//! them a turn may roll (the legal moves and the chance outcomes, in the words of game
//! frameworks), and writes the turn itself in two parts over a [`Turn`]:
//!
//! - `earn`: the points the turn earns, from the state, the number of dice and what the dice
//!   made (the edition's `roll_dice`, so Sow Sad is already in it);
//! - `settle`: everything that follows from those points: a rule on totals, a swap, points for
//!   the opponent, an extra turn, the memory of the next turn.
//!
//! Both read the turn only through `Turn`'s methods. That is what lets exact analysis tabulate
//! a turn by the values it reads ([`crate::table`]), so an edition whose turn reads only the
//! scores costs no more than the rules did as separate functions.

use std::cell::RefCell;

use crate::{Dice, MAX_ROLLS};

/// A game between two turns, as the player about to move sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The score of the player about to move.
    pub score: u32,
    /// The other player's score.
    pub opponent_score: u32,
    /// The edition's memory, from 0 to its `MEMORY` less one (always 0 where it keeps none).
    pub memory: u32,
}

impl State {
    /// A game at these scores with the memory an edition starts with.
    pub fn new(score: u32, opponent_score: u32, memory: u32) -> State {
        State { score, opponent_score, memory }
    }
}

/// What a turn's two parts may read. Each read is recorded, so that analysis knows which
/// inputs a part's result depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Input {
    /// The mover's score before the turn.
    Score,
    /// The other player's score before the turn.
    OpponentScore,
    /// The memory before the turn.
    Memory,
    /// Whether the turn rolls any dice (1) or none (0).
    RollsDice,
    /// How many dice the turn rolls, 0 to 10.
    NumRolls,
    /// What the dice made: the edition's `roll_dice` of them; 0 when none are rolled.
    Rolled,
    /// The turn's points, as `earn` gave them (in `settle` only).
    Points,
    /// The mover's score plus the turn's points (in `settle` only).
    Total,
    /// The dice themselves, for a rule written with dice: 1 where one of them is a 1 (the
    /// analysis tells rolls apart only by this), else their sum.
    Faces,
}

impl Input {
    /// Every input, in the order of [`Turn`]'s table of values.
    pub const ALL: [Input; 9] = [
        Input::Score,
        Input::OpponentScore,
        Input::Memory,
        Input::RollsDice,
        Input::NumRolls,
        Input::Rolled,
        Input::Points,
        Input::Total,
        Input::Faces,
    ];

    /// The input at `index` of [`Input::ALL`].
    pub fn from_index(index: usize) -> Option<Input> {
        Input::ALL.get(index).copied()
    }

    /// Its place in [`Input::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The values of a turn's inputs, one per [`Input`].
pub type Inputs = [u32; 9];

/// The class of some dice, as [`Input::Faces`] has it: 1 where one is a 1, else their sum.
pub fn class_of(faces: &[u32]) -> u32 {
    if faces.contains(&1) { 1 } else { faces.iter().sum() }
}

/// What `settle` changes; whatever it leaves alone stays as the turn left it: the mover's
/// score is the total, the other's score and the memory are kept, and the other player
/// moves next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Change {
    /// The mover's new score, where a rule sets it (a rule on totals).
    pub score: Option<u32>,
    /// The other player's new score, where a rule sets it (points to the opponent).
    pub opponent_score: Option<u32>,
    /// Whether the two scores change places, after the two above.
    pub swap: bool,
    /// The memory after the turn, where it changes.
    pub memory: Option<u32>,
    /// Whether the mover moves again.
    pub again: bool,
}

impl Change {
    /// Where the turn from `before` that earned `points` leaves the game.
    #[inline]
    pub fn apply(self, before: State, points: u32) -> After {
        let mover = self.score.unwrap_or(before.score.saturating_add(points));
        let other = self.opponent_score.unwrap_or(before.opponent_score);
        let (mover, other) = if self.swap { (other, mover) } else { (mover, other) };
        After { mover, other, memory: self.memory.unwrap_or(before.memory), again: self.again }
    }
}

/// Where a turn leaves the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct After {
    /// The score of the player who just moved.
    pub mover: u32,
    /// The other player's score.
    pub other: u32,
    /// The memory for the next turn.
    pub memory: u32,
    /// Whether the player who just moved moves again (unless the game is over).
    pub again: bool,
}

impl After {
    /// The state the next turn starts from, in a game to `goal`: `None` once a score has
    /// reached it (then no turn follows, extra or not). The next mover is the same player
    /// after an extra turn.
    pub fn next(self, goal: u32) -> Option<State> {
        if self.mover >= goal || self.other >= goal {
            return None;
        }
        Some(if self.again {
            State::new(self.mover, self.other, self.memory)
        } else {
            State::new(self.other, self.mover, self.memory)
        })
    }

    /// Whether the player who just moved has won: the first score to reach the goal, the
    /// mover's counting first where a turn takes both there.
    pub fn mover_won(self, goal: u32) -> bool {
        self.mover >= goal
    }
}

/// A turn being played or tabulated: its inputs, read through methods, and the changes
/// `settle` makes.
#[derive(Debug)]
pub struct Turn {
    inputs: Inputs,
    /// The outcomes the dice came up, the first [`MAX_ROLLS`] of them.
    faces: [u32; MAX_ROLLS as usize],
    /// How many of `faces` there are.
    num_faces: usize,
    rule_on_totals: bool,
    change: Change,
    /// The inputs read so far, in the order first read, with their values; `None` when
    /// nobody asks.
    reads: Option<RefCell<Reads>>,
}

impl Turn {
    /// A turn from `state` whose dice came up `faces` (none for no dice) and made `rolled`,
    /// in a game that applies its rule on totals or not.
    pub fn new(state: State, faces: &[u32], rolled: u32, rule_on_totals: bool) -> Turn {
        let inputs = inputs_of(state, faces.len() as u32, rolled, class_of(faces));
        Turn::from_inputs(inputs, faces, rule_on_totals, false)
    }

    /// A turn with every input given and dice that come up `faces`, as analysis builds one;
    /// `recording` keeps every read.
    pub fn from_inputs(inputs: Inputs, faces: &[u32], rule_on_totals: bool, recording: bool) -> Turn {
        let num_faces = faces.len().min(MAX_ROLLS as usize);
        let mut kept = [0; MAX_ROLLS as usize];
        kept[..num_faces].copy_from_slice(&faces[..num_faces]);
        Turn {
            inputs,
            faces: kept,
            num_faces,
            rule_on_totals,
            change: Change::default(),
            reads: recording.then(|| RefCell::new(Reads::default())),
        }
    }

    fn read(&self, input: Input) -> u32 {
        let value = self.inputs[input.index()];
        if let Some(reads) = &self.reads {
            reads.borrow_mut().record(input, value);
        }
        value
    }

    /// The mover's score before the turn.
    pub fn score(&self) -> u32 {
        self.read(Input::Score)
    }

    /// The other player's score before the turn.
    pub fn opponent_score(&self) -> u32 {
        self.read(Input::OpponentScore)
    }

    /// The edition's memory before the turn.
    pub fn memory(&self) -> u32 {
        self.read(Input::Memory)
    }

    /// Whether the turn rolls dice at all. Ask this rather than whether
    /// [`Turn::num_rolls`] is 0: analysis then tabulates the part by two values, not eleven.
    pub fn rolls_dice(&self) -> bool {
        self.read(Input::RollsDice) == 1
    }

    /// How many dice the turn rolls (0 to 10), once the edition's most dice held it down.
    pub fn num_rolls(&self) -> u32 {
        self.read(Input::NumRolls)
    }

    /// What the dice made, by the edition's `roll_dice` (Sow Sad included); 0 for no dice.
    pub fn rolled(&self) -> u32 {
        self.read(Input::Rolled)
    }

    /// The turn's dice again, for a rule written with dice (a function that takes
    /// `&mut Dice`): each call gives the next of the outcomes the turn rolled, the way test
    /// dice do. Prefer [`Turn::rolled`] where it says enough: analysis then tells rolls apart
    /// by fewer values.
    pub fn dice(&self) -> impl FnMut() -> u32 + '_ {
        self.read(Input::NumRolls);
        self.read(Input::Faces);
        let mut next = 0;
        move || {
            let faces = &self.faces[..self.num_faces];
            let face = faces.get(next % faces.len().max(1)).copied().unwrap_or(1);
            next += 1;
            face
        }
    }

    /// The turn's points, as `earn` gave them.
    pub fn points(&self) -> u32 {
        self.read(Input::Points)
    }

    /// The mover's score plus the turn's points, before any rule on totals.
    pub fn total(&self) -> u32 {
        self.read(Input::Total)
    }

    /// Whether this game applies the edition's rule on totals (a game may be played
    /// without it, to see what it is worth). A setting of the game, not a read.
    pub fn rule_on_totals(&self) -> bool {
        self.rule_on_totals
    }

    /// Sets the mover's score after the turn (by default, [`Turn::total`]).
    pub fn set_score(&mut self, score: u32) {
        self.change.score = Some(score);
    }

    /// Sets the other player's score after the turn (by default, unchanged).
    pub fn set_opponent_score(&mut self, score: u32) {
        self.change.opponent_score = Some(score);
    }

    /// The two scores change places once the turn's other changes are made.
    pub fn swap_scores(&mut self) {
        self.change.swap = true;
    }

    /// Sets the memory of the next turn (by default, unchanged).
    pub fn remember(&mut self, memory: u32) {
        self.change.memory = Some(memory);
    }

    /// The mover takes another turn (never after a turn that wins the game).
    pub fn take_another_turn(&mut self) {
        self.change.again = true;
    }

    /// The changes made so far.
    pub fn change(&self) -> Change {
        self.change
    }

    /// The inputs read so far, in the order first read, with their values (empty unless
    /// recording). A second read of an input tells nothing new, so it is not kept.
    pub fn reads(&self) -> Vec<(Input, u32)> {
        self.reads.as_ref().map(|reads| reads.borrow().list().to_vec()).unwrap_or_default()
    }
}

/// The inputs a part of a turn has read, each once, in the order first read: a decision
/// tree's path, kept without allocating.
#[derive(Clone, Copy, Debug)]
struct Reads {
    /// A bit per input read.
    seen: u16,
    list: [(Input, u32); 9],
    len: usize,
}

impl Default for Reads {
    fn default() -> Reads {
        Reads { seen: 0, list: [(Input::Score, 0); 9], len: 0 }
    }
}

impl Reads {
    fn record(&mut self, input: Input, value: u32) {
        let bit = 1 << input.index();
        if self.seen & bit == 0 {
            self.seen |= bit;
            self.list[self.len] = (input, value);
            self.len += 1;
        }
    }

    fn list(&self) -> &[(Input, u32)] {
        &self.list[..self.len]
    }
}

/// An edition's turn: the functions it writes, as every tool takes them.
#[derive(Clone, Copy)]
pub struct Transition<'a> {
    /// How many values the edition's memory takes: 1 where it keeps none.
    pub memory: u32,
    /// The memory a game starts with.
    pub start_memory: u32,
    /// The sides (2 to 6) of each die a turn rolls from a state.
    pub dice_sides: &'a dyn Fn(State) -> u32,
    /// The most dice a turn rolls from a state; a choice of more rolls this many.
    pub most_dice: &'a dyn Fn(State) -> u32,
    /// The edition's `roll_dice`: what `num_rolls` dice (1 to 10) make.
    pub roll_dice: &'a dyn Fn(u32, &mut Dice) -> u32,
    /// The points a turn earns.
    pub earn: &'a dyn Fn(&Turn) -> u32,
    /// What follows from them.
    pub settle: &'a dyn Fn(&mut Turn),
}

/// One turn as it was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The dice rolled, once the edition's most dice held the choice down.
    pub num_rolls: u32,
    /// The sides of each die.
    pub sides: u32,
    /// What the dice made (0 for none).
    pub rolled: u32,
    /// The points `earn` gave.
    pub points: u32,
    /// Where the turn left the game.
    pub after: After,
}

impl<'a> Transition<'a> {
    /// The classic structure with this turn: six-sided dice, up to ten a turn, no memory.
    pub fn classic(
        roll_dice: &'a dyn Fn(u32, &mut Dice) -> u32,
        earn: &'a dyn Fn(&Turn) -> u32,
        settle: &'a dyn Fn(&mut Turn),
    ) -> Transition<'a> {
        Transition {
            memory: 1,
            start_memory: 0,
            dice_sides: &|_| 6,
            most_dice: &|_| MAX_ROLLS,
            roll_dice,
            earn,
            settle,
        }
    }
}

impl Transition<'_> {
    /// Plays a turn from `state` of the `chosen` number of dice, rolling `dice`, a six-sided
    /// die: a die of fewer sides is made from it as at a table, by rolling again any outcome
    /// above its sides.
    pub fn play(&self, state: State, chosen: u32, dice: &mut Dice, rule_on_totals: bool) -> Played {
        let num_rolls = chosen.min((self.most_dice)(state));
        let sides = (self.dice_sides)(state);
        let mut faces = Vec::new();
        let mut fitted = || loop {
            let outcome = dice();
            if outcome <= sides {
                faces.push(outcome);
                break outcome;
            }
        };
        let rolled = if num_rolls == 0 { 0 } else { (self.roll_dice)(num_rolls, &mut fitted) };
        let (points, change) = self.outcome(state, &faces, rolled, rule_on_totals);
        Played { num_rolls, sides, rolled, points, after: change.apply(state, points) }
    }

    /// A game to `goal` from `scores` (Player 0 to move), each player choosing by their
    /// strategy (own score first), rolling `dice`: the final scores.
    pub fn game(
        &self,
        strategies: [&dyn Fn(u32, u32) -> u32; 2],
        scores: [u32; 2],
        dice: &mut Dice,
        goal: u32,
        rule_on_totals: bool,
    ) -> [u32; 2] {
        let (mut state, mut mover) = (State::new(scores[0], scores[1], self.start_memory), 0);
        if scores.iter().any(|&score| score >= goal) {
            return scores;
        }
        loop {
            let chosen = strategies[mover](state.score, state.opponent_score);
            let after = self.play(state, chosen, dice, rule_on_totals).after;
            match after.next(goal) {
                Some(next) => {
                    if !after.again {
                        mover = 1 - mover;
                    }
                    state = next;
                }
                None => {
                    let mut scores = [0; 2];
                    scores[mover] = after.mover;
                    scores[1 - mover] = after.other;
                    return scores;
                }
            }
        }
    }

    /// The points and the changes of a turn from `state` whose dice came up `faces` and made
    /// `rolled`.
    pub fn outcome(&self, state: State, faces: &[u32], rolled: u32, rule_on_totals: bool) -> (u32, Change) {
        let points = (self.earn)(&Turn::new(state, faces, rolled, rule_on_totals));
        let mut turn = Turn::new(state, faces, rolled, rule_on_totals);
        turn.inputs = settling(turn.inputs, points);
        (self.settle)(&mut turn);
        (points, turn.change)
    }
}

/// The inputs of a turn from `state` of `num_rolls` dice that made `rolled`, of class `class`.
pub fn inputs_of(state: State, num_rolls: u32, rolled: u32, class: u32) -> Inputs {
    let mut inputs = [0; 9];
    inputs[Input::Score.index()] = state.score;
    inputs[Input::OpponentScore.index()] = state.opponent_score;
    inputs[Input::Memory.index()] = state.memory;
    inputs[Input::RollsDice.index()] = u32::from(num_rolls > 0);
    inputs[Input::NumRolls.index()] = num_rolls;
    inputs[Input::Rolled.index()] = rolled;
    inputs[Input::Faces.index()] = if num_rolls == 0 { 0 } else { class };
    inputs
}

/// The inputs `settle` sees once `earn` gave `points` for a turn with `inputs`.
pub fn settling(mut inputs: Inputs, points: u32) -> Inputs {
    inputs[Input::Points.index()] = points;
    inputs[Input::Total.index()] = inputs[Input::Score.index()].saturating_add(points);
    inputs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_applies_its_scores_before_the_swap() {
        let before = State::new(10, 30, 0);
        let kept = Change::default().apply(before, 5);
        assert_eq!(kept, After { mover: 15, other: 30, memory: 0, again: false });
        assert_eq!(kept.next(100), Some(State::new(30, 15, 0)));
        let swapped =
            Change { score: Some(17), swap: true, again: true, ..Change::default() }.apply(before, 5);
        assert_eq!((swapped.mover, swapped.other), (30, 17));
        assert_eq!(swapped.next(100), Some(State::new(30, 17, 0)));
        assert_eq!(swapped.next(30), None, "no turn follows a won game, extra or not");
    }

    #[test]
    fn reads_are_recorded_in_order_only_when_asked() {
        let inputs = inputs_of(State::new(3, 4, 0), 2, 7, 7);
        let turn = Turn::from_inputs(inputs, &[3, 4], true, true);
        assert!(turn.rolls_dice());
        assert_eq!(turn.rolled(), 7);
        let mut dice = turn.dice();
        assert_eq!((dice(), dice(), dice()), (3, 4, 3));
        let read = [(Input::RollsDice, 1), (Input::Rolled, 7), (Input::NumRolls, 2), (Input::Faces, 7)];
        assert_eq!(turn.reads(), read);
        let quiet = Turn::new(State::new(3, 4, 0), &[3, 4], 7, true);
        quiet.score();
        assert!(quiet.reads().is_empty());
    }
}
