//! The page's pictures, as SVG text to inline: the class's scores as a histogram, and each
//! problem's earned points as a small bar chart.
//!
//! Sizes are in pixels and plotters draws text at about four fifths of the size asked, so the
//! sizes below are chosen for text of 12 pixels or more once a phone has shrunk the picture to
//! its width.
//!
//! The text is laid out with DejaVu Sans compiled into the program, so a picture is drawn the
//! same on every machine; the SVG names the family `sans-serif`, which any browser has.

use std::sync::Once;

use anyhow::{Result, anyhow};
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::model::ProblemTally;

/// The font family every picture names.
const FONT: &str = "sans-serif";

/// The colour of the bars.
const BAR: RGBColor = RGBColor(120, 160, 200);
/// The colour of full marks, the bar students aim for.
const FULL: RGBColor = RGBColor(70, 140, 90);

/// The most bars a histogram of scores has: past it, a bar covers several points.
const MOST_BARS: f64 = 25.0;

/// One bar of the histogram of scores.
#[derive(Clone, Debug, PartialEq)]
pub struct Bin {
    /// Its lowest score.
    pub low: f64,
    /// Where the next bar starts (for full marks, the points possible again).
    pub high: f64,
    /// Whether it holds full marks, and those only: the bar students aim for has its own.
    pub full: bool,
    /// How many scores fall in it.
    pub count: u32,
}

impl Bin {
    /// Its label under the axis: its lowest score, or its range when it is wider than a point.
    pub fn label(&self) -> String {
        if self.full || self.high - self.low <= 1.0 {
            points(self.low)
        } else {
            format!("{}\u{2013}{}", points(self.low), points(self.high))
        }
    }
}

/// The bars of a histogram of `scores` out of `possible`: one point wide, or wider so there
/// are at most `MOST_BARS` of them, from zero up to the points possible (left out), then
/// one bar for full marks.
pub fn bins(scores: &[f64], possible: f64) -> Vec<Bin> {
    let top = scores.iter().copied().fold(possible, f64::max).max(1.0);
    let width = (top / MOST_BARS).ceil().max(1.0);
    let below = (top / width).ceil() as usize;
    let mut bins: Vec<Bin> = (0..below)
        .map(|i| Bin {
            low: i as f64 * width,
            high: ((i + 1) as f64 * width).min(top),
            full: false,
            count: 0,
        })
        .collect();
    bins.push(Bin { low: top, high: top, full: true, count: 0 });
    for &score in scores {
        let at = if score >= top - 1e-9 {
            below
        } else {
            ((score.max(0.0) / width).floor() as usize).min(below - 1)
        };
        bins[at].count += 1;
    }
    bins
}

/// The histogram of the class's `scores` out of `possible`, as SVG.
pub fn score_histogram(scores: &[f64], possible: f64) -> Result<String> {
    let bins = bins(scores, possible);
    let tallest = bins.iter().map(|b| b.count).max().unwrap_or(0).max(1);
    svg((560, 290), |area| {
        let mut chart = ChartBuilder::on(area)
            .margin(12)
            .x_label_area_size(60)
            .y_label_area_size(64)
            .build_cartesian_2d((0..bins.len() - 1).into_segmented(), 0u32..tallest + tallest.div_ceil(10))
            .map_err(words)?;
        // At most a dozen labels fit under the bars; full marks always has its own.
        let every = bins.len().div_ceil(12);
        let label = |v: &SegmentValue<usize>| match v {
            SegmentValue::CenterOf(i) if i % every == 0 || bins.get(*i).is_some_and(|b| b.full) => {
                bins.get(*i).map_or_else(String::new, Bin::label)
            }
            _ => String::new(),
        };
        chart
            .configure_mesh()
            .disable_x_mesh()
            .light_line_style(TRANSPARENT)
            .x_desc(format!("points, out of {}", points(possible)))
            .y_desc("submissions")
            .axis_desc_style((FONT, 22))
            .label_style((FONT, 22))
            .x_labels(bins.len())
            .x_label_formatter(&label)
            .y_labels(tallest.min(6) as usize + 1)
            .y_label_formatter(&|count| count.to_string())
            .draw()
            .map_err(words)?;
        let bars = bins.iter().enumerate().filter(|(_, b)| b.count > 0).map(|(i, b)| {
            let colour = if b.full { FULL } else { BAR };
            let mut bar = Rectangle::new(
                [(SegmentValue::Exact(i), 0), (SegmentValue::Exact(i + 1), b.count)],
                colour.filled(),
            );
            bar.set_margin(0, 0, 2, 2);
            bar
        });
        chart.draw_series(bars).map_err(words)?;
        Ok(())
    })
}

