//! Exact analysis of a game whose structure is not the classic one, checked against what
//! shares none of its code. The game mixes the kinds of rule the course has used: four-sided
//! dice where the scores' sum is a multiple of 7 (Hog Wild), at most one die where the sum
//! ends in 7 (Hog Tied), and another turn for the mover whose turn leaves the scores' sum a
//! multiple of 5 (an extra turn, of Time Trot's kind), zero dice included.
//!
//! The checks: value iteration over the whole game at once (no layers by sum), with each
//! roll's outcomes enumerated one die at a time; and games played turn by turn with random
//! dice, as a `play` that follows the rules would.

use hog_exact::{Game, Grid, matchup, optimal, win_chances};
use hog_rules::turn::{Transition, Turn};
use hog_rules::{Dice, Score};
use rand::{Rng, SeedableRng};

/// Small enough for value iteration to settle in a moment, large enough for every rule to fire.
const GOAL: Score = 30;

fn zero_dice(score: Score, opponent: Score) -> u32 {
    (3 * (opponent / 10 % 10).abs_diff(score % 10)).max(1)
}

fn sides(score: Score, opponent: Score) -> u32 {
    if (score + opponent).is_multiple_of(7) { 4 } else { 6 }
}

fn most_dice(score: Score, opponent: Score) -> u32 {
    if (score + opponent) % 10 == 7 { 1 } else { 10 }
}

fn extra_turn(_dice: u32, mover: Score, other: Score) -> bool {
    (mover + other).is_multiple_of(5)
}

/// Sow Sad: 1 with any 1 among the dice, else their sum.
fn sow_sad(num_rolls: u32, dice: &mut Dice) -> u32 {
    let faces: Vec<u32> = (0..num_rolls).map(|_| dice()).collect();
    if faces.contains(&1) { 1 } else { faces.iter().sum() }
}

/// The game's turn as one transition, each rule a line of it.
fn game() -> Game {
    let earn = |turn: &Turn| {
        if turn.rolls_dice() { turn.rolled() } else { zero_dice(turn.score(), turn.opponent_score()) }
    };
    let settle = |turn: &mut Turn| {
        if extra_turn(turn.num_rolls(), turn.total(), turn.opponent_score()) {
            turn.take_another_turn();
        }
    };
    let transition = Transition {
        memory: 1,
        start_memory: 0,
        dice_sides: &|state| sides(state.score, state.opponent_score),
        most_dice: &|state| most_dice(state.score, state.opponent_score),
        roll_dice: &sow_sad,
        earn: &earn,
        settle: &settle,
    };
    Game::from_transition(GOAL, true, &transition).expect("the turn reads through its Turn")
}

/// The points of `dice` dice of `sides` sides and their chances, one die at a time: (sum so
/// far, whether a 1 came up) to chance.
fn outcomes(dice: u32, sides: u32) -> Vec<(u32, f64)> {
    let mut states = std::collections::BTreeMap::from([((0u32, false), 1.0)]);
    for _ in 0..dice {
        let mut next = std::collections::BTreeMap::new();
        for (&(sum, one), &chance) in &states {
            for face in 1..=sides {
                *next.entry((sum + face, one || face == 1)).or_insert(0.0) += chance / f64::from(sides);
            }
        }
        states = next;
    }
    let mut points = std::collections::BTreeMap::new();
    for ((sum, one), chance) in states {
        *points.entry(if one { 1 } else { sum }).or_insert(0.0) += chance;
    }
    points.into_iter().collect()
}

/// Where one turn of `choice` dice from `(score, opponent)` leads: (chance, mover's score
/// after it, whether the mover moves again).
fn turn(score: Score, opponent: Score, choice: u32) -> Vec<(f64, Score, bool)> {
    let dice = choice.min(most_dice(score, opponent));
    let results = if dice == 0 {
        vec![(zero_dice(score, opponent), 1.0)]
    } else {
        outcomes(dice, sides(score, opponent))
    };
    results
        .into_iter()
        .map(|(points, chance)| (chance, score + points, extra_turn(dice, score + points, opponent)))
        .collect()
}

/// The mover's chance from a turn's results, with `own` the mover's chances when it moves
/// again and `theirs` the other player's as the next mover.
fn after_turn(results: &[(f64, Score, bool)], opponent: Score, own: &[f64], theirs: &[f64]) -> f64 {
    let at = |s: Score, o: Score| (s * GOAL + o) as usize;
    results
        .iter()
        .map(|&(chance, mover, again)| {
            chance
                * if mover >= GOAL {
                    1.0
                } else if again {
                    own[at(mover, opponent)]
                } else {
                    1.0 - theirs[at(opponent, mover)]
                }
        })
        .sum()
}

