//! The edition of the rules a command plays, as one value: its names and its functions.
//!
//! The tools never name an edition's functions (`sus_points`, `is_swap`...): they call the
//! items every edition ends its files with (`earn`, `settle`, `course_update`,
//! `THRESHOLD_STRATEGIES`...), which call the student's own. Gathering those items in an
//! [`Edition`] lets one build run any edition it has compiled: every edition in solution mode
//! (each a namespace `hog_rules::editions::<name>`, and the same in the other teaching
//! crates), the student's own otherwise. Tests then check every edition in one run.

use std::fmt;

use hog_i18n::t;
use hog_rules::turn::{Change, State, Transition};
use hog_rules::{Dice, Score, Turn};
use hog_strategies::Strategy;

/// An update: a number of dice, the mover's score, the opponent's and the dice give the
/// mover's new score (`simple_update`, `course_update`).
pub type Update = fn(u32, Score, Score, &mut Dice) -> Score;

/// A strategy a game takes, whatever made it.
pub type DynStrategy<'a> = &'a dyn Fn(Score, Score) -> u32;

/// The edition's `play`, its strategies and update taken as trait objects, so that every
/// edition's `play` has this one type.
pub type Play = fn(
    DynStrategy<'_>,
    DynStrategy<'_>,
    &dyn Fn(u32, Score, Score, &mut Dice) -> Score,
    Score,
    Score,
    &mut Dice,
    Score,
) -> (Score, Score);

/// A threshold strategy (problems 10 and 11): scores, then the threshold and the number of dice.
pub type ThresholdStrategy = fn(Score, Score, u32, u32) -> u32;

/// The edition's `winner`: one game with every rule to `GOAL`, 0 when Player 0 ends ahead.
pub type Winner = fn(DynStrategy<'_>, DynStrategy<'_>, &mut Dice) -> u32;

