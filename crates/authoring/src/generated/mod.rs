//! `cargo xtask stubs`: every file generated from the solutions and the registry, written or
//! checked: the student files (the stubs, `hog_engine::stubs`), each crate's `stubs.lock`, and
//! the tables (the suites' table of the solutions' signatures, every edition's namespaces). A
//! generated file edited by hand is named with the file to edit instead, never written over.

pub mod glue;
pub mod hog_editions;
pub mod suites;
pub mod wiring;

use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};

use hog_engine::digest;
use hog_engine::stubs::{Generated, generate, lock_path, markers};
use hog_engine::workspace::{self, TeachingFile};

const LOCK_HEADER: &str = "# Written by `cargo xtask stubs`: a fingerprint of each solution body.\n\
# When one changes, regenerate the stubs and check its snapshots and mutants.\n";

/// What starts the lock's line with the digest of the student file as last written, which
/// tells a student file edited by hand from one whose solution changed.
const STUDENT_FILE: &str = "student-file ";

fn lock_text(generated: &Generated) -> String {
    let mut text = LOCK_HEADER.to_owned();
    for fingerprint in &generated.fingerprints {
        writeln!(text, "{}", fingerprint.line()).unwrap();
    }
    writeln!(text, "{STUDENT_FILE}{}", text_digest(&generated.stub)).unwrap();
    text
}

/// The digest of a whole generated text, as a lock or a table's first line records it.
fn text_digest(text: &str) -> String {
    digest::Fingerprint::default().part(text).hex()[..16].to_owned()
}

/// What ends a generated table's first line, before its digest.
const TABLE_DIGEST: &str = " Its digest: ";

/// The generated table `text` with the digest of the lines after its first at the end of
/// its first (the header that says not to edit it), so that a later run tells a hand edit.
fn signed(text: &str) -> String {
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    format!("{first}{TABLE_DIGEST}{}.\n{rest}", text_digest(rest))
}

/// Whether the generated table `text` was edited since it was written: the digest its first
/// line records is not that of the rest. A table without one (or none at all) was not.
fn table_edited(text: &str) -> bool {
    let Some((first, rest)) = text.split_once('\n') else { return false };
    let recorded = first.rsplit_once(TABLE_DIGEST).and_then(|(_, digest)| digest.strip_suffix('.'));
    recorded.is_some_and(|recorded| recorded != text_digest(rest))
}

/// Whether the student file `stub` was edited since `cargo xtask stubs` wrote it, as its crate's
/// lock `lock` records; a lock that records no digest says it was not.
fn stub_edited(stub: &str, lock: &str) -> bool {
    let recorded = lock.lines().find_map(|line| line.strip_prefix(STUDENT_FILE));
    recorded.is_some_and(|recorded| recorded != text_digest(stub))
}

/// `cargo xtask stubs [--check] [--overwrite]`.
pub fn run(root: &Path, check: bool, overwrite: bool) -> Result<()> {
    workspace::require_solutions(root)?;
    regenerate(root, Mode { check, overwrite, say: true })
}

/// Writes (or with `check`, checks) every student file, `stubs.lock` and table of the checkout
/// at `root`, refusing to write over a hand edit.
pub fn write_all(root: &Path, check: bool) -> Result<()> {
    regenerate(root, Mode { check, overwrite: false, say: true })
}

/// Writes every student file, lock and table from the solutions, as [`write_all`] does, and
/// says nothing: what making another edition the course's does on its way, which keeps the
/// student's work itself.
pub fn write_quietly(root: &Path) -> Result<()> {
    regenerate(root, Mode { check: false, overwrite: true, say: false })
}

/// What a run of `stubs` does.
#[derive(Clone, Copy)]
struct Mode {
    /// Change nothing; fail on a file out of date.
    check: bool,
    /// Write over a generated file edited by hand.
    overwrite: bool,
    /// Say which student file each solution made.
    say: bool,
}

