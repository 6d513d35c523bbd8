# What this edition's own suites say to a student (the suites beside this file): each
# case's comment, the comments between its lines, the hints of its checks and its
# properties in words. Every id starts with the edition's name.

wild-tied-free-bacon-one-more-than = One more than the largest digit of the opponent's score.
wild-tied-free-bacon-hint-42-has-digits = 42 has the digits 4 and 2; the larger is 4, and Free Bacon earns one more: 5.
wild-tied-free-bacon-hint-larger-digit-may = The larger digit may come last: 24 gives 5 as 42 does. Look at every digit, not only the first.
wild-tied-free-bacon-score-one-digit = A score of one digit is its own largest digit.
wild-tied-free-bacon-hint-7-has-one = 7 has one digit, 7: Free Bacon earns 8.
wild-tied-free-bacon-hint-9-largest-digit = 9 is the largest digit there is, so 10 is the most Free Bacon ever earns.
wild-tied-free-bacon-opponent-0-still = An opponent at 0 still gives a point.
wild-tied-free-bacon-hint-0-has-one = 0 has the one digit 0, and Free Bacon earns one more: 1. A loop that stops before looking at any digit must still add the 1.
wild-tied-free-bacon-hint-10-has-digits = 10 has the digits 1 and 0: the 0 is smaller, so 1 + 1 = 2.
wild-tied-free-bacon-scores-three-digits = Scores of three digits and more.
wild-tied-free-bacon-hint-109-has-three = 109 has three digits, 1, 0 and 9: the 9 counts, although it is neither first nor second.
wild-tied-free-bacon-hint-keep-going-while = Keep going while digits are left: 1005's 5 is its last.
wild-tied-free-bacon-free-bacon-opponent = Free Bacon for every opponent score from 0 to 210.
wild-tied-free-bacon-property-score-below-10 = for any score below 10 000: free_bacon(score) is from 1 to 10
wild-tied-free-bacon-property-score-below-1000 = for any score below 1000 and digit d: free_bacon(10 * score + d) is the larger of free_bacon(score) and d + 1
wild-tied-free-bacon-property-digit-d-free = for any digit d: free_bacon(d) is d + 1
wild-tied-take-turn-four-sides-when = Four sides when the two scores add up to a multiple of 7.
wild-tied-take-turn-hint-10-18-28 = 10 + 18 = 28, which is 4 * 7: four-sided dice.
wild-tied-take-turn-hint-neither-3-nor = Neither 3 nor 4 is a multiple of 7, but their sum is: Hog Wild looks at the sum of both scores.
wild-tied-take-turn-hint-sum-same-whichever = The sum is the same whichever score comes first.
wild-tied-take-turn-six-sides-otherwise = Six sides otherwise.
wild-tied-take-turn-hint-7-multiple-7 = 7 is a multiple of 7, but the sum 8 is not: six sides.
wild-tied-take-turn-hint-17-ends-7 = 17 ends in 7 but is no multiple of 7 (that is Hog Tied's rule, problem 04): six sides.
wild-tied-take-turn-0-multiple-7 = 0 is a multiple of 7: the first turn of a game is wild.
wild-tied-take-turn-hint-0-0-7 = 0 = 0 * 7, so at 0 to 0 the dice are four-sided.
wild-tied-take-turn-sums-past-100 = Sums past 100.
wild-tied-take-turn-hint-105-15-7 = 105 is 15 * 7.
wild-tied-take-turn-property-scores-below-1000 = for any scores below 1000: hog_wild is 4 or 6, the same whichever score comes first
wild-tied-take-turn-property-scores-below-1000-7 = for any scores below 1000: 7 more points for either player change nothing
wild-tied-take-turn-no-dice-earn = No dice earn free_bacon of the opponent's score, and roll nothing.
wild-tied-take-turn-hint-zero-dice-turn = With zero dice the turn earns Free Bacon of the opponent's 42: 1 + 4.
wild-tied-take-turn-hint-turn-zero-dice = A turn of zero dice leaves the dice unrolled.
wild-tied-take-turn-hint-free-bacon-reads = Free Bacon reads the opponent's score, 30 here, not the player's own 42.
wild-tied-take-turn-six-sides-dice = With six sides, dice earn what roll_dice makes of the dice given.
wild-tied-take-turn-note-30-4-34 = 30 + 4 = 34 is no multiple of 7: six-sided dice, and every outcome counts.
wild-tied-take-turn-hint-2-6-3 = 2 + 6 + 3 is 11: at six sides the outcomes are the dice's own. Hand the dice to roll_dice.
wild-tied-take-turn-hint-three-dice-three = Three dice are three rolls of the dice take_turn was given.
wild-tied-take-turn-four-sides-5 = With four sides, a 5 or a 6 is rolled again.
wild-tied-take-turn-note-30-5-35 = 30 + 5 = 35 is 5 * 7: four-sided dice. The dice roll 6, 3, 4, 6, 3, ...
wild-tied-take-turn-hint-first-6-does = The first 6 does not count and is rolled again (3); then 4; then 6 again, rolled again (3): 3 + 4 + 3 = 10. Roll again until an outcome is 4 or less, rather than changing the 6 into another number.
wild-tied-take-turn-hint-three-four-sided = Three four-sided dice took five rolls: each 6 was rolled again.
wild-tied-take-turn-first-turn-game = The first turn of a game rolls four-sided dice.
wild-tied-take-turn-hint-0-0-multiple = 0 + 0 is a multiple of 7: the 5 and the 6 are rolled again, and the dice that count are 4 and 3.
wild-tied-take-turn-sow-sad-holds = Sow Sad holds with four sides too.
wild-tied-take-turn-hint-14-multiple-7 = 14 is a multiple of 7: the dice that count are 1, 2 and 4, and the 1 makes the turn score 1.
wild-tied-take-turn-six-sides-5 = With six sides, a 5 and a 6 count as they are.
wild-tied-take-turn-note-10-3-13 = 10 + 3 = 13 is no multiple of 7: nothing is rolled again.
wild-tied-take-turn-hint-six-sides-5 = At six sides 5 + 6 = 11: only four-sided dice roll a 5 or a 6 again. Ask hog_wild how many sides the dice have.
wild-tied-hog-tied-one-die-when = One die when the two scores add up to a number ending in 7.
wild-tied-hog-tied-hint-20-7-27 = 20 + 7 = 27 ends in 7: at most one die.
wild-tied-hog-tied-hint-9-8-17 = 9 + 8 = 17 ends in 7, although neither score does: add the scores first, then look at the last digit.
wild-tied-hog-tied-hint-3-4-7 = 3 + 4 = 7, the first number that ends in 7.
wild-tied-hog-tied-ten-dice-otherwise = Ten dice otherwise, MAX_ROLLS.
wild-tied-hog-tied-hint-28-ends-8 = 28 ends in 8: the usual limit of MAX_ROLLS (10) dice.
wild-tied-hog-tied-hint-0-does-not = 0 does not end in 7.
wild-tied-hog-tied-hint-both-scores-end = Both scores end in 7, but their sum 14 does not: only the sum counts.
wild-tied-hog-tied-hint-70-multiple-7 = 70 is a multiple of 7, but it ends in 0: that is Hog Wild's rule (problem 03), not Hog Tied's.
wild-tied-hog-tied-sums-past-100 = Sums past 100.
wild-tied-hog-tied-hint-107-ends-7 = 107 ends in 7: look at the last digit of the whole sum.
wild-tied-hog-tied-hint-170-ends-0 = 170 ends in 0, although its tens digit is 7.
wild-tied-hog-tied-hog-tied-sum = hog_tied for every sum from 0 to 200.
wild-tied-hog-tied-property-scores-below-1000 = for any scores below 1000: hog_tied is 1 or 10, the same whichever score comes first
wild-tied-hog-tied-property-scores-below-1000-10 = for any scores below 1000: 10 more points for either player change nothing
wild-tied-play-one-turn-player = One turn: Player 0 rolls the dice given and reaches the goal.
wild-tied-play-note-sum-update-not = sum_update is not a rule of Hog: it adds the dice to the score, whatever they show, so games with it test play alone.
wild-tied-play-hint-player-0-rolls = Player 0 rolls 2 of the dice given, 12 points, which reach the goal of 12 at once. Hand `dice` to update as they are, and stop as soon as a score reaches the goal.
wild-tied-play-hint-player-0-moves = Player 0 moves first, and play returns (score0, score1) in that order.
wild-tied-play-update-returns-new = update returns the new score, which replaces the old one.
wild-tied-play-hint-player-0-starts = Player 0 starts at 20 and rolls 6, so update returns 26, the whole new score: keep it rather than adding it to 20.
wild-tied-play-players-take-turns = The players take turns until a score reaches the goal.
wild-tied-play-hint-turn-adds-8 = Each turn adds 8: 8 to 0, 8 to 8, 16 to 8, 16 to 16, then Player 0 reaches 24. After each turn the other player moves, until a score reaches the goal.
wild-tied-play-turn-asks-player = Each turn asks its player's strategy once, with that player's score first.
wild-tied-play-hint-player-1-behind = Player 1 is behind at 0 to 6 and rolls 4 dice (12 points); at 12 to 12 it is not behind and rolls 1 die, reaching 15. That needs strategy1(score1, score0): Player 1's own score first.
wild-tied-play-hint-player-1-had = Player 1 had two turns, so strategy1 was asked twice: only the mover's strategy is asked.
wild-tied-play-returned-scores-score0 = The returned scores are (score0, score1), whoever wins.
wild-tied-play-hog-tied-where = Hog Tied: where the scores add up to a number ending in 7, one die at most.
wild-tied-play-note-10-7-sum = At 10 to 7 the sum is 17. The strategies ask for 5 dice, and the trace shows what update was given.
wild-tied-play-cap-holds-player = The cap holds for Player 1's turns too.
wild-tied-play-choice-no-dice = A choice of no dice or one die is kept.
wild-tied-play-cap-depends-scores = The cap depends on the scores at the start of each turn.
wild-tied-play-starting-scores-ones = The starting scores are the ones given, and the cap reads them.
wild-tied-play-turn-rolls-given = Every turn rolls the given dice, and the goal is the one given.
wild-tied-play-free-bacon-hog = Free Bacon, Hog Wild and Hog Tied in a whole game, through your simple_update.
wild-tied-play-game-past-100 = A game past 100 with simple_update and a goal of 150.
wild-tied-play-100-recorded-games = 100 recorded games to 30, with simple_update.
wild-tied-play-100-recorded-games-100 = 100 recorded games to 100, with simple_update.
wild-tied-play-100-recorded-games-67 = 100 recorded games to 67, with simple_update.
wild-tied-bacon-strategy-no-dice-when = No dice when Free Bacon earns the threshold or more.
wild-tied-bacon-strategy-note-free-bacon-46 = free_bacon(46) is 1 + 6 = 7.
wild-tied-bacon-strategy-hint-free-bacon-earns = Free Bacon earns 7 against 46, and 7 reaches the threshold 7: no dice. Reaching it counts (>=).
wild-tied-bacon-strategy-hint-7-falls-short = 7 falls short of 8, so the strategy rolls the num_rolls it was given, 4. Compare free_bacon of the opponent's score with the threshold, nothing more.
wild-tied-bacon-strategy-course-s-threshold = The course's THRESHOLD (8) and NUM_ROLLS (6).
wild-tied-bacon-strategy-hint-free-bacon-reads = Free Bacon reads the opponent's score: free_bacon(17) is 1 + 7 = 8.
wild-tied-bacon-strategy-hint-free-bacon-opponent = Free Bacon of the opponent's 42 is 5, below 8: the player's own 17 is not what it reads.
wild-tied-bacon-strategy-free-bacon-exactly = Free Bacon exactly at the threshold.
wild-tied-bacon-strategy-hint-free-bacon-0 = free_bacon(0) is 1, which reaches 1.
wild-tied-bacon-strategy-hint-free-bacon-109 = free_bacon(109) is 10: its 9 counts.
wild-tied-bacon-strategy-otherwise-number-dice = Otherwise the number of dice given.
wild-tied-bacon-strategy-hint-num-rolls-10 = num_rolls is 10: return it unchanged.
wild-tied-bacon-strategy-thresholds-0-up = Thresholds from 0 up.
wild-tied-bacon-strategy-hint-free-bacon-earns-least = Free Bacon earns at least 1, so at least 0.
wild-tied-bacon-strategy-hint-free-bacon-earns-most = Free Bacon earns at most 10, below 11.
wild-tied-bacon-strategy-hog-wild-hog = Hog Wild and Hog Tied are left out.
wild-tied-bacon-strategy-note-20-17-sum = At 20 and 17 the sum 37 ends in 7: Hog Tied would hold any roll to one die.
wild-tied-bacon-strategy-hint-bacon-strategy-weighs = bacon_strategy weighs Free Bacon's 8 points against the threshold 9 and nothing else: it rolls num_rolls.
wild-tied-bacon-strategy-property-scores-no-dice = for any scores: no dice at thresholds 0, 1 and free_bacon(opponent_score); num_rolls at 11
wild-tied-bacon-strategy-property-scores-player-s = for any scores: the player's own score changes nothing
wild-tied-tied-strategy-away-hog-tied = Away from Hog Tied, the choice of bacon_strategy.
wild-tied-tied-strategy-note-20-18-sum = At 20 and 18 the sum 38 does not end in 7, and free_bacon(18) is 9.
wild-tied-tied-strategy-hint-free-bacon-earns = Free Bacon earns 9, which reaches the threshold 9: no dice.
wild-tied-tied-strategy-hint-9-falls-short = 9 falls short of 10, and rolling is not held to one die here: roll num_rolls.
wild-tied-tied-strategy-held-one-die = Held to one die, no dice when Free Bacon beats that die's average.
wild-tied-tied-strategy-note-20-17-sum = At 20 and 17 the sum 37 ends in 7 and is no multiple of 7: one six-sided die, 3.5 points on average. free_bacon(17) is 8.
wild-tied-tied-strategy-hint-8-short-threshold = 8 is short of the threshold 9, but rolling means one die here, and 8 beats its 3.5: no dice. Ask hog_tied whether the turn is held to one die.
wild-tied-tied-strategy-note-3-24-sum = At 3 and 24 the sum 27 ends in 7: free_bacon(24) is 5, more than 3.5.
wild-tied-tied-strategy-held-one-die-die = Held to one die, the die is rolled when Free Bacon earns less.
wild-tied-tied-strategy-note-7-10-sum = At 7 and 10 the sum 17 ends in 7: one six-sided die. free_bacon(10) is 2, less than 3.5.
wild-tied-tied-strategy-hint-free-bacon-s = Free Bacon's 2 is short of the threshold 5 and of the die's 3.5: roll num_rolls (play rolls just one).
wild-tied-tied-strategy-note-6-11-sum = At 6 and 11 the sum 17: free_bacon(11) is 2.
wild-tied-tied-strategy-hint-2-still-reaches = 2 still reaches the threshold 2: no dice, whatever the die would earn.
wild-tied-tied-strategy-die-s-sides = The die's sides come from Hog Wild: 3.5 or 2.5 points on average.
wild-tied-tied-strategy-note-free-bacon-23 = free_bacon(23) and free_bacon(3) are 4. At 14 and 23 the sum 37: a six-sided die, 3.5 on average.
wild-tied-tied-strategy-hint-4-more-than = 4 is more than 3.5: no dice.
wild-tied-tied-strategy-note-4-3-sum = At 4 and 3 the sum 7 ends in 7 and is a multiple of 7: one four-sided die (Hog Wild), 2.5 on average. free_bacon(3) is 4.
wild-tied-tied-strategy-note-5-2-sum = At 5 and 2 the sum 7 again: one four-sided die. free_bacon(2) is 3, more than 2.5.
wild-tied-tied-strategy-hint-one-die-four = The one die is four-sided here (7 is a multiple of 7), so it earns 2.5 on average and Free Bacon's 3 beats it: ask hog_wild for the die's sides.
wild-tied-tied-strategy-free-bacon-below = Free Bacon at or below the die's average keeps the dice.
wild-tied-tied-strategy-note-6-1-sum = At 6 and 1 the sum 7: one four-sided die, 2.5 on average. free_bacon(1) is 2.
wild-tied-tied-strategy-hint-2-less-than = 2 is less than 2.5: roll.
wild-tied-tied-strategy-note-27-0-sum = At 27 and 0 the sum 27: one six-sided die, 3.5 on average. free_bacon(0) is 1.
wild-tied-tied-strategy-note-75-2-sum = At 75 and 2 the sum 77, a multiple of 7 that ends in 7: one four-sided die. free_bacon(2) is 3.
wild-tied-tied-strategy-hint-free-bacon-s-3 = Free Bacon's 3 beats the four-sided die's 2.5.
wild-tied-tied-strategy-note-14-3-sum = At 14 and 3 the sum 17: one six-sided die. free_bacon(3) is 4, and 4 beats 3.5.
wild-tied-tied-strategy-note-15-2-sum = At 15 and 2 the sum 17: one six-sided die. free_bacon(2) is 3, and 3 is short of 3.5.
wild-tied-tied-strategy-hint-3-less-than = 3 is less than the six-sided die's 3.5: roll. Compare with twice the points, 6, against 6 + 1 = 7, to stay with whole numbers.
wild-tied-tied-strategy-property-scores-no-dice = for any scores: no dice wherever free_bacon(opponent_score) reaches the threshold
wild-tied-tied-strategy-property-scores-hog-tied = for any scores that hog_tied does not hold to one die: Free Bacon and the threshold alone decide
wild-tied-exact-win-rate-game-5-worked = A game to 5, worked out by hand as fractions.
wild-tied-exact-win-rate-hint-q-1-5 = With q = 1 - (5/6)^6 and w = 1 - (3/4)^6, the chances that six six-sided and six four-sided dice hold a 1: going first always_roll(0) wins with q * q, going second with w * q, as at 0 to 0 the opponent's dice are four-sided (Hog Wild: 0 is a multiple of 7). Check Free Bacon of the opponent's score, the dice's sides, the goal (>=), the 1 minus the opponent's chance, and the mean of the two seats.
wild-tied-exact-win-rate-game-30-free = A game to 30: Free Bacon, Hog Wild and Hog Tied change the chances.
wild-tied-exact-win-rate-hint-one-die-four = One die is four-sided wherever the two scores add up to a multiple of 7, 0 included: roll_chances_of(num_rolls, hog_wild(score, opponent_score)).
wild-tied-exact-win-rate-hint-where-scores-add = Where the scores add up to a number ending in 7, four dice are one die: hold the choice to hog_tied(score, opponent_score), for always_roll(6) too.
wild-tied-exact-win-rate-hint-zero-dice-earn = Zero dice earn free_bacon(opponent_score): the opponent's score, not the mover's.
wild-tied-exact-win-rate-hint-catch-up-chooses = catch_up chooses by the scores: ask it with the mover's own score first, and keep its positions apart from always_roll(6)'s in the memo.
wild-tied-exact-win-rate-win-rates-against = Win rates against always_roll(6) in games to 100.
wild-tied-exact-win-rate-hint-four-dice-earn = Four dice earn less than six a turn but hold a 1 less often: about 47% of games.
wild-tied-exact-win-rate-hint-free-bacon-alone = Free Bacon alone, 1 to 10 points a turn, wins about 40% of games: free_bacon of the opponent's score, never held by Hog Tied (no dice are fewer than one).
wild-tied-exact-win-rate-hint-bacon-strategy-wins = bacon_strategy wins about 57% of games: does your bacon_strategy pass problem 10?

wild-tied-free-bacon-free-bacon-returned = free_bacon({ $opponent }) returned { $got }, outside 1 to 10

wild-tied-take-turn-hog-wild-returned = hog_wild({ $player }, { $opponent }) returned { $got }, neither 4 nor 6
wild-tied-take-turn-why-only-sum-scores = only the sum of the scores counts
wild-tied-take-turn-why-sum-7-larger = a sum 7 larger is a multiple of 7 exactly when the sum is

wild-tied-hog-tied-hog-tied-returned = hog_tied({ $player }, { $opponent }) returned { $got }, neither 1 nor 10
wild-tied-hog-tied-why-only-sum-scores = only the sum of the scores counts
wild-tied-hog-tied-why-sum-10-larger = a sum 10 larger ends in the same digit

wild-tied-bacon-strategy-bacon-strategy-returned = bacon_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) returned { $got }, expected { $expected }: { $why }
wild-tied-bacon-strategy-why-free-bacon-reads = Free Bacon reads only the opponent's score

