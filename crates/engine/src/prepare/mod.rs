//! Putting together the code to grade from a student's files.
//!
//! Grading never compiles a student file as it is. It takes the file as it was handed out
//! (the *pristine* text) and puts the student's code into each `BEGIN/END PROBLEM` region,
//! so an edit outside the regions (a changed `GOAL`, a deleted marker) changes nothing but
//! a warning. A region whose markers are gone, whose code does not parse, that uses
//! something no solution may use (the lint), that does not compile, or that keeps the
//! compiler busy past the build's time limit (`stalled`) is *withheld*: its
//! stub goes in its place and the problem earns nothing, while every other problem is
//! graded as usual. Line numbers stay those of the student's file wherever the text
//! outside the regions was left alone.

mod stalled;

use hog_grader::lint;
use hog_grader::prepared::{Findings, OutsideEdit, Reason, Withheld};

use std::path::PathBuf;

use anyhow::Result;

use crate::build::{Built, Limits, Located, Mode};
use crate::sandbox::Sandbox;
use crate::stubs::markers::{self, Region};

/// How many times a build is tried again with the regions that did not compile withheld.
/// Errors in a crate hide those of the crates built on it, so each try can find more.
const REBUILDS: usize = 2;

/// The suites built against a submission, or why they could not be.
#[derive(Debug)]
pub enum Prepared {
    /// The suite binary, and what preparing found (withheld problems, edits outside the regions).
    Built {
        /// The binary, beside the sandbox.
        binary: PathBuf,
        /// What was found.
        found: Findings,
    },
    /// Not even withholding regions made the code compile.
    Failed {
        /// The errors, rendered by rustc.
        errors: String,
        /// Whether they are in the student's files (otherwise the workspace itself is broken).
        by_student: bool,
        /// What was found before giving up.
        found: Findings,
    },
}

/// Puts `files` together in `sandbox` and builds the suites in `mode` under `limits`,
/// withholding each region that does not compile (trying again at most `REBUILDS` times)
/// and each region whose code keeps the compiler busy past the time limit.
pub fn build(sandbox: &Sandbox, mode: Mode, files: &[StudentFile], limits: Limits) -> Result<Prepared> {
    let mut assembly = Assembly::new(files).map_err(anyhow::Error::msg)?;
    let mut rebuilds = 0;
    let mut tries = stalled::TRIES;
    loop {
        match assembly.build(sandbox, mode, limits)? {
            Built::Binary(binary) => {
                return Ok(Prepared::Built { binary: binary.path, found: assembly.prepared });
            }
            Built::Failed { errors, stalled, .. } if !stalled.is_empty() => {
                // Each time, at least one region more is withheld: this ends.
                if !stalled::withhold(sandbox, mode, limits, &mut assembly, &stalled, &mut tries)? {
                    return Ok(Prepared::Failed { errors, by_student: false, found: assembly.prepared });
                }
            }
            Built::Failed { errors, by_student, located, .. } => {
                if rebuilds == REBUILDS || !by_student || !assembly.withhold_compile_errors(&located) {
                    return Ok(Prepared::Failed { errors, by_student, found: assembly.prepared });
                }
                rebuilds += 1;
            }
        }
    }
}

/// A student file as handed out and as submitted.
#[derive(Clone, Debug)]
pub struct StudentFile {
    /// Path from the workspace root.
    pub path: String,
    /// The text handed out: the stub.
    pub pristine: String,
    /// The student's text (the pristine text when the submission lacks the file).
    pub submitted: String,
}

/// The code to grade: the pristine files with the student's regions in place.
#[derive(Debug)]
pub struct Assembly {
    files: Vec<AssembledFile>,
    /// What was found on the way.
    pub prepared: Findings,
}

#[derive(Debug)]
struct AssembledFile {
    path: String,
    pristine: Vec<String>,
    regions: Vec<Placed>,
}

/// One region of a pristine file and what goes in it.
#[derive(Debug)]
struct Placed {
    region: Region,
    /// The student's lines for the region.
    body: Vec<String>,
    withheld: bool,
}

impl Assembly {
    /// Takes each region's code from the submitted files, withholding what has lost its
    /// markers, does not parse, or breaks the lint.
    pub fn new(files: &[StudentFile]) -> Result<Self, String> {
        let mut assembly = Assembly { files: Vec::new(), prepared: Findings::default() };
        for file in files {
            assembly.add(file)?;
        }
        assembly.withhold_unreadable();
        Ok(assembly)
    }

