//! The instructors' side of editions: the list, the manifests and `cargo xtask edition`.
#![cfg(feature = "instructor")]

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use serde::Deserialize;

use super::blocks;

pub use super::switch::switch;

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

/// The edition whose files the checkout holds in place.
pub fn active(root: &Path) -> Result<Edition> {
    let path = folder(root).join("active");
    let name = fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}: which edition is this checkout?", path.display()))?;
    find(root, name.trim()).with_context(|| format!("in {}", path.display()))
}

/// What `editions/<name>/edition.toml` says.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// The files the edition owns whole that a switch still moves, as paths from the
    /// workspace root.
    #[serde(default)]
    pub files: Vec<String>,
    /// What each `{{name}}` of a shared statement or guide stands for in this edition
    /// (see [`super::files`]).
    #[serde(default)]
    pub words: std::collections::BTreeMap<String, String>,
}

/// Reads the manifest of the edition called `name`.
pub fn manifest(root: &Path, name: &str) -> Result<Manifest> {
    let path = folder(root).join(name).join("edition.toml");
    let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    toml::from_str(&text).with_context(|| format!("{} is not a valid manifest", path.display()))
}

/// Every file of the checkout with blocks, as paths from the root.
pub fn block_files(root: &Path) -> Result<Vec<String>> {
    let mut found = Vec::new();
    for path in crate::workspace::files(root, &["editions", ".hog"])? {
        let Ok(text) = fs::read_to_string(&path) else { continue };
        if blocks::has_blocks(&text) {
            found.push(relative(root, &path));
        }
    }
    Ok(found)
}

/// `path` from `root`, with `/` between its parts.
fn relative(root: &Path, path: &Path) -> String {
    let parts: Vec<String> = path
        .strip_prefix(root)
        .unwrap_or(path)
        .components()
        .map(|part| part.as_os_str().to_string_lossy().into_owned())
        .collect();
    parts.join("/")
}

/// `cargo xtask edition [NAME]`: shows the editions, or switches the checkout's files to `name`.
pub fn run(name: Option<&str>) -> Result<()> {
    let root = crate::workspace::root()?;
    crate::workspace::require_solutions(&root)?;
    let registry = Registry::read(&root)?;
    let active = active(&root)?;
    let Some(name) = name else {
        for edition in &registry.editions {
            let mark = if *edition == active { "*" } else { " " };
            let course = if edition.name == registry.course { ", the course's" } else { "" };
            println!("{mark} {:<15} {} ({}{course})", edition.name, edition.rules, edition.terms);
        }
        println!(
            "This checkout's files are {}'s (*). Every command takes --edition NAME; \
             `cargo xtask edition NAME` switches the files, to edit another edition.",
            active.name
        );
        return Ok(());
    };
    let to = registry.find(name)?;
    if to == active {
        println!("This checkout is already {}.", to.name);
        return Ok(());
    }
    let moved = switch(&root, &to)?;
    println!(
        "This checkout is now {}: {} files and {} shared files' blocks changed, and the student files were written from its solutions.",
        to.name, moved.files, moved.blocks
    );
    Ok(())
}
