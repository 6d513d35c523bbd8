//! A submission folder is untrusted input. It is listed without following a symbolic link
//! or opening anything but a regular file, within limits of count, depth and size, so
//! nothing in it can make the grader read another submission or a grader file, hang on a
//! pipe, or fill the memory.

use std::fmt;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The most files and folders a submission may hold: a student's whole checkout, without
/// its builds, is far fewer.
pub const MAX_ENTRIES: usize = 5000;

/// How deep its folders may nest.
pub const MAX_DEPTH: usize = 16;

/// The largest file read; anything larger is not a hand-written solution.
pub const MAX_FILE: u64 = 1 << 20;

/// Folders never listed: builds and history, which a whole checkout brings along.
const NOT_LISTED: &[&str] = &["target", ".git"];

/// Why a folder cannot be graded at all, in words for the student's report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unusable(pub String);

impl fmt::Display for Unusable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Unusable {}

/// What a submission folder holds.
#[derive(Debug, Default)]
pub struct Listing {
    /// Its regular files, sorted by path.
    pub files: Vec<Entry>,
    /// What was not listed as a file, and why: links, special files, odd names.
    pub skipped: Vec<Skipped>,
}

/// A regular file of a submission.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its path from the submission folder, with `/` between the parts.
    pub relative: String,
    /// Where it is.
    pub path: PathBuf,
}

impl Entry {
    /// Its file name.
    pub fn name(&self) -> &str {
        self.relative.rsplit('/').next().unwrap_or(&self.relative)
    }
}

/// Something in a submission that was left alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    /// Its path from the submission folder, printable.
    pub relative: String,
    /// Why, as the end of a sentence that starts with its path.
    pub why: &'static str,
}

/// Whether `entry` is a folder of builds or history.
fn is_not_listed(entry: &walkdir::DirEntry) -> bool {
    entry.file_name().to_str().is_some_and(|name| NOT_LISTED.contains(&name))
}

/// Lists the folder `dir`: every regular file, and what was skipped. A folder that is a
/// link, holds more than [`MAX_ENTRIES`] entries or nests deeper than [`MAX_DEPTH`] is
/// [`Unusable`].
pub fn list(dir: &Path) -> Result<Listing, Unusable> {
    let kind = fs::symlink_metadata(dir)
        .map_err(|error| Unusable(format!("its folder cannot be read: {error}")))?
        .file_type();
    if kind.is_symlink() {
        return Err(Unusable(
            "it is a symbolic link, which is never followed; upload the files themselves".into(),
        ));
    }
    if !kind.is_dir() {
        return Err(Unusable("it is not a folder".into()));
    }
    let mut listing = Listing::default();
    // walkdir never follows a link unless told to: an entry's type is its own.
    let walk = walkdir::WalkDir::new(dir).min_depth(1).max_depth(MAX_DEPTH + 1).into_iter();
    let listed = walk.filter_entry(|entry| !(entry.file_type().is_dir() && is_not_listed(entry)));
    for (count, entry) in listed.enumerate() {
        let entry = entry.map_err(|error| Unusable(format!("its folder cannot be read: {error}")))?;
        if count >= MAX_ENTRIES {
            return Err(Unusable(format!(
                "it holds more than {MAX_ENTRIES} files and folders; upload only your student files"
            )));
        }
        let kind = entry.file_type();
        if kind.is_dir() && entry.depth() > MAX_DEPTH {
            return Err(Unusable(format!("its folders nest deeper than {MAX_DEPTH} levels")));
        }
        let parts: Vec<_> = entry.path().strip_prefix(dir).unwrap_or(entry.path()).iter().collect();
        let plain: Option<Vec<&str>> =
            parts.iter().map(|part| part.to_str().filter(|n| !n.chars().any(char::is_control))).collect();
        let Some(plain) = plain else {
            let relative = entry.path().strip_prefix(dir).unwrap_or(entry.path()).to_string_lossy();
            let relative = relative.escape_debug().to_string();
            listing.skipped.push(Skipped { relative, why: "has a name that is not plain text: skipped" });
            continue;
        };
        let relative = plain.join("/");
        if kind.is_dir() {
            continue;
        } else if kind.is_file() {
            listing.files.push(Entry { relative, path: entry.into_path() });
        } else if kind.is_symlink() {
            listing.skipped.push(Skipped { relative, why: "is a symbolic link, which is never followed" });
        } else {
            listing.skipped.push(Skipped {
                relative,
                why: "is not a regular file (a pipe, a device or a socket), so it was not opened",
            });
        }
    }
    listing.files.sort_by(|a, b| a.relative.cmp(&b.relative));
    listing.skipped.sort_by(|a, b| a.relative.cmp(&b.relative));
    Ok(listing)
}

