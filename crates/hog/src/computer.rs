//! Who plays: a person or the computer, and the one list of the computer's strategies
//! that `hog play --computer`, the page's seats and its strategy view all offer.
//!
//! Each entry names a strategy the way it is written in Rust (`always_roll(6)`,
//! `sus_strategy`), so the name a student types or picks is the function that runs.
//! The strategies are the student's own, called when a game asks for a choice, so a
//! strategy that is not written yet stops that game with its problem named.

use std::fmt;
use std::str::FromStr;

use hog_rules::Score;
use hog_strategies::{
    NUM_ROLLS, THRESHOLD, THRESHOLD_STRATEGIES, always_roll, always_roll_5, catch_up, final_strategy,
};
use serde::{Deserialize, Serialize};

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

impl TryFrom<String> for Computer {
    type Error = String;

    fn try_from(name: String) -> Result<Computer, String> {
        name.parse()
    }
}

impl From<Computer> for String {
    fn from(computer: Computer) -> String {
        computer.to_string()
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

/// A strategy the computer can play with; in JSON, its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Computer {
    /// `always_roll_5`, provided: the course's computer player.
    AlwaysRoll5,
    /// `always_roll(n)`, problem 06.
    AlwaysRoll(u32),
    /// `catch_up`, provided.
    CatchUp,
    /// One of the edition's threshold strategies (`boar_strategy`, `sus_strategy`...), problem
    /// 10 or 11, with the course's threshold and number of dice: its place in
    /// `THRESHOLD_STRATEGIES`.
    Threshold(usize),
    /// `final_strategy`, problem 12.
    FinalStrategy,
}

/// A strategy as a value, whatever made it.
pub type BoxedStrategy = Box<dyn Fn(Score, Score) -> u32>;

impl Computer {
    /// Every strategy on offer, provided ones first, then the student's in the order of their problems.
    pub fn all() -> Vec<Computer> {
        let mut all = vec![Computer::AlwaysRoll5, Computer::CatchUp];
        all.extend((0..=MAX_ROLLS).map(Computer::AlwaysRoll));
        all.extend((0..THRESHOLD_STRATEGIES.len()).map(Computer::Threshold));
        all.push(Computer::FinalStrategy);
        all
    }

    /// The problem whose function this is, or `None` for a provided strategy.
    pub fn problem(self) -> Option<&'static str> {
        match self {
            Computer::AlwaysRoll5 | Computer::CatchUp => None,
            Computer::AlwaysRoll(_) => Some("06"),
            Computer::Threshold(0) => Some("10"),
            Computer::Threshold(_) => Some("11"),
            Computer::FinalStrategy => Some("12"),
        }
    }

    /// The strategy itself: the student's function, with the course's defaults where it takes more
    /// than the scores. `always_roll(n)` is called here, so call this where a `todo!()` is caught.
    pub fn strategy(self) -> BoxedStrategy {
        match self {
            Computer::AlwaysRoll5 => Box::new(always_roll_5),
            Computer::AlwaysRoll(n) => always_roll(n),
            Computer::CatchUp => Box::new(catch_up),
            Computer::Threshold(i) => {
                let (_, strategy) = THRESHOLD_STRATEGIES[i];
                Box::new(move |score, opponent_score| strategy(score, opponent_score, THRESHOLD, NUM_ROLLS))
            }
            Computer::FinalStrategy => Box::new(final_strategy),
        }
    }
}

impl fmt::Display for Computer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Computer::AlwaysRoll5 => write!(f, "always_roll_5"),
            Computer::AlwaysRoll(n) => write!(f, "always_roll({n})"),
            Computer::CatchUp => write!(f, "catch_up"),
            Computer::Threshold(i) => write!(f, "{}", THRESHOLD_STRATEGIES[*i].0),
            Computer::FinalStrategy => write!(f, "final_strategy"),
        }
    }
}

impl FromStr for Computer {
    type Err = String;

    /// Reads a name as [`Computer`]'s `Display` writes it; spaces are ignored.
    fn from_str(name: &str) -> Result<Computer, String> {
        let name: String = name.chars().filter(|c| !c.is_whitespace()).collect();
        Computer::all().into_iter().find(|computer| computer.to_string() == name).ok_or_else(|| {
            let names: Vec<String> = Computer::all().iter().map(ToString::to_string).collect();
            format!("no strategy is called \"{name}\"; the strategies are {}", names.join(", "))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_as_its_strategy() {
        for computer in Computer::all() {
            assert_eq!(computer.to_string().parse::<Computer>(), Ok(computer));
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
        let [(first, _), (second, _)] = THRESHOLD_STRATEGIES;
        assert!(error.contains(&format!("always_roll(10), {first}, {second}, final_strategy")), "{error}");
    }

    #[test]
    fn provided_strategies_work_before_any_problem_is_written() {
        assert_eq!(Computer::AlwaysRoll5.strategy()(0, 0), 5);
        assert_eq!(Computer::CatchUp.strategy()(0, 1), 6);
        assert_eq!(Computer::CatchUp.problem(), None);
        assert_eq!(Computer::Threshold(1).problem(), Some("11"));
    }

    #[cfg(feature = "solution")]
    #[test]
    fn the_students_strategies_get_the_course_defaults() {
        assert_eq!(Computer::AlwaysRoll(3).strategy()(10, 20), 3);
        // Where zero dice score at least the threshold, the first threshold strategy rolls none.
        let generous = (0..100).flat_map(|s| (0..100).map(move |o| (s, o)));
        let (s, o) = generous
            .clone()
            .find(|&(s, o)| hog_rules::zero_dice_points(s, o) >= THRESHOLD)
            .expect("zero dice reach the threshold somewhere");
        assert_eq!(Computer::Threshold(0).strategy()(s, o), 0);
        let (s, o) = generous.clone().find(|&(s, o)| hog_rules::zero_dice_points(s, o) < THRESHOLD).unwrap();
        assert_eq!(Computer::Threshold(0).strategy()(s, o), NUM_ROLLS);
    }
}
