//! Test doubles that let a case see *how* student code used what it was given:
//! dice that count their rolls, and games whose every strategy call, roll and update is
//! written down.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::student::rules::{Dice, Score, make_test_dice, play};

/// How many times a die was rolled.
#[derive(Clone, Debug, Default)]
pub struct Rolls(Rc<Cell<usize>>);

impl Rolls {
    /// The number of rolls so far.
    pub fn get(&self) -> usize {
        self.0.get()
    }
}

/// Test dice (see `make_test_dice`) that also count how often they are rolled.
pub fn counted_dice(outcomes: &[u32]) -> (impl FnMut() -> u32 + use<>, Rolls) {
    let rolls = Rolls::default();
    let counter = rolls.clone();
    let mut dice = make_test_dice(outcomes);
    let counted = move || {
        counter.0.set(counter.0.get() + 1);
        dice()
    };
    (counted, rolls)
}

/// A game stops being traced after this many lines: a game that never ends must not
/// eat the machine's memory before its time limit stops it.
const MAX_TRACE_LINES: usize = 20_000;

/// The written record of a game: one line per turn.
#[derive(Clone, Default)]
struct Trace(Rc<RefCell<Vec<String>>>);

impl Trace {
    fn start_turn(&self, line: String) {
        let mut lines = self.0.borrow_mut();
        assert!(lines.len() < MAX_TRACE_LINES, "the game went on for more than {MAX_TRACE_LINES} turns");
        lines.push(line);
    }

    fn append(&self, text: &str) {
        let mut lines = self.0.borrow_mut();
        match lines.last_mut() {
            Some(line) => line.push_str(text),
            None => lines.push(format!("(before any strategy was called){text}")),
        }
    }
}

/// Plays a game with the student's `play`, writing one line per turn: which strategy was
/// called with what and what it chose, the dice rolled, and the update's arguments and result.
///
/// The dice are test dice cycling through `outcomes`, so every case is deterministic.
pub fn traced_play(
    strategy0: impl Fn(Score, Score) -> u32,
    strategy1: impl Fn(Score, Score) -> u32,
    update: impl Fn(u32, Score, Score, &mut Dice) -> Score,
    start: (Score, Score),
    outcomes: &[u32],
    goal: Score,
) -> Vec<String> {
    let trace = Trace::default();
    let mut dice = make_test_dice(outcomes);
    let dice_trace = trace.clone();
    let mut traced_dice = move || {
        let rolled = dice();
        dice_trace.append(&format!(" roll {rolled}"));
        rolled
    };
    let update_trace = trace.clone();
    let traced_update = move |num_rolls: u32, own: Score, opponent: Score, dice: &mut Dice| {
        let new_score = update(num_rolls, own, opponent, dice);
        update_trace.append(&format!("; update({num_rolls}, {own}, {opponent}) -> {new_score}"));
        new_score
    };
    let (score0, score1) = play(
        traced_strategy(&trace, 0, strategy0),
        traced_strategy(&trace, 1, strategy1),
        traced_update,
        start.0,
        start.1,
        &mut traced_dice,
        goal,
    );
    let mut lines = trace.0.take();
    lines.push(format!("final ({score0}, {score1})"));
    lines
}

fn traced_strategy(
    trace: &Trace,
    player: u8,
    strategy: impl Fn(Score, Score) -> u32,
) -> impl Fn(Score, Score) -> u32 {
    let trace = trace.clone();
    move |own, opponent| {
        let num_rolls = strategy(own, opponent);
        trace.start_turn(format!("strategy{player}({own}, {opponent}) -> {num_rolls}"));
        num_rolls
    }
}

/// An update that is not a rule of Hog: it rolls `num_rolls` dice and adds their sum.
/// Games played with it test `play` alone, whatever the state of problems 01 to 04.
pub fn sum_update(num_rolls: u32, own: Score, _opponent: Score, dice: &mut Dice) -> Score {
    own + (0..num_rolls).map(|_| dice()).sum::<u32>()
}
