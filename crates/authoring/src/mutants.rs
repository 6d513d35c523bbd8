//! `cargo xtask mutants`: proves each suite rejects the mistakes students make.
//!
//! The zoo is `tests/mutants/NN.toml`, an edition's own or shared by the editions that have none
//! (see `edition::files`): per problem, wrong bodies for its marked regions,
//! each with a one-line description. A mutant survives when no scored case and no source
//! check of its problem fails with every student file holding the reference solution except
//! for that one body.
//!
//! The whole zoo is graded after one build: each function with mistakes gets all of them
//! beside its reference body, and the `HOG_MUTANT` variable picks the one a run grades.
//! Source checks read each mistake's own file, so they see it as if it were alone.
//!
//! A run over the whole zoo that rejects every mistake also writes each one's signature
//! (`hog_grader::signature`) to the edition's own `tests/known-mistakes.json`, with a fingerprint of what the
//! signatures come from, so that CI can tell when the file is out of date: the class report
//! names students' mistakes by it, and a student's report may say which one a failure looks like.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use hog_grader::ProblemResult;
use hog_grader::signature::{ChanceMistake, KnownMistake, KnownMistakes, Signature};
use serde::Deserialize;

use crate::generated::suites::{self, SHARED};
use crate::reference;
use hog_engine::build::{Built, Mode};
use hog_engine::edition::files;
use hog_engine::environment::Places;
use hog_engine::sandbox::{Sandbox, SuiteResult};
use hog_engine::stubs::{body_of, reindent, replace_body};
use hog_engine::workspace;

/// The indentation of a body inside a `match` arm of the zoo's build.
const ARM: &str = "        ";

/// The environment variable that picks the mistake a run of the zoo's build grades.
const ACTIVE: &str = "HOG_MUTANT";

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
    /// Whether its code rolls fresh dice, so that what its cases return changes from run to
    /// run: it has no signature.
    #[serde(default)]
    pub chance: bool,
    /// The mistake's line in every other language that has it, by language: from the zoo file's
    /// translation, `locales/<language>/` and the zoo file's own path.
    #[serde(skip)]
    pub translations: BTreeMap<String, String>,
}

/// A zoo file's translation: each mistake's line, in the English file's order.
#[derive(Deserialize)]
struct TranslatedZoo {
    #[serde(default)]
    mutant: Vec<TranslatedMutant>,
}

/// One mistake's line in another language, with the function it is of, as in the English.
#[derive(Deserialize)]
struct TranslatedMutant {
    function: String,
    mistake: String,
}

/// Gives each of `mutants`, the zoo file at `path` (from `root`), its line in every language
/// whose `locales/<language>/` holds a translation of that file: the first ones, in order, where
/// the translation has fewer lines than the English (a mistake just added).
fn translate(root: &Path, path: &Path, mutants: &mut [Mutant]) -> Result<()> {
    let relative = path.strip_prefix(root).unwrap_or(path);
    let Ok(languages) = fs::read_dir(root.join("locales")) else { return Ok(()) };
    for language in languages {
        let language = language?.file_name().to_string_lossy().into_owned();
        let translation = root.join("locales").join(&language).join(relative);
        let Ok(text) = fs::read_to_string(&translation) else { continue };
        let shown = workspace::display(root, &translation);
        let zoo: TranslatedZoo =
            toml::from_str(&text).with_context(|| format!("{shown} is not a valid zoo"))?;
        let functions = |list: Vec<&str>| list.join(", ");
        let (theirs, ours): (Vec<&str>, Vec<&str>) = (
            zoo.mutant.iter().map(|m| m.function.as_str()).collect(),
            mutants.iter().map(|m| m.function.as_str()).collect(),
        );
        // A mistake added since (`zoo add`) is said in English until its line is translated.
        if !ours.starts_with(&theirs) {
            bail!(
                "{shown} translates {} mistakes, of {}, but {} has {}, of {}: give it one [[mutant]] per \
                 English one, in the same order, with the same function",
                theirs.len(),
                functions(theirs.clone()),
                relative.display(),
                ours.len(),
                functions(ours.clone())
            );
        }
        for (mutant, translated) in mutants.iter_mut().zip(zoo.mutant) {
            mutant.translations.insert(language.clone(), translated.mistake);
        }
    }
    Ok(())
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
    /// What its problem's cases returned where they failed; `None` if it survived, or if two
    /// gradings of it gave two signatures (its code depends on chance).
    pub signature: Option<Signature>,
}

