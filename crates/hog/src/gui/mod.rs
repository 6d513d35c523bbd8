//! `hog gui`: the game in a web page on this computer, played by the student's own code.
//!
//! The server listens on 127.0.0.1 only and serves one page whose files are in the
//! binary (`assets.rs`). The page keeps only a game's history; each move goes to
//! the server, which replays the whole game in a worker process (`child.rs` starts
//! `hog gui-worker`, `worker.rs` is that subcommand, `replay.rs` the replay through
//! the student's `play`, `explain.rs` each turn's message). Whatever the student's
//! code does, the worker ends and the server keeps serving. `server.rs` maps
//! requests to answers; `protocol.rs` holds what crosses the wire.

mod assets;
mod child;
pub(crate) mod explain;
mod protocol;
mod replay;
mod server;
mod worker;

use std::io::{self, Read, Write};
use std::net::{Ipv4Addr, TcpListener};
use std::process::{Command, ExitCode, Stdio};
use std::thread;

use hog_i18n::t;
use tiny_http::{Header, Request, Response, Server};

pub use protocol::{MAX_GOAL, MAX_SEED};
pub use worker::run as run_worker;

use self::child::Worker;
use self::server::{Incoming, MAX_BODY, Reply, Settings, Site};
use crate::cli::GuiArgs;

/// Requests answered at once: a slow replay does not hold up the page's other requests.
const THREADS: usize = 4;

/// Serves the page until the process is stopped; fails with a sentence when it cannot start.
pub fn run(args: &GuiArgs) -> io::Result<ExitCode> {
    let listener = match TcpListener::bind((Ipv4Addr::LOCALHOST, args.port)) {
        Ok(listener) => listener,
        Err(error) => {
            eprintln!("hog gui: {}", cannot_listen(args.port, &error));
            return Ok(ExitCode::FAILURE);
        }
    };
    let port = listener.local_addr()?.port();
    let edition = args.rules.edition;
    let worker = Worker::of_this_binary(edition)?;
    let server = match Server::from_listener(listener, None) {
        Ok(server) => server,
        Err(error) => {
            eprintln!("{}", t!("gui-cannot-serve", port = port, error = error.to_string()));
            return Ok(ExitCode::FAILURE);
        }
    };
    let settings = Settings {
        edition,
        goal: args.goal,
        sus_fuss: !args.no_total_rule,
        seed: args.seed,
        language: hog_i18n::current(),
    };
    let site = Site::new(settings, port, worker);
    let address = format!("http://127.0.0.1:{port}/");
    let mut stdout = io::stdout().lock();
    writeln!(stdout, "{}", t!("gui-listening", address = &address))?;
    stdout.flush()?;
    drop(stdout);
    if args.open {
        open_in_browser(&address);
    }
    thread::scope(|scope| {
        for _ in 0..THREADS {
            scope.spawn(|| serve(&server, &site));
        }
    });
    Ok(ExitCode::SUCCESS)
}

/// Why the server could not listen on `port`, and what to do about it.
fn cannot_listen(port: u16, error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::AddrInUse => t!("gui-port-in-use", port = port),
        io::ErrorKind::PermissionDenied => t!("gui-port-not-allowed", port = port),
        _ => t!("gui-cannot-listen", port = port, error = error.to_string()),
    }
}

/// Answers requests one after another until the server stops.
fn serve(server: &Server, site: &Site) {
    while let Ok(request) = server.recv() {
        answer(request, site);
    }
}

/// Reads `request`, answers it, and sends the answer; a client that went away is no concern.
fn answer(mut request: Request, site: &Site) {
    let mut body = Vec::new();
    let read = request.as_reader().take(MAX_BODY as u64 + 1).read_to_end(&mut body);
    let method = request.method().as_str().to_owned();
    let url = request.url().to_owned();
    let host = request
        .headers()
        .iter()
        .find(|header| header.field.equiv("Host"))
        .map(|header| header.value.to_string());
    let reply = match read {
        Ok(_) => site.answer(&Incoming {
            method: &method,
            url: &url,
            host: host.as_deref(),
            body: (body.len() <= MAX_BODY).then_some(body.as_slice()),
        }),
        Err(error) => Reply {
            status: 400,
            content_type: "text/plain; charset=utf-8",
            allow: None,
            body: t!("gui-cannot-read-request", error = error.to_string()).into_bytes(),
        },
    };
    let _ = request.respond(response(reply));
}

/// The HTTP response for `reply`, with headers that keep the page to its own files.
fn response(reply: Reply) -> Response<io::Cursor<Vec<u8>>> {
    let mut response = Response::from_data(reply.body).with_status_code(reply.status);
    let mut headers = vec![
        ("Content-Type", reply.content_type),
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
        ("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'"),
    ];
    if let Some(allow) = reply.allow {
        headers.push(("Allow", allow));
    }
    for (field, value) in headers {
        let header = Header::from_bytes(field, value).expect("header names and values are ASCII");
        response.add_header(header);
    }
    response
}

/// Asks the system to open `address` in the default browser; says so when it cannot.
fn open_in_browser(address: &str) {
    let (program, args): (&str, &[&str]) = if cfg!(target_os = "macos") {
        ("open", &[])
    } else if cfg!(windows) {
        ("cmd", &["/C", "start", ""])
    } else {
        ("xdg-open", &[])
    };
    let opened = Command::new(program)
        .args(args)
        .arg(address)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    match opened {
        // Reaped on a thread of its own, so that it leaves no zombie behind.
        Ok(mut child) => drop(thread::spawn(move || child.wait())),
        Err(error) => {
            eprintln!("hog gui: cannot open a browser with {program} ({error}); open {address} yourself")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listening_errors_say_what_to_do() {
        let in_use = cannot_listen(31415, &io::Error::from(io::ErrorKind::AddrInUse));
        assert!(in_use.starts_with("port 31415 is already in use"), "{in_use}");
        assert!(in_use.ends_with("choose another port with --port"), "{in_use}");
        let denied = cannot_listen(80, &io::Error::from(io::ErrorKind::PermissionDenied));
        assert_eq!(denied, "not allowed to listen on port 80; choose a port above 1023 with --port");
    }

    #[test]
    fn every_reply_carries_its_type_and_no_cache() {
        let reply = Reply {
            status: 405,
            content_type: "application/json",
            allow: Some("POST"),
            body: b"{}".to_vec(),
        };
        let response = response(reply);
        assert_eq!(response.status_code().0, 405);
        let header = |name: &'static str| {
            response.headers().iter().find(|h| h.field.equiv(name)).map(|h| h.value.to_string())
        };
        assert_eq!(header("Content-Type").as_deref(), Some("application/json"));
        assert_eq!(header("Cache-Control").as_deref(), Some("no-store"));
        assert_eq!(header("Allow").as_deref(), Some("POST"));
    }
}
