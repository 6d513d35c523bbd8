// BEGIN EDITION
//! Test doubles that let a case see *how* student code used what it was given:
//! dice that count their rolls, strategies that count their calls, and games whose
//! every strategy call, roll and update is written down.
// END EDITION
// BEGIN EDITION

/// How many times a strategy was called.
#[derive(Clone, Debug, Default)]
pub struct Calls(Rc<Cell<usize>>);

impl Calls {
    /// The number of calls so far.
    pub fn get(&self) -> usize {
        self.0.get()
    }
}

/// `strategy`, counting how often it is asked for a number of dice.
pub fn counted_strategy(strategy: impl Fn(Score, Score) -> u32) -> (impl Fn(Score, Score) -> u32, Calls) {
    let calls = Calls::default();
    let counter = calls.clone();
    let counted = move |score, opponent_score| {
        counter.0.set(counter.0.get() + 1);
        strategy(score, opponent_score)
    };
    (counted, calls)
}
// END EDITION