/// The checkout folder of the zoo: `NN.toml` per problem, shared, or an edition's own at
/// `editions/<name>/tests/mutants/NN.toml`.
pub const ZOO: &str = "tests/mutants";

/// The checkout paths of `edition`'s zoo files, `tests/mutants/NN.toml`, in problem order.
pub fn zoo_files(root: &Path, edition: &str) -> Result<Vec<String>> {
    let mut paths = files::listing(root, edition, ZOO)?;
    paths.retain(|path| path.ends_with(".toml"));
    Ok(paths)
}

/// Reads `edition`'s zoo of every problem in `problems` (all when empty), in problem order.
pub fn load(root: &Path, edition: &str, problems: &[String]) -> Result<Vec<(String, Mutant)>> {
    let wanted: Vec<String> = problems.iter().map(|p| hog_grader::normalise_id(p)).collect();
    let mut mutants = Vec::new();
    for path in zoo_files(root, edition)? {
        let problem = zoo_problem(&path).to_owned();
        if !wanted.is_empty() && !wanted.contains(&problem) {
            continue;
        }
        let text = files::read(root, edition, &path)?;
        let mut zoo: Zoo =
            toml::from_str(&text).with_context(|| format!("{path} of {edition} is not a valid zoo"))?;
        if let Some(resolved) = files::resolve(root, edition, &path) {
            translate(root, &resolved, &mut zoo.mutant)?;
        }
        mutants.extend(zoo.mutant.into_iter().map(|m| (problem.clone(), m)));
    }
    for wanted in &wanted {
        if !mutants.iter().any(|(problem, _)| problem == wanted) {
            bail!(
                "there are no mutants for problem {wanted} in {edition} (looked for editions/{edition}/{ZOO}/{wanted}.toml and {ZOO}/{wanted}.toml)"
            );
        }
    }
    Ok(mutants)
}

/// The problem whose zoo the checkout path `path` (`tests/mutants/02.toml`) is.
pub fn zoo_problem(path: &str) -> String {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.trim_end_matches(".toml").to_owned()
}

/// One mutant, placed: the student file it goes in and that file's text with it alone.
struct Placed {
    problem: String,
    mutant: Mutant,
    /// Its name in the zoo's build: the value of `HOG_MUTANT` that selects it.
    key: String,
    /// The student file, by its path from the root.
    student: String,
    /// The reference solution with this mutant's body, as the source checks should see it.
    alone: String,
}

/// Every teaching file by its student path, holding the reference solution.
fn solutions(root: &Path) -> Result<BTreeMap<String, String>> {
    workspace::teaching_files(root)?
        .into_iter()
        .map(|file| Ok((workspace::display(root, &file.stub), file.solution_text()?)))
        .collect()
}

/// Finds each mutant's file and makes its text.
fn place(mutants: Vec<(String, Mutant)>, solutions: &BTreeMap<String, String>) -> Result<Vec<Placed>> {
    let mut placed = Vec::new();
    for (index, (problem, mutant)) in mutants.into_iter().enumerate() {
        let Some((student, alone)) = solutions.iter().find_map(|(student, solution)| {
            replace_body(solution, &mutant.function, &mutant.body).ok().map(|text| (student.clone(), text))
        }) else {
            bail!("no solution has a marked region in a function named {}", mutant.function);
        };
        placed.push(Placed { key: format!("{problem}.{}", index + 1), problem, mutant, student, alone });
    }
    Ok(placed)
}

