//! Compiles every catalogue of `locales/` in: one folder a language (`en`, `zh-CN`), each
//! holding `*.ftl` files. A new language is a new folder; nothing here names one.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let locales = manifest.join("../../locales");
    println!("cargo::rerun-if-changed={}", locales.display());
    let mut languages: Vec<(String, Vec<PathBuf>)> = Vec::new();
    for folder in sorted(&locales) {
        if !folder.is_dir() {
            continue;
        }
        println!("cargo::rerun-if-changed={}", folder.display());
        let files: Vec<PathBuf> =
            sorted(&folder).into_iter().filter(|f| f.extension().is_some_and(|e| e == "ftl")).collect();
        if files.is_empty() {
            continue;
        }
        let tag = folder.file_name().and_then(|n| n.to_str()).expect("a language folder's name is its tag");
        languages.push((tag.to_owned(), files));
    }
    let mut out = String::from("/// Every catalogue: a language's tag and its files' names and texts.\n");
    out.push_str("pub static CATALOGUES: &[(&str, &[(&str, &str)])] = &[\n");
    for (tag, files) in &languages {
        writeln!(out, "    ({tag:?}, &[").unwrap();
        for file in files {
            println!("cargo::rerun-if-changed={}", file.display());
            let name = file.file_name().and_then(|n| n.to_str()).expect("a catalogue's name is UTF-8");
            // The path as cargo gave it, not canonicalised: Windows would make it a verbatim
            // `\\?\` path.
            writeln!(out, "        ({name:?}, include_str!({:?})),", file.display().to_string()).unwrap();
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
