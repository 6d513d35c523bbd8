//! Rule editions: the same project with another term's special rules.
//!
//! A checkout holds one edition at a time, named in `editions/active`. What differs between
//! editions is either a whole file (a statement, a suite, a zoo: listed in
//! `editions/<name>/edition.toml`) or a block of a shared file, between `BEGIN EDITION` and
//! `END EDITION` lines (see [`blocks`]). The active edition's files and blocks are in place,
//! so every command and every build follows it without knowing editions exist; each
//! inactive edition keeps its own under `editions/<name>/`, at the same paths. Switching
//! ([`switch`]) puts the active edition's away and the new one's in place, then writes the
//! student files from the new solutions.

pub mod blocks;
#[cfg(feature = "instructor")]
pub mod cli;
#[cfg(feature = "instructor")]
mod instructor;
#[cfg(feature = "instructor")]
mod switch;
#[cfg(feature = "instructor")]
pub mod workspace;
#[cfg(feature = "instructor")]
pub use instructor::*;
