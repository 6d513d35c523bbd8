//! What the page, the server and the worker say to each other, as JSON.
//!
//! The page keeps a game as its history only (the choices made and the dice rolled);
//! every answer is worked out again from that history by the student's code, in a
//! worker process. The same types cross both hops: page → server → worker → server → page.

use hog_i18n::t;
use hog_rules::Score;
use serde::{Deserialize, Serialize};

use crate::computer::{Computer, Seat};
use crate::crash::TurnLimit;
use crate::edition::Edition;
use crate::ui::{MAX_ROLLS, Player};

/// The highest goal the page plays to: the strategy view draws every pair of scores below it.
pub const MAX_GOAL: Score = 200;

/// The highest seed a page can hold exactly: JavaScript numbers are exact up to 2^53 − 1.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// A game so far, to be replayed: the rules, the seats and the history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRequest {
    /// The score that wins.
    pub goal: Score,
    /// Whether the edition's rule on totals applies (`course_update`) or not (`simple_update`).
    pub sus_fuss: bool,
    /// The seed of the dice rolled after the recorded ones.
    pub seed: u64,
    /// Who plays Player 0 and Player 1.
    pub seats: [Seat; 2],
    /// The number of dice chosen on each turn so far, computers' turns included.
    pub choices: Vec<u32>,
    /// Every outcome rolled so far, in order.
    pub rolls: Vec<u32>,
}

/// A strategy to draw on the grid of scores below `goal`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GridRequest {
    /// The strategy.
    pub strategy: Computer,
    /// Scores from 0 up to, not including, this.
    pub goal: Score,
}

/// What a worker process is asked to do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Job {
    /// Replay a game and say where it stands.
    Game(GameRequest),
    /// Evaluate a strategy on every pair of scores.
    Grid(GridRequest),
}

/// One turn of a replayed game, as the student's code played it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Whose turn it was.
    pub player: Player,
    /// The number of dice chosen.
    pub num_rolls: u32,
    /// The outcomes rolled during the turn.
    pub outcomes: Vec<u32>,
    /// The player's score before the turn.
    pub score: Score,
    /// The opponent's score during the turn.
    pub opponent_score: Score,
    /// The player's score after the turn, as the update returned it.
    pub new_score: Score,
    /// What happened, with the rules that fired and their arithmetic.
    pub message: String,
}

/// Where a replayed game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// Every turn played, first to last.
    pub turns: Vec<Turn>,
    /// The history to send with the next move: every choice made so far.
    pub choices: Vec<u32>,
    /// The history to send with the next move: every outcome rolled so far.
    pub rolls: Vec<u32>,
    /// Player 0's score and Player 1's.
    pub scores: [Score; 2],
    /// Whose choice the game waits for; `None` once it is over.
    pub next_player: Option<Player>,
    /// Who won, once the game is over and one player has reached the goal.
    pub winner: Option<Player>,
    /// How the game ended, once it has.
    pub verdict: Option<String>,
}

/// A strategy's choice for every pair of scores below the goal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grid {
    /// The strategy's name.
    pub strategy: String,
    /// The goal the scores stay below.
    pub goal: Score,
    /// `rows[score][opponent_score]`: the number of dice chosen.
    pub rows: Vec<Vec<u32>>,
}

/// Why the student's code gave no answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    /// The problem to look at, when known, e.g. `05`.
    pub problem: Option<String>,
    /// The function of that problem, when known, e.g. `play`.
    pub function: Option<String>,
    /// What happened, in the words `hog play` and the grader use.
    pub message: String,
}

/// What the worker answers, and the server passes on to the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// A replayed game.
    Game(Game),
    /// A strategy drawn on the grid.
    Grid(Grid),
    /// The student's code stopped without an answer.
    Failure(Failure),
}

/// What the page learns when it starts a game (`GET /api/setup`): the server's settings and the strategies on offer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageSetup {
    /// The goal to start with.
    pub goal: Score,
    /// Whether the edition's rule on totals (Sus Fuss...) is on to start with.
    pub sus_fuss: bool,
    /// The seed of the new game: the one given with `--seed`, or a fresh one.
    pub seed: u64,
    /// Whether the seed was given with `--seed`, so that every new game rolls the same dice.
    pub fixed_seed: bool,
    /// The highest goal the page may ask for.
    pub max_goal: Score,
    /// The most dice a player may roll.
    pub max_rolls: u32,
    /// Every strategy a computer seat can play, for the seats and the strategy view.
    pub strategies: Vec<StrategyInfo>,
    /// The strategy the strategy view shows first: the edition's second threshold strategy.
    pub view_strategy: String,
    /// The edition's rule on totals (Sus Fuss...), which the page can switch off; `None` when
    /// the edition has none.
    pub total_rule: Option<String>,
    /// Every rule a turn's message may name, which the page sets in bold.
    pub rule_names: Vec<String>,
    /// The language the page starts in (`hog gui --lang`, else the student's).
    pub language: String,
    /// Every language the page can be switched to, English first.
    pub languages: Vec<Language>,
}

/// A language on offer: its tag and its name in itself (`zh-CN`, `简体中文`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Language {
    /// Its tag, as `?lang=` takes it.
    pub tag: String,
    /// Its own name for itself.
    pub name: String,
}

/// The page's words in one language (`GET /api/messages`): each message of
/// `locales/<language>/page.ftl` with its values left as `{$name}` for the page to fill in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageMessages {
    /// The language's tag.
    pub language: String,
    /// Message id to text.
    pub messages: std::collections::BTreeMap<String, String>,
}

impl PageMessages {
    /// The page's messages in `catalogue`'s language.
    pub fn of(catalogue: &hog_i18n::Catalogue) -> PageMessages {
        PageMessages { language: catalogue.language().to_owned(), messages: catalogue.templates("page-") }
    }
}

