//! The report of a made-up class (`common`): its tables, its page and its CSV, and the
//! command on a folder of records as grade-all leaves it.

mod common;

use std::fs;
use std::path::Path;
use std::process::Command;

use common::*;
use hog_class_report::model::place;
use hog_class_report::{Class, Summary, page, tables};
use hog_grader::prepared::Reason;
use hog_grader::signature::{KnownMistakes, Signature};
use hog_official::batch::Status;
use hog_official::batch::store::Store;

fn made_up() -> Class {
    Class::of(&class(), &zoo())
}

fn names(names: &[&str]) -> Vec<String> {
    names.iter().map(|n| n.to_string()).collect()
}

/// Everyone listed under some mistake, named, ambiguous or unknown.
fn in_any_mistake(class: &Class) -> Vec<&str> {
    let mistakes = &class.mistakes;
    let known = mistakes.known.iter().flat_map(|k| &k.students);
    let ambiguous = mistakes.ambiguous.iter().flat_map(|a| &a.students);
    let unknown = mistakes.unknown.iter().flat_map(|g| &g.students);
    known.chain(ambiguous).chain(unknown).map(String::as_str).collect()
}

#[test]
fn known_mistakes_count_under_their_names_with_their_students() {
    let class = made_up();
    let known: Vec<(&str, &str, Vec<String>)> = class
        .mistakes
        .known
        .iter()
        .map(|k| (k.mistake.problem.as_str(), k.mistake.mistake.as_str(), k.students.clone()))
        .collect();
    assert_eq!(
        known,
        [("03", FRESH_DICE, names(&[MARKUP, "alan", "barbara"])), ("01", PIG_OUT, names(&["barbara"]))],
        "largest first, each with its students in name order"
    );
    assert_eq!(class.reported, 11, "three submissions have no report");
    assert_eq!(format!("{:.0}", class.percent(3)), "27");
}

#[test]
fn full_marks_not_attempted_and_withheld_are_no_mistake() {
    let class = made_up();
    let listed = in_any_mistake(&class);
    for name in ["ada", "grace", "margaret", "ken", "bjarne", "linus", "dennis", "zed"] {
        assert!(!listed.contains(&name), "{name} is under a mistake: {listed:?}");
    }
    assert_eq!(class.mistakes.not_attempted, 1);
    let play = class.problems.iter().find(|p| p.id == "05").unwrap();
    assert_eq!(
        (play.full, play.partial, play.zero, play.not_attempted, play.withheld_count()),
        (6, 4, 0, 1, 0)
    );
    let rolls = class.problems.iter().find(|p| p.id == "01").unwrap();
    assert_eq!((rolls.full, rolls.partial, rolls.zero, rolls.withheld_count()), (8, 1, 1, 1));
    assert_eq!(rolls.withheld[place(Reason::Forbidden)], names(&["bjarne"]));
    let turn = class.problems.iter().find(|p| p.id == "03").unwrap();
    assert_eq!(turn.withheld[place(Reason::DoesNotCompile)], names(&["ken"]));
    for problem in &class.problems {
        let sum =
            problem.full + problem.partial + problem.zero + problem.not_attempted + problem.withheld_count();
        assert_eq!(sum, class.reported, "problem {}'s outcomes add up to the reports", problem.id);
    }
}

#[test]
fn unknown_mistakes_are_grouped_by_signature_and_never_named() {
    let class = made_up();
    let groups: Vec<(usize, &str, Vec<String>, Vec<String>)> = class
        .mistakes
        .unknown
        .iter()
        .map(|g| (g.number, g.problem.as_str(), g.signature.0.clone(), g.students.clone()))
        .collect();
    assert_eq!(
        groups,
        [
            (1, "05", names(&["suite 2 case 3: got 41"]), names(&[MARKUP, "edsger"])),
            (2, "01", names(&["suite 1 case 1: got 0", "suite 2 case 1: got 0"]), names(&["tony"])),
            (3, "05", names(&["suite 3 case 1: panicked: boom"]), names(&["tony"])),
        ]
    );
    assert_eq!(class.mistakes.unknown[0].code.as_deref(), Some(MARKUP_PLAY), "the first student's code");
    let named: Vec<&str> =
        class.mistakes.known.iter().flat_map(|k| &k.students).map(String::as_str).collect();
    assert!(!named.contains(&"edsger") && !named.contains(&"tony"), "{named:?}");
}

