//! One language's messages, with English beneath them for any message it lacks.

use std::borrow::Cow;
use std::collections::BTreeMap;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use unic_langid::LanguageIdentifier;

/// An argument of a message: text, or a number (which plural forms choose by).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Said as it is: a name, a line of code, a number already formatted.
    Text(String),
    /// A count or an amount.
    Number(f64),
    /// Another message, said in the same language as the one it is part of.
    Said(Box<Said>),
}

impl From<Said> for Arg {
    fn from(said: Said) -> Arg {
        Arg::Said(Box::new(said))
    }
}

/// A message with its arguments, not yet said: what a suite reports, which the grader shows in
/// the student's language ([`Said::text`]) and, where it names a mistake, compares in English
/// ([`Said::english`]), whatever the language, so that a mistake is told apart alike in all.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Said {
    /// Message `id` with `args`; [`said!`](crate::said) writes it.
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Said {
        Said { id, args }
    }

    /// The message's id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message in the language spoken here and now.
    pub fn text(&self) -> String {
        crate::current().text(self.id, &self.args)
    }

    /// The message in English.
    pub fn english(&self) -> String {
        crate::catalogue(crate::ENGLISH).expect("English is always compiled in").text(self.id, &self.args)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

macro_rules! numbers {
    ($($kind:ty),+) => {
        $(impl From<$kind> for Arg {
            fn from(number: $kind) -> Arg {
                Arg::Number(number as f64)
            }
        })+
    };
}
numbers!(u8, u16, u32, u64, usize, i32, i64, f64);

/// A language's catalogue: its messages, and English's where it has none.
pub struct Catalogue {
    language: &'static str,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
    /// What the catalogue's files could not say (syntax errors, a message twice): none in a
    /// catalogue hog ships, as the tests prove.
    problems: Vec<String>,
}

impl std::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Catalogue({})", self.language)
    }
}

/// Two catalogues are the same when they speak the same language: each is made once.
impl PartialEq for Catalogue {
    fn eq(&self, other: &Catalogue) -> bool {
        self.language == other.language
    }
}

impl Eq for Catalogue {}

impl Catalogue {
    /// The catalogue of `language` from its files (name and text), English's files beneath.
    pub(crate) fn new(
        language: &'static str,
        files: &[(&str, &str)],
        english: Option<&[(&str, &str)]>,
    ) -> Self {
        let mut problems = Vec::new();
        let bundle = bundle_of(language, files, &mut problems);
        let english = english.map(|files| bundle_of(crate::ENGLISH, files, &mut Vec::new()));
        Catalogue { language, bundle, english, problems }
    }

    /// A catalogue made from the text of `files`, for a language made up for tests ([`crate::pseudo`]).
    pub(crate) fn made_up(language: &'static str, files: &[(String, String)]) -> Self {
        let files: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        let english = crate::catalogue(crate::ENGLISH).map(|c| c.sources()).unwrap_or_default();
        let english: Vec<(&str, &str)> = english.iter().map(|(n, t)| (*n, *t)).collect();
        Catalogue::new(language, &files, Some(&english))
    }

    /// The language's tag (`zh-CN`).
    pub fn language(&self) -> &'static str {
        self.language
    }

    /// What its files could not say; empty for every catalogue hog ships.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// The files it was compiled from, by name.
    pub fn sources(&self) -> Vec<(&'static str, &'static str)> {
        crate::compiled::CATALOGUES
            .iter()
            .find(|(tag, _)| *tag == self.language)
            .map(|(_, files)| files.to_vec())
            .unwrap_or_default()
    }

    /// Whether the catalogue itself (not English beneath it) has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.get_message(id).is_some_and(|m| m.value().is_some())
    }

    /// Message `id` with `args`: this language's, else English's, else the id itself (a
    /// message no catalogue has is a slip the tests catch, never a reason to stop).
    pub fn text(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, arg) in args {
            match arg {
                Arg::Text(text) => fluent_args.set(*name, FluentValue::from(text.as_str())),
                Arg::Number(number) => fluent_args.set(*name, FluentValue::from(*number)),
                Arg::Said(said) => fluent_args.set(*name, FluentValue::from(self.text(said.id, &said.args))),
            }
        }
        [Some(&self.bundle), self.english.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|bundle| format(bundle, id, &fluent_args))
            .unwrap_or_else(|| id.to_owned())
    }
}

impl Catalogue {
    /// Every message whose id starts with `prefix`, its variables left as `{$name}` for a page
    /// to fill in itself (`hog gui`'s): this language's text, English's where it has none. Such
    /// messages take no choice between forms, as a test of the page's catalogue holds.
    pub fn templates(&self, prefix: &str) -> BTreeMap<String, String> {
        let english = crate::catalogue(crate::ENGLISH).map(Catalogue::sources).unwrap_or_default();
        let mut templates = BTreeMap::new();
        for (_, text) in english {
            let Ok(resource) = fluent_syntax::parser::parse(text) else { continue };
            for entry in &resource.body {
                let Entry::Message(message) = entry else { continue };
                let Some(value) = message.value.as_ref().filter(|_| message.id.name.starts_with(prefix))
                else {
                    continue;
                };
                let args: Vec<(&str, Arg)> = variables(value)
                    .into_iter()
                    .map(|name| (name, Arg::Text(format!("{{${name}}}"))))
                    .collect();
                templates.insert(message.id.name.to_owned(), self.text(message.id.name, &args));
            }
        }
        templates
    }
}

/// The variables a pattern names in its own placeables.
fn variables<'a>(pattern: &Pattern<&'a str>) -> Vec<&'a str> {
    pattern
        .elements
        .iter()
        .filter_map(|element| match element {
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::VariableReference { id }),
            } => Some(id.name),
            _ => None,
        })
        .collect()
}

/// The bundle of `language` from `files`, what went wrong added to `problems`.
fn bundle_of(
    language: &str,
    files: &[(&str, &str)],
    problems: &mut Vec<String>,
) -> FluentBundle<FluentResource> {
    let tag: LanguageIdentifier = language.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // The text goes to a terminal or a page, which need no bidirectional isolation marks.
    bundle.set_use_isolating(false);
    for (name, text) in files {
        let resource = match FluentResource::try_new((*text).to_owned()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                problems.extend(errors.iter().map(|e| format!("{language}/{name}: {e:?}")));
                resource
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            problems.extend(errors.iter().map(|e| format!("{language}/{name}: {e}")));
        }
    }
    bundle
}

/// Message `id` of `bundle` with `args`, if it has one that formats without error.
fn format(bundle: &FluentBundle<FluentResource>, id: &str, args: &FluentArgs<'_>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text: Cow<'_, str> = bundle.format_pattern(pattern, Some(args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}