/// The points earned on `problem` by each report that holds it, as a small SVG bar chart
/// with a bar for each number of points that someone earned, and for none and full.
pub fn problem_points(problem: &ProblemTally) -> Result<String> {
    let mut values: Vec<f64> = problem.earned.iter().map(|e| rounded(*e)).collect();
    values.extend([0.0, rounded(problem.points)]);
    values.sort_by(f64::total_cmp);
    values.dedup();
    let counts: Vec<u32> =
        values.iter().map(|v| problem.earned.iter().filter(|e| rounded(**e) == *v).count() as u32).collect();
    let tallest = counts.iter().copied().max().unwrap_or(0).max(1);
    let caption = format!("{} {}", problem.id, problem.title);
    svg((360, 220), |area| {
        let mut chart = ChartBuilder::on(area)
            .caption(&caption, (FONT, 20))
            .margin(10)
            .x_label_area_size(46)
            .y_label_area_size(44)
            .build_cartesian_2d((0..values.len() - 1).into_segmented(), 0u32..tallest + tallest.div_ceil(10))
            .map_err(words)?;
        let label = |v: &SegmentValue<usize>| match v {
            SegmentValue::CenterOf(i) => values.get(*i).map_or_else(String::new, |p| points(*p)),
            _ => String::new(),
        };
        chart
            .configure_mesh()
            .disable_x_mesh()
            .light_line_style(TRANSPARENT)
            .x_desc("points")
            .axis_desc_style((FONT, 16))
            .label_style((FONT, 16))
            .x_labels(values.len())
            .x_label_formatter(&label)
            .y_labels(tallest.min(5) as usize + 1)
            .y_label_formatter(&|count| count.to_string())
            .draw()
            .map_err(words)?;
        let full = rounded(problem.points);
        let bars = counts.iter().enumerate().filter(|(_, c)| **c > 0).map(|(i, &count)| {
            let colour = if values[i] == full { FULL } else { BAR };
            let mut bar = Rectangle::new(
                [(SegmentValue::Exact(i), 0), (SegmentValue::Exact(i + 1), count)],
                colour.filled(),
            );
            bar.set_margin(0, 0, 6, 6);
            bar
        });
        chart.draw_series(bars).map_err(words)?;
        Ok(())
    })
}

/// Points as a reader writes them: `2`, `1.5`, `0.33`.
pub fn points(value: f64) -> String {
    let text = format!("{value:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// `value` to two decimals, so points that a sum of suites' shares makes differ by a rounding
/// error are one bar.
fn rounded(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// Draws with `draw` on a white picture of `size` pixels, and gives its SVG text.
fn svg(
    size: (u32, u32),
    draw: impl FnOnce(&DrawingArea<SVGBackend<'_>, Shift>) -> Result<(), String>,
) -> Result<String> {
    register_font();
    let mut text = String::new();
    {
        let area = SVGBackend::with_string(&mut text, size).into_drawing_area();
        area.fill(&WHITE).map_err(|e| anyhow!("cannot draw a picture: {e}"))?;
        draw(&area).map_err(|e| anyhow!("cannot draw a picture: {e}"))?;
        area.present().map_err(|e| anyhow!("cannot draw a picture: {e}"))?;
    }
    Ok(text)
}

fn register_font() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // The font is compiled in and known to be valid; a failure would show as missing text.
        let _ = plotters::style::register_font(FONT, FontStyle::Normal, dejavu::sans::regular());
        let _ = plotters::style::register_font(FONT, FontStyle::Bold, dejavu::sans::bold());
    });
}

/// Turns any drawing error into words.
fn words(error: impl std::fmt::Display) -> String {
    error.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_fall_in_one_point_bars_and_full_marks_in_their_own() {
        let bins = bins(&[0.0, 0.5, 3.0, 3.99, 4.0], 4.0);
        assert_eq!(bins.iter().map(|b| b.count).collect::<Vec<_>>(), [2, 0, 0, 2, 1]);
        assert_eq!(bins.iter().map(Bin::label).collect::<Vec<_>>(), ["0", "1", "2", "3", "4"]);
        assert!(bins[4].full && !bins[3].full);
    }

    #[test]
    fn many_points_make_wider_bars() {
        let bins = bins(&[99.0, 100.0], 100.0);
        assert_eq!(bins.len(), 26);
        assert_eq!((bins[1].low, bins[1].label()), (4.0, "4\u{2013}8".to_owned()));
        assert_eq!((bins[24].count, bins[25].count), (1, 1));
        assert_eq!(super::bins(&[], 0.0).len(), 2, "a class without scores still has an axis");
    }

    #[test]
    fn pictures_are_svg_with_their_labels() {
        let svg = score_histogram(&[1.0, 2.0, 2.0], 3.0).unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("viewBox"), "{}", &svg[..80]);
        assert!(svg.contains("submissions") && svg.contains("points, out of 3"));
        let tally = ProblemTally {
            id: "02".into(),
            title: "boar_brawl".into(),
            points: 2.0,
            earned: vec![2.0, 1.0, 1.0, 0.0],
            full: 1,
            partial: 2,
            zero: 1,
            not_attempted: 0,
            withheld: Default::default(),
        };
        let svg = problem_points(&tally).unwrap();
        assert!(svg.contains("02 boar_brawl"), "{svg}");
        let nothing_to_earn = ProblemTally { points: 0.0, earned: vec![0.0], ..tally };
        assert!(problem_points(&nothing_to_earn).is_ok());
        assert_eq!(points(0.3333), "0.33");
        assert_eq!(points(2.0), "2");
    }
}
