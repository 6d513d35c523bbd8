//! The grader's suites, one module per problem, and the binary that runs them.
//!
//! `cargo xtask grade` builds this binary (with the `solution` feature to grade
//! the reference) and runs it; every case then runs in a child process of it.
//! `cargo xtask contest` also runs two hidden tools of it (`contest.rs`).

mod contest;
#[cfg(feature = "hidden")]
mod hidden;
mod mock;
mod problems;
mod property;
mod snapshots;

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if let Some(code) = contest::run(&args, cfg!(feature = "solution")) {
        return code;
    }
    #[allow(unused_mut)] // only the hidden cases change the list
    let mut problems = problems::all();
    #[cfg(feature = "hidden")]
    hidden::add_to(&mut problems);
    hog_grader::main(problems, cfg!(feature = "solution"), concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}
