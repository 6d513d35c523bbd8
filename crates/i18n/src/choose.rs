//! Which language to speak: `--lang`, else `HOG_LANG`, else the system's language (`LC_ALL`,
//! `LC_MESSAGES`, `LANG`; where none is set, the user's UI languages, as Windows and macOS
//! report them), else the course's, else English. A language hog does not have never stops a
//! command: it speaks English and says, in one line, which languages there are.

use unic_langid::LanguageIdentifier;

/// The language chosen, and the line to print first when it is not the one asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// One of [`crate::languages`].
    pub language: &'static str,
    /// What to tell the user, in the chosen language: the language asked for is not here.
    pub note: Option<String>,
}

/// The variables a Unix system names the user's language in, the first set one winning.
const SYSTEM_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

/// The language to speak, from the `--lang` flag, this process's environment and the
/// system, then `course` (the course's language, if it names one).
pub fn choose(flag: Option<&str>, course: Option<&str>) -> Choice {
    let variable = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
    let system = SYSTEM_VARIABLES.iter().find_map(|name| variable(name));
    // Where no variable says it (Windows, a macOS app), the system's preferred UI languages.
    let preferred: Vec<String> =
        if system.is_some() { Vec::new() } else { sys_locale::get_locales().collect() };
    choose_from(
        &[flag.map(str::to_owned), variable(crate::VARIABLE)],
        system.as_deref().into_iter().map(str::to_owned).chain(preferred).collect::<Vec<_>>().as_slice(),
        course,
    )
}

/// The language of official grading (a batch, an autograder): the flag or `HOG_LANG`, else the
/// course's. The grading machine's own language is no student's, so it is not asked.
pub fn choose_for_course(flag: Option<&str>, course: Option<&str>) -> Choice {
    let variable = std::env::var(crate::VARIABLE).ok().filter(|v| !v.trim().is_empty());
    choose_from(&[flag.map(str::to_owned), variable], &[], course)
}

/// [`choose`] from what was said: the user's own asks (flag, variable) first, then the
/// system's languages in its order of preference, then the course's.
pub fn choose_from(asked: &[Option<String>], system: &[String], course: Option<&str>) -> Choice {
    let said: Vec<&str> = asked.iter().flatten().map(String::as_str).collect();
    if let Some(wanted) = said.first() {
        return matched(wanted);
    }
    // `C` and `POSIX` name no language: the system says nothing.
    let system: Vec<&String> = system.iter().filter(|tag| bcp47(tag).is_some()).collect();
    if let Some(first) = system.first() {
        // The first the system prefers that hog has; else the first, with a note.
        return system
            .iter()
            .find_map(|tag| matched(tag).note.is_none().then(|| matched(tag)))
            .unwrap_or_else(|| matched(first));
    }
    match course {
        Some(course) => matched(course),
        None => Choice { language: crate::ENGLISH, note: None },
    }
}

