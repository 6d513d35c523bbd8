//! `cargo xtask edition new NAME --from EDITION`: a new term's edition, started from the one
//! closest to it.
//!
//! The new folder holds a copy of the other edition's own files (its rules, strategies and
//! experiments, its suites, facts, hidden suites, statements, questions with their answers,
//! and zoo): exactly the places where an edition differs, each to be rewritten for the new
//! rules. What every edition shares is not copied. The copy names the new edition wherever
//! the other one named itself (`renamed`): its `EDITION`, its namespace in paths and doc
//! examples, its name in texts. The registry gets its entry, and `CHECKLIST.md` in the folder
//! lists what is left, one line for each part of an edition (`PARTS`); `cargo xtask ci`
//! reports the edition as unfinished until that file is gone.

use std::fs;
use std::path::Path;

use anyhow::{Context, Result, bail};

use hog_engine::edition::{Edition, REGISTRY, Registry, folder, namespace};
use hog_engine::workspace;

/// The file of an edition's folder that lists what is left to write.
pub const CHECKLIST: &str = "CHECKLIST.md";

/// Files of an edition's folder that are made, not written: they are not copied.
const MADE: &[&str] = &["snapshots", "tests/known-mistakes.json", CHECKLIST];

/// What a new edition's registry entry says its terms are, until the instructor says which.
const NEW_TERMS: &str = "a new term";

/// One part of an edition: an item of one of its teaching files, or one of its files, or a
/// folder of them; and what the tools do with it.
struct Part {
    /// The file (`rules.rs`, `suites/facts.rs`) or folder (`suites/`, ending in `/`) of the
    /// edition's that holds it.
    place: &'static str,
    /// The item of the teaching file `place` that the tools use; `None` for the file itself
    /// (for a teaching file: the items of the problems the edition owns).
    item: Option<&'static str>,
    /// Whether every edition has it. Else an edition without it has the shared one, or none.
    needed: bool,
    /// What uses it, and for what.
    role: &'static str,
}

