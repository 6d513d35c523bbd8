//! One game of `hog play`: the players, the rules, and the student's `play` wrapped to print.

use hog_i18n::t;
use std::cell::RefCell;
use std::io::BufRead;

use hog_rules::{Dice, Score};

use super::Player;
use super::console::Console;
use super::human::human_strategy;
use super::printing::{Played, count_dice, printing_dice, printing_strategy, printing_update};
use crate::computer::{Computer, Seat};
use crate::crash::TurnLimit;
use crate::edition::Edition;

/// Everything that decides how a game is played, apart from the dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The edition of the rules played.
    pub edition: &'static Edition,
    /// Who plays Player 0 and Player 1.
    pub seats: [Seat; 2],
    /// The score that wins.
    pub goal: Score,
    /// Whether the edition's rule on totals applies (`course_update`, *Sus Fuss* in boar-sus)
    /// or not (`simple_update`).
    pub sus_fuss: bool,
}

impl Setup {
    /// A game of `edition` with seats for `humans` people (0, 1 or 2), the other seats played
    /// by `computer`; a lone human is Player 0, who moves first.
    pub fn with_humans(
        edition: &'static Edition,
        humans: u8,
        computer: Computer,
        goal: Score,
        sus_fuss: bool,
    ) -> Setup {
        let seats = match humans {
            0 => [Seat::Computer(computer), Seat::Computer(computer)],
            1 => [Seat::Human, Seat::Computer(computer)],
            _ => [Seat::Human, Seat::Human],
        };
        Setup { edition, seats, goal, sus_fuss }
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
    let edition = setup.edition;
    let seat_name = |who: usize| match (setup.seats[who], setup.seats) {
        (Seat::Human, [Seat::Human, Seat::Human]) => t!("seat-human"),
        (Seat::Human, _) => t!("seat-you"),
        (Seat::Computer(Computer::AlwaysRoll5), _) => {
            t!("seat-computer-always", dice = count_dice((edition.always_roll_5)(0, 0)))
        }
        (Seat::Computer(computer), _) => t!("seat-computer", name = computer.to_string()),
    };
    let total_rule = match edition.total_rule_name {
        Some(rule) if setup.sus_fuss => t!("rule-on", rule = rule),
        Some(rule) => t!("rule-off", rule = rule),
        None => String::new(),
    };
    let (seat0, seat1) = (seat_name(0), seat_name(1));
    let start = t!("game-start", seat0 = seat0, seat1 = seat1, goal = setup.goal, rule = total_rule);
    console.println(format_args!("{start}"));
    let strategy = |who: Player| -> Box<dyn Fn(Score, Score) -> u32 + '_> {
        match setup.seats[who as usize] {
            Seat::Computer(computer) => computer.strategy(edition),
            Seat::Human => Box::new(human_strategy(who, input, console)),
        }
    };
    play_and_print(
        edition,
        strategy(0),
        strategy(1),
        edition.update(setup.sus_fuss),
        dice,
        setup.goal,
        console,
    )
}

/// Plays a game with the student's `play`, every argument wrapped to print, then
/// prints the final score and who won.
fn play_and_print(
    edition: &Edition,
    strategy0: impl Fn(Score, Score) -> u32,
    strategy1: impl Fn(Score, Score) -> u32,
    update: impl Fn(u32, Score, Score, &mut Dice) -> Score,
    dice: &mut Dice,
    goal: Score,
    console: &Console<'_>,
) -> (Score, Score) {
    let played = Played::default();
    let limit = TurnLimit::for_goal(goal);
    let strategy0 = printing_strategy(edition, 0, limit.counting(strategy0), &played, console);
    let strategy1 = printing_strategy(edition, 1, limit.counting(strategy1), &played, console);
    let mut dice = printing_dice(dice, &played, console);
    let update = printing_update(edition, update, &played, goal, console);
    let (score0, score1) = (edition.play)(&strategy0, &strategy1, &update, 0, 0, &mut dice, goal);
    console.println(format_args!("{}", t!("game-final", score0 = score0, score1 = score1)));
    console.println(format_args!("{}", verdict(score0, score1, goal)));
    (score0, score1)
}