/// `solution` with every mutant of `mutants` that belongs in it compiled in beside the
/// reference body of its function, chosen at run time by `HOG_MUTANT`.
fn with_every_mutant(solution: &str, mutants: &[&Placed]) -> Result<String> {
    let mut functions: Vec<&str> = mutants.iter().map(|m| m.mutant.function.as_str()).collect();
    functions.dedup();
    let mut text = solution.to_owned();
    for function in functions {
        let mut body = String::from("match active_mutant() {\n");
        for placed in mutants.iter().filter(|m| m.mutant.function == function) {
            writeln!(body, "    \"{}\" => {{\n{}    }}", placed.key, reindent(&placed.mutant.body, ARM))
                .unwrap();
        }
        writeln!(body, "    _ => {{\n{}    }}\n}}", reindent(&body_of(solution, function)?, ARM)).unwrap();
        text = replace_body(&text, function, &body)?;
    }
    text.push_str(&format!(
        "\n/// The zoo's mistake this run grades.\nfn active_mutant() -> &'static str {{\n    \
         static ACTIVE: std::sync::OnceLock<String> = std::sync::OnceLock::new();\n    \
         ACTIVE.get_or_init(|| std::env::var(\"{ACTIVE}\").unwrap_or_default())\n}}\n"
    ));
    Ok(text)
}

/// Grades every mutant of `edition` and names what caught it.
pub fn check(places: &Places, edition: &str, problems: &[String]) -> Result<Vec<Verdict>> {
    check_building_in(&places.root, edition, problems, &places.sandboxes, Reference::Grade)
}

/// Whether [`check_building_in`] first grades the reference placed in the student files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reference {
    /// Grade it, and stop unless it passes every case: a mistake is judged against it.
    Grade,
    /// It was just proven to pass every case (an edition's proof, which grades the solution
    /// first), so the zoo is graded at once.
    Proven,
}

/// [`check`], building in `target_dir` (see [`Sandbox::building_in`]).
pub fn check_building_in(
    root: &Path,
    edition: &str,
    problems: &[String],
    target_dir: &Path,
    reference: Reference,
) -> Result<Vec<Verdict>> {
    let solutions = solutions(root)?;
    let placed = place(load(root, edition, problems)?, &solutions)?;
    let sandbox = Sandbox::building_in(root, target_dir)?;
    for (student, solution) in &solutions {
        sandbox.write(student, solution)?;
    }
    if reference == Reference::Grade {
        check_reference(&sandbox, &placed)?;
    }
    for (student, solution) in &solutions {
        let here: Vec<&Placed> = placed.iter().filter(|p| &p.student == student).collect();
        sandbox.write(student, &with_every_mutant(solution, &here)?)?;
    }
    let binary = match sandbox.build(Mode::Student)? {
        Built::Binary(binary) => binary.path,
        Built::Failed { .. } => bail!(not_compiling(&sandbox, &solutions, &placed)?),
    };
    let verdicts = Mutex::new(Vec::new());
    let next = Mutex::new(placed.into_iter().enumerate());
    let workers = std::thread::available_parallelism().map_or(2, usize::from);
    std::thread::scope(|scope| -> Result<()> {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| -> Result<()> {
                    loop {
                        let Some((index, placed)) = next.lock().unwrap().next() else { return Ok(()) };
                        let (caught_by, first) = grade_one(&sandbox, &binary, &placed)?;
                        // SuiteResult twice, so that a mistake whose answers change from run to
                        // run is found (and must be marked `chance`); one so marked has none.
                        let signature = match first {
                            Some(_) if placed.mutant.chance => None,
                            Some(first) => Some(first).filter(|first| {
                                grade_one(&sandbox, &binary, &placed)
                                    .is_ok_and(|(_, again)| again.as_ref() == Some(first))
                            }),
                            None => None,
                        };
                        let verdict =
                            Verdict { problem: placed.problem, mutant: placed.mutant, caught_by, signature };
                        verdicts.lock().unwrap().push((index, verdict));
                    }
                })
            })
            .collect();
        handles.into_iter().try_for_each(|handle| handle.join().expect("a mutant's grading panicked"))
    })?;
    let mut verdicts = verdicts.into_inner().unwrap();
    verdicts.sort_by_key(|(index, _)| *index);
    Ok(verdicts.into_iter().map(|(_, verdict)| verdict).collect())
}

