//! Every edition's student release, linted before CI's long steps. A release holds one
//! edition's code alone, so what only the other editions use (a shared helper of the suites, an
//! import) is dead or unused there and fails its clippy, which in the checkout, where every
//! edition compiles at once, nothing shows. The release proofs
//! (`xtask/tests/integration/{release,editions}.rs`) find it too, but a quarter of an hour in:
//! here it fails in a minute or two, and warms their target folder.

use std::fs;
use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result};

use hog_authoring::edition;
use hog_authoring::release::{EDITION_PACKAGES, write_edition};
use hog_engine::build::cargo;

/// Writes each edition's release into `target/releases/NAME` and lints the packages an edition
/// changes there, in the release proofs' target folder.
pub fn run(root: &Path) -> Result<()> {
    let target = root.join("target/copies");
    for edition in edition::all(root)? {
        let out = root.join("target/releases").join(&edition.name);
        if out.exists() {
            fs::remove_dir_all(&out).with_context(|| format!("cannot remove {}", out.display()))?;
        }
        write_edition(root, &edition, &out)
            .with_context(|| format!("cannot write the release of {}", edition.name))?;
        let packages = EDITION_PACKAGES.iter().flat_map(|package| ["--package", package]);
        // A release's lock file drops the packages it leaves out, which cargo does offline.
        let mut clippy = Command::new(cargo());
        clippy
            .args(["clippy", "--offline", "--all-targets"])
            .args(packages)
            .args(["--", "-D", "warnings"])
            .current_dir(&out)
            .env("CARGO_TARGET_DIR", &target);
        super::timed(
            &format!("{}: clippy, its student release", edition.name),
            &format!("cargo clippy --all-targets {} -- -D warnings", EDITION_PACKAGES.join(" ")),
            &mut clippy,
        )?;
    }
    Ok(())
}
