//! The strategy contest on real builds: valid entries ranked, and an entry that chooses
//! too many dice or never finishes disqualified with its reason, not ranked and not fatal.

use std::fs;
use std::time::Duration;

use hog_contest::{self as contest, report};
use hog_engine::stubs::replace_body;
use hog_engine::workspace;

/// Writes `text` to `path` under `dir`, making its folders.
fn write(dir: &std::path::Path, path: &str, text: &str) {
    let path = dir.join(path);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

const STRATEGIES: &str = "crates/strategies/src/strategies.rs";

#[test]
fn a_contest_ranks_valid_entries_and_disqualifies_the_rest() {
    let root = hog_engine::environment::root().unwrap();
    let stub = fs::read_to_string(root.join(STRATEGIES)).unwrap();
    let submissions = tempfile::tempdir().unwrap();
    let entries = [
        ("bold", "let _ = opponent_score;\nif score < 90 { 6 } else { 0 }"),
        ("cautious", "let _ = (score, opponent_score);\n2"),
        ("greedy", "if (score, opponent_score) == (3, 40) { 11 } else { 5 }"),
        ("stuck", "let _ = opponent_score;\nif score == 50 {\n    loop {}\n}\n4"),
    ];
    for (name, body) in entries {
        let text = replace_body(&stub, "final_strategy", body).unwrap();
        write(&submissions.path().join(name), STRATEGIES, &text);
    }
    let dirs: Vec<_> = entries.iter().map(|(name, _)| submissions.path().join(name)).collect();
    let (entries, ranking, _) =
        contest::judge(&hog_engine::environment::Places::for_root(&root), &dirs, Duration::from_secs(3))
            .unwrap();

    let reasons: Vec<(&str, Result<(), &str>)> = entries
        .iter()
        .map(|e| (e.name.as_str(), e.table.as_ref().map(|_| ()).map_err(String::as_str)))
        .collect();
    assert_eq!(
        reasons,
        [
            ("bold", Ok(())),
            ("cautious", Ok(())),
            (
                "greedy",
                Err("at score 3 against 40 final_strategy chose 11 dice, but a strategy chooses 0 to 10")
            ),
            ("stuck", Err("final_strategy did not choose at every position within 3 s")),
        ]
    );
    let bold = entries[0].table.as_ref().unwrap();
    assert_eq!((bold.at(89, 0), bold.at(90, 0)), (6, 0), "the table is the entry's own choices");
    // Six dice beat two by far: bold ranks first, having beaten the one other ranked entry.
    assert_eq!(ranking.standings.iter().map(|s| (s.entry, s.beaten)).collect::<Vec<_>>(), [(0, 1), (1, 0)]);
    assert!(ranking.rates[0][1] > 0.6 && (ranking.rates[0][1] + ranking.rates[1][0] - 1.0).abs() < 1e-12);

    let out = tempfile::tempdir().unwrap();
    report::write(out.path(), &entries, &ranking, 100).unwrap();
    let csv = fs::read_to_string(out.path().join("ranking.csv")).unwrap();
    assert!(csv.starts_with("rank,entry,beaten,mean_win_rate,disqualified\n1,bold,1,0."), "{csv}");
    assert!(csv.contains("\n,stuck,,,final_strategy did not choose"), "{csv}");
    let page = fs::read_to_string(out.path().join("index.html")).unwrap();
    assert!(page.contains("<strong>greedy</strong>: at score 3 against 40"), "{page}");
    for picture in ["matrix.png", "entries/001.png", "entries/002.png"] {
        assert!(out.path().join(picture).exists(), "{picture}");
    }
}

/// The rows of `grid`, as xtask reads a table.
fn rows(grid: &hog_exact::Grid<u8>) -> Vec<Vec<u8>> {
    grid.cells().chunks(grid.goal() as usize).map(<[u8]>::to_vec).collect()
}

#[test]
fn the_leaderboard_rates_a_strategy_as_the_contest_does() {
    let root = hog_engine::environment::root().unwrap();
    let submissions = tempfile::tempdir().unwrap();
    // The reference's own final_strategy, with the rest of the reference it calls.
    let reference = submissions.path().join("reference");
    for file in workspace::teaching_files(&root).unwrap() {
        let path = file.stub.strip_prefix(&root).unwrap().to_string_lossy().into_owned();
        write(&reference, &path, &file.solution_text().unwrap());
    }
    let stub = fs::read_to_string(root.join(STRATEGIES)).unwrap();
    let six = replace_body(&stub, "final_strategy", "let _ = (score, opponent_score);\n6").unwrap();
    write(&submissions.path().join("six"), STRATEGIES, &six);
    let dirs = [reference, submissions.path().join("six")];
    let (entries, ranking, _) =
        contest::judge(&hog_engine::environment::Places::for_root(&root), &dirs, Duration::from_secs(10))
            .unwrap();

    let sandbox =
        hog_engine::sandbox::Sandbox::new(&hog_engine::environment::Places::for_root(&root)).unwrap();
    let packed = hog_official::leaderboard::Reference::work_out(&sandbox, None).unwrap();
    let six = &packed.baselines[0];
    assert_eq!(six.name, "always_roll(6)");
    assert!(six.table.iter().flatten().all(|&dice| dice == 6), "the reference's always_roll(6)");
    assert_eq!(rows(entries[1].table.as_ref().unwrap()), six.table, "the entry that always rolls six");

    let table = rows(entries[0].table.as_ref().unwrap());
    let rates = contest::leaderboard::rates(&packed, table).unwrap();
    let against: Vec<&str> = rates.iter().map(|rate| rate.against.as_str()).collect();
    let names: Vec<&str> = packed.baselines.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(against, names);
    // The same game, the same tables, the same solver: the contest's very rate.
    assert_eq!(rates[0].rate, Some(ranking.rates[0][1]));
    assert!(ranking.rates[0][1] > 0.5, "the reference beats always_roll(6): {}", ranking.rates[0][1]);
    let baseline = rates[1].rate.unwrap();
    assert!(baseline > 0.0 && baseline < 1.0, "{} against {}", baseline, names[1]);
}