/// Grades the reference solution on the mutants' problems: a mutant is only caught if the
/// reference passes what caught it.
fn check_reference(sandbox: &Sandbox, placed: &[Placed]) -> Result<()> {
    let mut selection = Vec::new();
    for placed in placed {
        if !selection.contains(&placed.problem.as_str()) {
            selection.extend(["-q", &placed.problem]);
        }
    }
    let report = match sandbox.grade(Mode::Student, &selection)? {
        SuiteResult::Report(_, 0) => return Ok(()),
        SuiteResult::Report(report, _) => report,
        SuiteResult::CompileError(errors) => bail!("the reference solution does not compile:\n{errors}"),
    };
    bail!(
        "the reference solution fails its own suites:\n    {}\n\
         Fix the solution or the suites first (`cargo xtask grade --solution -q NN` shows each failure).",
        reference::failing(&report).join("\n    ")
    )
}

/// Grades one mutant in the zoo's build: what rejected it, and its signature.
fn grade_one(
    sandbox: &Sandbox,
    binary: &Path,
    placed: &Placed,
) -> Result<(Option<String>, Option<Signature>)> {
    let alone: PathBuf = sandbox.beside(&format!("mutant-{}.rs", placed.key));
    fs::write(&alone, &placed.alone)?;
    let source_text = format!("{}={}", placed.student, alone.display());
    // Generous: no mistake of the zoo runs for ever, and a busy machine must never turn one
    // that answers into one that times out, which would change its signature.
    let args = ["-q", &placed.problem, "--timeout", "10", "--jobs", "1", "--source-text", &source_text];
    let (report, _) = sandbox.report(binary, &args, &[(ACTIVE, &placed.key)])?;
    let problem = report.problems().first();
    Ok((problem.and_then(first_rejection), problem.and_then(Signature::of)))
}

/// Names the mutants that do not compile, built one at a time: only when the zoo's build fails.
fn not_compiling(
    sandbox: &Sandbox,
    solutions: &BTreeMap<String, String>,
    placed: &[Placed],
) -> Result<String> {
    let mut message = String::from("the zoo does not compile:\n");
    for (student, solution) in solutions {
        sandbox.write(student, solution)?;
    }
    for placed in placed {
        sandbox.write(&placed.student, &placed.alone)?;
        if let Built::Failed { errors, .. } = sandbox.build(Mode::Student)? {
            writeln!(message, "mutant \"{}\" ({}):\n{errors}", placed.mutant.mistake, placed.problem)
                .unwrap();
        }
        sandbox.write(&placed.student, &solutions[&placed.student])?;
    }
    Ok(message)
}

/// The first source check or scored case of a problem that failed, by name.
fn first_rejection(problem: &ProblemResult) -> Option<String> {
    if let Some(violation) = problem.first_violation() {
        return Some(format!("source check, line {}", violation.line));
    }
    let case = problem.first_scored_failure()?;
    Some(format!("suite {} case {} ({})", case.id.suite, case.id.case, case.verdict.summary()))
}

