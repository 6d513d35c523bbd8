//! Running a case's lines one by one, in the child process, and writing what happened.
//!
//! Each line is reported *before* it runs, so when student code panics, loops or exits,
//! the parent still knows which line it was on.

use std::fmt::Debug;
use std::io::Write;

use hog_i18n::{Said, t};

use crate::event::Event;

/// Unwinds out of a case after a wrong value; not a panic of the student's.
pub(crate) struct Mismatch;

/// The recorder a case writes to; see [`steps!`](crate::steps).
pub struct Session {
    sink: Box<dyn Write>,
    /// Starts every event line: the secret the parent handed this child, so that a line the
    /// code under test prints can never pass for an event.
    tag: String,
}

impl Session {
    pub(crate) fn new(sink: Box<dyn Write>, tag: String) -> Self {
        Session { sink, tag }
    }

    pub(crate) fn emit(&mut self, event: &Event) {
        // One write per event, on a line of its own even when the student's output left one
        // unfinished. A report that cannot be written leaves the case unreported, which
        // fails it: no need to panic here, and a panic would be blamed on the student.
        let json = serde_json::to_string(event).expect("events always serialise");
        let _ = self.sink.write_all(format!("\n{} {json}\n", self.tag).as_bytes());
        let _ = self.sink.flush();
    }

    /// Shows a comment line, such as why the next line matters: message `id` of the suites'
    /// catalogue, in the language spoken.
    pub fn note(&mut self, id: &str) {
        self.emit(&Event::Note { text: said(id) });
    }

    /// Records the case's headline: a figure it measured that a student wants to see at a
    /// glance, such as a win rate. It reads like a comment in the case's code and is
    /// repeated on the problem's summary line; the last one a problem's cases record wins.
    pub fn headline(&mut self, text: &Said) {
        self.emit(&Event::Headline { text: text.text() });
    }

    /// Shows a line of code that is about to run.
    pub fn line(&mut self, code: &str) {
        // `stringify!` wraps long expressions; a case reads better on one line.
        let code = code.split_whitespace().collect::<Vec<_>>().join(" ");
        self.emit(&Event::Line { code });
    }

    /// Runs `code` through `got` and compares its value with `expected`; a wrong value ends the
    /// case, with `hint` (a message id of the suites' catalogue) when the case knows the
    /// likely cause.
    pub fn check<T: Debug + PartialEq>(
        &mut self,
        code: &str,
        got: impl FnOnce() -> T,
        expected: T,
        hint: Option<&str>,
    ) {
        self.line(code);
        let value = got();
        let passed = value == expected;
        self.emit(&Event::Value {
            got: format!("{value:?}"),
            expected: format!("{expected:?}"),
            passed,
            hint: if passed { None } else { hint.map(said) },
        });
        if !passed {
            std::panic::resume_unwind(Box::new(Mismatch));
        }
    }

    /// Runs `code` through `got` and compares the lines it returns with `expected`, line by line;
    /// a difference ends the case and names the first line that differs, with the lines before it,
    /// and `hint` (a message id), the likely cause, when the case knows one.
    pub fn check_lines(
        &mut self,
        code: &str,
        got: impl FnOnce() -> Vec<String>,
        expected: &[impl AsRef<str>],
        hint: Option<&str>,
    ) {
        self.line(code);
        let got = got();
        let expected: Vec<&str> = expected.iter().map(AsRef::as_ref).collect();
        let first_difference = (0..got.len().max(expected.len()))
            .find(|&i| got.get(i).map(String::as_str) != expected.get(i).copied());
        let Some(index) = first_difference else {
            self.emit(&Event::Value {
                got: t!("lines-as-expected", count = got.len()),
                expected: String::new(),
                passed: true,
                hint: None,
            });
            return;
        };
        let explain = || {
            let mut explanation = t!("lines-differ", line = index + 1);
            explanation.push('\n');
            for (i, line) in got.iter().enumerate().take(index).skip(index.saturating_sub(3)) {
                explanation.push_str(&format!("      {:>3}  {line}\n", i + 1));
            }
            let shown = |line: Option<&str>| line.map_or_else(|| t!("lines-end-here"), str::to_owned);
            let number = format!("{:>3}", index + 1);
            explanation.push_str(&t!(
                "lines-expected-got",
                number = &number,
                expected = shown(expected.get(index).copied()),
                got = shown(got.get(index).map(String::as_str))
            ));
            if let Some(hint) = hint {
                explanation.push('\n');
                explanation.push_str(&t!("lines-hint", hint = said(hint)));
            }
            explanation
        };
        self.fail_with(explain);
    }

    /// Shows `about` (a property, in words) and runs `property`, which says how many cases
    /// held when it holds and the counterexample, in plain words, when it does not.
    pub fn property(&mut self, about: &Said, property: impl FnOnce() -> Result<Said, Said>) {
        self.line(&about.text());
        match property() {
            Ok(summary) => self.emit(&Event::Value {
                got: summary.text(),
                expected: String::new(),
                passed: true,
                hint: None,
            }),
            Err(counterexample) => self.fail(&counterexample),
        }
    }

    /// Records a failed check that is not a comparison (a broken rule, a property's
    /// counterexample), said in the language spoken and, for the mistake's signature, in English.
    pub fn fail(&mut self, why: &Said) -> ! {
        self.fail_with(|| why.text())
    }

    /// [`Session::fail`] with the explanation written by `explain`, which is called in the
    /// language spoken and again in English where that is another.
    pub fn fail_with(&mut self, explain: impl Fn() -> String) -> ! {
        let (explanation, english) = hog_i18n::said_and_english(explain);
        self.emit(&Event::Failure { explanation, english });
        std::panic::resume_unwind(Box::new(Mismatch));
    }
}

