//! The grader tested end to end, in a few seconds, without the Hog crates: this binary is
//! both a suite binary, whose cases end in every way student code can end one
//! ([`fixture`]), and the test that grades it through its command line ([`checks`]).
//!
//! Run as a test it plays the checker; the checker starts it again with [`ROLE`] set, and
//! then it is the suite binary, whose children inherit the role.

mod checks;
mod fixture;

use std::process::ExitCode;

/// Set when this binary is to be the suite binary rather than the checker.
const ROLE: &str = "HOG_FIXTURE_ROLE";

fn main() -> ExitCode {
    if std::env::var_os(ROLE).is_some() {
        return hog_grader::main(fixture::problems(), false, false, env!("CARGO_MANIFEST_DIR"));
    }
    checks::run()
}
