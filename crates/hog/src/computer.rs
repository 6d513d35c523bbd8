//! Who plays: a person or the computer, and the one list of the computer's strategies
//! that `hog play --computer`, the page's seats and its strategy view all offer.
//!
//! Each entry names a strategy the way it is written in Rust (`always_roll(6)`,
//! `sus_strategy`), so the name a student types or picks is the function that runs.
//! The strategies are the student's own, called when a game asks for a choice, so a
//! strategy that is not written yet stops that game with its problem named.

use std::fmt;
use std::str::FromStr;

use hog_i18n::t;
use hog_rules::Score;
use serde::{Deserialize, Serialize};

use crate::edition::{self, Edition};
use crate::ui::MAX_ROLLS;

/// Who chooses the number of dice for a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Seat {
    /// A person: at the keyboard in `hog play`, clicking or typing on the page.
    Human,
    /// The computer, with one of the strategies.
    Computer(Computer),
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seat::Human => write!(f, "human"),
            Seat::Computer(computer) => write!(f, "{computer}"),
        }
    }
}

impl Serialize for Computer {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Computer {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Computer, D::Error> {
        String::deserialize(deserializer)?.parse().map_err(serde::de::Error::custom)
    }
}

impl TryFrom<String> for Seat {
    type Error = String;

    /// `human`, or a strategy's name.
    fn try_from(name: String) -> Result<Seat, String> {
        if name == "human" { Ok(Seat::Human) } else { name.parse().map(Seat::Computer) }
    }
}

impl From<Seat> for String {
    fn from(seat: Seat) -> String {
        seat.to_string()
    }
}

/// A strategy the computer can play with; in JSON, its name (see the impls below: derived ones
/// would borrow the threshold strategy's `&'static str` from the input).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Computer {
    /// `always_roll_5`, provided: the course's computer player.
    AlwaysRoll5,
    /// `always_roll(n)`, problem 06.
    AlwaysRoll(u32),
    /// `catch_up`, provided.
    CatchUp,
    /// One of an edition's threshold strategies (`boar_strategy`, `sus_strategy`...), problem
    /// 10 or 11, with the course's threshold and number of dice: its name, which is its
    /// edition's alone, so that a name read without an edition says which it belongs to.
    Threshold(&'static str),
    /// `final_strategy`, problem 12.
    FinalStrategy,
}

/// A strategy as a value, whatever made it.
pub type BoxedStrategy = Box<dyn Fn(Score, Score) -> u32>;

impl Computer {
    /// Every strategy `edition` offers, provided ones first, then the student's in the order of
    /// their problems.
    pub fn all(edition: &Edition) -> Vec<Computer> {
        let mut all = vec![Computer::AlwaysRoll5, Computer::CatchUp];
        all.extend((0..=MAX_ROLLS).map(Computer::AlwaysRoll));
        all.extend(edition.threshold_strategies.iter().map(|&(name, _)| Computer::Threshold(name)));
        all.push(Computer::FinalStrategy);
        all
    }

    /// The problem whose function this is, or `None` for a provided strategy.
    pub fn problem(self) -> Option<&'static str> {
        match self {
            Computer::AlwaysRoll5 | Computer::CatchUp => None,
            Computer::AlwaysRoll(_) => Some("06"),
            Computer::Threshold(name) => match threshold_place(name) {
                Some((_, 0)) => Some("10"),
                _ => Some("11"),
            },
            Computer::FinalStrategy => Some("12"),
        }
    }

    /// Whether `edition` offers this strategy: a threshold strategy is one edition's.
    pub fn check(self, edition: &Edition) -> Result<(), String> {
        if Computer::all(edition).contains(&self) {
            return Ok(());
        }
        Err(t!(
            "strategy-not-offered",
            strategy = self.to_string(),
            edition = edition.name,
            strategies = offered(edition)
        ))
    }

    /// The strategy itself, as `edition` has it: the student's function, with the course's
    /// defaults where it takes more than the scores. `always_roll(n)` is called here, so call
    /// this where a `todo!()` is caught.
    ///
    /// # Panics
    /// If `edition` does not offer it ([`Computer::check`] says so first).
    pub fn strategy(self, edition: &Edition) -> BoxedStrategy {
        match self {
            Computer::AlwaysRoll5 => Box::new(edition.always_roll_5),
            Computer::AlwaysRoll(n) => (edition.always_roll)(n),
            Computer::CatchUp => Box::new(edition.catch_up),
            Computer::Threshold(name) => {
                let (_, strategy) = edition
                    .threshold_strategies
                    .into_iter()
                    .find(|&(own, _)| own == name)
                    .unwrap_or_else(|| panic!("{name} is not a strategy of the {edition} edition"));
                let (threshold, num_rolls) = (edition.threshold, edition.num_rolls);
                Box::new(move |score, opponent_score| strategy(score, opponent_score, threshold, num_rolls))
            }
            Computer::FinalStrategy => Box::new(edition.final_strategy),
        }
    }
}

