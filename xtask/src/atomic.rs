//! Files written whole or not at all: a temporary file in the same folder, renamed over the
//! old one, so that a reader (another command, a later run, a build) finds the old text or
//! the new one and never part of either, whatever stops the writer halfway.

use std::io::Write as _;
use std::path::Path;

use anyhow::{Context, Result};

/// Writes `bytes` to `path`, making its folder if need be.
pub fn write(path: &Path, bytes: &[u8]) -> Result<()> {
    let folder = path.parent().with_context(|| format!("{} has no folder", path.display()))?;
    std::fs::create_dir_all(folder).with_context(|| format!("cannot make {}", folder.display()))?;
    let mut written = tempfile::NamedTempFile::new_in(folder)
        .with_context(|| format!("cannot write a file in {}", folder.display()))?;
    written.write_all(bytes).with_context(|| format!("cannot write {}", path.display()))?;
    written.persist(path).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}
