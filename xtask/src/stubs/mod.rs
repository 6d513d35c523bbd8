//! `cargo xtask stubs`: writes each student file from its solution.
//!
//! The solution (`crates/*/solution/*.rs`) is the single source of truth. Every
//! region between `// BEGIN PROBLEM nn` and `// END PROBLEM nn` becomes a
//! `todo!()` that names the problem; everything else is copied unchanged, so
//! docs, signatures and provided code are written once. Beside each solution a
//! `stubs.lock` records a fingerprint of every solution body, so `--check` also
//! notices a solution that changed after its stubs, snapshots and mutants were
//! last brought up to date.

mod functions;
#[cfg(feature = "instructor")]
pub mod glue;
#[cfg(feature = "instructor")]
pub mod hog_editions;
pub mod markers;
#[cfg(feature = "instructor")]
pub mod suites;
#[cfg(feature = "instructor")]
pub mod wiring;

use std::fmt::Write as _;
use std::fs;
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
    fn line(&self) -> String {
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
pub(crate) fn indent_of(line: &str) -> &str {
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

const LOCK_HEADER: &str = "# Written by `cargo xtask stubs`: a fingerprint of each solution body.\n\
# When one changes, regenerate the stubs and check its snapshots and mutants.\n";

/// What starts the lock's line with the digest of the student file as last written, which
/// tells a student file edited by hand from one whose solution changed.
const STUDENT_FILE: &str = "student-file ";

fn lock_text(generated: &Generated) -> String {
    let mut text = LOCK_HEADER.to_owned();
    for fingerprint in &generated.fingerprints {
        writeln!(text, "{}", fingerprint.line()).unwrap();
    }
    writeln!(text, "{STUDENT_FILE}{}", text_digest(&generated.stub)).unwrap();
    text
}

/// The digest of a whole generated text, as a lock or a table's first line records it.
fn text_digest(text: &str) -> String {
    digest::Fingerprint::default().part(text).hex()[..16].to_owned()
}

/// What ends a generated table's first line, before its digest.
const TABLE_DIGEST: &str = " Its digest: ";

/// The generated table `text` with the digest of the lines after its first at the end of
/// its first (the header that says not to edit it), so that a later run tells a hand edit.
fn signed(text: &str) -> String {
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    format!("{first}{TABLE_DIGEST}{}.\n{rest}", text_digest(rest))
}

/// Whether the generated table `text` was edited since it was written: the digest its first
/// line records is not that of the rest. A table without one (or none at all) was not.
fn table_edited(text: &str) -> bool {
    let Some((first, rest)) = text.split_once('\n') else { return false };
    let recorded = first.rsplit_once(TABLE_DIGEST).and_then(|(_, digest)| digest.strip_suffix('.'));
    recorded.is_some_and(|recorded| recorded != text_digest(rest))
}

/// Whether the student file `stub` was edited since `cargo xtask stubs` wrote it, as its crate's
/// lock `lock` records; a lock that records no digest says it was not.
fn stub_edited(stub: &str, lock: &str) -> bool {
    let recorded = lock.lines().find_map(|line| line.strip_prefix(STUDENT_FILE));
    recorded.is_some_and(|recorded| recorded != text_digest(stub))
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
    let recorded = crate::release::manifest::handed_out(root)?;
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

/// `cargo xtask stubs [--check] [--overwrite]`.
pub fn run(check: bool, overwrite: bool) -> Result<()> {
    let root = workspace::root()?;
    workspace::require_solutions(&root)?;
    regenerate(&root, Mode { check, overwrite, say: true })
}

/// Writes (or with `check`, checks) every student file, `stubs.lock` and table of the checkout
/// at `root`, refusing to write over a hand edit.
pub fn write_all(root: &Path, check: bool) -> Result<()> {
    regenerate(root, Mode { check, overwrite: false, say: true })
}

/// Writes every student file, lock and table from the solutions, as [`write_all`] does, and
/// says nothing: what making another edition the course's does on its way, which keeps the
/// student's work itself.
pub fn write_quietly(root: &Path) -> Result<()> {
    regenerate(root, Mode { check: false, overwrite: true, say: false })
}

/// What a run of `stubs` does.
#[derive(Clone, Copy)]
struct Mode {
    /// Change nothing; fail on a file out of date.
    check: bool,
    /// Write over a generated file edited by hand.
    overwrite: bool,
    /// Say which student file each solution made.
    say: bool,
}

fn regenerate(root: &Path, mode: Mode) -> Result<()> {
    let root = root.to_path_buf();
    let mut stale = Vec::new();
    // Generated files edited by hand, each with the files to edit instead.
    let mut edited = Vec::new();
    let mut writes = Vec::new();
    let mut said = Vec::new();
    for file in workspace::teaching_files(&root)? {
        let solution_path = workspace::display(&root, &file.solution);
        let generated = generate(&file.solution_text()?, &solution_path)?;
        let lock = lock_text(&generated);
        let committed = crate::text::read(&file.stub).ok();
        let committed_lock = crate::text::read(&lock_path(&file)).unwrap_or_default();
        if committed
            .as_ref()
            .is_some_and(|text| *text != generated.stub && stub_edited(text, &committed_lock))
        {
            let own = file.own.as_ref().map(|own| workspace::display(&root, own));
            let source = match own {
                Some(own) => format!("{solution_path} (and, for its edition's own items, {own})"),
                None => solution_path.clone(),
            };
            edited.push((workspace::display(&root, &file.stub), source));
        }
        if mode.check {
            stale.extend(staleness(&root, &file, &generated, &lock));
            continue;
        }
        said.push(format!("{} -> {}", solution_path, workspace::display(&root, &file.stub)));
        writes.push((file.stub.clone(), generated.stub));
        writes.push((lock_path(&file), lock));
    }
    #[cfg(feature = "instructor")]
    for (path, text, what, source) in tables(&root)? {
        let text = signed(&text);
        let file = root.join(&path);
        let committed = crate::text::read(&file).ok();
        if committed.as_deref().is_some_and(|committed| committed != text && table_edited(committed)) {
            edited.push((path.clone(), source.to_owned()));
        } else if mode.check && committed.as_deref() != Some(text.as_str()) {
            stale.push(format!("{path} is not {what}"));
        }
        writes.push((file, text));
    }
    if !edited.is_empty() && !mode.overwrite {
        let named: Vec<String> = edited
            .iter()
            .map(|(file, source)| {
                format!(
                    "{file} was edited by hand since `cargo xtask stubs` wrote it; it is made from {source}"
                )
            })
            .collect();
        bail!(
            "{}.\nWriting the generated files again would lose those edits, so nothing was written: make \
             each change in the file named, then run `cargo xtask stubs` (or `cargo xtask stubs --overwrite` \
             to drop the edits)",
            named.join(";\n")
        );
    }
    if !stale.is_empty() {
        for problem in &stale {
            eprintln!("error: {problem}");
        }
        bail!("the stubs are out of date with their solutions: run `cargo xtask stubs`");
    }
    if mode.check {
        println!("stubs are up to date");
        return Ok(());
    }
    for (path, text) in writes {
        write_if_changed(&path, &text)?;
    }
    if mode.say {
        said.iter().for_each(|line| println!("{line}"));
    }
    Ok(())
}

/// Every generated table by its checkout path, with what it is and the file it is made from.
#[cfg(feature = "instructor")]
fn tables(root: &Path) -> Result<Vec<(String, String, &'static str, &'static str)>> {
    const SIGNATURES: &str = "the solutions (crates/*/solution/*.rs and editions/*/*.rs)";
    const REGISTRY: &str = "editions/editions.toml";
    let mut tables = Vec::new();
    for (path, text) in glue::generate(root)? {
        tables.push((path.to_owned(), text, "the table the solutions' signatures make", SIGNATURES));
    }
    for (path, text) in wiring::generate(root)? {
        tables.push((path, text, "the namespaces editions/editions.toml makes", REGISTRY));
    }
    let (path, text) = suites::generate(root)?;
    tables.push((path, text, "the suites' namespaces editions/editions.toml makes", REGISTRY));
    let (path, text) = hog_editions::generate(root, &crate::edition::active(root)?.name)?;
    tables.push((path, text, "the editions hog plays, as editions/editions.toml makes them", REGISTRY));
    Ok(tables)
}

/// Describes, problem by problem, how the committed files differ from what would be generated.
fn staleness(root: &Path, file: &TeachingFile, generated: &Generated, lock: &str) -> Vec<String> {
    let stub_path = workspace::display(root, &file.stub);
    let mut problems = Vec::new();
    let committed = crate::text::read(&file.stub).unwrap_or_default();
    if committed != generated.stub {
        problems.push(format!("{stub_path}: {}", describe_difference(&committed, &generated.stub)));
    }
    let committed_lock = crate::text::read(&lock_path(file)).unwrap_or_default();
    if committed_lock != lock {
        let recorded: Vec<&str> = committed_lock.lines().collect();
        for fingerprint in &generated.fingerprints {
            if !recorded.contains(&fingerprint.line().as_str()) {
                problems.push(format!(
                    "{}: problem {} ({}) changed in the solution since the stubs were generated",
                    workspace::display(root, &file.solution),
                    fingerprint.problem,
                    fingerprint.function
                ));
            }
        }
        if problems.is_empty() {
            let lock = workspace::display(root, &lock_path(file));
            problems.push(format!("{lock} is not what `cargo xtask stubs` writes for {stub_path}"));
        }
    }
    problems
}

/// Names the first problem (or the first provided line) where `committed` and `generated` part.
fn describe_difference(committed: &str, generated: &str) -> String {
    let region_at = |text: &str, line: usize| {
        markers::find_regions(text).unwrap_or_default().into_iter().find(|r| r.begin <= line && line <= r.end)
    };
    let first = committed
        .lines()
        .zip(generated.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| committed.lines().count().min(generated.lines().count()));
    match region_at(generated, first).or_else(|| region_at(committed, first)) {
        Some(region) => {
            format!("problem {} differs from the generated stub (line {})", region.problem, first + 1)
        }
        None => format!("the provided code differs from the solution at line {}", first + 1),
    }
}

/// Writes `text` to `path` unless the file holds it already, with whatever line endings.
fn write_if_changed(path: &Path, text: &str) -> Result<()> {
    if crate::text::read(path).ok().as_deref() != Some(text) {
        fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
