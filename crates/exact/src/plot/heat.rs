//! Heat maps: a value per position (dice or chances), or a contest's matrix of win rates.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::colors::colormaps::ViridisRGB;

use super::{FONT, Picture, PlotError, save, words};
use crate::grid::Grid;

/// The colour of rolling zero dice.
const ZERO_DICE: RGBColor = RGBColor(242, 142, 43);

/// How a heat map colours its cells and explains its colours.
enum Scale {
    /// Whole numbers of dice from 0 to 10, one colour each: zero dice (Boar Brawl) stands
    /// apart in orange, 1 to 10 dice run from dark to light.
    Dice,
    /// Chances from 0 to 1 on a continuous scale.
    Chance,
    /// Win rates from 0 to 1, white at a half: blue wins, red losses.
    WinRate,
}

impl Scale {
    fn colour(&self, value: f64) -> RGBColor {
        match self {
            Scale::Dice if value < 0.5 => ZERO_DICE,
            Scale::Dice => ViridisRGB::get_color((value - 1.0) / 9.0),
            Scale::Chance => ViridisRGB::get_color(value),
            Scale::WinRate => {
                let (toward, strength) =
                    if value >= 0.5 { ((33, 102, 172), value - 0.5) } else { ((178, 24, 43), 0.5 - value) };
                let mix =
                    |c: u8| (255.0 + (f64::from(c) - 255.0) * (strength * 2.0).clamp(0.0, 1.0)).round() as u8;
                RGBColor(mix(toward.0), mix(toward.1), mix(toward.2))
            }
        }
    }

    /// The legend: swatches with their meaning.
    fn legend(&self) -> Vec<(RGBColor, String)> {
        let steps =
            |labels: &[(f64, &str)]| labels.iter().map(|&(v, l)| (self.colour(v), l.to_string())).collect();
        match self {
            Scale::Dice => (0..=10).map(|d| (self.colour(f64::from(d)), format!("{d} dice"))).collect(),
            Scale::Chance => {
                steps(&[(1.0, "1.0"), (0.75, "0.75"), (0.5, "0.5"), (0.25, "0.25"), (0.0, "0.0")])
            }
            Scale::WinRate => {
                steps(&[(1.0, "wins all"), (0.75, "0.75"), (0.5, "even"), (0.25, "0.25"), (0.0, "loses all")])
            }
        }
    }
}

/// A square of coloured cells with labelled axes and a legend.
struct HeatMap<'a> {
    title: &'a str,
    size: usize,
    value: &'a dyn Fn(usize, usize) -> f64,
    scale: Scale,
    /// Axis descriptions: across (columns), then up (rows).
    axes: (&'a str, &'a str),
    /// The label of the first row and column: 0 for scores, 1 for ranks.
    first_label: i64,
}

impl Picture for HeatMap<'_> {
    fn size(&self) -> (u32, u32) {
        (900, 780)
    }

    fn draw<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), String> {
        let (map, legend) = area.split_horizontally(760);
        // Each cell is centred on its whole number, so the ticks name cells, not their edges.
        let span = -0.5..self.size as f64 - 0.5;
        let mut chart = ChartBuilder::on(&map)
            .caption(self.title, (FONT, 24))
            .margin(12)
            .x_label_area_size(50)
            .y_label_area_size(56)
            .build_cartesian_2d(span.clone(), span)
            .map_err(words)?;
        // Ticks fall on whole numbers; any other is left unlabelled.
        let label = |v: &f64| {
            if (v - v.round()).abs() < 1e-6 {
                format!("{}", v.round() as i64 + self.first_label)
            } else {
                String::new()
            }
        };
        let ticks = self.size.min(11);
        chart
            .configure_mesh()
            .disable_mesh()
            .x_desc(self.axes.0)
            .y_desc(self.axes.1)
            .x_labels(ticks)
            .y_labels(ticks)
            .x_label_formatter(&label)
            .y_label_formatter(&label)
            .axis_desc_style((FONT, 16))
            .label_style((FONT, 14))
            .draw()
            .map_err(words)?;
        let cells = (0..self.size).flat_map(|row| (0..self.size).map(move |column| (row, column)));
        chart
            .draw_series(cells.map(|(row, column)| {
                let colour = self.scale.colour((self.value)(row, column));
                let (x, y) = (column as f64, row as f64);
                Rectangle::new([(x - 0.5, y - 0.5), (x + 0.5, y + 0.5)], colour.filled())
            }))
            .map_err(words)?;
        for (i, (colour, label)) in self.scale.legend().into_iter().enumerate() {
            let top = 60 + 30 * i as i32;
            legend.draw(&Rectangle::new([(8, top), (30, top + 22)], colour.filled())).map_err(words)?;
            legend.draw(&Rectangle::new([(8, top), (30, top + 22)], BLACK.stroke_width(1))).map_err(words)?;
            legend.draw(&Text::new(label, (38, top + 3), (FONT, 15))).map_err(words)?;
        }
        Ok(())
    }
}

/// A strategy as a picture: the number of dice it rolls at each position, own score up,
/// the opponent's across, one colour per number of dice.
pub fn dice_map(dice: &Grid<u8>, title: &str, path: &std::path::Path) -> Result<(), PlotError> {
    position_map(
        dice.goal(),
        &|score, opponent| f64::from(dice.at(score, opponent)),
        Scale::Dice,
        title,
        path,
    )
}

/// The chance that the player to move wins, at each position.
pub fn chance_map(chances: &Grid<f64>, title: &str, path: &std::path::Path) -> Result<(), PlotError> {
    position_map(chances.goal(), &|score, opponent| chances.at(score, opponent), Scale::Chance, title, path)
}

/// A value per position below `goal`, own score up and the opponent's across.
fn position_map(
    goal: u32,
    at: &dyn Fn(u32, u32) -> f64,
    scale: Scale,
    title: &str,
    path: &std::path::Path,
) -> Result<(), PlotError> {
    let value = |row: usize, column: usize| at(row as u32, column as u32);
    let axes = ("opponent's score", "own score (the player to move)");
    save(&HeatMap { title, size: goal as usize, value: &value, scale, axes, first_label: 0 }, path)
}

/// A contest's results: `rates[i][j]` is entry i's win rate against entry j, entries by rank
/// (rank 1 at the bottom row and the left column, labelled from 1).
///
/// # Panics
/// If `rates` is not square.
pub fn matrix(rates: &[Vec<f64>], title: &str, path: &std::path::Path) -> Result<(), PlotError> {
    assert!(rates.iter().all(|row| row.len() == rates.len()), "a contest's matrix is square");
    let value = |row: usize, column: usize| rates[row][column];
    let axes = ("opponent (by rank)", "entry (by rank)");
    save(
        &HeatMap { title, size: rates.len(), value: &value, scale: Scale::WinRate, axes, first_label: 1 },
        path,
    )
}
