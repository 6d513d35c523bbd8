# What `cargo xtask grade` reports to a student, case by case (crates/grader/src/report/text.rs).
# Arguments in { } are filled in by the grader: numbers, names, code, commands.

## Labels that open a line

label-error = error:{" "}
label-hint = hint:{" "}
label-note = note:{" "}
label-warning = warning:{" "}

## A case

case-heading = Problem { $problem } > Suite { $suite } > Case { $case }
case-unscored = {" "}(unscored)
case-hidden = {" "}(hidden)
debug-output = Your DEBUG: output:
debug-dropped = ... and { $count ->
    [one] { $count } more DEBUG: line
   *[other] { $count } more DEBUG: lines
}
run-alone = Run only this case: { $command }

## How a case ended

verdict-passed = passed
verdict-millis = {" "}({ $millis } ms)
verdict-while = {" "}while running `{ $code }`
verdict-at = {" "}at { $location }
failure-expected = expected
failure-but-got = but got
verdict-not-implemented = not implemented yet:{" "}
verdict-todo-reached = your code reached a todo!()
hint-write-body = Write its body between the BEGIN and END PROBLEM markers, in place of the todo!().
verdict-panicked = your code panicked{ $during }{ $at }:
verdict-timed-out = the case ran past { $seconds } s{ $during } and was stopped.
hint-timed-out = your code may loop forever: check that every loop moves towards its end.
verdict-stack-overflow = your code overflowed the stack{ $during }.
hint-stack-overflow = a function may be calling itself without end.
verdict-exited = your code ended the process (exit code { $code }){ $during }, before the case finished.
hint-exited = remove any call of std::process::exit; return a value instead.
verdict-out-of-memory = your code asked for { $amount } of memory{ $during }, more than a case may use, and was stopped.
hint-out-of-memory = a list or string that grows in a loop without end, or a size computed from a huge number.
verdict-crashed = the process { $what }{ $during }.
bytes = { $count } bytes

## What a crash was, the same words on every system

crash-aborted-signal = aborted (signal 6, SIGABRT)
crash-killed = was killed (signal 9, SIGKILL)
crash-bad-access-signal = crashed on a bad memory access (signal { $signal })
crash-signal = was stopped by signal { $signal }
crash-fast-fail = aborted (exception { $code }, a fast fail)
crash-no-memory = ran out of memory (exception { $code })
crash-bad-access-exception = crashed on a bad memory access (exception { $code })
crash-exception = was stopped by exception { $code }
crash-unknown = crashed
hint-crash-abort = Rust aborts when a panic happens while another is being handled, or when std::process::abort is called; look for either.
hint-crash-memory = the system stops a process that uses too much memory this way: look for a list that grows without end.
hint-crash-bad-access = safe Rust cannot do this by itself: very deep recursion is the usual cause.
hint-crash-alone = run the case alone to see more.

## Plain words for the panics students meet most

hint-subtract-overflow = scores are unsigned, so a subtraction went below zero; `a.abs_diff(b)` gives |a - b|.
hint-add-overflow = a number grew past its type's limit: is a loop adding without end?
hint-divide-by-zero = a division or % by zero: which number can be 0 here?
hint-index-out-of-bounds = an index past the end of a list.

## A problem

# What joins the parts of a problem's summary line, and what ends a sentence.
summary-and = ,{" "}
summary-then = ;{" "}
full-stop = .

source-check-heading = Problem { $problem } > source check
source-check-no-points = Until this is fixed, problem { $problem } earns no points.
known-mistake = This looks like a known mistake:{" "}
withheld-heading = Problem { $problem } { $reason } ({ $file })
withheld-graded = Problem { $problem } was graded as if its code were the stub, so it earns no points; the other problems were graded as usual.
withheld-does-not-compile = does not compile
withheld-forbidden = uses something not allowed
withheld-markers = has lost its markers
withheld-build-timed-out = takes too long to compile
summary = Problem { $problem } ({ $title }): { $status }
summary-checks-failed = { $count ->
    [one] { $count } source check failed
   *[other] { $count } source checks failed
}
summary-points = { $earned }/{ $points } { $points ->
    [one] point
   *[other] points
}
summary-partial = ({ $scope }: points are given for whole problems; { $command } for the score)
scope-one-case = one case run
scope-one-suite = suite { $suite } run alone
scope-some-cases = some of its cases run
status-no-cases = no cases
status-all-passed = { $unscored ->
    [yes] { $count ->
        [one] { $count } unscored case passed
       *[other] all { $count } unscored cases passed
    }
   *[no] { $count ->
        [one] { $count } case passed
       *[other] all { $count } cases passed
    }
}
status-one-failed = { $unscored ->
    [yes] 1 unscored case failed
   *[no] 1 case failed
}
status-passed-of = { $unscored ->
    [yes] { $passed } of { $count } unscored cases passed
   *[no] { $passed } of { $count } cases passed
}
status-not-implemented = not implemented yet
status-other-not-implemented = { $counts } ({ $other } is not implemented yet)