/// Value iteration of the whole game: A's and B's chances as the mover, for fixed strategies
/// or, where a strategy is `None`, the best choice.
fn iterate(
    a: Option<&dyn Fn(Score, Score) -> u32>,
    b: Option<&dyn Fn(Score, Score) -> u32>,
) -> [Vec<f64>; 2] {
    let cells = (GOAL * GOAL) as usize;
    // Every turn's results, worked out once: results[position][choice].
    let results: Vec<Vec<Vec<(f64, Score, bool)>>> = (0..GOAL)
        .flat_map(|score| (0..GOAL).map(move |opponent| (score, opponent)))
        .map(|(score, opponent)| (0..=10).map(|choice| turn(score, opponent, choice)).collect())
        .collect();
    let mut chances = [vec![0.5; cells], vec![0.5; cells]];
    for _ in 0..10_000 {
        let mut change: f64 = 0.0;
        for score in 0..GOAL {
            for opponent in 0..GOAL {
                let at = (score * GOAL + opponent) as usize;
                for (who, strategy) in [a, b].into_iter().enumerate() {
                    let value = |choice: u32| {
                        after_turn(&results[at][choice as usize], opponent, &chances[who], &chances[1 - who])
                    };
                    let new = match strategy {
                        Some(strategy) => value(strategy(score, opponent)),
                        None => (0..=10).map(value).fold(0.0, f64::max),
                    };
                    change = change.max((new - chances[who][at]).abs());
                    chances[who][at] = new;
                }
            }
        }
        if change < 1e-14 {
            return chances;
        }
    }
    panic!("value iteration did not settle");
}

fn catch_up(score: Score, opponent: Score) -> u32 {
    if score < opponent { 6 } else { 3 }
}

fn four(_: Score, _: Score) -> u32 {
    4
}

/// `strategy` as the solver takes it.
fn table(strategy: fn(Score, Score) -> u32) -> Grid<u8> {
    Grid::from_fn(GOAL, |score, opponent| strategy(score, opponent) as u8)
}

#[test]
fn every_rule_of_the_structure_fires_in_this_game() {
    let game = game();
    assert!(game.has_extra_turns());
    assert!((0..GOAL).any(|s| sides(s, 0) == 4) && (0..GOAL).any(|s| most_dice(s, 0) == 1));
}

#[test]
fn two_strategies_agree_with_value_iteration_at_every_position() {
    let game = game();
    let (a, b) = (table(catch_up), table(four));
    let (a_moves, b_moves) = win_chances(&game, &a, &b).unwrap();
    let [a_iterated, b_iterated] = iterate(Some(&catch_up), Some(&four));
    for score in 0..GOAL {
        for opponent in 0..GOAL {
            let at = (score * GOAL + opponent) as usize;
            let (solved, iterated) = (a_moves.at(score, opponent), a_iterated[at]);
            assert!(
                (solved - iterated).abs() < 1e-9,
                "A at {score} to {opponent}: {solved} against {iterated}"
            );
            let (solved, iterated) = (b_moves.at(score, opponent), b_iterated[at]);
            assert!(
                (solved - iterated).abs() < 1e-9,
                "B at {score} to {opponent}: {solved} against {iterated}"
            );
        }
    }
}

#[test]
fn the_optimal_strategy_agrees_with_value_iteration_and_keeps_to_the_cap() {
    let game = game();
    let solved = optimal(&game).unwrap();
    let [iterated, _] = iterate(None, None);
    for score in 0..GOAL {
        for opponent in 0..GOAL {
            let (exact, expected) =
                (solved.chances.at(score, opponent), iterated[(score * GOAL + opponent) as usize]);
            assert!(
                (exact - expected).abs() < 1e-9,
                "optimal at {score} to {opponent}: {exact} against {expected}"
            );
            let dice = u32::from(solved.dice.at(score, opponent));
            assert!(dice <= most_dice(score, opponent), "{dice} dice at {score} to {opponent}, past the cap");
        }
    }
}

/// One game played turn by turn with random dice by the same rules, A moving first or not:
/// whether A wins.
fn played(rng: &mut impl Rng, a_first: bool) -> bool {
    let (mut a, mut b) = (0, 0);
    let mut a_moves = a_first;
    loop {
        let (mover, other) = if a_moves { (a, b) } else { (b, a) };
        let choice = if a_moves { catch_up(mover, other) } else { four(mover, other) };
        let dice = choice.min(most_dice(mover, other));
        let sides = sides(mover, other);
        let points = if dice == 0 {
            zero_dice(mover, other)
        } else {
            let faces: Vec<u32> = (0..dice).map(|_| rng.random_range(1..=sides)).collect();
            if faces.contains(&1) { 1 } else { faces.iter().sum() }
        };
        let moved = mover + points;
        if a_moves {
            a = moved
        } else {
            b = moved
        }
        if moved >= GOAL {
            return a_moves;
        }
        if !extra_turn(dice, moved, other) {
            a_moves = !a_moves;
        }
    }
}

#[test]
fn games_played_turn_by_turn_land_within_four_standard_errors() {
    let exact = matchup(&game(), &table(catch_up), &table(four)).unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(61);
    const GAMES: u32 = 100_000;
    for (seat, a_first, value) in [("first", true, exact.first), ("second", false, exact.second)] {
        let won = (0..GAMES).filter(|_| played(&mut rng, a_first)).count() as f64 / f64::from(GAMES);
        let error = (value * (1.0 - value) / f64::from(GAMES)).sqrt();
        let distance = (won - value).abs() / error;
        assert!(
            distance < 4.0,
            "going {seat}: played {won:.5}, exact {value:.5}, {distance:.1} standard errors apart: the \
             solver does not follow the structure the games were played by"
        );
    }
}
