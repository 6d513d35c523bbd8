//! The student release, built for real: it holds no instructor material or instructor
//! commands, passes clippy without a warning, grades to zero with "not implemented yet",
//! notices edited tests, and grades alike with CRLF line endings.

use std::path::Path;
use std::process::Command;

use hog_authoring::release;
use hog_engine::workspace;

use crate::common::{RULES, cargo_in_copy, solution};

/// What grades a release in [`prove_release`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grader {
    /// Its own tool, `cargo xtask grade`, built as students build it.
    Own,
    /// This checkout's tool, already built: for another edition's release, whose tool is the
    /// same code as the checkout's release, proven with [`Grader::Own`]. It builds in
    /// [`crate::editions::proofs_target`].
    Checkout,
}

/// `xtask grade --format json` in the release at `dir`, by `grader`.
fn grade(dir: &Path, grader: Grader, target: &Path) -> std::process::Output {
    match grader {
        Grader::Own => cargo_in_copy(dir, &["xtask", "grade", "--format", "json"], target),
        Grader::Checkout => Command::new(env!("CARGO_BIN_EXE_xtask"))
            .args(["grade", "--format", "json"])
            .current_dir(dir)
            // The tool finds the workspace it grades from the folder it runs in.
            .env_remove("CARGO_MANIFEST_DIR")
            // Another edition's suites are other files at the checkout's paths: they build
            // where that edition's proofs build, never in the checkout's sandboxes' folder.
            .env("HOG_SANDBOX_TARGET", crate::editions::proofs_target())
            .output()
            .unwrap(),
    }
}

#[test]
fn a_release_builds_clean_and_grades_to_zero() {
    let root = hog_engine::environment::root().unwrap();
    let out = tempfile::tempdir().unwrap();
    let release_root = out.path().join("hog");
    release::write(&root, &release_root).unwrap();
    let target = crate::common::copies_target(&root);
    let attributes = std::fs::read_to_string(release_root.join(".gitattributes")).unwrap_or_default();
    assert!(attributes.contains("* text=auto eol=lf"), "a student's clone has LF line endings: {attributes}");

    for left_out in
        ["crates/rules/solution", "tests/mutants", "problems/answers.toml", "tests/suites/hidden", ".ci"]
    {
        assert!(!release_root.join(left_out).exists(), "{left_out} reached the release");
    }
    assert_eq!(
        crate::tidy::missing_from_top_level(&release_root),
        Vec::<&str>::new(),
        "a release's top level"
    );
    // Each statement in Chinese beside its English one, every word filled in; no templates.
    for statement in hog_engine::workspace::files(&release_root.join("problems"), &[]).unwrap() {
        let name = statement.file_name().unwrap().to_string_lossy().into_owned();
        if name == "README.md" {
            let chinese = std::fs::read_to_string(statement.with_file_name("README.zh-CN.md"))
                .unwrap_or_else(|_| panic!("{} has no Chinese beside it", statement.display()));
            assert!(!chinese.contains("{{"), "{}: {chinese}", statement.display());
        }
    }
    assert!(
        !release_root.join("locales/zh-CN/problems").exists(),
        "the statements' templates reached the release"
    );
    for grading in ["tests/suites/lib.rs", "tests/suite-binary/Cargo.toml", "tests/known-mistakes.json"] {
        assert!(release_root.join(grading).is_file(), "a release's tests/ holds {grading}");
    }
    // What its suites say, in English and in Chinese, without the hidden suites' words or the
    // zoo's; its known mistakes hold their Chinese lines.
    let course = hog_engine::edition::course_name(&root).unwrap();
    for said in [
        "tests/suites/messages.ftl".to_owned(),
        "locales/zh-CN/tests/suites/messages.ftl".to_owned(),
        format!("editions/{course}/suites/messages.ftl"),
        format!("locales/zh-CN/editions/{course}/suites/messages.ftl"),
    ] {
        assert!(release_root.join(&said).is_file(), "a release holds {said}");
    }
    for withheld in [
        "tests/suites/hidden".to_owned(),
        "locales/zh-CN/tests/suites/hidden".to_owned(),
        "locales/zh-CN/tests/mutants".to_owned(),
        format!("editions/{course}/suites/hidden.ftl"),
        format!("locales/zh-CN/editions/{course}/suites/hidden.ftl"),
    ] {
        assert!(!release_root.join(&withheld).exists(), "{withheld} reached the release");
    }
    let known = std::fs::read_to_string(release_root.join("tests/known-mistakes.json")).unwrap();
    assert!(known.contains("\"zh-CN\""), "the known mistakes have no Chinese lines");
    // The instructors' commands, their help and their crates stay behind too.
    for instructor_only in [
        "xtask/src/batch",
        "xtask/src/mutants.rs",
        "xtask/src/snapshots.rs",
        "xtask/src/snapshots",
        "xtask/src/release/handout.rs",
        "xtask/src/release/rewrite.rs",
        "xtask/src/cli/instructor_help",
    ] {
        assert!(!release_root.join(instructor_only).exists(), "{instructor_only} reached the release");
    }
    // The suites' table knows the release's edition only: no other edition's names or constants.
    let table = std::fs::read_to_string(release_root.join("tests/suites/student.rs")).unwrap();
    let edition = hog_engine::edition::course_name(&root).unwrap();
    let functions = |edition: &str| -> Vec<String> {
        let files = workspace::teaching_files_of(&root, Some(edition)).unwrap();
        let texts = files.iter().map(|file| file.solution_text().unwrap()).collect::<Vec<_>>().join("\n");
        let name = |line: &str| {
            line.strip_prefix("pub fn ").map(|rest| rest.split(['(', '<']).next().unwrap().to_owned())
        };
        texts.lines().filter_map(name).collect()
    };
    let own = functions(&edition);
    for other in hog_engine::edition::all(&root).unwrap().into_iter().filter(|e| e.name != edition) {
        let namespace = hog_engine::edition::namespace(&other.name);
        assert!(
            !table.contains(&namespace),
            "the release's suites' table names {namespace}, another edition's namespace: no item of an \
             edition may hold another edition's name, even inside a word; rename the item that does"
        );
        for function in functions(&other.name).into_iter().filter(|f| !own.contains(f)) {
            assert!(
                !table.contains(&format!("fn {function}(")),
                "the release's suites' table has {function}"
            );
        }
    }
    prove_release(&release_root, &target, &[], Grader::Own);
    // Real code, so that a grade of the same files with other line endings has points to lose.
    std::fs::write(release_root.join(RULES), solution(&root, RULES)).unwrap();
    let with_lf = grade(&release_root, Grader::Own, &target);
    prove_release_tool(&release_root, &target);
    grades_alike_with_crlf(&release_root, &target, &with_lf);
}