#[test]
fn a_signature_of_several_known_mistakes_is_ambiguous_not_one_of_them() {
    let class = made_up();
    let [ambiguous] = class.mistakes.ambiguous.as_slice() else { panic!("{:?}", class.mistakes.ambiguous) };
    assert_eq!((ambiguous.problem.as_str(), &ambiguous.students), ("05", &names(&["donald"])));
    assert_eq!(ambiguous.mistakes, names(&[SWAP, TURN]));
    assert_eq!(ambiguous.signature, line("suite 1 case 1: got 0"));
    assert!(class.mistakes.known.iter().all(|k| k.mistake.mistake != SWAP && k.mistake.mistake != TURN));
    assert_eq!(
        Summary::of(&class),
        Summary { named: 4, known: 2, grouped: 4, groups: 3, following: 1, ambiguous: 1, not_attempted: 1 }
    );
}

#[test]
fn without_a_zoo_every_mistake_is_unknown() {
    let class = Class::of(&class(), &KnownMistakes::default());
    assert!(class.mistakes.known.is_empty() && class.mistakes.ambiguous.is_empty());
    let fresh_dice = Signature(names(&["suite 1 case 2: got 12"]));
    let group = class.mistakes.unknown.iter().find(|g| g.signature == fresh_dice).unwrap();
    assert_eq!(group.students, names(&[MARKUP, "alan", "barbara"]));
    assert!(page::page(&class).unwrap().contains("has no known mistakes"));
}

#[test]
fn the_statuses_and_the_cases_that_fail_most_are_counted() {
    let class = made_up();
    let statuses: Vec<(&str, usize)> = class.statuses.iter().map(|s| (s.kind, s.students.len())).collect();
    assert_eq!(statuses, [("graded", 11), ("does not compile", 1), ("timed out", 1), ("unusable folder", 1)]);
    assert_eq!(class.submissions, 14);
    assert_eq!(class.scores.len(), 13, "an unusable folder earned no grade");
    let first = &class.failing_cases[0];
    assert_eq!((first.id.problem.as_str(), first.id.suite, first.id.case), ("03", 1, 2));
    assert_eq!(first.students, names(&[MARKUP, "alan", "barbara"]));
    assert_eq!(first.code, names(&["f03(1, 2) < 3"]));
    assert!(
        class.failing_cases.iter().all(|c| !c.students.contains(&"margaret".to_owned())),
        "a todo!() is no failing case"
    );
}

#[test]
fn the_page_holds_every_name_escaped_and_nothing_from_elsewhere() {
    let class = made_up();
    let html = page::page(&class).unwrap();
    assert!(!html.contains("<script"), "no script, from a name or otherwise");
    assert!(!html.contains(MARKUP));
    let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co";
    assert!(html.contains(escaped), "the name is there, escaped");
    assert!(
        html.contains("if n &lt; 10 &amp;&amp; done {\n    return &quot;&lt;b&gt;&quot;;"),
        "code is escaped"
    );
    assert!(html.contains("checks &lt;this&gt; &amp; that"), "a case's text is escaped");
    assert!(html.contains(&format!("3 students (27\u{a0}%): {FRESH_DICE} (problem 03 take_turn)")));
    assert!(
        html.contains(&page::escape(&format!("1 student (9\u{a0}%): cannot tell apart: {SWAP}; {TURN}")))
    );
    assert!(html.contains("Group 1: 2 students (18\u{a0}%), problem 05"));
    for outside in ["<link", "<img", "src=", "@import", "url(", "https:"] {
        assert!(!html.contains(outside), "the page fetches nothing: {outside}");
    }
    assert_eq!(html.matches("<svg").count(), 4, "the scores and each of three problems");
}

#[test]
fn a_class_without_a_report_still_has_a_page_and_tables() {
    for records in [
        vec![nothing("linus", Status::DoesNotCompile), nothing("dennis", Status::TimedOut)],
        vec![nothing("zed", Status::UnusableFolder("a symbolic link".into()))],
    ] {
        let class = Class::of(&records, &zoo());
        let html = page::page(&class).unwrap();
        assert!(html.contains("No scored case failed"), "{html}");
        assert_eq!(rows(&tables::problems(&class).unwrap()).len(), 1, "the header alone");
        assert_eq!(
            Summary::of(&class),
            Summary {
                named: 0,
                known: 0,
                grouped: 0,
                groups: 0,
                following: 0,
                ambiguous: 0,
                not_attempted: 0
            }
        );
    }
}

/// The rows of a CSV table, header first.
fn rows(bytes: &[u8]) -> Vec<Vec<String>> {
    let mut reader = csv::ReaderBuilder::new().has_headers(false).from_reader(bytes);
    reader.records().map(|r| r.unwrap().iter().map(String::from).collect()).collect()
}

