//! `hog gui` in a real browser: headless Chromium, driven through ChromeDriver.
//!
//! One browser per test binary: in solution mode a whole seeded game is played by
//! clicking (and a few keys), checked against `play` with the same dice and choices,
//! and the strategy view is drawn; in student mode the page must name the problem to
//! write. Screenshots go to `target/gui-screenshots/` for a person to look at.

#[path = "support/gui.rs"]
mod gui;
#[path = "support/http.rs"]
mod http;
#[path = "support/stubs.rs"]
mod stubs;
#[path = "support/webdriver.rs"]
mod webdriver;

use gui::Gui;
use serde_json::json;
use webdriver::Browser;

/// A laptop's window.
const LAPTOP: (u32, u32) = (1280, 1000);

/// Opens the page and waits for the answer to its first request.
fn open(browser: &Browser, gui: &Gui) {
    browser.goto(&gui.url());
    browser.wait_until(
        "document.body.dataset.replies === '1' && document.body.dataset.state === 'ready'",
        "the page's first answer",
    );
}

#[cfg(feature = "solution")]
mod with_the_solution {
    use std::cell::{Cell, RefCell};

    use hog_rules::turn::{State, Turn, inputs_of, settling};
    use hog_rules::{
        Dice, START_MEMORY, SWAP_RULE, Score, TOTAL_RULE, ZERO_DICE_RULE, make_seeded_dice, play, settle,
        simple_update,
    };
    use hog_strategies::{NUM_ROLLS, THRESHOLD, THRESHOLD_STRATEGIES};

    use super::*;

    const SEED: u64 = 2024;
    const GOAL: Score = 100;
    /// The choices of both players, turn after turn, round and round.
    const CHOICES: [u32; 12] = [4, 0, 6, 3, 10, 0, 5, 2, 7, 1, 0, 6];

    /// One turn of the expected game: the choice, the total before the edition's rule on totals
    /// (Sus Fuss...), the new score and whether the scores were then exchanged (Swine Swap).
    struct ExpectedTurn {
        num_rolls: u32,
        total: Score,
        new_score: Score,
        swapped: bool,
        /// Both scores once the turn is over, Player 0's first, whatever the rules did to them.
        after: [Score; 2],
    }

    /// The game `play` plays with the die seeded with `seed` and [`CHOICES`], turn by turn.
    fn expected_game(seed: u64) -> ((Score, Score), Vec<ExpectedTurn>) {
        let turn = Cell::new(0);
        // Both scores as each turn starts, Player 0's first: how the one before it left them.
        let starts = RefCell::new(Vec::new());
        let strategy = |player: usize| {
            let (turn, starts) = (&turn, &starts);
            move |own: Score, opponent: Score| {
                let choice = CHOICES[turn.get() % CHOICES.len()];
                turn.set(turn.get() + 1);
                starts.borrow_mut().push(if player == 0 { [own, opponent] } else { [opponent, own] });
                choice
            }
        };
        let turns = RefCell::new(Vec::new());
        let update = |num_rolls, score, opponent_score, dice: &mut Dice| {
            let total = simple_update(num_rolls, score, opponent_score, dice);
            // What follows the points, by the edition's `settle`: its rule on totals, a swap.
            let before = State::new(score, opponent_score, START_MEMORY);
            let inputs = settling(inputs_of(before, num_rolls, 0, 0), total - score);
            let mut turn = Turn::from_inputs(inputs, &[], true, false);
            settle(&mut turn);
            let (new_score, swapped) = (turn.change().score.unwrap_or(total), turn.change().swap);
            turns.borrow_mut().push(ExpectedTurn { num_rolls, total, new_score, swapped, after: [0, 0] });
            new_score
        };
        let scores = play(strategy(0), strategy(1), update, 0, 0, &mut make_seeded_dice(6, seed), GOAL);
        let mut turns = turns.into_inner();
        let starts = starts.into_inner();
        for (index, turn) in turns.iter_mut().enumerate() {
            turn.after = starts.get(index + 1).copied().unwrap_or([scores.0, scores.1]);
        }
        (scores, turns)
    }

