//! Line endings made alike wherever xtask compares text a person may have saved with the
//! text it handed out.
//!
//! Git for Windows checks text out with CRLF endings unless `.gitattributes` says otherwise,
//! and editors there save CRLF: a file that only changed its endings is no edit. So every
//! file read to be compared (the grading files' hashes, a student's or a submission's files,
//! the committed stubs and locks, the solutions and the zoo) goes through here, once, where
//! it is read, and is LF from then on.

use std::borrow::Cow;
use std::path::Path;

/// `text` with each CRLF made LF; borrowed, not copied, when it has none.
pub fn lf(text: &str) -> Cow<'_, str> {
    if text.contains("\r\n") { Cow::Owned(text.replace("\r\n", "\n")) } else { Cow::Borrowed(text) }
}

/// `bytes` as compared: UTF-8 text with LF endings ([`lf`]), any other bytes as they are
/// (a picture's `\r\n` is no line ending).
pub fn lf_bytes(bytes: &[u8]) -> Cow<'_, [u8]> {
    match std::str::from_utf8(bytes).map(lf) {
        Ok(Cow::Owned(text)) => Cow::Owned(text.into_bytes()),
        _ => Cow::Borrowed(bytes),
    }
}

/// The text file at `path` with LF endings: how a file a person may have edited is read.
pub fn read(path: &Path) -> std::io::Result<String> {
    let text = std::fs::read_to_string(path)?;
    Ok(match lf(&text) {
        Cow::Borrowed(_) => text,
        Cow::Owned(text) => text,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crlf_reads_as_lf_and_nothing_else_changes() {
        assert_eq!(lf("a\r\nb\r\n"), "a\nb\n");
        assert!(matches!(lf("a\nb\n"), Cow::Borrowed(_)), "LF text is not copied");
        assert_eq!(lf("a lone \r stays\n"), "a lone \r stays\n");
        assert_eq!(&*lf_bytes(b"a\r\nb"), b"a\nb");
        assert_eq!(&*lf_bytes(b"\x89PNG\r\n\xff"), b"\x89PNG\r\n\xff", "not text: as it is");
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("f.rs"), "fn f() {}\r\n").unwrap();
        assert_eq!(read(&dir.path().join("f.rs")).unwrap(), "fn f() {}\n");
    }
}
