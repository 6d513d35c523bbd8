//! `cargo xtask snapshots`: regenerates the stored snapshots of an edition from its reference
//! solution (the course's, or NAME's with `--edition NAME`).
//!
//! It runs the snapshot tests in solution mode. A snapshot of the edition that changed, or is
//! new, is written beside the stored one as `.snap.new`; `--review` shows each one's
//! differences and asks whether to accept it, `--accept` accepts them all, and otherwise they
//! wait for either. An unchanged solution changes nothing. hog's tests check every edition's
//! transcripts, but the command is the edition's: another edition's snapshots, pending ones
//! among them, are left as they were, and the editions whose transcripts differ are named.
//! When a test fails, it says which, and what was written all the same; the cases the
//! reference fails are named when the suites' test failed and their stored snapshots are the
//! ones the reference is graded against.

mod review;

use std::collections::BTreeMap;
use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result};

use crate::reference;
use hog_engine::build::cargo;
use hog_engine::environment::Places;
use hog_engine::workspace;

/// The tests that hold snapshots, by package: the suites' (traced games, tables), and hog's
/// transcripts of the text UI and the page's replays, each in its package's binary. Only
/// those binaries run: hog's other tests (the browser's above all, which need Chromium) are
/// CI's, so that snapshots are made on any instructor's machine.
const SNAPSHOT_TESTS: &[(&str, &str)] =
    &[(SUITES_PACKAGE, "tests::snapshots_match_the_solution"), ("hog", "with_the_solution")];

/// The package whose test makes the suites' snapshots, the ones the reference is graded against.
const SUITES_PACKAGE: &str = "hog-suite-binary";

/// Where every edition's snapshots are stored: in each edition's folder, the suites' in
/// `editions/<name>/snapshots/`, hog's in its `hog/` folder.
const SNAPSHOT_DIRS: &str = "editions";

/// hog's own snapshots, in an edition's folder of snapshots.
const HOG_SNAPSHOTS: &str = "hog";

/// The ending of a changed snapshot waiting for review, beside the stored `.snap`.
const PENDING: &str = ".snap.new";

/// What becomes of the snapshots that changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Changed {
    /// They wait as `.snap.new` files.
    Leave,
    /// Each one's differences are shown, and the instructor accepts or rejects it.
    Review,
    /// Every one replaces the stored snapshot.
    Accept,
}

/// `cargo xtask [--edition NAME] snapshots [--review | --accept]`, for the edition whose
/// workspace it runs in.
pub fn run(places: &Places, changed: Changed) -> Result<()> {
    workspace::require_solutions(&places.root)?;
    let edition = hog_engine::edition::course_name(&places.root).unwrap_or_default();
    make(places, &edition, changed, &cargo(), &mut std::io::stdout())
}

/// `cargo xtask snapshots` of `edition` in the workspace at `places.root`, whose course it is,
/// with `cargo` running the tests; what it did is written to `out`.
fn make(
    places: &Places,
    edition: &str,
    changed: Changed,
    cargo: &str,
    out: &mut dyn std::io::Write,
) -> Result<()> {
    let root = places.root.as_path();
    let theirs = others_pending(root, edition)?;
    // This edition's files left from an earlier run are replaced by this run's.
    for path in pending(root, edition)? {
        fs::remove_file(&path).with_context(|| format!("cannot remove {}", path.display()))?;
    }
    let mut failed = Vec::new();
    for (package, test) in SNAPSHOT_TESTS {
        let status = places
            .build_here(&mut Command::new(cargo))
            .current_dir(root)
            .args([
                "test",
                "--quiet",
                "--package",
                package,
                "--bins",
                "--features",
                &format!("{package}/solution"),
                test,
            ])
            .env("INSTA_UPDATE", "new")
            .env("INSTA_FORCE_PASS", "1") // write every changed snapshot, not just the first
            .env_remove("CI")
            .status()
            .with_context(|| format!("cannot run {cargo} test"))?;
        if !status.success() {
            failed.push(*package);
        }
    }
    let elsewhere = keep_as_they_were(root, edition, &theirs)?;
    let pending = pending(root, edition)?;
    let of = of_edition(edition);
    if !elsewhere.is_empty() {
        let named: Vec<String> = elsewhere.iter().map(|(name, count)| format!("{name} ({count})")).collect();
        writeln!(
            out,
            "hog's tests found transcripts of other editions that differ from the stored ones: {}. \
             They were left as they were: run `{}` for each.",
            named.join(", "),
            command("NAME", "")
        )?;
    }
    if pending.is_empty() && failed.is_empty() {
        writeln!(out, "The stored snapshots{of} match the solution.")?;
        return Ok(());
    }
    if !failed.is_empty() {
        if !pending.is_empty() {
            let left = match changed {
                Changed::Leave => "",
                Changed::Review | Changed::Accept => " (none was accepted)",
            };
            list(out, root, edition, &pending, &format!(", though a test failed{left}"))?;
        }
        return Err(why_the_tests_failed(places, edition, &failed, &pending));
    }
    match changed {
        Changed::Accept => {
            for path in &pending {
                review::accept(path)?;
            }
            writeln!(out, "Accepted {}{of}, new or changed: commit them.", snapshots(pending.len()))?;
        }
        Changed::Review => {
            let color = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            let stdin = std::io::stdin();
            let tally = review::review(root, &pending, &mut stdin.lock(), out, color)?;
            writeln!(out, "\n{tally}")?;
        }
        Changed::Leave => list(out, root, edition, &pending, "")?,
    }
    Ok(())
}

