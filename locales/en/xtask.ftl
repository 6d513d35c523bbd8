# What `cargo xtask grade` says around the report: building, the build's failure, edited
# grading files, concept questions still locked, watch mode (xtask/src/grade.rs and the
# engine's sandbox, crates/engine/src/sandbox.rs).

building = Building the grader and your code…
building-first = Building the grader and your code (the first build takes a few minutes)…
build-failed-student = Your code does not compile, even with the problems whose code has errors set aside: fix the errors above first.
build-failed-course = The course's code does not build (the errors above are in the reference, the suites or an edition's own files, not in a student file): fix them in the files they name (an edition's own are in editions/<name>/), then grade again.
build-failed-grader = The grader itself does not build (the errors above are not in your files): tell your course staff.
grading-files-edited = warning: these grading files differ from the ones you were given:
grading-files-edited-graded = Your grade here uses them as they are now; official grading uses the originals.
grading-files-edited-undo = To undo the changes, restore them from your course's copy (for example `git checkout -- <file>`).
questions-locked = Problem { $problem } has { $count ->
    [one] { $count } locked concept question
   *[other] { $count } locked concept questions
}: unlock them with `cargo xtask unlock -q { $problem }`.
watch-no-events = File events are not available here ({ $error }); press Enter to grade again.
watching = Watching crates/ for changes; press Enter to grade again, Ctrl-C to stop.
# $files: one file a line, each indented.
grading-files-tampered = while it was graded, your code changed these grading files (in the grading copy, not yours):
    {"    "}{ $files }
    They were put back, but this grade cannot be trusted. Code under test may only compute.
