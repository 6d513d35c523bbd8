//! Switching a checkout from its edition to another.
#![cfg(feature = "instructor")]

use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};

use super::{Edition, active, block_files, blocks, folder, manifest};
use crate::{stubs, workspace};

/// What a switch changed.
#[derive(Debug)]
pub struct Switched {
    /// Whole files put away or put in place.
    pub files: usize,
    /// Shared files whose blocks were exchanged.
    pub blocks: usize,
}

/// Puts the active edition's files and blocks away under `editions/<active>/`, puts `to`'s in
/// their place, and writes every student file from the new solutions. Refuses, changing
/// nothing, when a student file holds work (it differs from its stub) or when an edition's
/// folder lacks a file.
pub fn switch(root: &Path, to: &Edition) -> Result<Switched> {
    let from = active(root)?;
    refuse_over_student_work(root)?;
    let (leaving, coming) = (manifest(root, &from.name)?, manifest(root, &to.name)?);
    let (from_dir, to_dir) = (folder(root).join(&from.name), folder(root).join(&to.name));
    let shared = block_files(root)?;
    for path in &leaving.files {
        require(&root.join(path), &format!("{path}, which {} owns", from.name))?;
    }
    for path in &coming.files {
        require(&to_dir.join(path), &format!("{path}, which {} owns", to.name))?;
        if root.join(path).exists() && !leaving.files.contains(path) {
            bail!(
                "{path} is in {}'s folder, but the checkout has it too and {} does not own it",
                to.name,
                from.name
            );
        }
    }
    // Every block is read and checked before anything moves.
    let mut filled = Vec::new();
    for path in &shared {
        let text = fs::read_to_string(root.join(path))?;
        let theirs = to_dir.join(path);
        require(&theirs, &format!("{}'s blocks of {path}", to.name))?;
        let stash = blocks::stash(&text, path)?;
        filled.push((path, stash, blocks::fill(&text, &fs::read_to_string(&theirs)?, path)?));
    }
    for (path, stash, text) in &filled {
        write(&from_dir.join(path), stash)?;
        write(&root.join(path), text)?;
        fs::remove_file(to_dir.join(path))?;
        remove_empty_folders(&to_dir, &to_dir.join(path))?;
    }
    for path in &leaving.files {
        relocate(root, &root.join(path), &from_dir.join(path))?;
    }
    for path in &coming.files {
        relocate(&to_dir, &to_dir.join(path), &root.join(path))?;
    }
    write(&folder(root).join("active"), &format!("{}\n", to.name))?;
    stubs::write_quietly(root)?;
    Ok(Switched { files: leaving.files.len() + coming.files.len(), blocks: shared.len() })
}

/// Fails, naming them, when student files differ from their stubs: a switch writes new stubs.
fn refuse_over_student_work(root: &Path) -> Result<()> {
    let mut worked = Vec::new();
    for file in workspace::teaching_files(root)? {
        let solution = file.solution_text()?;
        let generated = stubs::generate(&solution, &workspace::display(root, &file.solution))?;
        if fs::read_to_string(&file.stub).unwrap_or_default() != generated.stub {
            worked.push(workspace::display(root, &file.stub));
        }
    }
    if !worked.is_empty() {
        bail!(
            "{} differ from their stubs: switching writes this edition's stubs over them, so the code in them \
             would be lost. Commit or copy it elsewhere, then run `cargo xtask stubs` to put the stubs back.",
            worked.join(", ")
        );
    }
    Ok(())
}

fn require(path: &Path, what: &str) -> Result<()> {
    if !path.is_file() {
        bail!("{what} is missing: {} does not exist", path.display());
    }
    Ok(())
}

fn write(path: &Path, text: &str) -> Result<()> {
    fs::create_dir_all(path.parent().unwrap())?;
    fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// Moves `from` to `to`, then removes the folders `from` leaves empty, up to `base`.
fn relocate(base: &Path, from: &Path, to: &Path) -> Result<()> {
    fs::create_dir_all(to.parent().unwrap())?;
    fs::rename(from, to).with_context(|| format!("cannot move {} to {}", from.display(), to.display()))?;
    remove_empty_folders(base, from)
}

/// Removes the folders above `gone` that are left empty, up to `base`.
fn remove_empty_folders(base: &Path, gone: &Path) -> Result<()> {
    for dir in gone.ancestors().skip(1).take_while(|dir| *dir != base) {
        if fs::read_dir(dir)?.next().is_some() {
            break;
        }
        fs::remove_dir(dir)?;
    }
    Ok(())
}
