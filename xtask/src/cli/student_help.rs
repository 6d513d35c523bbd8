//! What a student release's help says: only the students' commands, and no `--solution`.

#[test]
fn the_help_lists_only_the_students_commands() {
    let help = super::every_help();
    assert!(help.contains("Usage: cargo xtask grade"), "{help}");
    for instructor_only in ["--solution", "release", "grade-all", "hash-answer", "snapshots", "mutants"] {
        assert!(!help.contains(instructor_only), "a student sees {instructor_only}:\n{help}");
    }
    insta::with_settings!({ snapshot_path => "student_help", prepend_module_to_snapshot => false, omit_expression => true }, {
        insta::assert_snapshot!("help", help);
    });
}
