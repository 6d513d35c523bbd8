//! `cargo xtask bench --class N`: how fast `grade-all` grades a class, on a class made up
//! here of what a real one hands in: full marks, the zoo's mistakes, code that does not
//! compile, untouched stubs, mistakes no zoo entry has, one submission whose code makes the
//! compiler run for ever and one folder an attacker laid out (a link out of it, a FIFO).
//! Then it times the class report of what was graded (`cargo xtask class-report`).

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use anyhow::{Context, Result, bail};

use super::usage::{self, mib};
use hog_authoring::mutants;
use hog_engine::build::limit::STALLS_THE_COMPILER;
use hog_engine::environment::Places;
use hog_engine::stubs::replace_body;
use hog_engine::workspace;

/// A region that does not compile.
const TYPE_ERROR: &str = "let points: u32 = \"one\";\npoints";

/// A mistake of no zoo entry, as (function, body): what a class report groups without a name.
/// A function an edition does not have leaves that submission with full marks.
const NEW_MISTAKE: (&str, &str) = ("num_factors", "(1..=n).filter(|d| n % d == 0).count() as u32 + 1");

/// Mistakes of no zoo entry for the edition of `rules`, its rules file: problem 02's function
/// (every edition has one, named its own way) always worth 7, and [`NEW_MISTAKE`].
fn new_mistakes(rules: &str) -> Result<[(String, String); 2]> {
    let function = hog_engine::stubs::functions_of(rules, "02")?
        .into_iter()
        .next()
        .context("problem 02 has no region")?;
    let reference = hog_engine::stubs::body_of(rules, &function)?;
    let (other, body) = NEW_MISTAKE;
    Ok([(function, format!("let _ = {{\n{reference}}};\n7")), (other.to_owned(), body.to_owned())])
}

/// `cargo xtask bench --class N [--jobs J]`.
pub fn run(places: &Places, size: usize, jobs: usize, keep: Option<&Path>) -> Result<()> {
    if size < 5 {
        bail!("--class needs at least 5 submissions, one of each kind");
    }
    let root = places.root.clone();
    workspace::require_solutions(&root)?;
    let class = tempfile::Builder::new().prefix("hog-class").tempdir()?;
    let out = tempfile::Builder::new().prefix("hog-class-grades").tempdir()?;
    if let Some(keep) = keep
        && keep.exists()
        && fs::read_dir(keep)?.next().is_some()
    {
        bail!("{} is not empty: give --keep a new or empty folder", keep.display());
    }
    let kinds = write_class(&root, class.path(), size)?;
    println!("A class of {size}: {kinds}.");
    // The grader's own build is not what each submission costs: build it before timing.
    let warm = tempfile::tempdir()?;
    fs::create_dir(warm.path().join("empty"))?;
    let mut warm_up = grade_all(&root, warm.path(), &warm.path().join("grades"), jobs);
    warm_up.stdout(Stdio::null()).stderr(Stdio::null());
    usage::measure(&mut warm_up)?;

    let used = usage::measure(&mut grade_all(&root, class.path(), out.path(), jobs))?;
    let csv = fs::read_to_string(out.path().join("grades.csv")).context("grade-all wrote no grades.csv")?;
    let rows = csv.lines().count().saturating_sub(1);
    let minutes = used.wall.as_secs_f64() / 60.0;
    println!("grade-all --jobs {jobs} of {size} submissions, {rows} rows in grades.csv:");
    println!(
        "    wall                 {:>7.1} s   ({:.1} submissions a minute)",
        used.wall.as_secs_f64(),
        size as f64 / minutes
    );
    println!(
        "    CPU                  {:>7.1} s   ({:.2} s a submission)",
        used.cpu.as_secs_f64(),
        used.cpu.as_secs_f64() / size as f64
    );
    println!("    peak memory (tree)   {:>7.0} MiB", mib(used.peak_rss));
    println!("    statuses             {}", statuses(&csv));
    if rows != size {
        bail!("grades.csv has {rows} rows for {size} submissions");
    }
    println!("The class report of it (cargo xtask class-report, built before timing):");
    let warm_report = tempfile::tempdir()?;
    let mut warm = hog_official::tools::class_report_command(
        places,
        &warm.path().join("grades"),
        Some(warm_report.path()),
    )?;
    usage::measure(warm.stdout(Stdio::null()).stderr(Stdio::null()))?;
    let mut report = hog_official::tools::class_report_command(places, out.path(), None)?;
    let reported = usage::measure(report.stdin(Stdio::null()))?;
    println!("    wall                 {:>7.2} s", reported.wall.as_secs_f64());
    if !reported.success {
        bail!("the class report failed");
    }
    if let Some(keep) = keep {
        keep_class(class, out, keep)?;
    }
    Ok(())
}

