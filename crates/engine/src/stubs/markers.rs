//! Finding the `// BEGIN PROBLEM nn` ... `// END PROBLEM nn` regions of a source file.

use std::fmt;

/// One marked region: the lines strictly between its two marker lines belong to the student.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// The problem id written on the markers, such as `04`.
    pub problem: String,
    /// Zero-based line index of the `BEGIN` marker.
    pub begin: usize,
    /// Zero-based line index of the `END` marker.
    pub end: usize,
}

/// A marker that cannot be paired; the message says how to mend it.
#[derive(Debug, PartialEq, Eq)]
pub struct MarkerError {
    /// One-based line of the offending marker.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for MarkerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

enum Marker<'a> {
    Begin(&'a str),
    End(&'a str),
}

/// Recognises a marker line: a line comment alone on its line.
fn marker(line: &str) -> Option<Marker<'_>> {
    let comment = line.trim().strip_prefix("//")?.trim();
    if let Some(id) = comment.strip_prefix("BEGIN PROBLEM ") {
        Some(Marker::Begin(id.trim()))
    } else {
        comment.strip_prefix("END PROBLEM ").map(|id| Marker::End(id.trim()))
    }
}

/// Pairs every `BEGIN PROBLEM` with the `END PROBLEM` of the same problem that follows it.
/// Regions may not nest or overlap.
pub fn find_regions(text: &str) -> Result<Vec<Region>, MarkerError> {
    let mut regions = Vec::new();
    let mut open: Option<(String, usize)> = None;
    for (index, line) in text.lines().enumerate() {
        match (marker(line), &open) {
            (None, _) => {}
            (Some(Marker::Begin(id)), None) => open = Some((id.to_owned(), index)),
            (Some(Marker::Begin(id)), Some((outer, begin))) => {
                return Err(MarkerError {
                    line: index + 1,
                    message: format!(
                        "BEGIN PROBLEM {id} starts inside problem {outer} (opened on line {}); close it with `// END PROBLEM {outer}` first",
                        begin + 1
                    ),
                });
            }
            (Some(Marker::End(id)), None) => {
                return Err(MarkerError {
                    line: index + 1,
                    message: format!("END PROBLEM {id} has no BEGIN PROBLEM {id} above it"),
                });
            }
            (Some(Marker::End(id)), Some((outer, begin))) => {
                if id != outer {
                    return Err(MarkerError {
                        line: index + 1,
                        message: format!(
                            "END PROBLEM {id} closes problem {outer} (opened on line {}); the ids must match",
                            begin + 1
                        ),
                    });
                }
                regions.push(Region { problem: id.to_owned(), begin: *begin, end: index });
                open = None;
            }
        }
    }
    match open {
        Some((id, begin)) => Err(MarkerError {
            line: begin + 1,
            message: format!("BEGIN PROBLEM {id} is never closed: add `// END PROBLEM {id}`"),
        }),
        None => Ok(regions),
    }
}

/// Finds the `nth` (from 0) region of problem `id` in a file that may be damaged elsewhere
/// (a problem can have a region in each of several functions): its `BEGIN` line, then the
/// next marker line, which must be its `END`. `Err` says what is wrong, at which line.
pub fn find_region(text: &str, id: &str, nth: usize) -> Result<Region, MarkerError> {
    let lines: Vec<&str> = text.lines().collect();
    let is_begin = |line: &str| matches!(marker(line), Some(Marker::Begin(found)) if found == id);
    let Some(begin) = lines.iter().enumerate().filter(|(_, line)| is_begin(line)).nth(nth).map(|(i, _)| i)
    else {
        return Err(MarkerError {
            line: 0,
            message: format!("the line `// BEGIN PROBLEM {id}` is missing: put it back above your code"),
        });
    };
    match lines.iter().enumerate().skip(begin + 1).find(|(_, line)| marker(line).is_some()) {
        Some((end, line)) if matches!(marker(line), Some(Marker::End(found)) if found == id) => {
            Ok(Region { problem: id.to_owned(), begin, end })
        }
        Some((end, _)) => Err(MarkerError {
            line: end + 1,
            message: format!(
                "the next marker after `// BEGIN PROBLEM {id}` (line {}) is not `// END PROBLEM {id}`: put it back below your code",
                begin + 1
            ),
        }),
        None => Err(MarkerError {
            line: begin + 1,
            message: format!(
                "`// BEGIN PROBLEM {id}` is never closed: put `// END PROBLEM {id}` back below your code"
            ),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_region_is_found_even_when_another_is_damaged() {
        let text = "// BEGIN PROBLEM 01\na\n// END PROBLEM 01\n// BEGIN PROBLEM 02\nb\n// BEGIN PROBLEM 03\nc\n// END PROBLEM 03\n";
        assert_eq!(find_region(text, "01", 0).unwrap(), Region { problem: "01".into(), begin: 0, end: 2 });
        assert_eq!(find_region(text, "03", 0).unwrap(), Region { problem: "03".into(), begin: 5, end: 7 });
        assert_eq!(find_region(text, "02", 0).unwrap_err().line, 6);
        assert_eq!(find_region(text, "04", 0).unwrap_err().line, 0);
        assert_eq!(find_region(text, "01", 1).unwrap_err().line, 0, "the second region of 01 is missing");
    }

    #[test]
    fn pairs_markers_in_order() {
        let text = "fn a() {\n    // BEGIN PROBLEM 01\n    1\n    // END PROBLEM 01\n}\n\
                    fn b() {\n  //BEGIN PROBLEM 02\n  // END PROBLEM 02\n}\n";
        let regions = find_regions(text).unwrap();
        assert_eq!(
            regions,
            [
                Region { problem: "01".into(), begin: 1, end: 3 },
                Region { problem: "02".into(), begin: 6, end: 7 },
            ]
        );
    }

    #[test]
    fn a_marker_needs_its_own_line() {
        let text = "let s = \"// BEGIN PROBLEM 01\"; // not a marker\n";
        assert_eq!(find_regions(text).unwrap(), []);
    }

    #[test]
    fn mismatched_markers_name_the_line() {
        let unclosed = find_regions("// BEGIN PROBLEM 03\nx\n").unwrap_err();
        assert_eq!(unclosed.line, 1);
        assert!(unclosed.message.contains("never closed"));

        let crossed = find_regions("// BEGIN PROBLEM 03\n// END PROBLEM 04\n").unwrap_err();
        assert_eq!(crossed.line, 2);
        assert!(crossed.message.contains("ids must match"));

        let nested =
            find_regions("// BEGIN PROBLEM 03\n// BEGIN PROBLEM 04\n// END PROBLEM 04\n").unwrap_err();
        assert!(nested.message.contains("inside problem 03"));

        let orphan = find_regions("// END PROBLEM 05\n").unwrap_err();
        assert!(orphan.message.contains("no BEGIN"));
    }
}
