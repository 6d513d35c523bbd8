// BEGIN EDITION
//! Test doubles that let a case see *how* student code used what it was given:
//! dice that count their rolls, and games whose every strategy call, roll and update
//! is written down.
// END EDITION
// BEGIN EDITION
// END EDITION
