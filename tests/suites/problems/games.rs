//! What problem 05's suites share in every edition, its own `play` or the shared one: traced
//! games that no edition's rules change, and what every game must do, whatever the
//! strategies, dice, starting scores and goal.

use hog_i18n::{Said, said};
use std::cell::RefCell;

use crate::student::rules::*;
use hog_dice::turn::{After, Input, State, Turn, inputs_of, settling};
use hog_grader::{Case, Suite, case};

use crate::mock::{sum_update, traced_play};
use crate::property::{self, seeded_outcomes, seeded_strategy};

/// What every game must do, whatever the strategies, dice, starting scores and goal.
pub fn invariants() -> Suite {
    Suite::scored(vec![Case::new("games-strategies-dice-starting", |s| {
        s.property(&said!("games-property-seeded-strategies-dice"), || holds_for(Order::student()));
    })])
}

/// A `play` as the tools call it: strategies and update passed by reference.
type Play = fn(
    &dyn Fn(Score, Score) -> u32,
    &dyn Fn(Score, Score) -> u32,
    &dyn Fn(u32, Score, Score, &mut Dice) -> Score,
    Score,
    Score,
    &mut Dice,
    Score,
) -> (Score, Score);

/// What decides the order of a game's turns, and the `play` that must follow it: the
/// student's with the edition's rules, or a test's own (so that a rule no registered edition
/// has, such as an extra turn, is proven too).
#[derive(Clone, Copy)]
struct Order {
    play: Play,
    /// The memory a game starts with (the turn number, say; 0 where the edition keeps none).
    start_memory: u32,
    /// The most dice a turn from a state rolls: a strategy's choice above it is capped.
    most_dice: fn(State) -> u32,
    /// Where a turn of that many dice from a state leaves the game once the update gave the
    /// mover a new score: both scores, the next memory, and whether the mover moves again.
    after: fn(u32, State, Score) -> After,
}

impl Order {
    /// The student's `play`, which must follow the edition's own turn: its cap on the dice,
    /// and what its `settle` does once the update has given the new score (the update applied
    /// any rule on totals already).
    fn student() -> Order {
        Order {
            play: |strategy0, strategy1, update, score0, score1, dice, goal| {
                play(strategy0, strategy1, update, score0, score1, dice, goal)
            },
            start_memory: crate::edition::graded().start_memory,
            most_dice,
            after: |num_rolls, before, new| {
                let mut inputs =
                    settling(inputs_of(before, num_rolls, 0, 0), new.saturating_sub(before.score));
                inputs[Input::Total.index()] = new;
                let mut turn = Turn::from_inputs(inputs, &[], false, false);
                settle(&mut turn);
                let change = turn.change();
                let mover = change.score.unwrap_or(new);
                let other = change.opponent_score.unwrap_or(before.opponent_score);
                let (mover, other) = if change.swap { (other, mover) } else { (mover, other) };
                After { mover, other, memory: change.memory.unwrap_or(before.memory), again: change.again }
            },
        }
    }
}

/// Checks [`check_game`] on 300 seeded games.
fn holds_for(order: Order) -> Result<Said, Said> {
    property::check((0u64..1_000_000, 0u32..60, 0u32..60, 1u32..120), |(seed, start0, start1, goal)| {
        check_game(order, seed, (start0, start1), goal)
    })
}

