//! Concept questions: what `problems/NN/questions.toml` holds (an edition's own, or the
//! shared one: see `edition::files`), how answers are hashed,
//! and which questions a student has unlocked (`.hog/progress.json`).
//!
//! The plain answers are the instructors' own, beside the questions they answer:
//! [`ANSWERS`] of the same folder, the edition's own (`editions/<name>/problems/answers.toml`)
//! for its own questions and the shared one for the shared questions, so an edition's
//! questions and answers are all in its folder. No release or autograder holds them.
//!
//! Students receive only salted hashes. The salt is the question's own key
//! (`hog/<problem>/<id>`), so two questions with the same answer have different
//! hashes. Short answers can still be found by trying them all: the hashes keep
//! answers out of sight, they are not a secret. What is hashed is a spelling of the
//! answer in which equal answers agree (see `answer.rs`).

mod answer;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use crate::digest::Fingerprint;
use crate::edition::files;

/// One problem's questions.
#[derive(Debug, Deserialize)]
pub struct QuestionFile {
    /// The questions, in the order they are asked.
    pub question: Vec<Question>,
}

/// A concept question.
#[derive(Clone, Debug, Deserialize)]
pub struct Question {
    /// Stable id within the problem; part of the hash key and of the progress file.
    pub id: String,
    /// What is asked.
    pub prompt: String,
    /// Code shown before the prompt, for "what does this evaluate to" questions.
    #[serde(default)]
    pub code: Option<String>,
    /// The choices of a multiple-choice question; empty for a typed answer.
    #[serde(default)]
    pub choices: Vec<String>,
    /// The salted hash of a spelling of the answer (for a choice, of the choice's text).
    pub hash: String,
}

impl Question {
    /// Whether `answer` (typed, or the text of the chosen choice) is right: equal in value
    /// to the stored one, however it is written.
    pub fn accepts(&self, problem: &str, answer: &str) -> bool {
        answer::spellings(answer)
            .iter()
            .any(|spelling| hash_spelling(problem, &self.id, spelling) == self.hash)
    }
}

/// The hash stored for `answer` to question `id` of `problem`: that of its canonical spelling.
pub fn hash_answer(problem: &str, id: &str, answer: &str) -> String {
    let [canonical, _] = answer::spellings(answer);
    hash_spelling(problem, id, &canonical)
}

/// The salted hash of one spelling of an answer.
fn hash_spelling(problem: &str, id: &str, spelling: &str) -> String {
    Fingerprint::default().part(format!("hog/{problem}/{id}\0")).part(spelling).hex()
}

/// The plain answers, by problem and question id, to the questions of the `problems` folder
/// beside them (see the module's documentation), by checkout path: an edition's own is
/// `editions/<name>/problems/answers.toml`.
pub const ANSWERS: &str = "problems/answers.toml";

/// The checkout path of `problem`'s questions.
pub fn questions_path(problem: &str) -> String {
    format!("problems/{problem}/questions.toml")
}

/// The questions of `problem` in `edition`, or none when it has no `questions.toml`.
pub fn load(root: &Path, edition: &str, problem: &str) -> Result<Vec<Question>> {
    let Some(path) = files::resolve(root, edition, &questions_path(problem)) else {
        return Ok(Vec::new());
    };
    let text = fs::read_to_string(&path)?;
    let file: QuestionFile =
        toml::from_str(&text).with_context(|| format!("{} is not valid", path.display()))?;
    Ok(file.question)
}

/// A question as it is asked in a language: the prompt and choices a translation gives it,
/// while the question (its id, code and hash) stays the English one, a chosen number naming
/// the English choice whose text is hashed. So an answer unlocked in one language is unlocked
/// in every other, and no hash changes.
#[derive(Clone, Debug)]
pub struct Asked {
    /// The question, as its English file has it.
    pub question: Question,
    /// What is asked, in the language.
    pub prompt: String,
    /// Its choices, in the language, in the English's order.
    pub choices: Vec<String>,
}

/// A translated question: its id, and what it says in place of the English.
#[derive(Debug, Deserialize)]
struct Worded {
    id: String,
    prompt: String,
    #[serde(default)]
    choices: Vec<String>,
}

/// The questions of `problem` in `edition`, worded in `language` where a translation of them
/// (`crate::translations`) says a question with the same id and as many choices; any other
/// is asked in English.
pub fn load_in(root: &Path, edition: &str, problem: &str, language: &str) -> Result<Vec<Asked>> {
    let questions = load(root, edition, problem)?;
    let mut worded: Vec<Worded> = Vec::new();
    if let Some(path) = crate::translations::find(root, edition, language, &questions_path(problem)) {
        #[derive(Deserialize)]
        struct WordedFile {
            question: Vec<Worded>,
        }
        let text = fs::read_to_string(&path)?;
        let file: WordedFile =
            toml::from_str(&text).with_context(|| format!("{} is not valid", path.display()))?;
        worded = file.question;
    }
    Ok(questions
        .into_iter()
        .map(|question| {
            let said =
                worded.iter().find(|w| w.id == question.id && w.choices.len() == question.choices.len());
            let (prompt, choices) = match said {
                Some(said) => (said.prompt.clone(), said.choices.clone()),
                None => (question.prompt.clone(), question.choices.clone()),
            };
            Asked { question, prompt, choices }
        })
        .collect())
}

