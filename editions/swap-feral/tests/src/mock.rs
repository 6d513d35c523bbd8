// BEGIN EDITION
//! Test doubles that let a case see *how* student code used what it was given:
//! dice that count their rolls, and games whose every strategy call, roll and update
//! is written down.
// END EDITION
// BEGIN EDITION
/// Test dice (see `make_test_dice`) that also count how often they are rolled.
pub fn counted_dice(outcomes: &[u32]) -> (impl FnMut() -> u32 + use<>, Rolls) {
    let rolls = Rolls::default();
    let counter = rolls.clone();
    let mut dice = make_test_dice(outcomes);
    let counted = move || {
        counter.0.set(counter.0.get() + 1);
        dice()
    };
    (counted, rolls)
}
// END EDITION
