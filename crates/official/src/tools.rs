//! The commands that are packages of their own: the strategy contest (`hog-contest`,
//! crates/contest) and the class report (`hog-class-report`, crates/class-report). xtask
//! runs them through cargo with the arguments it was given, so that their crates (exact
//! analysis, pictures) are compiled when they are used, never in another command's first build.
//! Gradescope's leaderboard runs the contest's `hog-leaderboard` the same way.

use std::ffi::OsString;
use std::path::Path;
use std::process::{Command, ExitCode};

use anyhow::{Context, Result};

use hog_engine::build;
use hog_engine::environment::{Places, ROOT_VARIABLE};

/// `cargo xtask contest SUBMISSIONS --out DIR --time-limit SECONDS`.
pub fn contest(places: &Places, submissions: &Path, out: &Path, time_limit: u64) -> Result<ExitCode> {
    let args = [
        submissions.into(),
        "--out".into(),
        out.into(),
        "--time-limit".into(),
        time_limit.to_string().into(),
    ];
    finish(command_in(places, "hog-contest", &args)?, "hog-contest")
}

/// `cargo xtask class-report GRADED [--out DIR]`.
pub fn class_report(places: &Places, graded: &Path, out: Option<&Path>) -> Result<ExitCode> {
    finish(class_report_command(places, graded, out)?, "hog-class-report")
}

/// The command [`class_report`] runs.
pub fn class_report_command(places: &Places, graded: &Path, out: Option<&Path>) -> Result<Command> {
    let mut args: Vec<OsString> = vec![graded.into()];
    if let Some(out) = out {
        args.extend(["--out".into(), out.into()]);
    }
    command_in(places, "hog-class-report", &args)
}

/// [`command_of`] the only binary of `package` in the workspace at `places`, built where
/// its own builds go (an edition's workspace builds apart from the checkout).
fn command_in(places: &Places, package: &str, args: &[OsString]) -> Result<Command> {
    let mut command = command_of(&places.root, package, None, args)?;
    places.build_here(&mut command);
    Ok(command)
}

/// `cargo run` of `package` of the workspace at `root` (its binary `bin`, or its only one) with
/// `args`, from the caller's folder so that relative paths mean what they meant to the caller;
/// it works in `root` too ([`ROOT_VARIABLE`]).
pub fn command_of(root: &Path, package: &str, bin: Option<&str>, args: &[OsString]) -> Result<Command> {
    let mut command = Command::new(build::cargo());
    command.args(["run", "--quiet", "--package", package]);
    if let Some(bin) = bin {
        command.args(["--bin", bin]);
    }
    command.arg("--manifest-path").arg(root.join("Cargo.toml"));
    command.arg("--").args(args).env(ROOT_VARIABLE, root);
    Ok(command)
}

fn finish(mut command: Command, package: &str) -> Result<ExitCode> {
    let status = command.status().with_context(|| format!("cannot run cargo to build and run {package}"))?;
    Ok(if status.success() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