/// Plays one game with `order`'s `play`, recording every call, and checks it turn by turn.
fn check_game(order: Order, seed: u64, start: (Score, Score), goal: Score) -> Result<(), Said> {
    #[derive(Debug)]
    enum Call {
        Strategy { player: usize, own: Score, opponent: Score, chose: u32 },
        Update { num_rolls: u32, own: Score, opponent: Score, new: Score },
    }
    let calls = RefCell::new(Vec::new());
    let strategy = |player: usize| {
        let choose = seeded_strategy(seed * 2 + player as u64);
        let calls = &calls;
        move |own, opponent| {
            let chose = choose(own, opponent);
            calls.borrow_mut().push(Call::Strategy { player, own, opponent, chose });
            assert!(calls.borrow().len() < 10_000, "the game went on for more than 5000 turns");
            chose
        }
    };
    // One point more than the dice, so that every turn makes progress even with 0 dice.
    let update = |num_rolls, own, opponent, dice: &mut Dice| {
        let new = sum_update(num_rolls, own, opponent, dice) + 1;
        calls.borrow_mut().push(Call::Update { num_rolls, own, opponent, new });
        new
    };
    let mut dice = make_test_dice(&seeded_outcomes(seed, 23));
    let game = said!("games-call-seeded-game", seed = seed, start0 = start.0, start1 = start.1, goal = goal);
    let finished = (order.play)(&strategy(0), &strategy(1), &update, start.0, start.1, &mut dice, goal);
    let calls = calls.into_inner();
    let mut scores = [start.0, start.1];
    let mut turns = calls.chunks(2).enumerate();
    let (mut expected_player, mut memory) = (0, order.start_memory);
    while scores[0] < goal && scores[1] < goal {
        let Some((turn, pair)) = turns.next() else {
            return Err(said!(
                "games-stopped-before-either",
                game = game.clone(),
                scores = format!("{scores:?}"),
                goal = goal.to_string()
            ));
        };
        let [
            Call::Strategy { player, own, opponent, chose },
            Call::Update { num_rolls, own: u_own, opponent: u_opp, new },
        ] = pair
        else {
            return Err(said!(
                "games-turn-should-call",
                game = game.clone(),
                turn = turn.to_string(),
                pair = format!("{pair:?}")
            ));
        };
        let current = (scores[expected_player], scores[1 - expected_player]);
        if *player != expected_player {
            return Err(said!(
                "games-turn-called-strategy",
                game = game.clone(),
                turn = turn.to_string(),
                player = player.to_string(),
                expected_player = expected_player.to_string()
            ));
        }
        // A strategy's choice stands unless the edition caps the dice at these scores.
        let state = State::new(current.0, current.1, memory);
        let allowed = (*chose).min((order.most_dice)(state));
        if (*own, *opponent) != current || (*u_own, *u_opp) != current || *num_rolls != allowed {
            return Err(said!(
                "games-turn-player-scores",
                game = game.clone(),
                turn = turn.to_string(),
                player = player.to_string(),
                scores = format!("{scores:?}"),
                own = own.to_string(),
                opponent = opponent.to_string(),
                num_rolls = num_rolls.to_string(),
                u_own = u_own.to_string(),
                u_opp = u_opp.to_string(),
                value1 = (current.0).to_string(),
                value2 = (current.1).to_string(),
                allowed = allowed.to_string(),
                value3 = (current.0).to_string(),
                value4 = (current.1).to_string()
            ));
        }
        // Where the turn leaves the scores (a swap, points for the other player) and whose turn
        // is next are the edition's turn to say: the other player's, unless it gives another.
        let after = (order.after)(*num_rolls, state, *new);
        (scores[expected_player], scores[1 - expected_player]) = (after.mover, after.other);
        memory = after.memory;
        if !after.again {
            expected_player = 1 - expected_player;
        }
    }
    if let Some((turn, pair)) = turns.next() {
        return Err(said!(
            "games-game-went-turn",
            game = game.clone(),
            turn = turn.to_string(),
            scores = format!("{scores:?}"),
            pair = format!("{pair:?}")
        ));
    }
    if finished != (scores[0], scores[1]) {
        return Err(said!(
            "games-returned-expected",
            game = game.clone(),
            finished = format!("{finished:?}"),
            value1 = format!("{:?}", (scores[0], scores[1]))
        ));
    }
    Ok(())
}

/// Traced games with `sum_update` that pin the order of strategy calls, the starting scores and
/// the end of a game; each suite adds its own long game.
pub fn traced_turns() -> Vec<Case> {
    vec![
        case!("games-player-0-moves" {
            # "games-note-line-turn-strategy";
            traced_play(|own, opp| if own < opp { 3 } else { 1 }, |own, opp| if own > opp { 1 } else { 2 },
                sum_update, (0, 0), &[2, 5, 3, 6, 4], 25) => lines TRACE_FIRST;
        }),
        case!("games-starting-scores-ones" {
            traced_play(|_, _| 2, |own, _| own % 3 + 1, sum_update, (10, 25), &[6, 1, 4], 40) => lines TRACE_START;
        }),
        case!("games-game-ends-soon" {
            traced_play(|_, _| 4, |_, _| 1, sum_update, (0, 0), &[5], 20) => lines TRACE_END_FIRST;
            traced_play(|_, _| 1, |_, _| 4, sum_update, (0, 0), &[5], 20) => lines TRACE_END_SECOND;
        }),
        case!("games-score-starts-goal" {
            traced_play(|_, _| 3, |_, _| 3, sum_update, (0, 30), &[2], 30) => lines &["final (0, 30)"];
            traced_play(|_, _| 3, |_, _| 3, sum_update, (30, 0), &[2], 30) => lines &["final (30, 0)"];
        }),
    ]
}

/// A game past 100, which no edition's special rule changes.
pub fn past_100() -> Case {
    case!("games-game-past-100" {
        traced_play(|_, _| 10, |own, opp| if own > opp { 0 } else { 8 },
            simple_update, (90, 60), &[4, 6, 5, 3], 150) => lines TRACE_PAST_100;
    })
}

// Traces recorded from the reference solution and reviewed by hand.

const TRACE_FIRST: &[&str] = &[
    "strategy0(0, 0) -> 1 roll 2; update(1, 0, 0) -> 2",
    "strategy1(0, 2) -> 2 roll 5 roll 3; update(2, 0, 2) -> 8",
    "strategy0(2, 8) -> 3 roll 6 roll 4 roll 2; update(3, 2, 8) -> 14",
    "strategy1(8, 14) -> 2 roll 5 roll 3; update(2, 8, 14) -> 16",
    "strategy0(14, 16) -> 3 roll 6 roll 4 roll 2; update(3, 14, 16) -> 26",
    "final (26, 16)",
];

