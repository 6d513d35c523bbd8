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
//! answer in which equal answers agree (see [`answer`]).

mod answer;

#[cfg(feature = "instructor")]
use std::collections::BTreeMap;
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
fn questions_path(problem: &str) -> String {
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

/// Every problem of `edition` that has questions, in order. A workspace without statements
/// (a sandbox) has none.
pub fn problems_with_questions(root: &Path, edition: &str) -> Result<Vec<String>> {
    let mut problems = files::problems(root, edition)?;
    problems.retain(|problem| files::resolve(root, edition, &questions_path(problem)).is_some());
    Ok(problems)
}

/// The file that answers `problem`'s questions in `edition`, whether or not it exists: the
/// answers beside the questions it reads, its own when they are its own. `None` when it has
/// no questions.
#[cfg(feature = "instructor")]
pub fn answers_file(root: &Path, edition: &str, problem: &str) -> Option<PathBuf> {
    let questions = files::resolve(root, edition, &questions_path(problem))?;
    let own = questions == files::own(root, edition, &questions_path(problem));
    Some(if own { files::own(root, edition, ANSWERS) } else { root.join(ANSWERS) })
}

/// Every answer of the answers file at `path`, by problem and question id.
#[cfg(feature = "instructor")]
pub fn read_answers(path: &Path) -> Result<BTreeMap<String, BTreeMap<String, String>>> {
    let text = crate::text::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    toml::from_str(&text).with_context(|| {
        format!("{} is not valid: a table of answers by question id under each problem's", path.display())
    })
}

/// The plain answers to `problem`'s questions in `edition`, by question id, from
/// [`answers_file`]; none when it has no questions.
#[cfg(feature = "instructor")]
pub fn answers(root: &Path, edition: &str, problem: &str) -> Result<BTreeMap<String, String>> {
    let Some(path) = answers_file(root, edition, problem) else {
        return Ok(Default::default());
    };
    Ok(read_answers(&path)?.remove(problem).unwrap_or_default())
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

    /// Writes the progress file through a temporary file, so a crash never leaves half of it.
    pub fn save(&self, root: &Path) -> Result<()> {
        let path = Self::path(root);
        let dir = path.parent().unwrap();
        fs::create_dir_all(dir)?;
        let partial = dir.join("progress.json.partial");
        fs::write(&partial, serde_json::to_string_pretty(self)? + "\n")?;
        fs::rename(&partial, &path).with_context(|| format!("cannot write {}", path.display()))
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

/// `cargo xtask hash-answer -q NN ID ANSWER`: the line an instructor puts in questions.toml.
#[cfg(feature = "instructor")]
pub fn print_hash(problem: &str, id: &str, answer: &str) -> Result<()> {
    if answer.trim().is_empty() {
        anyhow::bail!("the answer is empty");
    }
    println!("hash = \"{}\"", hash_answer(problem, id, answer));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The stored hashes match the instructors' plain answers, and each right choice is a
    /// choice, in every edition. Each answers file answers the questions beside it: an
    /// edition's own questions in its own folder, the shared ones in `problems/`.
    #[cfg(feature = "instructor")]
    #[test]
    fn every_stored_hash_is_the_hash_of_its_answer() {
        let root = crate::workspace::root().unwrap();
        let mut asked = BTreeSet::new();
        let mut read = BTreeSet::new();
        for edition in crate::edition::all(&root).unwrap() {
            let problems = problems_with_questions(&root, &edition.name).unwrap();
            assert!(problems.len() >= 4, "{}: {problems:?}", edition.name);
            for problem in problems {
                let file = answers_file(&root, &edition.name, &problem).unwrap();
                let shown = crate::workspace::display(&root, &file);
                let answers = answers(&root, &edition.name, &problem).unwrap();
                for question in load(&root, &edition.name, &problem).unwrap() {
                    let answer = answers.get(&question.id).unwrap_or_else(|| {
                        panic!("{shown} has no answer to {problem}/{} of {}", question.id, edition.name)
                    });
                    assert!(
                        question.accepts(&problem, answer),
                        "{problem}/{}: the hash is not of {answer:?}",
                        question.id
                    );
                    if !question.choices.is_empty() {
                        assert!(
                            question.choices.contains(answer),
                            "{problem}/{}: {answer:?} is not a choice",
                            question.id
                        );
                        let right = question.choices.iter().filter(|c| question.accepts(&problem, c)).count();
                        assert_eq!(right, 1, "{problem}/{}: exactly one choice is right", question.id);
                    }
                    asked.insert(format!("{shown}: {problem}/{}", question.id));
                }
                read.insert(file);
            }
        }
        // Every answers file answers questions beside it, and no answer is to a question that
        // no edition asks there.
        let mut everywhere = vec![root.join(ANSWERS)];
        for edition in crate::edition::all(&root).unwrap() {
            everywhere.push(files::own(&root, &edition.name, ANSWERS));
        }
        for file in everywhere.into_iter().filter(|file| file.is_file()) {
            let shown = crate::workspace::display(&root, &file);
            assert!(read.contains(&file), "{shown} answers no edition's questions");
            for (problem, answers) in read_answers(&file).unwrap() {
                for id in answers.keys() {
                    assert!(
                        asked.contains(&format!("{shown}: {problem}/{id}")),
                        "nothing beside {shown} asks {problem}/{id}"
                    );
                }
            }
        }
    }

    /// An edition's own questions are answered in its own folder, the shared ones in the
    /// shared file: an edition's answers never need a shared file.
    #[cfg(feature = "instructor")]
    #[test]
    fn an_editions_own_questions_are_answered_in_its_own_folder() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let write = |path: &str, text: &str| {
            fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
            fs::write(root.join(path), text).unwrap();
        };
        let asked = |id: &str| {
            format!(
                "[[question]]\nid = \"{id}\"\nprompt = \"?\"\nhash = \"{}\"\n",
                hash_answer("05", id, "1")
            )
        };
        write("problems/05/questions.toml", &asked("shared"));
        write("editions/b/problems/05/questions.toml", &asked("own"));
        write(ANSWERS, "[\"05\"]\nshared = \"1\"\n");
        write("editions/b/problems/answers.toml", "[\"05\"]\nown = \"1\"\n");
        assert_eq!(answers_file(root, "a", "05").unwrap(), root.join(ANSWERS));
        assert_eq!(answers_file(root, "b", "05").unwrap(), root.join("editions/b/problems/answers.toml"));
        assert_eq!(answers_file(root, "", "05").unwrap(), root.join(ANSWERS));
        assert_eq!(answers_file(root, "a", "06"), None);
        assert_eq!(answers(root, "a", "05").unwrap().keys().collect::<Vec<_>>(), ["shared"]);
        assert_eq!(answers(root, "b", "05").unwrap().keys().collect::<Vec<_>>(), ["own"]);
        assert!(answers(root, "a", "06").unwrap().is_empty());
    }

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
