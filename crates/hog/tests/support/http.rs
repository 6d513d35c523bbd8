//! A minimal HTTP/1.1 client over a TCP stream, enough for `hog gui` and ChromeDriver
//! on 127.0.0.1: one request per connection, the answer read as far as its length says
//! (ChromeDriver keeps the connection open after answering, whatever the request asks).
#![allow(dead_code)] // Shared by several test binaries, each of which uses part of it.

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::Duration;

/// An answer: its status, headers and body.
#[derive(Debug)]
pub struct Response {
    /// The status code.
    pub status: u16,
    /// The headers, names as sent.
    pub headers: Vec<(String, String)>,
    /// The body, de-chunked.
    pub body: Vec<u8>,
}

impl Response {
    /// The value of header `name`, whatever its case.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(field, _)| field.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    /// The body as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// The body as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|error| panic!("not JSON ({error}): {}", self.text()))
    }
}

/// Sends `method path` to `address` (`host:port`) with `headers` and `body`. A `Host`
/// header is added unless `headers` has one.
pub fn request(
    address: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> io::Result<Response> {
    let mut stream = TcpStream::connect(address)?;
    stream.set_read_timeout(Some(Duration::from_secs(120)))?;
    let mut head =
        format!("{method} {path} HTTP/1.1\r\nConnection: close\r\nContent-Length: {}\r\n", body.len());
    if !headers.iter().any(|(field, _)| field.eq_ignore_ascii_case("host")) {
        head.push_str(&format!("Host: {address}\r\n"));
    }
    for (field, value) in headers {
        head.push_str(&format!("{field}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes())?;
    stream.write_all(body)?;
    let mut raw = Vec::new();
    let mut buffer = [0; 16384];
    loop {
        // A signal to the test process may cut a read short; the answer is still coming.
        let read = match stream.read(&mut buffer) {
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            read => read?,
        };
        raw.extend_from_slice(&buffer[..read]);
        if read == 0 || is_complete(&raw) {
            break;
        }
    }
    parse(&raw).ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, "not an HTTP answer"))
}

/// Whether `raw` holds a whole answer: its head, and a body as long as `Content-Length`
/// says, or a last chunk.
fn is_complete(raw: &[u8]) -> bool {
    let Some(end) = raw.windows(4).position(|window| window == b"\r\n\r\n") else { return false };
    let Some(response) = parse(&raw[..end + 4]) else { return false };
    let body = &raw[end + 4..];
    if let Some(length) = response.header("Content-Length") {
        return length.parse().is_ok_and(|length: usize| body.len() >= length);
    }
    response.header("Transfer-Encoding").is_some_and(|value| value.eq_ignore_ascii_case("chunked"))
        && body.ends_with(b"0\r\n\r\n")
}

fn parse(raw: &[u8]) -> Option<Response> {
    let end = raw.windows(4).position(|window| window == b"\r\n\r\n")?;
    let head = std::str::from_utf8(&raw[..end]).ok()?;
    let mut lines = head.split("\r\n");
    let status = lines.next()?.split(' ').nth(1)?.parse().ok()?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(field, value)| (field.trim().to_owned(), value.trim().to_owned()))
        .collect();
    let mut response = Response { status, headers, body: raw[end + 4..].to_vec() };
    if response.header("Transfer-Encoding").is_some_and(|value| value.eq_ignore_ascii_case("chunked")) {
        if !response.body.is_empty() {
            response.body = dechunk(&response.body)?;
        }
    } else if let Some(length) = response.header("Content-Length").and_then(|length| length.parse().ok()) {
        response.body.truncate(length);
    }
    Some(response)
}

fn dechunk(mut raw: &[u8]) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let line_end = raw.windows(2).position(|window| window == b"\r\n")?;
        let size = std::str::from_utf8(&raw[..line_end]).ok()?.split(';').next()?.trim();
        let size = usize::from_str_radix(size, 16).ok()?;
        raw = &raw[line_end + 2..];
        if size == 0 {
            return Some(body);
        }
        body.extend_from_slice(raw.get(..size)?);
        raw = raw.get(size + 2..)?;
    }
}
