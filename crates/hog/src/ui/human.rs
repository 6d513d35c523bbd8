//! A strategy played by a person at the keyboard.
//!
//! It reads from any `BufRead`, so tests can type into it from a string.

use hog_i18n::t;
use std::cell::RefCell;
use std::io::BufRead;

use hog_rules::Score;

use super::Player;
use super::console::Console;
use crate::crash::{Halt, halt};

pub use hog_rules::MAX_ROLLS;

/// A strategy that shows Player `who` the score and asks how many dice to roll,
/// again and again until the answer is a whole number from 0 to 10.
///
/// When the input ends (Ctrl-D) the game stops with [`Halt::EndOfInput`]:
/// a strategy has no other way to say "no answer".
pub fn human_strategy<'a, R: BufRead>(
    who: Player,
    input: &'a RefCell<R>,
    console: &'a Console<'_>,
) -> impl Fn(Score, Score) -> u32 + 'a {
    move |score, opponent_score| {
        let other = 1 - who;
        let asked = t!("ask-scores", player = who, score = score, other = other, opponent = opponent_score);
        console.println(format_args!("{asked}"));
        loop {
            console.print(format_args!("{}", t!("ask-dice")));
            console.flush();
            let Some(answer) = read_answer(&mut *input.borrow_mut()) else {
                console.println(format_args!(""));
                halt(Halt::EndOfInput);
            };
            match parse_num_rolls(&answer) {
                Ok(num_rolls) => return num_rolls,
                Err(why) => console.println(format_args!("{why}")),
            }
        }
    }
}

/// Reads one line; `None` at the end of the input. Bytes that are not UTF-8 are kept
/// as replacement characters, so they are refused like any other wrong answer.
fn read_answer(input: &mut impl BufRead) -> Option<String> {
    let mut line = Vec::new();
    match input.read_until(b'\n', &mut line) {
        Ok(0) => None,
        Ok(_) => Some(String::from_utf8_lossy(&line).into_owned()),
        Err(error) => halt(Halt::InputFailed(error.to_string())),
    }
}

/// Reads a number of dice from a typed answer, or says what is wrong with it.
pub fn parse_num_rolls(answer: &str) -> Result<u32, String> {
    let answer = answer.trim();
    let range = t!("answer-range", most = MAX_ROLLS);
    if answer.is_empty() {
        return Err(t!("answer-empty", range = range));
    }
    match answer.parse::<i64>() {
        Ok(n) if n < 0 => Err(t!("answer-negative", count = n, range = range)),
        Ok(n) if n > i64::from(MAX_ROLLS) => {
            Err(t!("answer-too-many", count = n, most = MAX_ROLLS, range = range))
        }
        Ok(n) => Ok(u32::try_from(n).expect("checked to be within 0..=10")),
        Err(_) => Err(t!("answer-not-number", answer = answer, range = range)),
    }
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use super::*;
    use crate::crash::{Caught, catch};

    /// Asks Player `who` once with `typed` as the keyboard; returns the answer and the transcript.
    fn ask(who: Player, typed: &str) -> (Result<u32, Caught>, String) {
        let input = RefCell::new(Cursor::new(typed.as_bytes().to_vec()));
        let mut out = Vec::new();
        let console = Console::new(&mut out);
        let answer = catch(|| human_strategy(who, &input, &console)(10, 20));
        console.finish().unwrap();
        (answer, String::from_utf8(out).unwrap())
    }

    #[test]
    fn a_good_answer_is_taken_at_once() {
        let (answer, text) = ask(0, "4\n");
        assert_eq!(answer, Ok(4));
        assert_eq!(text, "Player 0, you have 10 and Player 1 has 20.\nHow many dice will you roll? ");
    }

    #[test]
    fn wrong_answers_are_refused_with_a_reason_until_a_good_one() {
        let (answer, text) = ask(1, "five\n\n11\n-2\n2.5\n 0 \n");
        assert_eq!(answer, Ok(0));
        let prompt = "How many dice will you roll? ";
        assert_eq!(
            text,
            format!(
                "Player 1, you have 10 and Player 0 has 20.\n\
                 {prompt}\"five\" is not a whole number: please type an integer from 0 to 10.\n\
                 {prompt}Please type an integer from 0 to 10.\n\
                 {prompt}11 is too many: you may roll at most 10 dice. Please type an integer from 0 to 10.\n\
                 {prompt}You cannot roll -2 dice: please type an integer from 0 to 10.\n\
                 {prompt}\"2.5\" is not a whole number: please type an integer from 0 to 10.\n\
                 {prompt}"
            )
        );
    }

    #[test]
    fn the_end_of_input_stops_the_game() {
        let (answer, text) = ask(0, "seven\n");
        assert_eq!(answer, Err(Caught::Halt(Halt::EndOfInput)));
        assert!(text.ends_with("How many dice will you roll? \n"), "{text:?}");
        let (answer, _) = ask(0, "");
        assert_eq!(answer, Err(Caught::Halt(Halt::EndOfInput)));
    }

    #[test]
    fn a_last_line_without_newline_still_counts() {
        assert_eq!(ask(0, "10").0, Ok(10));
    }

    #[test]
    fn bytes_that_are_not_text_are_refused() {
        let input = RefCell::new(Cursor::new(b"\xff\xfe\n3\n".to_vec()));
        let mut out = Vec::new();
        let console = Console::new(&mut out);
        assert_eq!(catch(|| human_strategy(0, &input, &console)(0, 0)), Ok(3));
    }

    #[test]
    fn every_number_of_dice_from_0_to_10_is_accepted() {
        for n in 0..=MAX_ROLLS {
            assert_eq!(parse_num_rolls(&format!("{n}\n")), Ok(n));
        }
        assert!(parse_num_rolls("99999999999999999999999").is_err());
    }
}
