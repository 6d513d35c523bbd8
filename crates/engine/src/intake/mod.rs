//! What official grading takes in: a submission's folder, read without trusting it (no link
//! followed, no pipe waited on, a size limit), its files matched against the ones students were
//! handed, and the limit each case runs under.

pub mod folder;
pub mod submission;

use std::path::Path;

use anyhow::Result;

/// Seconds one case may run in official grading (a student's own grading gives 5 by default);
/// GitHub Classroom's workflow grades with it too.
pub const CASE_TIMEOUT: f64 = 2.0;

/// The student files of the workspace at `root`, from its root: the allow-list.
pub fn allowed_files(root: &Path) -> Result<Vec<String>> {
    Ok(crate::stubs::handed_out(root)?.into_iter().map(|(path, _)| path).collect())
}
