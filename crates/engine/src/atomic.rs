//! Files written whole or not at all: a temporary file in the same folder, flushed to the disk
//! and renamed over the old one, so that a reader (another command, a later run, a build) finds
//! the old text or the new one and never part of either, whatever stops the writer halfway (a
//! kill, a crash, a full disk). The one way the tools write a file that something reads later.

use std::io::Write as _;
use std::path::Path;

use anyhow::{Context, Result};

/// Writes `bytes` to `path`, making its folder if need be.
pub fn write(path: &Path, bytes: &[u8]) -> Result<()> {
    let folder = path.parent().with_context(|| format!("{} has no folder", path.display()))?;
    std::fs::create_dir_all(folder).with_context(|| format!("cannot make {}", folder.display()))?;
    let cannot = || format!("cannot write {}", path.display());
    let mut written = tempfile::NamedTempFile::new_in(folder)
        .with_context(|| format!("cannot write a file in {}", folder.display()))?;
    written.write_all(bytes).with_context(cannot)?;
    written.as_file().sync_all().with_context(cannot)?;
    written.persist(path).map_err(|error| error.error).with_context(cannot)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::fs;

    #[test]
    fn a_file_written_whole_replaces_the_old_one_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("grades.csv");
        super::write(&path, b"old").unwrap();
        super::write(&path, b"new").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