/// Every part an edition may define, in the order its checklist lists them: the one list of
/// them, which the checklist is made from. The items are those every edition's `rules.rs` and
/// `strategies.rs` end with, which the tools (`crates/hog/src/edition.rs`) read instead of
/// naming an edition's functions.
const PARTS: &[Part] = &[
    Part {
        place: "rules.rs",
        item: None,
        needed: true,
        role: "the reference solution of the rules' problems it owns, each item replacing the shared \
               one of its name; `cargo xtask stubs` writes the student file from them",
    },
    Part {
        place: "rules.rs",
        item: Some("EDITION"),
        needed: true,
        role: "its name in the registry: the suite binary grades the suites of the edition of \
               this name, and `hog` plays it under this name (`--edition`)",
    },
    Part {
        place: "rules.rs",
        item: Some("ZERO_DICE_RULE"),
        needed: true,
        role: "the name of its rule for zero dice, which `hog play` and `hog gui` print on such a turn",
    },
    Part {
        place: "rules.rs",
        item: Some("TOTAL_RULE"),
        needed: false,
        role: "the name of its rule on totals (the shared one: `None`, none), which `hog play`, `hog gui` \
               and `hog exact` say where it changes a total",
    },
    Part {
        place: "rules.rs",
        item: Some("SWAP_RULE"),
        needed: false,
        role: "the name of its rule that exchanges the scores (the shared one: `None`, none), which \
               `hog play` says where it does",
    },
    Part {
        place: "rules.rs",
        item: Some("course_update"),
        needed: true,
        role: "the update of a course game, which `hog play`, `hog gui` and the experiments play \
               with (`simple_update` where the rule on totals is off)",
    },
    Part {
        place: "rules.rs",
        item: Some("DICE_SIDES_RULE"),
        needed: false,
        role: "the name of its rule that changes the dice's sides (the shared one: `None`, none), \
               which `hog play` says where the dice are not six-sided",
    },
    Part {
        place: "rules.rs",
        item: Some("MOST_DICE_RULE"),
        needed: false,
        role: "the name of its rule that holds the number of dice down (the shared one: `None`, \
               none), which `hog play` says where it holds a choice down",
    },
    Part {
        place: "rules.rs",
        item: Some("dice_sides"),
        needed: false,
        role: "the sides of the dice a turn rolls from a `State` (the shared one: six; Hog \
               Wild's: four where the scores' sum is a multiple of 7), which every tool follows, \
               and its `play` must too",
    },
    Part {
        place: "rules.rs",
        item: Some("most_dice"),
        needed: false,
        role: "the most dice a turn rolls from a `State`, a choice of more rolling that many \
               (the shared one: ten; Hog Tied's: one where the sum ends in 7), which every tool \
               follows, and its `play` must too",
    },
    Part {
        place: "rules.rs",
        item: Some("earn"),
        needed: true,
        role: "the first part of its turn as one transition: the points a turn earns from the \
               state before it, the number of dice and what the dice made (`Turn`), which the \
               game's tables for exact analysis are made from",
    },
    Part {
        place: "rules.rs",
        item: Some("settle"),
        needed: false,
        role: "the second part of its turn: what follows the points (a rule on totals, a swap, \
               points to the opponent, an extra turn, the next memory; the shared one: nothing), \
               which every tool follows, the suites of `play` included",
    },
    Part {
        place: "rules.rs",
        item: Some("MEMORY"),
        needed: false,
        role: "how many values it remembers from turn to turn besides the scores (the shared \
               one: 1, nothing), with `START_MEMORY` the value a game starts with",
    },
    Part {
        place: "strategies.rs",
        item: None,
        needed: true,
        role: "the reference solution of the strategies' problems it owns, each item replacing \
               the shared one of its name",
    },
    Part {
        place: "strategies.rs",
        item: Some("THRESHOLD_STRATEGIES"),
        needed: true,
        role: "its two threshold strategies (problems 10 and 11) by name, which `hog play \
               --computer`, the seats of `hog gui`, the experiments and `hog exact` list and play",
    },
    Part {
        place: "experiments.rs",
        item: None,
        needed: false,
        role: "the reference solution of the experiments' problems it owns (problem 13), each \
               item replacing the shared one of its name",
    },
    Part {
        place: "explain.rs",
        item: None,
        needed: true,
        role: "how `hog gui` tells its rules in a turn's message, calling its functions through \
               `super::rules`; `hog`'s tests check it on every edition",
    },
    Part {
        place: "explain.ftl",
        item: None,
        needed: true,
        role: "the words `explain.rs` tells its rules in, each id starting with its name, translated \
               at the same path under `locales/<language>/`",
    },
    Part {
        place: "suites/facts.rs",
        item: None,
        needed: true,
        role: "what its rules decide in the suites every edition shares (problem 05's games and \
               points, 08's rate, 12's headline) and its snapshots' list, compiled into its \
               namespace of the suites",
    },
    Part {
        place: "suites/hidden.rs",
        item: None,
        needed: false,
        role: "the hidden suites of the problems it owns, which official grading alone runs",
    },
    Part {
        place: "suites/",
        item: None,
        needed: false,
        role: "the suite of each problem it owns (`pNN_*.rs`), every expected value and hint: \
               the suite binary grades its problems with these, the others with the shared suites",
    },
    Part {
        place: "problems/",
        item: None,
        needed: false,
        role: "its own statements (`NN/README.md`), concept questions (`NN/questions.toml`) and \
               their plain answers (`answers.toml`, which answers its own questions, checked \
               against their hashes and never handed out); `unlock`, a release and an autograder \
               read the shared file where it has none",
    },
    Part {
        place: "tests/mutants/",
        item: None,
        needed: false,
        role: "the wrong solutions of the problems it owns, which `cargo xtask --edition NAME \
               mutants` checks are rejected and signs as its known mistakes",
    },
    Part {
        place: "edition.toml",
        item: None,
        needed: true,
        role: "the `[words]` its shared statements and guide take, which every reader of them fills in",
    },
];

