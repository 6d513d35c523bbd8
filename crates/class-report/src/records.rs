//! Reading a graded class back: the `reports/NAME.json` records that `cargo xtask grade-all`
//! keeps in its `--out` folder, one [`Graded`] per submission.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};
use xtask::batch::Graded;

/// Every record in `graded` (the `--out` folder of a grade-all), by submission name.
///
/// A folder without `reports/`, with no record in it, or with a record that cannot be read is
/// an error that names the folder or the file and says how to get a good one.
pub fn read(graded: &Path) -> Result<Vec<Graded>> {
    let reports = graded.join("reports");
    let again = format!("cargo xtask grade-all SUBMISSIONS --out {}", graded.display());
    if !reports.is_dir() {
        bail!(
            "{} has no reports/ folder, so it is not the --out folder of a grade-all: run `{again}` first",
            graded.display()
        );
    }
    let cannot = || format!("cannot read the folder {}", reports.display());
    let mut paths = Vec::new();
    for entry in fs::read_dir(&reports).with_context(cannot)? {
        let path = entry.with_context(cannot)?.path();
        if path.extension().is_some_and(|extension| extension == "json") && path.is_file() {
            paths.push(path);
        }
    }
    if paths.is_empty() {
        bail!("{} holds no records (NAME.json): run `{again}` first", reports.display());
    }
    let mut records = Vec::with_capacity(paths.len());
    for path in paths {
        let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
        // grade-all grades a submission again when its record cannot be read back.
        let record = serde_json::from_str::<Graded>(&text).with_context(|| {
            format!(
                "{} is damaged, not a record that grade-all wrote: run `{again}` again, which grades that submission anew",
                path.display()
            )
        })?;
        records.push(record);
    }
    records.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(graded: &Path) -> String {
        format!("{:#}", read(graded).unwrap_err())
    }

    #[test]
    fn a_folder_that_grade_all_did_not_write_is_refused_with_what_to_run() {
        let graded = tempfile::tempdir().unwrap();
        let said = error(graded.path());
        assert!(said.contains("has no reports/ folder") && said.contains("grade-all"), "{said}");

        fs::create_dir(graded.path().join("reports")).unwrap();
        fs::write(graded.path().join("reports/ada.txt"), "what ada reads").unwrap();
        let said = error(graded.path());
        assert!(said.contains("holds no records") && said.contains("grade-all"), "{said}");
    }

    #[test]
    fn a_damaged_record_is_named_and_not_a_panic() {
        let graded = tempfile::tempdir().unwrap();
        fs::create_dir(graded.path().join("reports")).unwrap();
        fs::write(graded.path().join("reports/ada.json"), "{\"name\": \"ada\", \"stat").unwrap();
        let said = error(graded.path());
        assert!(said.contains("ada.json is damaged") && said.contains("grade-all"), "{said}");
    }
}
