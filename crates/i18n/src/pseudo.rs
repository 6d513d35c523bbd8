//! A made-up language for tests: English with every letter of its messages accented and each
//! message opened by `⟦`. A report rendered in it shows at a glance any English sentence that
//! did not come from a catalogue: its letters are plain. It is never offered, but any command
//! speaks it when asked for by its tag (`HOG_LANG=en-XA`), so that a person or a test can run
//! a student's whole path in it.

use std::sync::OnceLock;

use crate::Catalogue;

/// The tag of the made-up language.
pub const PSEUDO: &str = "en-XA";

/// The made-up language's catalogue: every English message, accented.
pub fn catalogue() -> &'static Catalogue {
    static PSEUDO_CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    PSEUDO_CATALOGUE.get_or_init(|| {
        let english = crate::catalogue(crate::ENGLISH).expect("English is always compiled in");
        let files: Vec<(String, String)> = english
            .sources()
            .iter()
            .map(|(name, text)| ((*name).to_owned(), accent_catalogue(text)))
            .collect();
        Catalogue::made_up(PSEUDO, files)
    })
}

/// `text`, a catalogue, with the text of its messages accented and each value opened by `⟦`:
/// ids, comments, variables, function calls and variant keys stay as they are.
fn accent_catalogue(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    // How deep in `{ }` the text is: letters at depth 0 are the message's words.
    let mut depth = 0usize;
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with('#') || trimmed.is_empty() {
            out.push_str(line);
        } else if depth == 0 && !line.starts_with(' ') {
            // `id = value`: the id stays, the value is opened and accented.
            match line.split_once('=') {
                Some((id, value)) => {
                    out.push_str(id);
                    out.push_str("= ⟦");
                    accent_words(value.trim_start(), &mut depth, &mut out);
                }
                None => out.push_str(line),
            }
        } else if let Some(after) = variant(trimmed) {
            // `[one] text`: the key stays, the text after it is words again.
            out.push_str(&line[..line.len() - after.len()]);
            let mut inner = 0;
            accent_words(after, &mut inner, &mut out);
        } else {
            accent_words(line, &mut depth, &mut out);
        }
        out.push('\n');
    }
    out
}

/// The text after a variant's key (`[one]`, `*[other]`), if `line` starts with one.
fn variant(line: &str) -> Option<&str> {
    let key = line.strip_prefix('*').unwrap_or(line);
    key.starts_with('[').then(|| key.split_once(']').map(|(_, rest)| rest))?
}

/// Appends `text` to `out`, letters outside `{ }` and a page's markup (`<code>`) accented;
/// `depth` carries across lines.
fn accent_words(text: &str, depth: &mut usize, out: &mut String) {
    let mut in_markup = false;
    for c in text.chars() {
        match c {
            '{' => *depth += 1,
            '}' => *depth = depth.saturating_sub(1),
            '<' => in_markup = true,
            '>' => in_markup = false,
            _ => {}
        }
        out.push(if *depth == 0 && !in_markup { accented(c) } else { c });
    }
}

/// `c` with an accent, where Latin-1 has one.
fn accented(c: char) -> char {
    const PLAIN: &str = "aceinouyACEINOUY";
    const MARKED: &str = "áçéíñóúýÁÇÉÍÑÓÚÝ";
    PLAIN.chars().position(|p| p == c).and_then(|i| MARKED.chars().nth(i)).unwrap_or(c)
}

/// Whether `text` holds a word of plain English: a run of three or more lowercase ASCII
/// letters outside a code span (`` `...` ``), which no accented message leaves.
pub fn plain_english_in(text: &str) -> Option<String> {
    let mut in_code = false;
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c == '`' {
            in_code = !in_code;
        }
        if !in_code && c.is_ascii_lowercase() {
            word.push(c);
            continue;
        }
        let plain = word.len() >= 3 && word.chars().any(|c| "aeiou".contains(c));
        if plain {
            return Some(word);
        }
        word.clear();
    }
    None
}

/// A phrase of plain English in `text`, if it holds one: two words in a row made of lowercase
/// ASCII letters alone, one of them three letters or more, which no accented message leaves.
/// Code (`roll_dice(3, &mut dice)`, `x[i]`) is no phrase: its words hold other signs.
pub fn plain_english_phrase(text: &str) -> Option<String> {
    fn bare(word: &str) -> Option<&str> {
        let word = word
            .trim_start_matches(['(', '"', '“'])
            .trim_end_matches([',', '.', ':', ';', '!', '?', ')', '"']);
        (!word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase())).then_some(word)
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    words.windows(2).find_map(|pair| {
        let (first, second) = (bare(pair[0])?, bare(pair[1])?);
        (first.len().max(second.len()) >= 3).then(|| format!("{first} {second}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_accented_but_their_parts_are_not() {
        let text = "# A comment.\ncases-passed = { $count ->\n    [one] one case passed\n   *[other] { $count } cases passed\n}\nrun-alone = Run only this case: { $command }\n";
        let accented = accent_catalogue(text);
        assert!(accented.contains("# A comment."), "{accented}");
        assert!(accented.contains("[one] óñé çásé pásséd"), "{accented}");
        assert!(accented.contains("*[other] { $count } çásés pásséd"), "{accented}");
        assert!(accented.contains("run-alone = ⟦Rúñ óñlý thís çásé: { $command }"), "{accented}");
        // What a reader sees, the messages formatted, holds no plain English but its code.
        let made_up = Catalogue::made_up(PSEUDO, vec![("t.ftl".to_owned(), accented)]);
        for count in [1, 2] {
            let said = made_up.text("cases-passed", &[("count", count.into())]);
            assert_eq!(plain_english_in(&said), None, "{said}");
        }
        let said = made_up.text("run-alone", &[("command", "`cargo xtask grade`".into())]);
        assert_eq!(plain_english_in(&said), None, "{said}");
        assert_eq!(plain_english_in("⟦Óñé `roll_dice(2)` passed"), Some("passed".to_owned()));
        assert_eq!(plain_english_phrase("roll_dice(3, &mut make_test_dice(&[4])) réturñéd 5"), None);
        assert_eq!(plain_english_phrase("⟦6 ís ñót prímé, but 7 is prime"), Some("is prime".to_owned()));
    }
}
