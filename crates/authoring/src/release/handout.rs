//! `cargo xtask release --out DIR`: the workspace students receive.
//!
//! It holds the stubs and everything needed to grade them, and nothing a student
//! should not see: no solutions, no instructor features (the reference, the hidden cases,
//! the instructors' commands), no plain answers, no wrong-solution zoo. A manifest records
//! the grading files. The checkout's `.gitattributes` goes too, so that a student's clone
//! has LF endings on Windows as well.

use std::fs;
use std::path::Path;

use anyhow::{Result, bail};

use super::reference_lines::ReferenceLines;
use super::rewrite;
use hog_engine::grading_manifest as manifest;
use hog_engine::sandbox::copy_file;
use hog_engine::workspace;

/// Paths (from the root) that never reach students. A `*` matches one path component.
const LEFT_OUT: &[&str] = &[
    "target",
    ".git",
    ".hog",
    ".ci",
    "editions",
    crate::mutants::ZOO,
    "ARCHITECTURE.md",
    "README.md",
    // Written as the edition reads them (`edition::render::data_files`), every word filled in.
    "problems",
    "crates/*/solution",
    "crates/*/src/editions.rs",
    // The translated statements are templates of every edition, like `problems`; a release
    // holds the catalogues its reports speak (`locales/<language>/*.ftl`).
    "locales/*/problems",
    "locales/*/editions",
    "locales/*/glossary.toml",
    "crates/*/benches",
    "tests/suites/hidden",
    "locales/*/tests/suites/hidden",
    // The zoo's lines in other languages: a release has them in its known mistakes.
    "locales/*/tests/mutants",
    // The tools' own tests, on the real course and on a course of their own.
    "xtask/tests",
    "crates/engine/tests",
    // The instructors' crates: authoring, official grading and what is built on them.
    "crates/authoring",
    "crates/official",
    "crates/contest",
    "crates/class-report",
];

/// The grading tools of a release (its command line and the engine under it): their sources
/// name the features and the markers they work with, and are no student files.
const TOOLS: &[&str] = &["xtask", "crates/engine"];

/// The file that has Git check text out with LF endings everywhere (see [`hog_engine::text`]).
const ATTRIBUTES: &str = ".gitattributes";

/// What a release's README says above the student guide.
const README_HEAD: &str = "# hog\n\n\
```sh\n\
cargo xtask grade        # grade your code (the first run builds everything)\n\
cargo xtask grade --help # every option of the grader\n\
```\n\n";

/// The line of a release's README that links the guide in every other language, each named
/// in its own words; nothing without translations.
fn other_languages(languages: &[String]) -> String {
    let links: Vec<String> = languages
        .iter()
        .filter_map(|language| {
            let name = hog_i18n::catalogue(language)?.text("language-name", &[]);
            Some(format!("[{name}](problems/README.{language}.md)"))
        })
        .collect();
    if links.is_empty() {
        return String::new();
    }
    let english = hog_i18n::catalogue(hog_i18n::ENGLISH).expect("English is compiled in");
    format!("{}\n\n", english.text("other-languages", &[("languages", links.join(", ").into())]))
}

/// Writes the student release of the workspace at `root` into `out`, a new or empty folder.
pub fn write(root: &Path, out: &Path) -> Result<()> {
    workspace::require_solutions(root)?;
    if out.exists() && fs::read_dir(out)?.next().is_some() {
        bail!("{} is not empty: give a new or empty folder, so nothing there is overwritten", out.display());
    }
    for file in workspace::files(root, LEFT_OUT)? {
        let to = out.join(file.strip_prefix(root).unwrap_or(&file));
        copy_file(&file, &to)?;
    }
    if !out.join(ATTRIBUTES).is_file() {
        bail!(
            "{} has no {ATTRIBUTES}: without it, Windows would check the release out with CRLF endings",
            root.display()
        );
    }
    let edition = hog_engine::edition::active(root)?.name;
    // Its statements, questions and known mistakes, and no other edition's; each statement
    // also in every language it is translated into, beside it.
    let languages = crate::edition::translated::languages(root)?;
    for (path, bytes) in crate::edition::render::data_files(root, &edition)? {
        for language in &languages {
            if let Some(text) = crate::edition::translated::render(root, &edition, language, &path)? {
                let beside = crate::edition::translated::beside(&path, language);
                hog_engine::atomic::write(&out.join(beside), text.as_bytes())?;
            }
        }
        hog_engine::atomic::write(&out.join(path), &bytes)?;
    }
    // What its suites say, in every language: the translations of its own suites' messages
    // (the English ones are in its suites' folder), without the hidden suite's.
    for (path, bytes) in crate::generated::suites::translated_messages(root, &edition)? {
        hog_engine::atomic::write(&out.join(path), &bytes)?;
    }
    // The suites' table of a release knows its own edition's functions and constants only,
    // and its suites are that edition's, without the hidden ones.
    for (path, text) in crate::generated::glue::generate_for(root, std::slice::from_ref(&edition))? {
        fs::write(out.join(path), text)?;
    }
    for (path, bytes) in crate::generated::suites::of_one_edition(root, &edition, false)? {
        hog_engine::atomic::write(&out.join(path), &bytes)?;
    }
    let guide = crate::edition::render::render(root, &edition, "problems/README.md")?;
    let guide = guide.split_once('\n').map_or(guide.as_str(), |(_, rest)| rest);
    fs::write(
        out.join("README.md"),
        format!("{README_HEAD}{}{}", other_languages(&languages), guide.trim_start()),
    )?;
    rewrite::tree(out)?;
    manifest::write(out)?;
    check(root, out)
}

