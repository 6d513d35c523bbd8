// BEGIN EDITION
//! Checking a strategy against its rule at every opponent score in one line of a
//! case, and saying exactly where it first disagrees. The rules are the reference's
//! own logic, so the sweeps are hidden cases.
//!
//! A case line such as `free_strategy_everywhere(25, 12, 6) => Agreement::Everywhere`
//! reads as one check but covers a hundred calls; when one is wrong, the value
//! shown names the call, what it returned and why another value was expected.
// END EDITION
        // BEGIN EDITION
        /// The call, as Rust, such as `free_strategy(25, 43, 12, 6)`.
        call: String,
        // END EDITION
        // BEGIN EDITION
        /// Why, in terms of the rule, such as `free_points(43) is 75, at least the cutoff 12`.
        because: String,
        // END EDITION
