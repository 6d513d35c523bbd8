//! Code that keeps the compiler busy past the build's time limit, treated like code that does
//! not compile: the regions responsible are found in a bounded number of builds and withheld.
//!
//! The crate still compiling when the build was stopped holds the culprit (the suite binary,
//! built on every teaching crate, points at all of them). Half of its regions still in place
//! are withheld and the build tried again under the same limit: if it still stalls there, the
//! culprit is in the other half. After [`TRIES`] such builds in one preparation, whatever is
//! still suspected is withheld.

use anyhow::Result;
use hog_grader::prepared::Reason;

use super::Assembly;
use crate::build::{Built, Limits, Mode};
use crate::sandbox::Sandbox;

/// Builds tried, over a whole preparation, to tell the regions that stall the compiler from
/// the rest: enough to pick one region of sixteen.
pub const TRIES: usize = 4;

/// Withholds the regions whose code made the crates in `stalled` (folders from the root) run
/// past the time limit, spending at most `tries` builds on finding them. Returns `false`,
/// changing nothing, when no region is left in place to blame: the build itself is too slow.
pub(super) fn withhold(
    sandbox: &Sandbox,
    mode: Mode,
    limits: Limits,
    assembly: &mut Assembly,
    stalled: &[String],
    tries: &mut usize,
) -> Result<bool> {
    let mut suspects = assembly.regions_in_place(stalled);
    if suspects.is_empty() {
        return Ok(false);
    }
    while suspects.len() > 1 && *tries > 0 {
        *tries -= 1;
        let (first, rest) = suspects.split_at(suspects.len() / 2);
        assembly.hold(first, true);
        let built = assembly.build(sandbox, mode, limits);
        assembly.hold(first, false);
        let stalls_again = matches!(
            built?,
            Built::Failed { stalled: now, .. } if now.iter().any(|folder| stalled.contains(folder))
        );
        suspects = if stalls_again { rest } else { first }.to_vec();
    }
    let seconds = limits.time.as_secs();
    for (path, index) in suspects {
        let line = assembly.begin_line(&path, index);
        let details = format!(
            "{path}:{line}: this problem's code made the compiler run past {seconds} s, so the build was stopped. \
             Look for a `const` whose value takes for ever to work out, or types that grow without end."
        );
        assembly.withhold(&path, index, Reason::BuildTimedOut, details);
    }
    Ok(true)
}