fn regenerate(root: &Path, mode: Mode) -> Result<()> {
    let root = root.to_path_buf();
    let mut stale = Vec::new();
    // Generated files edited by hand, each with the files to edit instead.
    let mut edited = Vec::new();
    let mut writes = Vec::new();
    let mut said = Vec::new();
    for file in workspace::teaching_files(&root)? {
        let solution_path = workspace::display(&root, &file.solution);
        let generated = generate(&file.solution_text()?, &solution_path)?;
        let lock = lock_text(&generated);
        let committed = hog_engine::text::read(&file.stub).ok();
        let committed_lock = hog_engine::text::read(&lock_path(&file)).unwrap_or_default();
        if committed
            .as_ref()
            .is_some_and(|text| *text != generated.stub && stub_edited(text, &committed_lock))
        {
            let own = file.own.as_ref().map(|own| workspace::display(&root, own));
            let source = match own {
                Some(own) => format!("{solution_path} (and, for its edition's own items, {own})"),
                None => solution_path.clone(),
            };
            // Where the edit is, so the instructor finds it: the problem, or the provided code.
            let stub = workspace::display(&root, &file.stub);
            let place = describe_difference(committed.as_deref().unwrap_or_default(), &generated.stub);
            edited.push((stub, format!(" ({place})"), source));
        }
        if mode.check {
            stale.extend(staleness(&root, &file, &generated, &lock));
            continue;
        }
        said.push(format!("{} -> {}", solution_path, workspace::display(&root, &file.stub)));
        writes.push((file.stub.clone(), generated.stub));
        writes.push((lock_path(&file), lock));
    }
    for (path, text, what, source) in tables(&root)? {
        let text = signed(&text);
        let file = root.join(&path);
        let committed = hog_engine::text::read(&file).ok();
        if committed.as_deref().is_some_and(|committed| committed != text && table_edited(committed)) {
            edited.push((path.clone(), String::new(), source.to_owned()));
        } else if mode.check && committed.as_deref() != Some(text.as_str()) {
            stale.push(format!("{path} is not {what}"));
        }
        writes.push((file, text));
    }
    if !edited.is_empty() && !mode.overwrite {
        let named: Vec<String> = edited
            .iter()
            .map(|(file, place, source)| {
                format!(
                    "{file} was edited by hand since `cargo xtask stubs` wrote it{place}; it is made from {source}"
                )
            })
            .collect();
        bail!(
            "{}.\nWriting the generated files again would lose those edits, so nothing was written: make \
             each change in the file named, then run `cargo xtask stubs` (or `cargo xtask stubs --overwrite` \
             to drop the edits)",
            named.join(";\n")
        );
    }
    if !stale.is_empty() {
        for problem in &stale {
            eprintln!("error: {problem}");
        }
        bail!("the stubs are out of date with their solutions: run `cargo xtask stubs`");
    }
    if mode.check {
        println!("stubs are up to date");
        return Ok(());
    }
    for (path, text) in writes {
        write_if_changed(&path, &text)?;
    }
    if mode.say {
        said.iter().for_each(|line| println!("{line}"));
    }
    Ok(())
}

/// Every generated table by its checkout path, with what it is and the file it is made from.
fn tables(root: &Path) -> Result<Vec<(String, String, &'static str, &'static str)>> {
    const SIGNATURES: &str = "the solutions (crates/*/solution/*.rs and editions/*/*.rs)";
    const REGISTRY: &str = "editions/editions.toml";
    let mut tables = Vec::new();
    for (path, text) in glue::generate(root)? {
        tables.push((path.to_owned(), text, "the table the solutions' signatures make", SIGNATURES));
    }
    for (path, text) in wiring::generate(root)? {
        tables.push((path, text, "the namespaces editions/editions.toml makes", REGISTRY));
    }
    let (path, text) = suites::generate(root)?;
    tables.push((path, text, "the suites' namespaces editions/editions.toml makes", REGISTRY));
    let (path, text) = hog_editions::generate(root, &hog_engine::edition::active(root)?.name)?;
    tables.push((path, text, "the editions hog plays, as editions/editions.toml makes them", REGISTRY));
    Ok(tables)
}

/// Describes, problem by problem, how the committed files differ from what would be generated.
fn staleness(root: &Path, file: &TeachingFile, generated: &Generated, lock: &str) -> Vec<String> {
    let stub_path = workspace::display(root, &file.stub);
    let mut problems = Vec::new();
    let committed = hog_engine::text::read(&file.stub).unwrap_or_default();
    if committed != generated.stub {
        problems.push(format!("{stub_path}: {}", describe_difference(&committed, &generated.stub)));
    }
    let committed_lock = hog_engine::text::read(&lock_path(file)).unwrap_or_default();
    if committed_lock != lock {
        let recorded: Vec<&str> = committed_lock.lines().collect();
        for fingerprint in &generated.fingerprints {
            if !recorded.contains(&fingerprint.line().as_str()) {
                problems.push(format!(
                    "{}: problem {} ({}) changed in the solution since the stubs were generated",
                    workspace::display(root, &file.solution),
                    fingerprint.problem,
                    fingerprint.function
                ));
            }
        }
        if problems.is_empty() {
            let lock = workspace::display(root, &lock_path(file));
            problems.push(format!("{lock} is not what `cargo xtask stubs` writes for {stub_path}"));
        }
    }
    problems
}

/// Names the first problem (or the first provided line) where `committed` and `generated` part.
fn describe_difference(committed: &str, generated: &str) -> String {
    let region_at = |text: &str, line: usize| {
        markers::find_regions(text).unwrap_or_default().into_iter().find(|r| r.begin <= line && line <= r.end)
    };
    let first = committed
        .lines()
        .zip(generated.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| committed.lines().count().min(generated.lines().count()));
    match region_at(generated, first).or_else(|| region_at(committed, first)) {
        Some(region) => {
            format!("problem {} differs from the generated stub (line {})", region.problem, first + 1)
        }
        None => format!("the provided code differs from the solution at line {}", first + 1),
    }
}

/// Writes `text` to `path` unless the file holds it already, with whatever line endings.
fn write_if_changed(path: &Path, text: &str) -> Result<()> {
    if hog_engine::text::read(path).ok().as_deref() != Some(text) {
        fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
