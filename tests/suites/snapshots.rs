//! Snapshots: long outputs of the reference solution that are best reviewed as a whole
//! (traced games, tables), stored in each edition's `editions/<name>/snapshots/` in insta's
//! format.
//!
//! Each snapshot is a generator that its edition lists (`SNAPSHOTS` in its suites' facts,
//! `editions/<name>/suites/facts.rs`). Students' cases run the generator on their code
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

/// Games with seeded strategies and dice, one traced line per turn, `game N:` before each.
pub fn traced_games(
    update: fn(u32, Score, Score, &mut Dice) -> Score,
    goal: Score,
    seeds: std::ops::Range<u64>,
) -> Vec<String> {
    traced_games_of(update, goal, seeds, seeded_strategy)
}

/// [`traced_games`] whose players' strategies `strategy` makes from a seed.
pub fn traced_games_of<S: Fn(Score, Score) -> u32>(
    update: fn(u32, Score, Score, &mut Dice) -> Score,
    goal: Score,
    seeds: std::ops::Range<u64>,
    strategy: impl Fn(u64) -> S,
) -> Vec<String> {
    let mut lines = Vec::new();
    for seed in seeds {
        let outcomes = seeded_outcomes(seed, 37);
        let game = traced_play(strategy(2 * seed), strategy(2 * seed + 1), update, (0, 0), &outcomes, goal);
        lines.extend(game.into_iter().map(|line| format!("game {seed}: {line}")));
    }
    lines
}

/// Where the snapshots of the edition called `edition` are stored, from the workspace root.
pub fn folder(edition: &str) -> String {
    format!("editions/{edition}/snapshots")
}

/// The stored lines of the graded edition's snapshot `name`, read when the case runs.
pub fn stored(name: &str) -> Vec<String> {
    let path = crate::root().join(folder(crate::edition::graded().name)).join(format!("{name}.snap"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| {
        panic!(
            "the snapshot {} cannot be read ({error}): instructors make it with `cargo xtask snapshots`",
            path.display()
        )
    });
    body(&text).lines().map(str::to_owned).collect()
}

/// The part of an insta snapshot after its `---` header, read by lines so that a checkout
/// with CRLF endings (Git for Windows's default) reads the same lines.
fn body(text: &str) -> &str {
    let mut lines = text.split_inclusive('\n').scan(0, |end, line| {
        *end += line.len();
        Some((*end, line.trim_end() == "---"))
    });
    if !lines.next().is_some_and(|(_, rule)| rule) {
        return text;
    }
    lines.find(|(_, rule)| *rule).map_or(text, |(end, _)| &text[end..])
}

/// Runs the generator of the graded edition's snapshot `name` on the code compiled in.
pub fn generate(name: &str) -> Vec<String> {
    let snapshots = crate::edition::graded().snapshots;
    let snapshot =
        snapshots.iter().find(|s| s.name == name).unwrap_or_else(|| panic!("no snapshot named {name}"));
    (snapshot.generate)()
}

// That the stored snapshots are the solution's output is tested where the solution is
// compiled in: `tests/suite-binary/src/main.rs`.
#[cfg(test)]
mod tests {
    use super::*;

    /// Every file in an edition's snapshots folder belongs to one of its generators.
    #[test]
    fn no_snapshot_is_unreferenced() {
        for edition in crate::editions::ALL {
            let folder = folder(edition.name);
            let dir = format!("{}/{folder}", env!("CARGO_MANIFEST_DIR"));
            for entry in std::fs::read_dir(&dir).unwrap_or_else(|error| panic!("{dir}: {error}")) {
                let name = entry.unwrap().file_name().to_string_lossy().into_owned();
                let Some(stem) = name.strip_suffix(".snap") else { continue };
                assert!(
                    edition.snapshots.iter().any(|s| s.name == stem),
                    "{folder}/{name} belongs to no snapshot of {}: delete it",
                    edition.name
                );
            }
        }
    }

    #[test]
    fn a_stored_snapshot_is_read_without_its_header() {
        assert_eq!(body("---\nsource: x\n---\nline 1\nline 2\n"), "line 1\nline 2\n");
    }

    /// A checkout with CRLF line endings (Git for Windows's default) reads the same lines.
    #[test]
    fn a_stored_snapshot_with_crlf_endings_reads_the_same_lines() {
        let stored = "---\r\nsource: x\r\n---\r\nline 1\r\nline 2\r\n";
        assert_eq!(body(stored).lines().collect::<Vec<_>>(), ["line 1", "line 2"]);
    }
}
