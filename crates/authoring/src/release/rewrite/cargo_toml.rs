//! Taking the instructor features out of a `Cargo.toml`, with `toml_edit`, so every other
//! line and comment stays as written: the features go, with the optional dependencies only
//! they enable and the targets that require them; so do the benchmarks, which only measure
//! the reference solution.

use std::collections::BTreeSet;
use std::path::Path;

use anyhow::{Context, Result};
use toml_edit::{DocumentMut, Item, TableLike};

use super::INSTRUCTOR_FEATURES;

/// The benchmarks' harness: only the benchmarks, which a release leaves out, use it.
const BENCHMARK_HARNESS: &str = "criterion";

/// The tables that list dependencies.
const DEPENDENCY_TABLES: &[&str] = &["dependencies", "dev-dependencies", "build-dependencies"];

/// The manifest `text` (of `path`, for messages) as a release has it.
pub fn strip(text: &str, path: &Path) -> Result<String> {
    let mut manifest: DocumentMut =
        text.parse().with_context(|| format!("{} is not a valid Cargo manifest", path.display()))?;
    let freed = remove_features(&mut manifest);
    let still_enabled = enabled_dependencies(&manifest);
    for name in DEPENDENCY_TABLES {
        let Some(table) = table_mut(&mut manifest, &[name]) else { continue };
        for dependency in freed.difference(&still_enabled) {
            table.remove(dependency);
        }
        table.remove(BENCHMARK_HARNESS);
    }
    if let Some(workspace) = table_mut(&mut manifest, &["workspace", "dependencies"]) {
        workspace.remove(BENCHMARK_HARNESS);
    }
    manifest.remove("bench");
    for kind in ["bin", "example", "test"] {
        remove_targets_requiring_instructor_features(&mut manifest, kind);
    }
    Ok(manifest.to_string())
}

/// The table at `keys`, if there is one.
fn table_mut<'m>(manifest: &'m mut DocumentMut, keys: &[&str]) -> Option<&'m mut dyn TableLike> {
    let mut item: &mut Item = manifest.as_item_mut();
    for key in keys {
        item = item.as_table_like_mut()?.get_mut(key)?;
    }
    item.as_table_like_mut()
}

/// Whether a feature list's entry turns on an instructor feature, here (`solution`) or in a
/// dependency (`hog-rules/solution`).
fn turns_on_instructor_feature(entry: &str) -> bool {
    let feature = entry.rsplit('/').next().unwrap_or(entry);
    INSTRUCTOR_FEATURES.contains(&feature)
}

/// Removes the instructor features, and the entries of other features that turn them on
/// (a feature left empty by that goes too); returns the dependencies they enabled (`dep:`).
fn remove_features(manifest: &mut DocumentMut) -> BTreeSet<String> {
    let mut freed = BTreeSet::new();
    let Some(features) = table_mut(manifest, &["features"]) else { return freed };
    for feature in INSTRUCTOR_FEATURES {
        let Some(removed) = features.remove(feature) else { continue };
        let entries = removed.as_array().into_iter().flatten().filter_map(|v| v.as_str());
        freed.extend(entries.filter_map(|entry| entry.strip_prefix("dep:")).map(str::to_owned));
    }
    let mut emptied = Vec::new();
    for (name, value) in features.iter_mut() {
        let Some(entries) = value.as_array_mut() else { continue };
        let before = entries.len();
        entries.retain(|entry| !entry.as_str().is_some_and(turns_on_instructor_feature));
        if entries.is_empty() && before > 0 {
            emptied.push(name.get().to_owned());
        } else if entries.len() < before {
            entries.fmt(); // no space left where the first entry was
        }
    }
    for name in emptied {
        features.remove(&name);
    }
    if features.is_empty() {
        manifest.remove("features");
    }
    freed
}

/// The dependencies the remaining features still enable (`dep:x`, `x/feature`, `x?/feature`).
fn enabled_dependencies(manifest: &DocumentMut) -> BTreeSet<String> {
    let features = manifest.get("features").and_then(Item::as_table_like);
    let entries = features.into_iter().flat_map(|table| table.iter()).flat_map(|(_, value)| {
        value
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_str())
            .map(str::to_owned)
            .collect::<Vec<_>>()
    });
    entries
        .filter_map(|entry| match entry.strip_prefix("dep:") {
            Some(dependency) => Some(dependency.to_owned()),
            None => entry.split_once('/').map(|(dependency, _)| dependency.trim_end_matches('?').to_owned()),
        })
        .collect()
}

/// Removes the `[[kind]]` targets whose `required-features` name an instructor feature.
fn remove_targets_requiring_instructor_features(manifest: &mut DocumentMut, kind: &str) {
    let Some(targets) = manifest.get_mut(kind).and_then(Item::as_array_of_tables_mut) else { return };
    targets.retain(|target| {
        let required = target.get("required-features").and_then(Item::as_array);
        !required.into_iter().flatten().filter_map(|v| v.as_str()).any(turns_on_instructor_feature)
    });
    if targets.is_empty() {
        manifest.remove(kind);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn release(manifest: &str) -> String {
        strip(manifest, Path::new("Cargo.toml")).unwrap()
    }

    #[test]
    fn manifests_lose_instructor_features_and_benchmarks() {
        let manifest = r#"[package]
name = "hog-experiments"

[features]
# Build the reference solution instead.
solution = ["hog-rules/solution"]

[dependencies]
hog-rules.workspace = true

[dev-dependencies]
criterion.workspace = true
tempfile.workspace = true

[[bench]]
name = "games"
harness = false

[lints]
workspace = true
"#;
        let expected = r#"[package]
name = "hog-experiments"

[dependencies]
hog-rules.workspace = true

[dev-dependencies]
tempfile.workspace = true

[lints]
workspace = true
"#;
        assert_eq!(release(manifest), expected);
    }

    #[test]
    fn the_instructor_feature_goes_with_its_dependencies_and_targets() {
        let manifest = r#"[package]
name = "xtask"

[features]
# The instructors' commands.
default = ["instructor", "color"]
instructor = ["dep:zip", "dep:csv"]
color = ["dep:csv"]

[dependencies]
anyhow = "1"
csv = { version = "1", optional = true }
zip = { version = "2", optional = true } # archives

[[test]]
name = "integration"
required-features = ["instructor"]

[[test]]
name = "help"
"#;
        let expected = r#"[package]
name = "xtask"

[features]
# The instructors' commands.
default = ["color"]
color = ["dep:csv"]

[dependencies]
anyhow = "1"
csv = { version = "1", optional = true }

[[test]]
name = "help"
"#;
        assert_eq!(release(manifest), expected);
    }

    #[test]
    fn a_workspace_loses_the_benchmark_harness_and_a_feature_left_empty_goes() {
        let manifest = r#"[workspace.dependencies]
anyhow = "1"
# Benchmarks only.
criterion = "0.7"

[features]
default = ["instructor"]
instructor = []
"#;
        assert_eq!(release(manifest), "[workspace.dependencies]\nanyhow = \"1\"\n");
    }

    #[test]
    fn a_damaged_manifest_is_named() {
        let error = strip("[package\n", Path::new("xtask/Cargo.toml")).unwrap_err();
        assert!(
            format!("{error:#}").starts_with("xtask/Cargo.toml is not a valid Cargo manifest"),
            "{error:#}"
        );
    }
}
