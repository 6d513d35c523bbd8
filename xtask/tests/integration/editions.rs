//! Every edition, proven as the checkout's own is: a copy of the workspace switched to it,
//! then the same proofs (its code is formatted; its statements, suites, zoo and guide agree;
//! every scored case fails on the stubs and passes on the solution; every mistake of its zoo
//! is rejected; its release builds clean and grades to zero). And switching itself: there and
//! back gives the same files, and student work is never lost. Each edition's own lints and
//! tests pass there too.

use std::fs;
use std::path::{Path, PathBuf};

use hog_authoring::edition::{self, Edition};
use hog_authoring::release::EDITION_PACKAGES;
use hog_authoring::{mutants, release};
use hog_engine::environment::sandbox_target as shared_target;
use hog_engine::sandbox::Sandbox;
use hog_engine::workspace;

use crate::release::Grader;

/// A copy of the checkout, without builds or history, in a folder of its own.
fn copy() -> (tempfile::TempDir, PathBuf) {
    let root = hog_engine::environment::root().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("hog");
    workspace::copy_checkout(&root, &copy).unwrap();
    (dir, copy)
}

/// Every file of the workspace at `root` with its text.
fn snapshot(root: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let files = workspace::files(root, &[".hog"]).unwrap();
    files
        .into_iter()
        .map(|file| (file.strip_prefix(root).unwrap().to_path_buf(), fs::read(&file).unwrap()))
        .collect()
}

/// The editions other than the checkout's.
fn others() -> Vec<Edition> {
    let active = edition::active(&hog_engine::environment::root().unwrap()).unwrap();
    edition::all(&hog_engine::environment::root().unwrap())
        .unwrap()
        .into_iter()
        .filter(|edition| *edition != active)
        .collect()
}

/// The editions [`every_edition_passes_every_proof`] and
/// [`every_edition_passes_its_own_lints_and_tests`] prove: every other one, or the one
/// [`xtask::ci::edition::PROVED`] names (`cargo xtask edition check NAME`), the course's too.
fn proven() -> Vec<Edition> {
    let Ok(name) = std::env::var(xtask::ci::edition::PROVED) else { return others() };
    let root = hog_engine::environment::root().unwrap();
    let named: Vec<Edition> = edition::all(&root).unwrap().into_iter().filter(|e| e.name == name).collect();
    assert!(
        !named.is_empty(),
        "{} names {name:?}, which is no edition of the registry",
        xtask::ci::edition::PROVED
    );
    named
}

/// Where the other editions' sandboxes and releases build in [`every_edition_passes_every_proof`].
pub fn proofs_target() -> std::path::PathBuf {
    let root = hog_engine::environment::root().unwrap();
    crate::common::seeded(&root, shared_target(&root).join("editions").join("proofs"))
}

#[test]
fn every_edition_passes_every_proof() {
    let root = hog_engine::environment::root().unwrap();
    // The releases share the checkout's builds. The sandboxes build beside the checkout's, in
    // a folder of their own (as `--edition` does): an edition's suites are other files at the
    // same paths, which the checkout's sandboxes must never take for theirs. The editions here
    // take turns in it, each made the course after the last one built, so cargo sees its
    // student files as new.
    let (copies_target, sandbox_target) = (crate::common::copies_target(&root), proofs_target());
    for edition in proven() {
        let (_dir, copy) = copy();
        edition::make_course(&copy, &edition).unwrap();
        prove_formatted(&copy);
        crate::tidy::prove_facts_agree(&copy);
        crate::grader::prove_every_scored_case(&Sandbox::building_in(&copy, &sandbox_target).unwrap());
        // The solution was just graded: the zoo need not grade it again.
        let verdicts = mutants::check_building_in(
            &copy,
            &edition.name,
            &[],
            &sandbox_target,
            mutants::Reference::Proven,
        );
        crate::mutants::prove_zoo(&copy, &verdicts.unwrap());
        let out = tempfile::tempdir().unwrap();
        let release_root = out.path().join("hog");
        release::write(&copy, &release_root).unwrap();
        crate::release::prove_release(&release_root, &copies_target, EDITION_PACKAGES, Grader::Checkout);
    }
}

/// The packages whose code an edition reaches: those built on a teaching crate or on the
/// suites. The rest (the grader, the dice, the tools) read no edition's code: CI lints and
/// tests them in the checkout.
const REACHED_PACKAGES: &[&str] = &[
    "hog-rules",
    "hog-strategies",
    "hog-experiments",
    "hog-exact",
    "hog",
    "hog-suites",
    "hog-suites-dylib",
    "hog-suite-binary",
    "hog-contest",
];

/// `cargo COMMAND` in solution mode of each of `packages`, then `rest`.
fn on_packages<'a>(command: &'a str, packages: &[&'a str], rest: &[&'a str]) -> Vec<&'a str> {
    let selected = packages.iter().flat_map(|package| ["--package", *package]);
    [command, "--all-features"].into_iter().chain(selected).chain(rest.iter().copied()).collect()
}