/// Makes the edition `name` of the checkout at `root` from the edition `from`: its folder, its
/// registry entry and its checklist. Returns the checklist's text.
pub fn create(root: &Path, name: &str, from: &str) -> Result<String> {
    check_name(name)?;
    let registry = Registry::read(root)?;
    if registry.find(name).is_ok() {
        bail!("there is already an edition called {name:?}: choose another name");
    }
    let template = registry.find(from)?;
    let place = folder(root).join(name);
    if place.exists() {
        bail!("{} already exists: remove it, or choose another name", place.display());
    }
    let source = folder(root).join(&template.name);
    let entry = entry(name);
    let mut copied = Vec::new();
    for file in workspace::files(&source, MADE)? {
        let relative = workspace::display(&source, &file).replace('\\', "/");
        let relative = renamed(&relative, &template, &entry);
        let text = fs::read_to_string(&file).with_context(|| format!("cannot read {}", file.display()))?;
        hog_engine::atomic::write(&place.join(&relative), renamed(&text, &template, &entry).as_bytes())?;
        copied.push(relative);
    }
    copied.sort();
    register(root, &entry, &template)?;
    let checklist = checklist(&entry, &copied, &|path| own_item_names(&place.join(path)));
    hog_engine::atomic::write(&place.join(CHECKLIST), checklist.as_bytes())?;
    Ok(checklist)
}

/// `cargo xtask edition new NAME --from EDITION`.
pub fn run(root: &Path, name: &str, from: &str) -> Result<()> {
    workspace::require_solutions(root)?;
    let checklist = create(root, name, from)?;
    crate::generated::write_quietly(root)?;
    println!("Made editions/{name}/ from {from}, registered it in {REGISTRY} and wrote its namespaces.\n");
    println!("{checklist}");
    Ok(())
}

/// Fails, naming them, when an edition of the checkout at `root` still has its checklist: it
/// compiles, but it is not finished, and it is never skipped in silence.
pub fn require_finished(root: &Path) -> Result<()> {
    let unfinished: Vec<String> = Registry::read(root)?
        .editions
        .into_iter()
        .filter(|edition| folder(root).join(&edition.name).join(CHECKLIST).exists())
        .map(|edition| format!("editions/{}/{CHECKLIST}", edition.name))
        .collect();
    if !unfinished.is_empty() {
        bail!(
            "not every edition is finished: {} list what is left to write. Delete the list when \
             it is done.",
            unfinished.join(", ")
        );
    }
    Ok(())
}

/// Fails, saying what to do, unless edition `name` of the checkout at `root` has its parts as
/// the tools read them: its rules and strategies end with the items every edition defines
/// (and the optional ones it defines), in the order `PARTS` lists them and with nothing after
/// them, and every file of its folder is one of `PARTS`.
pub fn check_parts(root: &Path, name: &str) -> Result<()> {
    let place = folder(root).join(name);
    for file in ["rules.rs", "strategies.rs"] {
        let own = own_item_names(&place.join(file));
        // Every needed item, and each optional one (the structure's) it defines.
        let listed: Vec<&str> = PARTS
            .iter()
            .filter(|part| part.place == file)
            .filter(|part| part.needed || part.item.is_some_and(|item| own.iter().any(|o| o == item)))
            .filter_map(|part| part.item)
            .collect();
        if let Some(missing) = listed.iter().find(|item| !own.iter().any(|name| name == *item)) {
            bail!(
                "editions/{name}/{file} has no `{missing}`: every edition defines it (see `cargo xtask edition new`'s checklist)"
            );
        }
        // The file ends with the tools' items, and with nothing else.
        let first = own.iter().position(|item| listed.contains(&item.as_str())).unwrap_or(0);
        if own[first..] != listed {
            bail!(
                "editions/{name}/{file} ends with {}; the tools' items end it, in this order and with nothing \
                 after them: {}. Move them there.",
                quoted(&own[first..]),
                quoted(&listed)
            );
        }
    }
    for file in workspace::files(&place, MADE)? {
        let path = workspace::display(&place, &file).replace('\\', "/");
        if !PARTS.iter().any(|part| holds(part.place, &path)) {
            bail!(
                "editions/{name}/{path} is no part of an edition that the tools read: move what it holds into one, or delete it"
            );
        }
    }
    Ok(())
}