/// Says which snapshots of `edition` this run wrote (`pending`, not empty), `how` it went, and
/// how to review or accept them.
fn list(
    out: &mut dyn std::io::Write,
    root: &Path,
    edition: &str,
    pending: &[PathBuf],
    how: &str,
) -> Result<()> {
    writeln!(
        out,
        "Wrote {}{} that {} new or differ from the stored ones, beside them as {PENDING}{how}:",
        snapshots(pending.len()),
        of_edition(edition),
        if pending.len() == 1 { "is" } else { "are" }
    )?;
    for path in pending {
        writeln!(out, "    {}", workspace::display(root, path))?;
    }
    writeln!(
        out,
        "Review them with `{}`, or accept them all with `{}`. Then commit the snapshots.",
        command(edition, "--review"),
        command(edition, "--accept")
    )?;
    Ok(())
}

/// `count` snapshots, in words.
fn snapshots(count: usize) -> String {
    if count == 1 { "1 snapshot".to_owned() } else { format!("{count} snapshots") }
}

/// ` of NAME`, the edition's name in a sentence; nothing in a workspace without editions.
fn of_edition(edition: &str) -> String {
    if edition.is_empty() { String::new() } else { format!(" of {edition}") }
}

/// The command line of `snapshots` for `edition`, with `flags`.
fn command(edition: &str, flags: &str) -> String {
    let mut line = String::from("cargo xtask ");
    if !edition.is_empty() {
        line.push_str(&format!("--edition {edition} "));
    }
    line.push_str("snapshots");
    if !flags.is_empty() {
        line.push_str(&format!(" {flags}"));
    }
    line
}

/// The folder of `edition`'s snapshots, the suites' and hog's (every edition's in a workspace
/// without editions).
fn folder(root: &Path, edition: &str) -> PathBuf {
    if edition.is_empty() {
        root.join(SNAPSHOT_DIRS)
    } else {
        root.join(crate::generated::suites::crate_snapshots(edition))
    }
}

/// Every changed snapshot of `edition` waiting for review, sorted.
fn pending(root: &Path, edition: &str) -> Result<Vec<PathBuf>> {
    let files = workspace::files(&folder(root, edition), &[])?;
    Ok(files.into_iter().filter(|path| path.to_string_lossy().ends_with(PENDING)).collect())
}

/// Every other edition's snapshots waiting for review, with their bytes.
fn others_pending(root: &Path, edition: &str) -> Result<BTreeMap<PathBuf, Vec<u8>>> {
    let mut theirs = BTreeMap::new();
    if edition.is_empty() {
        return Ok(theirs);
    }
    let mine = folder(root, edition);
    for path in pending(root, "")? {
        if !path.starts_with(&mine) {
            let bytes = fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
            theirs.insert(path, bytes);
        }
    }
    Ok(theirs)
}

/// Puts every other edition's pending snapshots back as `before` had them: hog's tests, which
/// check every edition's transcripts, write those that differ and remove those that match.
/// Returns, by edition, how many of its transcripts differ from what `before` had waiting.
fn keep_as_they_were(
    root: &Path,
    edition: &str,
    before: &BTreeMap<PathBuf, Vec<u8>>,
) -> Result<BTreeMap<String, usize>> {
    let now = others_pending(root, edition)?;
    let mut differing = BTreeMap::new();
    for (path, bytes) in &now {
        if before.get(path) == Some(bytes) {
            continue;
        }
        let relative = path.strip_prefix(root.join(SNAPSHOT_DIRS)).unwrap_or(path);
        let name = relative.components().next().map(|c| c.as_os_str().to_string_lossy().into_owned());
        *differing.entry(name.unwrap_or_default()).or_insert(0) += 1;
        match before.get(path) {
            Some(bytes) => hog_engine::atomic::write(path, bytes)?,
            None => fs::remove_file(path).with_context(|| format!("cannot remove {}", path.display()))?,
        }
    }
    for (path, bytes) in before.iter().filter(|(path, _)| !now.contains_key(*path)) {
        hog_engine::atomic::write(path, bytes)?;
    }
    Ok(differing)
}

