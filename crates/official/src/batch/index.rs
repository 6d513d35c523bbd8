//! `batch.json`, the list of a batch in its `--out` folder: the submissions of the batch last
//! graded there and, for each, the record in `reports/` that `grades.csv` was written from.
//! `reports/` may hold other records (of a submission since taken out of the folder, or
//! written there by another grader); a reader that follows this list, as the class report
//! does, reads what `grades.csv` lists and can name every other record.
//!
//! grade-all writes it, whole or not at all, just after `grades.csv` each time, so a run that
//! is stopped between a record and the list leaves that record unlisted, never a list that
//! names a record `grades.csv` does not hold.

use std::fs;
use std::io::ErrorKind;
use std::path::Path;

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use super::roster::Student;
use hog_engine::digest::Fingerprint;

/// The list's file in the `--out` folder.
pub const FILE: &str = "batch.json";

/// The submissions of a batch.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BatchIndex {
    /// Every submission of the batch, in its order.
    pub submissions: Vec<Listed>,
    /// The students on the batch's roster who handed nothing in (none in a list written
    /// before rosters were read).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub without_submission: Vec<Student>,
}

/// One submission of a batch, and its row of `grades.csv`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Listed {
    /// The submission's name, whose record is `reports/NAME.json` (see `store::file_stem`).
    pub name: String,
    /// The key of the record its row was made from, when it has one (see `Grader::key`).
    pub key: Option<String>,
    /// The fingerprint of that record's file ([`fingerprint`]); none while it has no row.
    pub record: Option<String>,
}

impl BatchIndex {
    /// The list in `out`; none when `out` has no `batch.json` (grade-all had no list before).
    pub fn read(out: &Path) -> Result<Option<BatchIndex>> {
        let path = out.join(FILE);
        let text = match fs::read_to_string(&path) {
            Ok(text) => text,
            Err(error) if error.kind() == ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(error).with_context(|| format!("cannot read {}", path.display())),
        };
        let manifest = serde_json::from_str(&text).with_context(|| {
            format!(
                "{} is damaged: run `cargo xtask grade-all SUBMISSIONS --out {}` again, which writes it anew",
                path.display(),
                out.display()
            )
        })?;
        Ok(Some(manifest))
    }

    /// Writes the list into `out`, whole or not at all.
    pub fn write(&self, out: &Path) -> Result<()> {
        hog_engine::atomic::write(&out.join(FILE), serde_json::to_string_pretty(self)?.as_bytes())
    }
}

/// The fingerprint of a record file's `bytes`: the same bytes, the same record.
pub fn fingerprint(bytes: &[u8]) -> String {
    Fingerprint::default().part(bytes).hex()
}
