//! `cargo xtask edition check NAME`: the proofs, lints and tests CI runs for every edition,
//! run for one edition alone, so that an instructor writing a term's rules checks them in
//! minutes rather than with the whole of `cargo xtask ci`.

use std::process::Command;

use anyhow::Result;

use hog_engine::build::cargo;
use hog_engine::environment::Places;

/// The variable that narrows the editions' proofs (`xtask/tests/integration/editions.rs`) to
/// the edition it names.
pub const PROVED: &str = "HOG_PROVED_EDITION";

/// The editions' proofs, by the start of their tests' names: formatting, facts, honest cases,
/// the zoo and the release; clippy and the tests of the packages the edition reaches.
const PROOFS: &str = "editions::every_edition_passes_";

/// Checks edition `name` of the checkout at `places` as CI does: its checklist is done, its
/// known mistakes are signed, and its proofs, lints and tests pass in a copy whose course it is.
pub fn check(places: &Places, name: &str) -> Result<()> {
    let root = &places.root;
    let edition = hog_engine::edition::Registry::read(root)?.find(name)?;
    println!("==> {} is finished", edition.name);
    hog_authoring::edition::new::require_finished(root)?;
    println!("==> {}'s items and files are where the tools read them", edition.name);
    hog_authoring::edition::new::check_parts(root, &edition.name)?;
    println!("==> {}'s known mistakes are signed for its code", edition.name);
    hog_authoring::mutants::check_known_mistakes(root, &edition.name)?;
    super::timed(
        &format!("{}'s proofs, lints and tests", edition.name),
        &format!("{PROVED}={} cargo test --package xtask --test integration -- {PROOFS}", edition.name),
        Command::new(cargo())
            .args(["test", "--package", "xtask", "--test", "integration", "--", PROOFS])
            .env(PROVED, &edition.name)
            .current_dir(root),
    )?;
    println!("==> {} passes every check of its own", edition.name);
    Ok(())
}
