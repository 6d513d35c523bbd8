//! The course's settings for what a report tells students, kept in `tests/course.toml` of
//! the workspace (a release has it too): instructors edit it, students are not meant to.

use std::path::Path;

use serde::Deserialize;

use crate::Grade;
use crate::signature::{KnownMistakes, Match, Signature};

/// Where the settings are, from the workspace root.
pub const PATH: &str = "tests/course.toml";

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Course {
    #[serde(rename = "known-mistakes", default)]
    known_mistakes: KnownMistakeHints,
}

/// Whether a failing problem whose signature is exactly one known mistake says so.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct KnownMistakeHints {
    /// In a student's own grading: on unless turned off.
    #[serde(default = "on")]
    local: bool,
    /// In official grading (grade-all, Gradescope): off unless turned on.
    #[serde(default)]
    official: bool,
}

impl Default for KnownMistakeHints {
    fn default() -> Self {
        KnownMistakeHints { local: true, official: false }
    }
}

fn on() -> bool {
    true
}

/// Names, for each failing problem of `grade` whose signature is exactly one mistake of the
/// zoo of the workspace at `root`, that mistake, when the course's settings show it in this
/// kind of grading (`official` or a student's own).
pub fn add_known_mistakes(grade: &mut Grade, root: &Path, official: bool) -> Result<(), String> {
    let course: Course = match std::fs::read_to_string(root.join(PATH)) {
        Ok(text) => toml::from_str(&text).map_err(|error| {
            format!("{PATH} is not valid ({error}): fix it, or restore it from your course's copy")
        })?,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Course::default(),
        Err(error) => return Err(format!("cannot read {PATH}: {error}")),
    };
    let shown = if official { course.known_mistakes.official } else { course.known_mistakes.local };
    if !shown {
        return Ok(());
    }
    let known = KnownMistakes::load(root)?;
    for problem in &grade.problems {
        let Some(signature) = Signature::of(problem) else { continue };
        if let Match::Known(mistake) = known.matching(&problem.id, &signature) {
            grade.known_mistakes.insert(problem.id.clone(), mistake.mistake.clone());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_default_to_hints_locally_and_none_in_official_grading() {
        let course: Course = toml::from_str("").unwrap();
        assert!(course.known_mistakes.local && !course.known_mistakes.official);
        let course: Course = toml::from_str("[known-mistakes]\nofficial = true\n").unwrap();
        assert!(course.known_mistakes.local && course.known_mistakes.official);
        assert!(
            toml::from_str::<Course>("[known-mistakes]\nofical = true\n").is_err(),
            "a misspelt setting is refused"
        );
    }
}
