//! The instructors' side of editions: making one the course's, the words its shared texts
//! take (`edition.toml`), and `cargo xtask edition`.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result};
use serde::Deserialize;

use hog_engine::edition::{Edition, REGISTRY, Registry, folder};

/// Makes `edition` the course's edition of the workspace at `root` (a copy of a checkout, for
/// a command given `--edition`): its registry says so, and its student files, namespaces and
/// tables are written for it.
pub fn make_course(root: &Path, edition: &Edition) -> Result<()> {
    let path = root.join(REGISTRY);
    let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut document: toml_edit::DocumentMut =
        text.parse().with_context(|| format!("{} is not valid TOML", path.display()))?;
    document["course"] = toml_edit::value(edition.name.as_str());
    hog_engine::atomic::write(&path, document.to_string().as_bytes())?;
    crate::generated::write_quietly(root)
}

/// What `editions/<name>/edition.toml` says.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct EditionToml {
    #[serde(default)]
    words: Words,
}

/// What each `{{name}}` of a shared statement or guide stands for in an edition (see
/// `edition::files`), from the `[words]` of its `edition.toml`.
pub type Words = std::collections::BTreeMap<String, String>;

/// The words of the edition called `name`.
pub fn words(root: &Path, name: &str) -> Result<Words> {
    let path = folder(root).join(name).join("edition.toml");
    let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let read: EditionToml =
        toml::from_str(&text).with_context(|| format!("{} is not a valid edition.toml", path.display()))?;
    Ok(read.words)
}

/// `cargo xtask edition`: shows the editions, the course's marked.
pub fn run(root: &Path) -> Result<()> {
    let registry = Registry::read(root)?;
    for edition in &registry.editions {
        let mark = if edition.name == registry.course { "*" } else { " " };
        println!("{mark} {:<15} {} ({})", edition.name, edition.rules, edition.terms);
    }
    println!(
        "The course's edition (*) is set in {REGISTRY}. Every command takes --edition NAME; \
         `cargo xtask edition new NAME --from EDITION` starts another."
    );
    Ok(())
}
