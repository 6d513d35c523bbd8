//! The commands that are packages of their own: the strategy contest (`hog-contest`,
//! crates/contest) and the class report (`hog-class-report`, crates/class-report). xtask
//! runs them through cargo with the arguments it was given, so that their crates (exact
//! analysis, pictures) are compiled when they are used, never in another command's first build.

use std::ffi::OsString;
use std::path::Path;
use std::process::{Command, ExitCode};

use anyhow::{Context, Result};

use crate::{build, workspace};

/// `cargo xtask contest SUBMISSIONS --out DIR --time-limit SECONDS`.
pub fn contest(submissions: &Path, out: &Path, time_limit: u64) -> Result<ExitCode> {
    let args = [
        submissions.into(),
        "--out".into(),
        out.into(),
        "--time-limit".into(),
        time_limit.to_string().into(),
    ];
    run("hog-contest", &args)
}

/// `cargo xtask class-report GRADED [--out DIR]`.
pub fn class_report(graded: &Path, out: Option<&Path>) -> Result<ExitCode> {
    let mut args: Vec<OsString> = vec![graded.into()];
    if let Some(out) = out {
        args.extend(["--out".into(), out.into()]);
    }
    run("hog-class-report", &args)
}

/// Builds and runs the binary of `package` with `args`, from the caller's folder so that
/// relative paths mean what they meant to the caller.
fn run(package: &str, args: &[OsString]) -> Result<ExitCode> {
    let root = workspace::root()?;
    let status = Command::new(build::cargo())
        .args(["run", "--quiet", "--package", package, "--manifest-path"])
        .arg(root.join("Cargo.toml"))
        .arg("--")
        .args(args)
        .status()
        .with_context(|| format!("cannot run cargo to build and run {package}"))?;
    Ok(if status.success() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