/// Writes the student release of `edition` of the checkout at `root` into `out`. Another edition
/// than the course's is cut from a copy of the checkout whose course it is, so the checkout
/// stays as it is.
pub fn write_edition(root: &Path, edition: &hog_engine::edition::Edition, out: &Path) -> Result<()> {
    if *edition == hog_engine::edition::active(root)? {
        return write(root, out);
    }
    let copy = tempfile::Builder::new().prefix("hog-edition").tempdir()?;
    workspace::copy_checkout(root, copy.path())?;
    crate::edition::make_course(copy.path(), edition)?;
    write(copy.path(), out)
}

/// Refuses a release, cut from the checkout at `root`, that still holds something students
/// must not see.
fn check(root: &Path, out: &Path) -> Result<()> {
    let mut leaks = Vec::new();
    for file in workspace::files(out, &[])? {
        find_leaks(out, &file, &mut leaks)?;
    }
    leaks.extend(reference_lines_in(root, out)?);
    if !leaks.is_empty() {
        bail!(
            "the release still holds instructor material:\n  {}\n\
             A line of a reference region (20 characters or more, indentation aside) gives the answer \
             away wherever else it stands: write the line named above another way (split it, or name \
             things otherwise), or, if students may see it, make it provided code outside the region.",
            leaks.join("\n  ")
        );
    }
    Ok(())
}

/// Every line of the release at `out` that is a line of the reference solutions of the
/// checkout at `root`, said with its place and its problem.
pub fn reference_lines_in(root: &Path, out: &Path) -> Result<Vec<String>> {
    let reference = ReferenceLines::of(root)?;
    let mut found = Vec::new();
    for file in workspace::files(out, &[])? {
        // Pictures and fonts hold no lines.
        let Ok(text) = fs::read_to_string(&file) else { continue };
        found.extend(reference.found_in(&workspace::display(out, &file), &text));
    }
    Ok(found)
}

fn find_leaks(root: &Path, path: &Path, leaks: &mut Vec<String>) -> Result<()> {
    let relative = path.strip_prefix(root).unwrap_or(path);
    let name = relative.display().to_string();
    let folders = relative.parent().into_iter().flat_map(Path::components);
    if let Some(folder) = folders.map(|c| c.as_os_str()).find(|name| *name == "solution" || *name == "hidden")
    {
        leaks.push(format!("{name} is in a {} folder", folder.to_string_lossy()));
    }
    if !path.extension().is_some_and(|e| e == "rs" || e == "toml") {
        return Ok(());
    }
    let text = fs::read_to_string(path)?;
    // The grader's own modes still name the suites' features (`hog-suites/hidden`) as cargo
    // arguments; a release has no such feature, so they cannot be built there.
    let is_tool = TOOLS.iter().any(|tool| relative.starts_with(tool));
    for feature in rewrite::INSTRUCTOR_FEATURES {
        let forwarded = format!("/{feature}\"");
        if text.contains(&format!("feature = \"{feature}\"")) || (!is_tool && text.contains(&forwarded)) {
            leaks.push(format!("{name} mentions the {feature} feature"));
        }
        if relative.file_name().is_some_and(|n| n == "Cargo.toml")
            && text.contains(&format!("\n{feature} = ["))
        {
            leaks.push(format!("{name} declares the {feature} feature"));
        }
    }
    // The tools' own sources name the markers they look for; they are no student files.
    let is_stub =
        || hog_engine::stubs::generate(&text, &name).is_ok_and(|g| g.stub == hog_engine::text::lf(&text));
    if !is_tool && text.contains("BEGIN PROBLEM") && !is_stub() {
        leaks.push(format!("{name} has a marked region that is not a stub"));
    }
    Ok(())
}

/// `cargo xtask release [--edition NAME] --out DIR`: the release of the edition of the
/// workspace it runs in (an edition's own, with `--edition`).
pub fn run(root: &Path, out: &Path) -> Result<()> {
    let edition = hog_engine::edition::active(root)?;
    write(root, out)?;
    println!("Wrote the student release of {} to {}.", edition.name, out.display());
    println!("Check it: cd {} && cargo xtask grade", out.display());
    Ok(())
}
