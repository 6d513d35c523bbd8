//! What is still a stub in the student files compiled into `hog`, for tests that need one.
#![allow(dead_code)] // Shared by several test binaries, each of which uses part of it.

/// The first `todo!()` left in the rules file, as (problem, function). The rules file holds
/// problems 01 to 05 in order, so it is the first problem a game needs that is still to write.
pub fn first_todo_in_rules() -> Option<(String, String)> {
    let (_, rest) = hog_rules::SOURCE.text.split_once("todo!(\"Problem ")?;
    let (problem, rest) = rest.split_once(": ")?;
    let (function, _) = rest.split_once('"')?;
    Some((problem.to_owned(), function.to_owned()))
}

/// Whether `function` is still the stub handed out.
pub fn still_to_write(function: &str) -> bool {
    [hog_rules::SOURCE, hog_strategies::SOURCE, hog_experiments::SOURCE]
        .iter()
        .any(|source| source.text.contains(&format!(": {function}\")")))
}

/// What a game says when it stops at the first problem of the rules still to write.
pub fn not_written(problem: &str, function: &str) -> String {
    format!(
        "Problem {problem} ({function}) is not written yet: write it in crates/rules/src/rules.rs, \
         then check it with `cargo xtask grade -q {problem}`."
    )
}
