//! What every threshold strategy (problems 10 and 11) does, whatever rule decides the points
//! that zero dice gain: it returns 0 or `num_rolls`, whether it is 0 does not depend on
//! `num_rolls`, and a lower threshold never rolls dice where a higher one rolls zero.

use hog_i18n::said;
use std::ops::{Range, RangeInclusive};

use crate::student::rules::Score;
use hog_grader::Session;

use crate::property;

/// `strategy(score, opponent_score, threshold, num_rolls)`, as problems 10 and 11 write it.
pub type ThresholdStrategy = fn(Score, Score, u32, u32) -> u32;

/// Scores below 200 and 1 to 10 dice: what the properties of threshold strategies range over.
pub fn scores_and_dice() -> (Range<Score>, Range<Score>, RangeInclusive<u32>) {
    (0..200, 0..200, 1..=10)
}

/// Checks the shape every threshold strategy has on [`scores_and_dice`] and thresholds up to
/// `max_threshold`. `name` is the student's function, as shown.
pub fn check_shape(s: &mut Session, name: &str, strategy: ThresholdStrategy, max_threshold: u32) {
    let arguments = move || {
        let (score, opponent, num_rolls) = scores_and_dice();
        (score, opponent, 0..=max_threshold, num_rolls)
    };
    s.property(&said!("threshold-arguments-returns-0", name = name.to_string()), || {
        property::check((arguments(), 1u32..=10), |((score, opponent, threshold, num_rolls), other)| {
            let call = |n: u32| format!("{name}({score}, {opponent}, {threshold}, {n})");
            let got = strategy(score, opponent, threshold, num_rolls);
            if got != 0 && got != num_rolls {
                return Err(said!(
                    "threshold-returned-which-neither",
                    value1 = (call(num_rolls)).to_string(),
                    got = got.to_string(),
                    num_rolls = num_rolls.to_string()
                ));
            }
            let with_other = strategy(score, opponent, threshold, other);
            if (got == 0) != (with_other == 0) {
                return Err(said!(
                    "threshold-returned-but-returned",
                    value1 = (call(num_rolls)).to_string(),
                    got = got.to_string(),
                    value2 = (call(other)).to_string(),
                    with_other = with_other.to_string()
                ));
            }
            Ok(())
        })
    });
    s.property(&said!("threshold-property-arguments-lower-threshold"), || {
        property::check(arguments(), |(score, opponent, threshold, num_rolls)| {
            let call = |t: u32| format!("{name}({score}, {opponent}, {t}, {num_rolls})");
            let higher = strategy(score, opponent, threshold + 1, num_rolls);
            let lower = strategy(score, opponent, threshold, num_rolls);
            if higher == 0 && lower != 0 {
                return Err(said!(
                    "threshold-returned-0-but",
                    value1 = (call(threshold + 1)).to_string(),
                    value2 = (call(threshold)).to_string(),
                    lower = lower.to_string()
                ));
            }
            Ok(())
        })
    });
}
