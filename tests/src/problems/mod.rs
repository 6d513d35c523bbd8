//! Every problem, in order. Adding a problem means adding its module here and to [`all`].

use hog_grader::{Problem, SourceFile};

mod p00_dice;
mod p01_roll_dice;
mod p02_boar_brawl;
mod p03_take_turn;
mod p04_sus_fuss;
mod p05_play;

/// The rules crate's file, as compiled into this binary, for source checks.
pub const RULES: SourceFile = SourceFile { path: hog_rules::SOURCE.path, text: hog_rules::SOURCE.text };

/// The problems in the order students meet them.
pub fn all() -> Vec<Problem> {
    vec![
        p00_dice::problem(),
        p01_roll_dice::problem(),
        p02_boar_brawl::problem(),
        p03_take_turn::problem(),
        p04_sus_fuss::problem(),
        p05_play::problem(),
    ]
}
