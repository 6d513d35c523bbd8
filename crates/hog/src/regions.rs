//! Which problem a line of a student file belongs to, so that a panic can be
//! put down to a problem and not only to a line number.
//!
//! Students write between a problem's BEGIN and END markers; the text that was
//! compiled is in each teaching crate's `SOURCE`.

use hog_rules::StudentSource;

use crate::crash::Place;

/// The marker before a problem's region. Spelled in two halves so that this file is never
/// taken for a student file, which the grader finds by its markers.
pub(crate) const BEGIN: &str = concat!("// BEGIN", " PROBLEM ");
/// The marker after a problem's region, spelled like [`BEGIN`].
const END: &str = concat!("// END", " PROBLEM ");

/// A problem's region in a student file: the problem's number and the function it is in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// The problem's two-digit number, e.g. `04`.
    pub problem: String,
    /// The function the region ends, e.g. `sus_points`.
    pub function: String,
}

/// The files students write, as compiled into this binary.
const SOURCES: [StudentSource; 3] = [hog_rules::SOURCE, hog_strategies::SOURCE, hog_experiments::SOURCE];

/// The region `place` is in, when it is inside a problem's region of a student file.
pub fn region_at(place: &Place) -> Option<Region> {
    let file = normalize(&place.file);
    let (_, text) = compiled_files().find(|(path, _)| *path == file)?;
    region_in(text, place.line)
}

/// Each file compiled into the teaching crates, as (path, text): the student files, or in
/// solution mode the shared solutions and the edition's own items beside them.
pub(crate) fn compiled_files() -> impl Iterator<Item = (&'static str, &'static str)> {
    SOURCES.into_iter().flat_map(|source| {
        let own = source.edition.map(|own| (own.path, own.text));
        std::iter::once((source.path, source.text)).chain(own)
    })
}

/// The region of `text` that holds line `line` (from 1).
fn region_in(text: &str, line: u32) -> Option<Region> {
    let mut function = None;
    let mut open = None;
    for (number, text) in (1..).zip(text.lines()) {
        let trimmed = text.trim();
        if let Some(name) = function_name(trimmed) {
            function = Some(name);
        }
        if let Some(problem) = trimmed.strip_prefix(BEGIN) {
            open = Some(problem.trim().to_owned());
        } else if trimmed.starts_with(END) {
            open = None;
        } else if number == line {
            let problem = open?;
            return Some(Region { problem, function: function.unwrap_or_default() });
        }
        if number >= line {
            return None;
        }
    }
    None
}

/// Whether `function` is still the stub handed out, for tests that need one.
#[cfg(all(test, not(feature = "solution")))]
pub fn still_to_write(function: &str) -> bool {
    SOURCES.iter().any(|source| source.text.contains(&format!(": {function}\")")))
}

/// The name of the function a line starts, as in `pub fn play(`.
fn function_name(line: &str) -> Option<String> {
    let (_, rest) = line.split_once("fn ")?;
    let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    let starts_fn =
        line.starts_with("fn ") || line.starts_with("pub fn ") || line.starts_with("pub(crate) fn ");
    (starts_fn && !name.is_empty()).then_some(name)
}

/// `file` with `dir/..` pairs taken out: a module compiled from `#[path = "../solution/x.rs"]`
/// reports its panics at `crates/c/src/../solution/x.rs`.
fn normalize(file: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in file.split('/') {
        match part {
            ".." if parts.last().is_some_and(|last| *last != "..") => {
                parts.pop();
            }
            "." => {}
            _ => parts.push(part),
        }
    }
    parts.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "\
/// Doc.
pub fn sus_points(score: Score) -> Score {
    BEGIN04
    let divisors = num_factors(score);
    score
    END04
}

pub fn play(
    strategy0: impl Fn(Score, Score) -> u32,
) -> (Score, Score) {
    BEGIN05
    todo!()
    END05
}
";

    /// [`FILE`] with its markers spelled out.
    fn file() -> String {
        FILE.replace("BEGIN0", &format!("{BEGIN}0")).replace("END0", &format!("{END}0"))
    }

    #[test]
    fn a_line_inside_a_region_names_its_problem_and_function() {
        let region =
            |problem: &str, function: &str| Region { problem: problem.into(), function: function.into() };
        assert_eq!(region_in(&file(), 4), Some(region("04", "sus_points")));
        assert_eq!(region_in(&file(), 13), Some(region("05", "play")));
    }

    #[test]
    fn lines_outside_the_regions_belong_to_none() {
        for line in [1, 2, 3, 6, 9, 12, 14, 99] {
            assert_eq!(region_in(&file(), line), None, "line {line}");
        }
    }

    #[test]
    fn the_solution_modules_path_is_read_as_its_file() {
        assert_eq!(normalize("crates/rules/src/../solution/rules.rs"), "crates/rules/solution/rules.rs");
        assert_eq!(normalize("crates/rules/src/rules.rs"), "crates/rules/src/rules.rs");
    }

    #[test]
    fn a_place_in_the_compiled_rules_file_is_found() {
        // The region of problem 01 holds the line after its BEGIN marker, in either mode.
        let text = hog_rules::SOURCE.text;
        let begin = text.lines().position(|line| line.trim() == format!("{BEGIN}01")).unwrap();
        let place = Place { file: hog_rules::SOURCE.path.into(), line: begin as u32 + 2, column: 5 };
        let region = region_at(&place).unwrap();
        assert_eq!((region.problem.as_str(), region.function.as_str()), ("01", "roll_dice"));
        assert_eq!(region_at(&Place { file: "crates/hog/src/main.rs".into(), ..place }), None);
    }
}
