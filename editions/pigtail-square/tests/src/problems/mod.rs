// BEGIN EDITION
mod p02_tail_points;
mod p03_take_turn;
mod p04_square_swine;
// END EDITION
// BEGIN EDITION
mod p10_tail_strategy;
mod p11_square_strategy;
mod p12_final_strategy;
mod p13_exact_win_rate;
// END EDITION
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
        p02_tail_points::problem(),
        p03_take_turn::problem(),
        p04_square_swine::problem(),
        p05_play::problem(),
        p06_always_roll::problem(),
        p07_is_always_roll::problem(),
        p08_make_averaged::problem(),
        p09_max_scoring_num_rolls::problem(),
        p10_tail_strategy::problem(),
        p11_square_strategy::problem(),
        p12_final_strategy::problem(),
        p13_exact_win_rate::problem(),
    ]
}
// END EDITION
