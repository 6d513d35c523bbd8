//! `hog gui` over HTTP: every route, in student mode (the stubs) and in solution mode,
//! the refusals included, on the real binary and its worker processes.

#[path = "support/gui.rs"]
mod gui;
#[path = "support/http.rs"]
mod http;
#[path = "support/stubs.rs"]
mod stubs;

use std::net::TcpListener;
use std::process::Command;

use gui::Gui;
use serde_json::json;

const FILES: [(&str, &str); 5] = [
    ("/", "text/html; charset=utf-8"),
    ("/style.css", "text/css; charset=utf-8"),
    ("/app.js", "text/javascript; charset=utf-8"),
    ("/dice.svg", "image/svg+xml"),
    ("/favicon.svg", "image/svg+xml"),
];

fn game(seats: [&str; 2], choices: &[u32], rolls: &[u32]) -> String {
    json!({"goal": 100, "sus_fuss": true, "seed": 7, "seats": seats, "choices": choices, "rolls": rolls})
        .to_string()
}

#[test]
fn every_file_of_the_page_is_served_and_nothing_is_fetched_from_elsewhere() {
    let gui = Gui::start(&[]);
    for (path, content_type) in FILES {
        let response = gui.get(path);
        assert_eq!(response.status, 200, "{path}");
        assert_eq!(response.header("Content-Type"), Some(content_type), "{path}");
        assert_eq!(response.header("Cache-Control"), Some("no-store"), "{path}");
        assert!(response.header("Content-Security-Policy").unwrap().starts_with("default-src 'self'"));
        // The only address in the page is SVG's name space: no CDN, nothing online.
        let text = response.text().replace("http://www.w3.org/2000/svg", "");
        assert!(!text.contains("http://") && !text.contains("https://"), "{path} links outside");
    }
    let page = gui.get("/").text();
    assert!(page.contains(r#"<script src="/app.js" defer></script>"#), "{page}");
    assert!(gui.get("/dice.svg").text().contains(r#"<symbol id="die-6""#));
}

#[test]
fn the_setup_gives_the_settings_a_seed_and_every_strategy() {
    let gui = Gui::start(&["--seed", "7", "--goal", "50", "--no-total-rule"]);
    let setup = gui.get("/api/setup").json();
    assert_eq!((setup["goal"].as_u64(), setup["sus_fuss"].as_bool()), (Some(50), Some(false)));
    assert_eq!((setup["seed"].as_u64(), setup["fixed_seed"].as_bool()), (Some(7), Some(true)));
    let strategies = setup["strategies"].as_array().unwrap();
    assert_eq!(strategies.len(), 16);
    assert!(strategies.contains(&json!({"name": "final_strategy", "problem": "12"})));
    assert!(strategies.contains(&json!({"name": "catch_up", "problem": null})));
    // Without --seed, each new game gets a fresh seed.
    let gui = Gui::start(&[]);
    assert_eq!(gui.get("/api/setup").json()["fixed_seed"], json!(false));
}

#[test]
fn requests_the_page_never_sends_are_refused_with_a_reason() {
    let gui = Gui::start(&[]);
    let error = |response: &http::Response| response.json()["error"].as_str().unwrap().to_owned();

    let response = gui.get("/nothing/here");
    assert_eq!((response.status, error(&response)), (404, "there is nothing at /nothing/here".into()));

    let response = gui.get("/api/game");
    assert_eq!((response.status, response.header("Allow")), (405, Some("POST")));
    assert_eq!(gui.post("/", "{}").status, 405);

    let response = gui.post("/api/game", r#"{"goal": 100"#);
    assert_eq!(response.status, 400);
    assert!(error(&response).starts_with("malformed request: EOF while parsing"), "{}", error(&response));

    let response = gui.post("/api/game", &game(["human", "robot"], &[], &[]));
    assert_eq!(response.status, 400);
    assert!(error(&response).contains("no strategy is called \"robot\""), "{}", error(&response));

    let response = gui.post("/api/game", &game(["human", "human"], &[3], &[7]));
    assert_eq!(
        (response.status, error(&response)),
        (400, "impossible request: a six-sided die rolls 1 to 6, not 7".into())
    );

    let response = gui.post("/api/strategy", r#"{"strategy": "catch_up", "goal": 500}"#);
    assert_eq!(
        (response.status, error(&response)),
        (400, "impossible request: the goal must be from 1 to 200, but it is 500".into())
    );

    let huge = format!(r#"{{"pad": "{}"}}"#, "x".repeat(100_000));
    let response = gui.post("/api/game", &huge);
    assert_eq!((response.status, error(&response)), (413, "a request may hold at most 65536 bytes".into()));

    // A page from another site that reaches this port under another name is refused.
    let response = http::request(&gui.address, "GET", "/", &[("Host", "hog.example:31415")], b"").unwrap();
    assert_eq!(response.status, 403);
    assert!(error(&response).starts_with("this server answers only pages from http://127.0.0.1:"));

    // And the server goes on serving.
    assert_eq!(gui.get("/").status, 200);
}

#[test]
fn a_provided_strategy_is_drawn_in_any_mode() {
    let gui = Gui::start(&[]);
    let response = gui.post("/api/strategy", r#"{"strategy": "catch_up", "goal": 3}"#);
    assert_eq!(response.status, 200);
    assert_eq!(
        response.json(),
        json!({"grid": {"strategy": "catch_up", "goal": 3, "rows": [[5, 6, 6], [5, 5, 6], [5, 5, 5]]}})
    );
}

#[test]
fn a_busy_port_and_a_bad_port_are_explained() {
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let output = Command::new(env!("CARGO_BIN_EXE_hog")).args(["gui", "--port", &port]).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with(&format!("hog gui: port {port} is already in use")), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");

    let output = Command::new(env!("CARGO_BIN_EXE_hog")).args(["gui", "--port", "70000"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("70000"));
}

/// On the stubs, the page's first request already meets a `todo!()`.
#[cfg(not(feature = "solution"))]
mod with_the_stubs {
    use super::*;

    #[test]
    fn a_game_names_the_first_problem_still_to_write_and_the_server_goes_on() {
        if !stubs::still_to_write("play") {
            return; // play is written: the game runs, as the tests with the solution show
        }
        let (problem, function) = stubs::first_todo_in_rules().expect("play is a stub");
        let gui = Gui::start(&[]);
        let response = gui.post("/api/game", &game(["human", "human"], &[], &[]));
        assert_eq!(response.status, 200);
        let failure = &response.json()["failure"];
        assert_eq!(failure["problem"], json!(problem));
        assert_eq!(failure["function"], json!(function));
        assert_eq!(failure["message"], json!(stubs::not_written(&problem, &function)));
        assert_eq!(gui.get("/api/setup").status, 200);
        assert_eq!(gui.post("/api/game", &game(["human", "human"], &[], &[])).json()["failure"], *failure);
    }

    #[test]
    fn a_strategy_not_written_names_its_problem() {
        let name = hog_strategies::THRESHOLD_STRATEGIES[1].0;
        if !stubs::still_to_write(name) {
            return;
        }
        let gui = Gui::start(&[]);
        let response = gui.post("/api/strategy", &json!({"strategy": name, "goal": 10}).to_string());
        let failure = &response.json()["failure"];
        assert_eq!((&failure["problem"], &failure["function"]), (&json!("11"), &json!(name)));
    }
}

/// The solution plays: what comes back is what its `play` and strategies do.
#[cfg(feature = "solution")]
mod with_the_solution {
    use hog_rules::make_seeded_dice;
    use hog_strategies::{NUM_ROLLS, THRESHOLD, THRESHOLD_STRATEGIES};
    use serde_json::Value;

    use super::*;

    #[test]
    fn a_move_rolls_the_seeded_dice_and_waits_for_the_next_player() {
        let gui = Gui::start(&[]);
        let response = gui.post("/api/game", &game(["human", "human"], &[3], &[]));
        assert_eq!(response.status, 200);
        let game = &response.json()["game"];
        let mut dice = make_seeded_dice(6, 7);
        let outcomes: Vec<u32> = (0..3).map(|_| dice()).collect();
        assert_eq!(game["rolls"], json!(outcomes));
        assert_eq!(game["choices"], json!([3]));
        assert_eq!(game["next_player"], json!(1));
        assert_eq!(game["winner"], Value::Null);
        let message = game["turns"][0]["message"].as_str().unwrap();
        assert!(message.starts_with("Player 0 rolls 3 dice: "), "{message}");
        // The scores after the turn, exchanged if the edition swaps them there.
        let new_score = game["turns"][0]["new_score"].as_u64().unwrap() as u32;
        let before = hog_rules::turn::State::new(0, 0, hog_rules::START_MEMORY);
        let inputs = hog_rules::turn::settling(hog_rules::turn::inputs_of(before, 3, 0, 0), new_score);
        let mut turn = hog_rules::Turn::from_inputs(inputs, &[], false, false);
        hog_rules::settle(&mut turn);
        let scores = if turn.change().swap { [0, new_score] } else { [new_score, 0] };
        assert_eq!(game["scores"], json!(scores));
    }

    #[test]
    fn a_computer_seat_moves_before_the_human() {
        let gui = Gui::start(&[]);
        let (name, strategy) = THRESHOLD_STRATEGIES[1];
        let game = gui.post("/api/game", &game([name, "human"], &[], &[])).json()["game"].clone();
        assert_eq!(game["choices"][0], json!(strategy(0, 0, THRESHOLD, NUM_ROLLS)));
        // Player 0 moves until the human must choose: more than once where the edition gives
        // another turn.
        let turns = game["turns"].as_array().unwrap();
        assert!(!turns.is_empty() && turns.iter().all(|turn| turn["player"] == json!(0)), "{turns:?}");
        assert_eq!(game["next_player"], json!(1));
    }

    #[test]
    fn the_students_strategy_is_drawn_on_every_pair_of_scores() {
        let gui = Gui::start(&[]);
        let (name, strategy) = THRESHOLD_STRATEGIES[1];
        let grid =
            gui.post("/api/strategy", &json!({"strategy": name, "goal": 100}).to_string()).json()["grid"]
                .clone();
        let rows = grid["rows"].as_array().unwrap();
        assert_eq!(rows.len(), 100);
        for (score, opponent_score) in [(0, 0), (53, 60), (31, 21), (99, 99)] {
            let expected = strategy(score, opponent_score, THRESHOLD, NUM_ROLLS);
            assert_eq!(
                rows[score as usize][opponent_score as usize],
                json!(expected),
                "({score}, {opponent_score})"
            );
        }
    }
}
