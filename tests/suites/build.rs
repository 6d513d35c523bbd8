//! The hidden suites' words, compiled into the suites with their hidden cases (the `hidden`
//! feature) and nowhere else: `tests/suites/hidden/**/*.ftl`, `editions/*/suites/hidden.ftl`,
//! and their translations at the same paths under `locales/<language>/`. A build without the
//! hidden cases holds none of them, and depends on none (a release has no such file), so that
//! builds with and without them, which may share a target folder, never take one another's.
//!
//! Nothing this script prints or writes holds an absolute path (see `crates/i18n/build.rs`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

/// The workspace's root, relative to this package's manifest.
const ROOT: &str = ".";

/// The name of the hidden suites' folder and catalogue.
const HIDDEN: &str = "hidden";

fn main() {
    println!("cargo::rerun-if-changed=tests/suites/build.rs");
    let mut found: Vec<(String, String)> = Vec::new();
    if env::var_os("CARGO_FEATURE_HIDDEN").is_some() {
        let root = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"))
            .join(ROOT);
        let mut languages = vec![("en".to_owned(), String::new())];
        for language in sorted(&root.join("locales")).into_iter().filter(|p| p.is_dir()) {
            let tag = language.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_owned();
            if tag != "en" {
                languages.push((tag.clone(), format!("locales/{tag}/")));
            }
        }
        for (tag, prefix) in &languages {
            let mut files = Vec::new();
            hidden_in(&root, &format!("{prefix}tests/suites/{HIDDEN}"), &mut files);
            for edition in sorted(&root.join("editions")).into_iter().filter(|p| p.is_dir()) {
                let name = edition.file_name().and_then(|n| n.to_str()).unwrap_or_default();
                let path = format!("{prefix}editions/{name}/suites/{HIDDEN}.ftl");
                println!("cargo::rerun-if-changed={path}");
                if root.join(&path).is_file() {
                    files.push(path);
                }
            }
            found.extend(files.into_iter().map(|path| (tag.clone(), path)));
        }
    }
    let mut out = String::from("/// The hidden suites' catalogue files: language, name, text.\n");
    out.push_str("pub static HIDDEN_CATALOGUES: &[(&str, &str, &str)] = &[\n");
    for (tag, path) in &found {
        let name = path.strip_prefix(&format!("locales/{tag}/")).unwrap_or(path);
        writeln!(
            out,
            "    ({tag:?}, {name:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/{path}\"))),"
        )
        .unwrap();
    }
    out.push_str("];\n");
    let target =
        PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("hidden_catalogues.rs");
    fs::write(target, out).expect("OUT_DIR is writable");
}

/// Adds every `*.ftl` under `folder` (from `root`, at any depth) to `files`.
fn hidden_in(root: &Path, folder: &str, files: &mut Vec<String>) {
    println!("cargo::rerun-if-changed={folder}");
    for entry in sorted(&root.join(folder)) {
        let Some(name) = entry.file_name().and_then(|n| n.to_str()) else { continue };
        let path = format!("{folder}/{name}");
        if entry.is_dir() {
            hidden_in(root, &path, files);
        } else if name.ends_with(".ftl") {
            files.push(path);
        }
    }
}

/// The entries of `dir`, sorted; none when it cannot be read.
fn sorted(dir: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .map(|read| read.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    entries.sort();
    entries
}
