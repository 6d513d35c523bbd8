//! `cargo xtask release --out DIR`: the workspace students receive.
//!
//! It holds the stubs and everything needed to grade them, and nothing a student
//! should not see: no solutions, no `solution` or `hidden` feature, no hidden cases,
//! no plain answers, no wrong-solution zoo. A manifest records the grading files.

pub mod manifest;
pub mod rewrite;

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

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
    copy_filtered(root, root, out)?;
    let guide = fs::read_to_string(root.join("problems/README.md"))?;
    let guide = guide.split_once('\n').map_or(guide.as_str(), |(_, rest)| rest);
    fs::write(out.join("README.md"), format!("{README_HEAD}{}", guide.trim_start()))?;
    rewrite_tree(out)?;
    manifest::write(out)?;
    check(out)
}

fn left_out(relative: &Path) -> bool {
    let parts: Vec<String> =
        relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    LEFT_OUT.iter().any(|pattern| {
        let pattern: Vec<&str> = pattern.split('/').collect();
        pattern.len() == parts.len() && pattern.iter().zip(&parts).all(|(p, part)| *p == "*" || p == part)
    })
}

fn copy_filtered(root: &Path, from: &Path, out: &Path) -> Result<()> {
    let relative = from.strip_prefix(root).unwrap_or(from);
    if left_out(relative) {
        return Ok(());
    }
    let to = out.join(relative);
    if from.is_dir() {
        fs::create_dir_all(&to)?;
        let mut entries: Vec<PathBuf> =
            fs::read_dir(from)?.map(|e| e.map(|e| e.path())).collect::<Result<_, _>>()?;
        entries.sort();
        for entry in entries {
            copy_filtered(root, &entry, out)?;
        }
    } else {
        fs::copy(from, &to).with_context(|| format!("cannot copy {}", from.display()))?;
    }
    Ok(())
}

/// Strips the instructor features from every manifest and Rust source of the release.
fn rewrite_tree(dir: &Path) -> Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            rewrite_tree(&path)?;
            continue;
        }
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
    find_leaks(out, out, &mut leaks)?;
    if !leaks.is_empty() {
        bail!("the release still holds instructor material:\n  {}", leaks.join("\n  "));
    }
    Ok(())
}

fn find_leaks(root: &Path, path: &Path, leaks: &mut Vec<String>) -> Result<()> {
    let relative = path.strip_prefix(root).unwrap_or(path).display().to_string();
    if relative == "xtask" {
        return Ok(()); // the tools name the features they take out; they hold no answers
    }
    if path.is_dir() {
        if path.file_name().is_some_and(|n| n == "solution" || n == "hidden") {
            leaks.push(format!("{relative}/"));
        }
        for entry in fs::read_dir(path)? {
            find_leaks(root, &entry?.path(), leaks)?;
        }
    } else if path.extension().is_some_and(|e| e == "rs" || e == "toml") {
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
