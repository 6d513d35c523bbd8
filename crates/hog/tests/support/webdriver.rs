//! Headless Chromium driven through ChromeDriver, over the W3C WebDriver protocol.
//!
//! The protocol is JSON over HTTP, and the tests need a dozen of its commands, so they
//! are spoken here directly, synchronously: no async runtime and no client crate
//! with its hundred dependencies to build for them.
#![allow(dead_code)] // Shared by several test binaries, each of which uses part of it.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use std::{env, fs, thread};

use base64::Engine;
use serde_json::{Value, json};

use super::http;

/// Where Debian's packages put the browser and its driver; `HOG_CHROMIUM` and
/// `HOG_CHROMEDRIVER` point elsewhere.
const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// The key WebDriver gives an element reference under.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// How long a condition may take to come true.
const PATIENCE: Duration = Duration::from_secs(20);

/// One browser session, ended with its driver when dropped.
pub struct Browser {
    driver: Child,
    address: String,
    session: String,
    profile: PathBuf,
}

/// An element of the page.
#[derive(Clone, Debug)]
pub struct Element(String);

fn program(variable: &str, default: &str) -> String {
    env::var(variable).unwrap_or_else(|_| default.to_owned())
}

impl Browser {
    /// Starts ChromeDriver and a headless Chromium with a fresh profile, `width` by `height`.
    ///
    /// # Panics
    /// When either program is missing, with the command that installs them.
    pub fn start(width: u32, height: u32) -> Browser {
        let chromium = program("HOG_CHROMIUM", CHROMIUM);
        let chromedriver = program("HOG_CHROMEDRIVER", CHROMEDRIVER);
        for (path, variable) in [(&chromium, "HOG_CHROMIUM"), (&chromedriver, "HOG_CHROMEDRIVER")] {
            assert!(
                Path::new(path).exists(),
                "the browser tests need Chromium and ChromeDriver, but {path} is missing. On Debian or \
                 Ubuntu install them with `sudo apt-get install chromium chromium-driver` (CI's .ci/run \
                 does); elsewhere set {variable} to the program's path."
            );
        }
        let port =
            TcpListener::bind("127.0.0.1:0").and_then(|listener| listener.local_addr()).unwrap().port();
        let driver = Command::new(&chromedriver)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|error| panic!("cannot start {chromedriver}: {error}"));
        let address = format!("127.0.0.1:{port}");
        // A profile of its own, so that the browsers of tests that run at once never meet.
        static STARTED: AtomicUsize = AtomicUsize::new(0);
        let profile = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
            "chromium-profile-{}-{}",
            std::process::id(),
            STARTED.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = fs::remove_dir_all(&profile);
        let mut browser = Browser { driver, address, session: String::new(), profile };
        browser.wait_for_driver();
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            &format!("--user-data-dir={}", browser.profile.display()),
            &format!("--window-size={width},{height}"),
        ];
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": chromium, "args": args},
        }}});
        let created = browser.send("POST", "/session", Some(capabilities));
        browser.session = created["sessionId"].as_str().expect("a session id").to_owned();
        browser
    }

    fn wait_for_driver(&self) {
        let started = Instant::now();
        loop {
            let ready = http::request(&self.address, "GET", "/status", &[], b"")
                .map(|response| response.json()["value"]["ready"] == json!(true))
                .unwrap_or(false);
            if ready {
                return;
            }
            assert!(started.elapsed() < PATIENCE, "ChromeDriver did not start within {PATIENCE:?}");
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// Sends one command; its `value`, or a panic with WebDriver's error.
    fn send(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let body = body.map(|body| body.to_string()).unwrap_or_default();
        let headers = [("Content-Type", "application/json")];
        let response = http::request(&self.address, method, path, &headers, body.as_bytes())
            .unwrap_or_else(|error| panic!("ChromeDriver does not answer {method} {path}: {error}"));
        let mut answer = response.json();
        assert_eq!(response.status, 200, "{method} {path} failed: {}", answer["value"]);
        answer["value"].take()
    }

    fn session(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        self.send(method, &format!("/session/{}{path}", self.session), body)
    }

    /// Opens `url`.
    pub fn goto(&self, url: &str) {
        self.session("POST", "/url", Some(json!({"url": url})));
    }

    /// The first element that matches the CSS `selector`.
    pub fn find(&self, selector: &str) -> Element {
        let found =
            self.session("POST", "/element", Some(json!({"using": "css selector", "value": selector})));
        Element(found[ELEMENT].as_str().expect("an element reference").to_owned())
    }

    /// Clicks the element that matches `selector`, as a person would.
    pub fn click(&self, selector: &str) {
        let element = self.find(selector);
        self.session("POST", &format!("/element/{}/click", element.0), Some(json!({})));
    }

    /// The visible text of the element that matches `selector`.
    pub fn text(&self, selector: &str) -> String {
        let element = self.find(selector);
        self.session("GET", &format!("/element/{}/text", element.0), None)
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    /// Runs `script` (a function body) in the page and returns what it returns.
    pub fn run(&self, script: &str) -> Value {
        self.session("POST", "/execute/sync", Some(json!({"script": script, "args": []})))
    }

    /// Presses and releases `key` on the keyboard, wherever the focus is.
    pub fn press(&self, key: &str) {
        let actions = json!({"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": key}, {"type": "keyUp", "value": key},
        ]}]});
        self.session("POST", "/actions", Some(actions));
    }

    /// Moves the mouse to `(x, y)` pixels from the centre of the element that matches `selector`.
    pub fn point_at(&self, selector: &str, x: i64, y: i64) {
        let element = self.find(selector);
        let actions = json!({"actions": [{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
            "actions": [{"type": "pointerMove", "duration": 0, "x": x, "y": y, "origin": {ELEMENT: element.0}}],
        }]});
        self.session("POST", "/actions", Some(actions));
    }

    /// Resizes the window.
    pub fn resize(&self, width: u32, height: u32) {
        self.session("POST", "/window/rect", Some(json!({"width": width, "height": height})));
    }

    /// Waits until `condition` (a JavaScript expression) is true; panics naming `what` otherwise.
    pub fn wait_until(&self, condition: &str, what: &str) {
        let started = Instant::now();
        let script = format!("return Boolean({condition});");
        while self.run(&script) != json!(true) {
            assert!(started.elapsed() < PATIENCE, "waited {PATIENCE:?} for {what} ({condition})");
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Saves a screenshot of the window as `name`.png in the screenshots folder; returns its path.
    pub fn screenshot(&self, name: &str) -> PathBuf {
        let encoded = self.session("GET", "/screenshot", None);
        let png = base64::engine::general_purpose::STANDARD
            .decode(encoded.as_str().expect("a screenshot in base64"))
            .expect("a screenshot in base64");
        let folder = screenshots();
        fs::create_dir_all(&folder).unwrap();
        let path = folder.join(format!("{name}.png"));
        fs::write(&path, png).unwrap();
        path
    }
}

/// `target/gui-screenshots`, in the target folder the tests were built in.
pub fn screenshots() -> PathBuf {
    let hog = Path::new(env!("CARGO_BIN_EXE_hog"));
    hog.ancestors().nth(2).expect("the binary is in target/<profile>/").join("gui-screenshots")
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let path = format!("/session/{}", self.session);
            let _ = http::request(&self.address, "DELETE", &path, &[], b"");
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        let _ = fs::remove_dir_all(&self.profile);
    }
}
