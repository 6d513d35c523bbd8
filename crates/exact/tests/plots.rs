//! Every kind of picture is drawn, as SVG and as PNG, with its text, at its size.
//! The files stay in the target folder's `tmp/plots/` to be looked at.

#![cfg(feature = "solution")]

mod common;

use std::path::PathBuf;

use hog_exact::plot::{self, Bar};
use hog_exact::{Game, optimal};

fn out(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("plots");
    std::fs::create_dir_all(&dir).expect("a folder for the pictures");
    dir.join(name)
}

/// The width and height of a PNG file, from its header.
fn png_size(path: &PathBuf) -> (u32, u32) {
    let bytes = std::fs::read(path).expect("the PNG was written");
    assert_eq!(&bytes[1..4], b"PNG", "{} is a PNG", path.display());
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().expect("four bytes"));
    (number(16), number(20))
}

#[test]
fn strategies_and_chances_are_drawn_as_heat_maps() {
    let best = optimal(&Game::new(100, true)).unwrap();
    for extension in ["svg", "png"] {
        let dice = out(&format!("optimal.{extension}"));
        plot::dice_map(&best.dice, "The optimal strategy, goal 100", &dice).unwrap();
        let chances = out(&format!("chances.{extension}"));
        plot::chance_map(&best.chances, "Chance that the player to move wins", &chances).unwrap();
    }
    let svg = std::fs::read_to_string(out("optimal.svg")).unwrap();
    for text in ["The optimal strategy, goal 100", "opponent&apos;s score", "10 dice", "<rect"] {
        assert!(svg.contains(text), "the SVG shows {text:?}");
    }
    assert_eq!(png_size(&out("optimal.png")), (900, 780));
}

#[test]
fn win_rates_are_drawn_as_bars_with_errors_and_exact_values() {
    let bars: Vec<Bar> = (0..4)
        .map(|i| Bar {
            name: format!("always_roll({i})"),
            sampled: 0.3 + 0.05 * f64::from(i),
            standard_error: 0.01,
            exact: Some(0.31 + 0.05 * f64::from(i)),
        })
        .collect();
    plot::win_rate_bars(&bars, "Win rates", &out("bars.svg")).unwrap();
    plot::win_rate_bars(&bars, "Win rates", &out("bars.png")).unwrap();
    let svg = std::fs::read_to_string(out("bars.svg")).unwrap();
    assert!(svg.contains("always_roll(3)") && svg.contains("<polygon"), "names and exact marks");
    assert_eq!(png_size(&out("bars.png")), (900, 140 + 36 * 4));
}

#[test]
fn a_contest_matrix_is_drawn_and_a_bad_extension_is_explained() {
    let rates = vec![vec![0.5, 0.7, 0.9], vec![0.3, 0.5, 0.6], vec![0.1, 0.4, 0.5]];
    plot::matrix(&rates, "Contest", &out("matrix.png")).unwrap();
    let error = plot::matrix(&rates, "Contest", &out("matrix.gif")).unwrap_err();
    assert!(error.to_string().contains("saved as .svg or .png"), "{error}");
}