    /// The number of answers the page has had.
    fn replies(browser: &Browser) -> u64 {
        browser.run("return Number(document.body.dataset.replies);").as_u64().expect("a count")
    }

    /// Chooses `num_rolls` on the page: by clicking, or by a key on every third turn.
    fn choose(browser: &Browser, turn: usize, num_rolls: u32) {
        let before = replies(browser);
        if turn % 3 == 2 {
            let key = if num_rolls == 10 { "t".to_owned() } else { num_rolls.to_string() };
            browser.press(&key);
        } else {
            browser.click(&format!("#roll-{num_rolls}"));
        }
        browser.wait_until(
            &format!(
                "document.body.dataset.replies === '{}' && document.body.dataset.state === 'ready'",
                before + 1
            ),
            &format!("the answer to turn {}", turn + 1),
        );
    }

    /// The turns of the game with `seed` where each special rule of the edition applies, with
    /// the rule's name: a zero-dice turn, a turn of the rule on totals, a swap. `None` when the
    /// game has no turn of one of them.
    fn rule_turns(turns: &[ExpectedTurn]) -> Option<Vec<(usize, &'static str)>> {
        let mut named = vec![(turns.iter().position(|turn| turn.num_rolls == 0)?, ZERO_DICE_RULE)];
        if let Some(rule) = TOTAL_RULE {
            named.push((turns.iter().position(|turn| turn.new_score != turn.total)?, rule));
        }
        if let Some(rule) = SWAP_RULE {
            named.push((turns.iter().position(|turn| turn.swapped)?, rule));
        }
        Some(named)
    }

    #[test]
    fn a_seeded_game_played_by_clicking_ends_as_play_says() {
        // The first seed from SEED on whose game every special rule of the edition applies; each
        // such turn's message must name its rule (the arithmetic of each message is checked in
        // `editions/<name>/explain.rs`).
        let (seed, (score0, score1), turns, named) = (SEED..SEED + 100)
            .find_map(|seed| {
                let (scores, turns) = expected_game(seed);
                rule_turns(&turns).map(|named| (seed, scores, turns, named))
            })
            .expect("a game with a turn of every special rule among 100 seeds");

        let gui = Gui::start(&["--seed", &seed.to_string()]);
        let browser = Browser::start(LAPTOP.0, LAPTOP.1);
        open(&browser, &gui);
        assert_eq!(browser.text("#turn"), "Player 0: how many dice will you roll?");
        assert_eq!((browser.text("#score-0"), browser.text("#score-1")), ("0".into(), "0".into()));
        browser.screenshot("start");

        for (index, turn) in turns.iter().enumerate() {
            choose(&browser, index, turn.num_rolls);
            let latest = browser.text("#latest");
            for (_, rule) in named.iter().filter(|(at, _)| *at == index) {
                assert!(latest.contains(&format!("{rule}: ")), "turn {}: {latest}", index + 1);
            }
            let shown = (browser.text("#score-0"), browser.text("#score-1"));
            let [after0, after1] = turn.after;
            assert_eq!(shown, (after0.to_string(), after1.to_string()), "turn {}", index + 1);
            if index == 5 {
                browser.screenshot("mid-game");
            }
        }

        assert_eq!(
            (browser.text("#score-0"), browser.text("#score-1")),
            (score0.to_string(), score1.to_string())
        );
        let winner = if score0 >= GOAL { 0 } else { 1 };
        assert!(
            browser.text("#winner").contains(&format!("Player {winner} wins!")),
            "{}",
            browser.text("#winner")
        );
        assert_eq!(browser.run("return document.querySelectorAll('.choice:disabled').length;"), json!(11));
        let log = browser.run("return document.getElementById('log').value;");
        let log = log.as_str().unwrap();
        assert!(
            log.contains(&format!("Turn {}. ", turns.len()))
                && !log.contains(&format!("Turn {}. ", turns.len() + 1))
        );
        assert!(log.contains(&format!("Final score: Player 0 {score0}, Player 1 {score1}.")), "{log}");
        browser.screenshot("game-over");

        strategy_view(&browser);
        fits_a_phone(&browser);
    }

