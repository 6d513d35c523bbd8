//! The wrong-solution zoo: every known mistake must be rejected by its problem's suite.

use std::fs;
use std::path::Path;

use hog_authoring::{mutants, zoo};
use hog_engine::edition::files;

use crate::common::{RULES, body_of, function_of, solution};
use crate::tidy::{problem_ids, statement};

#[test]
fn every_mutant_is_rejected() {
    let root = hog_engine::environment::root().unwrap();
    prove_zoo(
        &root,
        &mutants::check(
            &hog_engine::environment::Places::for_root(&root),
            &hog_engine::edition::course_name(&root).unwrap_or_default(),
            &[],
        )
        .unwrap(),
    );
}

/// The zoo of the workspace at `root`: at least five mistakes per scored problem, each
/// rejected, with the signatures its edition's `tests/known-mistakes.json` records.
pub fn prove_zoo(root: &Path, verdicts: &[mutants::Verdict]) {
    let root = root.to_path_buf();
    let edition = hog_engine::edition::course_name(&root).unwrap_or_default();
    let scored = problem_ids(&root).into_iter().filter(|id| statement(&root, id).points.unwrap_or(0.0) > 0.0);
    for id in scored {
        let count = verdicts.iter().filter(|v| v.problem == id).count();
        assert!(
            count >= 5,
            "problem {id} has only {count} mutants; the zoo needs at least 5: add the mistakes students make to \
             its zoo (tests/mutants/{id}.toml, or the edition's own editions/<name>/tests/mutants/{id}.toml), \
             or turn a student's wrong region into one with `cargo xtask zoo add`"
        );
    }
    let survivors: Vec<String> = verdicts
        .iter()
        .filter(|v| v.caught_by.is_none())
        .map(|v| format!("{}: {}", v.problem, v.mutant.mistake))
        .collect();
    assert!(survivors.is_empty(), "mistakes the suites accept: {survivors:#?}");
    let computed = mutants::known_mistakes(&root, &edition, verdicts).unwrap();
    let stored = mutants::load_known_mistakes(&root, &edition).unwrap();
    let differing: Vec<String> = computed
        .mistakes
        .iter()
        .filter(|m| !stored.mistakes.contains(m))
        .map(|m| format!("{} {}: {:?}", m.problem, m.mistake, m.signature))
        .chain(
            computed
                .by_chance
                .iter()
                .filter(|m| !stored.by_chance.contains(m))
                .map(|m| format!("{} {}: by chance", m.problem, m.mistake)),
        )
        .collect();
    assert!(
        stored == computed,
        "{edition}'s {} of {} is not what grading the zoo gives: run `cargo xtask mutants` (with --edition {edition} for another edition). Graded otherwise: {differing:#?}",
        hog_grader::signature::KnownMistakes::PATH,
        root.display()
    );
}

/// `zoo add` in a copy of the checkout: a student's new mistake becomes an entry, its
/// comments gone, with its signature; code the suite accepts is refused and the zoo left as
/// it was.
#[test]
fn a_students_mistake_joins_the_zoo_once_its_suite_rejects_it() {
    let root = hog_engine::environment::root().unwrap();
    let copy = crate::common::copy_with_answers(&root);
    let copy = copy.path();
    let target = root.join("target/sandbox");
    let rules = solution(&root, RULES);
    // Problem 02's mistakes are the edition's own zoo file: its function is the edition's own.
    let function = function_of(&rules, "02");
    let reference = hog_engine::stubs::reindent(&body_of(&rules, &function), "    ");
    let submit = |body: &str| {
        let dir = tempfile::tempdir().unwrap();
        let text = hog_engine::stubs::replace_body(&rules, &function, body).unwrap();
        fs::write(dir.path().join("rules.rs"), text).unwrap();
        dir
    };
    let edition = hog_engine::edition::course_name(copy).unwrap_or_default();
    let zoo_file = files::resolve(copy, &edition, "tests/mutants/02.toml").unwrap();
    assert_eq!(zoo_file, files::own(copy, &edition, "tests/mutants/02.toml"));
    let before = fs::read_to_string(&zoo_file).unwrap();

    // The reference written otherwise is no mistake: refused, and nothing changes.
    let same = submit(&format!("let points = {{\n{reference}}};\npoints"));
    let refused = zoo::add(copy, &target, same.path(), "2", "not a mistake at all", None).unwrap_err();
    assert!(refused.to_string().contains("accepts this code"), "{refused:#}");
    assert_eq!(fs::read_to_string(&zoo_file).unwrap(), before);

    // The reference's points worked out and thrown away: every parameter used, and always 7.
    let always_seven = format!("let _ = {{\n{reference}}};\n7");
    let seven = submit(&format!("// Grace Hopper's attempt\n{always_seven}"));
    zoo::add(copy, &target, seven.path(), "02", "always scores 7", None).unwrap();
    let after = fs::read_to_string(&zoo_file).unwrap();
    let entries =
        |text: &str| toml::from_str::<toml::Table>(text).unwrap()["mutant"].as_array().unwrap().clone();
    let (old, new) = (entries(&before), entries(&after));
    assert_eq!(new[..old.len()], old[..], "the zoo keeps its entries as they were");
    let added = &new[old.len()..];
    assert_eq!(added.len(), 1, "{added:?}");
    assert_eq!(added[0]["function"].as_str(), Some(function.as_str()));
    assert_eq!(added[0]["mistake"].as_str(), Some("always scores 7"));
    assert_eq!(
        added[0]["body"].as_str(),
        Some(format!("{always_seven}\n").as_str()),
        "the body only, no comment"
    );
    let known = mutants::load_known_mistakes(copy, &edition).unwrap();
    let entry =
        known.mistakes.iter().find(|m| m.mistake == "always scores 7").expect("its signature is recorded");
    assert!(entry.signature.0.iter().any(|line| line.contains("got 7")), "{:?}", entry.signature);
    mutants::check_known_mistakes(copy, &edition).unwrap();
}
