//! Printing wrappers: each takes a strategy, dice or an update and returns one
//! that does the same thing and also says what happened.
//!
//! Wrapped this way, the student's own `play` prints a whole game without
//! knowing anything about printing: the lesson of higher-order functions.

use hog_i18n::t;
use std::cell::{Cell, RefCell};

use hog_rules::turn::State;
use hog_rules::{Dice, Score};

use super::Player;
use super::console::Console;
use crate::edition::Edition;

/// What the printers have seen of the game so far, which the new score alone does not show.
#[derive(Default)]
pub struct Played {
    /// The outcomes rolled in the current turn: the printing dice fill them as they roll, and
    /// the printing update empties them to explain the turn.
    outcomes: RefCell<Vec<u32>>,
    /// What the game remembers after the last turn (Time Trot's turn number), as the
    /// edition's turn leaves it; none before the first. The student's `play` keeps its own,
    /// which only the scores show.
    memory: Cell<Option<u32>>,
}

impl Played {
    /// The state a turn at these scores is taken from in `edition`'s game so far.
    fn state(&self, edition: &Edition, score: Score, opponent_score: Score) -> State {
        State::new(score, opponent_score, self.memory.get().unwrap_or(edition.start_memory))
    }

    fn remember(&self, memory: u32) {
        self.memory.set(Some(memory));
    }

    fn record(&self, outcome: u32) {
        self.outcomes.borrow_mut().push(outcome);
    }

    fn take(&self) -> Vec<u32> {
        self.outcomes.take()
    }
}

/// Wraps `strategy` so that each choice is announced with the score, and with the rule of
/// `edition` that holds it down where it chooses more dice than the scores allow (Hog Tied):
/// `play` rolls fewer, which the turn's own line then shows.
///
/// The score is given Player 0's first, whoever moves, so that it reads the
/// same way all game long.
pub fn printing_strategy<'a>(
    edition: &'a Edition,
    who: Player,
    strategy: impl Fn(Score, Score) -> u32 + 'a,
    played: &'a Played,
    console: &'a Console<'_>,
) -> impl Fn(Score, Score) -> u32 + 'a {
    move |score, opponent_score| {
        let num_rolls = strategy(score, opponent_score);
        let (score0, score1) = if who == 0 { (score, opponent_score) } else { (opponent_score, score) };
        let most = (edition.most_dice)(played.state(edition, score, opponent_score));
        if num_rolls > most {
            let rule = edition.most_dice_rule.map_or_else(|| t!("the-rules"), |rule| format!("**{rule}**"));
            let (chosen, most) = (count_dice(num_rolls), count_dice(most));
            let said = t!(
                "turn-held-down",
                score0 = score0,
                score1 = score1,
                player = who,
                chosen = chosen,
                rule = rule,
                most = most
            );
            console.println(format_args!("{said}"));
        } else {
            let said = t!(
                "turn-rolls",
                score0 = score0,
                score1 = score1,
                player = who,
                dice = count_dice(num_rolls)
            );
            console.println(format_args!("{said}"));
        }
        num_rolls
    }
}

/// Wraps `dice` so that each outcome is printed as it is rolled, and kept in `played`.
pub fn printing_dice<'a>(
    dice: &'a mut Dice<'_>,
    played: &'a Played,
    console: &'a Console<'_>,
) -> impl FnMut() -> u32 + 'a {
    move || {
        let rolled = dice();
        played.record(rolled);
        console.print(format_args!("{rolled} "));
        rolled
    }
}