wild-tied-tied-strategy-tied-strategy-returned = tied_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) returned { $got }, but free_bacon({ $opponent }) is { $points }, which reaches the threshold: no dice
wild-tied-tied-strategy-tied-strategy-returned-expected = tied_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) returned { $got }, expected { $expected }: hog_tied({ $score }, { $opponent }) is not 1, and free_bacon({ $opponent }) is { $points }
wild-tied-free-bacon-score-below-10 = Any score below 10 000.
wild-tied-take-turn-two-scores-below = Any two scores below 1000.
wild-tied-hog-tied-two-scores-below = Any two scores below 1000.
wild-tied-bacon-strategy-scores-thresholds-numbers = Any scores, thresholds and numbers of dice.
wild-tied-tied-strategy-scores-thresholds-numbers = Any scores, thresholds and numbers of dice.
wild-tied-bacon-strategy-why-free-bacon-earns = Free Bacon earns 0 or more
wild-tied-bacon-strategy-why-free-bacon-earns-1 = Free Bacon earns 1 or more
wild-tied-bacon-strategy-why-free-bacon-earns-10 = Free Bacon earns 10 at most
wild-tied-bacon-strategy-why-free-bacon-which = free_bacon({ $opponent }) is { $points }, which reaches the threshold
wild-tied-facts-course-strategy-wins = tied_strategy: about 58%