/// `cargo xtask mutants [-q NN]`: prints the table and fails if any mutant survived.
pub fn run(places: &Places, problems: &[String]) -> Result<()> {
    let started = Instant::now();
    let root = &places.root;
    workspace::require_solutions(root)?;
    let edition = hog_engine::edition::active(root)?.name;
    let verdicts = check(places, &edition, problems)?;
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
    if problems.is_empty() {
        let known = known_mistakes(root, &edition, &verdicts)?;
        let path = write_known_mistakes(root, &edition, &known)?;
        println!("Wrote the signature of every mistake to {}.", workspace::display(root, &path));
    } else {
        println!("{edition}'s {} is written by a run over the whole zoo (without -q).", KnownMistakes::PATH);
    }
    Ok(())
}

/// The files signatures depend on most, besides the edition's zoo: what every edition's
/// suites are built with (but [`UNSIGNED`]), and the way a signature is written.
/// [`signed_fingerprint`] adds what is the edition's alone: its problems, the shared suites of
/// those problems it takes (`tests/suites/problems/pNN_*.rs`, [`SHARED`]), its own suites and
/// snapshots, and the solutions around each mistake (the shared ones and its own items). The
/// fingerprint of these is a cheap check; the zoo's tests compare every signature with what
/// grading gives, so a change elsewhere in the grader that alters what cases report is caught there.
const SIGNED: &[&str] = &["tests/suites", "crates/grader/src/signature.rs"];

/// What of the shared suites signs nothing: the files made from the registry and the
/// solutions, which count by what they are made from (a new edition changes them, and no other
/// edition's signatures), and the hidden suites, which the zoo's build leaves out (a signature
/// is made of visible cases alone).
const UNSIGNED: &[&str] = &["editions.rs", "student.rs", "hidden"];

/// A fingerprint of what `edition`'s signatures are computed from in the workspace at `root`:
/// what its build reads and no other edition's own files, so that a change to another
/// edition (its items, suites, snapshots or zoo) leaves it as it is. Its zoo files count by
/// their checkout paths, so a file that becomes shared or an edition's own without a change of
/// text signs alike. It is the same in the checkout and in the edition's own workspace.
pub fn signed_fingerprint(root: &Path, edition: &str) -> Result<String> {
    let named = (!edition.is_empty()).then_some(edition);
    let solutions = workspace::teaching_files_of(root, named)?
        .into_iter()
        .flat_map(|file| std::iter::once(file.solution).chain(file.own));
    // The edition's own suites and the snapshots they read, not hog's (`snapshots/hog/`), nor
    // its hidden suites.
    let own = [suites::folder(edition), format!("editions/{edition}/snapshots")];
    let problems = problems_of(root, edition)?;
    let own_suites = suite_ids(&workspace::files(&root.join(&own[0]), &[])?);
    let taken = |file: &PathBuf| {
        let shared = file.parent().is_some_and(|dir| dir == root.join(SHARED));
        match suite_id(file) {
            Some(id) if shared => {
                problems.as_ref().is_none_or(|problems| problems.contains(&id)) && !own_suites.contains(&id)
            }
            _ => true,
        }
    };
    let signed = SIGNED.iter().map(|entry| workspace::files(&root.join(entry), UNSIGNED)).chain(
        own.iter().map(|entry| workspace::files(&root.join(entry), &["hog", "hidden.rs", "hidden.ftl"])),
    );
    let files: Vec<PathBuf> =
        signed.collect::<Result<Vec<_>>>()?.into_iter().flatten().filter(taken).chain(solutions).collect();
    let mut texts = BTreeMap::new();
    for file in files {
        // With LF endings: a checkout with CRLF ones signs alike.
        texts.insert(
            workspace::display(root, &file),
            hog_engine::text::lf_bytes(&fs::read(&file)?).into_owned(),
        );
    }
    for path in zoo_files(root, edition)? {
        texts.insert(path.clone(), files::read(root, edition, &path)?.into_bytes());
        // Its lines in other languages, which the known mistakes hold too.
        if let (Some(resolved), Ok(languages)) =
            (files::resolve(root, edition, &path), fs::read_dir(root.join("locales")))
        {
            let relative = resolved.strip_prefix(root).unwrap_or(&resolved).to_path_buf();
            for language in languages {
                let translation = language?.path().join(&relative);
                if let Ok(text) = fs::read(&translation) {
                    texts.insert(workspace::display(root, &translation), text);
                }
            }
        }
    }
    if let Some(problems) = problems {
        // Its problems, from its entry in the registry: which suites it is graded by.
        texts.insert(hog_engine::edition::REGISTRY.to_owned(), problems.join(" ").into_bytes());
    }
    let mut fingerprint = hog_engine::digest::Fingerprint::default();
    for (path, bytes) in &texts {
        fingerprint.file(path, bytes);
    }
    Ok(fingerprint.hex())
}

