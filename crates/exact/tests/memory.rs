//! Exact analysis of a game whose turn needs a memory and changes the other player's score,
//! written as an edition would write it, checked against games played by the same turn.
//!
//! The rules: Pig Out (a roll with a 1 earns nothing), Piggy Back (a roll that earns nothing
//! gives the opponent a point per die), and Time Trot (turns are numbered from 0 across both
//! players; rolling exactly `turn_number % 8` dice gives another turn, never two in a row).
//! The memory holds the turn number modulo 8 and whether the last turn was an extra one.

use hog_exact::{Game, Grid, matchup, tabulate};
use hog_rules::turn::{State, Transition, Turn};
use hog_rules::{Dice, MAX_ROLLS, Score, make_seeded_dice};

const GOAL: Score = 30;

/// Pig Out: 0 with any 1, else the sum.
fn pig_out(num_rolls: u32, dice: &mut Dice) -> u32 {
    let faces: Vec<u32> = (0..num_rolls).map(|_| dice()).collect();
    if faces.contains(&1) { 0 } else { faces.iter().sum() }
}

/// No dice earn one more than the opponent's tens digit.
fn earn(turn: &Turn) -> u32 {
    if turn.rolls_dice() { turn.rolled() } else { turn.opponent_score() / 10 + 1 }
}

/// Piggy Back, then Time Trot, with its memory: the turn number modulo 8, plus 8 after an
/// extra turn.
fn settle(turn: &mut Turn) {
    if turn.rolls_dice() && turn.points() == 0 {
        turn.set_opponent_score(turn.opponent_score() + turn.num_rolls());
    }
    let (number, after_extra) = (turn.memory() % 8, turn.memory() >= 8);
    let again = !after_extra && turn.num_rolls() == number;
    if again {
        turn.take_another_turn();
    }
    turn.remember((number + 1) % 8 + if again { 8 } else { 0 });
}

fn transition() -> Transition<'static> {
    Transition {
        memory: 16,
        start_memory: 0,
        dice_sides: &|_| 6,
        most_dice: &|_| MAX_ROLLS,
        roll_dice: &pig_out,
        earn: &earn,
        settle: &settle,
    }
}

#[test]
fn a_game_with_a_memory_is_solved_as_it_is_played() {
    let game = Game::from_transition(GOAL, true, &transition()).unwrap();
    assert_eq!(game.memory(), 16);
    assert!(game.has_extra_turns() && game.tables().settle_reads_dice);
    let (three, five) = (|_: Score, _: Score| 3, |_: Score, _: Score| 5);
    let exact = matchup(&game, &tabulate(GOAL, three).unwrap(), &tabulate(GOAL, five).unwrap()).unwrap();
    // The same turn played: as many games with each player first.
    let games = 100_000;
    let mut wins = 0;
    for seed in 0..games {
        let dice = &mut make_seeded_dice(6, seed);
        let first = seed % 2 == 0;
        let strategies: [&dyn Fn(Score, Score) -> u32; 2] =
            if first { [&three, &five] } else { [&five, &three] };
        let scores = transition().game(strategies, [0, 0], dice, GOAL, true);
        let mine = if first { scores[0] } else { scores[1] };
        wins += u32::from(mine >= GOAL);
    }
    let sampled = f64::from(wins) / games as f64;
    let error = (sampled * (1.0 - sampled) / games as f64).sqrt();
    assert!(
        (sampled - exact.average()).abs() < 4.5 * error,
        "exact {} against sampled {sampled} ± {error}",
        exact.average()
    );
}

#[test]
fn memory_changes_the_chances_where_the_turn_number_gives_another_turn() {
    let game = Game::from_transition(GOAL, true, &transition()).unwrap();
    // From the start, turn 0: rolling none gives another turn; at turn 3, three dice do.
    let none = Grid::from_fn(GOAL, |_, _| 0u8);
    assert!(matchup(&game, &none, &Grid::from_fn(GOAL, |_, _| 4u8)).is_ok());
    let start = game.start();
    assert_eq!(start, State::new(0, 0, 0));
    let tables = game.tables();
    let (_, after) = tables.after(start, 0, 0);
    assert!(after.again && after.memory == 9, "{after:?}");
    let (_, after) = tables.after(State::new(5, 5, 3), 3, 1);
    assert!(after.again, "three dice on turn 3");
    assert_eq!((after.mover, after.other), (5, 8), "Pig Out, then Piggy Back gives three");
    let (_, after) = tables.after(State::new(5, 5, 11), 3, 9);
    assert!(!after.again, "never two extra turns in a row");
}
