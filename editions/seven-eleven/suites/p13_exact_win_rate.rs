//! Problem 13 (extra): exact_win_rate. A game to 1 and a game to 5 worked out by hand, games to
//! 30 where Eleven Up, Hog Seven and the two seats each change the answer, a counted strategy
//! that shows the memo, and games to 100.
//!
//! Every value was worked out by the reference and again, with exact fractions, by a separate
//! calculation that shares none of its code.

use crate::student::experiments::*;
use crate::student::rules::*;
use crate::student::seven_eleven::strategies::*;
use hog_grader::{Problem, case};

use super::exact::{self, OwnCases, about};

pub fn problem() -> Problem {
    exact::problem(OwnCases {
        uses: &["roll_chances", "hog_seven", "eleven_up"],
        shared: crate::exact_win_rate_shared!(catch_up_to_30: 0.5126333209379762, always_roll_4_to_50: 0.45660499246736985),
        // A game to 5 by hand. Six dice end in a 1 (1 point) with q = 1 - (5/6)^6 = 31031/46656
        // and earn 12 or more otherwise, so a player at 0 or 1 who rolls them either wins or
        // moves up 1 point. always_roll(0) first: Hog Seven of 0 takes it to 2; six dice leave
        // the opponent at 1 with q (or win); then Hog Seven of 1 is 3 and 2 + 3 wins: q.
        // Second: the opponent reaches 1 with q; Hog Seven of 1 takes us to 3; the opponent
        // reaches 2 with q; Hog Seven of 2 is 4 and 3 + 4 wins: q * q. The mean (q + q^2) / 2
        // is 2410705297/4353564672.
        by_hand: case!("seven-eleven-exact-win-rate-game-5-worked" {
            about(exact_win_rate(always_roll(0), 5)) => about(2410705297.0 / 4353564672.0),
                "seven-eleven-exact-win-rate-hint-q-1-5";
        }),
        small_goal: case!("seven-eleven-exact-win-rate-game-30-eleven" {
            about(exact_win_rate(always_roll(1), 30)) => about(0.10548729245095148),
                "seven-eleven-exact-win-rate-hint-new-score-goes";
            about(exact_win_rate(always_roll(0), 30)) => about(0.21823887570891878),
                "seven-eleven-exact-win-rate-hint-zero-dice-earn";
            about(exact_win_rate(catch_up, 30)) => about(0.5126333209379762),
                "seven-eleven-exact-win-rate-hint-catch-up-chooses";
        }),
        win_rates: case!("seven-eleven-exact-win-rate-win-rates-against" {
            about(exact_win_rate(always_roll(4), GOAL)) => about(0.45742037810084174),
                "seven-eleven-exact-win-rate-hint-four-dice-earn";
            about(exact_win_rate(always_roll(10), GOAL)) => about(0.3435044248730695);
            about(exact_win_rate(always_roll(0), GOAL)) => about(0.05897596956029707),
                "seven-eleven-exact-win-rate-hint-hog-seven-alone";
            about(exact_win_rate(|score, opponent_score| seven_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS), GOAL))
                => about(0.48977989923577303),
                "seven-eleven-exact-win-rate-hint-seven-strategy-wins";
        }),
    })
}
