//! Snapshots: long outputs of the reference solution that are best reviewed as a whole
//! (traced games, tables), stored in `tests/snapshots/` in insta's format.
//!
//! Each snapshot is one generator here. Students' cases run the generator on their code
//! and compare its lines with the stored ones in the grader's own words; instructors
//! regenerate the files from the solution with `cargo xtask snapshots` and review them
//! with `cargo insta review`. The tests at the bottom fail on unreferenced files; the binary's
//! fail on stale ones.

use crate::student::rules::*;

use crate::mock::traced_play;
use crate::property::{seeded_outcomes, seeded_strategy};

/// A stored output and the function that makes it.
pub struct Snapshot {
    /// The file name, without `.snap`.
    pub name: &'static str,
    /// Makes the lines, from whichever code is compiled in.
    pub generate: fn() -> Vec<String>,
}

// BEGIN EDITION
/// Every snapshot; nothing else lists them.
pub const ALL: &[Snapshot] = &[
    Snapshot { name: "boar_brawl_table", generate: boar_brawl_table },
    Snapshot { name: "sus_points_table", generate: sus_points_table },
    Snapshot { name: "games_simple_update_goal_30", generate: || traced_games(simple_update, 30, 0..100) },
    Snapshot { name: "games_sus_update_goal_100", generate: || traced_games(sus_update, GOAL, 100..200) },
    Snapshot { name: "games_sus_update_goal_61", generate: || traced_games(sus_update, 61, 200..300) },
];

/// `boar_brawl` for every own score up to 30 against opponents' scores with telling digits.
pub fn boar_brawl_table() -> Vec<String> {
    const OPPONENTS: &[u32] = &[0, 5, 9, 10, 19, 46, 79, 90, 99, 100, 105, 115, 150, 199, 210];
    let mut lines = Vec::new();
    for player in 0..=30 {
        for &opponent in OPPONENTS {
            lines.push(format!("boar_brawl({player}, {opponent}) = {}", boar_brawl(player, opponent)));
        }
    }
    lines
}

/// `num_factors` and `sus_points` for every score up to 200.
pub fn sus_points_table() -> Vec<String> {
    (1..=200)
        .map(|n| format!("num_factors({n}) = {}, sus_points({n}) = {}", num_factors(n), sus_points(n)))
        .collect()
}

/// Games with seeded strategies and dice, one traced line per turn, `game N:` before each.
pub fn traced_games(
    update: fn(u32, Score, Score, &mut Dice) -> Score,
    goal: Score,
    seeds: std::ops::Range<u64>,
) -> Vec<String> {
    let mut lines = Vec::new();
    for seed in seeds {
        let outcomes = seeded_outcomes(seed, 37);
        let game = traced_play(
            seeded_strategy(2 * seed),
            seeded_strategy(2 * seed + 1),
            update,
            (0, 0),
            &outcomes,
            goal,
        );
        lines.extend(game.into_iter().map(|line| format!("game {seed}: {line}")));
    }
    lines
}
// END EDITION

/// The stored lines of snapshot `name`, read when the case runs.
pub fn stored(name: &str) -> Vec<String> {
    let path = crate::root().join(format!("tests/snapshots/{name}.snap"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| {
        panic!(
            "the snapshot {} cannot be read ({error}): instructors make it with `cargo xtask snapshots`",
            path.display()
        )
    });
    body(&text).lines().map(str::to_owned).collect()
}

/// The part of an insta snapshot after its `---` header.
fn body(text: &str) -> &str {
    let after_open = text.strip_prefix("---\n").unwrap_or(text);
    after_open.split_once("\n---\n").map_or(after_open, |(_, body)| body)
}

/// Runs the generator of snapshot `name` on the code compiled in.
pub fn generate(name: &str) -> Vec<String> {
    let snapshot = ALL.iter().find(|s| s.name == name).unwrap_or_else(|| panic!("no snapshot named {name}"));
    (snapshot.generate)()
}

// That the stored snapshots are the solution's output is tested where the solution is
// compiled in: `tests/graded/src/main.rs`.
#[cfg(test)]
mod tests {
    use super::*;

    /// Every file in `tests/snapshots/` belongs to a generator.
    #[test]
    fn no_snapshot_is_unreferenced() {
        let dir = format!("{}/snapshots", env!("CARGO_MANIFEST_DIR"));
        for entry in std::fs::read_dir(dir).unwrap() {
            let name = entry.unwrap().file_name().to_string_lossy().into_owned();
            let Some(stem) = name.strip_suffix(".snap") else { continue };
            assert!(
                ALL.iter().any(|s| s.name == stem),
                "tests/snapshots/{name} belongs to no snapshot: delete it"
            );
        }
    }

    #[test]
    fn a_stored_snapshot_is_read_without_its_header() {
        assert_eq!(body("---\nsource: x\n---\nline 1\nline 2\n"), "line 1\nline 2\n");
    }
}
