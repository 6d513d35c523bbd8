//! SHA-256 fingerprints in lowercase hexadecimal: of a grading workspace, a submission, a
//! solution body, an answer. One way to hash a file (its path, its length, its bytes), so two
//! fingerprints of the same files agree.

use sha2::{Digest, Sha256};

/// A fingerprint being made.
#[derive(Default)]
pub struct Fingerprint(Sha256);

impl Fingerprint {
    /// Adds `bytes` as they are.
    pub fn part(&mut self, bytes: impl AsRef<[u8]>) -> &mut Self {
        self.0.update(bytes);
        self
    }

    /// Adds a file: its path, its length and its bytes, so that no two files read alike.
    pub fn file(&mut self, path: &str, bytes: &[u8]) -> &mut Self {
        self.part(path).part(bytes.len().to_le_bytes()).part(bytes)
    }

    /// The fingerprint, in lowercase hexadecimal.
    pub fn hex(&mut self) -> String {
        std::mem::take(&mut self.0).finalize().iter().map(|byte| format!("{byte:02x}")).collect()
    }
}
