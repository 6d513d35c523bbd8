//! Problem 13 (extra): exact_win_rate. Chances worked out by hand as fractions at goals 1
//! and 2, values at goals 10 and 100 that pin Sus Fuss, Boar Brawl and the two seats, and a
//! counted strategy that shows a memo: no position asked twice, a game to 100 in time.
//!
//! The values are facts of the game, worked out once and checked against a second, separate
//! calculation with exact fractions.

use crate::student::boar_sus::strategies::*;
use crate::student::experiments::*;
use crate::student::rules::*;
use hog_grader::{Problem, case};

use super::exact::{self, OwnCases, about};

pub fn problem() -> Problem {
    exact::problem(OwnCases {
        uses: &["roll_chances", "boar_brawl", "sus_points"],
        shared: crate::exact_win_rate_shared!(catch_up_to_30: 0.4891495610281097, always_roll_4_to_50: 0.45287426134957603),
        // Goal 2 by hand. Six dice roll a 1 (and score 1) with chance 1 - (5/6)^6 = 31031/46656,
        // and otherwise score at least 12; 1 is not sus, and 2 or more reaches the goal.
        // always_roll(1): first, one die wins at once with 5/6; after a 1 (1/6), six dice
        // score 1 with 31031/46656 and any roll at (1, 1) then wins: 5/6 + 31031/279936 =
        // 264311/279936. Second, six dice score 1 (31031/46656), then one die wins with 5/6,
        // and a 1 loses to any roll at (1, 1): 155155/279936. Mean: 69911/93312.
        // always_roll(0): first, Boar Brawl at (0, 0) scores 1; after six dice score 1,
        // boar_brawl(1, 1) = 3 takes 1 to 4, which is sus and becomes 5: 31031/46656.
        // Second, boar_brawl(0, 1) = 1 leaves 1 and six dice then win: 0. Mean: 31031/93312.
        by_hand: case!("boar-sus-exact-win-rate-game-2-worked" {
            about(exact_win_rate(always_roll(1), 2)) => about(69911.0 / 93312.0),
                "boar-sus-exact-win-rate-hint-going-first-one";
            about(exact_win_rate(always_roll(0), 2)) => about(31031.0 / 93312.0),
                "boar-sus-exact-win-rate-hint-zero-dice-score";
        }),
        small_goal: case!("boar-sus-exact-win-rate-game-10-sus" {
            about(exact_win_rate(always_roll(1), 10)) => about(0.44051998461046105),
                "boar-sus-exact-win-rate-hint-new-score-goes";
            about(exact_win_rate(always_roll(0), 10)) => about(0.3682878494889661),
                "boar-sus-exact-win-rate-hint-zero-dice-score-boar";
            about(exact_win_rate(catch_up, 10)) => about(0.5316735477048062),
                "boar-sus-exact-win-rate-hint-catch-up-chooses";
        }),
        win_rates: case!("boar-sus-exact-win-rate-win-rates-against" {
            about(exact_win_rate(always_roll(4), GOAL)) => about(0.45467783291170216),
                "boar-sus-exact-win-rate-hint-four-dice-score";
            about(exact_win_rate(always_roll(10), GOAL)) => about(0.38283928634528575);
            about(exact_win_rate(always_roll(0), GOAL)) => about(0.49815116063567233),
                "boar-sus-exact-win-rate-hint-boar-brawl-alone";
            about(exact_win_rate(|score, opponent_score| boar_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS), GOAL))
                => about(0.6763405478398623),
                "boar-sus-exact-win-rate-hint-boar-strategy-wins";
        }),
    })
}