## The whole report

first-failure-only = Only the first failure is shown in full: grade a problem alone (-q NN) or add --verbose.
outside-edits = these lines are outside the BEGIN/END PROBLEM regions and differ from the files handed out:
outside-edits-graded = Grading uses the original lines there (official grading too): write only between the markers.
protection = Protection: { $what }.
score-heading = Point breakdown
score-problem = Problem { $problem }
score-partial-note = (only part of it ran)
score-title = Score:
score-total = Total: { $earned }/{ $possible }
score-total-partial = Total: -/{ $possible } (only part of a problem ran)

## What the system could protect against student code

confinement-memory = each case ran in a folder of its own with at most { $gib } GiB of memory
confinement-full = { $memory }; Landlock blocked writes outside it, network connections and signals
confinement-partial = { $memory }; Landlock blocked writes outside it (this kernel cannot also block network connections or signals)
confinement-none = { $memory }; { $system } did not block writes outside it, network connections or signals (Landlock, which does, is Linux's), so the grading files are checked after grading instead

## Lines edited outside the regions

edited-line = { $file }: line { $line }
edited-lines = { $file }: lines { $first }–{ $last } ({ $count } lines)
edited-more = and { $count } more

## Gradescope's results.json: its output and each test's name and output

gradescope-total = Total: { $earned }/{ $possible }
gradescope-edited = Edited outside the problem regions (graded as handed out): { $edits }
gradescope-source-check = Source check failed: { $check }
gradescope-withheld = Problem { $problem } { $reason } ({ $file }), so it was graded as the stub:
gradescope-all-passed = { $count ->
    [one] { $count } case passed.
   *[other] All { $count } cases passed.
}
gradescope-test = Problem { $problem } ({ $title }), suite { $suite }
gradescope-unscored = {" "}(not scored)

## The lint: what no student file may use (crates/grader/src/lint.rs)

lint-unreadable = cannot be read: { $error }
lint-not-allowed = { $what } is not allowed in your solutions: { $why }
lint-macro-rules = `macro_rules!` is not allowed in a problem's region: write a function instead
lint-renaming-std = renaming `std`, `core` or `alloc`
lint-extern-function = an `extern` function
lint-extern-block = an `extern` block
lint-why-unsafe = the grader relies on Rust's safety checks
lint-why-in-full = name what you use in full
lint-why-links-other-languages = it links code written in other languages
lint-why-call-other-languages = code under test may not call code written in other languages
lint-why-called-from-other-languages = code under test may not be called from other languages
lint-why-extern-crate = use only the crates the file already uses
lint-why-another-file = it compiles another file into your code
lint-why-reads-file = it reads another file
lint-why-environment = it reads the environment
lint-why-machine-code = it runs machine code directly
lint-why-linking = it changes how the program is linked
lint-reach-fs = code under test may not read or write files
lint-reach-process = code under test may not start programs or end the grader's process
lint-reach-env = code under test may not read the environment or the command line
lint-reach-net = code under test may not use the network
lint-reach-os = code under test may not use the operating system directly
lint-reach-ffi = code under test may not call code written in other languages
lint-reach-arch = code under test may not run processor-specific instructions

# What a case that compares lines says (crates/grader/src/session.rs): the lines are code and
# output, said as they are.
lines-as-expected = { $count } lines, as expected
lines-differ = line { $line } differs.
lines-end-here = (nothing: the lines end here)
lines-expected-got =
    expected { $number }  { $expected }
    {" "}but got { $number }  { $got }
lines-hint = hint: { $hint }
case-could-not-start = the grader could not start the case: { $error }

# The source checks of a problem (crates/grader/src/source.rs): what a function may not use,
# or must call.
source-unreadable = cannot be read: { $error }
source-no-function = has no function `{ $function }`; keep the provided signature and write inside it
source-must-call = { $function } must call { $callee } rather than repeat what it does
source-defines-macro = { $function } defines a macro with `macro_rules!`, which { $rule }
source-uses = { $function } uses { $shown }, but { $rule }
source-rule-strings = strings and chars are not allowed here: use / and % on numbers
source-rule-indexing = indexing is not allowed here: use / and % to reach a digit
source-rule-lists = arrays, slices and vectors are not allowed here: use plain numbers
source-rule-for-loops = `for` loops are not allowed here: arithmetic alone is enough
source-rule-loops = loops are not allowed here: call the function that already loops
source-rule-call = { $name } may not be called here
source-rule-macros = is not allowed here: write the code in the function itself
source-brackets = brackets (`[..]`)
source-for-loop = a `for` loop
source-while-loop = a `while` loop
source-loop = a `loop`
source-string-literal = a string literal
source-char-literal = a char literal
source-indexing = indexing (`x[i]`)
source-array = an array (`[..]`)
source-array-repeat = an array (`[x; n]`)
source-array-type = an array type
source-slice-type = a slice type
