//! The routes: which request gets which answer. Nothing here touches a socket, so
//! every route can be tested as a plain function call; `gui/mod.rs` does the HTTP.
//!
//! | route | answer |
//! | --- | --- |
//! | `GET /`, `/style.css`, `/app.js`, `/dice.svg`, `/favicon.svg` | the page, from the binary |
//! | `GET /api/setup` | [`PageSetup`]: the settings, a seed for a new game, the strategies, the languages |
//! | `GET /api/messages?lang=zh-CN` | [`PageMessages`]: the page's words in that language |
//! | `POST /api/game` | a [`GameRequest`] replayed: [`Answer::Game`](super::protocol::Answer::Game) or [`Answer::Failure`](super::protocol::Answer::Failure) |
//! | `POST /api/strategy` | a [`GridRequest`] drawn: [`Answer::Grid`](super::protocol::Answer::Grid) or [`Answer::Failure`](super::protocol::Answer::Failure) |
//!
//! Every route speaks the language its `?lang=` names, else the one `hog gui` was started in:
//! its errors, and the worker that tells each turn. Requests the page would never send get a
//! 4xx answer with `{"error": "..."}`.

use std::hash::{BuildHasher, RandomState};

use hog_i18n::{Catalogue, t};
use hog_rules::Score;
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::assets::{ASSETS, Asset};
use super::child::Worker;
use super::protocol::{
    GameRequest, GridRequest, Job, Language, MAX_GOAL, PageMessages, PageSetup, StrategyInfo,
};
use crate::computer::Computer;
use crate::edition::Edition;
use crate::ui::MAX_ROLLS;

/// The largest request body read: a whole game's history to [`MAX_GOAL`] is far smaller.
pub const MAX_BODY: usize = 64 << 10;

/// What `hog gui` was started with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The edition of the rules played.
    pub edition: &'static Edition,
    /// The goal a new game starts with.
    pub goal: Score,
    /// Whether a new game starts with the edition's rule on totals (Sus Fuss...).
    pub sus_fuss: bool,
    /// The seed of every game, or `None` for a fresh seed each game.
    pub seed: Option<u64>,
    /// The language the page speaks until it is switched on the page.
    pub language: &'static Catalogue,
}

/// A request, as far as the routes need it.
#[derive(Clone, Debug)]
pub struct Incoming<'a> {
    /// `GET`, `POST`, ...
    pub method: &'a str,
    /// The path, perhaps with a query, e.g. `/api/game`.
    pub url: &'a str,
    /// The `Host` header, if sent.
    pub host: Option<&'a str>,
    /// The body, or `None` when it was longer than [`MAX_BODY`].
    pub body: Option<&'a [u8]>,
}

/// An answer to send back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The HTTP status.
    pub status: u16,
    /// The `Content-Type`.
    pub content_type: &'static str,
    /// The methods the path allows, for a 405.
    pub allow: Option<&'static str>,
    /// The body.
    pub body: Vec<u8>,
}

impl Reply {
    fn json(status: u16, value: &impl Serialize) -> Reply {
        let body = serde_json::to_vec(value).expect("replies are plain data");
        Reply { status, content_type: "application/json", allow: None, body }
    }

    fn error(status: u16, message: impl Into<String>) -> Reply {
        #[derive(Serialize)]
        struct Error {
            error: String,
        }
        Reply::json(status, &Error { error: message.into() })
    }

    fn asset(asset: &Asset) -> Reply {
        Reply {
            status: 200,
            content_type: asset.content_type,
            allow: None,
            body: asset.body.as_bytes().to_vec(),
        }
    }
}

/// The site: the settings, the port it answers on, and how to run the student's code.
pub struct Site {
    settings: Settings,
    port: u16,
    worker: Worker,
}

/// What a path leads to.
enum Route {
    Asset(&'static Asset),
    Setup,
    Messages,
    Game,
    Strategy,
}

impl Site {
    /// A site that answers on 127.0.0.1:`port` and runs jobs with `worker`.
    pub fn new(settings: Settings, port: u16, worker: Worker) -> Site {
        Site { settings, port, worker }
    }

    /// The answer to `request`, in the language it asks for.
    pub fn answer(&self, request: &Incoming<'_>) -> Reply {
        let language = asked_language(request.url).unwrap_or(self.settings.language);
        hog_i18n::speaking(language, || self.answer_in(language, request))
    }

