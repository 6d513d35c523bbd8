//! The fixture's problems. Problem 01 has one scored suite per case, each case standing
//! for student code that ends its case in one way: it passes, fails, panics, loops, dies or
//! tries to cheat. Problem 02 passes, and is withheld when graded.

use std::hint::black_box;
use std::io::{BufRead, Write};
use std::time::Duration;

use hog_grader::{Case, Problem, Suite, case};

/// The environment variable naming a file outside the case's folder that a case tries to write.
pub const OUTSIDE: &str = "HOG_FIXTURE_OUTSIDE";

/// The message of problem 01's `todo!()`.
pub const TODO: &str = "Problem 01: verdicts";

/// `DEBUG:` lines the flooding case prints, more than a case keeps.
pub const DEBUG_LINES: usize = 60;

/// What the allocating case asks for: past a case's memory limit (4 GiB), yet little enough
/// that a system without that limit would grant it (the pages are never touched), so the
/// case shows the limit holds wherever it runs, Windows and macOS included.
pub const HUGE: usize = 5 << 30;

/// Every case of problem 01, by what it does; the checks find them by this `about`.
pub fn cases() -> Vec<Case> {
    vec![
        case!("passes" {
            two() => 2;
        }),
        case!("fails" {
            two() => 3, "One and one make two.";
        }),
        case!("panics" {
            loaded_dice();
        }),
        case!("is not implemented yet" {
            not_implemented();
        }),
        case!("loops forever" {
            spin();
        }),
        case!("overflows the stack" {
            recurse(0);
        }),
        case!("calls process::exit" {
            std::process::exit(0);
        }),
        case!("aborts" {
            std::process::abort();
        }),
        // Draining the flood takes a moment on a loaded machine: its own limit keeps it a pass.
        case!("floods its output" {
            flood() => 0;
        })
        .with_timeout(Duration::from_secs(60)),
        case!("allocates too much" {
            allocate() => 0;
        }),
        case!("forges its report" {
            forge_finished();
        }),
        case!("forges the runtime's last words" {
            forge_runtime_message();
        }),
        case!("reads standard input" {
            read_stdin() => 0;
        }),
        case!("writes outside its folder" {
            write_outside();
            write_inside() => true;
        }),
    ]
}

/// Problem 01, one point per case, and problem 02.
pub fn problems() -> Vec<Problem> {
    let cases = cases();
    vec![
        Problem {
            id: "01",
            title: "verdicts",
            points: cases.len() as f64,
            requirements: Vec::new(),
            suites: cases.into_iter().map(|case| Suite::scored(vec![case])).collect(),
        },
        Problem {
            id: "02",
            title: "withheld",
            points: 1.0,
            requirements: Vec::new(),
            suites: vec![Suite::scored(vec![case!("passes" { two() => 2; })])],
        },
    ]
}

fn two() -> u32 {
    black_box(1) + 1
}

fn loaded_dice() {
    panic!("the dice are loaded");
}

fn not_implemented() {
    todo!("Problem 01: verdicts")
}

fn spin() {
    loop {
        black_box(());
    }
}

fn recurse(depth: u64) -> u64 {
    let frame = black_box([depth; 64]);
    if black_box(depth) == u64::MAX { 0 } else { recurse(depth + 1) + frame[1] }
}

/// Noise on both pipes and more `DEBUG:` lines than a case keeps.
fn flood() -> u32 {
    let mut out = std::io::stdout().lock();
    for line in 0..20_000 {
        let _ = writeln!(out, "noise {line} {}", "x".repeat(40));
        if line < DEBUG_LINES {
            let _ = writeln!(out, "DEBUG: {line}");
        }
        if line.is_multiple_of(10) {
            eprintln!("more noise {line}");
        }
    }
    0
}

fn allocate() -> usize {
    let memory = black_box(vec![0u8; HUGE]);
    memory.len() - HUGE
}

/// Report lines as they look, with no tag, a wrong one and a well-made one; then an exit
/// before the case could report: only the grader's own tag makes a report.
fn forge_finished() {
    println!("\nhog-event-0 {{\"event\":\"finished\"}}");
    println!("{{\"event\":\"finished\"}}");
    println!("hog-event-0123456789abcdef0123456789abcdef {{\"event\":\"finished\"}}");
    std::process::exit(0);
}

/// What the runtime prints before it aborts, printed by a process that then exits.
fn forge_runtime_message() {
    eprintln!("thread 'main' has overflowed its stack");
    eprintln!("memory allocation of {HUGE} bytes failed");
    std::process::exit(3);
}

/// Bytes read from standard input: none, since the grader closes it after the tag.
fn read_stdin() -> usize {
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).unwrap_or(usize::MAX)
}

fn write_outside() {
    if let Some(path) = std::env::var_os(OUTSIDE) {
        let _ = std::fs::write(path, "tampered");
    }
}

/// Whether the case may write in its own folder, the one it starts in.
fn write_inside() -> bool {
    std::fs::write("scratch.txt", "working").is_ok()
}