/// The language of hog's closest to `wanted`, with a note when it is not the one asked for.
fn matched(wanted: &str) -> Choice {
    let english = Choice { language: crate::ENGLISH, note: None };
    let Some(tag) = bcp47(wanted) else { return english };
    // The made-up language of tests, asked for by name to find English no catalogue holds.
    if tag == crate::pseudo::PSEUDO {
        return Choice { language: crate::pseudo::PSEUDO, note: None };
    }
    let Ok(asked) = tag.parse::<LanguageIdentifier>() else { return not_here(&tag) };
    let candidates: Vec<(&'static str, LanguageIdentifier)> = crate::languages()
        .into_iter()
        .filter_map(|have| Some((have, have.parse::<LanguageIdentifier>().ok()?)))
        .filter(|(_, have)| have.language == asked.language)
        .collect();
    let same_script = candidates.iter().find(|(_, have)| script(have) == script(&asked));
    match (same_script, candidates.first()) {
        (Some((language, _)), _) => Choice { language, note: None },
        // Another script of the language (Traditional Chinese for Simplified): said, not silent.
        (None, Some((language, _))) => {
            let note = crate::catalogue(language).map(|c| {
                c.text("language-other-script", &[("asked", wanted.into()), ("spoken", (*language).into())])
            });
            Choice { language, note }
        }
        (None, None) => not_here(&tag),
    }
}

/// English, with the note that `wanted` is not among hog's languages.
fn not_here(wanted: &str) -> Choice {
    let names: Vec<String> = crate::languages()
        .into_iter()
        .map(|tag| {
            let own = crate::catalogue(tag).map(|c| c.text("language-name", &[])).unwrap_or_default();
            format!("{tag} ({own})")
        })
        .collect();
    let english = crate::catalogue(crate::ENGLISH).expect("English is always compiled in");
    let note = english
        .text("language-not-here", &[("asked", wanted.into()), ("languages", names.join(", ").into())]);
    Choice { language: crate::ENGLISH, note: Some(note) }
}

/// `zh_CN.UTF-8@euro` as BCP 47 says it, `zh-CN`; `None` for `C`, `POSIX` and the empty name,
/// which name no language.
fn bcp47(raw: &str) -> Option<String> {
    let bare = raw.split(['.', '@']).next().unwrap_or_default().trim();
    if bare.is_empty() || bare.eq_ignore_ascii_case("C") || bare.eq_ignore_ascii_case("POSIX") {
        return None;
    }
    Some(bare.replace('_', "-"))
}

/// The script a language is written in, where it says or its region implies one: Chinese of
/// Taiwan, Hong Kong and Macao is written in Traditional characters, the rest in Simplified.
fn script(tag: &LanguageIdentifier) -> Option<String> {
    if let Some(script) = tag.script {
        return Some(script.as_str().to_owned());
    }
    if tag.language.as_str() != "zh" {
        return None;
    }
    let traditional = tag.region.is_some_and(|r| matches!(r.as_str(), "TW" | "HK" | "MO"));
    Some(if traditional { "Hant" } else { "Hans" }.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from_system(system: &[&str]) -> Choice {
        let system: Vec<String> = system.iter().map(|s| (*s).to_owned()).collect();
        choose_from(&[None, None], &system, None)
    }

    #[test]
    fn a_system_language_is_read_as_unix_and_windows_write_it() {
        for said in ["zh_CN.UTF-8", "zh-CN", "zh-Hans-CN", "zh-Hans", "zh", "zh_SG.GB2312"] {
            assert_eq!(from_system(&[said]), Choice { language: "zh-CN", note: None }, "{said}");
        }
        for said in ["en_US.UTF-8", "en-GB", "C", "POSIX", "C.UTF-8"] {
            assert_eq!(from_system(&[said]), Choice { language: "en", note: None }, "{said}");
        }
    }

    #[test]
    fn the_users_own_choice_comes_before_the_systems() {
        let asked = [Some("en".to_owned()), Some("zh-CN".to_owned())];
        assert_eq!(choose_from(&asked, &["zh_CN.UTF-8".to_owned()], None).language, "en");
        let by_variable = [None, Some("zh-CN".to_owned())];
        assert_eq!(choose_from(&by_variable, &["en_US.UTF-8".to_owned()], None).language, "zh-CN");
    }

    #[test]
    fn the_course_speaks_where_the_system_says_nothing() {
        assert_eq!(choose_from(&[None], &["C".to_owned()], Some("zh-CN")).language, "zh-CN");
        assert_eq!(choose_from(&[None], &[], None).language, "en");
    }

    /// A language hog lacks is English and one line naming the languages there are; the
    /// system's next preference that hog has is taken first.
    #[test]
    fn a_language_hog_lacks_is_said_in_one_line() {
        let choice = from_system(&["xx_YY.UTF-8"]);
        assert_eq!(choice.language, "en");
        let note = choice.note.unwrap();
        assert!(!note.contains('\n') && note.contains("xx-YY") && note.contains("zh-CN"), "{note}");
        assert_eq!(from_system(&["fr-FR", "zh-Hans-CN"]), Choice { language: "zh-CN", note: None });
    }

    /// Traditional Chinese is another script: hog speaks Simplified there, and says so.
    #[test]
    fn traditional_chinese_is_not_taken_for_simplified_in_silence() {
        for said in ["zh_TW.UTF-8", "zh-Hant", "zh-HK"] {
            let choice = from_system(&[said]);
            assert_eq!(choice.language, "zh-CN", "{said}");
            assert!(choice.note.is_some_and(|note| note.contains(said.split('.').next().unwrap())), "{said}");
        }
    }
}