/// Moves the class to `keep/submissions` and what grade-all made of it to `keep/graded`: the
/// same class can then be graded again (`grade-all keep/submissions`), on a quieter machine say,
/// and the two `grades.csv` compared.
fn keep_class(class: tempfile::TempDir, out: tempfile::TempDir, keep: &Path) -> Result<()> {
    fs::create_dir_all(keep)?;
    for (folder, name) in [(class, "submissions"), (out, "graded")] {
        let kept = folder.keep();
        if fs::rename(&kept, keep.join(name)).is_err() {
            bail!(
                "{} is in {}: it could not be moved to {}",
                name,
                kept.display(),
                keep.join(name).display()
            );
        }
    }
    println!(
        "Kept in {}: the class in submissions/, its grades in graded/ (the class report is graded/report/index.html).",
        keep.display()
    );
    Ok(())
}

/// How many rows of `grades.csv` have each status, and how many problems were withheld why.
fn statuses(csv: &str) -> String {
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let headers = reader.headers().cloned().unwrap_or_default();
    let column = |name: &str| headers.iter().position(|h| h == name);
    let (status, withheld) = (column("status"), column("withheld"));
    let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
    for row in reader.records().flatten() {
        let words = status.and_then(|i| row.get(i)).unwrap_or("?");
        *counts.entry(words.split(':').next().unwrap_or(words).to_owned()).or_default() += 1;
        for reason in withheld.and_then(|i| row.get(i)).unwrap_or("").split("; ").filter(|r| !r.is_empty()) {
            *counts
                .entry(format!("withheld: {}", reason.split_once(' ').map_or(reason, |(_, why)| why)))
                .or_default() += 1;
        }
    }
    counts.iter().map(|(words, n)| format!("{n} {words}")).collect::<Vec<_>>().join(", ")
}

fn grade_all(root: &Path, submissions: &Path, out: &Path, jobs: usize) -> Command {
    let mut command = Command::new(std::env::current_exe().unwrap_or_else(|_| "cargo-xtask".into()));
    command.current_dir(root).arg("grade-all").arg(submissions).arg("--out").arg(out);
    command.args(["--jobs", &jobs.to_string()]).stdin(Stdio::null()).stdout(Stdio::null());
    command
}