    fn add(&mut self, file: &StudentFile) -> Result<(), String> {
        let regions = markers::find_regions(&file.pristine)
            .map_err(|e| format!("{}: the file handed out has broken markers: {e}", file.path))?;
        let submitted: Vec<&str> = file.submitted.lines().collect();
        let mut placed = Vec::new();
        let mut found = Vec::new();
        for (index, region) in regions.iter().enumerate() {
            let nth = regions[..index].iter().filter(|r| r.problem == region.problem).count();
            let region = region.clone();
            match markers::find_region(&file.submitted, &region.problem, nth) {
                Ok(theirs) => {
                    let body =
                        submitted[theirs.begin + 1..theirs.end].iter().map(|l| l.to_string()).collect();
                    placed.push(Placed { region, body, withheld: false });
                    found.push(theirs);
                }
                Err(error) => {
                    let at = if error.line > 0 { format!(":{}", error.line) } else { String::new() };
                    note_withheld(
                        &mut self.prepared,
                        Withheld {
                            problem: region.problem.clone(),
                            reason: Reason::Markers,
                            file: file.path.clone(),
                            details: format!("{}{at}: {}", file.path, error.message),
                        },
                    );
                    placed.push(Placed { region, body: Vec::new(), withheld: true });
                }
            }
        }
        let pristine: Vec<String> = file.pristine.lines().map(str::to_owned).collect();
        let ours = outside(&pristine, &placed.iter().map(|p| p.region.clone()).collect::<Vec<_>>());
        let theirs = outside(&submitted, &found);
        let edited: Vec<usize> = if found.len() == placed.len() {
            first_differences(&ours, &theirs).collect()
        } else {
            // With markers lost the parts do not pair up: name each line that is not in the original.
            let original: Vec<&str> =
                ours.iter().flat_map(|(_, part)| part.iter().map(|l| l.trim_end())).collect();
            theirs
                .iter()
                .flat_map(|(start, part)| part.iter().enumerate().map(move |(i, line)| (start + i + 1, line)))
                .filter(|(_, line)| !original.contains(&line.trim_end()))
                .map(|(number, _)| number)
                .collect()
        };
        self.prepared
            .outside_edits
            .extend(edited.into_iter().map(|line| OutsideEdit { file: file.path.clone(), line }));
        self.files.push(AssembledFile { path: file.path.clone(), pristine, regions: placed });
        Ok(())
    }

    /// Withholds each region whose code does not parse as the statements of a body (rustc
    /// would report such an error far from the region, where it maps to no problem), and each
    /// one where the lint finds something no solution may use, so that code never runs. Only
    /// the regions are read: the text around them is the one handed out.
    fn withhold_unreadable(&mut self) {
        let mut unparsable = Vec::new();
        let mut forbidden: Vec<(String, usize, String)> = Vec::new();
        for file in &self.files {
            for (index, line, placed) in file.lines_of_regions() {
                if placed.withheld {
                    continue;
                }
                // The block's first line is its `{`, its second the region's first.
                let block = format!("{{\n{}\n}}", placed.body.join("\n"));
                match syn::parse_str::<syn::Block>(&block) {
                    Err(error) => {
                        let at = line + error.span().start().line.saturating_sub(2);
                        unparsable.push((file.path.clone(), index, format!("{}:{at}: {error}", file.path)));
                    }
                    Ok(block) => {
                        for finding in lint::lint_block(&block) {
                            let at = line + finding.line.saturating_sub(2);
                            let detail = format!("{}:{at}: {}", file.path, finding.message);
                            add_detail(&mut forbidden, &file.path, index, &detail);
                        }
                    }
                }
            }
        }
        for (path, index, details) in unparsable {
            self.withhold(&path, index, Reason::DoesNotCompile, details);
        }
        for (path, index, details) in forbidden {
            self.withhold(&path, index, Reason::Forbidden, details);
        }
    }

    fn withhold(&mut self, path: &str, index: usize, reason: Reason, details: String) {
        let Some(file) = self.files.iter_mut().find(|f| f.path == path) else { return };
        let placed = &mut file.regions[index];
        if placed.withheld {
            return;
        }
        placed.withheld = true;
        let problem = placed.region.problem.clone();
        note_withheld(&mut self.prepared, Withheld { problem, reason, file: path.to_owned(), details });
    }