/// The release at `release_root` checked out as Git for Windows does without `.gitattributes`,
/// every text file with CRLF line endings, the student's among them: it grades as it did with
/// LF (`with_lf`), and no grading file is said to differ from the one given.
fn grades_alike_with_crlf(release_root: &Path, target: &Path, with_lf: &std::process::Output) {
    let mut rewritten = 0;
    for file in workspace::files(release_root, &[".hog"]).unwrap() {
        let Ok(text) = std::fs::read_to_string(&file) else { continue };
        if text.contains('\n') && !text.contains('\r') {
            std::fs::write(&file, text.replace('\n', "\r\n")).unwrap();
            rewritten += 1;
        }
    }
    assert!(rewritten > 100, "only {rewritten} text files");
    let with_crlf = grade(release_root, Grader::Own, target);
    let warnings = String::from_utf8_lossy(&with_crlf.stderr);
    assert!(!warnings.contains("differ from the ones you were given"), "{warnings}");
    // The grades without the time each case took.
    let report = |output: &std::process::Output| {
        let mut report: serde_json::Value = serde_json::from_slice(&output.stdout)
            .unwrap_or_else(|_| panic!("no report:\n{}", String::from_utf8_lossy(&output.stderr)));
        for problem in report["problems"].as_array_mut().unwrap() {
            for case in problem["cases"].as_array_mut().unwrap() {
                case.as_object_mut().unwrap().remove("millis");
            }
        }
        report
    };
    let (lf, crlf) = (report(with_lf), report(&with_crlf));
    assert!(lf["earned"].as_f64().unwrap() > 0.0, "the solution's regions earn points: {lf}");
    assert_eq!(crlf, lf, "{warnings}");
}

