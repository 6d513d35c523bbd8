//! The wrong-solution zoo: every known mistake must be rejected by its problem's suite.

use xtask::{mutants, workspace};

#[test]
fn every_mutant_is_rejected() {
    let root = workspace::root().unwrap();
    let verdicts = mutants::check(&root, &[]).unwrap();
    for problem in 1..=11 {
        let id = format!("{problem:02}");
        let count = verdicts.iter().filter(|v| v.problem == id).count();
        assert!(count >= 5, "problem {id} has only {count} mutants; the zoo needs at least 5");
    }
    let survivors: Vec<String> = verdicts
        .iter()
        .filter(|v| v.caught_by.is_none())
        .map(|v| format!("{}: {}", v.problem, v.mutant.mistake))
        .collect();
    assert!(survivors.is_empty(), "mistakes the suites accept: {survivors:#?}");
}
