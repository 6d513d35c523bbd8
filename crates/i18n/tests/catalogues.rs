//! Every catalogue hog ships is whole and well formed: each has every message of English's,
//! with the same arguments and no others, parses without an error, and every message the
//! code names is in English's. A message a catalogue lacks would be said in English: these
//! tests make sure none is.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// Each message of a catalogue's files, with the variables it takes.
fn messages(files: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages = BTreeMap::new();
    for (name, text) in files {
        let resource =
            fluent_syntax::parser::parse(*text).unwrap_or_else(|(_, errors)| panic!("{name}: {errors:?}"));
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let mut variables = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern(value, &mut variables);
                }
                let id = message.id.name.to_owned();
                assert!(messages.insert(id.clone(), variables).is_none(), "{name}: {id} twice");
            }
        }
    }
    messages
}

fn pattern(pattern: &Pattern<&str>, variables: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_of(expression, variables);
        }
    }
}

fn expression_of(expression: &Expression<&str>, variables: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline(selector, variables);
            for variant in variants {
                pattern(&variant.value, variables);
            }
        }
        Expression::Inline(expression) => inline(expression, variables),
    }
}

fn inline(expression: &InlineExpression<&str>, variables: &mut BTreeSet<String>) {
    match expression {
        InlineExpression::VariableReference { id } => {
            variables.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_of(expression, variables),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline(argument, variables);
            }
            for argument in &arguments.named {
                inline(&argument.value, variables);
            }
        }
        _ => {}
    }
}

/// The hidden suites' catalogue files of `language`, from the disk: the suites compile them in
/// with the hidden cases (`tests/suites/build.rs`), never this crate.
fn hidden_files(language: &str) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let base = if language == hog_i18n::ENGLISH { root.clone() } else { root.join("locales").join(language) };
    let mut paths = Vec::new();
    let mut folders = vec![base.join("tests/suites").join("hidden")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).into_iter().flatten().map(|e| e.unwrap().path()) {
            if entry.is_dir() {
                folders.push(entry);
            } else if entry.extension().is_some_and(|e| e == "ftl") {
                paths.push(entry);
            }
        }
    }
    for edition in
        fs::read_dir(root.join("editions")).unwrap().map(|e| e.unwrap().path()).filter(|p| p.is_dir())
    {
        let name = edition.file_name().unwrap().to_string_lossy().into_owned();
        let path = base.join("editions").join(name).join("suites/hidden.ftl");
        if path.is_file() {
            paths.push(path);
        }
    }
    paths.sort();
    paths.into_iter().map(|p| (p.display().to_string(), fs::read_to_string(&p).unwrap())).collect()
}

/// `files` as a catalogue's sources are given.
fn borrowed(files: &[(String, String)]) -> Vec<(&str, &str)> {
    files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect()
}

/// The hidden suites' words are translated whole too, with the same arguments.
#[test]
fn every_language_has_every_hidden_message_with_the_same_arguments() {
    let english = hidden_files(hog_i18n::ENGLISH);
    let expected = messages(&borrowed(&english));
    assert!(expected.len() > 40, "the hidden suites say only {} things", expected.len());
    for language in hog_i18n::languages().into_iter().filter(|l| *l != hog_i18n::ENGLISH) {
        let found = messages(&borrowed(&hidden_files(language)));
        assert_eq!(found, expected, "{language}'s hidden suites' words differ from English's");
    }
}

#[test]
fn every_catalogue_has_every_message_with_the_same_arguments() {
    let english = hog_i18n::catalogue(hog_i18n::ENGLISH).unwrap();
    let expected = messages(&english.sources());
    assert!(expected.len() > 50, "English has only {} messages", expected.len());
    for language in hog_i18n::languages() {
        let catalogue = hog_i18n::catalogue(language).unwrap();
        assert_eq!(catalogue.problems(), Vec::<String>::new(), "{language}'s catalogue does not parse");
        let found = messages(&catalogue.sources());
        let missing: Vec<&String> = expected.keys().filter(|id| !found.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{language} lacks {missing:?}");
        let extra: Vec<&String> = found.keys().filter(|id| !expected.contains_key(*id)).collect();
        assert!(extra.is_empty(), "{language} has messages English has not: {extra:?}");
        for (id, variables) in &expected {
            assert_eq!(&found[id], variables, "{language}'s {id} takes other arguments than English's");
        }
    }
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()) {
        let name = entry.file_name().unwrap().to_string_lossy();
        if entry.is_dir() && name != "target" && !name.starts_with('.') {
            sources(&entry, found);
        } else if name.ends_with(".rs") {
            found.push(entry);
        }
    }
}

/// Every `t!("id"` of the workspace's code names a message of English's.
#[test]
fn every_message_the_code_names_is_in_the_catalogue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let english = messages(&hog_i18n::catalogue(hog_i18n::ENGLISH).unwrap().sources());
    let mut files = Vec::new();
    for dir in ["crates", "tests", "xtask", "editions"] {
        sources(&root.join(dir), &mut files);
    }
    let mut named = 0;
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for (at, _) in text.match_indices("t!(\"") {
            // `t!`, not `writeln!` or `assert!`.
            if text[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let id: String = text[at + 4..].chars().take_while(|c| *c != '"').collect();
            // This file's own mentions, and the macro's documentation.
            if id.is_empty() || id == "id" || id.contains(' ') {
                continue;
            }
            named += 1;
            assert!(
                english.contains_key(&id),
                "{} names the message {id:?}, which English lacks",
                file.display()
            );
        }
    }
    assert!(named > 50, "only {named} messages named in the code");
}

