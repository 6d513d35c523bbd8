//! `cargo xtask mutants`: proves each suite rejects the mistakes students make.
//!
//! The zoo is `mutants/NN.toml`: per problem, wrong bodies for its marked regions,
//! each with a one-line description. Every mutant is graded in one sandbox where
//! every student file holds the reference solution except for that one body; a
//! mutant survives when no scored case and no source check of its problem fails.

use std::fs;
use std::path::Path;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use serde::Deserialize;

use crate::build::Mode;
use crate::sandbox::{Graded, Sandbox};
use crate::stubs::replace_body;
use crate::workspace::{self, TeachingFile};

/// One problem's file of mistakes.
#[derive(Deserialize)]
struct Zoo {
    mutant: Vec<Mutant>,
}

/// One wrong solution.
#[derive(Clone, Debug, Deserialize)]
pub struct Mutant {
    /// The function whose marked region it replaces.
    pub function: String,
    /// The mistake, in one line.
    pub mistake: String,
    /// The wrong body.
    pub body: String,
}

/// What happened to one mutant.
#[derive(Debug)]
pub struct Verdict {
    /// Problem id.
    pub problem: String,
    /// The mutant.
    pub mutant: Mutant,
    /// The case or source check that rejected it; `None` if it survived.
    pub caught_by: Option<String>,
}

/// Reads the zoo of every problem in `problems` (all when empty), in problem order.
pub fn load(root: &Path, problems: &[String]) -> Result<Vec<(String, Mutant)>> {
    let mut files: Vec<_> = fs::read_dir(root.join("mutants"))
        .context("cannot read mutants/")?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    files.sort();
    let wanted: Vec<String> = problems.iter().map(|p| hog_grader::normalise_id(p)).collect();
    let mut mutants = Vec::new();
    for file in files.iter().filter(|f| f.extension().is_some_and(|e| e == "toml")) {
        let problem = file.file_stem().unwrap().to_string_lossy().into_owned();
        if !wanted.is_empty() && !wanted.contains(&problem) {
            continue;
        }
        let text = fs::read_to_string(file)?;
        let zoo: Zoo =
            toml::from_str(&text).with_context(|| format!("{} is not a valid zoo", file.display()))?;
        mutants.extend(zoo.mutant.into_iter().map(|m| (problem.clone(), m)));
    }
    for wanted in &wanted {
        if !mutants.iter().any(|(problem, _)| problem == wanted) {
            bail!("there are no mutants for problem {wanted} (looked for mutants/{wanted}.toml)");
        }
    }
    Ok(mutants)
}

/// A sandbox whose student files all hold the reference solution.
struct SolvedSandbox {
    sandbox: Sandbox,
    files: Vec<(TeachingFile, String, String)>, // (file, student path, solution text)
}

impl SolvedSandbox {
    fn new(root: &Path) -> Result<Self> {
        let sandbox = Sandbox::new(root)?;
        let mut files = Vec::new();
        for file in workspace::teaching_files(root)? {
            let student = workspace::display(root, &file.stub);
            let solution = fs::read_to_string(&file.solution)?;
            sandbox.write(&student, &solution)?;
            files.push((file, student, solution));
        }
        Ok(SolvedSandbox { sandbox, files })
    }

    /// Puts `mutant` in place of its function's solution body, runs `grade`, and restores it.
    fn with_mutant<T>(&self, mutant: &Mutant, grade: impl FnOnce(&Sandbox) -> Result<T>) -> Result<T> {
        let Some((student, mutated, solution)) = self.files.iter().find_map(|(_, student, solution)| {
            replace_body(solution, &mutant.function, &mutant.body).ok().map(|m| (student, m, solution))
        }) else {
            bail!("no solution has a marked region in a function named {}", mutant.function);
        };
        self.sandbox.write(student, &mutated)?;
        let result = grade(&self.sandbox);
        self.sandbox.write(student, solution)?;
        result
    }
}

/// Grades every mutant and names what caught it.
pub fn check(root: &Path, problems: &[String]) -> Result<Vec<Verdict>> {
    let mutants = load(root, problems)?;
    let solved = SolvedSandbox::new(root)?;
    let mut ids: Vec<&str> = mutants.iter().map(|(p, _)| p.as_str()).collect();
    ids.dedup();
    let mut selection = Vec::new();
    for id in &ids {
        selection.extend(["-q", id]);
    }
    match solved.sandbox.grade(Mode::Student, &selection)? {
        Graded::Report(report, 0) => drop(report),
        _ => bail!("the reference solution does not pass its own suites; fix that before the mutants"),
    }
    let mut verdicts = Vec::new();
    for (problem, mutant) in mutants {
        let caught_by = solved.with_mutant(&mutant, |sandbox| {
            Ok(match sandbox.grade(Mode::Student, &["-q", &problem, "--timeout", "2"])? {
                Graded::CompileError(errors) => {
                    bail!("the mutant \"{}\" does not compile:\n{errors}", mutant.mistake)
                }
                Graded::Report(report, _) => first_rejection(&report),
            })
        })?;
        verdicts.push(Verdict { problem, mutant, caught_by });
    }
    Ok(verdicts)
}

/// The first source check or scored case that failed, by name.
fn first_rejection(report: &serde_json::Value) -> Option<String> {
    let problem = report["problems"].get(0)?;
    if let Some(violation) = problem["violations"].get(0) {
        return Some(format!("source check, line {}", violation["line"]));
    }
    problem["cases"]
        .as_array()?
        .iter()
        .find(|case| case["kind"] == "scored" && case["verdict"]["kind"] != "passed")
        .map(|case| {
            let id = &case["id"];
            format!(
                "suite {} case {} ({})",
                id["suite"],
                id["case"],
                case["verdict"]["kind"].as_str().unwrap_or("?")
            )
        })
}

/// `cargo xtask mutants [-q NN]`: prints the table and fails if any mutant survived.
pub fn run(problems: &[String]) -> Result<()> {
    let started = Instant::now();
    let root = workspace::root()?;
    workspace::require_solutions(&root)?;
    let verdicts = check(&root, problems)?;
    let width = verdicts.iter().map(|v| v.mutant.mistake.len()).max().unwrap_or(7).min(70);
    println!("{:<7} {:<width$}  caught by", "problem", "mistake");
    for verdict in &verdicts {
        let caught = verdict.caught_by.as_deref().unwrap_or("NOTHING: the suite accepts this mistake");
        println!("{:<7} {:<width$}  {caught}", verdict.problem, verdict.mutant.mistake);
    }
    let survivors = verdicts.iter().filter(|v| v.caught_by.is_none()).count();
    println!(
        "\n{} mutants, {} rejected, {survivors} survived, in {:.0} s",
        verdicts.len(),
        verdicts.len() - survivors,
        started.elapsed().as_secs_f64()
    );
    if survivors > 0 {
        bail!("{survivors} mistakes pass their suites: add cases that reject them");
    }
    Ok(())
}
