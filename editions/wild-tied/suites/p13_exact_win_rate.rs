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
        by_hand: case!("wild-tied-exact-win-rate-game-5-worked" {
            about(exact_win_rate(always_roll(0), 5)) => about(137793993337.0 / 278628139008.0),
                "wild-tied-exact-win-rate-hint-q-1-5";
        }),
        small_goal: case!("wild-tied-exact-win-rate-game-30-free" {
            about(exact_win_rate(always_roll(1), 30)) => about(0.10877049758127608),
                "wild-tied-exact-win-rate-hint-one-die-four";
            about(exact_win_rate(always_roll(4), 30)) => about(0.5345858803770007),
                "wild-tied-exact-win-rate-hint-where-scores-add";
            about(exact_win_rate(always_roll(0), 30)) => about(0.33309134200099766),
                "wild-tied-exact-win-rate-hint-zero-dice-earn";
            about(exact_win_rate(catch_up, 30)) => about(0.5132915170142768),
                "wild-tied-exact-win-rate-hint-catch-up-chooses";
        }),
        win_rates: case!("wild-tied-exact-win-rate-win-rates-against" {
            about(exact_win_rate(always_roll(4), GOAL)) => about(0.4717372747087455),
                "wild-tied-exact-win-rate-hint-four-dice-earn";
            about(exact_win_rate(always_roll(10), GOAL)) => about(0.35296011131778793);
            about(exact_win_rate(always_roll(0), GOAL)) => about(0.3974924875948703),
                "wild-tied-exact-win-rate-hint-free-bacon-alone";
            about(exact_win_rate(|score, opponent_score| bacon_strategy(score, opponent_score, THRESHOLD, NUM_ROLLS), GOAL))
                => about(0.5693158127530193),
                "wild-tied-exact-win-rate-hint-bacon-strategy-wins";
        }),
    })
}