/// Refuses a name that is not lowercase words joined by hyphens: it is a folder, a command
/// line argument and (with `_` for `-`) a Rust module.
fn check_name(name: &str) -> Result<()> {
    let words_ok = name
        .split('-')
        .all(|word| !word.is_empty() && word.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()));
    if !words_ok || !name.as_bytes()[0].is_ascii_lowercase() {
        bail!(
            "{name:?} is not an edition name: use lowercase words joined by hyphens, such as \
             \"hare-nines\", named after the term's special rules"
        );
    }
    Ok(())
}

/// The registry entry of a new edition called `name`, but its problems, which are those of the
/// edition it is made from ([`register`]). Its `rules` and `terms` are words, not instructions:
/// the generated namespaces' doc comments say them (`/// Hare Nines (a new term).`), as
/// `cargo xtask edition` does.
fn entry(name: &str) -> Edition {
    let title: Vec<String> = name
        .split('-')
        .map(|word| {
            let mut letters = word.chars();
            letters.next().map(|first| first.to_uppercase().chain(letters).collect()).unwrap_or_default()
        })
        .collect();
    Edition {
        name: name.to_owned(),
        rules: title.join(" "),
        terms: NEW_TERMS.to_owned(),
        problems: Vec::new(),
    }
}

/// `text`, a file of the edition `from`, as a file of the edition `to`: every word that names
/// `from` names `to` instead. Those are its rules as the registry calls them (a file's
/// heading), its name (`swap-feral`: its `EDITION`, texts), its namespace (`swap_feral`:
/// `hog_rules::editions::swap_feral::*` in a doc example, `student::swap_feral::rules` in a
/// suite) and the namespace in capitals. A name without a hyphen is its namespace too: it is
/// taken for the namespace in a path (next to `::`), else for the name. Only whole words: a
/// name inside a longer one is another name.
fn renamed(text: &str, from: &Edition, to: &Edition) -> String {
    let (old, new) = (namespace(&from.name), namespace(&to.name));
    let text = replace_words(text, &from.rules, |_, _| &to.rules);
    let upper = new.to_uppercase();
    let text = replace_words(&text, &old.to_uppercase(), |_, _| &upper);
    let in_path = |before: &str, after: &str| before.ends_with("::") || after.starts_with("::");
    let text = replace_words(&text, &from.name, |before, after| {
        if old == from.name && in_path(before, after) { &new } else { &to.name }
    });
    let text = replace_words(&text, &old, |_, _| &new);
    // The ids of its suites' messages start with its name: `boar-sus-boar-brawl-...`.
    replace_id_prefixes(&text, &format!("{}-", from.name), &format!("{}-", to.name))
}

/// `text` with every `old` that starts a message id replaced by `new`: at the start of a line
/// (a catalogue's `id = text`) or of a string (`case!("id" {`), never inside other words.
fn replace_id_prefixes(text: &str, old: &str, new: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut done = 0;
    for (at, _) in text.match_indices(old) {
        if !text[..at].chars().next_back().is_none_or(|c| c == '"' || c == '\n') {
            continue;
        }
        out.push_str(&text[done..at]);
        out.push_str(new);
        done = at + old.len();
    }
    out.push_str(&text[done..]);
    out
}

