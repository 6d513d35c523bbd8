//! What every edition's suites share: the student files for source checks, and the
//! properties of threshold strategies. The suites of the problems every edition shares are
//! in this folder too, each compiled in every edition's namespace (`editions.rs`), where it
//! reads what the edition's rules decide from the edition's `facts`.

use hog_grader::SourceFile;

pub mod exact;
pub mod games;
pub mod threshold;

/// The rules crate's file, as compiled into the binary, for source checks.
pub fn rules_file() -> SourceFile {
    crate::student::sources().rules
}

/// The strategies crate's file (problems 06, 07, 10 to 12), for source checks.
pub fn strategies_file() -> SourceFile {
    crate::student::sources().strategies
}

/// The experiments crate's file (problems 08, 09 and 13), for source checks.
pub fn experiments_file() -> SourceFile {
    crate::student::sources().experiments
}
