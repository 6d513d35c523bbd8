use super::*;

/// A teaching file of two problems, one with provided code around it.
const SOLUTION: &str = r#"//! A teaching file.

/// Adds one.
pub fn add_one(n: u32) -> u32 {
    assert!(n < 1000, "too big");
    // BEGIN PROBLEM 01
    n + 1
    // END PROBLEM 01
}

/// Adds a die.
pub fn both(a: u32, dice: &mut dyn FnMut() -> u32) -> u32 {
    // BEGIN PROBLEM 02
    a + dice()
    // END PROBLEM 02
}
"#;

#[test]
fn differences_name_the_problem() {
    let generated = generate(SOLUTION, "demo.rs").unwrap().stub;
    let edited = generated.replace("todo!(\"Problem 02: both\")", "a + dice()");
    assert!(describe_difference(&edited, &generated).starts_with("problem 02 differs"));
    let provided = generated.replace("too big", "far too big");
    assert!(describe_difference(&provided, &generated).starts_with("the provided code differs"));
}

/// Every file `cargo xtask stubs` writes, regenerated in memory and compared with the one in
/// the checkout: a plain `cargo test` fails on any that is stale or edited by hand.
#[test]
fn every_generated_file_is_up_to_date() {
    let root = hog_engine::environment::root().unwrap();
    regenerate(&root, Mode { check: true, overwrite: false, say: false }).unwrap();
}

/// A table's first line records the digest of the rest: an edit anywhere after it shows.
#[test]
fn a_signed_table_tells_an_edit() {
    let table = signed("// Generated: do not edit.\npub const A: u32 = 1;\n");
    assert!(table.starts_with("// Generated: do not edit. Its digest: "), "{table}");
    assert!(!table_edited(&table));
    assert!(table_edited(&table.replace("= 1", "= 2")));
    assert!(!table_edited("// Generated: do not edit.\npub const A: u32 = 2;\n"), "no digest, no edit");
}

/// A student file edited by hand in the checkout (say, a problem solved in `src/` instead of
/// `solution/`) stops `stubs`, which names the solution to edit and writes nothing, neither
/// there nor in the tables; `--overwrite` drops the edit. An edited table is named too.
#[test]
fn a_generated_file_edited_by_hand_is_never_written_over() {
    let root = hog_engine::environment::root().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path();
    workspace::copy_checkout(&root, copy).unwrap();
    let stub = copy.join("crates/rules/src/rules.rs");
    let original = hog_engine::text::read(&stub).unwrap();
    let edited = original.replacen("todo!(", "unimplemented!(", 1);
    fs::write(&stub, &edited).unwrap();
    let table = copy.join("crates/rules/src/editions.rs");
    let table_text = hog_engine::text::read(&table).unwrap();

    let write = Mode { check: false, overwrite: false, say: false };
    let error = format!("{:#}", regenerate(copy, write).unwrap_err());
    let named = "crates/rules/src/rules.rs was edited by hand since `cargo xtask stubs` wrote it (problem 01 \
                 differs from the generated stub";
    let source =
        "it is made from crates/rules/solution/rules.rs (and, for its edition's own items, editions/";
    assert!(error.contains(named) && error.contains(source) && error.contains("--overwrite"), "{error}");
    assert_eq!(hog_engine::text::read(&stub).unwrap(), edited, "the edit is kept");
    let check = Mode { check: true, ..write };
    assert!(regenerate(copy, check).is_err());

    regenerate(copy, Mode { overwrite: true, ..write }).unwrap();
    assert_eq!(hog_engine::text::read(&stub).unwrap(), original);

    fs::write(&table, table_text.replacen("pub mod", "pub(crate) mod", 1)).unwrap();
    assert!(regenerate(copy, write).is_err());
    regenerate(copy, Mode { overwrite: true, ..write }).unwrap();
    assert_eq!(hog_engine::text::read(&table).unwrap(), table_text);
}

/// A checkout whose solution, stub and lock have CRLF endings (Git for Windows's default) is
/// up to date all the same, and an edit of the stub is still one.
#[test]
fn crlf_endings_are_no_staleness() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let file = TeachingFile {
        solution: root.join("crates/demo/solution/demo.rs"),
        stub: root.join("crates/demo/src/demo.rs"),
        own: None,
        namespace: String::new(),
    };
    for path in [&file.solution, &file.stub] {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
    }
    let generated = generate(SOLUTION, "demo.rs").unwrap();
    let lock = lock_text(&generated);
    let crlf = |text: &str| text.replace('\n', "\r\n");
    fs::write(&file.solution, crlf(&format!("{SOLUTION}\n{}\n", hog_grader::compose::ANCHOR))).unwrap();
    fs::write(&file.stub, crlf(&generated.stub)).unwrap();
    fs::write(lock_path(&file), crlf(&lock)).unwrap();
    let solution = file.solution_text().unwrap();
    assert!(!solution.contains('\r'), "the solution reads with LF endings");
    let regenerated = generate(&solution, "demo.rs").unwrap();
    assert_eq!(regenerated.fingerprints, generated.fingerprints);
    assert_eq!(staleness(root, &file, &regenerated, &lock_text(&regenerated)), Vec::<String>::new());
    fs::write(&file.stub, crlf(&generated.stub.replace("todo!(\"Problem 01", "todo!(\"Problem 1"))).unwrap();
    let stale = staleness(root, &file, &regenerated, &lock_text(&regenerated));
    assert!(stale.len() == 1 && stale[0].contains("problem 01 differs"), "{stale:?}");
}
