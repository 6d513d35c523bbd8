//! The plain answers to the concept questions, which only instructors hold: beside the
//! questions they answer ([`ANSWERS`] of the same folder: an edition's own for its own
//! questions, the shared one for the shared questions), never in a release or an autograder,
//! and `cargo xtask hash-answer`, which makes a question's stored hash.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use hog_engine::edition::files;
use hog_engine::questions::{ANSWERS, hash_answer, questions_path};

/// The file that answers `problem`'s questions in `edition`, whether or not it exists: the
/// answers beside the questions it reads, its own when they are its own. `None` when it has
/// no questions.
pub fn answers_file(root: &Path, edition: &str, problem: &str) -> Option<PathBuf> {
    let questions = files::resolve(root, edition, &questions_path(problem))?;
    let own = questions == files::own(root, edition, &questions_path(problem));
    Some(if own { files::own(root, edition, ANSWERS) } else { root.join(ANSWERS) })
}

/// Every answer of the answers file at `path`, by problem and question id.
pub fn read_answers(path: &Path) -> Result<BTreeMap<String, BTreeMap<String, String>>> {
    let text = hog_engine::text::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    toml::from_str(&text).with_context(|| {
        format!("{} is not valid: a table of answers by question id under each problem's", path.display())
    })
}

/// The plain answers to `problem`'s questions in `edition`, by question id, from
/// [`answers_file`]; none when it has no questions.
pub fn answers(root: &Path, edition: &str, problem: &str) -> Result<BTreeMap<String, String>> {
    let Some(path) = answers_file(root, edition, problem) else {
        return Ok(Default::default());
    };
    Ok(read_answers(&path)?.remove(problem).unwrap_or_default())
}

/// `cargo xtask hash-answer -q NN ID ANSWER`: the line an instructor puts in questions.toml.
pub fn print_hash(problem: &str, id: &str, answer: &str) -> Result<()> {
    if answer.trim().is_empty() {
        anyhow::bail!("the answer is empty");
    }
    println!("hash = \"{}\"", hash_answer(problem, id, answer));
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::fs;

    use super::*;
    use hog_engine::questions::{load, problems_with_questions};

    /// The stored hashes match the instructors' plain answers, and each right choice is a
    /// choice, in every edition. Each answers file answers the questions beside it: an
    /// edition's own questions in its own folder, the shared ones in `problems/`.
    #[test]
    fn every_stored_hash_is_the_hash_of_its_answer() {
        let root = hog_engine::environment::root().unwrap();
        let mut asked = BTreeSet::new();
        let mut read = BTreeSet::new();
        for edition in hog_engine::edition::all(&root).unwrap() {
            let problems = problems_with_questions(&root, &edition.name).unwrap();
            assert!(problems.len() >= 4, "{}: {problems:?}", edition.name);
            for problem in problems {
                let file = answers_file(&root, &edition.name, &problem).unwrap();
                let shown = hog_engine::workspace::display(&root, &file);
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
        for edition in hog_engine::edition::all(&root).unwrap() {
            everywhere.push(files::own(&root, &edition.name, ANSWERS));
        }
        for file in everywhere.into_iter().filter(|file| file.is_file()) {
            let shown = hog_engine::workspace::display(&root, &file);
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
}