#[test]
fn the_tables_hold_the_same_counts() {
    let class = made_up();
    let problems = rows(&tables::problems(&class).unwrap());
    assert_eq!(
        problems[0][..9],
        ["problem", "title", "points", "reports", "full", "partial", "zero", "not_attempted", "withheld"]
    );
    assert_eq!(problems[1], ["01", "roll_dice", "2", "11", "8", "1", "1", "0", "1", "0", "1", "0", "0"]);
    assert_eq!(problems[2], ["03", "take_turn", "2", "11", "7", "3", "0", "0", "1", "1", "0", "0", "0"]);

    let known = rows(&tables::known_mistakes(&class).unwrap());
    assert_eq!(known[0], ["problem", "mistake", "students", "percent", "names"]);
    assert_eq!(known[1], ["03", FRESH_DICE, "3", "27.3", &format!("{MARKUP};alan;barbara")]);
    assert_eq!(known[2], ["01", PIG_OUT, "1", "9.1", "barbara"]);
    assert_eq!(known[3], ["05", &format!("cannot tell apart: {SWAP}; {TURN}"), "1", "9.1", "donald"]);
    assert_eq!(known.len(), 4);

    let unknown = rows(&tables::unknown_mistakes(&class).unwrap());
    assert_eq!(unknown[0], ["problem", "group", "students", "signature", "names", "also_fail"]);
    assert_eq!(unknown[1], ["05", "1", "2", "suite 2 case 3: got 41", &format!("{MARKUP};edsger"), ""]);
    assert_eq!(unknown[2], ["01", "2", "1", "suite 1 case 1: got 0 | suite 2 case 1: got 0", "tony", ""]);
    assert_eq!(unknown.len(), 4);

    let cases = rows(&tables::failing_cases(&class).unwrap());
    assert_eq!(cases[0], ["problem", "suite", "case", "students", "hidden", "about", "names"]);
    assert_eq!(cases[1][..5], ["03", "1", "2", "3", "false"]);
    assert_eq!(cases[1][5], "problem 03 suite 1 case 2: checks <this> & that");
    assert_eq!(cases.len(), 7, "03/1/2, 01/2/1, 05/2/3, then 01/1/1, 05/1/1 and 05/3/1");
}

/// Writes the class's records into `graded` with grade-all's store (`reports/NAME.json`,
/// `grades.csv`, `batch.json`), and its zoo into the workspace `root`.
fn lay_out(graded: &Path, root: &Path) {
    let records = class();
    let names: Vec<String> = records.iter().map(|record| record.name.clone()).collect();
    let mut store = Store::open(graded, &names).unwrap();
    for (index, record) in records.into_iter().enumerate() {
        store.keep(index, record).unwrap();
    }
    drop(store);
    fs::create_dir_all(root.join("tests")).unwrap();
    fs::write(root.join(KnownMistakes::PATH), serde_json::to_string(&zoo()).unwrap()).unwrap();
}

/// The command on the class's folder. With `HOG_CLASS_REPORT_KEEP=DIR`, the folder is DIR and
/// stays, its report in DIR/report, for a person to look at.
#[test]
fn the_command_reports_a_graded_folder_and_says_what_it_found() {
    let (temporary, root) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let graded = std::env::var_os("HOG_CLASS_REPORT_KEEP").map_or(temporary.path().to_path_buf(), Into::into);
    lay_out(&graded, root.path());
    let run = Command::new(env!("CARGO_BIN_EXE_hog-class-report"))
        .arg(&graded)
        .arg("--workspace")
        .arg(root.path())
        .output()
        .unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
    assert!(run.status.success(), "{stderr}");
    let [said] = stdout.lines().collect::<Vec<_>>()[..] else { panic!("one line: {stdout}") };
    assert!(
        said.starts_with(
            "4 failing problems named (2 known mistakes), 4 grouped (3 unknown mistakes, 1 of which may follow from an earlier problem), 1 ambiguous, 1 not attempted, in "
        ),
        "{said}"
    );
    let out = graded.join("report");
    for file in ["index.html"].into_iter().chain(tables::FILES) {
        assert!(out.join(file).is_file(), "{file}");
    }
    let html = fs::read_to_string(out.join("index.html")).unwrap();
    assert!(html.contains(FRESH_DICE) && !html.contains("<script"));
}