/// No file of a real release, fixtures and examples included, holds a line of a reference
/// solution of any edition (`release::write` refuses such a release; this names what it found).
#[test]
fn a_release_holds_no_line_of_the_reference() {
    let root = hog_engine::environment::root().unwrap();
    let out = tempfile::tempdir().unwrap();
    let release_root = out.path().join("hog");
    release::write(&root, &release_root).unwrap();
    let found = release::reference_lines_in(&root, &release_root).unwrap();
    assert!(found.is_empty(), "the release hands out reference lines:\n{}", found.join("\n"));
}

/// The release at `release_root` leaves out the instructors' crates, passes clippy without a
/// warning (`packages`, or the whole workspace when empty), and grades to zero with "not
/// implemented yet".
pub fn prove_release(release_root: &Path, target: &Path, packages: &[&str], grader: Grader) {
    let release_root = release_root.to_path_buf();
    let tool = std::fs::read_to_string(release_root.join("xtask/Cargo.toml")).unwrap();
    for instructor_only in ["instructor", "zip", "csv", "indicatif", "toml_edit", "[[test]]"] {
        assert!(!tool.contains(instructor_only), "xtask/Cargo.toml still has {instructor_only}:\n{tool}");
    }
    assert!(release_root.join("problems/05/questions.toml").exists());
    assert!(std::fs::read_to_string(release_root.join("README.md")).unwrap().contains("cargo xtask grade"));

    // Every target of every crate, xtask as students build it included, without a warning or a
    // lint; checked rather than built, as grading below builds what students run.
    let mut clippy = vec!["clippy", "--all-targets"];
    if packages.is_empty() {
        clippy.push("--workspace");
    }
    clippy.extend(packages.iter().flat_map(|package| ["--package", package]));
    clippy.extend(["--", "-D", "warnings"]);
    let check = cargo_in_copy(&release_root, &clippy, target);
    let stderr = String::from_utf8_lossy(&check.stderr);
    assert!(check.status.success(), "{stderr}");
    assert!(!stderr.contains("warning"), "the release builds with warnings:\n{stderr}");

    let grade = grade(&release_root, grader, target);
    let report: serde_json::Value = serde_json::from_slice(&grade.stdout).unwrap();
    assert_eq!(report["earned"], 0.0);
    let scored: Vec<&serde_json::Value> = report["problems"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["cases"].as_array().unwrap())
        .filter(|c| c["kind"] == "scored")
        .collect();
    assert!(!scored.is_empty());
    for case in scored {
        assert_eq!(case["verdict"]["kind"], "not_implemented", "{case}");
    }
    assert!(!String::from_utf8_lossy(&grade.stderr).contains("differ from the ones you were given"));
}

/// What a release's tool does whatever the edition: its own tests and help, the instructors'
/// options refused, an edited test noticed.
fn prove_release_tool(release_root: &Path, target: &Path) {
    let release_root = release_root.to_path_buf();
    // The student build's own tests pass there, its pinned help among them.
    let tests = cargo_in_copy(&release_root, &["test", "--package", "xtask", "--quiet"], target);
    assert!(tests.status.success(), "{}", String::from_utf8_lossy(&tests.stderr));

    let help = cargo_in_copy(&release_root, &["xtask", "--help"], target);
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("Usage: cargo xtask <COMMAND>") && help.contains("unlock"), "{help}");
    for instructor_only in ["release", "grade-all", "mutants", "snapshots"] {
        assert!(!help.contains(instructor_only), "students see {instructor_only}:\n{help}");
    }
    let instructor_only = cargo_in_copy(&release_root, &["xtask", "grade", "--solution"], target);
    let refused = String::from_utf8_lossy(&instructor_only.stderr);
    assert!(refused.contains("unexpected argument '--solution'"), "{refused}");

    let suite = release_root.join("tests/suites/problems/p01_roll_dice.rs");
    let given = std::fs::read_to_string(&suite).unwrap();
    std::fs::write(&suite, given.replace("=> 10;", "=> 11;")).unwrap();
    let edited = cargo_in_copy(&release_root, &["xtask", "grade", "-q", "1"], target);
    let warning = String::from_utf8_lossy(&edited.stderr);
    assert!(warning.contains("tests/suites/problems/p01_roll_dice.rs"), "{warning}");
    std::fs::write(&suite, given).unwrap();
}
