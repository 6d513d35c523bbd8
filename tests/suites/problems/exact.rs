//! What the suites of problem 13 (`exact_win_rate`) share, in every edition that has it: the
//! problem's frame ([`problem`]: its source check and its suites), the cases whose chances
//! every game shares ([`exact_win_rate_shared!`](crate::exact_win_rate_shared)), chances
//! compared to within 1e-9, and the check that a memo asks the strategy once per position.

use hog_i18n::said;
use std::cell::Cell;
use std::fmt;
use std::rc::Rc;

use crate::student::rules::*;
use crate::student::strategies::Strategy;
use hog_grader::{Case, Problem, Requirement, Rule, Session, Suite};

/// What an edition's problem 13 holds; [`problem`] puts its cases in order.
pub struct OwnCases {
    /// The rules the reference's `exact_win_rate` calls, so the student's must too.
    pub uses: &'static [&'static str],
    /// The cases every edition shares, with the edition's figures:
    /// `crate::exact_win_rate_shared!(catch_up_to_30: …, always_roll_4_to_50: …)`.
    pub shared: SharedCases,
    /// A small game worked out by hand as fractions.
    pub by_hand: Case,
    /// A game to a goal small enough to see each of the edition's rules change the chances.
    pub small_goal: Case,
    /// Win rates against `always_roll(6)` in games to 100, the edition's own strategy's among them.
    pub win_rates: Case,
}

/// The cases of problem 13 that every edition's game has: the same chances, or the same
/// check with the edition's figures.
pub struct SharedCases {
    /// A game to 1, which whoever moves first wins.
    pub game_to_one: Case,
    /// Counted strategies that show a memo, each checked by [`asked_once`]: `catch_up` to 30 and
    /// `always_roll(4)` to 50, at the edition's chances.
    pub memo: fn(&mut Session),
    /// A game to 100 against itself, which only a memo works out in time, and whose chance is a half.
    pub in_time: Case,
}

/// Problem 13 of an edition whose cases are `own`: scored in two suites, the small games
/// first, then the memo and the games to 100.
pub fn problem(own: OwnCases) -> Problem {
    Problem {
        id: "13",
        title: "exact_win_rate",
        points: 0.0,
        requirements: vec![Requirement {
            source: super::experiments_file(),
            function: "exact_win_rate",
            rule: Rule::Uses(own.uses),
        }],
        suites: vec![
            Suite::scored(vec![own.shared.game_to_one, own.by_hand, own.small_goal]),
            Suite::scored(vec![
                Case::new("exact-memo-strategy-asked", own.shared.memo),
                own.shared.in_time,
                own.win_rates,
            ]),
        ],
    }
}

/// The [`SharedCases`], written once and expanded in each edition's suite of problem 13 with
/// its win rates of `catch_up` to 30 and `always_roll(4)` to 50 (literals: the memo's case is a
/// plain function). A macro, because a case is a plain function that calls the student's
/// `exact_win_rate`, which only an edition with problem 13 has (a release of another edition
/// has no such function).
#[macro_export]
macro_rules! exact_win_rate_shared {
    (catch_up_to_30: $catch_up:expr, always_roll_4_to_50: $always_roll_4:expr $(,)?) => {
        $crate::problems::exact::SharedCases {
            game_to_one: hog_grader::case!("exact-goal-1-first" {
                # "exact-note-about-x-compares";
                about(exact_win_rate(always_roll(0), 1)) => about(0.5),
                    "exact-hint-turn-scores-least";
                about(exact_win_rate(always_roll(10), 1)) => about(0.5);
                about(exact_win_rate(catch_up, 1)) => about(0.5);
            }),
            in_time: hog_grader::case!("exact-game-100-worked" {
                # "exact-note-without-memo-recursion";
                about(exact_win_rate(always_roll(6), GOAL)) => about(0.5),
                    "exact-hint-always-roll-6";
            }),
            memo: |s: &mut hog_grader::Session| {
                use $crate::problems::exact::asked_once;
                let exact = |strategy, goal| exact_win_rate(strategy, goal);
                asked_once(s, "catch_up", Box::new(catch_up), 30, $catch_up, exact);
                asked_once(s, "always_roll(4)", always_roll(4), 50, $always_roll_4, exact);
            },
        }
    };
}

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

/// Checks `exact_win_rate` of `strategy` (written `name`) at `goal` and how often it asked the
/// strategy: with a memo, each position where it moves is worked out once per seat at most, and
/// there are goal × goal of them, both scores from 0 to goal - 1. A memo for each seat is as
/// right as one for both, so the bound allows both seats; without a memo the calls run into the
/// millions at these goals.
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
        Some("exact-hint-counted-strategy-only"),
    );
    let positions = goal as usize * goal as usize;
    let made = calls.get();
    s.property(&said!("exact-calls-get-2", goal = goal.to_string()), || {
        if made <= 2 * positions {
            Ok(said!("exact-calls-for-positions", made = made.to_string(), positions = positions.to_string()))
        } else {
            Err(said!(
                "exact-strategy-was-called",
                made = made.to_string(),
                positions = positions.to_string()
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
