//! `cargo xtask ci`: every check the project holds itself to, in the order that fails fastest:
//! this system's, with the other systems' (`systems.rs`) after its lints.

mod systems;

use std::process::Command;
use std::time::Instant;

use anyhow::{Result, bail};

use crate::build::cargo;
use crate::{stubs, workspace};

/// One step: a title and the cargo arguments that run it.
const STEPS: &[(&str, &[&str])] = &[
    ("formatting", &["fmt", "--all", "--check"]),
    ("clippy, student mode", &["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"]),
    (
        "clippy, solution mode",
        &["clippy", "--workspace", "--all-targets", "--all-features", "--", "-D", "warnings"],
    ),
    // xtask as students build it, without the instructors' commands, is checked by clippy in the
    // release test (`xtask/tests/integration/release.rs`), where a release really removed them.
    // The doc examples call the functions students write, which are `todo!()` in the stubs: they
    // run in solution mode only.
    (
        "tests, student mode (with the grader's fixtures and the suites' honesty), without doc examples",
        &["test", "--workspace", "--lib", "--bins", "--tests"],
    ),
    ("tests, solution mode, doc examples included", SOLUTION_MODE_TESTS),
];

/// The tests in solution mode: all but those of the tools that grade real submissions in
/// sandboxes of their own (xtask, the contest, the class report), which run once, in student
/// mode. Every other edition's copy runs those of its packages that tell editions apart
/// (`xtask/tests/integration/editions.rs`).
const SOLUTION_MODE_TESTS: &[&str] = &[
    "test",
    "--workspace",
    "--all-features",
    "--exclude",
    "xtask",
    "--exclude",
    "hog-contest",
    "--exclude",
    "hog-class-report",
];

/// How many of [`STEPS`] are lints, after which the other systems are checked.
const LINTS: usize = 3;

/// Runs every step, stopping at the first that fails; `this_system` leaves out the checks of
/// the other systems, and says so.
pub fn run(this_system: bool) -> Result<()> {
    let root = workspace::root()?;
    let started = Instant::now();
    println!("==> every edition is finished");
    crate::edition::new::require_finished(&root)?;
    println!("==> stubs are in sync with their solutions");
    stubs::run(true)?;
    println!("==> the zoo's signatures are up to date");
    crate::mutants::check_known_mistakes(&root, &crate::edition::active(&root)?.name)?;
    for (index, (title, args)) in STEPS.iter().enumerate() {
        if index == LINTS {
            if this_system {
                println!("==> Windows and macOS: not checked (--this-system)");
            } else {
                systems::run(&root)?;
            }
        }
        println!("==> {title}: cargo {}", args.join(" "));
        let step = Instant::now();
        let status = Command::new(cargo()).args(*args).current_dir(&root).status()?;
        println!("==> {title}: {:.0} s", step.elapsed().as_secs_f64());
        if !status.success() {
            bail!("{title} failed");
        }
    }
    let systems = if this_system { "on this system alone" } else { "on Linux, Windows and macOS" };
    println!("==> all checks passed {systems} in {:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}