/// Wraps `update` (the edition's `course_update` or `simple_update`) so that each turn is
/// explained: `[ 4 5 3 ] => 12; 9 + 12 = 21 triggering **Sus Fuss**, increasing to 23`. Dice
/// that are not six-sided at the scores are named with their rule first
/// (`**Hog Wild**: 4-sided dice, a roll above 4 rolled again [ 3 6 2 ]`).
///
/// The outcomes between the brackets are printed by the printing dice while
/// `update` rolls them. The turn score is worked out again by the student's
/// `take_turn` on those same outcomes, so a bug in their code shows in the numbers.
/// Where `edition` swaps scores after a turn, a swap that is coming is announced too, and so
/// is an extra turn where its structure gives one before a score reaches `goal`.
pub fn printing_update<'a>(
    edition: &'a Edition,
    update: impl Fn(u32, Score, Score, &mut Dice) -> Score + 'a,
    played: &'a Played,
    goal: Score,
    console: &'a Console<'_>,
) -> impl Fn(u32, Score, Score, &mut Dice) -> Score + 'a {
    move |num_rolls: u32, score: Score, opponent_score: Score, dice: &mut Dice| {
        played.take();
        let zero_dice = num_rolls == 0;
        let state = played.state(edition, score, opponent_score);
        let sides = (edition.dice_sides)(state);
        if zero_dice {
            console.print(format_args!("**{}** ", edition.zero_dice_rule));
        } else if sides != 6 {
            let rule = edition.dice_sides_rule.map_or(String::new(), |rule| format!("**{rule}**: "));
            // Such a die is the six-sided one rolled again until it fits, so every roll is printed.
            console.print(format_args!("{}", t!("fewer-sides", rule = rule, sides = sides)));
        } else {
            console.print(format_args!("[ "));
        }
        let new_score = update(num_rolls, score, opponent_score, dice);
        // The points and what follows them, from the edition's turn on the outcomes rolled.
        let (turn_score, change) = edition.replayed_at(state, num_rolls, &played.take(), true);
        played.remember(change.memory.unwrap_or(state.memory));
        let total = score + turn_score;
        let close = if zero_dice { "" } else { "] " };
        console.print(format_args!("{close}=> {turn_score}; {score} + {turn_score} = {total}"));
        if new_score > total {
            let rule = edition.total_rule_name.map_or_else(|| t!("the-update"), str::to_owned);
            console.print(format_args!("{}", t!("total-rule-raised", rule = rule, score = new_score)));
        } else if new_score < total {
            console.print(format_args!("{}", t!("update-gave", score = new_score)));
        }
        // What follows the points is the edition's `settle`: points to the other player, a
        // swap, an extra turn.
        match change.opponent_score {
            Some(other) if other != opponent_score => console.print(format_args!(
                "{}",
                t!("opponent-score-told", opponent = opponent_score, score = other)
            )),
            _ => {}
        }
        match edition.swap_rule {
            Some(rule) if change.swap => {
                let said = t!("swap-told", rule = rule, score = new_score, opponent = opponent_score);
                console.print(format_args!("{said}"))
            }
            _ => {}
        }
        if edition.extra_turn_after(change, new_score, opponent_score, goal) {
            console.print(format_args!("{}", t!("extra-turn-told")));
        }
        console.println(format_args!(""));
        new_score
    }
}

/// "1 die", "5 dice": a number of dice in words.
pub fn count_dice(num_rolls: u32) -> String {
    t!("dice-count", count = num_rolls)
}

#[cfg(test)]
mod tests {
    use hog_rules::make_test_dice;

    use super::*;

