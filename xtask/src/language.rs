//! The language a student's command speaks (`grade`, `unlock`): `--lang`, else `HOG_LANG`,
//! else the system's, else the course's (`tests/course.toml`), else English. A language hog
//! does not have is said in one line on stderr, and the command goes on in English.

use anyhow::Result;

use hog_engine::environment::Places;

/// Chooses the language of the workspace at `places` for `flag`, says why where it is not the
/// one asked for, and speaks it for the rest of the process.
pub fn speak(places: &Places, flag: Option<&str>) -> Result<()> {
    let course = hog_grader::course::Course::load(&places.root).map_err(anyhow::Error::msg)?;
    let choice = hog_i18n::choose(flag, course.language.as_deref());
    hog_i18n::speak(choice.language);
    if let Some(note) = choice.note {
        // On stderr, so that a machine's report stays one document.
        eprintln!("{note}");
    }
    Ok(())
}
