//! Every problem, in order. Adding a problem means adding its module here and to [`all`].

use hog_grader::{Problem, SourceFile};

mod p00_dice;
mod p01_roll_dice;
// BEGIN EDITION
mod p02_boar_brawl;
mod p03_take_turn;
mod p04_sus_fuss;
// END EDITION
mod p05_play;
mod p06_always_roll;
mod p07_is_always_roll;
mod p08_make_averaged;
mod p09_max_scoring_num_rolls;
// BEGIN EDITION
mod p10_boar_strategy;
mod p11_sus_strategy;
mod p12_final_strategy;
mod p13_exact_win_rate;
// END EDITION
mod threshold;

/// The rules crate's file, as compiled into the binary, for source checks.
pub fn rules_file() -> SourceFile {
    crate::student::sources().rules
}

/// The strategies crate's file (problems 06, 07, 10 to 12), for source checks.
pub fn strategies_file() -> SourceFile {
    crate::student::sources().strategies
}

// BEGIN EDITION
/// The experiments crate's file (problems 08, 09 and 13), for source checks.
pub fn experiments_file() -> SourceFile {
    crate::student::sources().experiments
}

/// The problems in the order students meet them.
pub fn all() -> Vec<Problem> {
    vec![
        p00_dice::problem(),
        p01_roll_dice::problem(),
        p02_boar_brawl::problem(),
        p03_take_turn::problem(),
        p04_sus_fuss::problem(),
        p05_play::problem(),
        p06_always_roll::problem(),
        p07_is_always_roll::problem(),
        p08_make_averaged::problem(),
        p09_max_scoring_num_rolls::problem(),
        p10_boar_strategy::problem(),
        p11_sus_strategy::problem(),
        p12_final_strategy::problem(),
        p13_exact_win_rate::problem(),
    ]
}
// END EDITION
