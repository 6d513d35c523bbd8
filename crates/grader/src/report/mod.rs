//! Reports of a grading run: for students ([`text`]) and for machines ([`json`]).

pub mod json;
pub mod text;