    fn transcript(write: impl FnOnce(&Console)) -> String {
        let mut out = Vec::new();
        let console = Console::new(&mut out);
        write(&console);
        console.finish().unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_strategy_keeps_its_choice_and_reads_player_0_first() {
        let text = transcript(|console| {
            let edition = crate::edition::compiled();
            let played = Played::default();
            let strategy0 = printing_strategy(edition, 0, |_, _| 5, &played, console);
            let strategy1 =
                printing_strategy(edition, 1, |score, _| if score > 10 { 1 } else { 0 }, &played, console);
            assert_eq!(strategy0(10, 20), 5);
            assert_eq!(strategy1(20, 10), 1);
            assert_eq!(strategy1(3, 10), 0);
        });
        assert_eq!(
            text,
            "The score is 10 to 20 and Player 0 rolls 5 dice...\n\
             The score is 10 to 20 and Player 1 rolls 1 die...\n\
             The score is 10 to 3 and Player 1 rolls 0 dice...\n"
        );
    }

    #[test]
    fn the_dice_print_each_outcome_as_rolled() {
        let played = Played::default();
        let text = transcript(|console| {
            let mut test_dice = make_test_dice(&[4, 1, 2]);
            let mut dice = printing_dice(&mut test_dice, &played, console);
            assert_eq!([dice(), dice(), dice(), dice()], [4, 1, 2, 4]);
        });
        assert_eq!(text, "4 1 2 4 ");
        assert_eq!(played.take(), [4, 1, 2, 4]);
    }

    #[test]
    fn dice_are_counted_in_words() {
        assert_eq!(count_dice(0), "0 dice");
        assert_eq!(count_dice(1), "1 die");
        assert_eq!(count_dice(10), "10 dice");
    }

    /// The update's lines need the student's `take_turn`, so they are checked on the solution.
    #[cfg(feature = "solution")]
    mod with_the_solution {
        use super::*;
        use crate::edition;

        /// Turns that show every edition's rules: each edition's snapshot
        /// (`snapshots/*turns_of_every_edition@<edition>.snap`) says how it tells all of them.
        /// With the rule on totals (`course_update`) or without it, the number of dice, the
        /// scores and the outcomes.
        const TURNS: &[(bool, u32, Score, Score, &[u32])] = &[
            (true, 3, 9, 0, &[4, 5, 3]),
            (true, 3, 13, 0, &[4, 5, 3]),
            (true, 3, 10, 0, &[6, 1, 6]),
            (true, 0, 15, 37, &[6]),
            (false, 0, 15, 37, &[6]),
            (true, 0, 16, 37, &[6]),
            (false, 0, 16, 37, &[6]),
            (false, 2, 10, 0, &[3, 2]),
            (false, 0, 15, 42, &[6]),
            (false, 0, 15, 7, &[6]),
            (false, 1, 3, 5, &[6]),
            (false, 2, 10, 18, &[3, 2]),
        ];

        fn one_turn(
            edition: &Edition,
            update: impl Fn(u32, Score, Score, &mut Dice) -> Score,
            num_rolls: u32,
            score: Score,
            opponent_score: Score,
            outcomes: &[u32],
        ) -> (Score, String) {
            let played = Played::default();
            let mut new_score = 0;
            let text = transcript(|console| {
                let mut test_dice = make_test_dice(outcomes);
                let mut dice = printing_dice(&mut test_dice, &played, console);
                let update = printing_update(edition, update, &played, hog_rules::GOAL, console);
                new_score = update(num_rolls, score, opponent_score, &mut dice);
            });
            (new_score, text)
        }

        #[test]
        fn every_edition_tells_its_turns() {
            for edition in edition::all() {
                let mut told = String::new();
                for &(total_rule, num_rolls, score, opponent_score, outcomes) in TURNS {
                    let update = edition.update(total_rule);
                    let (new_score, text) =
                        one_turn(edition, update, num_rolls, score, opponent_score, outcomes);
                    let rule = if total_rule { "course_update" } else { "simple_update" };
                    told.push_str(&format!(
                        "{rule}({num_rolls}, {score}, {opponent_score}) rolling {outcomes:?} = {new_score}: {text}"
                    ));
                }
                crate::edition::assert_edition_snapshot!(edition, "turns_of_every_edition", told);
            }
        }

        #[test]
        fn an_extra_turn_is_named_where_the_edition_gives_one() {
            // Every compiled edition as it is (no extra turn), and with another turn after
            // every turn, as an edition of Time Trot's kind could have.
            for edition in edition::all() {
                let (_, text) = one_turn(edition, edition.update(false), 2, 10, 3, &[3, 3]);
                assert!(!text.contains("extra turn"), "{edition}: {text}");
                let again = Edition { settle: |turn| turn.take_another_turn(), ..*edition };
                let (_, text) = one_turn(&again, again.update(false), 2, 10, 3, &[3, 3]);
                assert!(
                    text.ends_with("; an **extra turn**: the same player rolls again\n"),
                    "{edition}: {text}"
                );
                // A turn that wins the game has no next turn, extra or not.
                let (won, text) = one_turn(&again, again.update(false), 2, 95, 3, &[3, 3]);
                assert!(won >= hog_rules::GOAL && !text.contains("extra turn"), "{edition}: {text}");
            }
        }

        /// A choice above what the scores allow is said with the rule that holds it down, and
        /// a choice within it as always; an edition without such a rule never holds one down.
        #[test]
        fn a_choice_held_down_names_the_rule() {
            let choices = |edition: &Edition| {
                transcript(|console| {
                    let played = Played::default();
                    let strategy = printing_strategy(edition, 0, |_, _| 4, &played, console);
                    strategy(20, 7);
                    strategy(20, 8);
                })
            };
            assert_eq!(
                choices(edition::named("wild-tied").unwrap()),
                "The score is 20 to 7 and Player 0 chooses 4 dice; **Hog Tied** allows 1 die at most...\n\
                 The score is 20 to 8 and Player 0 rolls 4 dice...\n"
            );
            let uncapped = "The score is 20 to 7 and Player 0 rolls 4 dice...\nThe score is 20 to 8 and Player 0 rolls 4 dice...\n";
            assert_eq!(choices(edition::named("boar-sus").unwrap()), uncapped);
        }

        #[test]
        fn an_update_that_disagrees_with_take_turn_is_shown() {
            let forgetful = |_, _, _, dice: &mut Dice| dice() + dice();
            let (new_score, text) = one_turn(edition::compiled(), forgetful, 2, 30, 2, &[2]);
            assert_eq!(new_score, 4);
            assert_eq!(text, "[ 2 2 ] => 4; 30 + 4 = 34, but the update gave 4\n");
        }
    }
}
