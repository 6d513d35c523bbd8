//! The grading engine: what grading a student's code needs, and nothing an instructor alone
//! does. A student's `cargo xtask` is a command line over it; authoring (`hog-authoring`) and
//! official grading (`hog-official`) build on it.
//!
//! - The course's layout: [`workspace`] (the checkout, its teaching and student files),
//!   [`edition`] (the registry and where each edition's files are), [`stubs`] (a student file
//!   made from its solution, and the problems' regions), [`questions`] (the concept questions
//!   and a student's unlocked ones), [`grading_manifest`] (what a release records of its
//!   grading files).
//! - Building and running: [`sandbox`] (a private copy of the workspace with the student's
//!   code in it), [`build`] (cargo run, limited, its output replayed), [`prepare`] (the
//!   student's regions checked and put into the handed-out text).
//! - A submission's [`intake`], for official grading.
//! - [`environment`]: where a command works, read from the process's environment by command
//!   lines alone; every other function takes it as an argument.
//! - Files: [`text`] (LF and CRLF read alike), [`atomic`] (written whole or not at all),
//!   [`digest`] (one way to fingerprint).

pub mod atomic;
pub mod build;
pub mod digest;
pub mod edition;
pub mod environment;
pub mod grading_manifest;
pub mod intake;
pub mod prepare;
pub mod questions;
pub mod sandbox;
pub mod stubs;
pub mod text;
pub mod translations;
pub mod workspace;