/// The packages whose tests tell one edition from another: exact analysis against sampled
/// games and fractions, the text interface and the page, the solution's snapshots. The
/// teaching crates' doc examples and the suites' own tests run in the checkout for every
/// edition's namespace already.
const EDITION_TESTED: &[&str] = &["hog-exact", "hog", "hog-suite-binary"];

/// Every other edition passes clippy in every package it reaches, and its own tests, in
/// solution mode as CI runs the checkout's.
#[test]
fn every_edition_passes_its_own_lints_and_tests() {
    let target = crate::common::copies_target(&hog_engine::environment::root().unwrap());
    let lints = on_packages("clippy", REACHED_PACKAGES, &["--all-targets", "--", "-D", "warnings"]);
    let tests = on_packages("test", EDITION_TESTED, &[]);
    for edition in proven() {
        let (_dir, copy) = copy();
        edition::make_course(&copy, &edition).unwrap();
        for args in [&lints, &tests] {
            let run = crate::common::cargo_in_copy(&copy, args, &target);
            assert!(
                run.status.success(),
                "cargo {} fails in {}:\n{}\n{}",
                args.join(" "),
                edition.name,
                String::from_utf8_lossy(&run.stdout),
                String::from_utf8_lossy(&run.stderr)
            );
        }
    }
}

/// The workspace at `root` is as `cargo fmt` leaves it, with the student files and namespaces
/// of its course's edition.
fn prove_formatted(root: &Path) {
    let check = std::process::Command::new(env!("CARGO"))
        .args(["fmt", "--all", "--check"])
        .current_dir(root)
        .output()
        .unwrap();
    assert!(check.status.success(), "not formatted:\n{}", String::from_utf8_lossy(&check.stdout));
}

#[test]
fn making_another_edition_the_course_and_back_changes_nothing() {
    let (_dir, copy) = copy();
    let before = snapshot(&copy);
    let course = edition::active(&copy).unwrap();
    for edition in others() {
        edition::make_course(&copy, &edition).unwrap();
        assert_eq!(edition::active(&copy).unwrap(), edition);
        assert_ne!(snapshot(&copy), before, "{} changed nothing", edition.name);
        edition::make_course(&copy, &course).unwrap();
        assert!(snapshot(&copy) == before, "{} and back is not where it started", edition.name);
    }
}

#[test]
fn a_release_of_another_edition_leaves_the_checkout_as_it_is() {
    let (_dir, copy) = copy();
    let before = snapshot(&copy);
    let edition = others().remove(0);
    let out = tempfile::tempdir().unwrap();
    let release_root = out.path().join("hog");
    release::write_edition(&copy, &edition, &release_root).unwrap();
    assert!(snapshot(&copy) == before, "cutting a release changed the checkout");
    let rules = fs::read_to_string(release_root.join("crates/rules/src/rules.rs")).unwrap();
    assert!(rules.contains(&format!("pub const EDITION: &str = \"{}\";", edition.name)), "{rules}");
    // Of the editions' folders, a release holds its own edition's suites and snapshots only.
    let own = release_root.join("editions").join(&edition.name);
    for entry in fs::read_dir(release_root.join("editions")).unwrap() {
        assert_eq!(entry.unwrap().path(), own, "another edition reached the release");
    }
    for left_out in
        ["rules.rs", "strategies.rs", "experiments.rs", "edition.toml", "suites/hidden.rs", "tests/mutants"]
    {
        assert!(!own.join(left_out).exists(), "{left_out} reached the release");
    }
    assert!(own.join("suites/facts.rs").is_file() && own.join("snapshots").is_dir());
}

/// A grade keeps copies of the checkout's files in `.hog/grading`; another edition's
/// workspace is made from the checkout's own files, and leaves the sandbox's alone.
#[test]
fn a_grade_leaves_another_editions_workspace_alone() {
    let (_dir, copy) = copy();
    let kept = copy.join(".hog/grading/hog/editions/editions.toml");
    fs::create_dir_all(kept.parent().unwrap()).unwrap();
    fs::write(&kept, "this is not a registry").unwrap();
    let to = others().remove(0);
    let elsewhere = edition::workspace::EditionWorkspace::open(&copy, &to).unwrap();
    assert!(!elsewhere.root.join(".hog/grading").exists(), "the workspace copied the sandbox");
    assert_eq!(fs::read_to_string(&kept).unwrap(), "this is not a registry", "the sandbox changed");
}