const TRACE_START: &[&str] = &[
    "strategy0(10, 25) -> 2 roll 6 roll 1; update(2, 10, 25) -> 17",
    "strategy1(25, 17) -> 2 roll 4 roll 6; update(2, 25, 17) -> 35",
    "strategy0(17, 35) -> 2 roll 1 roll 4; update(2, 17, 35) -> 22",
    "strategy1(35, 22) -> 3 roll 6 roll 1 roll 4; update(3, 35, 22) -> 46",
    "final (22, 46)",
];

const TRACE_END_FIRST: &[&str] =
    &["strategy0(0, 0) -> 4 roll 5 roll 5 roll 5 roll 5; update(4, 0, 0) -> 20", "final (20, 0)"];

const TRACE_END_SECOND: &[&str] = &[
    "strategy0(0, 0) -> 1 roll 5; update(1, 0, 0) -> 5",
    "strategy1(0, 5) -> 4 roll 5 roll 5 roll 5 roll 5; update(4, 0, 5) -> 20",
    "final (5, 20)",
];

const TRACE_PAST_100: &[&str] = &[
    "strategy0(90, 60) -> 10 roll 4 roll 6 roll 5 roll 3 roll 4 roll 6 roll 5 roll 3 roll 4 roll 6; update(10, 90, 60) -> 136",
    "strategy1(60, 136) -> 8 roll 5 roll 3 roll 4 roll 6 roll 5 roll 3 roll 4 roll 6; update(8, 60, 136) -> 96",
    "strategy0(136, 96) -> 10 roll 5 roll 3 roll 4 roll 6 roll 5 roll 3 roll 4 roll 6 roll 5 roll 3; update(10, 136, 96) -> 180",
    "final (180, 96)",
];

/// The any-game property on rules no registered edition may have: an extra turn and a cap on
/// the dice. A `play` that follows them passes; one that ignores either is caught. It holds a
/// whole `play`, so it is the instructors' alone: a release, without the `hidden` feature,
/// has none of it.
#[cfg(all(test, feature = "hidden"))]
mod tests {
    use super::*;

    /// The mover moves again whenever a turn leaves their score a multiple of 3.
    fn again(_num_rolls: u32, mover: Score, _other: Score) -> bool {
        mover.is_multiple_of(3)
    }

    /// At most two dice when the scores' sum is odd.
    fn capped(own: Score, opponent: Score) -> u32 {
        if (own + opponent) % 2 == 1 { 2 } else { MAX_ROLLS }
    }

    /// Where a turn leaves the game by these rules: the update's score, and another turn
    /// where [`again`] says so.
    fn again_after(num_rolls: u32, before: State, new: Score) -> After {
        let again = again(num_rolls, new, before.opponent_score);
        After { mover: new, other: before.opponent_score, memory: 0, again }
    }

    /// A game by these rules, or with the extra turn or the cap left out.
    fn game(
        strategies: [&dyn Fn(Score, Score) -> u32; 2],
        update: &dyn Fn(u32, Score, Score, &mut Dice) -> Score,
        start: (Score, Score),
        dice: &mut Dice,
        goal: Score,
        (follow_extra_turns, follow_cap): (bool, bool),
    ) -> (Score, Score) {
        let mut scores = [start.0, start.1];
        let mut player = 0;
        while scores[0] < goal && scores[1] < goal {
            let (own, opponent) = (scores[player], scores[1 - player]);
            let chose = strategies[player](own, opponent);
            let num_rolls = if follow_cap { chose.min(capped(own, opponent)) } else { chose };
            scores[player] = update(num_rolls, own, opponent, dice);
            if !(follow_extra_turns && again(num_rolls, scores[player], scores[1 - player])) {
                player = 1 - player;
            }
        }
        (scores[0], scores[1])
    }

    fn order(play: Play) -> Order {
        Order {
            play,
            start_memory: 0,
            most_dice: |state| capped(state.score, state.opponent_score),
            after: again_after,
        }
    }

    #[test]
    fn a_play_that_follows_an_extra_turn_and_a_cap_passes() {
        let right = order(|s0, s1, update, score0, score1, dice, goal| {
            game([s0, s1], update, (score0, score1), dice, goal, (true, true))
        });
        assert_eq!(holds_for(right).map(|said| said.english()), Ok("300 random cases passed".to_owned()));
    }

    #[test]
    fn a_play_that_always_alternates_is_caught() {
        let alternating = order(|s0, s1, update, score0, score1, dice, goal| {
            game([s0, s1], update, (score0, score1), dice, goal, (false, true))
        });
        let failure = holds_for(alternating).unwrap_err().english();
        assert!(failure.contains("expected strategy"), "{failure}");
    }

    #[test]
    fn a_play_that_ignores_the_cap_is_caught() {
        let uncapped = order(|s0, s1, update, score0, score1, dice, goal| {
            game([s0, s1], update, (score0, score1), dice, goal, (true, false))
        });
        let failure = holds_for(uncapped).unwrap_err().english();
        assert!(failure.contains("expected strategy") || failure.contains("and update("), "{failure}");
    }
}
