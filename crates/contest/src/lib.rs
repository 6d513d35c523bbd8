//! `cargo xtask contest SUBMISSIONS --out DIR`: the course's strategy contest, judged exactly.
//!
//! Each submission's `final_strategy` is compiled with the rest of its files in grade-all's
//! sandbox and tabulated at every position (`entry.rs`); the pairs are evaluated exactly
//! by the reference's rules and ranked (`hog_exact::contest`); the results go to a CSV and a page
//! (`report.rs`). Gradescope's leaderboard rates one submission the same way (`leaderboard.rs`,
//! the binary `hog-leaderboard`).

pub mod entry;
pub mod leaderboard;
pub mod report;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::Result;
use hog_exact::contest::Ranking;
use hog_rules::GOAL;

use entry::Entry;
use hog_engine::environment::Places;
use hog_engine::workspace;
use hog_official::batch::{self, Grader};

/// Runs the contest on the submissions in `submissions` with the reference of the workspace
/// at `places`, writing the results into `out`; `limit` bounds the tabulation of one entry.
pub fn run(places: &Places, submissions: &Path, out: &Path, limit: Duration) -> Result<()> {
    workspace::require_solutions(&places.root)?;
    let dirs = batch::submission_dirs(submissions)?;
    let (entries, ranking, ranked_in) = judge(places, &dirs, limit)?;
    report::write(out, &entries, &ranking, GOAL)?;
    let disqualified = entries.iter().filter(|e| e.table.is_err()).count();
    println!(
        "{} entries ranked in {:.1} s ({disqualified} disqualified): {} and {}",
        entries.len() - disqualified,
        ranked_in.as_secs_f64(),
        out.join("ranking.csv").display(),
        out.join("index.html").display()
    );
    Ok(())
}

/// Tabulates the entries in `dirs` (one build each, in a sandbox of the workspace at
/// `places`) and ranks them in a game to [`GOAL`]: every entry, the ranking, and how long
/// ranking took.
pub fn judge(places: &Places, dirs: &[PathBuf], limit: Duration) -> Result<(Vec<Entry>, Ranking, Duration)> {
    let grader = Grader::new(places)?;
    let allowed = hog_engine::intake::allowed_files(&places.root)?;
    eprintln!("Reading the reference's rules...");
    let game = entry::reference_game(&grader, GOAL)?;
    let mut entries = Vec::new();
    for (done, dir) in dirs.iter().enumerate() {
        eprintln!("Building and tabulating entry {} of {}: {}", done + 1, dirs.len(), dir.display());
        entries.push(entry::tabulate(&grader, &allowed, dir, GOAL, limit)?);
    }
    let started = Instant::now();
    let ranking = rank_entries(&game, &entries);
    Ok((entries, ranking, started.elapsed()))
}

/// The ranking of the entries that have a table.
pub fn rank_entries(game: &hog_exact::Game, entries: &[Entry]) -> Ranking {
    let tables: Vec<&hog_exact::Grid<u8>> = entries.iter().filter_map(|e| e.table.as_ref().ok()).collect();
    hog_exact::contest::rank(game, &tables)
}
