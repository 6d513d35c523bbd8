//! Pictures of exact analysis, as SVG or PNG (chosen by the file's extension): a strategy or
//! a table of chances as a heat map over positions, win rates as bars, a contest as a matrix.
//!
//! The text is drawn with DejaVu Sans compiled into the program, so a picture looks the same
//! on every machine and needs no system fonts.

mod bars;
mod heat;

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Once;

use plotters::coord::Shift;
use plotters::prelude::*;

pub use bars::{Bar, win_rate_bars};
pub use heat::{chance_map, dice_map, matrix};

/// The font family every picture names.
const FONT: &str = "sans-serif";

/// A picture that could not be drawn or saved.
#[derive(Debug)]
pub struct PlotError {
    path: PathBuf,
    reason: String,
}

impl fmt::Display for PlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot draw {}: {}", self.path.display(), self.reason)
    }
}

impl std::error::Error for PlotError {}

/// Something that draws itself on any of plotters' backends.
trait Picture {
    /// Width and height in pixels.
    fn size(&self) -> (u32, u32);
    /// Draws on `area`, already filled with white.
    fn draw<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), String>;
}

/// Draws `picture` into `path`: SVG for `.svg`, PNG for `.png`.
fn save(picture: &impl Picture, path: &Path) -> Result<(), PlotError> {
    let fail = |reason: String| PlotError { path: path.to_owned(), reason };
    register_font();
    let extension = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("svg") => render(SVGBackend::new(path, picture.size()).into_drawing_area(), picture),
        Some("png") => render(BitMapBackend::new(path, picture.size()).into_drawing_area(), picture),
        _ => Err("a picture is saved as .svg or .png; give the file one of those extensions".into()),
    }
    .map_err(fail)
}

fn render<DB: DrawingBackend>(area: DrawingArea<DB, Shift>, picture: &impl Picture) -> Result<(), String> {
    area.fill(&WHITE).map_err(|e| e.to_string())?;
    picture.draw(&area)?;
    area.present().map_err(|e| e.to_string())
}

fn register_font() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // The fonts are compiled in and known to be valid; a failure would show as missing text.
        let _ = plotters::style::register_font(FONT, FontStyle::Normal, dejavu::sans::regular());
        let _ = plotters::style::register_font(FONT, FontStyle::Bold, dejavu::sans::bold());
    });
}

/// Turns any drawing error into the words of a [`PlotError`].
fn words(error: impl fmt::Display) -> String {
    error.to_string()
}