/// `text` with every `old` that stands as a word of its own (no letter, digit, `_` or `-`
/// right before or after it) replaced by what `new` makes of the text before and after it.
fn replace_words<'a>(text: &str, old: &str, new: impl Fn(&str, &str) -> &'a str) -> String {
    let in_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    let mut out = String::with_capacity(text.len());
    let mut done = 0;
    if old.is_empty() {
        return text.to_owned();
    }
    for (at, _) in text.match_indices(old) {
        let (before, after) = (&text[..at], &text[at + old.len()..]);
        if before.chars().next_back().is_some_and(in_word) || after.chars().next().is_some_and(in_word) {
            continue;
        }
        out.push_str(&text[done..at]);
        out.push_str(new(before, after));
        done = at + old.len();
    }
    out.push_str(&text[done..]);
    out
}

/// Adds `entry` to the registry, after the others, with the problems of `template`.
fn register(root: &Path, entry: &Edition, template: &Edition) -> Result<()> {
    let path = root.join(REGISTRY);
    let text = fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut document: toml_edit::DocumentMut =
        text.parse().with_context(|| format!("{} is not valid TOML", path.display()))?;
    let mut table = toml_edit::Table::new();
    table["name"] = toml_edit::value(&entry.name);
    table["rules"] = toml_edit::value(&entry.rules);
    table["terms"] = toml_edit::value(&entry.terms);
    let problems: toml_edit::Array = template.problems.iter().map(String::as_str).collect();
    table["problems"] = toml_edit::value(problems);
    let editions = document["edition"]
        .as_array_of_tables_mut()
        .with_context(|| format!("{} has no [[edition]] entries", path.display()))?;
    editions.push(table);
    hog_engine::atomic::write(&path, document.to_string().as_bytes())
}

/// The names of the own items of the teaching file at `path`, or none when it cannot be read
/// as one.
fn own_item_names(path: &Path) -> Vec<String> {
    let text = fs::read_to_string(path).unwrap_or_default();
    let names = hog_grader::compose::own_items(&text).and_then(hog_grader::compose::item_names);
    names.unwrap_or_default()
}

/// Whether the copied file `path` is in the part at `place`: the file itself, or a file of the
/// folder that no other part lists (`suites/` holds the suites, not `suites/facts.rs`).
fn holds(place: &str, path: &str) -> bool {
    if !place.ends_with('/') {
        return place == path;
    }
    path.starts_with(place) && !PARTS.iter().any(|part| part.place == path)
}

/// Quoted and joined.
fn quoted<S: AsRef<str>>(names: &[S]) -> String {
    names.iter().map(|name| format!("`{}`", name.as_ref())).collect::<Vec<_>>().join(", ")
}

