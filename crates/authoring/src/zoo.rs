//! `cargo xtask zoo add SUBMISSION PROBLEM --mistake "..."`: a student's wrong region
//! becomes an entry of the zoo, so that a mistake a class made hardens the suites for the
//! next term. Only the function's body is taken (without its comment lines, which may name
//! the student), and the entry is kept only if its problem's suite rejects it; the zoo's
//! signatures (the edition's `tests/known-mistakes.json`) are then written again for that
//! problem. The entry goes into the zoo file the checkout's edition reads: its own, or the
//! shared one, which every edition without its own reads too (a new zoo file is the edition's
//! own).

use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};
use toml_edit::{DocumentMut, Item, Table, value};

use crate::mutants;
use hog_engine::edition::files;
use hog_engine::intake::submission;
use hog_engine::stubs::{body_of, functions_of};
use hog_engine::workspace;

/// `cargo xtask zoo add`, in the checkout at `root`, its zoo built in `target_dir`
/// (`environment::sandbox_target` for the checkout's own).
pub fn add(
    root: &Path,
    target_dir: &Path,
    submission_dir: &Path,
    problem: &str,
    mistake: &str,
    function: Option<&str>,
) -> Result<()> {
    workspace::require_solutions(root)?;
    let problem = hog_grader::normalise_id(problem);
    let mistake = mistake.trim();
    if mistake.is_empty() || mistake.contains('\n') {
        bail!(
            "--mistake takes the mistake in one line, such as \"takes the tens digit as n / 10 without % 10\""
        );
    }
    let (function, body) = wrong_body(root, submission_dir, &problem, function)?;
    let edition = hog_engine::edition::active(root)?.name;
    let zoo_path = format!("{}/{problem}.toml", mutants::ZOO);
    let zoo_file =
        files::resolve(root, &edition, &zoo_path).unwrap_or_else(|| files::own(root, &edition, &zoo_path));
    let before = fs::read_to_string(&zoo_file).unwrap_or_default();
    // Its bodies with LF endings, as the submission's are: the same body is found the same.
    let mut zoo: DocumentMut = hog_engine::text::lf(&before)
        .parse()
        .with_context(|| format!("{} is not valid TOML", zoo_file.display()))?;
    let already = zoo.get("mutant").and_then(Item::as_array_of_tables).is_some_and(|entries| {
        entries
            .iter()
            .any(|entry| entry.get("body").and_then(Item::as_str).map(str::trim) == Some(body.trim()))
    });
    if already {
        bail!("the zoo of problem {problem} already has this body");
    }
    let mut entry = Table::new();
    entry.insert("function", value(function.as_str()));
    entry.insert("mistake", value(mistake));
    entry.insert("body", value(body.as_str()));
    zoo.entry("mutant")
        .or_insert(Item::ArrayOfTables(Default::default()))
        .as_array_of_tables_mut()
        .context("`mutant` in the zoo is not a list of tables")?
        .push(entry);
    fs::create_dir_all(zoo_file.parent().expect("under the zoo's folder"))?;
    fs::write(&zoo_file, zoo.to_string())?;
    // Kept only once proven: otherwise the zoo is put back as it was.
    let proven = prove(root, &edition, target_dir, &problem, mistake);
    if let Err(error) = proven {
        fs::write(&zoo_file, &before)?;
        return Err(error);
    }
    println!(
        "Added to {}: \"{mistake}\" ({function}), rejected by its suite.",
        workspace::display(root, &zoo_file)
    );
    Ok(())
}

/// The body of the submission's region of `problem` that differs from the reference, and its
/// function: the one asked for, or the only one of the problem that differs.
fn wrong_body(root: &Path, dir: &Path, problem: &str, asked: Option<&str>) -> Result<(String, String)> {
    let allowed = hog_engine::intake::allowed_files(root)?;
    let taken = submission::collect(dir, &allowed)
        .map_err(|unusable| anyhow::anyhow!("{} cannot be read: {}", dir.display(), unusable.0))?;
    let mut candidates = Vec::new();
    for file in workspace::teaching_files(root)? {
        let path = workspace::display(root, &file.stub);
        let solution = file.solution_text()?;
        let Some((_, submitted)) = taken.files.iter().find(|(p, _)| *p == path) else { continue };
        for function in functions_of(&solution, problem)? {
            let Ok(body) = body_of(submitted, &function) else { continue };
            let body = anonymised(&body);
            if asked.is_some_and(|asked| asked != function)
                || body.trim() == anonymised(&body_of(&solution, &function)?).trim()
            {
                continue;
            }
            candidates.push((function, body));
        }
    }
    match candidates.len() {
        1 => Ok(candidates.remove(0)),
        0 => bail!(
            "the submission in {} has no region of problem {problem} that differs from the reference{}",
            dir.display(),
            asked.map_or(String::new(), |f| format!(" in {f}"))
        ),
        _ => bail!(
            "several functions of problem {problem} differ from the reference ({}): choose one with --function",
            candidates.iter().map(|(f, _)| f.as_str()).collect::<Vec<_>>().join(", ")
        ),
    }
}

/// `body` without its comment lines and its common indentation: the code, nobody's name.
fn anonymised(body: &str) -> String {
    let lines: Vec<&str> = body.lines().filter(|line| !line.trim_start().starts_with("//")).collect();
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut text: String =
        lines.iter().map(|line| format!("{}\n", line.get(indent..).unwrap_or("").trim_end())).collect();
    while text.ends_with("\n\n") {
        text.pop();
    }
    text.trim_start_matches('\n').to_owned()
}

/// Grades `problem`'s zoo: every entry, the new one (`mistake`) included, must be rejected;
/// then the problem's signatures replace its old ones in `tests/known-mistakes.json`.
fn prove(root: &Path, edition: &str, target_dir: &Path, problem: &str, mistake: &str) -> Result<()> {
    let problems = [problem.to_owned()];
    let verdicts =
        mutants::check_building_in(root, edition, &problems, target_dir, mutants::Reference::Grade)?;
    let survivors: Vec<&str> =
        verdicts.iter().filter(|v| v.caught_by.is_none()).map(|v| v.mutant.mistake.as_str()).collect();
    if survivors.contains(&mistake) {
        bail!(
            "problem {problem}'s suite accepts this code: add a case that rejects it first, then add it to the zoo"
        );
    }
    if !survivors.is_empty() {
        bail!("problem {problem}'s suite accepts other mistakes of its zoo: {}", survivors.join("; "));
    }
    let mut known = mutants::load_known_mistakes(root, edition)?;
    let fresh = mutants::known_mistakes(root, edition, &verdicts)?;
    // In problem order, each problem's in the zoo's: as a run over the whole zoo writes them.
    known.mistakes.retain(|m| m.problem != problem);
    known.mistakes.extend(fresh.mistakes);
    known.mistakes.sort_by(|a, b| a.problem.cmp(&b.problem));
    known.by_chance.retain(|m| m.problem != problem);
    known.by_chance.extend(fresh.by_chance);
    known.by_chance.sort_by(|a, b| a.problem.cmp(&b.problem));
    known.fingerprint = fresh.fingerprint;
    mutants::write_known_mistakes(root, edition, &known).map(drop)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_body_taken_has_no_comment_and_no_indentation() {
        let body =
            "        // Ada Lovelace, section 3\n        let tens = n / 10;\n\n        tens // the tens\n";
        assert_eq!(anonymised(body), "let tens = n / 10;\n\ntens // the tens\n");
    }
}
