//! Each problem's facts are written in several files: its statement, its suite, the markers in
//! its code, its zoo and the guide's table. These tests read them as text, with no build, and
//! list every slip between them, naming the files that disagree. The problems are those whose
//! statement the workspace's edition has (`edition::files::problems`), never a fixed range;
//! every file is read as that edition reads it, its words filled in.

use std::fs;
use std::path::{Path, PathBuf};

use hog_authoring::generated::suites;
use hog_authoring::mutants;
use hog_engine::edition::files;
use hog_engine::stubs::markers::{Region, find_regions};
use hog_engine::workspace;

/// What `problems/NN/README.md` says about problem NN.
pub(crate) struct Statement {
    /// Where it is, for messages.
    path: String,
    /// The number in its heading, `# Problem NN: ...`.
    heading_id: String,
    /// The names in the heading's brackets, `(`roll_dice`)`: what the student writes.
    functions: Vec<String>,
    /// `**Points:** N`.
    pub(crate) points: Option<f64>,
    /// `**File:** `path``: the student file that holds its regions, if it has code.
    pub(crate) file: Option<String>,
    /// `**Grade:** `command``.
    grade: Option<String>,
}

/// What problem NN's suite module says about it.
pub(crate) struct SuiteModule {
    pub(crate) path: String,
    id: Option<String>,
    title: Option<String>,
    points: Option<f64>,
}

/// The edition whose files the workspace at `root` holds.
fn edition(root: &Path) -> String {
    hog_engine::edition::active(root).unwrap().name
}

/// The edition's problems, in order.
pub(crate) fn problem_ids(root: &Path) -> Vec<String> {
    let ids = files::problems(root, &edition(root)).unwrap();
    assert!(!ids.is_empty(), "{} has no problem statement (problems/NN/README.md)", edition(root));
    ids
}

/// Whether `text` is a problem id: two digits.
fn is_id(text: &str) -> bool {
    text.len() == 2 && text.chars().all(|c| c.is_ascii_digit())
}

/// The text after `**label:** ` on the line that starts with it.
fn labelled<'t>(text: &'t str, label: &str) -> Option<&'t str> {
    let prefix = format!("**{label}:** ");
    text.lines().find_map(|line| line.strip_prefix(prefix.as_str()))
}

/// The first text between backticks.
fn quoted(text: &str) -> Option<&str> {
    text.split('`').nth(1)
}

/// The names between backticks, as in "(`num_factors`, `sus_points`)".
fn quoted_names(text: &str) -> Vec<String> {
    text.split('`').skip(1).step_by(2).map(str::to_owned).collect()
}

/// Reads `problems/NN/README.md`; a fact it does not state is `None`, left to the checks.
pub(crate) fn statement(root: &Path, id: &str) -> Statement {
    let path = format!("problems/{id}/README.md");
    let text = hog_authoring::edition::render::render(root, &edition(root), &path)
        .unwrap_or_else(|error| panic!("{error:#}"));
    let heading = text.lines().next().unwrap_or_default();
    let heading_id =
        heading.strip_prefix("# Problem ").and_then(|rest| rest.split(':').next()).unwrap_or_default();
    let bracketed = heading.rsplit_once('(').map_or("", |(_, names)| names);
    Statement {
        heading_id: heading_id.to_owned(),
        functions: quoted_names(bracketed),
        points: labelled(&text, "Points").and_then(|p| p.split_whitespace().next()?.parse().ok()),
        file: labelled(&text, "File").and_then(quoted).map(str::to_owned),
        grade: labelled(&text, "Grade").and_then(quoted).map(str::to_owned),
        path,
    }
}

/// The value written after `name: ` in a struct literal, up to the end of its line.
fn field<'t>(text: &'t str, name: &str) -> Option<&'t str> {
    let prefix = format!("{name}: ");
    let line = text.lines().map(str::trim).find(|line| line.starts_with(prefix.as_str()))?;
    Some(line[prefix.len()..].trim_end_matches(',').trim_matches('"'))
}

