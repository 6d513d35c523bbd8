//! Gradescope's `results.json` as its autograder specifications document it: which fields a
//! document, each of its tests and each leaderboard entry may have, and of what type. The
//! tests check every document hog writes against it (the suite binary's, and `autograde`'s
//! with its notes, times and leaderboard), so a misspelt or mistyped field is caught here
//! rather than silently ignored by Gradescope.

use serde_json::{Map, Value};

/// What a field holds.
#[derive(Clone, Copy)]
enum Kind {
    Number,
    Text,
    /// One of Gradescope's visibilities.
    Visibility,
    /// A test's status.
    Status,
    /// A leaderboard entry's sort order.
    Order,
    /// A leaderboard value: a number or a text.
    NumberOrText,
    Texts,
    Object,
    Array,
}

/// The documented fields of the whole document.
const DOCUMENT: &[(&str, Kind)] = &[
    ("score", Kind::Number),
    ("execution_time", Kind::Number),
    ("output", Kind::Text),
    ("output_format", Kind::Text),
    ("test_output_format", Kind::Text),
    ("test_name_format", Kind::Text),
    ("visibility", Kind::Visibility),
    ("stdout_visibility", Kind::Visibility),
    ("extra_data", Kind::Object),
    ("tests", Kind::Array),
    ("leaderboard", Kind::Array),
];

/// The documented fields of a test, and `execution_time`: hog says how long each test's
/// cases ran, which Gradescope documents for the whole run.
const TEST: &[(&str, Kind)] = &[
    ("score", Kind::Number),
    ("max_score", Kind::Number),
    ("status", Kind::Status),
    ("name", Kind::Text),
    ("name_format", Kind::Text),
    ("number", Kind::Text),
    ("output", Kind::Text),
    ("output_format", Kind::Text),
    ("tags", Kind::Texts),
    ("visibility", Kind::Visibility),
    ("extra_data", Kind::Object),
    ("execution_time", Kind::Number),
];

/// The documented fields of a leaderboard entry.
const ENTRY: &[(&str, Kind)] = &[("name", Kind::Text), ("value", Kind::NumberOrText), ("order", Kind::Order)];

/// What hog always writes: of the document, of each test and of each leaderboard entry.
const WRITTEN: [&[&str]; 3] = [
    &["score", "execution_time", "output", "tests"],
    &["score", "max_score", "name", "number", "status", "output", "visibility", "execution_time"],
    &["name", "value", "order"],
];

/// Whether `results` is a document of documented fields only, of their documented types, with
/// every field hog always writes; otherwise what is wrong, field by field.
pub fn check(results: &Value) -> Result<(), String> {
    let mut wrong = Vec::new();
    check_object(results, "the document", DOCUMENT, WRITTEN[0], &mut wrong);
    let list = |name: &str| results.get(name).and_then(Value::as_array).into_iter().flatten().enumerate();
    for (i, test) in list("tests") {
        check_object(test, &format!("tests[{i}]"), TEST, WRITTEN[1], &mut wrong);
    }
    for (i, entry) in list("leaderboard") {
        check_object(entry, &format!("leaderboard[{i}]"), ENTRY, WRITTEN[2], &mut wrong);
    }
    if wrong.is_empty() { Ok(()) } else { Err(wrong.join("\n")) }
}

fn check_object(value: &Value, at: &str, fields: &[(&str, Kind)], written: &[&str], wrong: &mut Vec<String>) {
    let Some(object) = value.as_object() else {
        wrong.push(format!("{at} is not an object: {value}"));
        return;
    };
    for (name, value) in object {
        match fields.iter().find(|(documented, _)| documented == name) {
            None => wrong.push(format!("{at} has {name:?}, which Gradescope does not document")),
            Some((_, kind)) if !holds(*kind, value) => {
                wrong.push(format!("{at}'s {name:?} is {value}, not {}", describe(*kind)))
            }
            Some(_) => {}
        }
    }
    wrong.extend(missing(object, written).map(|name| format!("{at} lacks {name:?}")));
}

fn missing<'w>(object: &Map<String, Value>, written: &'w [&str]) -> impl Iterator<Item = &'w str> {
    written.iter().copied().filter(|name| !object.contains_key(*name))
}

fn holds(kind: Kind, value: &Value) -> bool {
    let one_of = |allowed: &[&str]| value.as_str().is_some_and(|text| allowed.contains(&text));
    match kind {
        Kind::Number => value.as_f64().is_some_and(f64::is_finite),
        Kind::Text => value.is_string(),
        Kind::Visibility => one_of(&["hidden", "after_due_date", "after_published", "visible"]),
        Kind::Status => one_of(&["passed", "failed"]),
        Kind::Order => one_of(&["asc", "desc"]),
        Kind::NumberOrText => value.is_number() || value.is_string(),
        Kind::Texts => value.as_array().is_some_and(|items| items.iter().all(Value::is_string)),
        Kind::Object => value.is_object(),
        Kind::Array => value.is_array(),
    }
}

fn describe(kind: Kind) -> &'static str {
    match kind {
        Kind::Number => "a number",
        Kind::Text => "a text",
        Kind::Visibility => "hidden, after_due_date, after_published or visible",
        Kind::Status => "passed or failed",
        Kind::Order => "asc or desc",
        Kind::NumberOrText => "a number or a text",
        Kind::Texts => "a list of texts",
        Kind::Object => "an object",
        Kind::Array => "a list",
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_documented_document_passes_and_each_fault_is_named() {
        let test = json!({"score": 1.0, "max_score": 1.0, "name": "a", "number": "01.1", "status": "passed",
            "output": "", "visibility": "visible", "execution_time": 0.25});
        let entry = json!({"name": "Win rate", "value": 0.71, "order": "desc"});
        let good = json!({"score": 1.0, "execution_time": 3.5, "output": "", "stdout_visibility": "hidden",
            "tests": [test], "leaderboard": [entry]});
        assert_eq!(check(&good), Ok(()));

        let mut bad = good.clone();
        bad["tests"][0]["status"] = "ok".into();
        bad["tests"][0]["points"] = 1.into();
        bad["leaderboard"][0]["order"] = "up".into();
        bad["score"] = "1".into();
        bad.as_object_mut().unwrap().remove("execution_time");
        let said = check(&bad).unwrap_err();
        for fault in [
            "tests[0]'s \"status\" is \"ok\", not passed or failed",
            "tests[0] has \"points\", which Gradescope does not document",
            "leaderboard[0]'s \"order\" is \"up\", not asc or desc",
            "the document's \"score\" is \"1\", not a number",
            "the document lacks \"execution_time\"",
        ] {
            assert!(said.contains(fault), "{fault}: {said}");
        }
    }
}
