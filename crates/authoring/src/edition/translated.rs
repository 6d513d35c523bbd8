//! An edition's statements in the other languages students read them in: each translation in
//! `locales/<language>/` of the file the edition reads (its own, at
//! `locales/<language>/editions/<name>/...`, where the English is its own; else the shared
//! one), with its `{{part}}`s taken from the translated shared files and its `{{words}}` from
//! the translated `edition.toml`, a word it lacks in English. A release holds each beside its
//! English original, `problems/NN/README.zh-CN.md`.

use std::path::Path;

use anyhow::{Context, Result};

use super::render::{POINTS_TABLE, fill, points_table, with_parts};
use hog_engine::edition::files;

pub use hog_engine::translations::{LOCALES, beside};

/// The languages other than English whose statements are translated: the folders of
/// `locales/` that hold a `problems/`.
pub fn languages(root: &Path) -> Result<Vec<String>> {
    let mut languages = Vec::new();
    let Ok(entries) = std::fs::read_dir(root.join(LOCALES)) else { return Ok(languages) };
    for entry in entries {
        let folder = entry?.path();
        if folder.join("problems").is_dir()
            && let Some(name) = folder.file_name().and_then(|n| n.to_str())
        {
            languages.push(name.to_owned());
        }
    }
    languages.sort();
    Ok(languages)
}

/// `path` (a statement, the guide, concept questions) as `edition`'s students read it in
/// `language`; `None` where it is not translated. Only Markdown has parts and words to fill.
pub fn render(root: &Path, edition: &str, language: &str, path: &str) -> Result<Option<String>> {
    let Some(file) = hog_engine::translations::find(root, edition, language, path) else { return Ok(None) };
    let locale = root.join(LOCALES).join(language);
    let text = hog_engine::text::read(&file).with_context(|| format!("cannot read {}", file.display()))?;
    if !path.ends_with(".md") {
        return Ok(Some(text));
    }
    let text = with_parts(&text, |shared| {
        hog_engine::text::read(&locale.join(shared))
            .with_context(|| format!("there is no {language} translation of the shared file {shared}"))
    })?;
    let english = super::words(root, edition)?;
    let translated = words_in(&locale, edition)?;
    let filled = fill(&text, |name| match (translated.get(name).or(english.get(name)), name) {
        (Some(word), _) => Ok(word.clone()),
        (None, POINTS_TABLE) => points_table(root, edition, language),
        (None, _) => anyhow::bail!("the [words] of editions/{edition}/edition.toml have no {name:?}"),
    })
    .with_context(|| format!("cannot render {path} of {edition} in {language}"))?;
    Ok(Some(filled))
}

/// The words of `edition`'s `edition.toml` translated in the language folder `locale`, read
/// as the English ones are (`locale` mirrors the checkout); none when it has no translation.
fn words_in(locale: &Path, edition: &str) -> Result<super::Words> {
    if !files::own(locale, edition, "edition.toml").is_file() {
        return Ok(super::Words::new());
    }
    super::words(locale, edition)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every statement of the course's edition renders in every language it is translated
    /// into: its words filled in, no `{{` left, its heading the problem's.
    #[test]
    fn every_translated_statement_renders_whole() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let edition = hog_engine::edition::active(&root).unwrap().name;
        let languages = languages(&root).unwrap();
        assert!(languages.contains(&"zh-CN".to_owned()), "{languages:?}");
        for language in &languages {
            let mut rendered = 0;
            for path in files::problem_files(&root, &edition).unwrap().iter().filter(|p| p.ends_with(".md")) {
                if let Some(text) = render(&root, &edition, language, path).unwrap() {
                    assert!(!text.contains("{{"), "{path} in {language}:\n{text}");
                    rendered += 1;
                }
            }
            assert!(rendered >= 10, "only {rendered} statements of {edition} in {language}");
        }
    }
}