/// Message `id` of the suites' catalogue in the language spoken. A text no catalogue has is
/// said as it is: a course of tests' own may write its comments in plain words.
fn said(id: &str) -> String {
    hog_i18n::current().text(id, &[])
}

/// Writes a case as the lines a student would type, each run and checked in turn.
///
/// ```ignore
/// steps! { s;
///     # "Each die is rolled exactly once.";
///     let mut dice = make_test_dice(&[4, 1, 2, 6]);
///     roll_dice(3, &mut dice) => 1;
///     roll_dice(1, &mut dice) => 6, "Did you stop rolling at the first 1?";
///     dice();
/// }
/// ```
/// `# "text";` shows a comment, `let p = e;` shows and binds, `e => v;` checks a value,
/// `e => lines v;` compares a `Vec<String>` with `&[&str]` line by line (either with an
/// optional hint after a comma: `e => lines v, "hint";`), and `e;` shows and runs a statement.
#[macro_export]
macro_rules! steps {
    ($s:ident;) => {};
    ($s:ident; # $note:literal; $($rest:tt)*) => {
        $s.note($note);
        $crate::steps!($s; $($rest)*);
    };
    ($s:ident; let $p:pat = $e:expr; $($rest:tt)*) => {
        $s.line(concat!("let ", stringify!($p), " = ", stringify!($e), ";"));
        let $p = $e;
        $crate::steps!($s; $($rest)*);
    };
    ($s:ident; $e:expr => lines $v:expr, $hint:literal; $($rest:tt)*) => {
        $s.check_lines(stringify!($e), || $e, $v, Some($hint));
        $crate::steps!($s; $($rest)*);
    };
    ($s:ident; $e:expr => lines $v:expr; $($rest:tt)*) => {
        $s.check_lines(stringify!($e), || $e, $v, None);
        $crate::steps!($s; $($rest)*);
    };
    ($s:ident; $e:expr => $v:expr, $hint:literal; $($rest:tt)*) => {
        $s.check(stringify!($e), || $e, $v, Some($hint));
        $crate::steps!($s; $($rest)*);
    };
    ($s:ident; $e:expr => $v:expr; $($rest:tt)*) => {
        $s.check(stringify!($e), || $e, $v, None);
        $crate::steps!($s; $($rest)*);
    };
    ($s:ident; $e:expr; $($rest:tt)*) => {
        $s.line(concat!(stringify!($e), ";"));
        $e;
        $crate::steps!($s; $($rest)*);
    };
}

/// Builds a [`Case`](crate::Case) from a comment and its [`steps!`].
///
/// ```ignore
/// case!("Sow Sad: any 1 makes the turn score 1." {
///     roll_dice(3, &mut make_test_dice(&[4, 6, 1])) => 1;
/// })
/// ```
#[macro_export]
macro_rules! case {
    ($about:literal { $($steps:tt)* }) => {
        $crate::Case::new($about, |s: &mut $crate::Session| {
            $crate::steps!(s; $($steps)*);
        })
    };
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    use super::*;

    /// What a session wrote, shared with the test.
    #[derive(Clone, Default)]
    struct Written(Arc<Mutex<Vec<u8>>>);

    impl Write for Written {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// The events `steps` reported, run as a case runs them.
    fn events(steps: impl FnOnce(&mut Session)) -> Vec<Event> {
        let written = Written::default();
        let mut session = Session::new(Box::new(written.clone()), "TAG".into());
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| steps(&mut session)));
        let text = String::from_utf8(written.0.lock().unwrap().clone()).unwrap();
        text.lines()
            .filter_map(|line| line.strip_prefix("TAG "))
            .map(|json| serde_json::from_str(json).unwrap())
            .collect()
    }

    /// A failure is said in the language spoken, and in English for the mistake's signature.
    #[test]
    fn a_failure_carries_its_english_where_another_language_is_spoken() {
        let chinese = hog_i18n::catalogue("zh-CN").unwrap();
        let failed =
            hog_i18n::speaking(chinese, || events(|s| s.fail(&hog_i18n::said!("lines-differ", line = 2))));
        let [Event::Failure { explanation, english }] = failed.as_slice() else { panic!("{failed:?}") };
        assert_eq!(explanation, &chinese.text("lines-differ", &[("line", 2.into())]));
        assert_eq!(english.as_deref(), Some("line 2 differs."));
        let english_only = events(|s| s.fail(&hog_i18n::said!("lines-differ", line = 2)));
        assert!(
            matches!(english_only.as_slice(), [Event::Failure { english: None, .. }]),
            "{english_only:?}"
        );
    }

    #[test]
    fn a_hint_may_follow_lines_as_it_follows_a_value() {
        const TWO: &[&str] = &["one", "two"];
        const OTHER: &[&str] = &["one", "three"];
        let lines = || vec!["one".to_owned(), "two".to_owned()];
        let failed = events(|s| {
            crate::steps! { s;
                lines() => lines TWO, "Never shown: the lines agree.";
                lines() => lines OTHER, "Did you print the second line?";
            }
        });
        let explanations: Vec<&str> = failed
            .iter()
            .filter_map(|event| match event {
                Event::Failure { explanation, .. } => Some(explanation.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(explanations.len(), 1, "{failed:?}");
        assert!(explanations[0].starts_with("line 2 differs."), "{}", explanations[0]);
        assert!(explanations[0].ends_with("\nhint: Did you print the second line?"), "{}", explanations[0]);
        assert!(!format!("{failed:?}").contains("Never shown"), "{failed:?}");
        let unhinted = events(|s| {
            crate::steps! { s;
                lines() => lines &["uno"];
            }
        });
        assert!(!format!("{unhinted:?}").contains("hint"), "{unhinted:?}");
    }
}
