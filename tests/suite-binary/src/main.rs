//! The suite binary: the suites (`hog-suites`, compiled once) with the table of the student's
//! functions filled in from the teaching crates this binary is compiled with. It is all that
//! is compiled again, with those crates, when the code to grade changes.

/// The reference's strategies tabulated, for Gradescope's leaderboard: a solution build's tool.
#[cfg(feature = "solution")]
mod reference;
mod student;

// Naming the shared library is what links it: rustc then takes the suites, the grader and
// every crate under them from it rather than from their static libraries. The build script
// says when (`suites_dylib`): a student's own grading on glibc Linux.
#[cfg(suites_dylib)]
use hog_suites_dylib as _;

fn main() -> std::process::ExitCode {
    #[cfg(feature = "solution")]
    if let Some(code) = reference::run(&std::env::args().collect::<Vec<_>>()) {
        return code;
    }
    hog_suites::run(
        student::table(),
        hog_rules::EDITION,
        cfg!(feature = "solution"),
        concat!(env!("CARGO_MANIFEST_DIR"), "/../.."),
    )
}

#[cfg(all(test, feature = "solution"))]
mod tests {
    /// The stored snapshots of the edition compiled are the solution's output: run
    /// `cargo xtask snapshots` when not.
    #[test]
    fn snapshots_match_the_solution() {
        hog_suites::student::install(super::student::table());
        hog_suites::edition::choose(hog_rules::EDITION).unwrap();
        let edition = hog_suites::edition::graded();
        let folder = format!("../../../{}", hog_suites::snapshots::folder(edition.name));
        for snapshot in edition.snapshots {
            let text = (snapshot.generate)().join("\n");
            insta::with_settings!({ snapshot_path => &folder, prepend_module_to_snapshot => false, omit_expression => true }, {
                insta::assert_snapshot!(snapshot.name, text);
            });
        }
    }
}