/// Reads problem NN's suite module as the checkout's edition has it: its own
/// (`editions/<name>/suites/pNN_*.rs`), or else the shared one (`tests/suites/problems/pNN_*.rs`);
/// `Err` when a folder has more than one, or neither has it.
pub(crate) fn suite_module(root: &Path, id: &str) -> Result<SuiteModule, String> {
    let edition = hog_engine::edition::course_name(root).unwrap_or_default();
    let prefix = format!("p{id}_");
    let own = suites::folder(&edition);
    let mut found = Vec::new();
    for folder in [own.as_str(), suites::SHARED] {
        let dir = root.join(folder);
        found = workspace::files(&dir, &[])
            .unwrap_or_default()
            .into_iter()
            .filter(|f| f.file_name().unwrap().to_string_lossy().starts_with(&prefix))
            .collect();
        if !found.is_empty() {
            break;
        }
    }
    let [file] = found.as_slice() else {
        return Err(format!(
            "problem {id} needs exactly one suite module, {own}/{prefix}*.rs or {}/{prefix}*.rs, found {}",
            suites::SHARED,
            found.len()
        ));
    };
    let mut text = fs::read_to_string(file).unwrap();
    // A suite built in a shared frame (problem 13's `exact::problem(OwnCases { .. })`) has the
    // frame write what every edition's problem says alike: read after its own text.
    let frame = text.lines().find_map(|line| line.trim().split_once("::problem(").map(|(frame, _)| frame));
    if let Some(frame) = frame.filter(|frame| frame.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')) {
        text +=
            &fs::read_to_string(root.join(suites::SHARED).join(format!("{frame}.rs"))).unwrap_or_default();
    }
    // A shared suite reads what the edition's rules decide from the edition's facts.
    let points = field(&text, "points").and_then(|points| match points.strip_prefix("super::facts::") {
        Some(name) => {
            let facts = fs::read_to_string(root.join(&own).join("facts.rs")).ok()?;
            let line = facts.lines().find(|line| line.starts_with(&format!("pub const {name}: ")))?;
            line.rsplit_once("= ")?.1.trim_end_matches(';').parse().ok()
        }
        None => points.parse().ok(),
    });
    Ok(SuiteModule {
        path: workspace::display(root, file),
        id: field(&text, "id").map(str::to_owned),
        title: field(&text, "title").map(str::to_owned),
        points,
    })
}

/// A fact as read, or "nothing" where the file does not say it.
fn shown<T: std::fmt::Display>(fact: &Option<T>) -> String {
    fact.as_ref().map_or_else(|| "nothing".to_owned(), T::to_string)
}

/// Fails listing every disagreement, one a line.
fn assert_none(disagreements: Vec<String>) {
    assert!(
        disagreements.is_empty(),
        "{} disagreement(s):\n{}",
        disagreements.len(),
        disagreements.join("\n")
    );
}

#[test]
fn every_statement_agrees_with_its_suite() {
    every_statement_agrees_with_its_suite_in(&hog_engine::environment::root().unwrap());
}

fn every_statement_agrees_with_its_suite_in(root: &Path) {
    let root = root.to_path_buf();
    let mut disagreements = Vec::new();
    for id in problem_ids(&root) {
        let said = statement(&root, &id);
        let suite = match suite_module(&root, &id) {
            Ok(suite) => suite,
            Err(missing) => {
                disagreements.push(missing);
                continue;
            }
        };
        let (readme, module) = (&said.path, &suite.path);
        if said.heading_id != id {
            disagreements
                .push(format!("{readme}: the heading names problem {:?}, not {id}", said.heading_id));
        }
        if suite.id.as_deref() != Some(id.as_str()) {
            disagreements
                .push(format!("{module}: `id` is {}, but the folder is problems/{id}", shown(&suite.id)));
        }
        if said.points.is_none() || said.points != suite.points {
            disagreements.push(format!(
                "points: {readme} says {}, {module} says {}",
                shown(&said.points),
                shown(&suite.points)
            ));
        }
        let title = said.functions.join(", ");
        if suite.title.as_deref() != Some(title.as_str()) {
            disagreements.push(format!(
                "title: {module} says {}, the heading of {readme} names {title}",
                shown(&suite.title)
            ));
        }
        let command = format!("cargo xtask grade -q {id}");
        if said.grade.as_deref() != Some(command.as_str()) {
            disagreements
                .push(format!("{readme}: **Grade:** is {}, expected `{command}`", shown(&said.grade)));
        }
    }
    assert_none(disagreements);
}