/// Writes `size` submissions into `class`; returns how many of each kind, in words.
fn write_class(root: &Path, class: &Path, size: usize) -> Result<String> {
    let files: Vec<(String, String)> = workspace::teaching_files(root)?
        .iter()
        .map(|file| {
            let text = file.solution_text()?;
            Ok((workspace::display(root, &file.stub), text))
        })
        .collect::<Result<_>>()?;
    let zoo = mutants::load(root, &hog_engine::edition::course_name(root).unwrap_or_default(), &[])?;
    let rules = files.iter().position(|(path, _)| path.ends_with("rules.rs")).context("no rules file")?;
    let hang =
        replace_body(&files[rules].1, first_function(&files[rules].1)?, &format!("{STALLS_THE_COMPILER}1"))?;
    let broken = replace_body(&files[rules].1, first_function(&files[rules].1)?, TYPE_ERROR)?;
    let new_mistakes = new_mistakes(&files[rules].1)?;
    let mut counts = [0usize; KINDS.len()];
    for n in 0..size {
        let dir = class.join(format!("student-{n:04}"));
        fs::create_dir_all(&dir)?;
        let kind = match n {
            0 => Kind::CompilerHang,
            1 => Kind::OddFolder,
            _ => MIX[n % MIX.len()],
        };
        counts[kind as usize] += 1;
        let mut these = files.clone();
        match kind {
            Kind::FullMarks => {}
            Kind::Mistake => {
                let (_, mutant) = &zoo[n % zoo.len()];
                for (_, text) in &mut these {
                    if let Ok(wrong) = replace_body(text, &mutant.function, &mutant.body) {
                        *text = wrong;
                    }
                }
            }
            Kind::DoesNotCompile => these[rules].1 = broken.clone(),
            Kind::CompilerHang => these[rules].1 = hang.clone(),
            Kind::OddFolder => {
                odd_folder(&dir)?;
                these.remove(rules);
            }
            Kind::Stubs => these.clear(),
            Kind::NewMistake => {
                let (function, body) = &new_mistakes[n % new_mistakes.len()];
                for (_, text) in &mut these {
                    if let Ok(wrong) = replace_body(text, function, body) {
                        *text = wrong;
                    }
                }
            }
        }
        for (path, text) in &these {
            let file = dir.join(path);
            fs::create_dir_all(file.parent().expect("a student file is in a folder"))?;
            fs::write(file, text)?;
        }
    }
    let said: Vec<String> =
        KINDS.iter().zip(counts).map(|(words, count)| format!("{count} {words}")).collect();
    Ok(said.join(", "))
}

/// What a submission of the class is.
#[derive(Clone, Copy)]
enum Kind {
    FullMarks,
    Mistake,
    DoesNotCompile,
    Stubs,
    CompilerHang,
    OddFolder,
    NewMistake,
}

/// Each kind in words, in the order of [`Kind`].
const KINDS: [&str; 7] = [
    "full marks",
    "zoo mistakes",
    "not compiling",
    "untouched stubs",
    "making the compiler hang",
    "odd folder",
    "new mistakes",
];

/// The class after its first two: mostly complete work, some mistaken, a few broken or empty.
const MIX: [Kind; 12] = [
    Kind::FullMarks,
    Kind::Mistake,
    Kind::Mistake,
    Kind::FullMarks,
    Kind::DoesNotCompile,
    Kind::Mistake,
    Kind::NewMistake,
    Kind::Stubs,
    Kind::FullMarks,
    Kind::Mistake,
    Kind::Mistake,
    Kind::NewMistake,
];

/// A folder laid out to reach outside itself: `rules.rs` a link to a file of the grader, and
/// a FIFO that blocks whoever opens it.
#[cfg(unix)]
fn odd_folder(dir: &Path) -> Result<()> {
    std::os::unix::fs::symlink("/etc/passwd", dir.join("rules.rs"))?;
    let status = Command::new("mkfifo").arg(dir.join("notes.rs")).status().context("cannot run mkfifo")?;
    if !status.success() {
        bail!("mkfifo failed");
    }
    Ok(())
}

/// A folder whose `rules.rs` is no text: links and FIFOs need privileges or do not exist off
/// Unix, so this is the odd folder such a system makes.
#[cfg(not(unix))]
fn odd_folder(dir: &Path) -> Result<()> {
    fs::write(dir.join("rules.rs"), [0xff, 0xfe, 0x00])?;
    Ok(())
}

/// The first function with a marked region in `text`.
fn first_function(text: &str) -> Result<&str> {
    let lines: Vec<&str> = text.lines().collect();
    let begin = lines.iter().position(|l| l.contains("// BEGIN PROBLEM")).context("no region")?;
    let line = lines[..begin].iter().rev().find(|l| l.contains("fn ")).context("no function")?;
    let after = line.split("fn ").nth(1).context("no function")?;
    Ok(after.split(['(', '<']).next().unwrap_or(after))
}
