//! The grader's suites, one module per problem, and the binary that runs them.
//!
//! `cargo xtask grade` builds this binary (with the `solution` feature to grade
//! the reference) and runs it; every case then runs in a child process of it.

mod mock;
mod problems;

fn main() -> std::process::ExitCode {
    hog_grader::main(problems::all(), cfg!(feature = "solution"))
}
