//! The suites (`hog-suites`) and everything under them, the grader included, as one shared
//! library. Linking the suite binary statically costs every grade a link of all of it, several
//! times the compile of a student's edit; linked against this library, the binary holds the
//! student's crates and the table of their functions alone. The binary names this crate so
//! that rustc takes `hog-suites` from here (see `tests/suite-binary/src/main.rs`).

pub use hog_suites;
