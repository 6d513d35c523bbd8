//! Every translated statement says what its English one says in code: `locales/<language>/`
//! mirrors the checkout (`problems/NN/README.md`, `editions/<name>/problems/NN/README.md`,
//! an edition's words in `editions/<name>/edition.toml`), and a translation keeps each code
//! block, each piece of inline code (a name, a call, a command, a number in code), each
//! `{{word}}` and the headings' levels exactly as the English has them. Rule names stay in
//! English, each glossed at most as the glossary says, and the glossary's terms are used:
//! none of its English words is left in the prose.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// Every file under `dir` whose name ends in `suffix`.
fn files(dir: &Path, suffix: &str, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()) {
        if entry.is_dir() {
            files(&entry, suffix, found);
        } else if entry.to_string_lossy().ends_with(suffix) {
            found.push(entry);
        }
    }
}

/// The translated statements of every language: each with its English original.
fn statements() -> Vec<(PathBuf, PathBuf)> {
    let root = root();
    let mut pairs = Vec::new();
    for language in fs::read_dir(root.join("locales")).unwrap().map(|e| e.unwrap().path()) {
        if !language.is_dir() {
            continue;
        }
        let mut found = Vec::new();
        files(&language, ".md", &mut found);
        for translated in found {
            let original = root.join(translated.strip_prefix(&language).unwrap());
            pairs.push((translated, original));
        }
    }
    pairs
}

/// What a statement says in code: its fenced blocks, inline code, `{{words}}` and headings.
#[derive(Debug, PartialEq)]
struct Code {
    blocks: Vec<String>,
    inline: BTreeMap<String, usize>,
    words: Vec<String>,
    headings: Vec<usize>,
}

/// The prose of a statement: its text without fenced blocks.
fn prose(text: &str) -> (String, Vec<String>) {
    let (mut prose, mut blocks, mut block) = (String::new(), Vec::new(), None::<String>);
    for line in text.lines() {
        match &mut block {
            Some(lines) => {
                lines.push_str(line);
                lines.push('\n');
                if line.trim_start().starts_with("```") {
                    blocks.push(block.take().unwrap());
                }
            }
            None if line.trim_start().starts_with("```") => block = Some(format!("{line}\n")),
            None => {
                prose.push_str(line);
                prose.push('\n');
            }
        }
    }
    (prose, blocks)
}

fn code_of(text: &str) -> Code {
    let (prose, blocks) = prose(text);
    // Inline code, a span running across a line break too: the text between two backticks.
    let mut inline = BTreeMap::new();
    for (index, span) in prose.split('`').enumerate() {
        if index % 2 == 1 {
            *inline.entry(span.split_whitespace().collect::<Vec<_>>().join(" ")).or_insert(0) += 1;
        }
    }
    let words =
        text.match_indices("{{").map(|(at, _)| text[at..].split("}}").next().unwrap().to_owned()).collect();
    let headings = prose
        .lines()
        .filter_map(|l| Some(l.split_once("# ")?.0.len() + 1).filter(|_| l.starts_with('#')))
        .collect();
    Code { blocks, inline, words, headings }
}

#[test]
fn every_translated_statement_keeps_the_code_of_its_english_one() {
    let pairs = statements();
    assert!(pairs.len() >= 40, "only {} translated statements", pairs.len());
    let mut differences = Vec::new();
    for (translated, original) in &pairs {
        let Ok(english) = fs::read_to_string(original) else {
            differences.push(format!(
                "{}: no English statement at {}",
                translated.display(),
                original.display()
            ));
            continue;
        };
        let (theirs, ours) = (code_of(&english), code_of(&fs::read_to_string(translated).unwrap()));
        let name = translated.display();
        if theirs.blocks != ours.blocks {
            differences.push(format!("{name}: its code blocks differ from the English"));
        }
        for (span, count) in &theirs.inline {
            let found = ours.inline.get(span).copied().unwrap_or(0);
            if found != *count {
                differences.push(format!("{name}: `{span}` stands {found} times, {count} in the English"));
            }
        }
        for span in ours.inline.keys().filter(|span| !theirs.inline.contains_key(*span)) {
            differences.push(format!("{name}: `{span}` is not in the English"));
        }
        if theirs.words != ours.words {
            differences
                .push(format!("{name}: its {{{{words}}}} are {:?}, not {:?}", ours.words, theirs.words));
        }
        if theirs.headings != ours.headings {
            differences.push(format!(
                "{name}: its headings' levels are {:?}, not {:?}",
                ours.headings, theirs.headings
            ));
        }
    }
    assert!(differences.is_empty(), "{}", differences.join("\n"));
}

