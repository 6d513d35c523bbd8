//! What the suites of problem 13 (`exact_win_rate`) share, in every edition that has it: chances
//! compared to within 1e-9, and the check that a memo asks the strategy once per position.

use std::cell::Cell;
use std::fmt;
use std::rc::Rc;

use crate::student::rules::*;
use crate::student::strategies::Strategy;
use hog_grader::Session;

/// A chance, equal to another within 1e-9: floats added in another order differ in their
/// last digits, and every value here is known to far more digits than that.
#[derive(Clone, Copy)]
pub struct About(f64);

/// `chance`, to be compared to within 1e-9.
pub fn about(chance: f64) -> About {
    About(chance)
}

impl PartialEq for About {
    fn eq(&self, other: &Self) -> bool {
        (self.0 - other.0).abs() <= 1e-9
    }
}

impl fmt::Debug for About {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.12}", self.0)
    }
}

/// Checks `exact_win_rate` of `strategy` (written `name`) at `goal` and how often it asked the strategy.
///
/// `exact_win_rate` is the student's, passed in: an edition without problem 13 has none.
pub fn asked_once(
    s: &mut Session,
    name: &str,
    strategy: Strategy,
    goal: Score,
    expected: f64,
    exact_win_rate: impl FnOnce(Strategy, Score) -> f64,
) {
    s.line(&format!("let (strategy, calls) = counted_strategy({name});"));
    let (strategy, calls) = counted_strategy(strategy);
    s.check(
        &format!("about(exact_win_rate(strategy, {goal}))"),
        || about(exact_win_rate(Box::new(strategy), goal)),
        about(expected),
        Some("counted_strategy only counts the calls: it chooses what the strategy chooses."),
    );
    let positions = goal as usize * goal as usize;
    let made = calls.get();
    s.property(&format!("calls.get() <= 2 * {goal} * {goal}"), || {
        if made <= 2 * positions {
            Ok(format!("{made} calls, for {positions} positions in each of two seats"))
        } else {
            Err(format!(
                "the strategy was called {made} times, more than twice the {positions} positions where it can \
                 move (once for each seat): some positions were worked out again and again. Keep each \
                 position's chance in a memo, keyed by both scores and whose turn it is, and look it up before \
                 working the position out."
            ))
        }
    });
}

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
