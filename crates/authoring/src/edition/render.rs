//! An edition's text as its students read it: the shared statements and guide with their
//! `{{name}}`s filled in, and its own with the shared parts they take (`{{part PATH#HEADING}}`),
//! which is what a release and an autograder hold.

use anyhow::{Context, Result, bail};

use super::words;
use hog_engine::edition::files::{problem_files, problems, read, resolve};
use std::path::Path;

/// The words made from other files rather than written in `[words]`.
pub(crate) const POINTS_TABLE: &str = "points_table";

/// `path` as `edition` reads it, every `{{part PATH#HEADING}}` replaced by that part of a
/// shared file (`with_parts`) and every `{{name}}` filled in: with the edition's `[words]`,
/// or `{{points_table}}` with the table of its problems made from their statements. A name the
/// edition has no words for is an error that names the file and the name.
pub fn render(root: &Path, edition: &str, path: &str) -> Result<String> {
    let text = with_parts(&read(root, edition, path)?, |shared| {
        hog_engine::text::read(&root.join(shared))
            .with_context(|| format!("there is no shared file {shared}"))
    })
    .with_context(|| format!("cannot render {path} for {edition}"))?;
    let words = words(root, edition)?;
    fill(&text, |name| match (name, words.get(name)) {
        (_, Some(word)) => Ok(word.clone()),
        (POINTS_TABLE, None) => points_table(root, edition, hog_i18n::ENGLISH),
        (_, None) => bail!("the [words] of editions/{edition}/edition.toml have no {name:?}"),
    })
    .with_context(|| format!("cannot render {path} for {edition}"))
}

/// Every data file a workspace of `edition` alone holds, by its checkout path, as it holds it:
/// its problems' files with their words filled in and its known mistakes. Never the plain
/// answers, its own or the shared ones, which stay with the instructors.
pub fn data_files(root: &Path, edition: &str) -> Result<Vec<(String, Vec<u8>)>> {
    let mut files = Vec::new();
    for path in problem_files(root, edition)? {
        if path == hog_engine::questions::ANSWERS {
            continue;
        }
        let text =
            if path.ends_with(".md") { render(root, edition, &path)? } else { read(root, edition, &path)? };
        files.push((path, text.into_bytes()));
    }
    let known = hog_grader::signature::KnownMistakes::PATH;
    if let Some(file) = resolve(root, edition, known) {
        files.push((known.to_owned(), std::fs::read(&file)?));
    }
    Ok(files)
}

/// What starts a line that takes a part of a shared file: `{{part PATH#HEADING}}`.
const PART: &str = "{{part ";

/// `text` with every line `{{part PATH#HEADING}}` replaced by the part of the checkout's file
/// `PATH` (as `shared(PATH)` reads it) that the Markdown heading `HEADING` starts: that heading's
/// line and every line up to the next heading of its level or above, outside code blocks. So an
/// edition's own statement says in its own words only what its rules change, and takes the
/// rest from the shared text, whose words are then filled in for the edition like its own.
pub(crate) fn with_parts(text: &str, shared: impl Fn(&str) -> Result<String>) -> Result<String> {
    let mut whole = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let Some(directive) = line.trim().strip_prefix(PART) else {
            whole.push_str(line);
            continue;
        };
        let Some((path, heading)) = directive.strip_suffix("}}").and_then(|rest| rest.split_once('#')) else {
            bail!(
                "{:?} should be {{{{part PATH#HEADING}}}}, such as {{{{part problems/05/README.md#Rules}}}}",
                line.trim()
            );
        };
        let part = section(&shared(path.trim())?, heading.trim())
            .with_context(|| format!("{path} has no heading {:?}", heading.trim()))?;
        if part.lines().any(|line| line.trim().starts_with(PART)) {
            bail!("the part {heading:?} of {path} takes a part itself: a part is taken from one file only");
        }
        whole.push_str(&part);
    }
    Ok(whole)
}

/// The lines of the Markdown `text` from the heading whose words are `heading` up to the next
/// heading of its level or above; `None` without such a heading. Lines in code blocks are
/// never headings.
fn section(text: &str, heading: &str) -> Option<String> {
    let level = |line: &str| {
        let hashes = line.len() - line.trim_start_matches('#').len();
        (hashes > 0 && line[hashes..].starts_with(' ')).then_some(hashes)
    };
    let mut in_code = false;
    let mut found: Option<(usize, String)> = None;
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        }
        let heading_level = if in_code { None } else { level(line) };
        match (&mut found, heading_level) {
            (None, Some(hashes)) if line[hashes..].trim() == heading => {
                found = Some((hashes, line.to_owned()))
            }
            (Some((start, _)), Some(hashes)) if hashes <= *start => break,
            (Some((_, part)), _) => part.push_str(line),
            _ => {}
        }
    }
    found.map(|(_, part)| part)
}

/// `text` with every `{{name}}` replaced by `word(name)`. A line that is a name alone stands
/// for whole lines: it is replaced by the word, which ends with a line of its own, and goes
/// when the word is empty. `{{` before anything but a name and `}}` is left as it is.
pub(crate) fn fill(text: &str, mut word: impl FnMut(&str) -> Result<String>) -> Result<String> {
    let mut filled = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if let Some(name) = placeholder(line.trim()).filter(|name| name.len() + 4 == line.trim().len()) {
            let lines = word(name)?;
            filled.push_str(&lines);
            if !lines.is_empty() && !lines.ends_with('\n') {
                filled.push('\n');
            }
            continue;
        }
        let mut rest = line;
        while let Some(start) = rest.find("{{") {
            filled.push_str(&rest[..start]);
            match placeholder(&rest[start..]) {
                Some(name) => {
                    filled.push_str(&word(name)?);
                    rest = &rest[start + name.len() + 4..];
                }
                None => {
                    filled.push_str("{{");
                    rest = &rest[start + 2..];
                }
            }
        }
        filled.push_str(rest);
    }
    Ok(filled)
}

