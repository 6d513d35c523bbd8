//! The registry of editions, `editions/editions.toml`: every edition the project knows, and
//! the course's.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use serde::Deserialize;

/// An edition the project knows, as the registry (`editions/editions.toml`) lists it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Edition {
    /// Its name on the command line and its folder in `editions/`.
    pub name: String,
    /// Its special rules.
    pub rules: String,
    /// The terms that played them.
    pub terms: String,
    /// Its problems' ids, in the order students meet them.
    pub problems: Vec<String>,
}

/// `editions/editions.toml`: every edition, and the course's.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Registry {
    /// The edition every command uses unless it is given another.
    pub course: String,
    /// Every edition, the default first.
    #[serde(rename = "edition")]
    pub editions: Vec<Edition>,
}

/// Where the registry is, from the workspace root.
pub const REGISTRY: &str = "editions/editions.toml";

impl Registry {
    /// The registry of the checkout at `root`, checked: names are unique and the course's is one of them.
    pub fn read(root: &Path) -> Result<Registry> {
        let path = root.join(REGISTRY);
        let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
        let registry: Registry = toml::from_str(&text)
            .with_context(|| format!("{} is not a valid registry of editions", path.display()))?;
        for (index, edition) in registry.editions.iter().enumerate() {
            if registry.editions[..index].iter().any(|earlier| earlier.name == edition.name) {
                bail!("{} lists the edition {:?} twice", path.display(), edition.name);
            }
        }
        registry
            .find(&registry.course)
            .with_context(|| format!("the course's edition in {}", path.display()))?;
        Ok(registry)
    }

    /// The edition called `name`, or an error that lists the known ones.
    pub fn find(&self, name: &str) -> Result<Edition> {
        match self.editions.iter().find(|edition| edition.name == name) {
            Some(edition) => Ok(edition.clone()),
            None => {
                let known: Vec<&str> = self.editions.iter().map(|edition| edition.name.as_str()).collect();
                bail!("there is no edition called {name:?}: the editions are {}", known.join(", "))
            }
        }
    }

    /// The course's edition.
    pub fn course(&self) -> Edition {
        self.find(&self.course).expect("checked when read")
    }

    /// Fails, naming each, where the registry and the statements of the checkout at `root`
    /// disagree: a problem an edition lists without a statement it reads, an edition's own
    /// statement of a problem it does not list, or a shared statement no edition lists. Such a
    /// statement would never be graded, and nothing else would say so.
    pub fn check_statements(&self, root: &Path) -> Result<()> {
        let mut wrong = Vec::new();
        let mut listed = std::collections::BTreeSet::new();
        for edition in &self.editions {
            let statements = super::files::problems(root, &edition.name)?;
            for id in &edition.problems {
                listed.insert(id.clone());
                if !statements.contains(id) {
                    wrong.push(format!(
                        "{} lists problem {id}, but neither editions/{}/problems/{id}/README.md nor \
                         problems/{id}/README.md exists",
                        edition.name, edition.name
                    ));
                }
            }
            for id in statements.iter().filter(|id| !edition.problems.contains(id)) {
                let own = format!("editions/{}/problems/{id}/README.md", edition.name);
                if root.join(&own).is_file() {
                    wrong.push(format!("{own} is the statement of a problem {} does not list", edition.name));
                }
            }
        }
        for id in super::files::problems(root, "")? {
            if !listed.contains(&id) {
                wrong.push(format!("problems/{id}/README.md is the statement of a problem no edition lists"));
            }
        }
        if !wrong.is_empty() {
            bail!(
                "{REGISTRY} and the statements disagree, and a problem without both is never graded:\n  {}\n\
                 Add the problem to the edition's `problems` in {REGISTRY}, or remove its statement.",
                wrong.join("\n  ")
            );
        }
        Ok(())
    }
}

/// Every edition of the checkout at `root`, the default first.
pub fn all(root: &Path) -> Result<Vec<Edition>> {
    Ok(Registry::read(root)?.editions)
}

/// The edition of the checkout at `root` called `name`, or an error that lists the known ones.
pub fn find(root: &Path, name: &str) -> Result<Edition> {
    Registry::read(root)?.find(name)
}

/// The folder of every edition's files.
pub fn folder(root: &Path) -> PathBuf {
    root.join("editions")
}

/// The course's edition of the checkout at `root`: the one its student files are written for,
/// and every command's without `--edition NAME`.
pub fn active(root: &Path) -> Result<Edition> {
    Ok(Registry::read(root)?.course())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checkouts_registry_and_statements_agree() {
        let root = crate::environment::root().unwrap();
        Registry::read(&root).unwrap().check_statements(&root).unwrap();
    }

    /// Each way a statement can miss the registry, or the registry a statement, is named.
    #[test]
    fn a_statement_the_registry_misses_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let write = |path: &str| {
            fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
            fs::write(root.join(path), "# A statement\n").unwrap();
        };
        fs::create_dir_all(root.join("editions")).unwrap();
        let registry = "course = \"a\"\n\n[[edition]]\nname = \"a\"\nrules = \"A\"\nterms = \"now\"\n\
                        problems = [\"01\", \"02\"]\n";
        fs::write(root.join(REGISTRY), registry).unwrap();
        write("problems/01/README.md");
        write("editions/a/problems/02/README.md");
        Registry::read(root).unwrap().check_statements(root).unwrap();

        write("problems/07/README.md");
        write("editions/a/problems/03/README.md");
        fs::remove_file(root.join("editions/a/problems/02/README.md")).unwrap();
        let error = Registry::read(root).unwrap().check_statements(root).unwrap_err().to_string();
        for named in [
            "a lists problem 02, but neither editions/a/problems/02/README.md nor problems/02/README.md exists",
            "editions/a/problems/03/README.md is the statement of a problem a does not list",
            "problems/07/README.md is the statement of a problem no edition lists",
        ] {
            assert!(error.contains(named), "{named}: {error}");
        }
    }
}
