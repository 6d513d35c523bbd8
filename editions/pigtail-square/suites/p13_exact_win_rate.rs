//! Problem 13 (extra): exact_win_rate. Chances worked out by hand as fractions at goals 1
//! and 5, values at goals 10 and 100 that pin Square Swine, Pig Tail and the two seats, and a
//! counted strategy that shows a memo: no position asked twice, a game to 100 in time.
//!
//! The values are facts of the game, worked out once and checked against a second, separate
//! calculation with exact fractions.

use crate::student::experiments::*;
use crate::student::pigtail_square::strategies::*;
use crate::student::rules::*;
use hog_grader::{Problem, case};

use super::exact::{self, OwnCases, about};

pub fn problem() -> Problem {
    exact::problem(OwnCases {
        uses: &["roll_chances", "tail_points", "perfect_square", "next_perfect_square"],
        shared: crate::exact_win_rate_shared!(catch_up_to_30: 0.49388689506668504, always_roll_4_to_50: 0.46453361616933525),
        // Goal 5 by hand. Six dice roll a 1 (and score 1) with chance 1 - (5/6)^6 = 31031/46656,
        // and otherwise score at least 12. From 0, a turn of 1 ends on 1 = 1 * 1, which becomes
        // 4; from 4, any turn reaches 5, the goal. So from 0 six dice win with 15625/46656 and
        // otherwise leave 4, and every turn from 4 wins.
        // always_roll(2): two dice roll a 1 with 11/36; otherwise they score at least 4, and 4
        // becomes 9: a win with 25/36, and otherwise 4. First: 25/36 + 11/36 × 31031/46656 (the
        // opponent scores 1 too, then you win from 4). Second: 31031/46656 × 25/36. The mean is
        // (25/36 + 31031/46656) / 2 = 63431/93312.
        // always_roll(0): first, Pig Tail of 0 scores 1, so 4; the opponent scores 1 with
        // 31031/46656, and then tail_points(4) = 9 wins. Second: after the opponent's 1 (to 4),
        // tail_points(4) = 9 takes 0 to 9, which becomes 16 and wins: 31031/46656 in each seat.
        by_hand: case!("pigtail-square-exact-win-rate-game-5-worked" {
            about(exact_win_rate(always_roll(2), 5)) => about(63431.0 / 93312.0),
                "pigtail-square-exact-win-rate-hint-going-first-two";
            about(exact_win_rate(always_roll(0), 5)) => about(31031.0 / 46656.0),
                "pigtail-square-exact-win-rate-hint-zero-dice-score";
        }),
        small_goal: case!("pigtail-square-exact-win-rate-game-10-square" {
            about(exact_win_rate(always_roll(1), 10)) => about(0.43399771618970556),
                "pigtail-square-exact-win-rate-hint-new-score-goes";
            about(exact_win_rate(always_roll(0), 10)) => about(0.6651020233196159),
                "pigtail-square-exact-win-rate-hint-zero-dice-score-tail";
            about(exact_win_rate(catch_up, 10)) => about(0.5316735477048062),
                "pigtail-square-exact-win-rate-hint-catch-up-chooses";
        }),
        win_rates: case!("pigtail-square-exact-win-rate-win-rates-against" {
            about(exact_win_rate(always_roll(4), GOAL)) => about(0.4566438466921317),
                "pigtail-square-exact-win-rate-hint-four-dice-score";
            about(exact_win_rate(always_roll(10), GOAL)) => about(0.37873399831838367);
            about(exact_win_rate(always_roll(0), GOAL)) => about(0.41041219150912867),
                "pigtail-square-exact-win-rate-hint-pig-tail-alone";
            about(exact_win_rate(|score, opponent_score| tail_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS), GOAL))
                => about(0.5788635018881915),
                "pigtail-square-exact-win-rate-hint-tail-strategy-wins";
        }),
    })
}
