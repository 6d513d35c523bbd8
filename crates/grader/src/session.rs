//! Running a case's lines one by one, in the child process, and writing what happened.
//!
//! Each line is written to the report *before* it runs, so when student code
//! panics, loops or exits, the parent still knows which line it was on.

use std::fmt::Debug;
use std::io::Write;

use crate::event::Event;

/// Unwinds out of a case after a wrong value; not a panic of the student's.
pub(crate) struct Mismatch;

/// The recorder a case writes to; see [`steps!`](crate::steps).
pub struct Session {
    sink: Box<dyn Write>,
}

impl Session {
    pub(crate) fn new(sink: Box<dyn Write>) -> Self {
        Session { sink }
    }

    pub(crate) fn emit(&mut self, event: &Event) {
        // A report that cannot be written leaves the case unreported, which fails it: no
        // need to panic here, and a panic would be blamed on the student.
        let _ = serde_json::to_writer(&mut self.sink, event);
        let _ = self.sink.write_all(b"\n");
        let _ = self.sink.flush();
    }

    /// Shows a comment line, such as why the next line matters.
    pub fn note(&mut self, text: &str) {
        self.emit(&Event::Note { text: text.to_owned() });
    }

    /// Shows a line of code that is about to run.
    pub fn line(&mut self, code: &str) {
        self.emit(&Event::Line { code: code.to_owned() });
    }

    /// Runs `code` through `got` and compares its value with `expected`; a wrong value ends the case.
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
            hint: if passed { None } else { hint.map(str::to_owned) },
        });
        if !passed {
            std::panic::resume_unwind(Box::new(Mismatch));
        }
    }

    /// Records a failed check that is not a comparison (a broken rule, a property's counterexample).
    pub fn fail(&mut self, explanation: &str) -> ! {
        self.emit(&Event::Failure { explanation: explanation.to_owned() });
        std::panic::resume_unwind(Box::new(Mismatch));
    }
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
/// `# "text";` shows a comment, `let p = e;` shows and binds, `e => v;` checks a value
/// (with an optional hint after a comma), and `e;` shows and runs a statement.
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
