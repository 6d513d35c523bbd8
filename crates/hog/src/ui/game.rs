//! One game of `hog play`: the players, the rules, and the student's `play` wrapped to print.

use std::cell::RefCell;
use std::io::BufRead;

use hog_rules::{Dice, Score, course_update, play, simple_update};
use hog_strategies::always_roll_5;

use super::Player;
use super::console::Console;
use super::human::human_strategy;
use super::printing::{Rolls, count_dice, printing_dice, printing_strategy, printing_update};
use crate::computer::{Computer, Seat};
use crate::crash::TurnLimit;

/// Everything that decides how a game is played, apart from the dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Who plays Player 0 and Player 1.
    pub seats: [Seat; 2],
    /// The score that wins.
    pub goal: Score,
    /// Whether the edition's rule on totals applies (`course_update`, *Sus Fuss* in boar-sus)
    /// or not (`simple_update`).
    pub sus_fuss: bool,
}

impl Setup {
    /// The seats for `humans` people (0, 1 or 2), the other seats played by `computer`;
    /// a lone human is Player 0, who moves first.
    pub fn with_humans(humans: u8, computer: Computer, goal: Score, sus_fuss: bool) -> Setup {
        let seats = match humans {
            0 => [Seat::Computer(computer), Seat::Computer(computer)],
            1 => [Seat::Human, Seat::Computer(computer)],
            _ => [Seat::Human, Seat::Human],
        };
        Setup { seats, goal, sus_fuss }
    }
}

/// Plays one game as `setup` says, rolling `dice` and asking humans through `input`;
/// prints every turn and the result, and returns the final scores.
pub fn play_game<R: BufRead>(
    setup: &Setup,
    dice: &mut Dice,
    input: &RefCell<R>,
    console: &Console<'_>,
) -> (Score, Score) {
    let seat_name = |who: usize| match (setup.seats[who], setup.seats) {
        (Seat::Human, [Seat::Human, Seat::Human]) => "a human".to_owned(),
        (Seat::Human, _) => "you".to_owned(),
        (Seat::Computer(Computer::AlwaysRoll5), _) => {
            format!("the computer (always rolls {})", count_dice(always_roll_5(0, 0)))
        }
        (Seat::Computer(computer), _) => format!("the computer ({computer})"),
    };
    let total_rule = match hog_rules::TOTAL_RULE {
        Some(rule) => format!("; {rule} is {}", if setup.sus_fuss { "on" } else { "off" }),
        None => String::new(),
    };
    console.println(format_args!(
        "Player 0 is {}; Player 1 is {}. First to {} wins{total_rule}.",
        seat_name(0),
        seat_name(1),
        setup.goal,
    ));
    let strategy = |who: Player| -> Box<dyn Fn(Score, Score) -> u32 + '_> {
        match setup.seats[who as usize] {
            Seat::Computer(computer) => computer.strategy(),
            Seat::Human => Box::new(human_strategy(who, input, console)),
        }
    };
    let update: fn(u32, Score, Score, &mut Dice) -> Score =
        if setup.sus_fuss { course_update } else { simple_update };
    play_and_print(strategy(0), strategy(1), update, dice, setup.goal, console)
}

/// Plays a game with the student's `play`, every argument wrapped to print, then
/// prints the final score and who won.
fn play_and_print(
    strategy0: impl Fn(Score, Score) -> u32,
    strategy1: impl Fn(Score, Score) -> u32,
    update: impl Fn(u32, Score, Score, &mut Dice) -> Score,
    dice: &mut Dice,
    goal: Score,
    console: &Console<'_>,
) -> (Score, Score) {
    let rolls = Rolls::default();
    let limit = TurnLimit::for_goal(goal);
    let strategy0 = printing_strategy(0, limit.counting(strategy0), console);
    let strategy1 = printing_strategy(1, limit.counting(strategy1), console);
    let mut dice = printing_dice(dice, &rolls, console);
    let update = printing_update(update, &rolls, console);
    let (score0, score1) = play(strategy0, strategy1, update, 0, 0, &mut dice, goal);
    console.println(format_args!("The final score is Player 0: {score0} vs Player 1: {score1}"));
    console.println(format_args!("{}", verdict(score0, score1, goal)));
    (score0, score1)
}

