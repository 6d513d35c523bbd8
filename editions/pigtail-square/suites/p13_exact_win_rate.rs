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
        by_hand: case!("A game to 5, worked out by hand as fractions." {
            about(exact_win_rate(always_roll(2), 5)) => about(63431.0 / 93312.0),
                "Going first, two dice win at once unless one is a 1 (a 4 becomes 9); after a 1 you are at \
                 1 * 1, which becomes 4, and once always_roll(6) scores 1 too, any turn from 4 wins: \
                 25/36 + 11/36 × 31031/46656. Going second you win 31031/46656 × 25/36. Check Square Swine on \
                 each new score, the goal (>=), the 1 minus the opponent's chance, a memo that tells the two \
                 players apart, and the mean of the two seats.";
            about(exact_win_rate(always_roll(0), 5)) => about(31031.0 / 46656.0),
                "Zero dice score tail_points(opponent_score), the opponent's score only: 1 against 0 (and \
                 Square Swine makes 0 + 1 = 1 a 4), 9 against 4. This strategy wins 31031/46656 in each seat.";
        }),
        small_goal: case!("A game to 10: Square Swine and Pig Tail change the chances." {
            about(exact_win_rate(always_roll(1), 10)) => about(0.43399771618970556),
                "Each new score goes through Square Swine before anything else: 1 becomes 4, 4 becomes 9 and \
                 9 becomes 16. The goal is compared, and the next position made, with that score.";
            about(exact_win_rate(always_roll(0), 10)) => about(0.6651020233196159),
                "Zero dice score tail_points(opponent_score): the opponent's score, not the mover's.";
            about(exact_win_rate(catch_up, 10)) => about(0.5316735477048062),
                "catch_up chooses by the scores: ask it with the mover's own score first, and keep its \
                 positions apart from always_roll(6)'s in the memo.";
        }),
        win_rates: case!("Win rates against always_roll(6) in games to 100." {
            about(exact_win_rate(always_roll(4), GOAL)) => about(0.4566438466921317),
                "Four dice score less per turn than six, but roll a 1 less often: about 45% of games.";
            about(exact_win_rate(always_roll(10), GOAL)) => about(0.37873399831838367);
            about(exact_win_rate(always_roll(0), GOAL)) => about(0.41041219150912867),
                "Pig Tail alone wins about 41% of the games: tail_points(opponent_score), of the opponent's \
                 score, and Square Swine on the new score.";
            about(exact_win_rate(|score, opponent_score| tail_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS), GOAL))
                => about(0.5788635018881915),
                "tail_strategy wins about 58% of games: does your tail_strategy pass problem 10?";
        }),
    })
}
