//! A game replayed through the student's `play` from the page's history.
//!
//! The page keeps no score of its own. To make a move it sends every choice and
//! outcome so far; the game is played again from 0 to 0 by the student's `play`,
//! with dice that give the recorded outcomes first and then fresh ones, and
//! strategies that give the recorded choices first. A computer seat then asks the
//! student's strategy; a human seat with no choice left stops the replay there,
//! which is where the page waits. Runs in the worker process.

use std::cell::{Cell, RefCell};

use hog_rules::{Dice, GOAL, Score, make_seeded_dice};

use super::explain::{TurnFacts, explain};
use super::protocol::{Game, GameRequest, Turn};
use crate::computer::Seat;
use crate::crash::{Caught, Halt, TurnLimit, catch, halt};
use crate::edition::Edition;
use crate::ui::{Player, verdict};

/// More dice than a game played by the rules rolls (the same bound as `hog experiments`).
const MAX_ROLLS_PER_GAME: u64 = 100 * GOAL as u64;

/// What the replay has seen so far, filled in by the wrapped strategies, dice and update.
#[derive(Default)]
struct Record {
    /// The choices made, recorded ones first.
    choices: RefCell<Vec<u32>>,
    /// The outcomes rolled, recorded ones first.
    rolls: RefCell<Vec<u32>>,
    /// The outcomes rolled since the current turn's update began.
    turn_rolls: RefCell<Vec<u32>>,
    /// The turns played.
    turns: RefCell<Vec<Turn>>,
    /// The last strategy call: whose it was, with the scores it was given.
    asked: Cell<Option<(Player, Score, Score)>>,
    /// What the game remembers before the next turn, as the edition's turn leaves it: the
    /// student's `play` keeps its own, which only the scores show.
    memory: Cell<u32>,
}

/// Replays `request`'s game with the student's code of `edition` until it is over or waits
/// for a human; a `todo!()`, a panic or an endless game comes back as what was caught.
pub fn replay(edition: &Edition, request: &GameRequest) -> Result<Game, Caught> {
    let record = Record { memory: Cell::new(edition.start_memory), ..Record::default() };
    let limit = TurnLimit::for_goal(request.goal);
    let played = catch(|| {
        let strategy0 = limit.counting(recording_strategy(edition, 0, request, &record));
        let strategy1 = limit.counting(recording_strategy(edition, 1, request, &record));
        let update = recording_update(edition, request.sus_fuss, request.goal, &record);
        let mut dice = recording_dice(request, &record);
        (edition.play)(&strategy0, &strategy1, &update, 0, 0, &mut dice, request.goal)
    });
    let (scores, next_player) = match played {
        Ok((score0, score1)) => ([score0, score1], None),
        Err(Caught::Halt(Halt::AwaitingChoice)) => {
            let (who, score, opponent_score) = record.asked.get().expect("a strategy was asked");
            let scores = if who == 0 { [score, opponent_score] } else { [opponent_score, score] };
            (scores, Some(who))
        }
        Err(caught) => return Err(caught),
    };
    let over = next_player.is_none();
    let winner = match (scores[0] >= request.goal, scores[1] >= request.goal) {
        (true, false) if over => Some(0),
        (false, true) if over => Some(1),
        _ => None,
    };
    Ok(Game {
        turns: record.turns.take(),
        choices: record.choices.take(),
        rolls: record.rolls.take(),
        scores,
        next_player,
        winner,
        verdict: over.then(|| verdict(scores[0], scores[1], request.goal)),
    })
}

/// Player `who`'s strategy: the recorded choices first, then the computer's strategy,
/// or a stop where a human has yet to choose.
fn recording_strategy<'a>(
    edition: &Edition,
    who: Player,
    request: &'a GameRequest,
    record: &'a Record,
) -> impl Fn(Score, Score) -> u32 + 'a {
    let computer = match request.seats[who as usize] {
        Seat::Human => None,
        Seat::Computer(computer) => Some(computer.strategy(edition)),
    };
    move |score, opponent_score| {
        record.asked.set(Some((who, score, opponent_score)));
        let made = record.choices.borrow().len();
        let choice = match (request.choices.get(made), &computer) {
            (Some(&recorded), _) => recorded,
            (None, Some(strategy)) => strategy(score, opponent_score),
            (None, None) => halt(Halt::AwaitingChoice),
        };
        record.choices.borrow_mut().push(choice);
        choice
    }
}