/// A language's glossary: its terms, the rule names kept in English and their one gloss.
struct Glossary {
    terms: BTreeMap<String, String>,
    rules: Vec<String>,
    glosses: BTreeMap<String, String>,
}

fn glossary(language: &Path) -> Glossary {
    let table: toml::Table = fs::read_to_string(language.join("glossary.toml")).unwrap().parse().unwrap();
    let strings = |key: &str| -> BTreeMap<String, String> {
        table[key]
            .as_table()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned()))
            .collect()
    };
    let rules =
        table["names"]["rules"].as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_owned()).collect();
    Glossary { terms: strings("terms"), rules, glosses: strings("glosses") }
}

/// The prose of `text` that a reader reads as words: no code (fenced, indented or inline), no
/// `{{words}}`, no program's output quoted in "straight quotes", no links' targets.
fn words_of(text: &str) -> String {
    let (prose, _) = prose(text);
    let indented_code = |line: &&str| line.starts_with("    ") && line.chars().all(|c| c < '\u{2E80}');
    let prose: String = prose.lines().filter(|line| !indented_code(line)).collect::<Vec<_>>().join("\n");
    let outside_code: String = prose.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    let outside_code: String = outside_code.split('"').step_by(2).collect::<Vec<_>>().join(" ");
    let mut plain = String::new();
    for part in outside_code.split("{{") {
        plain.push_str(part.split_once("}}").map_or(part, |(_, after)| after));
        plain.push(' ');
    }
    plain.split(']').map(|part| part.split_once("](").map_or(part, |(text, _)| text)).collect()
}

#[test]
fn translations_keep_the_rules_names_and_use_the_glossary() {
    let root = root();
    let mut slips = Vec::new();
    for (translated, original) in statements() {
        let language =
            translated.ancestors().find(|dir| dir.parent() == Some(&root.join("locales"))).unwrap();
        let glossary = glossary(language);
        let (english, ours) =
            (fs::read_to_string(&original).unwrap(), fs::read_to_string(&translated).unwrap());
        let name = translated.strip_prefix(&root).unwrap().display().to_string();
        for rule in glossary.rules.iter().filter(|rule| english.contains(rule.as_str())) {
            if !ours.contains(rule.as_str()) {
                slips.push(format!("{name}: the rule {rule} is named in the English, not here"));
            }
            // A gloss in full-width parentheses right after the name is the glossary's.
            for (at, _) in ours.match_indices(&format!("{rule}（")) {
                let said: String = ours[at + rule.len() + '（'.len_utf8()..]
                    .chars()
                    .take_while(|c| *c != '）' && *c != '，')
                    .collect();
                // A gloss is words; "（见问题 02）" points elsewhere and glosses nothing.
                let gloss = said.chars().next().is_some_and(|c| c > '\u{2E80}')
                    && !said.contains(|c: char| c.is_ascii_digit());
                if gloss && glossary.glosses.get(rule) != Some(&said) {
                    slips.push(format!(
                        "{name}: {rule} is glossed {said}, not {:?}",
                        glossary.glosses.get(rule)
                    ));
                }
            }
        }
        // No English word of the glossary left untranslated in the prose.
        let prose = words_of(&ours);
        // Words, not names: `always_roll` is a name, which stays.
        let names = prose.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'));
        for word in names.filter(|w| !w.is_empty()) {
            if glossary.terms.contains_key(word) {
                slips.push(format!(
                    "{name}: \"{word}\" is left in English (the glossary says {})",
                    glossary.terms[word]
                ));
            }
        }
    }
    slips.sort();
    slips.dedup();
    assert!(slips.is_empty(), "{}", slips.join("\n"));
}