    fn answer_in(&self, language: &'static Catalogue, request: &Incoming<'_>) -> Reply {
        if !self.is_own_host(request.host) {
            return Reply::error(403, t!("gui-other-host", port = self.port));
        }
        let path = request.url.split(['?', '#']).next().unwrap_or_default();
        let Some((route, method)) = route(path) else {
            return Reply::error(404, t!("gui-nothing-here", path = path));
        };
        if request.method != method {
            let mut reply = Reply::error(405, t!("gui-wrong-method", path = path, method = method));
            reply.allow = Some(method);
            return reply;
        }
        match route {
            Route::Asset(asset) => Reply::asset(asset),
            Route::Setup => Reply::json(200, &self.setup()),
            Route::Messages => Reply::json(200, &PageMessages::of(language)),
            Route::Game => {
                let edition = self.settings.edition;
                self.run(request.body, language, |request: GameRequest| {
                    request.check(edition).map(|()| Job::Game(request))
                })
            }
            Route::Strategy => {
                let edition = self.settings.edition;
                self.run(request.body, language, |request: GridRequest| {
                    request.check(edition).map(|()| Job::Grid(request))
                })
            }
        }
    }

    /// Refuses requests made to another host name that points here, as a page elsewhere could.
    fn is_own_host(&self, host: Option<&str>) -> bool {
        let Some(host) = host else { return false };
        [format!("127.0.0.1:{}", self.port), format!("localhost:{}", self.port)].iter().any(|own| own == host)
    }

    fn setup(&self) -> PageSetup {
        let edition = self.settings.edition;
        let strategies = Computer::all(edition)
            .into_iter()
            .map(|computer| StrategyInfo {
                name: computer.to_string(),
                problem: computer.problem().map(str::to_owned),
            })
            .collect();
        PageSetup {
            goal: self.settings.goal,
            sus_fuss: self.settings.sus_fuss,
            seed: self.settings.seed.unwrap_or_else(fresh_seed),
            fixed_seed: self.settings.seed.is_some(),
            max_goal: MAX_GOAL,
            max_rolls: MAX_ROLLS,
            strategies,
            view_strategy: edition.threshold_strategies[1].0.to_owned(),
            total_rule: edition.total_rule_name.map(str::to_owned),
            rule_names: super::explain::rule_names(edition),
            language: self.settings.language.language().to_owned(),
            languages: hog_i18n::languages()
                .into_iter()
                .filter_map(hog_i18n::catalogue)
                .map(|catalogue| Language {
                    tag: catalogue.language().to_owned(),
                    name: catalogue.text("language-name", &[]),
                })
                .collect(),
        }
    }

    /// Reads a `T` from `body`, turns it into a job with `job`, and runs it in a worker that
    /// speaks `language`.
    fn run<T: DeserializeOwned>(
        &self,
        body: Option<&[u8]>,
        language: &Catalogue,
        job: impl FnOnce(T) -> Result<Job, String>,
    ) -> Reply {
        let Some(body) = body else {
            return Reply::error(413, t!("gui-too-large", most = MAX_BODY));
        };
        let request = match serde_json::from_slice::<T>(body) {
            Ok(request) => request,
            Err(error) => return Reply::error(400, t!("gui-malformed", error = error.to_string())),
        };
        let job = match job(request) {
            Ok(job) => job,
            Err(error) => return Reply::error(400, t!("gui-impossible", error = error)),
        };
        match self.worker.run(&job, language.language()) {
            Ok(answer) => Reply::json(200, &answer),
            Err(error) => Reply::error(500, error),
        }
    }
}

/// The route of `path` and the one method it answers.
fn route(path: &str) -> Option<(Route, &'static str)> {
    match path {
        "/api/setup" => Some((Route::Setup, "GET")),
        "/api/messages" => Some((Route::Messages, "GET")),
        "/api/game" => Some((Route::Game, "POST")),
        "/api/strategy" => Some((Route::Strategy, "POST")),
        _ => ASSETS.iter().find(|asset| asset.path == path).map(|asset| (Route::Asset(asset), "GET")),
    }
}

/// The language a request's `?lang=` names, if hog speaks it.
fn asked_language(url: &str) -> Option<&'static Catalogue> {
    let query = url.split_once('?')?.1.split('#').next()?;
    let tag = query.split('&').find_map(|pair| pair.strip_prefix("lang="))?;
    hog_i18n::catalogue(tag)
}