/// The text of `file`, or why it is not used, as the end of a sentence that starts with
/// its path. The file is opened without following a link and without waiting on a pipe, in
/// case it was replaced since it was listed, and at most [`MAX_FILE`] bytes are read.
pub fn read_text(file: &Entry) -> Result<String, String> {
    read_limited(&file.path, MAX_FILE, ", so it is not a hand-written solution")
}

/// The text of the untrusted file at `path`, at most `limit` bytes, or why it is not read, as
/// the end of a sentence that starts with its path (`beyond` ends the one of a file too
/// large): it is opened without following a link and without waiting on a pipe, and only a
/// regular file is read.
pub fn read_limited(path: &Path, limit: u64, beyond: &str) -> Result<String, String> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use rustix::fs::OFlags;
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags((OFlags::NOFOLLOW | OFlags::NONBLOCK).bits() as i32);
    }
    let opened = options.open(path).map_err(|e| format!("cannot be read ({e})"))?;
    let metadata = opened.metadata().map_err(|e| format!("cannot be read ({e})"))?;
    if !metadata.is_file() {
        return Err("is not a regular file, so it was not opened".into());
    }
    let too_large = || {
        let (megabytes, limit) = (metadata.len() as f64 / 1e6, limit >> 20);
        format!("is too large ({megabytes:.1} MB; the limit is {limit} MB){beyond}")
    };
    if metadata.len() > limit {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    opened.take(limit + 1).read_to_end(&mut bytes).map_err(|e| format!("cannot be read ({e})"))?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    String::from_utf8(bytes).map_err(|_| "is not UTF-8 text".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, relative: &str, bytes: &[u8]) {
        let path = dir.join(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, bytes).unwrap();
    }

    #[test]
    fn links_special_files_and_odd_names_are_skipped_and_builds_not_listed() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        write(root, "a/rules.rs", b"mine");
        write(root, "target/debug/huge", b"built");
        // Links, and a line break in a name, are what Unix allows and Windows does not.
        #[cfg(unix)]
        {
            write(root, "weird\nname.rs", b"x");
            std::os::unix::fs::symlink("/etc/passwd", root.join("passwd.rs")).unwrap();
            std::os::unix::fs::symlink("/", root.join("everything")).unwrap();
        }
        let listing = list(root).unwrap();
        let files: Vec<&str> = listing.files.iter().map(|f| f.relative.as_str()).collect();
        assert_eq!(files, ["a/rules.rs"]);
        assert_eq!(listing.files[0].name(), "rules.rs");
        let skipped: Vec<&str> = listing.skipped.iter().map(|s| s.relative.as_str()).collect();
        let expected: &[&str] =
            if cfg!(unix) { &["everything", "passwd.rs", "weird\\nname.rs"] } else { &[] };
        assert_eq!(skipped, expected);
        assert_eq!(read_text(&listing.files[0]).unwrap(), "mine");
    }

    #[test]
    fn a_tree_too_deep_or_a_folder_that_is_a_link_is_unusable() {
        let dir = tempfile::tempdir().unwrap();
        let deep = (0..=MAX_DEPTH).map(|n| format!("d{n}")).collect::<Vec<_>>().join("/");
        write(dir.path(), &format!("{deep}/rules.rs"), b"x");
        assert!(list(dir.path()).unwrap_err().0.contains("nest deeper"));
        #[cfg(unix)]
        {
            let link = dir.path().join("link");
            std::os::unix::fs::symlink(dir.path(), &link).unwrap();
            assert!(list(&link).unwrap_err().0.contains("symbolic link"));
        }
    }

    #[test]
    fn large_and_binary_files_are_not_read() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "big.rs", &vec![b'a'; (MAX_FILE + 1) as usize]);
        write(dir.path(), "binary.rs", &[0xff, 0xfe, 0]);
        let listing = list(dir.path()).unwrap();
        let said: Vec<String> = listing.files.iter().map(|f| read_text(f).unwrap_err()).collect();
        assert!(said[0].contains("too large"), "{said:?}");
        assert!(said[1].contains("UTF-8"), "{said:?}");
    }
}