/// The error for snapshot tests that failed, of the packages `failed`: what failed is in
/// cargo's output above. When the suites' test failed and none of `edition`'s `pending`
/// snapshots are the suites' (the reference is graded against them as stored, so a missing or
/// changed one fails it), the reference is graded to name each case it fails.
fn why_the_tests_failed(
    places: &Places,
    edition: &str,
    failed: &[&str],
    pending: &[PathBuf],
) -> anyhow::Error {
    let root = places.root.as_path();
    let of = of_edition(edition);
    let tests: Vec<String> = failed
        .iter()
        .map(|package| match *package {
            SUITES_PACKAGE => format!("the suites' snapshot test ({SUITES_PACKAGE})"),
            package => format!("{package}'s own tests (its transcripts among them, not the suites)"),
        })
        .collect();
    let mut why =
        vec![format!("{} failed with the solution{of}: see cargo's output above", tests.join(" and "))];
    let hog = folder(root, edition).join(HOG_SNAPSHOTS);
    let suites_pending = pending.iter().any(|path| !path.starts_with(&hog));
    if failed.contains(&SUITES_PACKAGE) && suites_pending {
        why.push(format!(
            "The suites' snapshots above are not accepted yet, and the reference is graded against \
             the stored ones: accept them (`{}`) before asking whether it passes its suites",
            command(edition, "--accept")
        ));
    } else if failed.contains(&SUITES_PACKAGE) {
        eprintln!("The suites' snapshot test failed; grading the reference solution to see where...");
        why.push(match reference::failures(places) {
            Ok(failures) if failures.is_empty() => "The reference solution passes its suites".to_owned(),
            Ok(failures) => format!(
                "The reference solution{of} fails its own suites:\n    {}\n\
                 Fix the solution or the suites, then run `{}` again",
                failures.join("\n    "),
                command(edition, "")
            ),
            Err(error) => format!("The reference solution could not be graded: {error:#}"),
        });
    }
    anyhow::anyhow!("{}.", why.join(".\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The places of a made-up workspace at `root`: its sandboxes build in its own target.
    #[cfg(unix)]
    fn places_of(root: &Path) -> Places {
        Places { root: root.to_path_buf(), sandboxes: root.join("target/sandbox"), builds: None }
    }

    /// hog's snapshots are named in its tests of the text UI and the page's replays
    /// (`assert_edition_snapshot!(edition, "name", ...)`, one file in each edition's
    /// `snapshots/hog/`): a file whose name no test mentions is left over and must go. (The
    /// suites check their own.)
    #[test]
    fn no_text_ui_snapshot_is_unreferenced() {
        let root = hog_engine::environment::root().unwrap();
        let dirs =
            fs::read_dir(root.join("editions")).unwrap().flatten().map(|e| e.path().join("snapshots/hog"));
        let sources: String = ["crates/hog/src/ui", "crates/hog/src/gui"]
            .iter()
            .flat_map(|folder| fs::read_dir(root.join(folder)).unwrap().flatten())
            .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
            .map(|e| fs::read_to_string(e.path()).unwrap())
            .collect();
        for entry in dirs.flat_map(|dir| fs::read_dir(dir).into_iter().flatten().flatten()) {
            let file = entry.file_name().to_string_lossy().into_owned();
            let Some(name) = file.strip_suffix(".snap") else { continue };
            assert!(
                sources.contains(&format!("\"{name}\"")),
                "{} belongs to no test: delete it",
                entry.path().display()
            );
        }
    }

    #[test]
    fn only_snapshots_waiting_for_review_are_pending() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("editions/e/snapshots");
        fs::create_dir_all(&dir).unwrap();
        for name in ["b.snap.new", "a.snap", "a.snap.new", "c.snap.new.txt"] {
            fs::write(dir.join(name), "").unwrap();
        }
        let names: Vec<String> =
            pending(root.path(), "e").unwrap().iter().map(|p| workspace::display(root.path(), p)).collect();
        assert_eq!(names, ["editions/e/snapshots/a.snap.new", "editions/e/snapshots/b.snap.new"]);
    }

    #[test]
    fn nothing_is_pending_without_snapshot_folders() {
        assert!(pending(tempfile::tempdir().unwrap().path(), "e").unwrap().is_empty());
    }

    /// A stand-in for cargo in `dir`, running `script` for each `cargo test` the command runs.
    #[cfg(unix)]
    fn fake_cargo(dir: &Path, script: &str) -> String {
        use std::os::unix::fs::PermissionsExt as _;
        let path = dir.join("cargo");
        fs::write(&path, format!("#!/bin/sh\n{script}")).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
        path.display().to_string()
    }

    /// What the snapshot tests do for edition `a`: the suites' test writes a snapshot of `a`,
    /// and hog's, which checks every edition, one of `a` and one of `c`, and removes `b`'s
    /// pending one (it matches now); hog's then ends with `$HOG_ENDS`.
    #[cfg(unix)]
    const TESTS: &str = "case \"$*\" in\n\
        *\"--package hog-suite-binary \"*) echo made > editions/a/snapshots/traced.snap.new ;;\n\
        *\"--package hog \"*) mkdir -p editions/a/snapshots/hog editions/c/snapshots/hog\n\
        echo told > editions/a/snapshots/hog/turns.snap.new\n\
        echo other > editions/c/snapshots/hog/turns.snap.new\n\
        rm editions/b/snapshots/hog/matching.snap.new\n\
        exit $HOG_ENDS ;;\n\
        esac\n";

    /// A workspace whose editions `a`, `b` and `c` have snapshots, `a` one left from an
    /// earlier run and `b` two waiting for review; and a stand-in for cargo that runs `TESTS`,
    /// hog's ending with `hog_ends`.
    #[cfg(unix)]
    fn three_editions(hog_ends: u8) -> (tempfile::TempDir, String) {
        let root = tempfile::tempdir().unwrap();
        for (path, text) in [
            ("editions/a/snapshots/traced.snap", "stored\n"),
            ("editions/a/snapshots/left.snap.new", "left from an earlier run\n"),
            ("editions/b/snapshots/waiting.snap.new", "b's, waiting\n"),
            ("editions/b/snapshots/hog/matching.snap.new", "b's, waiting too\n"),
            ("editions/c/snapshots/hog/turns.snap", "c's\n"),
        ] {
            fs::create_dir_all(root.path().join(path).parent().unwrap()).unwrap();
            fs::write(root.path().join(path), text).unwrap();
        }
        let cargo = fake_cargo(root.path(), &TESTS.replace("$HOG_ENDS", &hog_ends.to_string()));
        (root, cargo)
    }

    /// The pending snapshots of every edition but `a`, with their text.
    #[cfg(unix)]
    fn others(root: &Path) -> Vec<(String, String)> {
        let theirs = others_pending(root, "a").unwrap();
        theirs
            .iter()
            .map(|(path, bytes)| {
                (workspace::display(root, path), String::from_utf8_lossy(bytes).into_owned())
            })
            .collect()
    }

    /// `snapshots` of one edition makes that edition's, says so with its name in every
    /// command it suggests, and leaves the other editions' pending snapshots as they were,
    /// naming those whose transcripts hog's tests found different.
    #[cfg(unix)]
    #[test]
    fn an_editions_snapshots_are_its_own_and_leave_the_others_as_they_were() {
        let (root, cargo) = three_editions(0);
        let root = root.path();
        let before = others(root);
        let mut out = Vec::new();
        make(&places_of(root), "a", Changed::Leave, &cargo, &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        let made: Vec<String> =
            pending(root, "a").unwrap().iter().map(|p| workspace::display(root, p)).collect();
        assert_eq!(made, ["editions/a/snapshots/hog/turns.snap.new", "editions/a/snapshots/traced.snap.new"]);
        assert_eq!(others(root), before, "another edition's pending snapshots changed");
        for said in [
            "Wrote 2 snapshots of a that are new or differ from the stored ones",
            "    editions/a/snapshots/traced.snap.new\n",
            "`cargo xtask --edition a snapshots --review`",
            "`cargo xtask --edition a snapshots --accept`",
            "transcripts of other editions that differ from the stored ones: c (1)",
        ] {
            assert!(out.contains(said), "{said:?} is not said in:\n{out}");
        }
    }

    /// A test that fails is named, and what was written all the same is said; the reference is
    /// not blamed for what hog's own tests found, and nothing is accepted.
    #[cfg(unix)]
    #[test]
    fn a_failing_test_is_named_and_what_was_written_all_the_same_is_said() {
        let (root, cargo) = three_editions(101);
        let root = root.path();
        let before = others(root);
        let mut out = Vec::new();
        let error =
            format!("{:#}", make(&places_of(root), "a", Changed::Accept, &cargo, &mut out).unwrap_err());
        let out = String::from_utf8(out).unwrap();
        assert!(error.starts_with("hog's own tests"), "{error}");
        assert!(error.contains("with the solution of a") && !error.contains("reference"), "{error}");
        assert!(
            out.contains("Wrote 2 snapshots of a")
                && out.contains("though a test failed (none was accepted)"),
            "{out}"
        );
        assert_eq!(fs::read_to_string(root.join("editions/a/snapshots/traced.snap")).unwrap(), "stored\n");
        assert_eq!(pending(root, "a").unwrap().len(), 2);
        assert_eq!(others(root), before, "another edition's pending snapshots changed");
    }
}
