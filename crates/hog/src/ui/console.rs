//! The terminal a game talks to.
//!
//! `play` only accepts `Fn` strategies and updates, and several of them print,
//! so they share the output through a `&Console` rather than each owning it.

use std::cell::{Cell, RefCell};
use std::fmt;
use std::io::{self, Write};

/// Shared output for the printing wrappers; keeps the first write error for the end.
pub struct Console<'w> {
    out: RefCell<&'w mut dyn Write>,
    error: RefCell<Option<io::Error>>,
    mid_line: Cell<bool>,
}

impl<'w> Console<'w> {
    /// A console that writes to `out` (standard output, or a buffer in tests).
    pub fn new(out: &'w mut dyn Write) -> Self {
        Console { out: RefCell::new(out), error: RefCell::new(None), mid_line: Cell::new(false) }
    }

    /// Writes `text` as it is, without a newline.
    pub fn print(&self, text: fmt::Arguments<'_>) {
        let text = text.to_string();
        if let Some(last) = text.chars().last() {
            self.mid_line.set(last != '\n');
        }
        let result = self.out.borrow_mut().write_all(text.as_bytes());
        self.keep(result);
    }

    /// Writes `text` and ends the line.
    pub fn println(&self, text: fmt::Arguments<'_>) {
        self.print(format_args!("{text}\n"));
    }

    /// Ends the line if something was left half-written, so that what comes next starts a line.
    pub fn end_line(&self) {
        if self.mid_line.get() {
            self.println(format_args!(""));
        }
    }

    /// Makes sure everything written so far is shown, e.g. before waiting for input.
    pub fn flush(&self) {
        let result = self.out.borrow_mut().flush();
        self.keep(result);
    }

    /// Flushes, then reports the first error that writing met, if any.
    ///
    /// A game does not stop when its output fails (the wrappers cannot return
    /// an error through `play`), so the error waits here.
    pub fn finish(self) -> io::Result<()> {
        self.flush();
        self.error.into_inner().map_or(Ok(()), Err)
    }

    fn keep(&self, result: io::Result<()>) {
        if let Err(error) = result {
            self.error.borrow_mut().get_or_insert(error);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_lines_and_pieces_in_order() {
        let mut out = Vec::new();
        let console = Console::new(&mut out);
        console.print(format_args!("[ "));
        console.print(format_args!("{} ", 4));
        console.println(format_args!("]"));
        console.end_line();
        console.print(format_args!("How many? "));
        console.end_line();
        console.finish().unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), "[ 4 ]\nHow many? \n");
    }

    struct Broken;

    impl Write for Broken {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"))
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn keeps_the_first_error_for_the_end() {
        let mut out = Broken;
        let console = Console::new(&mut out);
        console.println(format_args!("lost"));
        console.println(format_args!("lost too"));
        assert_eq!(console.finish().unwrap_err().kind(), io::ErrorKind::BrokenPipe);
    }
}