/// A strategy on offer, with the problem it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StrategyInfo {
    /// Its name, as written in Rust.
    pub name: String,
    /// Its problem, or `None` when it is provided.
    pub problem: Option<String>,
}

impl GameRequest {
    /// Refuses histories no game of `edition` can have, before any code runs on them.
    pub fn check(&self, edition: &Edition) -> Result<(), String> {
        check_goal(self.goal)?;
        for seat in self.seats {
            if let Seat::Computer(computer) = seat {
                computer.check(edition)?;
            }
        }
        if self.seed > MAX_SEED {
            return Err(t!("gui-seed-too-large", most = MAX_SEED, seed = self.seed));
        }
        if let Some(choice) = self.choices.iter().find(|&&choice| choice > MAX_ROLLS) {
            return Err(t!("gui-too-many-dice", most = MAX_ROLLS, choice = *choice));
        }
        if let Some(outcome) = self.rolls.iter().find(|outcome| !(1..=6).contains(*outcome)) {
            return Err(t!("gui-not-a-die", outcome = *outcome));
        }
        let turns = TurnLimit::turns_for_goal(self.goal) as usize;
        if self.choices.len() > turns {
            return Err(t!("gui-too-many-turns", goal = self.goal, turns = turns));
        }
        let rolls = turns * MAX_ROLLS as usize;
        if self.rolls.len() > rolls {
            return Err(t!("gui-too-many-rolls", goal = self.goal, rolls = rolls));
        }
        Ok(())
    }
}

impl GridRequest {
    /// Refuses goals the page cannot draw, and strategies `edition` does not have.
    pub fn check(&self, edition: &Edition) -> Result<(), String> {
        check_goal(self.goal)?;
        self.strategy.check(edition)
    }
}

fn check_goal(goal: Score) -> Result<(), String> {
    if (1..=MAX_GOAL).contains(&goal) {
        Ok(())
    } else {
        Err(t!("gui-goal-out-of-range", most = MAX_GOAL, goal = goal))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition;

    /// The compiled edition's second threshold strategy, by name.
    fn second_threshold() -> &'static str {
        edition::compiled().threshold_strategies[1].0
    }

    fn request() -> GameRequest {
        GameRequest {
            goal: 100,
            sus_fuss: true,
            seed: 7,
            seats: [Seat::Human, Seat::Computer(Computer::Threshold(second_threshold()))],
            choices: vec![3, 0],
            rolls: vec![4, 5, 6],
        }
    }

    #[test]
    fn a_request_reads_back_from_its_json() {
        let json = serde_json::to_string(&Job::Game(request())).unwrap();
        let seats = format!(r#""seats":["human","{}"]"#, second_threshold());
        assert!(json.contains(&seats), "{json}");
        assert_eq!(serde_json::from_str::<Job>(&json).unwrap(), Job::Game(request()));
        let grid = r#"{"grid":{"strategy":"always_roll(4)","goal":50}}"#;
        let job = serde_json::from_str::<Job>(grid).unwrap();
        assert_eq!(job, Job::Grid(GridRequest { strategy: Computer::AlwaysRoll(4), goal: 50 }));
        assert_eq!(serde_json::to_string(&job).unwrap(), grid);
    }

    #[test]
    fn unknown_seats_and_fields_are_refused_with_their_name() {
        let json =
            r#"{"goal":100,"sus_fuss":true,"seed":1,"seats":["human","robot"],"choices":[],"rolls":[]}"#;
        let error = serde_json::from_str::<GameRequest>(json).unwrap_err().to_string();
        assert!(error.contains("no strategy is called \"robot\""), "{error}");
        let json = r#"{"goal":100,"sus_fuss":true,"seed":1,"seats":["human","human"],"choices":[],"rolls":[],"x":1}"#;
        let error = serde_json::from_str::<GameRequest>(json).unwrap_err().to_string();
        assert!(error.contains("unknown field `x`"), "{error}");
    }

    #[test]
    fn histories_no_game_can_have_are_refused() {
        let edition = edition::compiled();
        assert_eq!(request().check(edition), Ok(()));
        let refused = |change: fn(&mut GameRequest)| {
            let mut request = request();
            change(&mut request);
            request.check(edition).unwrap_err()
        };
        assert_eq!(refused(|r| r.goal = 0), "the goal must be from 1 to 200, but it is 0");
        assert_eq!(refused(|r| r.goal = 201), "the goal must be from 1 to 200, but it is 201");
        assert_eq!(refused(|r| r.choices.push(11)), "a player may roll 0 to 10 dice, not 11");
        assert_eq!(refused(|r| r.rolls.push(7)), "a six-sided die rolls 1 to 6, not 7");
        assert_eq!(refused(|r| r.rolls.push(0)), "a six-sided die rolls 1 to 6, not 0");
        assert!(refused(|r| r.seed = u64::MAX).starts_with("the seed must be at most"));
        assert_eq!(refused(|r| r.choices = vec![1; 421]), "a game to 100 lasts at most 420 turns here");
        assert_eq!(refused(|r| r.rolls = vec![2; 4201]), "a game to 100 rolls at most 4200 dice here");
        let grid = GridRequest { strategy: Computer::CatchUp, goal: 1000 };
        assert!(grid.check(edition).is_err());
        for other in edition::all().iter().filter(|other| *other != edition) {
            let foreign = Computer::Threshold(other.threshold_strategies[0].0);
            assert!(GridRequest { strategy: foreign, goal: 10 }.check(edition).is_err());
            let mut request = request();
            request.seats[1] = Seat::Computer(foreign);
            assert!(request.check(edition).unwrap_err().contains("not a strategy of"));
        }
    }
}
