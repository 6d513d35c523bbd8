//! Reports of a grading run: for students ([`text`]), for machines ([`json`]) and for
//! Gradescope ([`gradescope`]).

pub mod gradescope;
pub mod json;
pub mod text;
