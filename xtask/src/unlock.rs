//! `cargo xtask unlock -q NN`: asks a problem's concept questions in the terminal and
//! records each one answered right.

use std::io::{BufRead, Write};
use std::path::Path;

use anyhow::{Result, bail};

use hog_engine::questions::{self, Asked, Progress};
use hog_i18n::t;

/// How an answer to one question went.
enum Outcome {
    Right,
    /// End of input: stop asking, keep what was unlocked.
    Stopped,
}

/// Asks every locked question of `problems` (all problems with questions when empty), as
/// `edition` asks them, in the language spoken.
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
    let language = hog_i18n::current().language();
    let mut progress = Progress::load(root)?;
    for problem in &problems {
        let questions = questions::load_in(root, edition, problem, language)?;
        if questions.is_empty() {
            bail!("{}", t!("unlock-none", problem = problem));
        }
        writeln!(out, "=====================================================================")?;
        writeln!(out, "{}", t!("unlock-heading", problem = problem))?;
        for (number, asked) in questions.iter().enumerate() {
            if progress.is_unlocked(problem, &asked.question.id) {
                writeln!(out, "\n{}", t!("unlock-already", number = number + 1))?;
                continue;
            }
            writeln!(out, "\n---------------------------------------------------------------------")?;
            writeln!(out, "{}", t!("unlock-question", number = number + 1, count = questions.len()))?;
            match ask(problem, asked, input, out)? {
                Outcome::Right => {
                    progress.unlock(problem, &asked.question.id);
                    progress.save(root)?;
                    writeln!(out, "{}", t!("unlock-right"))?;
                }
                Outcome::Stopped => {
                    writeln!(out, "\n{}", t!("unlock-stopped"))?;
                    return Ok(());
                }
            }
        }
        let locked = questions.iter().filter(|q| !progress.is_unlocked(problem, &q.question.id)).count();
        if locked == 0 {
            writeln!(out, "\n{}", t!("unlock-done", problem = problem))?;
        }
    }
    Ok(())
}

/// Asks one question until it is answered right or input ends: in the language's words, a
/// chosen number checked as the English choice it names.
fn ask(problem: &str, asked: &Asked, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<Outcome> {
    let question = &asked.question;
    if let Some(code) = &question.code {
        writeln!(out)?;
        for line in code.trim_end().lines() {
            writeln!(out, "    {line}")?;
        }
    }
    writeln!(out, "\n{}", asked.prompt.trim())?;
    for (number, choice) in asked.choices.iter().enumerate() {
        writeln!(out, "    {}) {choice}", number + 1)?;
    }
    loop {
        write!(out, "? ")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            return Ok(Outcome::Stopped);
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
                    writeln!(out, "{}", t!("unlock-choose", count = question.choices.len()))?;
                    continue;
                }
            }
        };
        if question.accepts(problem, &answer) {
            return Ok(Outcome::Right);
        }
        writeln!(out, "{}", t!("unlock-wrong"))?;
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

    /// In Chinese, the translation's words are asked and a chosen number is checked as the
    /// English choice it names; what is unlocked is unlocked in English too.
    #[test]
    fn a_question_asked_in_chinese_unlocks_it_in_every_language() {
        let course = course();
        let translated = "[[question]]\nid = \"pick\"\nprompt = \"选一个\"\nchoices = [\"甲\", \"乙\"]\n";
        std::fs::create_dir_all(course.path().join("locales/zh-CN/problems/05")).unwrap();
        std::fs::write(course.path().join("locales/zh-CN/problems/05/questions.toml"), translated).unwrap();
        let chinese = hog_i18n::catalogue("zh-CN").unwrap();
        let shown = hog_i18n::speaking(chinese, || unlock(course.path(), "1\n2\n"));
        assert!(shown.contains("选一个") && shown.contains("    2) 乙"), "{shown}");
        assert!(shown.contains("不太对") && shown.contains("回答正确"), "{shown}");
        assert!(Progress::load(course.path()).unwrap().is_unlocked("05", "pick"));
        assert!(unlock(course.path(), "").contains("Question 1 is already unlocked."));
    }

    /// In the made-up language of tests, every word `unlock` says but the question's own (the
    /// course's statement, in its language) is accented: none is a sentence written in code.
    #[test]
    fn every_word_unlock_says_is_the_catalogues() {
        let course = course();
        let shown =
            hog_i18n::speaking(hog_i18n::pseudo::catalogue(), || unlock(course.path(), "7\n1\n2\n3\n2\n"));
        let escaped: Vec<&str> = shown
            .lines()
            .filter(|line| {
                !["Pick", "Value?", "1 + 1", "a", "b"].iter().any(|own| line.trim_start().ends_with(own))
            })
            .filter(|line| hog_i18n::pseudo::plain_english_phrase(line).is_some())
            .collect();
        assert!(escaped.is_empty(), "English that no catalogue holds: {escaped:#?}\n{shown}");
        assert!(shown.contains('⟦'), "{shown}");
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
