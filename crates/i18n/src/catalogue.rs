//! One language's messages, with English beneath them for any message it lacks.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

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
///
/// Each of its files is compiled into a bundle of its own when a message of it is first said
/// (a message names no other), so that a process, a case's child among them, compiles only
/// what it says.
pub struct Catalogue {
    language: &'static str,
    /// Its files, by name (the path they mirror) and text.
    files: Vec<(&'static str, &'static str)>,
    /// Which file holds each message: read off the files' lines, without compiling them.
    index: OnceLock<HashMap<&'static str, usize>>,
    /// Each file's bundle, compiled when first needed.
    bundles: Vec<OnceLock<FluentBundle<FluentResource>>>,
    /// The catalogue beneath it, for a message it lacks: English's.
    english: Option<&'static Catalogue>,
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
    /// The catalogue of `language` from its files (name and text), `english` beneath.
    pub(crate) fn new(
        language: &'static str,
        files: Vec<(&'static str, &'static str)>,
        english: Option<&'static Catalogue>,
    ) -> Self {
        let bundles = files.iter().map(|_| OnceLock::new()).collect();
        Catalogue { language, files, index: OnceLock::new(), bundles, english }
    }

    /// A catalogue made from the text of `files`, for a language made up for tests ([`crate::pseudo`]).
    pub(crate) fn made_up(language: &'static str, files: Vec<(String, String)>) -> Self {
        let leaked = |text: String| -> &'static str { Box::leak(text.into_boxed_str()) };
        let files = files.into_iter().map(|(name, text)| (leaked(name), leaked(text))).collect();
        Catalogue::new(language, files, crate::catalogue(crate::ENGLISH))
    }

    /// The language's tag (`zh-CN`).
    pub fn language(&self) -> &'static str {
        self.language
    }

    /// What its files could not say (syntax errors, a message twice, a message that names
    /// another): none in a catalogue hog ships, as the tests prove. Compiles every file.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let mut seen = HashMap::new();
        for (at, (name, text)) in self.files.iter().enumerate() {
            let resource = match FluentResource::try_new((*text).to_owned()) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    problems.extend(errors.iter().map(|e| format!("{}/{name}: {e:?}", self.language)));
                    resource
                }
            };
            for entry in resource.entries() {
                if let Entry::Message(message) = entry {
                    if let Some(first) = seen.insert(message.id.name.to_owned(), *name) {
                        problems.push(format!(
                            "{}: {} is in {first} and in {name}",
                            self.language, message.id.name
                        ));
                    }
                    if message.value.as_ref().is_some_and(names_another) {
                        problems.push(format!(
                            "{}/{name}: {} names another message",
                            self.language, message.id.name
                        ));
                    }
                }
            }
            let _ = self.bundle(at);
        }
        problems
    }

    /// The files it was compiled from, by name.
    pub fn sources(&self) -> Vec<(&'static str, &'static str)> {
        self.files.clone()
    }

    /// Which file holds each message, by a look at the files' lines: `id =` at a line's start.
    fn index(&self) -> &HashMap<&'static str, usize> {
        self.index.get_or_init(|| {
            let mut index = HashMap::new();
            for (at, (_, text)) in self.files.iter().enumerate() {
                for line in text.lines() {
                    let Some((id, _)) = line.split_once('=') else { continue };
                    let id = id.trim_end();
                    let is_id = id.starts_with(|c: char| c.is_ascii_alphabetic())
                        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                    if is_id {
                        index.entry(id).or_insert(at);
                    }
                }
            }
            index
        })
    }

    /// The bundle of file `at`, compiled the first time.
    fn bundle(&self, at: usize) -> &FluentBundle<FluentResource> {
        self.bundles[at].get_or_init(|| bundle_of(self.language, self.files[at].1))
    }

    /// This catalogue's own message `id` with `args`, if it has one that formats without error.
    fn own_text(&self, id: &str, args: &FluentArgs<'_>) -> Option<String> {
        let at = *self.index().get(id)?;
        format(self.bundle(at), id, args)
    }

    /// Whether the catalogue itself (not English beneath it) has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.index()
            .get(id)
            .is_some_and(|&at| self.bundle(at).get_message(id).is_some_and(|m| m.value().is_some()))
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
        self.own_text(id, &fluent_args)
            .or_else(|| self.english?.own_text(id, &fluent_args))
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

/// The bundle of one file of `language`; what it cannot say is [`Catalogue::problems`]'s to tell.
fn bundle_of(language: &str, text: &'static str) -> FluentBundle<FluentResource> {
    let tag: LanguageIdentifier = language.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // The text goes to a terminal or a page, which need no bidirectional isolation marks.
    bundle.set_use_isolating(false);
    let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(resource, _)| resource);
    let _ = bundle.add_resource(resource);
    bundle
}

/// Whether a message's pattern names another message or a term: a catalogue's files are
/// compiled apart, so none may.
fn names_another(pattern: &Pattern<&str>) -> bool {
    pattern.elements.iter().any(|element| match element {
        PatternElement::Placeable { expression } => expression_names_another(expression),
        PatternElement::TextElement { .. } => false,
    })
}

fn expression_names_another(expression: &Expression<&str>) -> bool {
    let inline = |inline: &InlineExpression<&str>| {
        matches!(inline, InlineExpression::MessageReference { .. } | InlineExpression::TermReference { .. })
            || matches!(inline, InlineExpression::Placeable { expression } if expression_names_another(expression))
    };
    match expression {
        Expression::Inline(expression) => inline(expression),
        Expression::Select { selector, variants } => {
            inline(selector) || variants.iter().any(|variant| names_another(&variant.value))
        }
    }
}

/// Message `id` of `bundle` with `args`, if it has one that formats without error.
fn format(bundle: &FluentBundle<FluentResource>, id: &str, args: &FluentArgs<'_>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text: Cow<'_, str> = bundle.format_pattern(pattern, Some(args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}
