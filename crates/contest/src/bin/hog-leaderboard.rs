//! `hog-leaderboard REFERENCE`, which `cargo xtask autograde` runs where the course has a
//! leaderboard: reads a submission's `final_strategy` tabulated (JSON rows) on stdin, and
//! prints its rates against the baselines of REFERENCE (`tests/leaderboard.json` of the
//! autograder) as JSON. See `hog_contest::leaderboard`.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use hog_official::leaderboard::Reference;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<()> {
    let path: PathBuf =
        std::env::args_os().nth(1).context("usage: hog-leaderboard REFERENCE < TABLE")?.into();
    let text = std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let reference: Reference =
        serde_json::from_str(&text).with_context(|| format!("{} is damaged", path.display()))?;
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input)?;
    let table = serde_json::from_str(&input).context("the table on stdin is not JSON rows of dice")?;
    let rates = hog_contest::leaderboard::rates(&reference, table)?;
    println!("{}", serde_json::to_string(&rates)?);
    Ok(())
}