/// One edition of the rules, strategies and experiments, as compiled into this build.
pub struct Edition {
    /// Its name in the registry (`editions/editions.toml`), such as `boar-sus`.
    pub name: &'static str,
    /// What the rule that scores zero dice is called (Boar Brawl...).
    pub zero_dice_rule: &'static str,
    /// What the rule on totals is called (Sus Fuss...), if the edition has one.
    pub total_rule_name: Option<&'static str>,
    /// What the rule that exchanges the scores is called (Swine Swap), if the edition has one.
    pub swap_rule: Option<&'static str>,
    /// What the rule that changes the dice's sides is called (Hog Wild), if the edition has one.
    pub dice_sides_rule: Option<&'static str>,
    /// What the rule that holds the number of dice down is called (Hog Tied), if the edition has one.
    pub most_dice_rule: Option<&'static str>,
    /// `roll_dice` (problem 01).
    pub roll_dice: fn(u32, &mut Dice) -> u32,
    /// The sides of the dice a turn rolls from a state.
    pub dice_sides: fn(State) -> u32,
    /// The most dice a turn rolls from a state.
    pub most_dice: fn(State) -> u32,
    /// How many values the edition remembers from turn to turn besides the scores.
    pub memory: u32,
    /// The memory a game starts with.
    pub start_memory: u32,
    /// The points a turn earns (the turn's first part).
    pub earn: fn(&Turn) -> u32,
    /// What follows from them (its second part).
    pub settle: fn(&mut Turn),
    /// The update without the rule on totals.
    pub simple_update: Update,
    /// The update a course game plays with.
    pub course_update: Update,
    /// `play` (problem 05).
    pub play: Play,
    /// `always_roll` (problem 06).
    pub always_roll: fn(u32) -> Strategy,
    /// `always_roll_5`, provided.
    pub always_roll_5: fn(Score, Score) -> u32,
    /// `catch_up`, provided.
    pub catch_up: fn(Score, Score) -> u32,
    /// The edition's two threshold strategies (problems 10 and 11), with their names.
    pub threshold_strategies: [(&'static str, ThresholdStrategy); 2],
    /// The course's threshold for them.
    pub threshold: u32,
    /// The course's number of dice for them.
    pub num_rolls: u32,
    /// `final_strategy` (problem 12).
    pub final_strategy: fn(Score, Score) -> u32,
    /// How many turns `max_scoring_num_rolls` averages in the course's experiments.
    pub times_called: u32,
    /// `max_scoring_num_rolls` (problem 09).
    pub max_scoring_num_rolls: fn(&mut Dice, u32) -> u32,
    /// The strategies the experiments measure, with their names (`contenders`).
    pub contenders: fn() -> Vec<(&'static str, Strategy)>,
    /// `winner`, provided: a game with every rule.
    pub winner: Winner,
}

impl fmt::Debug for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Edition({})", self.name)
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

impl PartialEq for Edition {
    fn eq(&self, other: &Edition) -> bool {
        self.name == other.name
    }
}

impl Eq for Edition {}

impl Edition {
    /// The update a game plays with: `course_update` with the rule on totals, else `simple_update`.
    pub fn update(&self, total_rule: bool) -> Update {
        if total_rule { self.course_update } else { self.simple_update }
    }

    /// The edition's turn as one transition, the form every tool that follows the rules
    /// without a `play` takes.
    pub fn transition(&self) -> Transition<'_> {
        Transition {
            memory: self.memory,
            start_memory: self.start_memory,
            dice_sides: &self.dice_sides,
            most_dice: &self.most_dice,
            roll_dice: &self.roll_dice,
            earn: &self.earn,
            settle: &self.settle,
        }
    }

    /// A state of this edition's game at these scores, with the memory a game starts with
    /// (what a tool that sees only the scores, such as a student's `play`, can know).
    pub fn state(&self, score: Score, opponent_score: Score) -> State {
        State::new(score, opponent_score, self.start_memory)
    }

    /// The points of zero dice at these scores.
    pub fn zero_dice_points(&self, score: Score, opponent_score: Score) -> u32 {
        (self.earn)(&Turn::new(self.state(score, opponent_score), &[], 0, true))
    }

    /// A turn of `num_rolls` dice at these scores, from the memory a game starts with, told
    /// again from the `outcomes` it rolled: [`Edition::replayed_at`] for a tool that sees
    /// only the scores.
    pub fn replayed(
        &self,
        num_rolls: u32,
        score: Score,
        opponent: Score,
        outcomes: &[u32],
        rule_on_totals: bool,
    ) -> (u32, Change) {
        self.replayed_at(self.state(score, opponent), num_rolls, outcomes, rule_on_totals)
    }

    /// A turn of `num_rolls` dice from `state` told again from the `outcomes` it rolled (none
    /// for no dice), by the edition's `roll_dice`, `earn` and `settle`: its points and what
    /// followed them, in a game with its rule on totals or not.
    pub fn replayed_at(
        &self,
        state: State,
        num_rolls: u32,
        outcomes: &[u32],
        rule_on_totals: bool,
    ) -> (u32, Change) {
        // The dice of fewer sides were made from six-sided ones by rolling again any outcome
        // above their sides, as `Transition::play` does: those outcomes do not count.
        let sides = (self.dice_sides)(state);
        let faces: Vec<u32> = if num_rolls == 0 {
            Vec::new()
        } else {
            outcomes.iter().copied().filter(|&o| sides >= 6 || o <= sides).collect()
        };
        let mut replay = faces.iter().copied().cycle();
        let rolled =
            if num_rolls == 0 { 0 } else { (self.roll_dice)(num_rolls, &mut || replay.next().unwrap_or(1)) };
        self.transition().outcome(state, &faces, rolled, rule_on_totals)
    }

    /// Whether the player who moved from `score` against `opponent` to `new_score`
    /// moves again in a game to `goal`: the turn's `settle` gives another turn, and no score
    /// has reached the goal (the game is over: there is no next turn to name).
    pub fn extra_turn_after(&self, change: Change, new_score: Score, opponent: Score, goal: Score) -> bool {
        let other = change.opponent_score.unwrap_or(opponent);
        change.again && new_score < goal && other < goal
    }
}

/// The edition whose items are at the paths given, one path per teaching crate: a namespace
/// `editions::<name>` in solution mode, the crate's root (the student's files) otherwise.
/// `src/editions.rs`, generated from the registry, names them.
macro_rules! edition_at {
    ($($rules:ident)::+, $($strategies:ident)::+, $($experiments:ident)::+) => {
        Edition {
            name: $($rules)::+::EDITION,
            zero_dice_rule: $($rules)::+::ZERO_DICE_RULE,
            total_rule_name: $($rules)::+::TOTAL_RULE,
            swap_rule: $($rules)::+::SWAP_RULE,
            dice_sides_rule: $($rules)::+::DICE_SIDES_RULE,
            most_dice_rule: $($rules)::+::MOST_DICE_RULE,
            roll_dice: $($rules)::+::roll_dice,
            dice_sides: $($rules)::+::dice_sides,
            most_dice: $($rules)::+::most_dice,
            memory: $($rules)::+::MEMORY,
            start_memory: $($rules)::+::START_MEMORY,
            earn: $($rules)::+::earn,
            settle: $($rules)::+::settle,
            simple_update: $($rules)::+::simple_update,
            course_update: $($rules)::+::course_update,
            play: |strategy0, strategy1, update, score0, score1, dice, goal| {
                $($rules)::+::play(strategy0, strategy1, update, score0, score1, dice, goal)
            },
            always_roll: $($strategies)::+::always_roll,
            always_roll_5: $($strategies)::+::always_roll_5,
            catch_up: $($strategies)::+::catch_up,
            threshold_strategies: $($strategies)::+::THRESHOLD_STRATEGIES,
            threshold: $($strategies)::+::THRESHOLD,
            num_rolls: $($strategies)::+::NUM_ROLLS,
            final_strategy: $($strategies)::+::final_strategy,
            times_called: $($experiments)::+::TIMES_CALLED,
            max_scoring_num_rolls: $($experiments)::+::max_scoring_num_rolls,
            contenders: || {
                $($experiments)::+::contenders().into_iter().map(|c| (c.name, c.strategy)).collect()
            },
            winner: |strategy0, strategy1, dice| $($experiments)::+::winner(strategy0, strategy1, dice),
        }
    };
}

pub(crate) use edition_at;

/// Every edition this build can run.
pub fn all() -> &'static [Edition] {
    &crate::editions::ALL
}

/// The edition the teaching crates were built with (the checkout's, or the student's): what
/// every command plays without `--edition`.
pub fn compiled() -> &'static Edition {
    all().iter().find(|edition| edition.name == hog_rules::EDITION).expect("the compiled edition is listed")
}

