//! `cargo xtask edition new NAME --from EDITION`: a new term's edition, started from the one
//! closest to it.
//!
//! The new folder holds a copy of the other edition's own files (its rules, strategies and
//! experiments, its suites, facts, hidden suites, statements and zoo): exactly the places
//! where an edition differs, each to be rewritten for the new rules. What every edition shares
//! is not copied. The registry gets its entry, and `CHECKLIST.md` in the folder lists what is
//! left; `cargo xtask ci` reports the edition as unfinished until that file is gone.
#![cfg(feature = "instructor")]

use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};

use super::{Edition, REGISTRY, Registry, folder, namespace};
use crate::workspace;

/// The file of an edition's folder that lists what is left to write.
pub const CHECKLIST: &str = "CHECKLIST.md";

/// An edition's explanations in `hog gui`: a file of its own, not items of a teaching file.
const EXPLAIN: &str = "explain.rs";

/// Files of an edition's folder that are made, not written: they are not copied.
const MADE: &[&str] = &["snapshots", "tests/known-mistakes.json", CHECKLIST];

/// Makes the edition `name` of the checkout at `root` from the edition `from`: its folder, its
/// registry entry and its checklist. Returns the checklist's text.
pub fn create(root: &Path, name: &str, from: &str) -> Result<String> {
    check_name(name)?;
    let registry = Registry::read(root)?;
    if registry.find(name).is_ok() {
        bail!("there is already an edition called {name:?}: choose another name");
    }
    let template = registry.find(from)?;
    let place = folder(root).join(name);
    if place.exists() {
        bail!("{} already exists: remove it, or choose another name", place.display());
    }
    let source = folder(root).join(&template.name);
    let mut copied = Vec::new();
    for file in workspace::files(&source, MADE)? {
        let relative = file.strip_prefix(&source).unwrap_or(&file).to_path_buf();
        let text = fs::read_to_string(&file).with_context(|| format!("cannot read {}", file.display()))?;
        let text = text.replace(&namespace(&template.name), &namespace(name));
        crate::atomic::write(&place.join(&relative), text.as_bytes())?;
        copied.push(relative.to_string_lossy().replace('\\', "/"));
    }
    copied.sort();
    register(root, name, &template)?;
    let checklist = checklist(name, &template, &copied, &|path| own_item_names(&place.join(path)));
    crate::atomic::write(&place.join(CHECKLIST), checklist.as_bytes())?;
    Ok(checklist)
}

/// `cargo xtask edition new NAME --from EDITION`.
pub fn run(name: &str, from: &str) -> Result<()> {
    let root = workspace::root()?;
    workspace::require_solutions(&root)?;
    let checklist = create(&root, name, from)?;
    crate::stubs::write_quietly(&root)?;
    println!("Made editions/{name}/ from {from}, registered it in {REGISTRY} and wrote its namespaces.\n");
    println!("{checklist}");
    Ok(())
}

/// Fails, naming them, when an edition of the checkout at `root` still has its checklist: it
/// compiles, but it is not finished, and it is never skipped in silence.
pub fn require_finished(root: &Path) -> Result<()> {
    let unfinished: Vec<String> = Registry::read(root)?
        .editions
        .into_iter()
        .filter(|edition| folder(root).join(&edition.name).join(CHECKLIST).exists())
        .map(|edition| format!("editions/{}/{CHECKLIST}", edition.name))
        .collect();
    if !unfinished.is_empty() {
        bail!(
            "not every edition is finished: {} list what is left to write. Delete the list when \
             it is done.",
            unfinished.join(", ")
        );
    }
    Ok(())
}

/// Refuses a name that is not lowercase words joined by hyphens: it is a folder, a command
/// line argument and (with `_` for `-`) a Rust module.
fn check_name(name: &str) -> Result<()> {
    let words_ok = name
        .split('-')
        .all(|word| !word.is_empty() && word.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()));
    if !words_ok || !name.as_bytes()[0].is_ascii_lowercase() {
        bail!(
            "{name:?} is not an edition name: use lowercase words joined by hyphens, such as \
             \"hare-nines\", named after the term's special rules"
        );
    }
    Ok(())
}

/// Adds the entry of `name` to the registry, after the others, with the problems of `template`.
fn register(root: &Path, name: &str, template: &Edition) -> Result<()> {
    let path = root.join(REGISTRY);
    let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut document: toml_edit::DocumentMut =
        text.parse().with_context(|| format!("{} is not valid TOML", path.display()))?;
    let mut entry = toml_edit::Table::new();
    entry["name"] = toml_edit::value(name);
    entry["rules"] = toml_edit::value("(the special rules: write them here)");
    entry["terms"] = toml_edit::value("(the terms that play them)");
    let problems: toml_edit::Array = template.problems.iter().map(String::as_str).collect();
    entry["problems"] = toml_edit::value(problems);
    let editions = document["edition"]
        .as_array_of_tables_mut()
        .with_context(|| format!("{} has no [[edition]] entries", path.display()))?;
    editions.push(entry);
    crate::atomic::write(&path, document.to_string().as_bytes())
}

