use super::*;

const SOLUTION: &str = r#"//! A teaching file.

/// Adds one.
pub fn add_one(n: u32) -> u32 {
    assert!(n < 1000, "too big");
    // BEGIN PROBLEM 01
    let braces = { if n > 0 { "}" } else { "{" } }; // a brace in a string
    /* a block comment with } and { */
    let _ = braces;
    n + 1
    // END PROBLEM 01
}

/// Provided: never touched.
pub fn provided() -> &'static str {
    "// BEGIN PROBLEM 99 inside a string is not a marker"
}

/// Two parameters and a closure inside.
pub fn both(a: u32, _ignored: u32, dice: &mut dyn FnMut() -> u32) -> u32 {
    // BEGIN PROBLEM 02
    let twice = |x: u32| { x * 2 };
    twice(a) + dice()
    // END PROBLEM 02
}
"#;

#[test]
fn regions_become_todo_and_the_rest_is_kept() {
    let generated = generate(SOLUTION, "demo.rs").unwrap();
    let expected = r#"//! A teaching file.

/// Adds one.
pub fn add_one(n: u32) -> u32 {
    assert!(n < 1000, "too big");
    // BEGIN PROBLEM 01
    let _ = &n; // Delete this line once you use the parameter.
    todo!("Problem 01: add_one")
    // END PROBLEM 01
}

/// Provided: never touched.
pub fn provided() -> &'static str {
    "// BEGIN PROBLEM 99 inside a string is not a marker"
}

/// Two parameters and a closure inside.
pub fn both(a: u32, _ignored: u32, dice: &mut dyn FnMut() -> u32) -> u32 {
    // BEGIN PROBLEM 02
    let _ = (&a, &dice); // Delete this line once you use the parameters.
    todo!("Problem 02: both")
    // END PROBLEM 02
}
"#;
    assert_eq!(generated.stub, expected);
    let problems: Vec<_> = generated.fingerprints.iter().map(|f| (&*f.problem, &*f.function)).collect();
    assert_eq!(problems, [("01", "add_one"), ("02", "both")]);
}

#[test]
fn generating_from_a_stub_changes_nothing() {
    let stub = generate(SOLUTION, "demo.rs").unwrap().stub;
    assert_eq!(generate(&stub, "demo.rs").unwrap().stub, stub);
}

#[test]
fn a_changed_body_changes_only_its_fingerprint() {
    let before = generate(SOLUTION, "demo.rs").unwrap();
    let after = generate(&SOLUTION.replace("n + 1", "1 + n"), "demo.rs").unwrap();
    assert_eq!(before.stub, after.stub);
    assert_ne!(before.fingerprints[0], after.fingerprints[0]);
    assert_eq!(before.fingerprints[1], after.fingerprints[1]);
}

#[test]
fn formatting_alone_does_not_change_a_fingerprint() {
    let before = generate(SOLUTION, "demo.rs").unwrap();
    let after = generate(&SOLUTION.replace("    n + 1", "        n + 1"), "demo.rs").unwrap();
    assert_eq!(before.fingerprints, after.fingerprints);
}

#[test]
fn a_region_outside_a_function_is_refused() {
    let text = "// BEGIN PROBLEM 01\nconst X: u32 = 1;\n// END PROBLEM 01\n";
    let error = generate(text, "demo.rs").unwrap_err().to_string();
    assert!(error.contains("demo.rs:1: problem 01 is not inside a function body"), "{error}");
}

#[test]
fn code_after_a_region_is_refused() {
    let text = "fn f() -> u32 {\n    // BEGIN PROBLEM 01\n    let x = 1;\n    // END PROBLEM 01\n    x\n}\n";
    let error = generate(text, "demo.rs").unwrap_err().to_string();
    assert!(error.contains("demo.rs:5: code follows `END PROBLEM 01` in f"), "{error}");
}

#[test]
fn unparsable_solutions_are_reported() {
    let error = generate("fn broken( {", "demo.rs").unwrap_err();
    assert!(format!("{error:#}").contains("demo.rs does not parse"));
}

#[test]
fn a_body_can_be_replaced_keeping_the_markers() {
    let replaced =
        replace_body(SOLUTION, "both", "\n        if a > 1 {\n            a\n        } else { 0 }\n")
            .unwrap();
    assert!(replaced.contains(
        "    // BEGIN PROBLEM 02\n    if a > 1 {\n        a\n    } else { 0 }\n    // END PROBLEM 02\n"
    ));
    assert!(replaced.contains("    n + 1\n"), "other regions are kept");
    assert!(replace_body(SOLUTION, "provided", "1").is_err());
}
