//! `cargo xtask release --out DIR`: the workspace students receive.
//!
//! It holds the stubs and everything needed to grade them, and nothing a student
//! should not see: no solutions, no `solution` or `hidden` feature, no hidden cases,
//! no plain answers, no wrong-solution zoo. A manifest records the grading files.

pub mod manifest;
pub mod rewrite;

use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};

use crate::sandbox::copy_file;
use crate::workspace;

/// Paths (from the root) that never reach students. A `*` matches one path component.
const LEFT_OUT: &[&str] = &[
    "target",
    ".git",
    ".hog",
    ".ci",
    "mutants",
    "ARCHITECTURE.md",
    "README.md",
    "problems/answers.toml",
    "crates/*/solution",
    "crates/*/benches",
    "tests/src/hidden",
    "xtask/tests",
];

/// What a release's README says above the student guide.
const README_HEAD: &str = "# hog\n\n\
```sh\n\
cargo xtask grade        # grade your code (the first run builds everything)\n\
cargo xtask grade --help # every option of the grader\n\
```\n\n";

/// Writes the student release of the workspace at `root` into `out`, a new or empty folder.
pub fn write(root: &Path, out: &Path) -> Result<()> {
    workspace::require_solutions(root)?;
    if out.exists() && fs::read_dir(out)?.next().is_some() {
        bail!("{} is not empty: give a new or empty folder, so nothing there is overwritten", out.display());
    }
    for file in workspace::files(root, LEFT_OUT)? {
        copy_file(&file, &out.join(file.strip_prefix(root).unwrap_or(&file)))?;
    }
    let guide = fs::read_to_string(root.join("problems/README.md"))?;
    let guide = guide.split_once('\n').map_or(guide.as_str(), |(_, rest)| rest);
    fs::write(out.join("README.md"), format!("{README_HEAD}{}", guide.trim_start()))?;
    rewrite_tree(out)?;
    manifest::write(out)?;
    check(out)
}

/// Strips the instructor features from every manifest and Rust source of the release.
fn rewrite_tree(dir: &Path) -> Result<()> {
    for path in workspace::files(dir, &[])? {
        let name = path.file_name().unwrap().to_string_lossy();
        let text = || fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()));
        if name == "Cargo.toml" {
            fs::write(&path, rewrite::strip_manifest(&text()?))?;
        } else if name.ends_with(".rs") {
            fs::write(&path, rewrite::strip_source(&text()?))?;
        }
    }
    Ok(())
}

/// Refuses a release that still holds something students must not see.
fn check(out: &Path) -> Result<()> {
    let mut leaks = Vec::new();
    // The tools name the features they take out; they hold no answers.
    for file in workspace::files(out, &["xtask"])? {
        find_leaks(out, &file, &mut leaks)?;
    }
    if !leaks.is_empty() {
        bail!("the release still holds instructor material:\n  {}", leaks.join("\n  "));
    }
    Ok(())
}

fn find_leaks(root: &Path, path: &Path, leaks: &mut Vec<String>) -> Result<()> {
    let relative = path.strip_prefix(root).unwrap_or(path).display().to_string();
    let folders = path.strip_prefix(root).unwrap_or(path).parent().into_iter().flat_map(Path::components);
    if let Some(folder) = folders.map(|c| c.as_os_str()).find(|name| *name == "solution" || *name == "hidden")
    {
        leaks.push(format!("{relative} is in a {} folder", folder.to_string_lossy()));
    }
    if path.extension().is_some_and(|e| e == "rs" || e == "toml") {
        let text = fs::read_to_string(path)?;
        for feature in rewrite::INSTRUCTOR_FEATURES {
            if text.contains(&format!("feature = \"{feature}\"")) || text.contains(&format!("/{feature}\"")) {
                leaks.push(format!("{relative} mentions the {feature} feature"));
            }
        }
        let is_stub = || crate::stubs::generate(&text, &relative).is_ok_and(|g| g.stub == text);
        if text.contains("BEGIN PROBLEM") && !is_stub() {
            leaks.push(format!("{relative} has a marked region that is not a stub"));
        }
    }
    Ok(())
}

/// `cargo xtask release --out DIR`.
pub fn run(out: &Path) -> Result<()> {
    let root = workspace::root()?;
    write(&root, out)?;
    println!("Wrote the student release to {}.", out.display());
    println!("Check it: cd {} && cargo xtask grade", out.display());
    Ok(())
}