    /// Every word the page shows: its text (but code and keys), the log, its title, and the
    /// labels and placeholders a reader hears or sees.
    const SHOWN_WORDS: &str = "
        const words = [document.title, document.getElementById('log').value];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement.closest('code, kbd')) words.push(node.textContent);
        }
        for (const element of document.querySelectorAll('[aria-label], [placeholder], optgroup')) {
          for (const name of ['aria-label', 'placeholder', 'label']) words.push(element.getAttribute(name) || '');
        }
        return words.join('\\n');";

    /// Plays the first turns of `CHOICES` on the page.
    fn play_some_turns(browser: &Browser, turns: usize) {
        for (turn, &num_rolls) in CHOICES.iter().take(turns).enumerate() {
            choose(browser, turn, num_rolls);
        }
    }

    /// The page in Simplified Chinese: every word from its catalogue, each turn told in Chinese
    /// with the rules' names kept, and the language switched on the page, the game told again.
    #[test]
    fn the_page_speaks_chinese_and_switches_to_english() {
        let chinese = hog_i18n::catalogue("zh-CN").expect("Chinese is compiled in");
        let gui = Gui::start(&["--seed", &SEED.to_string(), "--lang", "zh-CN"]);
        let browser = Browser::start(LAPTOP.0, LAPTOP.1);
        open(&browser, &gui);
        assert_eq!(browser.run("return document.documentElement.lang;"), json!("zh-CN"));
        assert_eq!(browser.text("#turn"), chinese.text("page-ask", &[("player", 0u32.into())]));
        assert_eq!(browser.text("#new-game"), chinese.text("page-new-game", &[]));
        play_some_turns(&browser, 6);
        let log = browser.run("return document.getElementById('log').value;");
        let first_turn = chinese.text("page-log-turn", &[("number", 1u32.into()), ("message", "".into())]);
        let told = chinese.text("explain-rolls", &[("player", 0u32.into()), ("dice", "".into())]);
        let told = told.split_whitespace().next().expect("a word");
        assert!(log.as_str().unwrap().contains(&format!("{first_turn}{told}")), "{log}");
        assert!(log.as_str().unwrap().contains(ZERO_DICE_RULE), "{log}");
        browser.run("window.scrollTo(0, 0);");
        browser.screenshot("chinese");

        let before = replies(&browser);
        browser.run(
            "const select = document.getElementById('language'); select.value = 'en'; \
             select.dispatchEvent(new Event('change'));",
        );
        browser.wait_until(
            &format!(
                "document.body.dataset.replies === '{}' && document.body.dataset.state === 'ready'",
                before + 1
            ),
            "the game told again in English",
        );
        assert_eq!(browser.run("return document.documentElement.lang;"), json!("en"));
        assert_eq!(browser.text("#new-game"), "New game");
        let log = browser.run("return document.getElementById('log').value;");
        assert!(log.as_str().unwrap().contains("Turn 1. Player 0 rolls 4 dice"), "{log}");
        browser.screenshot("switched-to-english");
    }

    /// The page in the made-up language of tests after a few turns and a strategy drawn: no
    /// word of plain English is left on it but the names of rules, strategies and languages.
    #[test]
    fn no_english_escapes_the_catalogues_on_the_page() {
        let gui = Gui::start(&["--seed", &SEED.to_string(), "--lang", hog_i18n::pseudo::PSEUDO]);
        let browser = Browser::start(LAPTOP.0, LAPTOP.1);
        open(&browser, &gui);
        play_some_turns(&browser, 6);
        browser.click("#draw");
        browser
            .wait_until("document.getElementById('view').dataset.drawn !== undefined", "the strategy view");
        let names = browser.run(
            "return page.setup.rule_names.concat(page.setup.strategies.map((s) => s.name), \
             page.setup.languages.map((l) => l.name));",
        );
        let mut shown = browser.run(SHOWN_WORDS).as_str().expect("text").to_owned();
        let mut names: Vec<&str> =
            names.as_array().unwrap().iter().filter_map(|name| name.as_str()).collect();
        // Longest first: always_roll(10) before always_roll.
        names.sort_by_key(|name| std::cmp::Reverse(name.len()));
        for name in names {
            shown = shown.replace(name, "");
        }
        let escaped: Vec<&str> =
            shown.lines().filter(|line| hog_i18n::pseudo::plain_english_in(line).is_some()).collect();
        assert!(escaped.is_empty(), "English no catalogue holds: {escaped:#?}");
        browser.screenshot("pseudo-language");
    }

    /// Draws the edition's second threshold strategy (sus_strategy...) and reads a square under
    /// the mouse.
    fn strategy_view(browser: &Browser) {
        let (name, strategy) = THRESHOLD_STRATEGIES[1];
        browser.click("#draw");
        browser.wait_until(
            &format!("document.getElementById('view').dataset.drawn === '{name}'"),
            "the strategy view",
        );
        let at_the_start = strategy(0, 0, THRESHOLD, NUM_ROLLS);
        let readout = format!("Your score 0, opponent's score 0: {name} rolls {at_the_start} dice.");
        assert_eq!(browser.text("#readout"), readout);
        // The grid is 100 squares a side, your score upwards, the opponent's to the right: the
        // square right of and below the centre is your score 49 and the opponent's 50.
        let side = browser.run("return document.getElementById('grid').getBoundingClientRect().width;");
        let half_square = (side.as_f64().unwrap() / 200.0).round() as i64;
        browser.point_at("#grid", half_square.max(1), half_square.max(1));
        browser.wait_until(
            "!document.getElementById('readout').textContent.startsWith('Your score 0,')",
            "a hover",
        );
        let expected = strategy(49, 50, THRESHOLD, NUM_ROLLS);
        let dice = if expected == 1 { "die" } else { "dice" };
        let readout = format!("Your score 49, opponent's score 50: {name} rolls {expected} {dice}.");
        assert_eq!(browser.text("#readout"), readout);
        browser.run("document.getElementById('legend').scrollIntoView({block: 'nearest'});");
        browser.screenshot("strategy-view");
    }

    /// At a phone's width nothing sticks out sideways.
    fn fits_a_phone(browser: &Browser) {
        browser.resize(390, 844);
        browser.wait_until("window.innerWidth <= 400", "the narrow window");
        browser.run("window.scrollTo(0, 0);");
        let overflow = browser.run("return document.documentElement.scrollWidth - window.innerWidth;");
        assert!(overflow.as_i64().unwrap() <= 0, "the page is {overflow} pixels too wide for a phone");
        browser.screenshot("phone");
    }
}

