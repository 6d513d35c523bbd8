//! Each student file made from its solution: the stubs.
//!
//! The solution (`crates/*/solution/*.rs`) is the single source of truth. Every
//! region between `// BEGIN PROBLEM nn` and `// END PROBLEM nn` becomes a
//! `todo!()` that names the problem; everything else is copied unchanged, so
//! docs, signatures and provided code are written once. Each solution body has a
//! fingerprint, which `stubs.lock` beside the solution records
//! (`hog_authoring::generated` writes it), so that a solution that changed after its
//! stubs, snapshots and mutants were last brought up to date is noticed.

mod functions;
pub mod markers;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use crate::digest;
use crate::workspace::{self, TeachingFile};
use functions::Function;
use markers::Region;

/// What one solution file generates.
#[derive(Debug, PartialEq, Eq)]
pub struct Generated {
    /// The student file.
    pub stub: String,
    /// The `stubs.lock` lines for this file.
    pub fingerprints: Vec<Fingerprint>,
}

/// The fingerprint of one solution body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fingerprint {
    /// Problem id from the markers.
    pub problem: String,
    /// The function the region belongs to.
    pub function: String,
    /// SHA-256 of the body's trimmed lines, shortened.
    pub hash: String,
}

impl Fingerprint {
    /// Its line in `stubs.lock`.
    pub fn line(&self) -> String {
        format!("{} {} {}", self.problem, self.function, self.hash)
    }
}

/// Generates the student file for `solution`. `path` only appears in error messages.
pub fn generate(solution: &str, path: &str) -> Result<Generated> {
    let regions = markers::find_regions(solution).map_err(|e| anyhow::anyhow!("{path}:{e}"))?;
    let functions = functions::parse(solution).with_context(|| format!("{path} does not parse"))?;
    let lines: Vec<&str> = solution.lines().collect();
    let mut stub = String::new();
    let mut fingerprints = Vec::new();
    let mut next = 0;
    for region in &regions {
        let function = enclosing_function(&functions, region, &lines, path)?;
        for line in &lines[next..=region.begin] {
            writeln!(stub, "{line}").unwrap();
        }
        let body = &lines[region.begin + 1..region.end];
        stub.push_str(&placeholder(region, function, indent_of(lines[region.end])));
        fingerprints.push(Fingerprint {
            problem: region.problem.clone(),
            function: function.name.clone(),
            hash: fingerprint(body),
        });
        next = region.end;
    }
    for line in &lines[next..] {
        writeln!(stub, "{line}").unwrap();
    }
    Ok(Generated { stub, fingerprints })
}

/// The innermost function whose body holds `region`, which must end that body.
fn enclosing_function<'f>(
    functions: &'f [Function],
    region: &Region,
    lines: &[&str],
    path: &str,
) -> Result<&'f Function> {
    let (begin, end) = (region.begin + 1, region.end + 1); // one-based, as spans are
    let Some(function) = functions
        .iter()
        .filter(|f| f.open_line < begin && end < f.close_line)
        .min_by_key(|f| f.close_line - f.open_line)
    else {
        bail!(
            "{path}:{begin}: problem {} is not inside a function body; markers go inside the body they mark",
            region.problem
        );
    };
    let trailing_code =
        lines[region.end + 1..function.close_line - 1].iter().position(|line| !line.trim().is_empty());
    if let Some(offset) = trailing_code {
        bail!(
            "{path}:{}: code follows `END PROBLEM {}` in {}; a region must end its function's body, \
             or the stub's todo!() would make that code unreachable",
            region.end + 2 + offset,
            region.problem,
            function.name
        );
    }
    Ok(function)
}

/// The stub's body: keeps the parameters used (so the stub has no warnings) and panics
/// with a message that names the problem.
fn placeholder(region: &Region, function: &Function, indent: &str) -> String {
    let mut body = String::new();
    let borrowed: Vec<String> = function.params.iter().map(|p| format!("&{p}")).collect();
    match borrowed.as_slice() {
        [] => {}
        [one] => {
            writeln!(body, "{indent}let _ = {one}; // Delete this line once you use the parameter.").unwrap()
        }
        many => writeln!(
            body,
            "{indent}let _ = ({}); // Delete this line once you use the parameters.",
            many.join(", ")
        )
        .unwrap(),
    }
    writeln!(body, "{indent}todo!(\"Problem {}: {}\")", region.problem, function.name).unwrap();
    body
}