/// The edition called `name`, or why this build cannot run it.
pub fn named(name: &str) -> Result<&'static Edition, String> {
    if let Some(edition) = all().iter().find(|edition| edition.name == name) {
        return Ok(edition);
    }
    if cfg!(feature = "solution") {
        let names: Vec<&str> = all().iter().map(|edition| edition.name).collect();
        Err(t!("edition-unknown", name = name, editions = names.join(", ")))
    } else {
        Err(t!("edition-only-own", edition = compiled().name))
    }
}

/// Checks `text` against the stored snapshot `name` of `edition`, kept in the edition's folder
/// (`editions/<name>/snapshots/hog/`) with the rest of what is its own.
#[cfg(all(test, feature = "solution"))]
macro_rules! assert_edition_snapshot {
    ($edition:expr, $name:expr, $text:expr) => {
        let folder = format!("{}/../../editions/{}/snapshots/hog", env!("CARGO_MANIFEST_DIR"), $edition.name);
        insta::with_settings!({ snapshot_path => folder, prepend_module_to_snapshot => false, omit_expression => true }, {
            insta::assert_snapshot!($name, $text);
        });
    };
}
#[cfg(all(test, feature = "solution"))]
pub(crate) use assert_edition_snapshot;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_edition_is_the_default_and_found_by_name() {
        assert_eq!(compiled().name, hog_rules::EDITION);
        assert_eq!(named(hog_rules::EDITION), Ok(compiled()));
        let error = named("no-such-edition").unwrap_err();
        assert!(error.contains(compiled().name), "{error}");
    }

    /// Every edition of the registry is compiled in solution mode, in its order.
    #[cfg(feature = "solution")]
    #[test]
    fn every_edition_of_the_registry_is_here() {
        let registry = include_str!("../../../editions/editions.toml");
        let listed: Vec<&str> =
            registry.lines().filter_map(|line| line.strip_prefix("name = \"")?.strip_suffix('"')).collect();
        let compiled: Vec<&str> = all().iter().map(|edition| edition.name).collect();
        assert_eq!(compiled, listed);
    }

    /// Each edition's turn as one transition, held to the edition's rules as its problems
    /// state them: turn by turn, and game by game against its own `play`.
    #[cfg(feature = "solution")]
    mod transition {
        use super::*;
        use hog_rules::table::{Tables, faces_within};
        use hog_rules::{make_seeded_dice, make_test_dice};

        /// The mover's score after a turn by the edition's update (problems 03 and 04), on
        /// dice that come up `faces`, before any swap.
        fn by_update(edition: &Edition, state: State, faces: &[u32], rule_on_totals: bool) -> Score {
            // No dice are rolled for none, but a test die needs an outcome.
            let outcomes = if faces.is_empty() { &[1][..] } else { faces };
            let update = edition.update(rule_on_totals);
            update(faces.len() as u32, state.score, state.opponent_score, &mut make_test_dice(outcomes))
        }

        /// Tabulated by the values each part reads, the turn is the turn: at every position,
        /// for every number of dice and every class of the dice, it is what the edition's
        /// `earn` and `settle` make of it, and its mover's score is the edition's update's.
        #[test]
        fn every_editions_tabulated_turn_is_its_turn_at_every_position() {
            for edition in all() {
                let transition = edition.transition();
                for rule_on_totals in [true, false] {
                    let tables = Tables::new(&transition, 100, rule_on_totals).unwrap();
                    for state in tables.positions() {
                        let at = tables.index(state);
                        let (sides, set) = (u32::from(tables.sides[at]), usize::from(tables.roll_set[at]));
                        let mut turns = vec![(0, 0, Vec::new())];
                        for k in 1..=u32::from(tables.most_dice[at]) {
                            for &(class, _, rolled) in tables.roll(set, k) {
                                turns.push((k, class, faces_within(k, class, sides)));
                                assert_eq!(
                                    rolled,
                                    (edition.roll_dice)(k, &mut make_test_dice(&turns.last().unwrap().2))
                                );
                            }
                        }
                        for (k, class, faces) in turns {
                            let (points, after) = tables.after(state, k, class);
                            let rolled =
                                if k == 0 { 0 } else { (edition.roll_dice)(k, &mut make_test_dice(&faces)) };
                            let (played, change) = transition.outcome(state, &faces, rolled, rule_on_totals);
                            assert_eq!(
                                (points, after),
                                (played, change.apply(state, played)),
                                "{edition}: {faces:?} at {state:?}"
                            );
                            let mover = change.score.unwrap_or(state.score + points);
                            let updated = by_update(edition, state, &faces, rule_on_totals);
                            assert_eq!(mover, updated, "{edition}: the update of {faces:?} at {state:?}");
                        }
                    }
                }
            }
        }

        #[test]
        fn games_by_the_transition_are_the_editions_own_play() {
            for edition in all() {
                for seed in 0..300u64 {
                    // Zero dice only where every edition's zero-dice rule scores, so that no
                    // game can go on for ever.
                    let choose = |salt: u64| {
                        move |s: Score, o: Score| {
                            let pick = (u64::from(s) * 7 + u64::from(o) * 3 + salt) % 11;
                            if pick == 0 && o < 16 { 1 } else { pick as u32 }
                        }
                    };
                    let (first, second) = (choose(seed), choose(seed / 3 + 1));
                    let (start, goal) = ((seed % 40) as u32, 30 + (seed % 90) as u32);
                    let played = (edition.play)(
                        &first,
                        &second,
                        &edition.course_update,
                        start,
                        0,
                        &mut make_seeded_dice(6, seed),
                        goal,
                    );
                    let transition = edition.transition();
                    let by_turns = transition.game(
                        [&first, &second],
                        [start, 0],
                        &mut make_seeded_dice(6, seed),
                        goal,
                        true,
                    );
                    assert_eq!([played.0, played.1], by_turns, "{edition}, seed {seed}");
                }
            }
        }
    }
}
