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
        by_hand: case!("A game to 2, worked out by hand as fractions." {
            about(exact_win_rate(always_roll(1), 2)) => about(69911.0 / 93312.0),
                "Going first, one die wins at once unless it rolls a 1; then always_roll(6) scores 1 with \
                 chance 31031/46656 and any roll of yours wins: 264311/279936. Going second you win \
                 31031/46656 × 5/6 = 155155/279936. Check the goal (>=), the 1 minus the opponent's \
                 chance, a memo that tells the two players apart, and the mean of the two seats.";
            about(exact_win_rate(always_roll(0), 2)) => about(31031.0 / 93312.0),
                "Zero dice score boar_brawl(score, opponent_score), the mover's score first: 1 at (0, 0), \
                 3 at (1, 1) (and Sus Fuss makes 1 + 3 = 4 a 5), 1 at (0, 1). This strategy wins \
                 31031/46656 going first and never going second.";
        }),
        small_goal: case!("A game to 10: Sus Fuss and Boar Brawl change the chances." {
            about(exact_win_rate(always_roll(1), 10)) => about(0.44051998461046105),
                "Each new score goes through sus_points before anything else: 4 becomes 5, 6 becomes 7, \
                 8 and 9 become 11. The goal is compared, and the next position made, with that score.";
            about(exact_win_rate(always_roll(0), 10)) => about(0.3682878494889661),
                "Zero dice score boar_brawl(score, opponent_score): the mover's own score first.";
            about(exact_win_rate(catch_up, 10)) => about(0.5316735477048062),
                "catch_up chooses by the scores: ask it with the mover's own score first, and keep its \
                 positions apart from always_roll(6)'s in the memo.";
        }),
        win_rates: case!("Win rates against always_roll(6) in games to 100." {
            about(exact_win_rate(always_roll(4), GOAL)) => about(0.45467783291170216),
                "Four dice score less per turn than six, but roll a 1 less often: about 45% of games.";
            about(exact_win_rate(always_roll(10), GOAL)) => about(0.38283928634528575);
            about(exact_win_rate(always_roll(0), GOAL)) => about(0.49815116063567233),
                "Boar Brawl alone wins almost half the games: boar_brawl(score, opponent_score), with the \
                 mover's own score first, and Sus Fuss on the new score.";
            about(exact_win_rate(|score, opponent_score| boar_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS), GOAL))
                => about(0.6763405478398623),
                "boar_strategy wins about 68% of games: does your boar_strategy pass problem 10?";
        }),
    })
}
