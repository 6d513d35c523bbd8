//! What the instructors' help says: every command, `grade --solution` included.

#[test]
fn the_help_lists_every_command() {
    let help = super::every_help();
    for command in
        ["grade", "unlock", "release", "grade-all", "gradebook", "snapshots", "mutants", "--solution"]
    {
        assert!(help.contains(command), "{command} is missing:\n{help}");
    }
    insta::with_settings!({ snapshot_path => "instructor_help", prepend_module_to_snapshot => false, omit_expression => true }, {
        insta::assert_snapshot!("help", help);
    });
}
