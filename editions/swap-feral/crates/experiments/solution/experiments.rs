// BEGIN EDITION
//! Experiments with Hog, problems 08 and 09.
//!
//! Dice are random, so one roll or one game says little. An experiment runs
//! something many times and averages the results: the average turn score of a
//! number of dice, or how often a strategy wins. The functions below measure
//! dice and strategies that way.
//!
//! Write your code between the `BEGIN PROBLEM` and `END PROBLEM` lines only; the
//! rest is provided and the grader relies on it being unchanged.
//! `cargo xtask grade -q 08` checks your work on problem 08.
// END EDITION
// BEGIN EDITION
// END EDITION