/// The edition whose threshold strategy is called `name`, and its place in that edition's list.
fn threshold_place(name: &str) -> Option<(&'static Edition, usize)> {
    edition::all().iter().find_map(|edition| {
        let place = edition.threshold_strategies.iter().position(|&(own, _)| own == name)?;
        Some((edition, place))
    })
}

/// "always_roll_5, ...": what `edition` offers, for a refusal.
fn offered(edition: &Edition) -> String {
    let names: Vec<String> = Computer::all(edition).iter().map(ToString::to_string).collect();
    names.join(", ")
}

impl fmt::Display for Computer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Computer::AlwaysRoll5 => write!(f, "always_roll_5"),
            Computer::AlwaysRoll(n) => write!(f, "always_roll({n})"),
            Computer::CatchUp => write!(f, "catch_up"),
            Computer::Threshold(name) => write!(f, "{name}"),
            Computer::FinalStrategy => write!(f, "final_strategy"),
        }
    }
}

impl FromStr for Computer {
    type Err = String;

    /// Reads a name as [`Computer`]'s `Display` writes it, any edition's; spaces are ignored.
    /// Whether the edition played offers it is [`Computer::check`]'s question.
    fn from_str(name: &str) -> Result<Computer, String> {
        let name: String = name.chars().filter(|c| !c.is_whitespace()).collect();
        edition::all()
            .iter()
            .flat_map(Computer::all)
            .find(|computer| computer.to_string() == name)
            .ok_or_else(|| t!("strategy-unknown", name = &name, strategies = offered(edition::compiled())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_as_its_strategy() {
        for edition in edition::all() {
            for computer in Computer::all(edition) {
                assert_eq!(computer.to_string().parse::<Computer>(), Ok(computer));
                assert_eq!(computer.check(edition), Ok(()));
            }
        }
        assert_eq!("always_roll( 3 )".parse(), Ok(Computer::AlwaysRoll(3)));
    }

    #[test]
    fn a_seat_is_human_or_a_strategy_by_name() {
        assert_eq!(Seat::try_from("human".to_owned()), Ok(Seat::Human));
        assert_eq!(Seat::try_from("catch_up".to_owned()), Ok(Seat::Computer(Computer::CatchUp)));
        assert_eq!(String::from(Seat::Computer(Computer::AlwaysRoll(2))), "always_roll(2)");
        assert!(Seat::try_from("robot".to_owned()).is_err());
    }

    #[test]
    fn unknown_names_list_the_known_ones() {
        let error = "always_roll(11)".parse::<Computer>().unwrap_err();
        assert!(error.starts_with("no strategy is called \"always_roll(11)\""), "{error}");
        let [(first, _), (second, _)] = edition::compiled().threshold_strategies;
        assert!(error.contains(&format!("always_roll(10), {first}, {second}, final_strategy")), "{error}");
    }

    #[test]
    fn another_editions_strategy_is_refused_by_name() {
        for edition in edition::all() {
            for other in edition::all().iter().filter(|other| *other != edition) {
                let foreign = Computer::Threshold(other.threshold_strategies[0].0);
                let error = foreign.check(edition).unwrap_err();
                assert!(error.contains(&format!("not a strategy of the {edition} edition")), "{error}");
            }
        }
    }

    #[test]
    fn provided_strategies_work_before_any_problem_is_written() {
        let edition = edition::compiled();
        assert_eq!(Computer::AlwaysRoll5.strategy(edition)(0, 0), 5);
        assert_eq!(Computer::CatchUp.strategy(edition)(0, 1), 6);
        assert_eq!(Computer::CatchUp.problem(), None);
        let [(first, _), (second, _)] = edition.threshold_strategies;
        assert_eq!(Computer::Threshold(first).problem(), Some("10"));
        assert_eq!(Computer::Threshold(second).problem(), Some("11"));
    }

    #[cfg(feature = "solution")]
    #[test]
    fn the_students_strategies_get_the_course_defaults() {
        for edition in edition::all() {
            assert_eq!(Computer::AlwaysRoll(3).strategy(edition)(10, 20), 3);
            // Where zero dice score at least the threshold, the first threshold strategy rolls none.
            let first = Computer::Threshold(edition.threshold_strategies[0].0);
            let generous = (0..100).flat_map(|s| (0..100).map(move |o| (s, o)));
            let (s, o) = generous
                .clone()
                .find(|&(s, o)| edition.zero_dice_points(s, o) >= edition.threshold)
                .expect("zero dice reach the threshold somewhere");
            assert_eq!(first.strategy(edition)(s, o), 0, "{edition}");
            let (s, o) =
                generous.clone().find(|&(s, o)| edition.zero_dice_points(s, o) < edition.threshold).unwrap();
            assert_eq!(first.strategy(edition)(s, o), edition.num_rolls, "{edition}");
        }
    }
}