/// Dice that roll the recorded outcomes first, then the seeded die's.
///
/// The seeded die rolls on every call, recorded or not, so the `n`-th outcome of a
/// game is the `n`-th of `make_seeded_dice(6, seed)` unless the history says otherwise:
/// a seeded game on the page is the game `play` plays with that die.
fn recording_dice<'a>(request: &'a GameRequest, record: &'a Record) -> impl FnMut() -> u32 + 'a {
    let mut seeded = make_seeded_dice(6, request.seed);
    move || {
        let fresh = seeded();
        let rolled = record.rolls.borrow().len();
        if rolled as u64 >= MAX_ROLLS_PER_GAME {
            halt(Halt::EndlessGame { rolls: rolled as u64 + 1 });
        }
        let outcome = request.rolls.get(rolled).copied().unwrap_or(fresh);
        record.rolls.borrow_mut().push(outcome);
        record.turn_rolls.borrow_mut().push(outcome);
        outcome
    }
}

/// The edition's `course_update` (or the provided `simple_update`), recording each turn with its message.
fn recording_update<'a>(
    edition: &'a Edition,
    sus_fuss: bool,
    goal: Score,
    record: &'a Record,
) -> impl Fn(u32, Score, Score, &mut Dice) -> Score + 'a {
    let update = edition.update(sus_fuss);
    move |num_rolls, score, opponent_score, dice| {
        record.turn_rolls.take();
        let new_score = update(num_rolls, score, opponent_score, dice);
        let outcomes = record.turn_rolls.take();
        let player = record.asked.get().map_or(0, |(who, _, _)| who);
        let facts = TurnFacts {
            edition,
            player,
            num_rolls,
            score,
            opponent_score,
            memory: record.memory.get(),
            outcomes: &outcomes,
            new_score,
            sus_fuss,
            goal,
        };
        let message = explain(&facts);
        let (_, change) = facts.replayed();
        record.memory.set(change.memory.unwrap_or(facts.memory));
        record.turns.borrow_mut().push(Turn {
            player,
            num_rolls,
            outcomes,
            score,
            opponent_score,
            new_score,
            message,
        });
        new_score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition;

    fn request(seats: [Seat; 2], choices: &[u32], rolls: &[u32]) -> GameRequest {
        GameRequest {
            goal: 100,
            sus_fuss: true,
            seed: 7,
            seats,
            choices: choices.to_vec(),
            rolls: rolls.to_vec(),
        }
    }

    const HUMANS: [Seat; 2] = [Seat::Human, Seat::Human];

    #[cfg(not(feature = "solution"))]
    #[test]
    fn a_stub_comes_back_as_a_todo() {
        if !crate::regions::still_to_write("play") {
            return;
        }
        let caught = replay(edition::compiled(), &request(HUMANS, &[], &[])).unwrap_err();
        assert!(matches!(caught, Caught::NotWritten { .. }), "{caught:?}");
    }

    /// Replays run the student's `play`, so they are checked on the solution.
    #[cfg(feature = "solution")]
    mod with_the_solution {
        use super::*;
        use crate::computer::Computer;
        use hog_i18n::t;

        /// A replay in the compiled edition: what every edition shares.
        fn replay(request: &GameRequest) -> Result<Game, Caught> {
            super::replay(edition::compiled(), request)
        }

        #[test]
        fn a_new_game_waits_for_player_0() {
            let game = replay(&request(HUMANS, &[], &[])).unwrap();
            assert_eq!((game.scores, game.next_player, game.winner), ([0, 0], Some(0), None));
            assert!(game.turns.is_empty() && game.choices.is_empty() && game.rolls.is_empty());
        }

        #[test]
        fn recorded_outcomes_come_first_then_the_seeded_die() {
            let game = replay(&request(HUMANS, &[3, 2], &[4, 2, 3])).unwrap();
            let mut seeded = make_seeded_dice(6, 7);
            let expected: Vec<u32> = [4, 2, 3].into_iter().chain((0..5).map(|_| seeded()).skip(3)).collect();
            assert_eq!(game.rolls, expected);
            let message = &game.turns[0].message;
            assert!(
                // What follows is the edition's rule on totals, if 9 is one it changes.
                message.starts_with("Player 0 rolls 3 dice: 4 + 2 + 3 = 9.")
                    && message.contains(" 0 + 9 = 9."),
                "{message}"
            );
            assert_eq!(game.turns[1].player, 1);
            assert_eq!(game.next_player, Some(0));
        }

        #[test]
        fn a_seeded_game_is_the_one_play_plays_with_the_seeded_die() {
            let choices = [5, 0, 3, 7, 10, 1, 4, 6, 2, 8];
            // The page's choices in the order they are made, whoever makes them: the game
            // says whose turn it is (an edition may give a player another).
            let turn = Cell::new(0);
            let strategy = |_: usize| {
                let turn = &turn;
                move |_: Score, _: Score| {
                    let choice = choices[turn.get() % choices.len()];
                    turn.set(turn.get() + 1);
                    choice
                }
            };
            let mut dice = make_seeded_dice(6, 7);
            let edition = edition::compiled();
            let expected =
                (edition.play)(&strategy(0), &strategy(1), &edition.course_update, 0, 0, &mut dice, 100);
            // Move by move, as the page plays it: each reply's history goes into the next request.
            let mut game = replay(&request(HUMANS, &[], &[])).unwrap();
            while game.next_player.is_some() {
                let mut next = request(HUMANS, &game.choices, &game.rolls);
                next.choices.push(choices[game.choices.len() % choices.len()]);
                game = replay(&next).unwrap();
            }
            assert_eq!((game.scores[0], game.scores[1]), expected);
            assert_eq!(game.winner, Some(if expected.0 >= 100 { 0 } else { 1 }));
            assert!(game.verdict.unwrap().ends_with("wins!"));
        }

        #[test]
        fn a_computer_moves_until_a_human_must_choose() {
            let seats = [Seat::Human, Seat::Computer(Computer::AlwaysRoll(4))];
            // One die on turn 0 gives no extra turn in any edition (Time Trot's would be 0 dice).
            let game = replay(&request(seats, &[1], &[])).unwrap();
            assert_eq!(game.choices, [1, 4]);
            assert_eq!(game.turns.len(), 2);
            assert_eq!(game.next_player, Some(0));
            // A computer playing Player 0 moves before anyone clicks.
            let seats = [Seat::Computer(Computer::AlwaysRoll(4)), Seat::Human];
            let game = replay(&request(seats, &[], &[])).unwrap();
            assert_eq!((game.choices.as_slice(), game.next_player), (&[4][..], Some(1)));
        }

        #[test]
        fn two_computers_play_to_the_end_in_one_replay() {
            let computer = Seat::Computer(Computer::Threshold(edition::compiled().threshold_strategies[1].0));
            let game = replay(&request([computer, computer], &[], &[])).unwrap();
            assert_eq!(game.next_player, None);
            assert!(game.winner.is_some());
            assert_eq!(game.turns.len(), game.choices.len());
        }

        /// The page tells another turn exactly where the student's `play` gives one, in every
        /// edition, however far into the game: the memory the edition's turn keeps (Time
        /// Trot's turn number) is followed from turn to turn.
        #[test]
        fn an_extra_turn_is_told_where_the_game_gives_one() {
            let mut told = 0;
            for edition in edition::all() {
                for seed in 0..24 {
                    let dice = [seed % 4, seed / 4 % 3 + 1].map(|n| n as u32);
                    let seats = dice.map(|n| Seat::Computer(Computer::AlwaysRoll(n)));
                    let game =
                        super::replay(edition, &GameRequest { seed, ..request(seats, &[], &[]) }).unwrap();
                    for (turn, next) in game.turns.iter().zip(game.turns.iter().skip(1)) {
                        let again = t!("explain-extra-turn", player = turn.player);
                        assert_eq!(
                            turn.message.ends_with(&again),
                            next.player == turn.player,
                            "{edition}, seed {seed}: {} then Player {}",
                            turn.message,
                            next.player
                        );
                        told += usize::from(next.player == turn.player);
                    }
                }
            }
            // Where an edition remembers (Time Trot), its games have extra turns to tell.
            if edition::all().iter().any(|edition| edition.memory > 1) {
                assert!(told > 40, "only {told} extra turns in every edition's games");
            }
        }

        /// Histories that show every edition's rules after a turn: each edition's snapshot
        /// (`snapshots/*rules_in_replays@<edition>.snap`) holds the scores they leave, with the
        /// rule on totals and without it. The choices, then the outcomes.
        const HISTORIES: &[(&[u32], &[u32])] = &[
            // 0 + 15 = 15, which has four factors: Sus Fuss.
            (&[5], &[3; 5]),
            // 0 + 16 = 16, a perfect square: Square Swine.
            (&[4], &[4; 4]),
            // Player 0 scores 15; then Player 1's 6 dice of 4 make 24 (no Feral Hogs: |24 - 6|
            // is 18), and 24 against 15 differ by 9: Swine Swap.
            (&[5, 6], &[3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4]),
        ];

        #[test]
        fn every_editions_rules_apply_in_a_replay() {
            for edition in edition::all() {
                let mut scores = String::new();
                for &(choices, rolls) in HISTORIES {
                    let mut request = request(HUMANS, choices, rolls);
                    let with = super::replay(edition, &request).unwrap().scores;
                    request.sus_fuss = false;
                    let without = super::replay(edition, &request).unwrap().scores;
                    scores.push_str(&format!(
                        "choices {choices:?}, rolls {rolls:?}: {with:?} with the rule on totals, {without:?} without\n"
                    ));
                }
                crate::edition::assert_edition_snapshot!(edition, "rules_in_replays", scores);
            }
        }
    }
}
