//! Rule editions: the same project with another term's special rules.
//!
//! Every edition is in place, in `editions/<name>/`, and compiled and tested on every build:
//! its own items of the teaching files (see `stubs::wiring`), its suites (`stubs::suites`), its
//! explanations in `hog gui` (`stubs::hog_editions`), and its texts, each its own version of a
//! checkout file or else the shared one ([`files`]). The registry, `editions/editions.toml`,
//! lists them and names the course's: the edition the student files are written for, and
//! every command's unless it is given `--edition NAME`, which runs in a copy of the checkout
//! whose course is NAME (`hog_authoring::edition::workspace`). Nothing moves between places.

pub mod files;
mod registry;

pub use registry::*;

use std::path::{Path, PathBuf};

/// The name of the course's edition of the workspace at `root` (the registry's `course`): the
/// edition its student files are written for, and whose files it reads as its own. `None` in a
/// workspace without editions (a student release, an autograder), whose files are all its one
/// edition's already; `files` calls that edition `""`. The one reader of the name alone
/// ([`active`] is the course's whole entry, from the registry read and checked).
pub fn course_name(root: &Path) -> Option<String> {
    let text = std::fs::read_to_string(root.join("editions").join("editions.toml")).ok()?;
    let registry: toml::Table = toml::from_str(&text).ok()?;
    Some(registry.get("course")?.as_str()?.to_owned())
}

/// The edition `name`'s namespace in the teaching crates: `boar_sus` for `boar-sus`.
pub fn namespace(name: &str) -> String {
    name.replace('-', "_")
}

/// The edition `name`'s own items of the teaching file `file_name` (`rules.rs`), if it has any.
pub fn own_file(root: &Path, name: &str, file_name: &str) -> Option<PathBuf> {
    let path = root.join("editions").join(name).join(file_name);
    path.is_file().then_some(path)
}
