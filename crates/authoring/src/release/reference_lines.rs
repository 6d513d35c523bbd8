//! The lines of the reference solutions, to find any of them left in a release: a test's
//! fixture or an example that copied a line of a solution hands that line to students.
//!
//! A reference line is a line between `BEGIN/END PROBLEM` markers of a solution, of any
//! edition the checkout holds. Lines that say nothing of the answer are not: short ones,
//! brackets, and lines the provided code has too (outside the regions, or elsewhere in the
//! teaching crates), since students receive those anyway.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use hog_engine::stubs::markers;
use hog_engine::workspace;

/// A line this short (without its indentation) cannot give an answer away.
const SHORTEST: usize = 20;

/// Every reference line, each with the first problem it belongs to.
#[derive(Debug, Default)]
pub struct ReferenceLines {
    problem_of: BTreeMap<String, String>,
}

impl ReferenceLines {
    /// The reference lines of the checkout at `root`: its solutions and every other edition's.
    pub fn of(root: &Path) -> Result<Self> {
        let solutions = workspace::teaching_files(root)?.into_iter().map(|file| file.solution);
        let mut paths: Vec<PathBuf> = solutions.collect();
        // Every edition's own items of the teaching files: `editions/<name>/<file>.rs`.
        let editions = root.join("editions");
        for edition in workspace::files(&editions, &[])? {
            let relative = edition.strip_prefix(&editions).unwrap_or(&edition);
            if relative.components().count() == 2 && edition.extension().is_some_and(|e| e == "rs") {
                paths.push(edition);
            }
        }
        let mut solutions = Vec::new();
        for path in paths {
            let text =
                fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
            solutions.push((workspace::display(root, &path), text));
        }
        let mut provided = Vec::new();
        for src in provided_folders(root)? {
            for path in workspace::files(&src, &[])? {
                if path.extension().is_some_and(|e| e == "rs") {
                    let text = fs::read_to_string(&path)
                        .with_context(|| format!("cannot read {}", path.display()))?;
                    provided.push(text);
                }
            }
        }
        Self::from(&solutions, &provided)
    }

    /// The reference lines of `solutions` (path and text), less those found in `provided`.
    pub fn from(solutions: &[(String, String)], provided: &[String]) -> Result<Self> {
        let mut common: BTreeSet<&str> =
            provided.iter().flat_map(|text| text.lines().map(str::trim)).collect();
        let mut in_regions = Vec::new();
        for (path, text) in solutions {
            let regions = markers::find_regions(text).map_err(|e| {
                anyhow::anyhow!("{path}:{}: {}; mend the solution's markers", e.line, e.message)
            })?;
            let lines: Vec<&str> = text.lines().collect();
            let mut next = 0;
            for region in &regions {
                common.extend(lines[next..=region.begin].iter().map(|l| l.trim()));
                in_regions.extend(
                    lines[region.begin + 1..region.end].iter().map(|l| (l.trim(), region.problem.clone())),
                );
                next = region.end;
            }
            common.extend(lines[next..].iter().map(|l| l.trim()));
        }
        let mut problem_of = BTreeMap::new();
        for (line, problem) in in_regions {
            if says_something(line) && !common.contains(line) {
                problem_of.entry(line.to_owned()).or_insert(problem);
            }
        }
        Ok(ReferenceLines { problem_of })
    }

    /// Each line of `text` (the file `name`) that is a reference line, said as `name:line`
    /// with its problem.
    pub fn found_in(&self, name: &str, text: &str) -> Vec<String> {
        text.lines()
            .enumerate()
            .filter_map(|(index, line)| {
                let problem = self.problem_of.get(line.trim())?;
                Some(format!(
                    "{name}:{} holds a line of problem {problem}'s reference: `{}`",
                    index + 1,
                    line.trim()
                ))
            })
            .collect()
    }
}

/// Whether a line is long enough, and more than brackets or an import, to give something away.
fn says_something(line: &str) -> bool {
    line.chars().count() >= SHORTEST && line.chars().any(char::is_alphanumeric) && !line.starts_with("use ")
}

/// The `src` folders of the code students are given to build on: the teaching crates (the
/// student files among them) and the workspace crates they depend on, such as the dice.
fn provided_folders(root: &Path) -> Result<Vec<PathBuf>> {
    let manifest = |path: &Path| -> Result<toml::Table> {
        let text = fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
        toml::from_str(&text).with_context(|| format!("{} is not a valid manifest", path.display()))
    };
    let workspace = manifest(&root.join("Cargo.toml"))?;
    let members = workspace.get("workspace").and_then(|w| w.get("dependencies")).and_then(|d| d.as_table());
    let mut folders = BTreeSet::new();
    for file in workspace::teaching_files(root)? {
        let krate = file.stub.parent().and_then(Path::parent).unwrap_or(root);
        folders.insert(krate.join("src"));
        let own = manifest(&krate.join("Cargo.toml"))?;
        let dependencies = own.get("dependencies").and_then(|d| d.as_table()).into_iter().flatten();
        for (name, _) in dependencies {
            let path = members.and_then(|m| m.get(name)).and_then(|d| d.get("path")).and_then(|p| p.as_str());
            if let Some(path) = path {
                folders.insert(root.join(path).join("src"));
            }
        }
    }
    Ok(folders.into_iter().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLUTION: &str = "\
pub fn boar_brawl(player_score: Score, opponent_score: Score) -> u32 {
    // BEGIN PROBLEM 02
    let tens = opponent_score / 10 % 10;
    let ones = player_score % 10;
    (3 * tens.abs_diff(ones)).max(1)
    // END PROBLEM 02
}
";

    fn reference(provided: &str) -> ReferenceLines {
        ReferenceLines::from(&[("rules.rs".to_owned(), SOLUTION.to_owned())], &[provided.to_owned()]).unwrap()
    }

    #[test]
    fn a_file_with_a_line_of_a_region_is_named_with_the_line_and_the_problem() {
        let fixture = "#[test]\nfn digits() {\n    let body = \"\n        let tens = opponent_score / 10 % 10;\n\";\n}\n";
        let found = reference("").found_in("crates/grader/src/source.rs", fixture);
        assert_eq!(
            found,
            [
                "crates/grader/src/source.rs:4 holds a line of problem 02's reference: `let tens = opponent_score / 10 % 10;`"
            ]
        );
    }

    #[test]
    fn short_lines_and_provided_lines_are_no_reference() {
        let reference = reference("    let ones = player_score % 10;\n");
        // The signature is outside the region, the `let ones` line is provided, `}` is short.
        let file = "pub fn boar_brawl(player_score: Score, opponent_score: Score) -> u32 {\nlet ones = player_score % 10;\n}\n";
        assert_eq!(reference.found_in("file.rs", file), Vec::<String>::new());
        assert_eq!(reference.found_in("file.rs", "(3 * tens.abs_diff(ones)).max(1)").len(), 1);
    }
}
