//! Every edition, proven as the checkout's own is: a copy of the workspace switched to it,
//! then the same proofs (its code is formatted; its statements, suites, zoo and guide agree;
//! every scored case fails on the stubs and passes on the solution; every mistake of its zoo
//! is rejected; its release builds clean and grades to zero). And switching itself: there and
//! back gives the same files, and student work is never lost. Each edition's own lints and
//! tests pass there too.

use std::fs;
use std::path::{Path, PathBuf};

use xtask::edition::{self, EDITIONS, Edition};
use xtask::sandbox::{Sandbox, shared_target};
use xtask::{mutants, release, workspace};

use crate::release::Grader;

/// A copy of the checkout, without builds or history, in a folder of its own.
fn copy() -> (tempfile::TempDir, PathBuf) {
    let root = workspace::root().unwrap();
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

/// The packages of a release whose code an edition changes: the rest (the grader, the tool)
/// is the same in every edition, and its release is checked whole in `release.rs`.
const EDITION_PACKAGES: &[&str] =
    &["hog-rules", "hog-strategies", "hog-experiments", "hog-suites", "hog-graded", "hog", "hog-exact"];

/// The editions other than the checkout's.
fn others() -> Vec<Edition> {
    let active = edition::active(&workspace::root().unwrap()).unwrap();
    EDITIONS.iter().copied().filter(|edition| *edition != active).collect()
}

#[test]
fn every_edition_passes_every_proof() {
    let root = workspace::root().unwrap();
    // Builds share the checkout's: the sandboxes' dependencies and the releases' folder.
    let (sandbox_target, copies_target) = (shared_target(&root), crate::common::copies_target(&root));
    for edition in others() {
        let (_dir, copy) = copy();
        edition::switch(&copy, edition).unwrap();
        prove_formatted(&copy);
        crate::tidy::prove_facts_agree(&copy);
        crate::grader::prove_every_scored_case(&Sandbox::building_in(&copy, &sandbox_target).unwrap());
        // The solution was just graded: the zoo need not grade it again.
        let verdicts = mutants::check_building_in(&copy, &[], &sandbox_target, mutants::Reference::Proven);
        crate::mutants::prove_zoo(&copy, &verdicts.unwrap());
        let out = tempfile::tempdir().unwrap();
        let release_root = out.path().join("hog");
        release::write(&copy, &release_root).unwrap();
        crate::release::prove_release(&release_root, &copies_target, EDITION_PACKAGES, Grader::Checkout);
    }
}

/// Every other edition passes clippy and its own tests in solution mode, as CI runs the
/// checkout's: the solutions' doc examples, the suites' own tests, what the text interface and
/// the page say (in the browser too), exact analysis against sampled games. The tools' tests
/// are left out as in CI's solution mode (`ci::SOLUTION_MODE_TESTS`): xtask's are the ones
/// running this, and they prove the other editions here.
#[test]
fn every_edition_passes_its_own_lints_and_tests() {
    let target = crate::common::copies_target(&workspace::root().unwrap());
    let checks: [&[&str]; 2] = [
        &["clippy", "--workspace", "--all-targets", "--all-features", "--", "-D", "warnings"],
        xtask::ci::SOLUTION_MODE_TESTS,
    ];
    for edition in others() {
        let (_dir, copy) = copy();
        edition::switch(&copy, edition).unwrap();
        for args in checks {
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

/// The workspace at `root` is as `cargo fmt` leaves it: an edition's own files and blocks are
/// formatted where they are read, in the checkout switched to it.
fn prove_formatted(root: &Path) {
    let check = std::process::Command::new(env!("CARGO"))
        .args(["fmt", "--all", "--check"])
        .current_dir(root)
        .output()
        .unwrap();
    assert!(check.status.success(), "not formatted:\n{}", String::from_utf8_lossy(&check.stdout));
}

#[test]
fn switching_there_and_back_changes_nothing() {
    let (_dir, copy) = copy();
    let before = snapshot(&copy);
    let active = edition::active(&copy).unwrap();
    for edition in others() {
        edition::switch(&copy, edition).unwrap();
        assert_eq!(edition::active(&copy).unwrap(), edition);
        assert_ne!(snapshot(&copy), before, "{} changed nothing", edition.name);
        edition::switch(&copy, active).unwrap();
        assert!(snapshot(&copy) == before, "{} and back is not where it started", edition.name);
    }
}

#[test]
fn a_switch_that_would_overwrite_student_work_is_refused_and_changes_nothing() {
    let (_dir, copy) = copy();
    let student = copy.join("crates/strategies/src/strategies.rs");
    let worked = fs::read_to_string(&student).unwrap().replacen("todo!(", "/* my work */ todo!(", 1);
    fs::write(&student, &worked).unwrap();
    let before = snapshot(&copy);
    let error = edition::switch(&copy, others()[0]).unwrap_err().to_string();
    assert!(
        error.contains("crates/strategies/src/strategies.rs") && error.contains("would be lost"),
        "{error}"
    );
    assert!(snapshot(&copy) == before, "a refused switch changed files");
}

#[test]
fn a_release_of_another_edition_leaves_the_checkout_as_it_is() {
    let (_dir, copy) = copy();
    let before = snapshot(&copy);
    let edition = others()[0];
    let out = tempfile::tempdir().unwrap();
    let release_root = out.path().join("hog");
    release::write_edition(&copy, edition, &release_root).unwrap();
    assert!(snapshot(&copy) == before, "cutting a release changed the checkout");
    let rules = fs::read_to_string(release_root.join("crates/rules/src/rules.rs")).unwrap();
    assert!(rules.contains(&format!("pub const EDITION: &str = \"{}\";", edition.name)), "{rules}");
    assert!(!release_root.join("editions").exists(), "the editions reached the release");
    for file in workspace::files(&release_root, &[]).unwrap() {
        let text = fs::read_to_string(&file).unwrap_or_default();
        assert!(!edition::blocks::has_blocks(&text), "{} keeps its edition markers", file.display());
    }
}

#[test]
fn every_edition_has_its_folder_and_the_checkout_names_one() {
    let root = workspace::root().unwrap();
    let active = edition::active(&root).unwrap();
    for edition in EDITIONS {
        let manifest = edition::manifest(&root, *edition).unwrap();
        for path in &manifest.files {
            let place = if *edition == active {
                root.join(path)
            } else {
                edition::folder(&root).join(edition.name).join(path)
            };
            assert!(place.is_file(), "{} owns {path}, but {} is missing", edition.name, place.display());
        }
    }
    let shared = edition::block_files(&root).unwrap();
    assert!(shared.iter().any(|path| path == "crates/rules/solution/rules.rs"), "{shared:?}");
}
