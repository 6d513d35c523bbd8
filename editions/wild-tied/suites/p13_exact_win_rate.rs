//! Problem 13 (extra): exact_win_rate. A game to 1 and a game to 5 worked out by hand, games to
//! 30 where Free Bacon, Hog Wild, Hog Tied and the two seats each change the answer, a counted
//! strategy that shows the memo, and games to 100.
//!
//! Every value was worked out by the reference and again by a separate calculation that shares
//! none of its code: each turn's outcomes found by listing the dice one by one, and the chances
//! filled in from the highest sum of scores down (in exact fractions for the goals up to 10).

use crate::student::experiments::*;
use crate::student::rules::*;
use crate::student::wild_tied::strategies::*;
use hog_grader::{Problem, case};

use super::exact::{self, OwnCases, about};

pub fn problem() -> Problem {
    exact::problem(OwnCases {
        uses: &["roll_chances_of", "free_bacon", "hog_wild", "hog_tied"],
        shared: crate::exact_win_rate_shared!(catch_up_to_30: 0.5132915170142768, always_roll_4_to_50: 0.47193979502482764),
        // A game to 5 by hand. Six six-sided dice hold a 1 with q = 1 - (5/6)^6 = 31031/46656
        // and earn 12 or more otherwise; six four-sided dice hold a 1 with
        // w = 1 - (3/4)^6 = 3367/4096 and earn 12 or more otherwise. First seat: Free Bacon of 0
        // takes always_roll(0) to 1; at 0 to 1 the opponent's six-sided dice score 1 (q) or win;
        // Free Bacon of 1 takes us to 3; at 1 to 3 the dice score 1 again (q); Free Bacon of 2 wins:
        // q * q. Second seat: at 0 to 0 the opponent's dice are four-sided and score 1 with w;
        // Free Bacon of 1 takes us to 2; at 1 to 2 six-sided dice score 1 (q); Free Bacon of 2
        // takes 2 to 5 and wins: w * q. The mean (q * q + w * q) / 2 is 137793993337/278628139008.
        by_hand: case!("A game to 5, worked out by hand as fractions." {
            about(exact_win_rate(always_roll(0), 5)) => about(137793993337.0 / 278628139008.0),
                "With q = 1 - (5/6)^6 and w = 1 - (3/4)^6, the chances that six six-sided and six \
                 four-sided dice hold a 1: going first always_roll(0) wins with q * q, going second with \
                 w * q, as at 0 to 0 the opponent's dice are four-sided (Hog Wild: 0 is a multiple of 7). \
                 Check Free Bacon of the opponent's score, the dice's sides, the goal (>=), the 1 minus \
                 the opponent's chance, and the mean of the two seats.";
        }),
        small_goal: case!("A game to 30: Free Bacon, Hog Wild and Hog Tied change the chances." {
            about(exact_win_rate(always_roll(1), 30)) => about(0.10877049758127608),
                "One die is four-sided wherever the two scores add up to a multiple of 7, 0 included: \
                 roll_chances_of(num_rolls, hog_wild(score, opponent_score)).";
            about(exact_win_rate(always_roll(4), 30)) => about(0.5345858803770007),
                "Where the scores add up to a number ending in 7, four dice are one die: hold the \
                 choice to hog_tied(score, opponent_score), for always_roll(6) too.";
            about(exact_win_rate(always_roll(0), 30)) => about(0.33309134200099766),
                "Zero dice earn free_bacon(opponent_score): the opponent's score, not the mover's.";
            about(exact_win_rate(catch_up, 30)) => about(0.5132915170142768),
                "catch_up chooses by the scores: ask it with the mover's own score first, and keep its \
                 positions apart from always_roll(6)'s in the memo.";
        }),
        win_rates: case!("Win rates against always_roll(6) in games to 100." {
            about(exact_win_rate(always_roll(4), GOAL)) => about(0.4717372747087455),
                "Four dice earn less than six a turn but hold a 1 less often: about 47% of games.";
            about(exact_win_rate(always_roll(10), GOAL)) => about(0.35296011131778793);
            about(exact_win_rate(always_roll(0), GOAL)) => about(0.3974924875948703),
                "Free Bacon alone, 1 to 10 points a turn, wins about 40% of games: free_bacon of the \
                 opponent's score, never held by Hog Tied (no dice are fewer than one).";
            about(exact_win_rate(|score, opponent_score| bacon_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS), GOAL))
                => about(0.5693158127530193),
                "bacon_strategy wins about 57% of games: does your bacon_strategy pass problem 10?";
        }),
    })
}
