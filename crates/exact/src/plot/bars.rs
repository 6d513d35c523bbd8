//! Win rates as horizontal bars: each sampled rate with its error bar, and the exact value.

use plotters::coord::Shift;
use plotters::prelude::*;

use super::{FONT, Picture, PlotError, save, words};

/// One strategy's win rate, sampled and exact.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    /// The strategy's name.
    pub name: String,
    /// The win rate measured by playing games.
    pub sampled: f64,
    /// The standard error of `sampled`.
    pub standard_error: f64,
    /// The exact win rate, when known.
    pub exact: Option<f64>,
}

struct Bars<'a> {
    bars: &'a [Bar],
    title: &'a str,
}

/// The colour of the bars and of the exact values.
const SAMPLED: RGBColor = RGBColor(120, 160, 200);
const EXACT: RGBColor = RGBColor(190, 30, 45);

impl Picture for Bars<'_> {
    fn size(&self) -> (u32, u32) {
        (900, 140 + 36 * self.bars.len() as u32)
    }

    fn draw<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let n = self.bars.len();
        let mut chart = ChartBuilder::on(area)
            .caption(self.title, (FONT, 22))
            .margin(14)
            .x_label_area_size(60)
            .y_label_area_size(150)
            .build_cartesian_2d(0.0..1.0, (0..n.saturating_sub(1)).into_segmented())
            .map_err(words)?;
        let names = |v: &SegmentValue<usize>| match v {
            SegmentValue::CenterOf(i) => {
                self.bars.iter().rev().nth(*i).map_or_else(String::new, |b| b.name.clone())
            }
            _ => String::new(),
        };
        chart
            .configure_mesh()
            .disable_y_mesh()
            .light_line_style(TRANSPARENT)
            .x_desc("win rate against always_roll(6): bar sampled, line ±2 standard errors, diamond exact")
            .axis_desc_style((FONT, 15))
            .label_style((FONT, 14))
            .y_labels(n)
            .y_label_formatter(&names)
            .draw()
            .map_err(words)?;
        // The first bar at the top, as the names are listed.
        for (i, bar) in self.bars.iter().rev().enumerate() {
            let mut body = Rectangle::new(
                [(0.0, SegmentValue::Exact(i)), (bar.sampled, SegmentValue::Exact(i + 1))],
                SAMPLED.filled(),
            );
            body.set_margin(6, 6, 0, 0);
            chart.draw_series([body]).map_err(words)?;
            let centre = SegmentValue::CenterOf(i);
            if let Some(exact) = bar.exact {
                let mark =
                    EmptyElement::at((exact, centre.clone())) + Polygon::new(diamond(6), EXACT.filled());
                chart.draw_series([mark]).map_err(words)?;
            }
            let spread = 2.0 * bar.standard_error;
            let (low, high) = (bar.sampled - spread, bar.sampled + spread);
            let line = [(low, centre.clone()), (high, centre.clone())];
            chart.draw_series([PathElement::new(line, BLACK.stroke_width(2))]).map_err(words)?;
            for end in [low, high] {
                let cap = EmptyElement::at((end, centre.clone()))
                    + PathElement::new([(0, -6), (0, 6)], BLACK.stroke_width(2));
                chart.draw_series([cap]).map_err(words)?;
            }
        }
        Ok(())
    }
}

/// A diamond of half-width `r` pixels around its point.
fn diamond(r: i32) -> Vec<(i32, i32)> {
    vec![(0, -r), (r, 0), (0, r), (-r, 0)]
}

/// Draws `bars` (sampled win rates, their error bars and exact values) into `path`.
pub fn win_rate_bars(bars: &[Bar], title: &str, path: &std::path::Path) -> Result<(), PlotError> {
    save(&Bars { bars, title }, path)
}
