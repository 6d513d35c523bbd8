//! Where an edition's data files are: statements, concept questions, the guide, the zoo and
//! its known mistakes.
//!
//! A file at `editions/<name>/<path>` is edition `<name>`'s own version of the checkout file
//! `<path>`; the file at `<path>`, if any, is shared by every edition that has none of its
//! own. Every edition is so in place at once, and text the editions have in common exists
//! once. Where a shared text differs between editions by a few words, it says `{{name}}`
//! instead, filled from the `[words]` of each edition's `edition.toml` (`hog_authoring::edition::render`); where
//! it differs wholesale, each edition has its own. Problem `NN` is an edition's when its
//! statement, `problems/NN/README.md`, resolves for it: a shared file of a problem an
//! edition does not have is not the edition's.
//!
//! Every reader takes the edition by name. The name `""` stands for a workspace without
//! editions (a student release, an autograder), whose files are all in place, already its
//! one edition's (`course_name(root).unwrap_or_default()`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// Where `edition`'s own version of the checkout file `path` is, whether or not it exists;
/// the checkout path itself in a workspace without editions.
pub fn own(root: &Path, edition: &str, path: &str) -> PathBuf {
    if edition.is_empty() { root.join(path) } else { root.join("editions").join(edition).join(path) }
}

/// The file `edition` reads for the checkout path `path`: its own version, or else the shared
/// one; `None` when it has neither.
pub fn resolve(root: &Path, edition: &str, path: &str) -> Option<PathBuf> {
    let own = own(root, edition, path);
    if own.is_file() {
        return Some(own);
    }
    let shared = root.join(path);
    shared.is_file().then_some(shared)
}

/// The text `edition` reads for `path`, as stored but with LF endings ([`crate::text`]; see
/// `hog_authoring::edition::render` for its words filled in).
pub fn read(root: &Path, edition: &str, path: &str) -> Result<String> {
    let file = resolve(root, edition, path).with_context(|| missing(edition, path))?;
    crate::text::read(&file).with_context(|| format!("cannot read {}", file.display()))
}

/// Why `edition` has no `path`.
fn missing(edition: &str, path: &str) -> String {
    if edition.is_empty() {
        format!("{path} does not exist")
    } else {
        format!("the edition {edition} has no {path}: neither editions/{edition}/{path} nor {path} exists")
    }
}

/// Every file `edition` has under the checkout folder `folder` (`mutants`, `problems`), by
/// its checkout path, sorted: its own and the shared ones it has no own version of.
pub fn listing(root: &Path, edition: &str, folder: &str) -> Result<Vec<String>> {
    let mut paths = BTreeSet::new();
    for base in [root.to_path_buf(), own(root, edition, "")] {
        let dir = base.join(folder);
        if dir.is_dir() {
            for file in crate::workspace::files(&dir, &[])? {
                paths.insert(crate::workspace::display(&base, &file));
            }
        }
    }
    Ok(paths.into_iter().collect())
}

/// Whether `text` is a problem id: two digits.
fn is_id(text: &str) -> bool {
    text.len() == 2 && text.chars().all(|c| c.is_ascii_digit())
}

/// `edition`'s problems, in order: every `NN` whose statement `problems/NN/README.md` resolves.
pub fn problems(root: &Path, edition: &str) -> Result<Vec<String>> {
    let ids = listing(root, edition, "problems")?.into_iter().filter_map(|path| {
        let id = path.strip_prefix("problems/")?.strip_suffix("/README.md")?;
        is_id(id).then(|| id.to_owned())
    });
    Ok(ids.collect())
}

/// Every file `edition` has under `problems/`, by checkout path: the guide, the answers, and
/// what the folders of its own problems hold.
pub fn problem_files(root: &Path, edition: &str) -> Result<Vec<String>> {
    let ids = problems(root, edition)?;
    let theirs = |path: &String| match path.split('/').nth(1) {
        Some(folder) if is_id(folder) && path.matches('/').count() > 1 => ids.iter().any(|id| id == folder),
        _ => true,
    };
    Ok(listing(root, edition, "problems")?.into_iter().filter(theirs).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn write(root: &Path, path: &str, text: &str) {
        fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
        fs::write(root.join(path), text).unwrap();
    }

    #[test]
    fn an_editions_own_file_comes_before_the_shared_one() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(root, "problems/01/README.md", "shared");
        write(root, "editions/b/problems/01/README.md", "b's");
        write(root, "editions/b/problems/02/README.md", "b's only");
        write(root, "problems/02/questions.toml", "asked where 02 is");
        assert_eq!(read(root, "a", "problems/01/README.md").unwrap(), "shared");
        assert_eq!(read(root, "b", "problems/01/README.md").unwrap(), "b's");
        assert_eq!(read(root, "", "problems/01/README.md").unwrap(), "shared");
        let error = read(root, "a", "problems/02/README.md").unwrap_err().to_string();
        assert_eq!(
            error,
            "the edition a has no problems/02/README.md: neither editions/a/problems/02/README.md nor \
             problems/02/README.md exists"
        );
        assert_eq!(problems(root, "a").unwrap(), ["01"]);
        assert_eq!(problems(root, "b").unwrap(), ["01", "02"]);
        assert_eq!(problem_files(root, "a").unwrap(), ["problems/01/README.md"]);
        assert_eq!(
            problem_files(root, "b").unwrap(),
            ["problems/01/README.md", "problems/02/README.md", "problems/02/questions.toml"]
        );
    }
}
