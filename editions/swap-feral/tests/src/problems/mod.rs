// BEGIN EDITION
mod p02_free_points;
mod p03_take_turn;
mod p04_swine_swap;
// END EDITION
// BEGIN EDITION
mod p10_free_strategy;
mod p11_swap_strategy;
mod p12_final_strategy;
// END EDITION
// BEGIN EDITION
/// The experiments crate's file (problems 08 and 09), for source checks.
pub fn experiments_file() -> SourceFile {
    crate::student::sources().experiments
}

/// The problems in the order students meet them.
pub fn all() -> Vec<Problem> {
    vec![
        p00_dice::problem(),
        p01_roll_dice::problem(),
        p02_free_points::problem(),
        p03_take_turn::problem(),
        p04_swine_swap::problem(),
        p05_play::problem(),
        p06_always_roll::problem(),
        p07_is_always_roll::problem(),
        p08_make_averaged::problem(),
        p09_max_scoring_num_rolls::problem(),
        p10_free_strategy::problem(),
        p11_swap_strategy::problem(),
        p12_final_strategy::problem(),
    ]
}
// END EDITION
