//! Rule editions: the same project with another term's special rules.
//!
//! Every edition's rules, strategies and experiments are in place, in `editions/<name>/`,
//! and compiled on every build (see `stubs::wiring`). The rest of a checkout holds one edition
//! at a time, named in `editions/active`. What differs there between editions is either a
//! whole file (a statement, a suite, a zoo: listed in `editions/<name>/edition.toml`) or a
//! block of a shared file, between `BEGIN EDITION` and `END EDITION` lines (see [`blocks`]).
//! The active edition's files and blocks are in place,
//! so every command and every build follows it without knowing editions exist; each
//! inactive edition keeps its own under `editions/<name>/`, at the same paths. Switching
//! ([`switch`]) puts the active edition's away and the new one's in place, then writes the
//! student files from the new solutions.

pub mod blocks;
#[cfg(feature = "instructor")]
pub mod cli;
pub mod files;
#[cfg(feature = "instructor")]
mod instructor;
#[cfg(feature = "instructor")]
pub mod new;
#[cfg(feature = "instructor")]
mod switch;
#[cfg(feature = "instructor")]
pub mod workspace;
#[cfg(feature = "instructor")]
pub use instructor::*;

use std::path::{Path, PathBuf};

/// The name of the checkout's edition, from `editions/active`; none in a workspace without
/// editions (a student release, an autograder).
pub fn checkout_edition(root: &Path) -> Option<String> {
    let name = std::fs::read_to_string(root.join("editions").join("active")).ok()?;
    Some(name.trim().to_owned())
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