/// An edition's workspace is the edition's files, and the checkout does not change.
#[test]
fn an_editions_workspace_is_made_beside_the_checkout_which_stays_as_it_is() {
    let (_dir, copy) = copy();
    let before = snapshot(&copy);
    let to = others().remove(0);
    let elsewhere = edition::workspace::EditionWorkspace::open(&copy, &to).unwrap();
    assert_eq!(edition::active(&elsewhere.root).unwrap(), to);
    assert!(elsewhere.root.starts_with(copy.join(".hog")), "{}", elsewhere.root.display());
    assert!(snapshot(&copy) == before, "making the workspace changed the checkout");
    assert_eq!(elsewhere.put_back().unwrap(), Vec::<String>::new(), "nothing changed, nothing to put back");
    drop(elsewhere);
    // A second time it is brought up to date, not made again.
    let elsewhere = edition::workspace::EditionWorkspace::open(&copy, &to).unwrap();
    assert_eq!(edition::active(&elsewhere.root).unwrap(), to);
}

/// What a command changes in an edition's workspace comes back to its path in the checkout,
/// but for what is made for that edition (its course, its student files); a file the checkout
/// changed meanwhile is refused, and then nothing comes back.
#[test]
fn what_changes_in_an_editions_workspace_comes_back_to_the_checkout() {
    let (_dir, copy) = copy();
    let to = others().remove(0);
    let own = format!("editions/{}/suites/facts.rs", to.name);
    let shared = "tests/mutants/01.toml";
    let student = "crates/rules/src/rules.rs";

    let elsewhere = edition::workspace::EditionWorkspace::open(&copy, &to).unwrap();
    let edit = |root: &Path, path: &str| {
        let file = root.join(path);
        let text = fs::read_to_string(&file).unwrap();
        fs::write(&file, format!("// Changed.\n{text}")).unwrap();
    };
    for path in [own.as_str(), shared, student] {
        edit(&elsewhere.root, path);
    }
    let mut put = elsewhere.put_back().unwrap();
    put.sort();
    assert_eq!(put, [own.clone(), shared.to_owned()]);
    for path in [own.as_str(), shared] {
        assert!(fs::read_to_string(copy.join(path)).unwrap().starts_with("// Changed.\n"), "{path}");
    }
    assert!(!fs::read_to_string(copy.join(student)).unwrap().starts_with("// Changed."));
    drop(elsewhere);

    let elsewhere = edition::workspace::EditionWorkspace::open(&copy, &to).unwrap();
    edit(&elsewhere.root, shared);
    edit(&elsewhere.root, &own);
    edit(&copy, shared);
    let before = fs::read_to_string(copy.join(&own)).unwrap();
    let error = format!("{:#}", elsewhere.put_back().unwrap_err());
    assert!(error.contains(shared) && error.contains("changed in the checkout meanwhile"), "{error}");
    assert_eq!(fs::read_to_string(copy.join(&own)).unwrap(), before, "something came back");
}

/// `edition new` makes a folder from the closest edition's own files and a registry entry, and
/// `ci` calls the edition unfinished until its checklist is gone.
#[test]
fn a_new_edition_is_its_folder_and_its_entry_and_is_unfinished_until_its_checklist_goes() {
    let (_dir, copy) = copy();
    let from = edition::find(&copy, "pigtail-square").unwrap();
    let checklist = edition::new::create(&copy, "hare-nines", &from.name).unwrap();
    let made = edition::find(&copy, "hare-nines").unwrap();
    assert_eq!(made.problems, from.problems);
    let folder = edition::folder(&copy).join("hare-nines");
    let rules = fs::read_to_string(folder.join("rules.rs")).unwrap();
    assert!(rules.contains("fn tail_points"), "the rules start from pigtail-square's own items");
    let p10 = fs::read_to_string(folder.join("suites/p10_tail_strategy.rs")).unwrap();
    assert!(p10.contains("student::hare_nines::") && !p10.contains("pigtail_square"), "{p10}");
    for made_later in ["snapshots", "tests/known-mistakes.json"] {
        assert!(!folder.join(made_later).exists(), "{made_later} is made from the solution, not copied");
    }
    assert!(checklist.contains("`explain.rs`: how `hog gui` tells its rules"), "{checklist}");
    for named in
        ["`tail_points`", "suites/p02_tail_points.rs", "suites/facts.rs", "--edition hare-nines snapshots"]
    {
        assert!(checklist.contains(named), "the checklist does not name {named}:\n{checklist}");
    }
    let error = format!("{:#}", edition::new::require_finished(&copy).unwrap_err());
    assert!(error.contains("editions/hare-nines/CHECKLIST.md"), "{error}");
    fs::remove_file(folder.join(edition::new::CHECKLIST)).unwrap();
    edition::new::require_finished(&copy).unwrap();

    let again = format!("{:#}", edition::new::create(&copy, "hare-nines", &from.name).unwrap_err());
    assert!(again.contains("already an edition called \"hare-nines\""), "{again}");
    let unknown = format!("{:#}", edition::new::create(&copy, "ox-eights", "no-such").unwrap_err());
    assert!(unknown.contains("no edition called \"no-such\""), "{unknown}");
}