/// Replaces the body of `function`'s marked region in `solution` with `body`, keeping the
/// markers: how fixtures and wrong solutions are made from the reference.
pub fn replace_body(solution: &str, function: &str, body: &str) -> Result<String> {
    let region = region_of(solution, function)?;
    let lines: Vec<&str> = solution.lines().collect();
    let indent = indent_of(lines[region.end]);
    let mut text = String::new();
    for line in &lines[..=region.begin] {
        writeln!(text, "{line}").unwrap();
    }
    text.push_str(&reindent(body, indent));
    for line in &lines[region.end..] {
        writeln!(text, "{line}").unwrap();
    }
    Ok(text)
}

/// `body` with its common indentation replaced by `indent`, blank lines kept empty and the
/// blank lines around it dropped: a body written anywhere, ready for its place.
pub fn reindent(body: &str, indent: &str) -> String {
    let body = body.trim_matches('\n');
    let common = body.lines().filter(|l| !l.trim().is_empty()).map(|l| indent_of(l).len()).min();
    body.lines()
        .map(|line| match line.get(common.unwrap_or(0)..).unwrap_or("").trim_end() {
            "" => "\n".to_owned(),
            line => format!("{indent}{line}\n"),
        })
        .collect()
}

/// The body of `function`'s marked region in `solution`, without the markers.
pub fn body_of(solution: &str, function: &str) -> Result<String> {
    let region = region_of(solution, function)?;
    let lines: Vec<&str> = solution.lines().collect();
    Ok(lines[region.begin + 1..region.end].iter().map(|line| format!("{line}\n")).collect())
}

/// The functions of `solution` whose marked regions belong to `problem`, in order.
pub fn functions_of(solution: &str, problem: &str) -> Result<Vec<String>> {
    let regions = markers::find_regions(solution).map_err(|e| anyhow::anyhow!("{e}"))?;
    let functions = functions::parse(solution)?;
    let lines: Vec<&str> = solution.lines().collect();
    let mut names = Vec::new();
    for region in regions.iter().filter(|region| region.problem == problem) {
        names.push(enclosing_function(&functions, region, &lines, "solution")?.name.clone());
    }
    Ok(names)
}

/// The marked region in the body of the function named `function`.
fn region_of(solution: &str, function: &str) -> Result<Region> {
    let regions = markers::find_regions(solution).map_err(|e| anyhow::anyhow!("{e}"))?;
    let functions = functions::parse(solution)?;
    let lines: Vec<&str> = solution.lines().collect();
    for region in regions {
        if enclosing_function(&functions, &region, &lines, "solution")?.name == function {
            return Ok(region);
        }
    }
    bail!("no marked region in a function named {function}")
}

/// The leading whitespace of `line`.
pub fn indent_of(line: &str) -> &str {
    &line[..line.len() - line.trim_start().len()]
}

fn fingerprint(body: &[&str]) -> String {
    let mut fingerprint = digest::Fingerprint::default();
    for line in body {
        fingerprint.part(line.trim()).part(b"\n");
    }
    // The first 8 bytes tell bodies apart well enough, and keep the lock file short.
    fingerprint.hex()[..16].to_owned()
}

/// The fingerprints of the solution bodies of `file`'s crate, beside its solution.
pub fn lock_path(file: &TeachingFile) -> PathBuf {
    file.solution.with_file_name("stubs.lock")
}

/// Each student file's text as handed out, by its path from the root, sorted: generated from
/// its solution in an instructor's checkout, whatever the checkout's own student file holds
/// (an instructor's answers, say); recorded in a student release's manifest; and elsewhere (the
/// Gradescope autograder, whose student files are the stubs it was cut with) as the workspace
/// has it. What grading starts from.
pub fn handed_out(root: &Path) -> Result<Vec<(String, String)>> {
    let recorded = crate::grading_manifest::recorded_student_files(root)?;
    let mut texts = Vec::new();
    for file in workspace::teaching_files(root)? {
        let (path, solution_path) =
            (workspace::display(root, &file.stub), workspace::display(root, &file.solution));
        texts.push((path, generate(&file.solution_text()?, &solution_path)?.stub));
    }
    for file in workspace::student_files(root)? {
        let path = workspace::display(root, &file);
        if texts.iter().any(|(p, _)| *p == path) {
            continue;
        }
        let text = match recorded.iter().find(|(p, _)| *p == path) {
            Some((_, text)) => text.clone(),
            None => crate::text::read(&file).with_context(|| format!("cannot read {path}"))?,
        };
        texts.push((path, text));
    }
    texts.sort();
    Ok(texts)
}

#[cfg(test)]
mod tests;
