//! The instructors' authoring, on the grading engine (`hog-engine`): what makes and proves a
//! course before students see it. No student build holds it.
//!
//! - [`generated`]: `cargo xtask stubs`, every file made from the solutions and the registry.
//! - The proofs that the suites are right: [`reference`](mod@reference) (the solution passes its own suites),
//!   [`snapshots`] (the stored traces and tables), [`mutants`] and [`zoo`] (every known
//!   mistake is rejected), [`answers`] (the concept questions' plain answers).
//! - [`edition`]: a term's rules as one folder, a new one started, another one worked on.
//! - What is handed out: [`release`] (the student release) and [`classroom`] (GitHub
//!   Classroom's template).

pub mod answers;
pub mod classroom;
pub mod edition;
pub mod generated;
pub mod mutants;
pub mod reference;
pub mod release;
pub mod snapshots;
pub mod zoo;
