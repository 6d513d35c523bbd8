//! A generated class graded for real and sorted out by the zoo: submissions made from the
//! zoo's mistakes are named by them, two sharing a new mistake are grouped and not named, a
//! mistake two zoo entries cannot tell apart is reported as such, full marks count under no
//! mistake, and the later problems a wrong function fails are said to follow from it.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use hog_class_report::mistakes;
use hog_engine::build::Mode;
use hog_engine::sandbox::{Sandbox, SuiteResult};
use hog_engine::stubs::replace_body;
use hog_engine::workspace;
use hog_grader::signature::{KnownMistake, KnownMistakes, Match, Signature};
use hog_official::batch::{self, Batch};

/// Writes a submission named `name` into `class`: every student file with its solution, but
/// `function` (if any) with `body`.
fn submit(root: &Path, class: &Path, name: &str, wrong: Option<(&str, &str)>) {
    for file in workspace::teaching_files(root).unwrap() {
        let mut text = file.solution_text().unwrap();
        if let Some((function, body)) = wrong
            && let Ok(replaced) = replace_body(&text, function, body)
        {
            text = replaced;
        }
        let to = class.join(name).join(workspace::display(root, &file.stub));
        fs::create_dir_all(to.parent().unwrap()).unwrap();
        fs::write(to, text).unwrap();
    }
}

/// Problem 02's function, as the checkout's edition names it, and a body of it that always
/// scores 7, its parameters used by the reference's points thrown away: a mistake of no zoo.
fn always_seven(root: &Path) -> (String, String) {
    let files = hog_engine::workspace::teaching_files(root).unwrap();
    let rules = files.iter().find(|file| file.stub.ends_with("rules.rs")).unwrap().solution_text().unwrap();
    let function = hog_engine::stubs::functions_of(&rules, "02").unwrap().remove(0);
    let reference = hog_engine::stubs::body_of(&rules, &function).unwrap();
    (function, format!("let _ = {{\n{reference}}};\n7"))
}

/// The first zoo mistake of `problem` whose signature is its own, and the first whose
/// signature another entry shares.
fn pick<'k>(zoo: &'k KnownMistakes, problem: &str) -> (Option<&'k KnownMistake>, Option<&'k KnownMistake>) {
    let of_problem = || zoo.mistakes.iter().filter(move |m| m.problem == problem);
    let alone = of_problem().find(|m| matches!(zoo.matching(problem, &m.signature), Match::Known(_)));
    let shared = of_problem().find(|m| matches!(zoo.matching(problem, &m.signature), Match::Ambiguous(_)));
    (alone, shared)
}