/// The names of the own items of the teaching file at `path`, quoted and joined, or nothing
/// when it cannot be read as one.
fn own_item_names(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap_or_default();
    let names = hog_grader::compose::own_items(&text).and_then(hog_grader::compose::item_names);
    names
        .map(|names| names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", "))
        .unwrap_or_default()
}

/// What is left to write for `name`, made from `template` by copying `copied`; `items` names
/// the own items of a copied teaching file.
fn checklist(name: &str, template: &Edition, copied: &[String], items: &dyn Fn(&str) -> String) -> String {
    let from = &template.name;
    let mut text = format!(
        "# {name}: what is left to write\n\n\
         This edition was started from {from} (`cargo xtask edition new {name} --from {from}`). Its folder\n\
         holds a copy of {from}'s own files: the places where an edition differs from the others. Rewrite\n\
         each for the new rules, tick it off, and delete this file when all are done: until then\n\
         `cargo xtask ci` reports {name} as unfinished. Anything {name} shares with every edition,\n\
         it should not hold: delete such an item from its files, and the shared one is used.\n\n\
         ## In the registry\n\n\
         - [ ] `{REGISTRY}`: its `rules` and `terms`, and its `problems` if it has other ones.\n"
    );
    let section = |title: &str, lines: Vec<String>| -> String {
        if lines.is_empty() {
            return String::new();
        }
        format!("\n## {title}\n\n{}\n", lines.join("\n"))
    };
    let of = |filter: &dyn Fn(&str) -> bool, say: &dyn Fn(&str) -> String| -> Vec<String> {
        copied
            .iter()
            .filter(|path| filter(path))
            .map(|path| format!("- [ ] `{path}`: {}", say(path)))
            .collect()
    };
    text.push_str(&section(
        "Its code (the reference solution of the problems it owns)",
        of(&|p| !p.contains('/') && p.ends_with(".rs") && p != EXPLAIN, &|path| {
            format!(
                "its own items, each replacing the shared item of its name: {}. Keep only those \
                 the new rules change, with the items the tools use (`EDITION`, the rules' names...)",
                items(path)
            )
        }),
    ));
    text.push_str(&section(
        "Its suites",
        of(&|p| p.starts_with("suites/"), &|path| match path {
            "suites/facts.rs" => "the values its rules decide in the suites every edition shares \
                                  (problem 05's games, 08's rate, 12's headline) and its snapshots' list"
                .to_owned(),
            "suites/hidden.rs" => "the hidden suites of the problems it owns".to_owned(),
            _ => "the suite of a problem it owns: every expected value and hint".to_owned(),
        }),
    ));
    text.push_str(&section(
        "What students and instructors read",
        of(&|p| (!p.starts_with("suites/") && p.contains('/')) || p.ends_with(".toml") || p == EXPLAIN, &|path| {
            if path == EXPLAIN {
                "how `hog gui` tells its rules, calling its functions through `super::rules`".to_owned()
            } else if path.starts_with("mutants/") {
                "the wrong solutions of a problem it owns, signed again by `cargo xtask --edition NAME mutants`"
                    .replace("NAME", name)
            } else if path == "edition.toml" {
                "the words the shared statements take from it".to_owned()
            } else {
                "its own text of this file".to_owned()
            }
        }),
    ));
    text.push_str(&format!(
        "\n## Made from the solution, once the rest is written\n\n\
         - [ ] `cargo xtask --edition {name} snapshots --accept`: its snapshots (`snapshots/`), read before accepting.\n\
         - [ ] `cargo xtask --edition {name} grade --solution`: full marks.\n\
         - [ ] `cargo xtask --edition {name} mutants`: every wrong solution rejected; it writes the\n  \
         signatures of its known mistakes (`tests/known-mistakes.json`).\n\
         - [ ] `cargo xtask ci`: every edition proven, this one included.\n"
    ));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edition_name_is_lowercase_words_joined_by_hyphens() {
        assert!(check_name("hare-nines").is_ok());
        assert!(check_name("term2027").is_ok());
        for bad in ["Hare", "hare_nines", "-hare", "hare--nines", "9lives", "", "hare nines"] {
            let error = check_name(bad).unwrap_err().to_string();
            assert!(error.contains("lowercase words joined by hyphens"), "{bad}: {error}");
        }
    }
}