    /// Withholds the regions that `errors` fall in. Returns `false`, changing nothing, when
    /// an error lies outside every region still in place: that cannot be mended by
    /// withholding, so the whole submission does not compile.
    pub fn withhold_compile_errors(&mut self, errors: &[Located]) -> bool {
        let mut targets: Vec<(String, usize, String)> = Vec::new();
        if errors.is_empty() {
            return false;
        }
        for error in errors {
            let region = self.files.iter().find(|f| f.path == error.file).and_then(|file| {
                let index = file.region_at(error.line)?;
                (!file.regions[index].withheld).then_some(index)
            });
            let Some(index) = region else { return false };
            add_detail(&mut targets, &error.file, index, error.rendered.trim_end());
        }
        for (path, index, details) in targets {
            self.withhold(&path, index, Reason::DoesNotCompile, details);
        }
        true
    }

    /// Each file's text to compile, by its path from the workspace root.
    pub fn texts(&self) -> Vec<(String, String)> {
        self.files.iter().map(|f| (f.path.clone(), f.render().0)).collect()
    }

    /// Writes the code as it stands into `sandbox` and builds the suites there.
    fn build(&self, sandbox: &Sandbox, mode: Mode, limits: Limits) -> Result<Built> {
        for (path, text) in self.texts() {
            sandbox.write_if_changed(&path, &text)?;
        }
        sandbox.build_within(mode, limits)
    }

    /// The regions still in place (file and index) in the files under `folders` (from the
    /// root), or in every file when `folders` holds none of them.
    fn regions_in_place(&self, folders: &[String]) -> Vec<(String, usize)> {
        let in_place = |under: &dyn Fn(&str) -> bool| -> Vec<(String, usize)> {
            let files = self.files.iter().filter(|file| under(&file.path));
            files
                .flat_map(|file| {
                    let placed = file.regions.iter().enumerate().filter(|(_, placed)| !placed.withheld);
                    placed.map(|(index, _)| (file.path.clone(), index))
                })
                .collect()
        };
        let found = in_place(&|path| folders.iter().any(|folder| path.starts_with(&format!("{folder}/"))));
        if found.is_empty() { in_place(&|_| true) } else { found }
    }

    /// Puts `regions` out of the build (`held`) or back, for a try: nothing is recorded.
    fn hold(&mut self, regions: &[(String, usize)], held: bool) {
        for (path, index) in regions {
            if let Some(file) = self.files.iter_mut().find(|file| &file.path == path) {
                file.regions[*index].withheld = held;
            }
        }
    }

    /// The one-based line of region `index`'s `BEGIN` marker in file `path`.
    fn begin_line(&self, path: &str, index: usize) -> usize {
        let file = self.files.iter().find(|file| file.path == path);
        file.map_or(0, |file| file.render().1[index].0)
    }
}

impl AssembledFile {
    /// The text to compile, and for each region the one-based lines from its `BEGIN` to its
    /// `END` marker in that text.
    fn render(&self) -> (String, Vec<(usize, usize)>) {
        let mut lines: Vec<String> = Vec::new();
        let mut spans = Vec::new();
        let mut next = 0;
        for placed in &self.regions {
            lines.extend(self.pristine[next..=placed.region.begin].iter().cloned());
            let first = lines.len();
            if placed.withheld {
                // The stub on one line, padded to the student's length, keeps later lines in place.
                let stub = &self.pristine[placed.region.begin + 1..placed.region.end];
                let code = stub.iter().map(|l| l.split(" //").next().unwrap_or_default().trim());
                lines.push(code.collect::<Vec<_>>().join(" "));
                lines.extend(std::iter::repeat_n(String::new(), placed.body.len().saturating_sub(1)));
            } else {
                lines.extend(placed.body.iter().cloned());
            }
            lines.push(self.pristine[placed.region.end].clone());
            spans.push((first, lines.len()));
            next = placed.region.end + 1;
        }
        lines.extend(self.pristine[next..].iter().cloned());
        let mut text = lines.join("\n");
        text.push('\n');
        (text, spans)
    }

    /// The index of the region whose lines, markers included, hold one-based `line` of the
    /// rendered text.
    fn region_at(&self, line: usize) -> Option<usize> {
        self.render().1.iter().position(|(first, last)| (*first..=*last).contains(&line))
    }

