//! The page and its files, compiled into the binary: the page works offline and
//! needs nothing but `hog gui`.
//!
//! `dice.svg` holds one symbol per face (`#die-1` to `#die-6`): draw your own dice there.

/// A file of the page.
#[derive(Debug)]
pub struct Asset {
    /// Where the page asks for it.
    pub path: &'static str,
    /// Its `Content-Type`.
    pub content_type: &'static str,
    /// Its text.
    pub body: &'static str,
}

/// Every file of the page.
pub const ASSETS: &[Asset] = &[
    Asset { path: "/", content_type: "text/html; charset=utf-8", body: include_str!("assets/index.html") },
    Asset {
        path: "/style.css",
        content_type: "text/css; charset=utf-8",
        body: include_str!("assets/style.css"),
    },
    Asset {
        path: "/app.js",
        content_type: "text/javascript; charset=utf-8",
        body: include_str!("assets/app.js"),
    },
    Asset { path: "/dice.svg", content_type: "image/svg+xml", body: include_str!("assets/dice.svg") },
    Asset { path: "/favicon.svg", content_type: "image/svg+xml", body: include_str!("assets/favicon.svg") },
];
