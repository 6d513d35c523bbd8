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
