//! The course's settings, kept in `tests/course.toml` of the workspace (a release has it
//! too): instructors edit it, students are not meant to. It says what a report tells students
//! (known mistakes) and whether Gradescope's results carry a leaderboard.

use std::path::Path;
use std::time::Duration;

use serde::Deserialize;

use crate::Grade;
use crate::signature::{KnownMistakes, Match, Signature};

/// Where the settings are, from the workspace root.
pub const PATH: &str = "tests/course.toml";

/// Every setting of the course, each with its default when the file leaves it out.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    /// The language reports speak where neither the student nor their system names one
    /// (`zh-CN`, say); English when left out.
    #[serde(default)]
    pub language: Option<String>,
    #[serde(rename = "known-mistakes", default)]
    known_mistakes: KnownMistakeHints,
    /// Gradescope's leaderboard.
    #[serde(default)]
    pub leaderboard: Leaderboard,
}

impl Course {
    /// The settings of the workspace at `root`: the defaults when it has no file; an error that
    /// says what to do when the file is not valid.
    pub fn load(root: &Path) -> Result<Course, String> {
        match std::fs::read_to_string(root.join(PATH)) {
            Ok(text) => toml::from_str(&text).map_err(|error| {
                format!("{PATH} is not valid ({error}): fix it, or restore it from your course's copy")
            }),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Course::default()),
            Err(error) => Err(format!("cannot read {PATH}: {error}")),
        }
    }
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

/// Gradescope's leaderboard: each submission's `final_strategy` ranked by its exact win rates
/// against `always_roll(6)` and against the course's baseline. Off unless turned on.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Leaderboard {
    /// Whether `autograde`'s results carry a leaderboard.
    #[serde(default)]
    pub enabled: bool,
    /// The course's baseline strategy, by the name `hog play --computer` knows it by; `None`
    /// for the edition's problem 11 strategy, the one problem 12's report compares with.
    #[serde(default)]
    pub baseline: Option<String>,
    /// Seconds `final_strategy` may take to choose at every position of a game.
    #[serde(default = "Leaderboard::default_seconds")]
    pub time_limit: f64,
}

impl Leaderboard {
    /// The time limit the contest gives an entry by default.
    fn default_seconds() -> f64 {
        10.0
    }

    /// The time `final_strategy` may take to choose at every position.
    pub fn limit(&self) -> Result<Duration, String> {
        Duration::try_from_secs_f64(self.time_limit).ok().filter(|limit| !limit.is_zero()).ok_or_else(|| {
            format!(
                "{PATH}: the leaderboard's time-limit must be a positive number of seconds, such as 10, not {}",
                self.time_limit
            )
        })
    }
}

impl Default for Leaderboard {
    fn default() -> Self {
        Leaderboard { enabled: false, baseline: None, time_limit: Leaderboard::default_seconds() }
    }
}

/// Names, for each failing problem of `grade` whose signature is exactly one mistake of the
/// zoo of the workspace at `root`, that mistake, when the course's settings show it in this
/// kind of grading (`official` or a student's own).
pub fn add_known_mistakes(grade: &mut Grade, root: &Path, official: bool) -> Result<(), String> {
    let course = Course::load(root)?;
    let shown = if official { course.known_mistakes.official } else { course.known_mistakes.local };
    if !shown {
        return Ok(());
    }
    let known = KnownMistakes::load(root)?;
    for problem in &grade.problems {
        let Some(signature) = Signature::of(problem) else { continue };
        if let Match::Known(mistake) = known.matching(&problem.id, &signature) {
            grade.known_mistakes.insert(problem.id.clone(), mistake.said().to_owned());
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

    #[test]
    fn the_leaderboard_is_off_unless_turned_on() {
        let course: Course = toml::from_str("").unwrap();
        assert_eq!(course.leaderboard, Leaderboard::default());
        assert!(!course.leaderboard.enabled);
        assert_eq!(course.leaderboard.limit(), Ok(Duration::from_secs(10)));
        let on = "[leaderboard]\nenabled = true\nbaseline = \"always_roll(4)\"\ntime-limit = 2.5\n";
        let course: Course = toml::from_str(on).unwrap();
        let expected =
            Leaderboard { enabled: true, baseline: Some("always_roll(4)".into()), time_limit: 2.5 };
        assert_eq!(course.leaderboard, expected);
        assert_eq!(course.leaderboard.limit(), Ok(Duration::from_millis(2500)));
        assert!(toml::from_str::<Course>("[leaderboard]\nenable = true\n").is_err(), "a misspelt setting");
        let never: Course = toml::from_str("[leaderboard]\ntime-limit = 0\n").unwrap();
        assert!(never.leaderboard.limit().unwrap_err().contains("positive number of seconds"));
    }

    #[test]
    fn the_courses_own_file_is_valid() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        Course::load(&root).unwrap().leaderboard.limit().unwrap();
    }
}