/// The name of the `{{name}}` that `text` starts with, if it does.
fn placeholder(text: &str) -> Option<&str> {
    let name = text.strip_prefix("{{")?.split_once("}}")?.0;
    let valid =
        !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    valid.then_some(name)
}

/// The guide's table of `edition`'s problems, from their statements: the names in each
/// heading's brackets and the `**Points:**`, under headings in `language`.
pub(crate) fn points_table(root: &Path, edition: &str, language: &str) -> Result<String> {
    let words = hog_i18n::catalogue(language)
        .or(hog_i18n::catalogue(hog_i18n::ENGLISH))
        .expect("English is compiled in");
    let column = |id: &str| words.text(id, &[]);
    let mut rows = vec![[column("guide-problem"), column("guide-title"), column("guide-points")]];
    for id in problems(root, edition)? {
        let path = format!("problems/{id}/README.md");
        let text = render(root, edition, &path)?;
        let heading = text.lines().next().unwrap_or_default();
        let title = heading.rsplit_once('(').map(|(_, names)| names.trim_end().trim_end_matches(')'));
        let points = text.lines().find_map(|line| line.strip_prefix("**Points:** "));
        let points = points.and_then(|points| points.split_whitespace().next());
        let (Some(title), Some(points)) = (title, points) else {
            bail!("{path} says no title in its heading's brackets, or no **Points:**");
        };
        rows.push([id, title.to_owned(), points.to_owned()]);
    }
    let width = hog_i18n::width::columns;
    let widths: Vec<usize> =
        (0..3).map(|column| rows.iter().map(|row| width(&row[column])).max().unwrap()).collect();
    let line = |cells: [&str; 3]| {
        let padded: Vec<String> = cells
            .iter()
            .zip(&widths)
            .map(|(cell, w)| format!(" {} ", hog_i18n::width::pad_end(cell, *w)))
            .collect();
        format!("|{}|\n", padded.join("|"))
    };
    let mut table = line([&rows[0][0], &rows[0][1], &rows[0][2]]);
    let rule: Vec<String> = widths.iter().map(|width| "-".repeat(width + 2)).collect();
    table.push_str(&format!("|{}|\n", rule.join("|")));
    for row in &rows[1..] {
        table.push_str(&line([&row[0], &row[1], &row[2]]));
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn words(name: &str) -> Result<String> {
        let words = BTreeMap::from([("update", "sus_update"), ("note", "A note.\n"), ("none", "")]);
        words.get(name).map(|word| word.to_string()).with_context(|| format!("no word {name:?}"))
    }

    #[test]
    fn words_fill_names_and_a_name_alone_fills_whole_lines() {
        let text = "play(a, {{update}}, {{update}})\n{{note}}\n  {{none}}\nformat!(\"{{}}\") {{ x }}\n";
        assert_eq!(
            fill(text, words).unwrap(),
            "play(a, sus_update, sus_update)\nA note.\nformat!(\"{{}}\") {{ x }}\n"
        );
        assert_eq!(fill("see {{nothing}}\n", words).unwrap_err().to_string(), "no word \"nothing\"");
    }

    #[test]
    fn a_part_is_its_heading_and_what_follows_up_to_a_heading_as_high() {
        let shared = "# Title\n\n## Given\n\nStrategies.\n\n### Update\n\n```\n# not a heading\n```\n\n## Rules\n\nTurns.\n";
        let read = |path: &str| -> Result<String> {
            if path == "problems/05/README.md" {
                Ok(shared.to_owned())
            } else {
                bail!("there is no shared file {path}")
            }
        };
        let own = "# Mine\n\n{{part problems/05/README.md#Given}}\n## My rule\n";
        assert_eq!(
            with_parts(own, read).unwrap(),
            "# Mine\n\n## Given\n\nStrategies.\n\n### Update\n\n```\n# not a heading\n```\n\n## My rule\n"
        );
        let errors = [
            ("{{part problems/05/README.md#Missing}}\n", "has no heading \"Missing\""),
            ("{{part problems/06/README.md#Given}}\n", "there is no shared file problems/06/README.md"),
            ("{{part problems/05/README.md}}\n", "should be {{part PATH#HEADING}}"),
        ];
        for (own, error) in errors {
            let message = format!("{:#}", with_parts(own, read).unwrap_err());
            assert!(message.contains(error), "{own}: {message}");
        }
    }

    /// What an edition hands out holds its questions and never an answers file, its own or
    /// the shared one.
    #[test]
    fn no_answers_are_handed_out() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let write = |path: &str, text: &str| {
            std::fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
            std::fs::write(root.join(path), text).unwrap();
        };
        write("problems/05/README.md", "# Problem 05 ({{title}})\n");
        write("problems/05/questions.toml", "shared");
        write(hog_engine::questions::ANSWERS, "shared answers");
        write("editions/b/edition.toml", "[words]\ntitle = \"play\"\n");
        write("editions/b/problems/05/questions.toml", "b's");
        write("editions/b/problems/answers.toml", "b's answers");
        let handed: Vec<(String, String)> = data_files(root, "b")
            .unwrap()
            .into_iter()
            .map(|(path, bytes)| (path, String::from_utf8(bytes).unwrap()))
            .collect();
        let expected =
            [("problems/05/README.md", "# Problem 05 (play)\n"), ("problems/05/questions.toml", "b's")];
        assert_eq!(handed, expected.map(|(path, text)| (path.to_owned(), text.to_owned())));
    }
}
