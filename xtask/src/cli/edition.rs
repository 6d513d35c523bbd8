//! `--edition NAME`, which every instructor command takes: the course's edition by default,
//! and for another edition, the command runs in that edition's workspace
//! (`hog_authoring::edition::workspace`) instead of the checkout.
#![cfg(feature = "instructor")]

use std::process::ExitCode;

use anyhow::{Result, bail};

use crate::cli::Command;
use hog_authoring::edition::workspace::EditionWorkspace;
use hog_engine::edition::{REGISTRY, Registry, active};
use hog_engine::environment::Places;

/// Runs `run`, the command `command`, in the workspace of the edition `flag` names, or of the
/// course's edition without it. Commands on the checkout's own files (a student's grade, the
/// concept questions, the stubs, `edition` and `ci`) always run in the checkout, and refuse
/// another edition; but `grade` given an edition grades that edition's stubs, in its
/// workspace (the course's in the checkout, from its stubs rather than the files there). A
/// workspace without editions (a student release, an autograder) runs every command as it is.
pub fn run_in_edition(
    places: &Places,
    flag: Option<&str>,
    mut command: Command,
    run: impl FnOnce(&Places, Command) -> Result<ExitCode>,
) -> Result<ExitCode> {
    let checkout = places.root.clone();
    if !checkout.join(REGISTRY).is_file() {
        if let Some(name) = flag {
            bail!("this workspace has no editions ({REGISTRY} is not here), so it cannot work on {name:?}");
        }
        return run(places, command);
    }
    let registry = Registry::read(&checkout)?;
    let here = active(&checkout)?;
    if let (Some(name), Command::Grade(grade)) = (flag, &mut command) {
        grade.stubs_of = Some(registry.find(name)?.name);
    }
    let own_files = on_own_files(&command);
    let edition = match flag {
        Some(name) => registry.find(name)?,
        None if own_files.is_some() => here.clone(),
        None => registry.course(),
    };
    if edition == here {
        return run(places, command);
    }
    if let Some(what) = own_files {
        bail!(
            "{what} works on this checkout's own files, which are the course's edition's, {}: it \
             takes no other edition. Grade {}'s stubs with `cargo xtask --edition {} grade` and \
             its reference with `cargo xtask --edition {} grade --solution`, or make {} the \
             course's edition in {REGISTRY}.",
            here.name,
            edition.name,
            edition.name,
            edition.name,
            edition.name
        );
    }
    let elsewhere = EditionWorkspace::open(&checkout, &edition)?;
    let outcome = run(&places.for_edition(elsewhere.root.clone(), &edition.name), command);
    let put = elsewhere.put_back();
    match put {
        Ok(paths) => {
            for path in paths {
                eprintln!("{} changed {path}", edition.name);
            }
            outcome
        }
        Err(error) => match outcome {
            Ok(_) => Err(error),
            Err(failed) => Err(failed.context(format!("{error:#}"))),
        },
    }
}

/// What `command` is called, when it works on the checkout's own files and so always runs in
/// the checkout.
fn on_own_files(command: &Command) -> Option<&'static str> {
    match command {
        // Given an edition, it grades that edition's stubs, in its workspace.
        Command::Grade(grade) if !grade.solution && grade.stubs_of.is_none() => Some("grading your own code"),
        Command::Unlock { .. } => Some("unlock"),
        Command::Stubs { .. } => Some("stubs"),
        Command::Edition { .. } => Some("edition"),
        Command::Ci { .. } => Some("ci, which proves every edition itself,"),
        Command::Bench { .. } => Some("bench"),
        _ => None,
    }
}

/// `raw_args` without `--edition NAME` (or `--edition=NAME`), which xtask keeps: `grade`
/// hands the rest on to the suite binary.
pub fn without_edition_flag(raw_args: &[String]) -> Vec<String> {
    let mut kept = Vec::with_capacity(raw_args.len());
    let mut args = raw_args.iter();
    while let Some(arg) = args.next() {
        if arg == "--edition" {
            args.next();
        } else if !arg.starts_with("--edition=") {
            kept.push(arg.clone());
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_edition_flag_is_not_handed_on() {
        let args: Vec<String> =
            ["-q", "01", "--edition", "swap-feral", "--verbose", "--edition=pigtail-square"]
                .map(String::from)
                .into();
        assert_eq!(without_edition_flag(&args), ["-q", "01", "--verbose"]);
    }
}