#[test]
fn the_command_on_a_folder_grade_all_did_not_write_says_what_to_run() {
    let (graded, root) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let run = |graded: &Path| {
        Command::new(env!("CARGO_BIN_EXE_hog-class-report"))
            .arg(graded)
            .args([
                "--out".as_ref(),
                graded.join("out").as_os_str(),
                "--workspace".as_ref(),
                root.path().as_os_str(),
            ])
            .output()
            .unwrap()
    };
    let empty = run(graded.path());
    let stderr = String::from_utf8_lossy(&empty.stderr);
    assert!(!empty.status.success());
    assert!(stderr.starts_with("error: ") && stderr.contains("run `cargo xtask grade-all"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");

    fs::create_dir(graded.path().join("reports")).unwrap();
    fs::write(graded.path().join("reports/ada.json"), "{\"name\": \"ada\"").unwrap();
    let damaged = run(graded.path());
    let stderr = String::from_utf8_lossy(&damaged.stderr);
    assert!(!damaged.status.success());
    assert!(stderr.contains("ada.json is damaged") && !stderr.contains("panicked"), "{stderr}");
}

/// Records that are not the rows of the batch's grades.csv are left out, and the command
/// names each one, on stderr and on the page: a stray record of a submission no longer in
/// the batch, one that another grader wrote over a row, and a damaged one.
#[test]
fn the_command_leaves_out_what_is_not_of_the_batch_and_says_so() {
    let (graded, root) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    lay_out(graded.path(), root.path());
    let reports = graded.path().join("reports");
    let mut gone = nothing("gone", Status::DoesNotCompile);
    fs::write(reports.join("gone.json"), serde_json::to_string(&gone).unwrap()).unwrap();
    gone.name = "ada".into();
    gone.key = Some("another grader's".into());
    fs::write(reports.join("ada.json"), serde_json::to_string(&gone).unwrap()).unwrap();
    fs::write(reports.join("grace.json"), "{\"name\": \"grace\"").unwrap();

    let run = Command::new(env!("CARGO_BIN_EXE_hog-class-report"))
        .arg(graded.path())
        .arg("--workspace")
        .arg(root.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    let said = [
        "warning: reports/ada.json was graded since grades.csv was written",
        "warning: reports/grace.json is damaged",
        "warning: reports/gone.json is not a submission of this batch",
    ];
    let warnings: Vec<&str> = stderr.lines().filter(|line| line.starts_with("warning: ")).collect();
    assert_eq!(warnings.len(), said.len(), "{stderr}");
    for (warning, said) in warnings.iter().zip(said) {
        assert!(warning.starts_with(said), "{warning}");
    }
    let html = fs::read_to_string(graded.path().join("report/index.html")).unwrap();
    assert!(html.contains("<h3>Left out</h3>"), "{html}");
    assert!(html.contains("<li>reports/gone.json is not a submission of this batch"), "{html}");
    assert!(html.contains("<p>12 submissions, "), "the fourteen of the class but ada and grace");
    assert!(!html.contains(">gone<") && !html.contains("gone ("), "gone is no student of the class");
}

/// A class whose roster names its students: the page and the tables show each submission as
/// its folder with its students (a group's together), list who handed nothing in, and escape
/// a name made of markup on the page.
#[test]
fn the_students_of_each_submission_are_named_beside_its_folder() {
    use hog_official::batch::roster::Student;
    let mut group = graded("submission_1", &[("01", Went::Got(vec![(2, 1, "7")]))], &[]);
    group.students =
        vec![Student::new("Zoë Ñúñez", "zoe@x.edu", "1"), Student::new("李小龍", "li@x.edu", "2")];
    let mut spreadsheet = graded("submission_2", &[("01", Went::Got(vec![(2, 1, "7")]))], &[]);
    spreadsheet.students = vec![Student::new("=HYPERLINK(\"<b>\")", "eve@x.edu", "3")];
    let mut class = Class::of(&[group, spreadsheet], &zoo());
    class.without_submission = names(&["Cy"]);
    let who = ["submission_1 (Zoë Ñúñez, 李小龍)", "submission_2 (=HYPERLINK(\"<b>\"))"];
    assert_eq!(in_any_mistake(&class), who, "each failing problem names the students");

    let html = page::page(&class).unwrap();
    assert!(html.contains("submission_1 (Zoë Ñúñez, 李小龍)"), "{html}");
    assert!(html.contains("submission_2 (=HYPERLINK(&quot;&lt;b&gt;&quot;))") && !html.contains("<b>"));
    assert!(html.contains("1 student on the roster handed nothing in (no score, not zero)</summary>"));
    assert!(html.contains("<li>Cy</li>"));
    let names_cells: Vec<String> = rows(&tables::known_mistakes(&class).unwrap())
        .into_iter()
        .chain(rows(&tables::unknown_mistakes(&class).unwrap()))
        .flat_map(|row| row.into_iter().filter(|cell| cell.contains("submission_")))
        .collect();
    assert!(!names_cells.is_empty());
    for cell in names_cells {
        assert!(cell.contains("submission_1 (Zoë Ñúñez, 李小龍)"), "{cell}");
    }
}
