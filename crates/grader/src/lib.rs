//! The grading engine of hog: problems, suites and cases; running each case in a
//! child process so that no student code can take the grader down; source checks
//! with `syn`; and the reports students and machines read.
//!
//! The suites themselves live in the `hog-suites` crate (`tests/suites/`), which calls
//! [`main`] with its problems. This crate knows nothing of Hog's rules.

mod child;
mod cli;
pub mod compose;
pub mod confine;
pub mod course;
mod event;
mod grade;
pub mod lint;
mod model;
mod outcome;
pub mod prepared;
pub mod report;
mod results;
mod session;
pub mod signature;
pub mod source;

pub use child::new_tag;
pub use cli::{EXPECTED_ROOT, Format, GradeArgs, main};
pub use event::Event;
pub use grade::{Options, grade, normalise_id, select};
pub use model::{Case, CaseId, Problem, Suite, SuiteKind};
pub use outcome::{Ending, Verdict, exception};
pub use results::{CaseResult, Grade, ProblemResult, SuiteResult};
pub use session::Session;
pub use source::{Construct, Requirement, Rule, SourceFile, Violation};
