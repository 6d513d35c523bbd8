//! Compiles every catalogue in: one folder a language under `locales/` (`en`, `zh-CN`), each
//! holding `*.ftl` files at any depth. A new language is a new folder; nothing here names one.
//! English's catalogue also holds the messages written beside what says them: the suites'
//! (`tests/suites/**/*.ftl`, `editions/<name>/suites/*.ftl`) and how `hog gui` tells each
//! edition's own rules (`editions/<name>/explain.ftl`); their translations are at the same
//! paths under `locales/<language>/`.
//!
//! Nothing this script prints or writes holds an absolute path: a grading sandbox is a copy of
//! the workspace that shares the checkout's target folder, and cargo takes a build script's
//! output for the same when its paths are the same relative to the package. With absolute
//! paths, each build in one place would make the other's stale, and every grade would compile
//! the grader again.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

/// The workspace's root, relative to this package: how cargo and the generated code name it.
const ROOT: &str = "../..";

/// The languages' folder, from the root.
const LOCALES: &str = "locales";

/// Where English's other messages are, beside what says them, from the root: each folder
/// searched at any depth, each file taken as it is (`*` is any one folder).
const ENGLISH_BESIDE: &[&str] = &["tests/suites", "editions/*/suites", "editions/*/explain.ftl"];

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let root = manifest.join(ROOT);
    println!("cargo::rerun-if-changed={ROOT}/{LOCALES}");
    // A new edition is registered there: its folder's messages are then found and watched.
    println!("cargo::rerun-if-changed={ROOT}/editions/editions.toml");
    let mut languages: Vec<(String, Vec<String>)> = Vec::new();
    for folder in sorted(&root.join(LOCALES)) {
        let Some(tag) = folder.file_name().and_then(|n| n.to_str()).filter(|_| folder.is_dir()) else {
            continue;
        };
        let mut files = Vec::new();
        catalogues_in(&root, &format!("{LOCALES}/{tag}"), &mut files);
        if tag == "en" {
            for beside in ENGLISH_BESIDE {
                for found in expanded(&root, beside) {
                    if root.join(&found).is_dir() {
                        catalogues_in(&root, &found, &mut files);
                    } else {
                        println!("cargo::rerun-if-changed={ROOT}/{found}");
                        files.push(found);
                    }
                }
            }
        }
        if !files.is_empty() {
            languages.push((tag.to_owned(), files));
        }
    }
    let mut out = String::from("/// Every catalogue: a language's tag and its files' names and texts.\n");
    out.push_str("pub static CATALOGUES: &[(&str, &[(&str, &str)])] = &[\n");
    for (tag, files) in &languages {
        writeln!(out, "    ({tag:?}, &[").unwrap();
        for path in files {
            let name = path.strip_prefix(&format!("{LOCALES}/{tag}/")).unwrap_or(path);
            let relative = format!("/{ROOT}/{path}");
            writeln!(
                out,
                "        ({name:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), {relative:?}))),"
            )
            .unwrap();
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let target = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalogues.rs");
    fs::write(target, out).expect("OUT_DIR is writable");
}

/// Adds every `*.ftl` under `folder` (from `root`, at any depth) to `files`, by its path from
/// `root`, and has cargo watch each folder and file.
fn catalogues_in(root: &Path, folder: &str, files: &mut Vec<String>) {
    println!("cargo::rerun-if-changed={ROOT}/{folder}");
    for entry in sorted(&root.join(folder)) {
        let Some(name) = entry.file_name().and_then(|n| n.to_str()) else { continue };
        let path = format!("{folder}/{name}");
        // The hidden suites' words are no student's: the suites compile them in with their
        // hidden cases (`tests/suites/build.rs`), so that no build here depends on them.
        if name == "hidden" || name == "hidden.ftl" {
            continue;
        }
        if entry.is_dir() {
            catalogues_in(root, &path, files);
        } else if name.ends_with(".ftl") {
            println!("cargo::rerun-if-changed={ROOT}/{path}");
            files.push(path);
        }
    }
}

/// The folders and files `pattern` names from `root`, a `*` standing for any one folder.
fn expanded(root: &Path, pattern: &str) -> Vec<String> {
    let mut found = vec![String::new()];
    for part in pattern.split('/') {
        found = found
            .into_iter()
            .flat_map(|prefix: String| {
                let join =
                    |name: &str| if prefix.is_empty() { name.to_owned() } else { format!("{prefix}/{name}") };
                if part == "*" {
                    sorted(&root.join(&prefix))
                        .into_iter()
                        .filter(|p| p.is_dir())
                        .filter_map(|p| p.file_name().and_then(|n| n.to_str()).map(&join))
                        .collect::<Vec<_>>()
                } else {
                    vec![join(part)]
                }
            })
            .filter(|found| root.join(found).exists())
            .collect();
    }
    found
}

/// The entries of `dir`, sorted; none when it cannot be read.
fn sorted(dir: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .map(|read| read.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    entries.sort();
    entries
}