/// An edition's words in another language have the English's keys, and keep their code.
#[test]
fn every_editions_words_are_translated_whole() {
    let root = root();
    let mut found = Vec::new();
    files(&root.join("locales"), "edition.toml", &mut found);
    assert!(!found.is_empty(), "no edition's words are translated");
    for translated in found {
        let language =
            translated.ancestors().find(|dir| dir.parent() == Some(&root.join("locales"))).unwrap();
        let original = root.join(translated.strip_prefix(language).unwrap());
        let words = |path: &Path| -> BTreeMap<String, String> {
            let table: toml::Table = fs::read_to_string(path).unwrap().parse().unwrap();
            let words = table["words"].as_table().unwrap();
            words.iter().map(|(k, v)| (k.clone(), v.as_str().unwrap().to_owned())).collect()
        };
        let (english, ours) = (words(&original), words(&translated));
        assert_eq!(
            english.keys().collect::<Vec<_>>(),
            ours.keys().collect::<Vec<_>>(),
            "{}",
            translated.display()
        );
        for (key, value) in &english {
            assert_eq!(code_of(value).inline, code_of(&ours[key]).inline, "{}: {key}", translated.display());
            assert_eq!(value.is_empty(), ours[key].is_empty(), "{}: {key}", translated.display());
        }
    }
}

/// Every translated concept-question file asks the English's questions: each of its ids is an
/// English question's, with as many choices, and a choice that is code is the English's
/// character for character. It holds no hash and no code: those stay the English's, so an
/// answer unlocked in one language is unlocked in the other.
#[test]
fn every_translated_question_matches_its_english_one() {
    let root = root();
    let mut found = Vec::new();
    files(&root.join("locales"), "questions.toml", &mut found);
    assert!(found.len() >= 5, "only {} translated question files", found.len());
    let questions = |path: &Path| -> Vec<toml::Table> {
        let table: toml::Table = fs::read_to_string(path).unwrap().parse().unwrap();
        table["question"].as_array().unwrap().iter().map(|q| q.as_table().unwrap().clone()).collect()
    };
    for translated in found {
        let language =
            translated.ancestors().find(|dir| dir.parent() == Some(&root.join("locales"))).unwrap();
        let original = root.join(translated.strip_prefix(language).unwrap());
        let (english, ours) = (questions(&original), questions(&translated));
        let name = translated.display();
        assert_eq!(english.len(), ours.len(), "{name}: not the English's questions");
        for (theirs, ours) in english.iter().zip(&ours) {
            assert_eq!(theirs["id"], ours["id"], "{name}: the questions are in another order");
            assert!(
                !ours.contains_key("hash") && !ours.contains_key("code"),
                "{name}: {} keeps a hash or code",
                ours["id"]
            );
            let choices =
                |q: &toml::Table| q.get("choices").and_then(|c| c.as_array()).cloned().unwrap_or_default();
            let (theirs_choices, our_choices) = (choices(theirs), choices(ours));
            assert_eq!(theirs_choices.len(), our_choices.len(), "{name}: {} has other choices", ours["id"]);
            for (a, b) in theirs_choices.iter().zip(&our_choices) {
                // Code: a call, a name, a number, a list, a truth value; not a sentence.
                let choice = a.as_str().unwrap();
                let words = choice.split_whitespace().filter(|w| w.chars().all(|c| c.is_ascii_alphabetic()));
                let code = choice.contains(['(', '[', '_', '='])
                    || choice.parse::<f64>().is_ok()
                    || ["true", "false"].contains(&choice);
                if code && words.count() <= 1 {
                    assert_eq!(a, b, "{name}: {}'s choice is code, kept as it is", ours["id"]);
                }
            }
        }
    }
}
