//! Official grading, on the grading engine (`hog-engine`) and the release (`hog-authoring`):
//! a class's submissions graded with the hidden cases, and what the course's platforms take.
//!
//! - [`batch`]: `cargo xtask grade-all`, a folder of submissions graded at once, each in its
//!   own sandbox, each record on disk as soon as it is done; the roster that names their
//!   students; Gradescope's autograder.
//! - [`leaderboard`]: Gradescope's leaderboard of the final strategies.
//! - [`gradebook`]: the grades as a course's gradebook takes them (Canvas, a spreadsheet).
//! - [`tools`]: the contest and the class report, packages of their own run through cargo.
//! - [`html`] and [`spreadsheet`]: text made safe for a page or a spreadsheet cell.

pub mod batch;
pub mod gradebook;
pub mod html;
pub mod leaderboard;
pub mod spreadsheet;
pub mod tools;