/// Every problem of `edition` that has questions, in order. A workspace without statements
/// (a sandbox) has none.
pub fn problems_with_questions(root: &Path, edition: &str) -> Result<Vec<String>> {
    let mut problems = files::problems(root, edition)?;
    problems.retain(|problem| files::resolve(root, edition, &questions_path(problem)).is_some());
    Ok(problems)
}

/// What a student has unlocked, kept in `.hog/progress.json` at the workspace root:
/// outside `target/`, so `cargo clean` and rebuilds never lose it.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Progress {
    /// `problem/id` of every question answered right.
    pub unlocked: BTreeSet<String>,
}

impl Progress {
    fn path(root: &Path) -> PathBuf {
        root.join(".hog").join("progress.json")
    }

    /// Reads the progress file; a missing file is no progress yet.
    pub fn load(root: &Path) -> Result<Self> {
        let path = Self::path(root);
        match fs::read_to_string(&path) {
            Ok(text) => serde_json::from_str(&text).with_context(|| {
                format!(
                    "{} is damaged; fix it by hand or move it away (you would have to unlock your questions again)",
                    path.display()
                )
            }),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Progress::default()),
            Err(error) => Err(error).with_context(|| format!("cannot read {}", path.display())),
        }
    }

    /// Writes the progress file whole, so a crash never leaves half of it.
    pub fn save(&self, root: &Path) -> Result<()> {
        crate::atomic::write(&Self::path(root), (serde_json::to_string_pretty(self)? + "\n").as_bytes())
    }

    /// Whether question `id` of `problem` is unlocked.
    pub fn is_unlocked(&self, problem: &str, id: &str) -> bool {
        self.unlocked.contains(&format!("{problem}/{id}"))
    }

    /// Records question `id` of `problem` as unlocked.
    pub fn unlock(&mut self, problem: &str, id: &str) {
        self.unlocked.insert(format!("{problem}/{id}"));
    }
}

/// How many of `problem`'s questions in `edition` are still locked.
pub fn locked_count(root: &Path, edition: &str, problem: &str) -> Result<usize> {
    let progress = Progress::load(root)?;
    Ok(load(root, edition, problem)?.iter().filter(|q| !progress.is_unlocked(problem, &q.id)).count())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_normalised_before_hashing() {
        assert_eq!(hash_answer("05", "q", "(30, 15)"), hash_answer("05", "q", " (30,15) "));
        assert_eq!(hash_answer("05", "q", "True"), hash_answer("05", "q", "true"));
        assert_eq!(hash_answer("05", "q", "7"), hash_answer("05", "q", "7.0"));
        assert_ne!(hash_answer("05", "q", "(30, 15)"), hash_answer("05", "q", "(15, 30)"));
    }

    fn question(hash: String) -> Question {
        Question { id: "evaluate".into(), prompt: String::new(), code: None, choices: Vec::new(), hash }
    }

    /// A float answer hashed as Rust prints it (`5.0`), as problem 08's is, or by
    /// `hash-answer` from any spelling: every way of writing the same value is right.
    #[test]
    fn an_answer_equal_in_value_is_right() {
        let as_printed = crate::digest::Fingerprint::default().part(b"hog/08/evaluate\0").part(b"5.0").hex();
        for stored in [as_printed, hash_answer("08", "evaluate", "5"), hash_answer("08", "evaluate", "5.00")]
        {
            let question = question(stored);
            for typed in ["5", "5.0", " 5.0 ", "5.00", "+5", "5.", "5_f64", "5e0"] {
                assert!(question.accepts("08", typed), "{typed:?} is 5");
            }
            for wrong in ["5.5", "50", "-5", "0.5", "6", ""] {
                assert!(!question.accepts("08", wrong), "{wrong:?} is not 5");
            }
        }
    }

    #[test]
    fn equal_answers_to_different_questions_have_different_hashes() {
        assert_ne!(hash_answer("05", "a", "1"), hash_answer("05", "b", "1"));
        assert_ne!(hash_answer("05", "a", "1"), hash_answer("08", "a", "1"));
    }

    #[test]
    fn progress_survives_a_round_trip_and_a_missing_file_is_empty() {
        let dir = tempfile::tempdir().unwrap();
        assert!(Progress::load(dir.path()).unwrap().unlocked.is_empty());
        let mut progress = Progress::default();
        progress.unlock("05", "loop");
        progress.save(dir.path()).unwrap();
        assert!(Progress::load(dir.path()).unwrap().is_unlocked("05", "loop"));
    }

    #[test]
    fn a_damaged_progress_file_is_reported_not_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join(".hog")).unwrap();
        fs::write(dir.path().join(".hog/progress.json"), "{ not json").unwrap();
        let error = format!("{:#}", Progress::load(dir.path()).unwrap_err());
        assert!(error.contains("is damaged"), "{error}");
        assert_eq!(fs::read_to_string(dir.path().join(".hog/progress.json")).unwrap(), "{ not json");
    }
}