/// The function each region of problem `id` lies in, in order: the last `fn` above its `BEGIN`.
fn functions_of(text: &str, regions: &[Region], id: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    regions
        .iter()
        .filter(|region| region.problem == id)
        .map(|region| {
            let signature = lines[..region.begin]
                .iter()
                .rev()
                .find_map(|line| line.split_once("fn "))
                .map(|(_, rest)| rest);
            let name = signature.map_or("", |rest| rest.split(['(', '<']).next().unwrap_or_default());
            name.trim().to_owned()
        })
        .collect()
}

/// One side of a teaching file, solution or stub, read once.
struct Side {
    path: PathBuf,
    text: String,
    regions: Vec<Region>,
}

/// Both sides of every teaching file; a side whose markers do not pair up is a disagreement,
/// reported once and left out.
fn sides(root: &Path, disagreements: &mut Vec<String>) -> Vec<Side> {
    let mut sides = Vec::new();
    for file in workspace::teaching_files(root).unwrap() {
        // The solution side is the reference as compiled: the shared file with the edition's own items.
        let solution = file.solution_text().unwrap();
        let stub = fs::read_to_string(&file.stub).unwrap();
        for (path, text) in [(file.solution, solution), (file.stub, stub)] {
            match find_regions(&text) {
                Ok(regions) => sides.push(Side { text, path, regions }),
                Err(error) => disagreements.push(format!("{}: {error}", workspace::display(root, &path))),
            }
        }
    }
    sides
}

#[test]
fn every_named_file_holds_the_problems_regions_and_no_other_file_does() {
    every_named_file_holds_the_problems_regions_and_no_other_file_does_in(
        &hog_engine::environment::root().unwrap(),
    );
}

fn every_named_file_holds_the_problems_regions_and_no_other_file_does_in(root: &Path) {
    let root = root.to_path_buf();
    let teaching = workspace::teaching_files(&root).unwrap();
    let mut disagreements = Vec::new();
    let sides = sides(&root, &mut disagreements);
    for id in problem_ids(&root) {
        let said = statement(&root, &id);
        let readme = &said.path;
        let marking: Vec<&Side> =
            sides.iter().filter(|side| side.regions.iter().any(|r| r.problem == id)).collect();
        let Some(named) = &said.file else {
            if said.points != Some(0.0) || !marking.is_empty() {
                disagreements.push(format!(
                    "{readme} names no **File:**, so problem {id} has no code: it must be worth 0 points and have no \
                     markers, but it is worth {} and {} file(s) mark it",
                    shown(&said.points),
                    marking.len()
                ));
            }
            continue;
        };
        let Some(file) = teaching.iter().find(|file| workspace::display(&root, &file.stub) == *named) else {
            disagreements
                .push(format!("{readme} names {named}, which is not a student file beside a solution"));
            continue;
        };
        for other in marking.iter().filter(|side| side.path != file.solution && side.path != file.stub) {
            disagreements.push(format!(
                "{} marks problem {id}, but {readme} names {named}",
                workspace::display(&root, &other.path)
            ));
        }
        for side in sides.iter().filter(|side| side.path == file.solution || side.path == file.stub) {
            let place = workspace::display(&root, &side.path);
            let functions = functions_of(&side.text, &side.regions, &id);
            if functions.is_empty() {
                disagreements.push(format!(
                    "{place} has no `// BEGIN PROBLEM {id}` ... `// END PROBLEM {id}`, but {readme} names it"
                ));
            } else if functions != said.functions {
                disagreements.push(format!(
                    "{place} marks problem {id} in {functions:?}, but the heading of {readme} names {:?}",
                    said.functions
                ));
            }
        }
    }
    assert_none(disagreements);
}

