//! The instructors' side of editions: making one the course's and the words its shared texts
//! take (`course.rs`), their texts as students read them (`render.rs`), a new term's edition
//! (`new.rs`), and the copy of the checkout another edition's commands run in
//! (`workspace.rs`). What grading reads of editions (the registry, where their files are) is
//! the engine's, `hog_engine::edition`.

mod course;
pub mod new;
pub mod render;
pub mod translated;
pub mod workspace;

pub use course::*;
// What grading reads of editions, extended here by what instructors do with them.
pub use hog_engine::edition::*;
