//! The wrong-solution zoo: every known mistake must be rejected by its problem's suite.

use std::path::Path;

use xtask::{mutants, workspace};

use crate::tidy::{problem_ids, statement};

#[test]
fn every_mutant_is_rejected() {
    let root = workspace::root().unwrap();
    prove_zoo(&root, &mutants::check(&root, &[]).unwrap());
}

/// The zoo of the workspace at `root`: at least five mistakes per scored problem, each
/// rejected, with the signatures its `tests/known-mistakes.json` records.
pub fn prove_zoo(root: &Path, verdicts: &[mutants::Verdict]) {
    let root = root.to_path_buf();
    let scored = problem_ids(&root).into_iter().filter(|id| statement(&root, id).points.unwrap_or(0.0) > 0.0);
    for id in scored {
        let count = verdicts.iter().filter(|v| v.problem == id).count();
        assert!(count >= 5, "problem {id} has only {count} mutants; the zoo needs at least 5");
    }
    let survivors: Vec<String> = verdicts
        .iter()
        .filter(|v| v.caught_by.is_none())
        .map(|v| format!("{}: {}", v.problem, v.mutant.mistake))
        .collect();
    assert!(survivors.is_empty(), "mistakes the suites accept: {survivors:#?}");
    let computed = mutants::known_mistakes(&root, verdicts).unwrap();
    let stored = hog_grader::signature::KnownMistakes::load(&root).unwrap();
    assert!(
        stored == computed,
        "{} of {} is not what grading the zoo gives: run `cargo xtask mutants` (and for another edition, in a checkout switched to it)",
        hog_grader::signature::KnownMistakes::PATH,
        root.display()
    );
}