/// Who won, or, when the scores cannot end a game, what to check.
pub fn verdict(score0: Score, score1: Score, goal: Score) -> String {
    match (score0 >= goal, score1 >= goal) {
        (true, false) => t!("game-won", player = 0),
        (false, true) => t!("game-won", player = 1),
        (false, false) => t!("game-too-early", goal = goal),
        (true, true) => t!("game-too-long", goal = goal),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition;

    #[test]
    fn the_number_of_humans_fills_the_seats_from_player_0() {
        let computer = Seat::Computer(Computer::CatchUp);
        let seats =
            |humans| Setup::with_humans(edition::compiled(), humans, Computer::CatchUp, 100, true).seats;
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

    /// Whole games need the student's `play`, so they are checked on the solution, in every
    /// edition: a transcript that differs between editions is an insta snapshot per edition
    /// (`editions/<name>/snapshots/hog/`), reviewed as a whole; `cargo xtask snapshots`
    /// regenerates them.
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

        /// Plays `humans` people against `always_roll_5` to `goal` in every edition, with its
        /// rule on totals; checks that the game returned the scores it printed last, and
        /// that the transcript is the edition's snapshot `name`.
        fn every_edition_plays(name: &str, humans: u8, goal: Score, outcomes: &[u32], typed: &str) {
            for edition in edition::all() {
                let setup = Setup::with_humans(edition, humans, Computer::AlwaysRoll5, goal, true);
                let (scores, text) = game(setup, outcomes, typed);
                let (score0, score1) = scores.unwrap();
                let last = format!("The final score is Player 0: {score0} vs Player 1: {score1}\n");
                assert!(text.contains(&last), "{edition}: {text}");
                edition::assert_edition_snapshot!(edition, name, text);
            }
        }

        #[test]
        fn two_computers_play_a_whole_game() {
            every_edition_plays("two_computers_to_30", 0, 30, &[4, 5, 3, 6, 1, 2], "");
        }

        #[test]
        fn a_human_is_asked_again_after_a_wrong_answer() {
            // Answers to spare: an edition may give the human another turn.
            let typed = format!("lots\n0\n11\n{}", "2\n".repeat(20));
            every_edition_plays("a_human_asked_again_to_20", 1, 20, &[2, 3], &typed);
        }

        /// A human's game in Simplified Chinese, wrong answers included, in every edition:
        /// every word of hog's is the catalogue's; names, numbers and code stay as they are.
        #[test]
        fn a_game_in_chinese() {
            let chinese = hog_i18n::catalogue("zh-CN").unwrap();
            let typed = format!("lots\n0\n11\n{}", "2\n".repeat(20));
            for edition in edition::all() {
                let setup = Setup::with_humans(edition, 1, Computer::AlwaysRoll5, 20, true);
                let (scores, text) = hog_i18n::speaking(chinese, || game(setup, &[2, 3], &typed));
                scores.unwrap();
                assert!(text.contains("你要掷几个骰子？"), "{edition}: {text}");
                edition::assert_edition_snapshot!(edition, "a_human_in_chinese_to_20", text);
            }
        }

        /// The same game in the made-up language of tests: every phrase hog says is accented,
        /// so none is a sentence written in code.
        #[test]
        fn every_word_of_a_game_is_the_catalogues() {
            let typed = format!("lots\n0\n11\n{}", "2\n".repeat(20));
            for edition in edition::all() {
                let setup = Setup::with_humans(edition, 1, Computer::AlwaysRoll5, 20, true);
                let (scores, text) =
                    hog_i18n::speaking(hog_i18n::pseudo::catalogue(), || game(setup, &[2, 3], &typed));
                scores.unwrap();
                let escaped: Vec<&str> = text
                    .lines()
                    .filter(|line| hog_i18n::pseudo::plain_english_phrase(line).is_some())
                    .collect();
                assert!(escaped.is_empty(), "{edition}: English that no catalogue holds: {escaped:#?}");
            }
        }

        /// `hog play` tells another turn exactly where the student's `play` gives one, in
        /// every edition, however far into the game: the memory the edition's turn keeps
        /// (Time Trot's turn number) is followed from turn to turn.
        #[test]
        fn an_extra_turn_is_told_where_the_game_gives_one() {
            let mut told = 0;
            for edition in edition::all() {
                for seed in 0..24u64 {
                    let dice = [seed % 4, seed / 4 % 3 + 1].map(|n| n as u32);
                    let seats = dice.map(|n| Seat::Computer(Computer::AlwaysRoll(n)));
                    let setup = Setup { edition, seats, goal: 100, sus_fuss: true };
                    let input = RefCell::new(Cursor::new(Vec::new()));
                    let mut out = Vec::new();
                    let console = Console::new(&mut out);
                    play_game(&setup, &mut hog_rules::make_seeded_dice(6, seed), &input, &console);
                    console.finish().unwrap();
                    let text = String::from_utf8(out).unwrap();
                    let movers: Vec<&str> =
                        text.lines().filter_map(|line| line.split(" and Player ").nth(1)?.get(..1)).collect();
                    let again: Vec<bool> = text
                        .lines()
                        .filter(|line| line.contains(" => "))
                        .map(|line| line.ends_with(&t!("extra-turn-told")))
                        .collect();
                    assert_eq!(movers.len(), again.len(), "{edition}: {text}");
                    for (turn, pair) in movers.windows(2).enumerate() {
                        assert_eq!(
                            again[turn],
                            pair[0] == pair[1],
                            "{edition}, seed {seed}, turn {turn}: {text}"
                        );
                        told += usize::from(again[turn]);
                    }
                }
            }
            // Where an edition remembers (Time Trot), its games have extra turns to tell.
            if edition::all().iter().any(|edition| edition.memory > 1) {
                assert!(told > 40, "only {told} extra turns in every edition's games");
            }
        }

        #[test]
        fn a_computer_plays_the_strategy_it_is_given() {
            let edition = edition::compiled();
            let setup = Setup::with_humans(edition, 0, Computer::AlwaysRoll(2), 20, false);
            let (scores, text) = game(setup, &[3], "");
            // The game the edition's `play` plays with those strategies and dice, unprinted.
            let two = |_: Score, _: Score| 2;
            let played =
                (edition.play)(&two, &two, &edition.simple_update, 0, 0, &mut make_test_dice(&[3]), 20);
            assert_eq!(scores, Ok(played));
            assert!(text.starts_with(
                "Player 0 is the computer (always_roll(2)); Player 1 is the computer (always_roll(2))."
            ));
            assert!(text.contains("The score is 0 to 0 and Player 0 rolls 2 dice...\n"), "{text}");
        }

        #[test]
        fn the_end_of_input_stops_a_game_between_turns() {
            for edition in edition::all() {
                let setup = Setup::with_humans(edition, 2, Computer::AlwaysRoll5, 100, false);
                let (scores, text) = game(setup, &[2, 3], "3\n");
                assert_eq!(scores, Err(Caught::Halt(Halt::EndOfInput)));
                // The rule on totals, where the edition has one, is said to be off.
                let rules =
                    edition.total_rule_name.map(|rule| format!("; {rule} is off")).unwrap_or_default();
                assert!(
                    text.starts_with(&format!(
                        "Player 0 is a human; Player 1 is a human. First to 100 wins{rules}.\n"
                    )),
                    "{text}"
                );
                assert!(text.contains("[ 2 3 2 ] => 7; 0 + 7 = 7"), "{edition}: {text}");
                // Asked next: the other player, or Player 0 again where the edition gives
                // another turn.
                let (_, change) = edition.replayed(3, 0, 0, &[2, 3, 2], true);
                let asked = if edition.extra_turn_after(change, 7, 0, hog_rules::GOAL) {
                    "Player 0, you have 7 and Player 1 has 0."
                } else {
                    "Player 1, you have 0 and Player 0 has 7."
                };
                assert!(
                    text.ends_with(&format!("{asked}\nHow many dice will you roll? \n")),
                    "{edition}: {text}"
                );
            }
        }
    }
}
