//! Gradescope's leaderboard rates of one submission, which `autograde` asks
//! `hog-leaderboard` for (see `hog_official::leaderboard`): its `final_strategy`, tabulated by
//! xtask in a confined child, against each of the reference's baselines, in the game of the
//! reference's rules, each rate the one the contest would put in its matrix for the pair.

use anyhow::{Context, Result};
use hog_official::leaderboard::table::Table;
use hog_official::leaderboard::{Rate, Reference};

use crate::entry;

/// The rates of `table` against every baseline of `reference`.
pub fn rates(reference: &Reference, table: Table) -> Result<Vec<Rate>> {
    let game = entry::game(&reference.rules, reference.goal)?;
    let submission = entry::grid(table).map_err(anyhow::Error::msg)?;
    anyhow::ensure!(
        submission.goal() == reference.goal,
        "a table for a game to {}, not {}",
        submission.goal(),
        reference.goal
    );
    reference
        .baselines
        .iter()
        .map(|baseline| {
            let against = entry::grid(baseline.table.clone())
                .map_err(anyhow::Error::msg)
                .with_context(|| format!("the reference's {}", baseline.name))?;
            let rate = hog_exact::contest::rate(&game, &submission, &against);
            Ok(Rate { against: baseline.name.clone(), rate })
        })
        .collect()
}