/// Every message id the suites name (a case's comment, a note, a hint, a property, a failure
/// said with `said!`) is in English's catalogue: a suite names its words by id, and a text no
/// catalogue has would be shown as its id.
#[test]
fn every_message_the_suites_name_is_in_the_catalogue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut english = messages(&hog_i18n::catalogue(hog_i18n::ENGLISH).unwrap().sources());
    english.extend(messages(&borrowed(&hidden_files(hog_i18n::ENGLISH))));
    let mut files = Vec::new();
    sources(&root.join("tests/suites"), &mut files);
    let mut editions = Vec::new();
    for edition in fs::read_dir(root.join("editions")).unwrap().map(|e| e.unwrap().path()) {
        if edition.join("suites").is_dir() {
            sources(&edition.join("suites"), &mut files);
            editions.push(edition.file_name().unwrap().to_string_lossy().into_owned());
        }
    }
    let is_id = |text: &str| {
        text.contains('-')
            && text.starts_with(|c: char| c.is_ascii_lowercase())
            && text.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !text.ends_with('-')
    };
    let mut named = 0;
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        // An edition's name is no message.
        let ids = text.split('"').skip(1).step_by(2).filter(|l| is_id(l) && !editions.iter().any(|e| e == l));
        for literal in ids {
            named += 1;
            assert!(
                english.contains_key(literal),
                "{} names the message {literal:?}, which English lacks",
                file.display()
            );
        }
    }
    assert!(named > 500, "only {named} messages named in the suites");
    // An edition's messages are its own: each id starts with its name, so that two editions,
    // compiled together in solution mode, never define one id twice.
    for edition in &editions {
        let folder = root.join("editions").join(edition);
        let suites = fs::read_dir(folder.join("suites")).unwrap().map(|e| e.unwrap().path());
        // How `hog gui` tells its rules: every edition has its own words for them.
        let explain = folder.join("explain.ftl");
        assert!(
            explain.is_file(),
            "{} is missing: an edition's explain.rs says its words there",
            explain.display()
        );
        for file in suites.chain([explain]) {
            if file.extension().is_some_and(|e| e == "ftl") {
                for id in messages(&[("", &fs::read_to_string(&file).unwrap())]).keys() {
                    assert!(
                        id.starts_with(&format!("{edition}-")),
                        "{}: {id} does not start with {edition}-",
                        file.display()
                    );
                }
            }
        }
    }
}

/// The page of `hog gui` fills its messages in itself: each is plain text and `{ $name }`s,
/// with the same markup as English's, and every message the page names is in English's.
#[test]
fn the_pages_messages_are_plain_and_named_by_the_page() {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../hog/src/gui/assets");
    let page = fs::read_to_string(assets.join("index.html")).unwrap()
        + &fs::read_to_string(assets.join("app.js")).unwrap();
    let english = hog_i18n::catalogue(hog_i18n::ENGLISH).unwrap().templates("page-");
    assert!(english.len() > 40, "the page has only {} messages", english.len());
    let mut named = std::collections::BTreeSet::new();
    for quote in ["'", "\""] {
        for (at, _) in page.match_indices(&format!("{quote}page-")) {
            let id: String =
                page[at + 1..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
            // A message named with its ending added (`page-facts` → `page-facts-rule-on`).
            if page[at + 1 + id.len()..].starts_with(quote) {
                named.insert(id);
            }
        }
    }
    for id in &named {
        let with_endings =
            english.keys().any(|known| known == id || known.starts_with(&format!("{id}-rule-")));
        assert!(with_endings, "the page names {id}, which English lacks");
    }
    let unused: Vec<&String> = english
        .keys()
        .filter(|id| !named.iter().any(|n| *id == n || id.starts_with(&format!("{n}-rule-"))))
        .collect();
    assert!(unused.is_empty(), "the page never names {unused:?}");
    let markup = |text: &str| -> Vec<String> {
        text.match_indices('<')
            .map(|(at, _)| text[at..].chars().take_while(|c| *c != '>').collect())
            .collect()
    };
    for language in hog_i18n::languages() {
        let catalogue = hog_i18n::catalogue(language).unwrap();
        for (name, text) in catalogue.sources().iter().filter(|(name, _)| *name == "page.ftl") {
            assert!(!text.contains("->"), "{language}/{name}: a page's message takes no choice of forms");
        }
        for (id, text) in catalogue.templates("page-") {
            let mut own = markup(&text);
            let mut theirs = markup(&english[&id]);
            own.sort();
            theirs.sort();
            assert_eq!(own, theirs, "{language}'s {id} has other markup than English's");
        }
    }
}

/// The language names every catalogue gives itself, as the note for a language hog lacks
/// lists them.
#[test]
fn every_language_names_itself() {
    let names: Vec<String> = hog_i18n::languages()
        .iter()
        .map(|l| hog_i18n::catalogue(l).unwrap().text("language-name", &[]))
        .collect();
    assert_eq!(names, ["English", "简体中文"]);
}
