//! `cargo xtask unlock -q NN`: asks a problem's concept questions in the terminal and
//! records each one answered right.

use std::io::{BufRead, Write};
use std::path::Path;

use anyhow::{Result, bail};

use hog_engine::questions::{self, Progress, Question};

/// How an answer to one question went.
enum Asked {
    Right,
    /// End of input: stop asking, keep what was unlocked.
    Stopped,
}

/// Asks every locked question of `problems` (all problems with questions when empty), as
/// `edition` asks them.
pub fn run(
    root: &Path,
    edition: &str,
    problems: &[String],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<()> {
    let problems = if problems.is_empty() {
        questions::problems_with_questions(root, edition)?
    } else {
        problems.iter().map(|p| hog_grader::normalise_id(p)).collect()
    };
    let mut progress = Progress::load(root)?;
    for problem in &problems {
        let questions = questions::load(root, edition, problem)?;
        if questions.is_empty() {
            bail!("problem {problem} has no concept questions to unlock");
        }
        writeln!(out, "=====================================================================")?;
        writeln!(out, "Problem {problem}: concept questions")?;
        for (number, question) in questions.iter().enumerate() {
            if progress.is_unlocked(problem, &question.id) {
                writeln!(out, "\nQuestion {} is already unlocked.", number + 1)?;
                continue;
            }
            writeln!(out, "\n---------------------------------------------------------------------")?;
            writeln!(out, "Question {} of {}", number + 1, questions.len())?;
            match ask(problem, question, input, out)? {
                Asked::Right => {
                    progress.unlock(problem, &question.id);
                    progress.save(root)?;
                    writeln!(out, "-- Right! Unlocked. --")?;
                }
                Asked::Stopped => {
                    writeln!(out, "\nStopped. What you unlocked is saved; run the same command to go on.")?;
                    return Ok(());
                }
            }
        }
        let locked = questions.iter().filter(|q| !progress.is_unlocked(problem, &q.id)).count();
        if locked == 0 {
            writeln!(out, "\nEvery question of problem {problem} is unlocked.")?;
        }
    }
    Ok(())
}

/// Asks one question until it is answered right or input ends.
fn ask(problem: &str, question: &Question, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<Asked> {
    if let Some(code) = &question.code {
        writeln!(out)?;
        for line in code.trim_end().lines() {
            writeln!(out, "    {line}")?;
        }
    }
    writeln!(out, "\n{}", question.prompt.trim())?;
    for (number, choice) in question.choices.iter().enumerate() {
        writeln!(out, "    {}) {choice}", number + 1)?;
    }
    loop {
        write!(out, "? ")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            return Ok(Asked::Stopped);
        }
        let typed = line.trim();
        if typed.is_empty() {
            continue;
        }
        let answer = if question.choices.is_empty() {
            typed.to_owned()
        } else {
            match typed.parse::<usize>().ok().and_then(|n| question.choices.get(n.wrapping_sub(1))) {
                Some(choice) => choice.clone(),
                None => {
                    writeln!(out, "Type the number of a choice, from 1 to {}.", question.choices.len())?;
                    continue;
                }
            }
        };
        if question.accepts(problem, &answer) {
            return Ok(Asked::Right);
        }
        writeln!(out, "-- Not quite. Try again! --")?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hog_engine::questions::hash_answer;

    fn course() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("problems/05")).unwrap();
        let questions = format!(
            "[[question]]\nid = \"pick\"\nprompt = \"Pick\"\nchoices = [\"a\", \"b\"]\nhash = \"{}\"\n\n\
             [[question]]\nid = \"value\"\ncode = \"1 + 1\"\nprompt = \"Value?\"\nhash = \"{}\"\n",
            hash_answer("05", "pick", "b"),
            hash_answer("05", "value", "2")
        );
        std::fs::write(dir.path().join("problems/05/questions.toml"), questions).unwrap();
        dir
    }

    fn unlock(root: &Path, typed: &str) -> String {
        let mut out = Vec::new();
        run(root, "", &["5".to_owned()], &mut typed.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn wrong_answers_are_asked_again_and_right_ones_are_kept() {
        let course = course();
        let shown = unlock(course.path(), "7\n1\n2\n3\n 2 \n");
        assert!(shown.contains("Type the number of a choice, from 1 to 2."), "{shown}");
        assert_eq!(shown.matches("-- Not quite. Try again! --").count(), 2, "{shown}");
        assert!(shown.contains("Every question of problem 05 is unlocked."), "{shown}");
        let progress = Progress::load(course.path()).unwrap();
        assert!(progress.is_unlocked("05", "pick") && progress.is_unlocked("05", "value"));
        assert!(unlock(course.path(), "").contains("Question 1 is already unlocked."));
    }

    #[test]
    fn a_typed_answer_equal_in_value_is_right() {
        let course = course();
        let shown = unlock(course.path(), "2\n 2.0 \n");
        assert!(!shown.contains("Not quite"), "{shown}");
        assert!(shown.contains("Every question of problem 05 is unlocked."), "{shown}");
    }

    #[test]
    fn end_of_input_stops_and_keeps_what_was_unlocked() {
        let course = course();
        let shown = unlock(course.path(), "2\n");
        assert!(shown.contains("Stopped. What you unlocked is saved"), "{shown}");
        let progress = Progress::load(course.path()).unwrap();
        assert!(progress.is_unlocked("05", "pick"));
        assert!(!progress.is_unlocked("05", "value"));
    }
}