#[test]
fn every_scored_problem_has_a_zoo_of_its_own_mistakes() {
    every_scored_problem_has_a_zoo_of_its_own_mistakes_in(&hog_engine::environment::root().unwrap());
}

fn every_scored_problem_has_a_zoo_of_its_own_mistakes_in(root: &Path) {
    let root = root.to_path_buf();
    let mut disagreements = Vec::new();
    for id in problem_ids(&root) {
        let said = statement(&root, &id);
        // A problem worth no points may still have scored cases (an extra problem, graded
        // for the student's information), and then a zoo; one worth points must have one.
        let zoo = files::resolve(&root, &edition(&root), &format!("{}/{id}.toml", mutants::ZOO));
        if said.points.unwrap_or(0.0) == 0.0 && zoo.is_none() {
            continue;
        }
        match mutants::load(&root, &edition(&root), std::slice::from_ref(&id)) {
            Err(error) => disagreements.push(format!("problem {id} needs a zoo it can read: {error:#}")),
            Ok(zoo) => {
                for (_, mutant) in zoo.iter().filter(|(_, m)| !said.functions.contains(&m.function)) {
                    disagreements.push(format!(
                        "{}/{id}.toml: \"{}\" replaces {}, which is not one of {:?} in the heading of {}",
                        mutants::ZOO,
                        mutant.mistake,
                        mutant.function,
                        said.functions,
                        said.path
                    ));
                }
            }
        }
    }
    assert_none(disagreements);
}

#[test]
fn the_guides_table_lists_every_problem_as_its_statement_does() {
    the_guides_table_lists_every_problem_as_its_statement_does_in(&hog_engine::environment::root().unwrap());
}

fn the_guides_table_lists_every_problem_as_its_statement_does_in(root: &Path) {
    let root = root.to_path_buf();
    let guide = hog_authoring::edition::render::render(&root, &edition(&root), "problems/README.md").unwrap();
    let table: Vec<Vec<&str>> = guide
        .split("## Points")
        .nth(1)
        .expect("problems/README.md has a `## Points` table")
        .lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .skip(2) // the header and its rule
        .map(|row| row.split('|').map(str::trim).filter(|cell| !cell.is_empty()).collect())
        .collect();
    let ids = problem_ids(&root);
    let listed: Vec<&str> = table.iter().filter_map(|row| row.first().copied()).collect();
    assert_eq!(
        listed, ids,
        "the `## Points` table of problems/README.md lists other problems than problems/ holds"
    );
    let mut disagreements = Vec::new();
    for (row, id) in table.iter().zip(&ids) {
        let said = statement(&root, id);
        let title = row.get(1).copied().unwrap_or_default();
        let points: Option<f64> = row.get(2).and_then(|p| p.parse().ok());
        if quoted_names(title) != said.functions || points != said.points {
            disagreements.push(format!(
                "problems/README.md lists {id} as {title} for {} points, but {} names {:?} for {}",
                shown(&points),
                said.path,
                said.functions,
                shown(&said.points)
            ));
        }
    }
    assert_none(disagreements);
}

#[test]
fn every_suite_module_zoo_and_marker_belongs_to_a_problem_folder() {
    every_suite_module_zoo_and_marker_belongs_to_a_problem_folder_in(
        &hog_engine::environment::root().unwrap(),
    );
}

fn every_suite_module_zoo_and_marker_belongs_to_a_problem_folder_in(root: &Path) {
    let root = root.to_path_buf();
    let ids = problem_ids(&root);
    let mut disagreements = Vec::new();
    let mut claim = |what: String, id: &str| {
        if !ids.iter().any(|known| known == id) {
            disagreements.push(format!("{what} is about problem {id}, but there is no problems/{id}/"));
        }
    };
    for file in workspace::files(&root.join(suites::SHARED), &[]).unwrap() {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        if let Some(id) = name.strip_prefix('p').and_then(|rest| rest.get(..2)).filter(|id| is_id(id)) {
            claim(workspace::display(&root, &file), id);
        }
    }
    for path in mutants::zoo_files(&root, &edition(&root)).unwrap() {
        claim(path.clone(), &mutants::zoo_problem(&path));
    }
    let mut unpaired = Vec::new(); // markers that do not pair up: the test above reports them
    for side in sides(&root, &mut unpaired) {
        for region in &side.regions {
            claim(
                format!("{} line {}", workspace::display(&root, &side.path), region.begin + 1),
                &region.problem,
            );
        }
    }
    assert_none(disagreements);
}

