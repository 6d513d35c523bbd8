// BEGIN EDITION
//! The rules of Hog: dice, turns and the game loop (problems 00 to 05).
//!
//! Two crates build on this one: `hog-strategies` (problems 06, 07, 10 to 12)
//! and `hog-experiments` (08, 09 and 13). The functions students write live in
//! `src/rules.rs`; with the `solution` feature the reference in
//! `solution/rules.rs` is compiled in its place. Everything else is shared.
// END EDITION