    /// Each region's index, the one-based line of its first body line in the rendered
    /// text, and the region.
    fn lines_of_regions(&self) -> impl Iterator<Item = (usize, usize, &Placed)> {
        let (_, spans) = self.render();
        self.regions.iter().enumerate().map(move |(index, placed)| (index, spans[index].0 + 1, placed))
    }
}

/// Adds `detail` to what is said of region `index` of file `path`, one line after another.
fn add_detail(details: &mut Vec<(String, usize, String)>, path: &str, index: usize, detail: &str) {
    match details.iter_mut().find(|(p, i, _)| p == path && *i == index) {
        Some((_, _, said)) => *said = format!("{said}\n{detail}"),
        None => details.push((path.to_owned(), index, detail.to_owned())),
    }
}

/// Records a withheld region; a problem with regions in several functions is withheld once,
/// with every reason.
fn note_withheld(found: &mut Findings, withheld: Withheld) {
    match found.withheld.iter_mut().find(|w| w.problem == withheld.problem) {
        Some(earlier) => earlier.details = format!("{}\n{}", earlier.details, withheld.details),
        None => found.withheld.push(withheld),
    }
}

/// The parts of `lines` outside `regions` (marker lines included), each with the
/// zero-based index of its first line.
fn outside<S: AsRef<str>>(lines: &[S], regions: &[Region]) -> Vec<(usize, Vec<String>)> {
    let mut parts = Vec::new();
    let mut next = 0;
    for region in regions {
        parts.push((next, lines[next..=region.begin].iter().map(|l| l.as_ref().to_owned()).collect()));
        next = region.end;
    }
    parts.push((next, lines[next..].iter().map(|l| l.as_ref().to_owned()).collect()));
    parts
}

/// The one-based line, in the student's file, of the first difference in each part.
fn first_differences<'a>(
    ours: &'a [(usize, Vec<String>)],
    theirs: &'a [(usize, Vec<String>)],
) -> impl Iterator<Item = usize> + 'a {
    ours.iter().zip(theirs).filter_map(|((_, pristine), (start, submitted))| {
        let same = |a: &String, b: &String| a.trim_end() == b.trim_end();
        let differs =
            pristine.len() != submitted.len() || !pristine.iter().zip(submitted).all(|(a, b)| same(a, b));
        if !differs {
            return None;
        }
        let at = pristine.iter().zip(submitted).position(|(a, b)| !same(a, b));
        Some(start + at.unwrap_or(pristine.len().min(submitted.len())) + 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const HANDED_OUT: &str = "pub fn first() -> u32 {
    // BEGIN PROBLEM 01
    todo!()
    // END PROBLEM 01
}

pub fn second() -> u32 {
    // BEGIN PROBLEM 02
    todo!()
    // END PROBLEM 02
}
";

    /// Each region is read on its own, and what is found in it is told at its line in the
    /// student's file: a forbidden module, and code that does not parse.
    #[test]
    fn a_region_is_withheld_for_what_it_holds_at_its_own_line() {
        let submitted = HANDED_OUT
            .replacen("    todo!()\n", "    let _ = 1;\n    std::fs::read(\"x\").map_or(0, |_| 1)\n", 1)
            .replacen("    todo!()\n", "    let x = ;\n    x\n", 1);
        let file = StudentFile {
            path: "crates/rules/src/rules.rs".to_owned(),
            pristine: HANDED_OUT.to_owned(),
            submitted: submitted.clone(),
        };
        let assembly = Assembly::new(&[file]).unwrap();
        let withheld = &assembly.prepared.withheld;
        let line_of = |text: &str| submitted.lines().position(|line| line.contains(text)).unwrap() + 1;
        let forbidden = withheld.iter().find(|w| w.problem == "01").unwrap();
        assert_eq!(forbidden.reason, Reason::Forbidden);
        let at = format!("crates/rules/src/rules.rs:{}: ", line_of("std::fs"));
        assert!(forbidden.details.starts_with(&at), "{}", forbidden.details);
        assert!(forbidden.details.contains("std::fs"), "{}", forbidden.details);
        let unparsable = withheld.iter().find(|w| w.problem == "02").unwrap();
        assert_eq!(unparsable.reason, Reason::DoesNotCompile);
        let at = format!("crates/rules/src/rules.rs:{}: ", line_of("let x = ;"));
        assert!(unparsable.details.starts_with(&at), "{}", unparsable.details);
    }
}