/// Who won, or, when the scores cannot end a game, what to check.
pub fn verdict(score0: Score, score1: Score, goal: Score) -> String {
    match (score0 >= goal, score1 >= goal) {
        (true, false) => "Player 0 wins!".to_owned(),
        (false, true) => "Player 1 wins!".to_owned(),
        (false, false) => {
            format!("Nobody has reached {goal}, so the game ended too early: check the loop in `play`.")
        }
        (true, true) => {
            format!(
                "Both players have reached {goal}, so the game went on too long: check the loop in `play`."
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_number_of_humans_fills_the_seats_from_player_0() {
        let computer = Seat::Computer(Computer::CatchUp);
        let seats = |humans| Setup::with_humans(humans, Computer::CatchUp, 100, true).seats;
        assert_eq!(seats(0), [computer, computer]);
        assert_eq!(seats(1), [Seat::Human, computer]);
        assert_eq!(seats(2), [Seat::Human, Seat::Human]);
    }

    #[test]
    fn the_verdict_names_the_winner_or_the_bug() {
        assert_eq!(verdict(101, 40, 100), "Player 0 wins!");
        assert_eq!(verdict(40, 100, 100), "Player 1 wins!");
        assert!(verdict(40, 60, 100).contains("ended too early"));
        assert!(verdict(100, 100, 100).contains("went on too long"));
    }

    /// Whole games need the student's `play`, so they are checked on the solution.
    #[cfg(feature = "solution")]
    mod with_the_solution {
        use std::io::Cursor;

        use hog_rules::make_test_dice;

        use super::*;
        use crate::crash::{Caught, Halt, catch};

        fn game(setup: Setup, outcomes: &[u32], typed: &str) -> (Result<(Score, Score), Caught>, String) {
            let input = RefCell::new(Cursor::new(typed.as_bytes().to_vec()));
            let mut out = Vec::new();
            let console = Console::new(&mut out);
            let mut dice = make_test_dice(outcomes);
            let result = catch(|| play_game(&setup, &mut dice, &input, &console));
            console.finish().unwrap();
            (result, String::from_utf8(out).unwrap())
        }

        /// The whole transcript is an insta snapshot (`src/ui/snapshots/`), reviewed as a whole;
        /// `cargo xtask snapshots` regenerates it.
        #[test]
        fn two_computers_play_a_whole_game() {
            let (scores, text) =
                game(Setup::with_humans(0, Computer::AlwaysRoll5, 30, true), &[4, 5, 3, 6, 1, 2], "");
            // BEGIN EDITION
            assert_eq!(scores, Ok((5, 44)));
            // END EDITION
            insta::assert_snapshot!("two_computers_to_30", text);
        }

        #[test]
        fn a_computer_plays_the_strategy_it_is_given() {
            let (scores, text) = game(Setup::with_humans(0, Computer::AlwaysRoll(2), 20, false), &[3], "");
            assert_eq!(scores, Ok((24, 18)));
            assert!(text.starts_with(
                "Player 0 is the computer (always_roll(2)); Player 1 is the computer (always_roll(2))."
            ));
            assert!(text.contains("The score is 0 to 0 and Player 0 rolls 2 dice...\n"), "{text}");
        }

        #[test]
        fn a_human_is_asked_again_after_a_wrong_answer() {
            let (scores, text) =
                game(Setup::with_humans(1, Computer::AlwaysRoll5, 20, true), &[2, 3], "lots\n0\n11\n2\n");
            // BEGIN EDITION
            assert_eq!(scores, Ok((7, 29)));
            let prompt = "How many dice will you roll? ";
            let range = "please type an integer from 0 to 10.";
            assert_eq!(
                text,
                format!(
                    "Player 0 is you; Player 1 is the computer (always rolls 5 dice). First to 20 wins; Sus Fuss is on.\n\
                     Player 0, you have 0 and Player 1 has 0.\n\
                     {prompt}\"lots\" is not a whole number: {range}\n\
                     {prompt}The score is 0 to 0 and Player 0 rolls 0 dice...\n\
                     **Boar Brawl** => 1; 0 + 1 = 1\n\
                     The score is 1 to 0 and Player 1 rolls 5 dice...\n\
                     [ 2 3 2 3 2 ] => 12; 0 + 12 = 12\n\
                     Player 0, you have 1 and Player 1 has 12.\n\
                     {prompt}11 is too many: you may roll at most 10 dice. Please type an integer from 0 to 10.\n\
                     {prompt}The score is 1 to 12 and Player 0 rolls 2 dice...\n\
                     [ 3 2 ] => 5; 1 + 5 = 6 triggering **Sus Fuss**, increasing to 7\n\
                     The score is 7 to 12 and Player 1 rolls 5 dice...\n\
                     [ 3 2 3 2 3 ] => 13; 12 + 13 = 25 triggering **Sus Fuss**, increasing to 29\n\
                     The final score is Player 0: 7 vs Player 1: 29\n\
                     Player 1 wins!\n"
                )
            );
            // END EDITION
        }

        #[test]
        fn the_end_of_input_stops_a_game_between_turns() {
            let (scores, text) =
                game(Setup::with_humans(2, Computer::AlwaysRoll5, 100, false), &[2, 3], "3\n");
            assert_eq!(scores, Err(Caught::Halt(Halt::EndOfInput)));
            // BEGIN EDITION
            assert!(text.contains("Sus Fuss is off."), "{text}");
            // END EDITION
            assert!(text.contains("[ 2 3 2 ] => 7; 0 + 7 = 7\n"), "{text}");
            assert!(
                text.ends_with("Player 1, you have 0 and Player 0 has 7.\nHow many dice will you roll? \n")
            );
        }
    }
}
