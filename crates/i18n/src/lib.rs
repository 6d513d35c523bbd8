//! The languages hog speaks to students.
//!
//! Every sentence a student reads lives once, in a catalogue: `locales/<language>/*.ftl` at the
//! workspace's root, in [Project Fluent](https://projectfluent.org)'s syntax, one folder per
//! language (`en`, `zh-CN`), compiled in by `build.rs`. Code names a message by its id and
//! hands it its arguments ([`t!`]); a message a catalogue lacks is said in English.
//!
//! Which language a process speaks is chosen once by its command line ([`choose()`], from
//! `--lang`, `HOG_LANG`, the system's language) and set with [`speak`]; a process started by
//! another gets the choice through [`VARIABLE`]. Terminal tables line up by display width
//! ([`width`]): a Chinese character takes two columns.

mod catalogue;
pub mod choose;
pub mod pseudo;
pub mod width;

use std::cell::Cell;
use std::sync::OnceLock;

pub use catalogue::{Arg, Catalogue, Said};
pub use choose::{Choice, choose};

/// The language every catalogue falls back to, and the one spoken when none is chosen.
pub const ENGLISH: &str = "en";

/// The variable that names the language to speak: set by a student, or by a command for the
/// processes it starts (the suite binary), so that both speak alike.
pub const VARIABLE: &str = "HOG_LANG";

mod compiled {
    include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));
}

/// Catalogue files a program adds to the compiled ones ([`add_catalogues`]).
static ADDED: OnceLock<&'static [(&'static str, &'static str, &'static str)]> = OnceLock::new();

/// Adds catalogue files, each a language's tag, a name and a text, to those compiled in: what
/// only some builds hold, such as the hidden suites' words, which the suites compile in with
/// their hidden cases. Call it first, before any message is said; the first call decides.
pub fn add_catalogues(files: &'static [(&'static str, &'static str, &'static str)]) {
    let _ = ADDED.set(files);
}

/// English's catalogue: every message, and the one beneath every other language's.
fn english() -> &'static Catalogue {
    static ENGLISH_CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    ENGLISH_CATALOGUE.get_or_init(|| Catalogue::new(ENGLISH, files_of(ENGLISH), None))
}

/// Every other catalogue compiled in, in their folders' order.
fn others() -> &'static [Catalogue] {
    static OTHERS: OnceLock<Vec<Catalogue>> = OnceLock::new();
    OTHERS.get_or_init(|| {
        compiled::CATALOGUES
            .iter()
            .filter(|(tag, _)| *tag != ENGLISH)
            .map(|(tag, _)| Catalogue::new(tag, files_of(tag), Some(english())))
            .collect()
    })
}

/// The files compiled in for `language`, and those added for it.
fn files_of(language: &str) -> Vec<(&'static str, &'static str)> {
    let compiled = compiled::CATALOGUES.iter().find(|(tag, _)| *tag == language).map(|(_, files)| *files);
    let added = ADDED.get().copied().unwrap_or_default().iter().filter(|(tag, ..)| *tag == language);
    compiled.unwrap_or_default().iter().copied().chain(added.map(|&(_, name, text)| (name, text))).collect()
}

/// The tags of the languages hog speaks (`en`, `zh-CN`), English first.
pub fn languages() -> Vec<&'static str> {
    std::iter::once(ENGLISH).chain(others().iter().map(Catalogue::language)).collect()
}

/// The catalogue of `language`, one of [`languages`], or the made-up language of tests
/// ([`pseudo::PSEUDO`]), which is never offered but can be asked for by its tag.
pub fn catalogue(language: &str) -> Option<&'static Catalogue> {
    match language {
        ENGLISH => Some(english()),
        pseudo::PSEUDO => Some(pseudo::catalogue()),
        _ => others().iter().find(|c| c.language() == language),
    }
}

/// The language this process speaks, once [`speak`] chose it.
static SPOKEN: OnceLock<&'static Catalogue> = OnceLock::new();

thread_local! {
    /// A language spoken for a while on one thread ([`speaking`]): a test's.
    static SCOPED: Cell<Option<&'static Catalogue>> = const { Cell::new(None) };
}

/// Makes `language` the one this process speaks from now on; the first call decides. A
/// language hog does not have leaves English.
pub fn speak(language: &str) {
    if let Some(catalogue) = catalogue(language) {
        let _ = SPOKEN.set(catalogue);
    }
}

/// Runs `f` speaking `catalogue` on this thread: how a test renders in another language.
pub fn speaking<R>(catalogue: &'static Catalogue, f: impl FnOnce() -> R) -> R {
    let before = SCOPED.replace(Some(catalogue));
    let result = f();
    SCOPED.set(before);
    result
}

/// The catalogue spoken here and now: a thread's own ([`speaking`]), else the process's
/// ([`speak`]), else English.
pub fn current() -> &'static Catalogue {
    SCOPED
        .get()
        .or_else(|| SPOKEN.get().copied())
        .unwrap_or_else(|| catalogue(ENGLISH).expect("English is always compiled in"))
}

/// What `say` says in the language spoken, and the same in English where that is another
/// language: what names a mistake (a failure, a source check) is compared in English.
pub fn said_and_english(say: impl Fn() -> String) -> (String, Option<String>) {
    let english = english();
    let in_english = (current() != english).then(|| speaking(english, &say));
    (say(), in_english)
}

/// Message `id` with its arguments, to be said later in any language (a [`Said`]):
/// `said!("property-failed", call = code)`.
#[macro_export]
macro_rules! said {
    ($id:literal) => {
        $crate::Said::new($id, Vec::new())
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::Said::new($id, vec![$((stringify!($name), $crate::Arg::from($value))),+])
    };
}

/// The message `id` in the language spoken, with its arguments: `t!("verdict-passed")`,
/// `t!("summary-checks-failed", count = 3)`.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::current().text($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::current().text($id, &[$((stringify!($name), $crate::Arg::from($value))),+])
    };
}
