//! A `hog gui` server for a test: started on a free port, stopped when dropped.
#![allow(dead_code)] // Shared by several test binaries, each of which uses part of it.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

use super::http::{self, Response};

/// A running `hog gui`.
pub struct Gui {
    child: Child,
    /// `127.0.0.1:PORT`.
    pub address: String,
}

impl Gui {
    /// Starts `hog gui --port 0` with `args` (`--lang` among them, or English) and waits for
    /// the address it prints.
    pub fn start(args: &[&str]) -> Gui {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hog"))
            .args(["gui", "--port", "0"])
            .args(args)
            // English unless `args` say otherwise, whatever the machine's language.
            .env("HOG_LANG", "en")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .spawn()
            .expect("hog gui starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout is piped"))
            .read_line(&mut line)
            .expect("hog gui prints");
        let address = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .unwrap_or_else(|| panic!("hog gui printed no address: {line:?}"))
            .to_owned();
        Gui { child, address }
    }

    /// The page's address.
    pub fn url(&self) -> String {
        format!("http://{}/", self.address)
    }

    /// `GET path`.
    pub fn get(&self, path: &str) -> Response {
        http::request(&self.address, "GET", path, &[], b"").expect("hog gui answers")
    }

    /// `POST path` with a JSON body.
    pub fn post(&self, path: &str, json: &str) -> Response {
        let headers = [("Content-Type", "application/json")];
        http::request(&self.address, "POST", path, &headers, json.as_bytes()).expect("hog gui answers")
    }
}

impl Drop for Gui {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