/// The files graded as the student's are exactly the teaching files: a marker quoted in any
/// other file under `crates/*/src` would make the grader take that file for a student's.
#[test]
fn the_student_files_are_the_teaching_files() {
    the_student_files_are_the_teaching_files_in(&hog_engine::environment::root().unwrap());
}

fn the_student_files_are_the_teaching_files_in(root: &Path) {
    let root = root.to_path_buf();
    let show = |files: Vec<std::path::PathBuf>| -> Vec<String> {
        files.iter().map(|f| workspace::display(&root, f)).collect()
    };
    let teaching = show(workspace::teaching_files(&root).unwrap().into_iter().map(|f| f.stub).collect());
    let found = show(workspace::student_files(&root).unwrap());
    assert_eq!(
        found, teaching,
        "files with BEGIN PROBLEM markers that are not teaching files, or the reverse"
    );
}

/// Every shared statement and the guide render for every edition: each `{{name}}` they say
/// is in the edition's words, and none is left in what a student would read.
#[test]
fn every_shared_text_renders_for_every_edition() {
    let root = hog_engine::environment::root().unwrap();
    for edition in hog_engine::edition::all(&root).unwrap() {
        for path in files::problem_files(&root, &edition.name).unwrap() {
            if path.ends_with(".md") {
                let text = hog_authoring::edition::render::render(&root, &edition.name, &path)
                    .unwrap_or_else(|error| panic!("{error:#}"));
                assert!(!text.contains("{{"), "{path} of {} still says {{{{ after rendering", edition.name);
            }
        }
    }
}

/// Every fact check above, on the workspace at `root`: what another edition's proof runs.
pub fn prove_facts_agree(root: &Path) {
    every_statement_agrees_with_its_suite_in(root);
    every_named_file_holds_the_problems_regions_and_no_other_file_does_in(root);
    every_scored_problem_has_a_zoo_of_its_own_mistakes_in(root);
    the_guides_table_lists_every_problem_as_its_statement_does_in(root);
    every_suite_module_zoo_and_marker_belongs_to_a_problem_folder_in(root);
    the_student_files_are_the_teaching_files_in(root);
}

/// The top level the project was specified with, in a checkout and in a release alike: other
/// folders may stand beside these, but none of them may go or move.
const TOP_LEVEL: &[&str] = &["Cargo.toml", "crates", "tests", "problems", "xtask", "README.md"];

/// The names of [`TOP_LEVEL`] that the workspace at `root` lacks, or has as the other kind
/// (a file where a folder belongs).
pub(crate) fn missing_from_top_level(root: &Path) -> Vec<&'static str> {
    TOP_LEVEL
        .iter()
        .copied()
        .filter(|name| {
            let path = root.join(name);
            if name.contains('.') { !path.is_file() } else { !path.is_dir() }
        })
        .collect()
}

/// The checkout's top level is the specified one, and `tests/` is what grades students' code:
/// the suites, the suite binary and its shared library, the zoo, and a README that says so.
#[test]
fn the_checkout_has_the_specified_top_level() {
    let root = hog_engine::environment::root().unwrap();
    assert_eq!(missing_from_top_level(&root), Vec::<&str>::new(), "the checkout's top level");
    for part in
        ["README.md", "course.toml", "suites/lib.rs", "suite-binary/Cargo.toml", "suites-dylib/Cargo.toml"]
    {
        assert!(root.join("tests").join(part).is_file(), "tests/{part} is missing");
    }
    assert!(root.join(mutants::ZOO).is_dir(), "{} is missing", mutants::ZOO);
    let manifest = fs::read_to_string(root.join("Cargo.toml")).unwrap();
    assert!(
        manifest.contains("autotests = false"),
        "the root package must keep cargo from taking tests/ for its integration tests"
    );
}