/// What is left to write for `edition`, made by copying `copied` from another edition; `items`
/// names the own items of a copied teaching file. A line for every part ([`PARTS`]): what it
/// is for, and what of it was copied.
fn checklist(edition: &Edition, copied: &[String], items: &dyn Fn(&str) -> Vec<String>) -> String {
    let name = &edition.name;
    let mut text = format!(
        "# {name}: what is left to write\n\n\
         This edition was started with `cargo xtask edition new`: its folder holds a copy of another\n\
         edition's own files, the places where an edition differs from the others, renamed for {name}.\n\
         Rewrite each for the new rules, tick it off, and delete this file when all are done: until\n\
         then `cargo xtask ci` reports {name} as unfinished. Anything {name} shares with every edition,\n\
         it should not hold: delete such an item from its files, and the shared one is used.\n\n\
         ## In the registry\n\n\
         - [ ] `{REGISTRY}`: its `rules` (now \"{}\", made from its name) and `terms`\n  \
         (now \"{}\"), which `cargo xtask edition` and the doc comments of its generated namespaces\n  \
         say, and its `problems` if it has other ones.\n\n\
         ## What it defines\n\n\
         Every part an edition may have, and what uses it.\n\n",
        edition.rules, edition.terms
    );
    let tool_items: Vec<&str> = PARTS.iter().filter_map(|part| part.item).collect();
    for part in PARTS {
        let place = part.place;
        let role = part.role.replace("NAME", name);
        let files: Vec<&String> = copied.iter().filter(|path| holds(place, path)).collect();
        let what = match part.item {
            Some(item) => format!("`{place}`, `{item}`: {role}"),
            None => format!("`{place}`: {role}"),
        };
        if files.is_empty() {
            let missing = if part.needed {
                "not in the copy: every edition needs it, write it"
            } else {
                "none in the copy: it has the shared one or none"
            };
            text.push_str(&format!("- [ ] {what} ({missing}).\n"));
            continue;
        }
        text.push_str(&format!("- [ ] {what}.\n"));
        if place.ends_with('/') {
            for file in files {
                text.push_str(&format!("  - [ ] `{file}`\n"));
            }
        } else if part.item.is_none()
            && place.ends_with(".rs")
            && place != "explain.rs"
            && !place.contains('/')
        {
            let own: Vec<String> =
                items(place).into_iter().filter(|item| !tool_items.contains(&item.as_str())).collect();
            if !own.is_empty() {
                text.push_str(&format!(
                    "  Copied: {}. Keep only those the new rules change.\n",
                    quoted(&own)
                ));
            }
        }
    }
    let unlisted: Vec<&String> =
        copied.iter().filter(|path| !PARTS.iter().any(|part| holds(part.place, path))).collect();
    if !unlisted.is_empty() {
        text.push_str(&format!("- [ ] Also copied: {}.\n", quoted(&unlisted)));
    }
    text.push_str(&format!(
        "\n## Made from the solution, once the rest is written\n\n\
         - [ ] `cargo xtask --edition {name} snapshots --accept`: its snapshots (`snapshots/`), read before accepting.\n\
         - [ ] `cargo xtask --edition {name} grade --solution`: full marks.\n\
         - [ ] `cargo xtask --edition {name} mutants`: every wrong solution rejected; it writes the\n  \
         signatures of its known mistakes (`tests/known-mistakes.json`).\n\
         - [ ] `cargo xtask ci`: every edition proven, this one included.\n"
    ));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edition_name_is_lowercase_words_joined_by_hyphens() {
        assert!(check_name("hare-nines").is_ok());
        assert!(check_name("term2027").is_ok());
        for bad in ["Hare", "hare_nines", "-hare", "hare--nines", "9lives", "", "hare nines"] {
            let error = check_name(bad).unwrap_err().to_string();
            assert!(error.contains("lowercase words joined by hyphens"), "{bad}: {error}");
        }
    }

    /// The words of the source's that name it, in lower case.
    fn names_of(edition: &Edition) -> [String; 3] {
        [edition.name.clone(), namespace(&edition.name), edition.rules.to_lowercase()]
    }

    /// A copy of the checkout's editions (without their snapshots), in a folder of its own.
    fn editions_copy() -> (tempfile::TempDir, Vec<Edition>) {
        let root = hog_engine::environment::root().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let editions = folder(&root);
        for file in workspace::files(&editions, &["*/snapshots"]).unwrap() {
            hog_engine::sandbox::copy_file(
                &file,
                &dir.path().join("editions").join(file.strip_prefix(&editions).unwrap()),
            )
            .unwrap();
        }
        (dir, super::super::all(&root).unwrap())
    }

    /// An edition made from each one names only itself: no file of its folder names the one it
    /// was made from, by its name, its namespace or its rules; its `EDITION` is its own name;
    /// and its registry entry puts no instructions in the doc comments made from it.
    #[test]
    fn a_new_edition_names_itself_and_never_the_edition_it_was_made_from() {
        let (dir, editions) = editions_copy();
        let root = dir.path();
        for (index, from) in editions.iter().enumerate() {
            let name = format!("hare-nines{index}");
            let checklist = create(root, &name, &from.name).unwrap();
            let place = folder(root).join(&name);
            let made = workspace::files(&place, &[]).unwrap();
            assert!(made.len() > 10, "{name} from {}: {made:?}", from.name);
            for file in made {
                let text = fs::read_to_string(&file).unwrap().to_lowercase();
                let path = workspace::display(root, &file);
                for named in names_of(from) {
                    let line = text.lines().find(|l| l.contains(&named)).unwrap_or_default();
                    assert!(
                        !text.contains(&named),
                        "{path}, made from {}, says {named:?}: {line}",
                        from.name
                    );
                    assert!(!path.contains(&named), "{path} is named after {named:?}");
                }
            }
            let rules = fs::read_to_string(place.join("rules.rs")).unwrap();
            assert!(rules.contains(&format!("pub const EDITION: &str = \"{name}\";")), "{rules}");
            // An edition without experiments of its own (swap-feral, trot-tax) has the shared ones.
            if folder(root).join(&from.name).join("experiments.rs").is_file() {
                let experiments = fs::read_to_string(place.join("experiments.rs")).unwrap();
                let example = format!("use hog_experiments::editions::hare_nines{index}::exact_win_rate;");
                assert!(experiments.contains(&example), "{experiments}");
            }
            let entry = super::super::find(root, &name).unwrap();
            assert_eq!(
                (entry.rules.as_str(), entry.terms.as_str()),
                (format!("Hare Nines{index}").as_str(), NEW_TERMS)
            );
            assert_eq!(entry.problems, from.problems);
            // As `cargo xtask stubs` writes it above the edition's namespaces.
            let doc = format!("/// {} ({}).", entry.rules, entry.terms);
            assert!(doc.matches(['(', ')']).count() == 2 && !doc.contains(':'), "{doc}");
            assert!(checklist.contains(&format!("now \"Hare Nines{index}\"")), "{checklist}");
        }
    }

    #[test]
    fn only_whole_words_are_renamed() {
        let from = Edition {
            name: "sus".into(),
            rules: "Sus Fuss".into(),
            terms: String::new(),
            problems: Vec::new(),
        };
        let to = entry("hare-nines");
        let text =
            "use hog_rules::editions::sus::*; sus_points(\"sus\"), SUS::X, Sus Fuss, sus-fuss, amogsus\n";
        assert_eq!(
            renamed(text, &from, &to),
            "use hog_rules::editions::hare_nines::*; sus_points(\"hare-nines\"), HARE_NINES::X, Hare Nines, \
             sus-fuss, amogsus\n"
        );
    }

    /// The checklist's parts are every item the tools read from the end of each edition's rules
    /// and strategies, which every edition defines (the structure's too, where the shared one
    /// is not its own), and every file an edition holds.
    #[test]
    fn the_checklist_lists_every_part_of_every_edition() {
        let root = hog_engine::environment::root().unwrap();
        for edition in super::super::all(&root).unwrap() {
            check_parts(&root, &edition.name).unwrap();
        }
        let copied = ["rules.rs".to_owned(), "suites/p02_x.rs".to_owned(), "suites/facts.rs".to_owned()];
        let checklist =
            checklist(&entry("hare-nines"), &copied, &|_| vec!["x".to_owned(), "EDITION".to_owned()]);
        for part in PARTS {
            let line = match part.item {
                Some(item) => format!("- [ ] `{}`, `{item}`: ", part.place),
                None => format!("- [ ] `{}`: ", part.place),
            };
            assert_eq!(checklist.matches(&line).count(), 1, "{line}\n{checklist}");
        }
        assert!(checklist.contains("  - [ ] `suites/p02_x.rs`\n"), "{checklist}");
        assert!(checklist.contains("  Copied: `x`."), "{checklist}");
        assert!(checklist.contains("`explain.rs`: how `hog gui` tells its rules"), "{checklist}");
        assert!(checklist.contains("(not in the copy: every edition needs it, write it)"), "{checklist}");
    }
}