#[test]
fn a_class_is_sorted_out_by_the_zoo() {
    let root = hog_engine::environment::root().unwrap();
    let edition = hog_engine::edition::course_name(&root).unwrap_or_default();
    let zoo = hog_authoring::mutants::load_known_mistakes(&root, &edition).unwrap();
    let bodies: BTreeMap<(String, String), String> = hog_authoring::mutants::load(&root, &edition, &[])
        .unwrap()
        .into_iter()
        .map(|(problem, mutant)| ((problem, mutant.mistake), mutant.body))
        .collect();
    let body = |m: &KnownMistake| bodies[&(m.problem.clone(), m.mistake.clone())].clone();
    let (own, _) = pick(&zoo, "02");
    let own = own.expect("problem 02 has a mistake of its own signature");
    let ambiguous = zoo
        .mistakes
        .iter()
        .map(|m| m.problem.as_str())
        .find_map(|problem| pick(&zoo, problem).1)
        .expect("the zoo has two mistakes the suites cannot tell apart");

    let class = tempfile::tempdir().unwrap();
    submit(&root, class.path(), "full-1", None);
    submit(&root, class.path(), "full-2", None);
    for name in ["own-1", "own-2"] {
        submit(&root, class.path(), name, Some((&own.function, &body(own))));
    }
    submit(&root, class.path(), "either", Some((&ambiguous.function, &body(ambiguous))));
    // A mistake of no zoo entry: zero dice always worth 7.
    let (zero_dice, seven) = always_seven(&root);
    for name in ["seven-1", "seven-2"] {
        submit(&root, class.path(), name, Some((&zero_dice, &seven)));
    }

    let dirs = batch::submission_dirs(class.path()).unwrap();
    let out = tempfile::tempdir().unwrap();
    let batch =
        Batch { out: out.path().to_path_buf(), workers: 2, regrade: false, builds: None, roster: None };
    let progress = indicatif::ProgressBar::hidden();
    batch::grade_all(
        &hog_engine::environment::Places::for_root(&root),
        &dirs,
        &batch,
        |grader| grader.case_timeout = 2.0,
        &progress,
    )
    .unwrap();
    let read = hog_class_report::records::read(out.path()).unwrap();
    assert!(read.left_out.is_empty() && !read.unlisted, "{:?}", read.left_out);
    let records = read.records;
    assert_eq!(records.len(), 7);
    // What each record says of problem 02, for a failure below to show.
    let seen: Vec<String> = records
        .iter()
        .map(|r| {
            let p02 = r.report.as_ref().and_then(|report| report.problem("02"));
            let withheld = p02.and_then(|p| p.withheld.as_ref()).map(|w| w.reason.to_string());
            format!("{}: {:?}, 02 {:?} {:?}", r.name, r.status, withheld, p02.and_then(Signature::of))
        })
        .collect();
    // Official grading names no known mistake to students unless tests/course.toml says so.
    for record in &records {
        let named = record.report.as_ref().map_or(0, |report| report.grade().known_mistakes.len());
        assert!(
            named == 0 && !record.text.contains("known mistake"),
            "{} is told a known mistake",
            record.name
        );
    }
    let found = mistakes::find(&records, &zoo);

    // A wrong function also fails the later problems that call it; those failures are the
    // problem's own signatures, so only the mistake's own problem is checked here.
    let named: Vec<(&str, Vec<&str>)> = found
        .known
        .iter()
        .filter(|k| k.mistake.problem == "02")
        .map(|k| (k.mistake.mistake.as_str(), k.students.iter().map(String::as_str).collect()))
        .collect();
    assert_eq!(named, [(own.mistake.as_str(), vec!["own-1", "own-2"])], "only the zoo's mistake is named");
    let groups: Vec<&mistakes::Group> = found.unknown.iter().filter(|g| g.problem == "02").collect();
    let grouped: Vec<Vec<&str>> =
        groups.iter().map(|g| g.students.iter().map(String::as_str).collect()).collect();
    assert_eq!(grouped, [vec!["seven-1", "seven-2"]], "the new mistake is grouped, once: {seen:#?}");
    assert!(
        groups[0].code.as_deref().is_some_and(|code| code.trim_end().ends_with('7')),
        "{:?}",
        groups[0].code
    );
    assert!(!groups[0].may_follow(), "the new mistake is in problem 02 itself");
    // The later problems that call a wrong function fail too: said to follow from it.
    let later: Vec<&mistakes::Group> = found.unknown.iter().filter(|g| g.problem != "02").collect();
    assert!(!later.is_empty(), "a wrong {zero_dice} fails the problems that call it");
    for group in later {
        assert!(
            group.may_follow(),
            "{} ({:?}) does not follow from an earlier problem",
            group.problem,
            group.students
        );
    }
    let either: Vec<&mistakes::Ambiguous> =
        found.ambiguous.iter().filter(|a| a.problem == ambiguous.problem).collect();
    assert_eq!(either.len(), 1, "{:?}", found.ambiguous);
    assert_eq!(either[0].students, ["either"]);
    assert!(
        either[0].mistakes.len() >= 2 && either[0].mistakes.contains(&ambiguous.mistake),
        "{:?}",
        either[0]
    );
    assert!(
        !found
            .known
            .iter()
            .any(|k| k.mistake.problem == ambiguous.problem && k.students.contains(&"either".to_owned())),
        "an ambiguous signature is never counted as one of its mistakes"
    );
    let everyone: Vec<&String> = found
        .known
        .iter()
        .flat_map(|k| &k.students)
        .chain(found.unknown.iter().flat_map(|g| &g.students))
        .chain(found.ambiguous.iter().flat_map(|a| &a.students))
        .collect();
    assert!(!everyone.iter().any(|name| name.starts_with("full")), "full marks are no mistake: {everyone:?}");

    // A student's own grading tells the known mistake, and only that one.
    let sandbox = Sandbox::new(&hog_engine::environment::Places::for_root(&root)).unwrap();
    for file in workspace::teaching_files(&root).unwrap() {
        let path = workspace::display(&root, &file.stub);
        sandbox.write(&path, &fs::read_to_string(class.path().join("own-1").join(&path)).unwrap()).unwrap();
    }
    let SuiteResult::Report(report, _) = sandbox.grade(Mode::Student, &[]).unwrap() else {
        panic!("own-1 does not build")
    };
    let told: Vec<(&String, &String)> = report.grade().known_mistakes.iter().collect();
    assert_eq!(told, [(&own.problem, &own.mistake)]);
}