/// A new seed, short enough to type back in: `hog gui --seed 123456` replays the game.
fn fresh_seed() -> u64 {
    RandomState::new().hash_one(std::time::SystemTime::now()) % 1_000_000
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::protocol::PageMessages;

    const PORT: u16 = 31415;

    fn site() -> Site {
        // Routes that reach the worker are tested on the real binary, in tests/gui_http.rs.
        let edition = crate::edition::compiled();
        let worker = Worker::of_this_binary(edition).unwrap();
        let language = hog_i18n::catalogue(hog_i18n::ENGLISH).unwrap();
        Site::new(Settings { edition, goal: 100, sus_fuss: true, seed: Some(42), language }, PORT, worker)
    }

    fn answer(method: &str, url: &str, body: Option<&[u8]>) -> Reply {
        site().answer(&Incoming { method, url, host: Some("127.0.0.1:31415"), body })
    }

    fn error(reply: &Reply) -> String {
        let value: serde_json::Value = serde_json::from_slice(&reply.body).unwrap();
        value["error"].as_str().unwrap().to_owned()
    }

    #[test]
    fn the_page_and_its_files_are_served_from_the_binary() {
        for asset in ASSETS {
            let reply = answer("GET", asset.path, Some(b""));
            assert_eq!((reply.status, reply.content_type), (200, asset.content_type), "{}", asset.path);
            assert!(!reply.body.is_empty());
        }
        assert_eq!(answer("GET", "/?fresh=1", Some(b"")).status, 200);
    }

    #[test]
    fn the_setup_gives_the_settings_and_every_strategy() {
        let reply = answer("GET", "/api/setup", Some(b""));
        let setup: PageSetup = serde_json::from_slice(&reply.body).unwrap();
        assert_eq!((setup.goal, setup.sus_fuss, setup.seed, setup.fixed_seed), (100, true, 42, true));
        assert_eq!(setup.strategies.len(), Computer::all(crate::edition::compiled()).len());
        assert_eq!(setup.strategies[0], StrategyInfo { name: "always_roll_5".into(), problem: None });
    }

    #[test]
    fn each_request_speaks_the_language_it_asks_for() {
        let chinese = hog_i18n::catalogue("zh-CN").unwrap();
        let reply = answer("GET", "/api/messages?lang=zh-CN", Some(b""));
        let messages: PageMessages = serde_json::from_slice(&reply.body).unwrap();
        assert_eq!(messages.language, "zh-CN");
        // A value is left for the page to fill in.
        let ask = &messages.messages["page-ask"];
        assert!(ask.contains("{$player}") && ask.contains("玩家"), "{ask}");
        let reply = answer("GET", "/nothing?lang=zh-CN", Some(b""));
        assert_eq!(error(&reply), chinese.text("gui-nothing-here", &[("path", "/nothing".into())]));
        // A language hog lacks, or none, is the one `hog gui` speaks.
        for url in ["/nothing?lang=xx", "/nothing"] {
            assert_eq!(error(&answer("GET", url, Some(b""))), "there is nothing at /nothing", "{url}");
        }
        let reply = answer("GET", "/api/setup", Some(b""));
        let setup: PageSetup = serde_json::from_slice(&reply.body).unwrap();
        assert_eq!(setup.language, "en");
        let tags: Vec<&str> = setup.languages.iter().map(|language| language.tag.as_str()).collect();
        assert_eq!(tags, hog_i18n::languages());
    }

    #[test]
    fn a_fresh_seed_is_short() {
        assert!((0..20).map(|_| fresh_seed()).all(|seed| seed < 1_000_000));
    }

    #[test]
    fn unknown_paths_and_wrong_methods_are_refused() {
        let reply = answer("GET", "/nothing", Some(b""));
        assert_eq!((reply.status, error(&reply)), (404, "there is nothing at /nothing".into()));
        let reply = answer("GET", "/api/game", Some(b""));
        assert_eq!((reply.status, reply.allow), (405, Some("POST")));
        assert_eq!(error(&reply), "/api/game answers POST only");
        assert_eq!(answer("POST", "/", Some(b"")).status, 405);
    }

    #[test]
    fn malformed_impossible_and_oversized_requests_are_refused_before_any_code_runs() {
        let reply = answer("POST", "/api/game", Some(b"{\"goal\":"));
        assert_eq!(reply.status, 400);
        assert!(error(&reply).starts_with("malformed request: "), "{}", error(&reply));
        let impossible =
            br#"{"goal":100,"sus_fuss":true,"seed":1,"seats":["human","human"],"choices":[12],"rolls":[]}"#;
        let reply = answer("POST", "/api/game", Some(impossible));
        assert_eq!(
            (reply.status, error(&reply)),
            (400, "impossible request: a player may roll 0 to 10 dice, not 12".into())
        );
        let reply = answer("POST", "/api/strategy", Some(br#"{"strategy":"catch_up","goal":0}"#));
        assert_eq!(reply.status, 400);
        assert_eq!(answer("POST", "/api/game", None).status, 413);
    }

    #[test]
    fn other_hosts_are_refused() {
        for host in [None, Some("evil.example:31415"), Some("127.0.0.1:8080")] {
            let reply = site().answer(&Incoming { method: "GET", url: "/", host, body: Some(b"") });
            assert_eq!(reply.status, 403, "{host:?}");
        }
        let reply =
            site().answer(&Incoming { method: "GET", url: "/", host: Some("localhost:31415"), body: None });
        assert_eq!(reply.status, 200);
    }
}
