//! `cargo xtask ci`: every check the project holds itself to, in the order that fails fastest:
//! this system's lints, every edition's release (`releases.rs`), the other systems'
//! (`systems.rs`), then the tests.

pub mod edition;
mod releases;
mod systems;

use std::process::Command;
use std::time::Instant;

use anyhow::{Context, Result, bail};

use hog_authoring::generated;
use hog_engine::build::cargo;
use hog_engine::environment::Places;

/// One step: a title and the cargo arguments that run it.
type Step = (&'static str, &'static [&'static str]);

/// The lints of this system, after which the other systems are checked.
const LINTS: &[Step] = &[
    ("formatting", &["fmt", "--all", "--check"]),
    ("clippy, student mode", &["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"]),
    (
        "clippy, solution mode",
        &["clippy", "--workspace", "--all-targets", "--all-features", "--", "-D", "warnings"],
    ),
    // Every doc link resolves: the docs are how the next maintainer finds their way.
    ("docs, student mode", &["doc", "--workspace", "--no-deps", "--config", DOCS_DENY_WARNINGS]),
    (
        "docs, solution mode",
        &["doc", "--workspace", "--no-deps", "--all-features", "--config", DOCS_DENY_WARNINGS],
    ),
];

/// Makes every rustdoc warning (a broken or private link among them) fail the step.
const DOCS_DENY_WARNINGS: &str = "build.rustdocflags=[\"-D\", \"warnings\"]";

/// The tests of this system. xtask as students build it, without the instructors' commands, is
/// checked by clippy in the release test (`xtask/tests/integration/release.rs`) and in the
/// other systems' checks, where a release really removed them. The doc examples call the
/// functions students write, which are `todo!()` in the stubs: they run in solution mode only.
const TESTS: &[Step] = &[
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

/// Runs every step, stopping at the first that fails; `this_system` leaves out the checks of
/// the other systems, and says so.
pub fn run(places: &Places, this_system: bool) -> Result<()> {
    let root = places.root.clone();
    let started = Instant::now();
    println!("==> every edition is finished");
    hog_authoring::edition::new::require_finished(&root)?;
    hog_engine::edition::Registry::read(&root)?.check_statements(&root)?;
    println!("==> stubs are in sync with their solutions");
    generated::run(&root, true, false)?;
    println!("==> the zoo's signatures are up to date");
    hog_authoring::mutants::check_known_mistakes(&root, &hog_engine::edition::active(&root)?.name)?;
    let cargo_step = |(title, args): &Step| {
        timed(
            title,
            &format!("cargo {}", args.join(" ")),
            Command::new(cargo()).args(*args).current_dir(&root),
        )
    };
    LINTS.iter().try_for_each(cargo_step)?;
    releases::run(&root)?;
    if this_system {
        println!("==> Windows and macOS: not checked (--this-system)");
    } else {
        systems::run(&root)?;
    }
    TESTS.iter().try_for_each(cargo_step)?;
    let systems = if this_system { "on this system alone" } else { "on Linux, Windows and macOS" };
    println!("==> all checks passed {systems} in {:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}

/// Runs `command`, shown as `shown`, as one step of CI between the lines that name and time it;
/// fails with `title` if it does.
fn timed(title: &str, shown: &str, command: &mut Command) -> Result<()> {
    println!("==> {title}: {shown}");
    let started = Instant::now();
    let status = command.status().with_context(|| format!("cannot run {shown}"))?;
    println!("==> {title}: {:.0} s", started.elapsed().as_secs_f64());
    if !status.success() {
        bail!("{title} failed");
    }
    Ok(())
}
