//! Properties, checked with proptest inside a case.
//!
//! The random inputs come from a fixed seed, so the same code always gets the same
//! grade. When a property fails, proptest shrinks the input to a small counterexample,
//! and the student reads it as one call with what came back and what was expected.

use std::cell::RefCell;
use std::collections::HashMap;

use hog_i18n::{Arg, Said, said};
use proptest::strategy::Strategy;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};

/// 32 bytes of seed: every run draws the same inputs.
const SEED: &[u8; 32] = b"hog: the same cases on every run";

/// How many random inputs a property tries.
const CASES: u32 = 300;

/// Checks `property` on inputs drawn from `inputs`; `Ok` says how many were tried, `Err` is
/// the shrunk counterexample as `property` described it.
pub fn check<S: Strategy>(inputs: S, property: impl Fn(S::Value) -> Result<(), Said>) -> Result<Said, Said> {
    let config = Config {
        cases: CASES,
        failure_persistence: None,
        rng_algorithm: RngAlgorithm::ChaCha,
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, SEED));
    // proptest keeps a failure's reason as text: each one's message is kept by that text, so
    // that the counterexample it shrinks to is said in the student's language too.
    let failures: RefCell<HashMap<String, Said>> = RefCell::default();
    let outcome = runner.run(&inputs, |value| {
        property(value).map_err(|said| {
            let reason = said.english();
            failures.borrow_mut().insert(reason.clone(), said);
            TestCaseError::fail(reason)
        })
    });
    match outcome {
        Ok(()) => Ok(said!("property-cases-passed", count = CASES)),
        Err(TestError::Fail(reason, _)) => Err(counterexample(reason.message(), &failures.borrow())),
        Err(TestError::Abort(reason)) => Err(said!("property-not-checked", reason = reason.message())),
    }
}

/// `Ok` when `got` is `expected`; otherwise says what `call` returned and what it should have.
/// A call is its code (a `String`), or code with words about it (a [`Said`]).
pub fn agree<T: PartialEq + std::fmt::Display, C: Into<Arg>>(
    call: impl FnOnce() -> C,
    got: T,
    expected: T,
) -> Result<(), Said> {
    if got == expected {
        Ok(())
    } else {
        let call: Arg = call().into();
        Err(said!("property-returned", call = call, got = got.to_string(), expected = expected.to_string()))
    }
}

/// `Ok` when two calls that must return the same value do; otherwise shows both calls and
/// says `why` (a message of the suites' catalogue) they must agree. Such relations check an
/// answer without working it out.
pub fn same<T: PartialEq + std::fmt::Display, C: Into<Arg>, D: Into<Arg>>(
    first: impl FnOnce() -> C,
    first_got: T,
    second: impl FnOnce() -> D,
    second_got: T,
    why: Said,
) -> Result<(), Said> {
    if first_got == second_got {
        Ok(())
    } else {
        let (first, second): (Arg, Arg) = (first().into(), second().into());
        Err(said!(
            "property-disagree",
            first = first,
            first_got = first_got.to_string(),
            second = second,
            second_got = second_got.to_string(),
            why = why
        ))
    }
}

/// The counterexample proptest settled on, by its `message`: the property's own words, or a
/// panic's. A `todo!()` met inside a property is "not implemented yet", like anywhere else.
fn counterexample(message: &str, failures: &HashMap<String, Said>) -> Said {
    if let Some(at) = message.find("not yet implemented") {
        std::panic::panic_any(message[at..].lines().next().unwrap_or_default().to_owned());
    }
    failures.get(message).cloned().unwrap_or_else(|| said!("property-reason", reason = message))
}

/// A strategy that is a pure function of the scores, different for every `seed`: each
/// (seed, own, opponent) maps to a number of dice from 0 to 10, as a strategy must.
pub fn seeded_strategy(seed: u64) -> impl Fn(u32, u32) -> u32 + Copy {
    move |own, opponent| (mix(seed ^ (u64::from(own) << 20) ^ u64::from(opponent)) % 11) as u32
}

/// Outcomes for test dice, from 1 to 6, different for every `seed`.
pub fn seeded_outcomes(seed: u64, count: usize) -> Vec<u32> {
    (0..count as u64).map(|i| (mix(seed.wrapping_mul(31).wrapping_add(i)) % 6) as u32 + 1).collect()
}

/// SplitMix64's finaliser: a well-spread hash of one number.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