#[cfg(not(feature = "solution"))]
#[test]
fn the_page_names_the_problem_to_write_when_play_is_a_stub() {
    if !stubs::still_to_write("play") {
        return; // play is written: the game runs, as the tests with the solution show
    }
    let (problem, function) = stubs::first_todo_in_rules().expect("play is a stub");
    let gui = Gui::start(&[]);
    let browser = Browser::start(LAPTOP.0, LAPTOP.1);
    open(&browser, &gui);
    browser.wait_until("!document.getElementById('failure').hidden", "the failure");
    assert_eq!(browser.text("#failure-title"), format!("Problem {problem} ({function}) stopped the game"));
    assert_eq!(browser.text("#failure-message"), stubs::not_written(&problem, &function));
    assert_eq!(browser.run("return document.querySelectorAll('.choice:disabled').length;"), json!(11));
    // Keys do nothing without a game, and the server still answers.
    browser.press("5");
    browser.click("#view-strategy option[value='catch_up']");
    browser.click("#draw");
    browser.wait_until("document.getElementById('view').dataset.drawn === 'catch_up'", "catch_up drawn");
    assert_eq!(browser.text("#readout"), "Your score 0, opponent's score 0: catch_up rolls 5 dice.");
    browser.run("window.scrollTo(0, 0);");
    browser.screenshot("error");
}
