//! `submission_metadata.yml`, which Gradescope's *Download Submissions* export holds beside
//! the `submission_NNN` folders: a map from each folder's name to that submission's metadata,
//! whose `:submitters:` list each student's `:name:`, `:email:` and `:sid:`. Gradescope
//! writes the keys as Ruby symbols, with a leading colon; keys without it are taken too.
//! Other keys (`:created_at:`, `:score:`...) are not read.
//!
//! ```yaml
//! submission_231:
//!   :submitters:
//!   - :name: Zoë Ñúñez
//!     :sid: '3034'
//!     :email: zoe@example.edu
//! ```
//!
//! It is parsed by serde-saphyr within its limits (depth 64, 250 000 nodes, alias replays
//! bounded), so a file nested without end or an alias bomb is an error, not a hang; a SID
//! written as a number is taken as its digits, leading zeros kept.

use std::collections::BTreeMap;
use std::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize};

use super::Student;

/// The file's name, in the submissions folder.
pub const FILE: &str = "submission_metadata.yml";

/// One submission's metadata: only its students are read.
#[derive(Debug, Deserialize)]
struct Submission {
    #[serde(rename = ":submitters", alias = "submitters", default)]
    submitters: Vec<Submitter>,
}

/// One student of a submission, as the export writes it.
#[derive(Debug, Deserialize)]
struct Submitter {
    #[serde(rename = ":name", alias = "name", default)]
    name: Text,
    #[serde(rename = ":email", alias = "email", default)]
    email: Text,
    #[serde(rename = ":sid", alias = "sid", default)]
    sid: Text,
}

/// A scalar taken as text: a string, a number as written, or nothing (`~`, an empty value).
#[derive(Debug, Default, Serialize)]
struct Text(String);

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Scalar;
        impl<'de> Visitor<'de> for Scalar {
            type Value = Text;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a text or a number")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Text, E> {
                Ok(Text(text.to_owned()))
            }
            fn visit_i64<E: de::Error>(self, number: i64) -> Result<Text, E> {
                Ok(Text(number.to_string()))
            }
            fn visit_u64<E: de::Error>(self, number: u64) -> Result<Text, E> {
                Ok(Text(number.to_string()))
            }
            fn visit_f64<E: de::Error>(self, number: f64) -> Result<Text, E> {
                Ok(Text(number.to_string()))
            }
            fn visit_bool<E: de::Error>(self, yes: bool) -> Result<Text, E> {
                Ok(Text(yes.to_string()))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Text, E> {
                Ok(Text::default())
            }
            fn visit_none<E: de::Error>(self) -> Result<Text, E> {
                Ok(Text::default())
            }
            fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Text, D::Error> {
                deserializer.deserialize_any(Scalar)
            }
        }
        deserializer.deserialize_any(Scalar)
    }
}

/// Each submission folder's students in the metadata `text`, or what is wrong with it and
/// where (line and column), in one line.
pub fn parse(text: &str) -> Result<BTreeMap<String, Vec<Student>>, String> {
    let options = serde_saphyr::options! {
        // An SID such as 0012345 keeps its zeros.
        leading_zero_numbers_as_strings: true,
        // The message names the line and column; the file's own text is not echoed.
        with_snippet: false,
    };
    let read: Option<BTreeMap<String, Option<Submission>>> =
        serde_saphyr::from_str_with_options(text, options).map_err(|error| one_line(&error.to_string()))?;
    let mut by_folder = BTreeMap::new();
    for (folder, submission) in read.unwrap_or_default() {
        let students: Vec<Student> = submission
            .map(|s| s.submitters)
            .unwrap_or_default()
            .iter()
            .map(|s| Student::new(&s.name.0, &s.email.0, &s.sid.0))
            .filter(Student::is_known)
            .collect();
        by_folder.insert(super::clean(&folder), students);
    }
    Ok(by_folder)
}

/// A parser's message, cleaned and on one line.
fn one_line(message: &str) -> String {
    let lines: Vec<String> = message.lines().map(super::clean).filter(|line| !line.is_empty()).collect();
    lines.join(" / ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The export's shape: Ruby-symbol keys, a group, a SID as a number or quoted, a submitter
    /// without an email, keys this reader does not need, and tagged values among them.
    #[test]
    fn the_exports_submitters_are_read_with_or_without_colons() {
        let text = "\
submission_101:
  :submitters:
  - :name: Ada Lovelace
    :sid: '1001'
    :email: ada@example.edu
  :created_at: 2024-03-01 12:00:00.000000000 -08:00
  :score: !ruby/object:BigDecimal 18:0.25e2
submission_102:
  :submitters:
  - :name: Zoë Ñúñez
    :sid: 0012
    :email: zoe@example.edu
  - :name: 李小龍
    :sid: 1003
submission_103:
  submitters:
  - name: Plain Keys
    email: plain@example.edu
    sid: ~
submission_104:
";
        let read = parse(text).unwrap();
        let students = |folder: &str| read[folder].clone();
        assert_eq!(students("submission_101"), [Student::new("Ada Lovelace", "ada@example.edu", "1001")]);
        assert_eq!(
            students("submission_102"),
            [Student::new("Zoë Ñúñez", "zoe@example.edu", "0012"), Student::new("李小龍", "", "1003")]
        );
        assert_eq!(students("submission_103"), [Student::new("Plain Keys", "plain@example.edu", "")]);
        assert!(students("submission_104").is_empty());
        assert_eq!(parse("").unwrap(), BTreeMap::new(), "an empty file names nobody");
    }

    /// What an attacker may put in an export: a file nested without end, an alias bomb, a
    /// structure where a name should be. Each is an error naming where, quickly, not a hang
    /// or a crash; and a name that would move the terminal's cursor is cleaned.
    #[test]
    fn hostile_files_are_errors_that_say_where() {
        // Where it is read, under a key this reader skips, which is parsed all the same.
        let deep = format!("submission_1:\n  :created_at: {}{}\n", "[".repeat(100_000), "]".repeat(100_000));
        let said = parse(&deep).unwrap_err();
        assert!(said.contains("limit exceeded at line 2"), "{said}");

        let mut bomb = String::from("submission_1:\n  :l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n");
        for level in 1..12 {
            let refs = vec![format!("*l{}", level - 1); 10].join(", ");
            bomb.push_str(&format!("  :l{level}: &l{level} [{refs}]\n"));
        }
        let started = std::time::Instant::now();
        let said = parse(&bomb).unwrap_err();
        assert!(said.contains("budget breached") && started.elapsed().as_secs() < 10, "{said}");

        let said = parse("submission_1:\n  :submitters:\n  - :name: {a: b}\n").unwrap_err();
        assert!(said.contains("line 3"), "{said}");

        let read = parse("submission_1:\n  :submitters:\n  - :name: \"Eve\\e[2J\\u202E\"\n").unwrap();
        assert_eq!(read["submission_1"][0].name, "Eve\u{fffd}[2J\u{fffd}");
    }
}