/// The problems the registry of the workspace at `root` lists for `edition`; `None` in a
/// workspace without editions, whose suites are all its own.
fn problems_of(root: &Path, edition: &str) -> Result<Option<Vec<String>>> {
    if edition.is_empty() || !root.join(hog_engine::edition::REGISTRY).is_file() {
        return Ok(None);
    }
    Ok(Some(hog_engine::edition::find(root, edition)?.problems))
}

/// The problem whose suite `file` is, by its name (`p02_boar_brawl.rs` is 02's); `None` for
/// any other file.
fn suite_id(file: &Path) -> Option<String> {
    let name = file.file_name()?.to_str()?.strip_suffix(".rs")?;
    let id = name.strip_prefix('p')?.get(..2)?;
    (id.bytes().all(|b| b.is_ascii_digit()) && name.as_bytes().get(3) == Some(&b'_')).then(|| id.to_owned())
}

/// The problems that `files` are suites of.
fn suite_ids(files: &[PathBuf]) -> Vec<String> {
    files.iter().filter_map(|file| suite_id(file)).collect()
}

/// The known mistakes that `verdicts`, a run over the whole zoo of `root` rejecting every
/// mistake, found: those with a signature, and those whose signature changes by chance.
pub fn known_mistakes(root: &Path, edition: &str, verdicts: &[Verdict]) -> Result<KnownMistakes> {
    let (mut mistakes, mut by_chance) = (Vec::new(), Vec::new());
    for verdict in verdicts {
        let (problem, function, mistake) =
            (verdict.problem.clone(), verdict.mutant.function.clone(), verdict.mutant.mistake.clone());
        match (&verdict.caught_by, verdict.signature.clone(), verdict.mutant.chance) {
            (None, _, _) => bail!("the mistake \"{mistake}\" of problem {problem} was not rejected"),
            (Some(_), Some(signature), _) => {
                let translations = verdict.mutant.translations.clone();
                mistakes.push(KnownMistake { problem, function, mistake, signature, translations })
            }
            (Some(_), None, true) => by_chance.push(ChanceMistake { problem, function, mistake }),
            (Some(_), None, false) => bail!(
                "the mistake \"{mistake}\" of problem {problem} was graded twice and its cases returned two things: \
                 if its code rolls fresh dice, mark it `chance = true` in {edition}'s {ZOO}/{problem}.toml"
            ),
        }
    }
    Ok(KnownMistakes { fingerprint: signed_fingerprint(root, edition)?, mistakes, by_chance })
}

/// `edition`'s known mistakes in the workspace at `root`; none when it has no such file.
pub fn load_known_mistakes(root: &Path, edition: &str) -> Result<KnownMistakes> {
    match files::resolve(root, edition, KnownMistakes::PATH) {
        Some(path) => KnownMistakes::read(&path).map_err(anyhow::Error::msg),
        None => Ok(KnownMistakes::default()),
    }
}

