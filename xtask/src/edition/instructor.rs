//! The instructors' side of editions: the list, the manifests and `cargo xtask edition`.
#![cfg(feature = "instructor")]

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use serde::Deserialize;

use super::blocks;

pub use super::switch::switch;

/// An edition the project knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edition {
    /// Its name on the command line and in `editions/`.
    pub name: &'static str,
    /// Its special rules, and the terms that played them.
    pub summary: &'static str,
}

/// Every edition, the default first. Adding one means adding it here and its folder.
pub const EDITIONS: &[Edition] = &[
    Edition { name: "boar-sus", summary: "Boar Brawl and Sus Fuss (Fall 2023 to Fall 2025)" },
    Edition { name: "pigtail-square", summary: "Pig Tail and Square Swine (Fall 2022)" },
    Edition { name: "swap-feral", summary: "Free Points, Feral Hogs and Swine Swap (a 2020 term)" },
];

/// The edition called `name`, or an error that lists the known ones.
pub fn find(name: &str) -> Result<Edition> {
    match EDITIONS.iter().find(|edition| edition.name == name) {
        Some(edition) => Ok(*edition),
        None => {
            let known: Vec<&str> = EDITIONS.iter().map(|edition| edition.name).collect();
            bail!("there is no edition called {name:?}: the editions are {}", known.join(", "))
        }
    }
}

/// The folder of every edition's files.
pub fn folder(root: &Path) -> PathBuf {
    root.join("editions")
}

/// The checkout's edition.
pub fn active(root: &Path) -> Result<Edition> {
    let path = folder(root).join("active");
    let name = fs::read_to_string(&path)
        .with_context(|| format!("cannot read {}: which edition is this checkout?", path.display()))?;
    find(name.trim()).with_context(|| format!("in {}", path.display()))
}

/// What `editions/<name>/edition.toml` says.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// The files the edition owns whole, as paths from the workspace root.
    #[serde(default)]
    pub files: Vec<String>,
}

/// Reads `edition`'s manifest.
pub fn manifest(root: &Path, edition: Edition) -> Result<Manifest> {
    let path = folder(root).join(edition.name).join("edition.toml");
    let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    toml::from_str(&text).with_context(|| format!("{} is not a valid manifest", path.display()))
}

/// Every file of the checkout with blocks, as paths from the root.
pub fn block_files(root: &Path) -> Result<Vec<String>> {
    let mut found = Vec::new();
    for path in crate::workspace::files(root, &["editions"])? {
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

/// `cargo xtask edition [NAME]`: shows the editions, or switches to `name`.
pub fn run(name: Option<&str>) -> Result<()> {
    let root = crate::workspace::root()?;
    crate::workspace::require_solutions(&root)?;
    let active = active(&root)?;
    let Some(name) = name else {
        for edition in EDITIONS {
            let mark = if *edition == active { "*" } else { " " };
            println!("{mark} {:<15} {}", edition.name, edition.summary);
        }
        println!("This checkout is {}. `cargo xtask edition NAME` switches it.", active.name);
        return Ok(());
    };
    let to = find(name)?;
    if to == active {
        println!("This checkout is already {}.", to.name);
        return Ok(());
    }
    let moved = switch(&root, to)?;
    println!(
        "This checkout is now {}: {} files and {} shared files' blocks changed, and the student files were written from its solutions.",
        to.name, moved.files, moved.blocks
    );
    Ok(())
}
