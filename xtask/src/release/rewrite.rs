//! Taking the instructor-only features out of a student release's sources and manifests.
//!
//! Sources keep the `solution` and `hidden` features only behind `cfg` attributes, one
//! item at a time; this removes those items (and the `cfg(not(...))` guards of their
//! student twins) line by line, so comments and formatting stay as they were.

/// The features a release leaves out.
pub const INSTRUCTOR_FEATURES: &[&str] = &["solution", "hidden"];

/// `source` without the items that only exist under an instructor feature.
pub fn strip_source(source: &str) -> String {
    let lines: Vec<&str> = source.lines().collect();
    let mut kept = Vec::new();
    let mut index = 0;
    while index < lines.len() {
        let line = lines[index];
        let trimmed = line.trim();
        let is_cfg = trimmed.starts_with("#[cfg(");
        let names = |f: &&str| trimmed.contains(&format!("feature = \"{f}\""));
        if is_cfg && INSTRUCTOR_FEATURES.iter().any(|f| trimmed == format!("#[cfg(not(feature = \"{f}\"))]"))
        {
            index += 1; // the student's twin stays, unguarded
        } else if is_cfg && !trimmed.contains("not(") && INSTRUCTOR_FEATURES.iter().any(names) {
            // `feature = "solution"` or `all(test, feature = "solution")`: the item goes, with
            // the doc comments and attributes written above its `cfg`.
            while kept.last().is_some_and(|l: &String| {
                l.trim_start().starts_with("///") || l.trim_start().starts_with("#[")
            }) {
                kept.pop();
            }
            index = end_of_item(&lines, index + 1);
        } else {
            let mut line = line.to_owned();
            for feature in INSTRUCTOR_FEATURES {
                line = line.replace(&format!("cfg!(feature = \"{feature}\")"), "false");
            }
            kept.push(line);
            index += 1;
        }
    }
    let mut text = kept.join("\n");
    if source.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// The index just past the item that starts at `start` (after its attributes): through
/// its balanced braces, or through the line that ends it with `;` or `,`.
fn end_of_item(lines: &[&str], start: usize) -> usize {
    let mut depth = 0i32;
    let mut index = start;
    while index < lines.len() {
        let code = lines[index].split("//").next().unwrap_or("");
        let trimmed = code.trim();
        depth += code.matches('{').count() as i32 - code.matches('}').count() as i32;
        index += 1;
        if trimmed.starts_with("#[") && depth == 0 {
            continue; // another attribute of the same item
        }
        if depth <= 0 && (trimmed.ends_with(';') || trimmed.ends_with(',') || trimmed.ends_with('}')) {
            return index;
        }
    }
    index
}

/// A crate manifest without the instructor features and without benchmarks (which only
/// measure the reference solution). An emptied table header is left; cargo accepts it.
pub fn strip_manifest(manifest: &str) -> String {
    let mut kept: Vec<&str> = Vec::new();
    let mut skipping_table = false;
    for line in manifest.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            skipping_table = trimmed == "[[bench]]";
        }
        let instructor_feature = INSTRUCTOR_FEATURES.iter().any(|f| trimmed.starts_with(&format!("{f} = [")));
        let benchmark_dependency = trimmed.starts_with("criterion");
        if skipping_table || instructor_feature || benchmark_dependency {
            // A comment right above a removed line belongs to it.
            while kept.last().is_some_and(|l| l.trim_start().starts_with('#')) {
                kept.pop();
            }
            continue;
        }
        kept.push(line);
    }
    let mut text = kept.join("\n").trim_end().to_owned();
    text = text.replace("[features]\n\n", "");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solution_items_and_their_guards_go() {
        let source = r#"//! Docs.
mod dice;

#[cfg(not(feature = "solution"))]
mod rules;
#[cfg(feature = "solution")]
#[path = "../solution/rules.rs"]
mod rules;

pub const SOURCE: StudentSource = StudentSource {
    #[cfg(not(feature = "solution"))]
    path: "crates/rules/src/rules.rs",
    #[cfg(feature = "solution")]
    path: "crates/rules/solution/rules.rs",
};

#[cfg(feature = "hidden")]
mod hidden {
    fn nested() { if true { } }
}

/// Checked on the solution only.
#[cfg(all(test, feature = "solution"))]
mod tests {
    #[test]
    fn solved() {}
}

fn main() {
    run(cfg!(feature = "solution"));
}
"#;
        let expected = r#"//! Docs.
mod dice;

mod rules;

pub const SOURCE: StudentSource = StudentSource {
    path: "crates/rules/src/rules.rs",
};



fn main() {
    run(false);
}
"#;
        assert_eq!(strip_source(source), expected);
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
        assert_eq!(strip_manifest(manifest), expected);
    }
}
