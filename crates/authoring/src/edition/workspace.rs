//! An edition's own workspace: where a command runs for another edition than the course's,
//! so that nothing in the checkout changes.
//!
//! It is a copy of the checkout at `.hog/editions/NAME/` whose course is NAME (its registry
//! says so, and its student files, namespaces and tables are written for NAME), brought up to
//! date before each command. A file whose text did not change keeps its modification time,
//! so builds there are reused from one command to the next; it has a grading sandbox of its
//! own, so one edition's builds never feed another's. Every edition's files are in place in
//! both, at the same paths, so what a command writes there (a snapshot, the zoo's signatures,
//! a zoo entry) is put back at its path in the checkout when it ends.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use super::make_course;
use hog_engine::edition::{Edition, REGISTRY};
use hog_engine::{stubs, workspace};

/// An edition's workspace, held by this process until it is dropped.
pub struct EditionWorkspace {
    /// Its root: a hog workspace whose files are the edition's.
    pub root: PathBuf,
    checkout: PathBuf,
    edition: Edition,
    /// Every file as it was made, by its path from the root.
    made: BTreeMap<String, Vec<u8>>,
    _held: fs::File,
}

/// Where the workspace of `edition` of the checkout at `checkout` lives.
pub fn place(checkout: &Path, edition: &Edition) -> PathBuf {
    checkout.join(".hog").join("editions").join(&edition.name)
}

impl EditionWorkspace {
    /// Makes or brings up to date the workspace of `edition`, a copy of the checkout at
    /// `checkout` whose course it is, waiting while another command holds it.
    pub fn open(checkout: &Path, edition: &Edition) -> Result<Self> {
        let root = place(checkout, edition);
        let parent = root.parent().expect("under .hog/editions");
        fs::create_dir_all(parent).with_context(|| format!("cannot make {}", parent.display()))?;
        let waiting =
            format!("Another command is using the workspace of {}; waiting for it to finish.", edition.name);
        let held = hog_engine::sandbox::lock(&parent.join(format!("{}.lock", edition.name)), Some(&waiting))?;
        let fresh = tempfile::Builder::new().prefix(".new-").tempdir_in(parent)?;
        workspace::copy_checkout(checkout, fresh.path())?;
        // The checkout's student files may hold work; the copy starts from its stubs.
        crate::generated::write_quietly(fresh.path())?;
        make_course(fresh.path(), edition)
            .with_context(|| format!("cannot make the workspace of {}", edition.name))?;
        let made = texts(fresh.path())?;
        bring_up_to_date(&root, &made)?;
        Ok(EditionWorkspace {
            root,
            checkout: checkout.to_path_buf(),
            edition: edition.clone(),
            made,
            _held: held,
        })
    }

    /// Puts what a command changed in the workspace at its path in the checkout. The files made
    /// for the edition (the registry's course, the student files, their locks, the namespaces
    /// and tables) are left where they are. Returns the paths put back; fails, putting back
    /// nothing, when a file the command changed was changed in the checkout meanwhile.
    pub fn put_back(&self) -> Result<Vec<String>> {
        let now = texts(&self.root)?;
        let generated = generated(&self.root)?;
        let mut writes: Vec<(PathBuf, Option<Vec<u8>>)> = Vec::new();
        let mut refused = Vec::new();
        let changed =
            now.keys().chain(self.made.keys()).filter(|path| now.get(*path) != self.made.get(*path));
        let changed: std::collections::BTreeSet<&String> = changed.collect();
        for path in changed {
            if generated.contains(path) {
                continue;
            }
            let (before, after) = (self.made.get(path), now.get(path));
            let theirs = fs::read(self.checkout.join(path)).ok();
            if theirs.as_ref() != before {
                refused.push(format!("{path} changed in the checkout meanwhile"));
                continue;
            }
            writes.push((self.checkout.join(path), after.cloned()));
        }
        if !refused.is_empty() {
            bail!(
                "the workspace of {} at {} changed what it cannot put back, so nothing was put back:\n  {}\n\
                 Run the command again on the checkout as it is now.",
                self.edition.name,
                self.root.display(),
                refused.join("\n  ")
            );
        }
        let mut put = Vec::new();
        for (path, bytes) in writes {
            match bytes {
                Some(bytes) => hog_engine::atomic::write(&path, &bytes)?,
                None => {
                    fs::remove_file(&path).with_context(|| format!("cannot remove {}", path.display()))?
                }
            }
            put.push(workspace::display(&self.checkout, &path));
        }
        Ok(put)
    }
}

/// Every file of the workspace at `root` but its builds and its own `.hog`, by path from the root.
fn texts(root: &Path) -> Result<BTreeMap<String, Vec<u8>>> {
    let mut texts = BTreeMap::new();
    for file in workspace::files(root, &[".hog"])? {
        let path = file.strip_prefix(root).unwrap_or(&file).to_string_lossy().replace('\\', "/");
        texts.insert(path, fs::read(&file).with_context(|| format!("cannot read {}", file.display()))?);
    }
    Ok(texts)
}

/// Makes the files of `root` those of `made`: a changed file is written anew, an unchanged one
/// is left with its time, and a file `made` does not have is removed.
fn bring_up_to_date(root: &Path, made: &BTreeMap<String, Vec<u8>>) -> Result<()> {
    let there = if root.exists() { texts(root)? } else { BTreeMap::new() };
    for (path, bytes) in made {
        if there.get(path) != Some(bytes) {
            hog_engine::atomic::write(&root.join(path), bytes)?;
        }
    }
    for path in there.keys().filter(|path| !made.contains_key(*path)) {
        fs::remove_file(root.join(path))
            .with_context(|| format!("cannot remove {path} from {}", root.display()))?;
    }
    Ok(())
}

/// The files made for the workspace's edition: its course in the registry, and what is made
/// from the solutions (the student files, their locks, the namespaces and the tables).
fn generated(root: &Path) -> Result<Vec<String>> {
    let mut paths: Vec<String> =
        crate::generated::glue::generate(root)?.into_iter().map(|(path, _)| path.to_owned()).collect();
    paths.extend(crate::generated::wiring::generate(root)?.into_iter().map(|(path, _)| path));
    paths.extend([REGISTRY.to_owned(), crate::generated::hog_editions::PATH.to_owned()]);
    for file in workspace::teaching_files(root)? {
        paths.push(workspace::display(root, &file.stub));
        paths.push(workspace::display(root, &stubs::lock_path(&file)));
    }
    Ok(paths)
}
