//! Reports of a grading run: for students ([`text`]), for machines ([`json`]), for
//! Gradescope ([`gradescope`], checked against its documented fields by [`documented`]) and
//! for GitHub Classroom ([`classroom`]).

pub mod classroom;
pub mod documented;
pub mod gradescope;
pub mod json;
#[cfg(test)]
mod sample;
pub mod text;

/// A count with its noun, singular or plural: "1 case", "3 cases".
fn count(n: usize, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}