/// Writes `known` as `edition`'s own known mistakes (each edition's are its own: they are
/// graded against its suites) and returns where.
pub fn write_known_mistakes(root: &Path, edition: &str, known: &KnownMistakes) -> Result<PathBuf> {
    let path = files::own(root, edition, KnownMistakes::PATH);
    // A new edition's folder has no `tests/` yet: this is its first.
    hog_engine::atomic::write(&path, (serde_json::to_string_pretty(known)? + "\n").as_bytes())?;
    Ok(path)
}

/// Fails unless `edition`'s known mistakes in the workspace at `root` were computed from its
/// zoo, suites and solutions as they are: a cheap check, since it grades nothing.
pub fn check_known_mistakes(root: &Path, edition: &str) -> Result<()> {
    let known = load_known_mistakes(root, edition)?;
    if known.mistakes.is_empty() || known.fingerprint != signed_fingerprint(root, edition)? {
        bail!(
            "{edition}'s {} is out of date: its zoo, its suites or its solutions changed since it was written. Run `cargo xtask --edition {edition} mutants` to write it again.",
            KnownMistakes::PATH
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A workspace of two editions: `a`, with its own suite of problem 02, and `b`, the
    /// course's, with its own suite of problem 03; both take the shared suite of 01.
    const TWO_EDITIONS: &[(&str, &str)] = &[
        ("editions/editions.toml", REGISTRY),
        ("crates/rules/solution/rules.rs", "pub fn roll_dice() {}\n"),
        ("crates/grader/src/signature.rs", "pub struct Signature;\n"),
        ("tests/suites/lib.rs", "mod problems;\n"),
        ("tests/suites/editions.rs", "// Generated.\n"),
        ("tests/suites/problems/mod.rs", "pub mod shared;\n"),
        ("tests/suites/problems/p01_roll_dice.rs", "// 01, shared.\n"),
        ("tests/suites/problems/p02_shared.rs", "// 02, shared: b's.\n"),
        ("tests/suites/problems/p03_shared.rs", "// 03, shared: a's.\n"),
        ("editions/a/rules.rs", "use super::*;\n"),
        ("editions/a/suites/facts.rs", "// a's facts.\n"),
        ("editions/a/suites/p02_a.rs", "// a's 02.\n"),
        ("editions/a/suites/hidden.rs", "// a's hidden cases.\n"),
        ("tests/suites/hidden/mod.rs", "// The hidden cases every edition shares.\n"),
        ("editions/a/snapshots/traced.snap", "a's snapshot\n"),
        ("editions/a/snapshots/hog/transcript.snap", "hog's transcript of a\n"),
        ("editions/a/tests/mutants/02.toml", "# a's zoo of 02\n"),
        ("editions/b/rules.rs", "use super::*;\n"),
        ("editions/b/explain.rs", "// b's page.\n"),
        ("editions/b/suites/facts.rs", "// b's facts.\n"),
        ("editions/b/suites/p03_b.rs", "// b's 03.\n"),
        ("editions/b/snapshots/traced.snap", "b's snapshot\n"),
        ("editions/b/tests/mutants/03.toml", "# b's zoo of 03\n"),
        ("editions/b/tests/known-mistakes.json", "{}\n"),
        ("tests/mutants/01.toml", "# the shared zoo of 01\n"),
    ];

    const REGISTRY: &str = "course = \"b\"\n\n\
        [[edition]]\nname = \"a\"\nrules = \"A\"\nterms = \"one\"\nproblems = [\"01\", \"02\", \"03\"]\n\n\
        [[edition]]\nname = \"b\"\nrules = \"B\"\nterms = \"two\"\nproblems = [\"01\", \"02\", \"03\"]\n";

    fn edit(root: &Path, path: &str) {
        let file = root.join(path);
        let text = fs::read_to_string(&file).unwrap();
        fs::write(&file, format!("{text}// Changed.\n")).unwrap();
    }

    /// An edition's signatures go stale with what its build reads (the shared suites it takes,
    /// the solutions, the way a signature is written, its own files, its problems), never with
    /// another edition's own files, a shared suite it has its own of or the hidden cases, which
    /// its zoo's build leaves out; and the checkout's
    /// course, which is another edition in the checkout and itself in its own workspace, does
    /// not count.
    #[test]
    fn an_editions_fingerprint_changes_with_what_it_is_graded_by_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        for (path, text) in TWO_EDITIONS {
            fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
            fs::write(root.join(path), text).unwrap();
        }
        let signed = || signed_fingerprint(root, "a").unwrap();
        let first = signed();
        assert_ne!(first, signed_fingerprint(root, "b").unwrap());
        for path in [
            "editions/b/rules.rs",
            "editions/b/explain.rs",
            "editions/b/suites/facts.rs",
            "editions/b/suites/p03_b.rs",
            "editions/b/snapshots/traced.snap",
            "editions/b/tests/mutants/03.toml",
            "editions/b/tests/known-mistakes.json",
            "tests/suites/problems/p02_shared.rs",
            "tests/suites/editions.rs",
            "editions/a/snapshots/hog/transcript.snap",
            "editions/a/suites/hidden.rs",
            "tests/suites/hidden/mod.rs",
        ] {
            edit(root, path);
            assert_eq!(signed(), first, "{path} changed a's fingerprint");
        }
        let registry = root.join("editions/editions.toml");
        let b_elsewhere = REGISTRY.replace(
            "terms = \"two\"\nproblems = [\"01\", \"02\", \"03\"]",
            "terms = \"2\"\nproblems = [\"01\", \"03\"]",
        );
        fs::write(&registry, b_elsewhere.replace("course = \"b\"", "course = \"a\"")).unwrap();
        assert_eq!(signed(), first, "b's entry or the course changed a's fingerprint");

        for path in [
            "tests/suites/problems/p01_roll_dice.rs",
            "tests/suites/problems/p03_shared.rs",
            "tests/suites/problems/mod.rs",
            "tests/suites/lib.rs",
            "crates/rules/solution/rules.rs",
            "crates/grader/src/signature.rs",
            "editions/a/rules.rs",
            "editions/a/suites/facts.rs",
            "editions/a/suites/p02_a.rs",
            "editions/a/snapshots/traced.snap",
            "editions/a/tests/mutants/02.toml",
            "tests/mutants/01.toml",
        ] {
            let before = signed();
            edit(root, path);
            assert_ne!(signed(), before, "{path} left a's fingerprint as it was");
        }
        let before = signed();
        fs::write(
            &registry,
            REGISTRY.replacen("problems = [\"01\", \"02\", \"03\"]", "problems = [\"01\", \"02\"]", 1),
        )
        .unwrap();
        assert_ne!(signed(), before, "a's problems left its fingerprint as it was");
    }

    /// Every mistake of every edition's zoo has its line in every other language hog speaks.
    #[test]
    fn every_zoo_is_translated_whole() {
        let root = hog_engine::environment::root().unwrap();
        for edition in hog_engine::edition::all(&root).unwrap() {
            for (problem, mutant) in load(&root, &edition.name, &[]).unwrap() {
                for language in hog_i18n::languages().into_iter().filter(|l| *l != hog_i18n::ENGLISH) {
                    assert!(
                        mutant.translations.contains_key(language),
                        "{}'s mistake {:?} of problem {problem} has no line in {language}",
                        edition.name,
                        mutant.mistake
                    );
                }
            }
        }
    }

    /// Every edition's known mistakes are current, checked from the checkout: the fingerprint
    /// is the same there as in the edition's own workspace, where `mutants` wrote it.
    #[test]
    fn every_editions_known_mistakes_are_current_in_the_checkout() {
        let root = hog_engine::environment::root().unwrap();
        for edition in hog_engine::edition::all(&root).unwrap() {
            check_known_mistakes(&root, &edition.name).unwrap();
        }
    }
}
