//! Where a student file's translation is: in a checkout, `locales/<language>/` mirrors the
//! files an edition reads (its own, `editions/<name>/...`, where the English is its own; else
//! the shared one); in a release, each stands beside its English original, the language
//! before the extension (`problems/05/questions.zh-CN.toml`).

use std::path::{Path, PathBuf};

use crate::edition::files;

/// Where the languages are, from the root.
pub const LOCALES: &str = "locales";

/// The checkout path of `path`'s version in `language`, beside it: `problems/01/README.md` in
/// zh-CN is `problems/01/README.zh-CN.md`.
pub fn beside(path: &str, language: &str) -> String {
    match path.rsplit_once('.') {
        Some((stem, extension)) if !extension.contains('/') => format!("{stem}.{language}.{extension}"),
        _ => format!("{path}.{language}"),
    }
}

/// The translation into `language` of the file `edition` reads for `path`, in the checkout's
/// `locales/` or beside the file; `None` when there is none.
pub fn find(root: &Path, edition: &str, language: &str, path: &str) -> Option<PathBuf> {
    if let Some(next_to_it) = files::resolve(root, edition, &beside(path, language)) {
        return Some(next_to_it);
    }
    let locale = root.join(LOCALES).join(language);
    let english = files::resolve(root, edition, path)?;
    let own = !edition.is_empty() && english == files::own(root, edition, path);
    let translated = if own { files::own(&locale, edition, path) } else { locale.join(path) };
    translated.is_file().then_some(translated)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_translation_stands_beside_its_original() {
        assert_eq!(beside("problems/01/README.md", "zh-CN"), "problems/01/README.zh-CN.md");
        assert_eq!(beside("problems/05/questions.toml", "zh-CN"), "problems/05/questions.zh-CN.toml");
    }

    /// An edition's own file is translated by the edition's own translation, never by the
    /// shared one's, whose words are another edition's.
    #[test]
    fn a_translation_is_of_the_file_the_edition_reads() {
        let root = tempfile::tempdir().unwrap();
        let write = |path: &str| {
            let path = root.path().join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "text").unwrap();
        };
        for path in [
            "problems/02/README.md",
            "editions/a/problems/02/README.md",
            "locales/zh-CN/problems/02/README.md",
        ] {
            write(path);
        }
        let page = "problems/02/README.md";
        assert_eq!(find(root.path(), "a", "zh-CN", page), None, "a's own has no translation");
        assert_eq!(find(root.path(), "b", "zh-CN", page), Some(root.path().join("locales/zh-CN").join(page)));
        write("locales/zh-CN/editions/a/problems/02/README.md");
        assert_eq!(
            find(root.path(), "a", "zh-CN", page),
            Some(root.path().join("locales/zh-CN/editions/a").join(page))
        );
        write("problems/02/README.zh-CN.md");
        assert_eq!(
            find(root.path(), "b", "zh-CN", page),
            Some(root.path().join("problems/02/README.zh-CN.md"))
        );
    }
}
