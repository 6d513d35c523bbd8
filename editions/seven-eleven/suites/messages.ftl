# What this edition's own suites say to a student (the suites beside this file): each
# case's comment, the comments between its lines, the hints of its checks and its
# properties in words. Every id starts with the edition's name.

seven-eleven-facts-eleven-up-hog = Eleven Up and Hog Seven change the scores.
seven-eleven-facts-note-two-dice-5 = Two dice of 5 and 6 earn 11 a turn: each player's first 11 rises to 14, and Player 0's 25, then 36, stay.
seven-eleven-facts-whole-game-rule = A whole game with every rule, through eleven_update and your problems 02 to 04.
seven-eleven-facts-100-recorded-games = 100 recorded games to 30, with simple_update.
seven-eleven-facts-100-recorded-games-100 = 100 recorded games to 100, with eleven_update.
seven-eleven-facts-100-recorded-games-67 = 100 recorded games to 67, with eleven_update.
seven-eleven-hog-seven-two-points-plus = Two points plus the remainder of the opponent's score by 7.
seven-eleven-hog-seven-hint-46-6-sevens = 46 is 6 sevens and 4 more, so Hog Seven earns 2 + 4. `%` gives that 4.
seven-eleven-hog-seven-multiple-7-leaves = A multiple of 7 leaves nothing over, and still earns 2.
seven-eleven-hog-seven-hint-0-divided-7 = 0 divided by 7 leaves 0: the turn still earns the 2 that every Hog Seven adds.
seven-eleven-hog-seven-hint-7-7-0 = 7 % 7 is 0, not 7: the remainder is always below 7.
seven-eleven-hog-seven-scores-below-7 = Scores below 7 are their own remainder.
seven-eleven-hog-seven-hint-6-holds-no = 6 holds no seven at all: 6 % 7 is 6, and 2 + 6 is 8, the most Hog Seven gives.
seven-eleven-hog-seven-scores-100-more = Scores of 100 and more, whole.
seven-eleven-hog-seven-hint-100-14-7 = 100 = 14 * 7 + 2: take the remainder of the whole score, not of its last digits.
seven-eleven-hog-seven-hog-seven-opponent = Hog Seven for every opponent score from 0 to 210.
seven-eleven-hog-seven-property-score-below-1000 = for any score below 1000: hog_seven(score) is from 2 to 8
seven-eleven-hog-seven-property-score-below-1000-7 = for any score below 1000: 7 more changes nothing
seven-eleven-hog-seven-property-k-below-150 = for any k below 150: hog_seven(7 * k) is 2
seven-eleven-take-turn-dice-earn-what = Dice earn what roll_dice makes of the dice given.
seven-eleven-take-turn-hint-three-dice-three = Three dice are three rolls of `dice`, the dice take_turn was given: hand them to roll_dice.
seven-eleven-take-turn-hint-2-6-3 = 2 + 6 + 3 is 11: with dice, the turn earns roll_dice's points, and the opponent's 50 does not matter.
seven-eleven-take-turn-no-dice-earn = No dice earn hog_seven of the opponent's score.
seven-eleven-take-turn-hint-zero-dice-turn = With zero dice the turn earns Hog Seven on the opponent's score: hog_seven(46) is 2 + 4.
seven-eleven-take-turn-no-dice-no = No dice, no rolls.
seven-eleven-take-turn-hint-turn-zero-dice = A turn of zero dice must leave the dice unrolled.
seven-eleven-take-turn-roll-comes-dice = Every roll comes from the dice given.
seven-eleven-take-turn-hint-roll-dice-take = Roll the dice take_turn received, through roll_dice.
seven-eleven-eleven-up-multiple-11-rises = A multiple of 11 rises by 3.
seven-eleven-eleven-up-hint-22-2-11 = 22 is 2 * 11, so Eleven Up adds 3: 25.
seven-eleven-eleven-up-hint-99-9-11 = 99 is 9 * 11: it rises to 102 like any other multiple.
seven-eleven-eleven-up-other-scores-stay = Other scores stay, and so does 0.
seven-eleven-eleven-up-hint-0-0-11 = 0 is 0 * 11, but not a positive multiple: Eleven Up leaves it at 0.
seven-eleven-eleven-up-hint-21-not-multiple = 21 is not a multiple of 11: 21 % 11 is 10.
seven-eleven-eleven-up-hint-25-what-22 = 25 is what 22 becomes; it is no multiple of 11, so it stays 25.
seven-eleven-eleven-up-past-100-rule = Past 100 the rule goes on.
seven-eleven-eleven-up-eleven-update-adds = eleven_update adds the turn's points, then applies Eleven Up.
seven-eleven-eleven-up-hint-three-4s-bring = Three 4s bring 10 to 22, 2 * 11, which Eleven Up raises to 25.
seven-eleven-eleven-up-hint-hog-seven-opponent = Hog Seven of the opponent's 12 is 7, and 15 + 7 = 22 becomes 25.
seven-eleven-eleven-up-hint-1-brings-10 = A 1 brings 10 to 11, and 11 is a multiple of 11 too: 14.
seven-eleven-eleven-up-apply-eleven-up = Apply Eleven Up to the new total, not to the points.
seven-eleven-eleven-up-hint-dice-bring-11 = The dice bring 11 points and 20 + 11 = 31: the total, not the 11 points, is what the rule looks at.
seven-eleven-eleven-up-raised-once-past = Raised once, past 100 too, with the dice given.
seven-eleven-eleven-up-hint-hog-seven-6 = Hog Seven of 6 is 8, and 82 + 8 = 90 is no multiple of 11: it stays 90.
seven-eleven-eleven-up-hint-76-12-88 = 76 + 12 = 88 = 8 * 11 rises to 91, which is not looked at again.
seven-eleven-eleven-up-hint-98-1-99 = 98 + 1 = 99 = 9 * 11 rises to 102: past the goal too.
seven-eleven-eleven-up-eleven-up-score = eleven_up for every score from 0 to 200.
seven-eleven-eleven-up-property-k-1-450 = for any k from 1 to 450: eleven_up(11 * k) is 11 * k + 3
seven-eleven-eleven-up-property-k-below-450 = for any k below 450 and r from 1 to 10: eleven_up(11 * k + r) is 11 * k + r
seven-eleven-seven-strategy-no-dice-when = No dice when Hog Seven earns the threshold or more.
seven-eleven-seven-strategy-note-hog-seven-19 = hog_seven(19) is 2 + 5 = 7.
seven-eleven-seven-strategy-hint-hog-seven-earns = Hog Seven earns 7 against 19, and 7 reaches the threshold 7: no dice. Reaching it counts (>=).
seven-eleven-seven-strategy-hint-7-falls-short = 7 falls short of 8, so the strategy rolls the num_rolls it was given, 4. Compare hog_seven of the opponent's score, nothing more, with the threshold.
seven-eleven-seven-strategy-course-s-threshold = The course's THRESHOLD (8) and NUM_ROLLS (6).
seven-eleven-seven-strategy-hint-hog-seven-reads = Hog Seven reads the opponent's score: hog_seven(20) is 2 + 6 = 8.
seven-eleven-seven-strategy-hint-hog-seven-opponent = Hog Seven of the opponent's 46 is 6, below 8: the player's own 20 is not what it reads.
seven-eleven-seven-strategy-hog-seven-exactly = Hog Seven exactly at the threshold.
seven-eleven-seven-strategy-hint-hog-seven-0 = hog_seven(0) is 2, which reaches 2.
seven-eleven-seven-strategy-otherwise-number-dice = Otherwise the number of dice given.
seven-eleven-seven-strategy-hint-num-rolls-10 = num_rolls is 10: return it unchanged.
seven-eleven-seven-strategy-thresholds-0-up = Thresholds from 0 up.
seven-eleven-seven-strategy-hint-hog-seven-earns-least = Hog Seven earns at least 2, so at least 0.
seven-eleven-seven-strategy-hint-hog-seven-earns-most = Hog Seven earns at most 8, below 9.
seven-eleven-seven-strategy-eleven-up-left = Eleven Up is left out.
seven-eleven-seven-strategy-note-hog-seven-12 = hog_seven(12) is 7, and 15 + 7 = 22 would rise to 25: a gain of 10 with Eleven Up.
seven-eleven-seven-strategy-hint-seven-strategy-weighs = seven_strategy weighs Hog Seven's 7 points alone, without Eleven Up's 3.
seven-eleven-seven-strategy-property-scores-no-dice = for any scores: no dice at thresholds 0, 2 and hog_seven(opponent_score); num_rolls at 9
seven-eleven-seven-strategy-property-scores-player-s = for any scores: the player's own score changes nothing
seven-eleven-eleven-strategy-no-dice-when = No dice when they would raise the score by the threshold or more.
seven-eleven-eleven-strategy-note-17-against-10 = From 17 against 10, Hog Seven earns 5; 22 is 2 * 11 and rises to 25: 8 more than 17.
seven-eleven-eleven-strategy-hint-zero-dice-take = Zero dice take 17 to 25, a gain of 8 with Eleven Up (5 without), which reaches 8: use eleven_update with zero dice, and >=.
seven-eleven-eleven-strategy-hint-gain-8-falls = The gain of 8 falls short of 9, so the answer is num_rolls, 3 here. The gain is the new score 25 minus the score 17, with eleven_update given the player's own score first.
seven-eleven-eleven-strategy-note-30-against-46 = From 30 against 46, Hog Seven earns 6 and 36 is no multiple of 11: a gain of 6.
seven-eleven-eleven-strategy-hint-gain-6-short = The gain is 6, short of 7: compare 36 - 30 with the threshold, not 36.
seven-eleven-eleven-strategy-course-s-threshold = The course's THRESHOLD (8) and NUM_ROLLS (6).
seven-eleven-eleven-strategy-eleven-up-can = Eleven Up can make zero dice pay.
seven-eleven-eleven-strategy-note-20-against-0 = From 20 against 0, Hog Seven earns 2; 22 rises to 25: a gain of 5.
seven-eleven-eleven-strategy-hint-hog-seven-alone = Hog Seven alone gains 2, but 22 is a multiple of 11 and Eleven Up makes it 25, a gain of 5: eleven_update counts both.
seven-eleven-eleven-strategy-note-past-100-108 = Past 100: from 108 against 0, Hog Seven earns 2; 110 = 10 * 11 rises to 113.
seven-eleven-eleven-strategy-gain-not-new = The gain, not the new total.
seven-eleven-eleven-strategy-note-80-against-10 = From 80 against 10, Hog Seven earns 5 and 85 stays: a gain of 5, although the new total is 85.
seven-eleven-eleven-strategy-hint-compare-gain-85 = Compare the gain (85 - 80 = 5) with the threshold, not the new total 85.
seven-eleven-eleven-strategy-gain-exactly-threshold = A gain exactly at the threshold means no dice; otherwise the dice given.
seven-eleven-eleven-strategy-hint-3-8-11 = 3 + 8 = 11 rises to 14: the gain is 11, which reaches 11.
seven-eleven-eleven-strategy-hint-gain-11-falls = The gain 11 falls short of 12: return num_rolls, 9 here.
seven-eleven-eleven-strategy-property-scores-no-dice = for any scores: no dice at thresholds 0, 2 and hog_seven(opponent_score), as Eleven Up only adds; num_rolls at 12
seven-eleven-exact-win-rate-game-5-worked = A game to 5, worked out by hand as fractions.
seven-eleven-exact-win-rate-hint-q-1-5 = With q = 1 - (5/6)^6 the chance that six dice hold a 1: going first, zero dice earn Hog Seven of 0 (2 points), and win once always_roll(6) has scored 1 (3 more points): q. Going second, 3 points against 1, then 4 points against 2: q * q. Check that Hog Seven reads the opponent's score, the goal (>=), the 1 minus the opponent's chance, and the mean of the two seats.
seven-eleven-exact-win-rate-game-30-eleven = A game to 30: Eleven Up and Hog Seven change the chances.
seven-eleven-exact-win-rate-hint-new-score-goes = Every new score goes through Eleven Up before anything else (11 becomes 14, 22 becomes 25): the goal is checked, and the next position made, with the raised score.
seven-eleven-exact-win-rate-hint-zero-dice-earn = Zero dice earn hog_seven(opponent_score): the opponent's score, not the mover's.
seven-eleven-exact-win-rate-hint-catch-up-chooses = catch_up chooses by the scores: ask it with the mover's own score first, and keep its positions apart from always_roll(6)'s in the memo.
seven-eleven-exact-win-rate-win-rates-against = Win rates against always_roll(6) in games to 100.
seven-eleven-exact-win-rate-hint-four-dice-earn = Four dice earn less than six a turn but hold a 1 less often: about 46% of games.
seven-eleven-exact-win-rate-hint-hog-seven-alone = Hog Seven alone, 2 to 8 points a turn, wins about 6% of games: hog_seven(opponent_score) of the opponent's score, and Eleven Up on the new score.
seven-eleven-exact-win-rate-hint-seven-strategy-wins = seven_strategy wins about 49% of games: does your seven_strategy pass problem 10?

seven-eleven-hog-seven-hog-seven-returned = hog_seven({ $opponent }) returned { $got }, outside 2 to 8
seven-eleven-hog-seven-why-seven-more-leaves = a seven more leaves the same remainder

seven-eleven-seven-strategy-seven-strategy-returned = seven_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) returned { $got }, expected { $expected }: { $why }
seven-eleven-seven-strategy-why-hog-seven-reads = Hog Seven reads only the opponent's score

seven-eleven-eleven-strategy-eleven-strategy-returned = eleven_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) returned { $got }, expected { $expected }: { $why }
seven-eleven-hog-seven-score-below-1000 = Any score below 1000.
seven-eleven-eleven-up-score-below-5000 = Any score below 5000.
seven-eleven-seven-strategy-scores-thresholds-numbers = Any scores, thresholds and numbers of dice.
seven-eleven-eleven-strategy-scores-thresholds-numbers = Any scores, thresholds and numbers of dice.
seven-eleven-seven-strategy-why-hog-seven-earns = Hog Seven earns 0 or more
seven-eleven-seven-strategy-why-hog-seven-earns-2 = Hog Seven earns 2 or more
seven-eleven-seven-strategy-why-hog-seven-earns-8 = Hog Seven earns 8 at most
seven-eleven-seven-strategy-why-hog-seven-which = hog_seven({ $opponent }) is { $points }, which reaches the threshold
seven-eleven-eleven-strategy-why-zero-dice-gain = zero dice gain 0 or more
seven-eleven-eleven-strategy-why-zero-dice-gain-2 = zero dice gain 2 or more
seven-eleven-eleven-strategy-why-zero-dice-gain-11 = zero dice gain 11 at most: 8 from Hog Seven and 3 from Eleven Up
seven-eleven-eleven-strategy-why-never-takes-points = hog_seven({ $opponent }) is { $points }, and Eleven Up never takes points away
seven-eleven-eleven-up-call-eleven-up-not = eleven_up({ $score }) (not a multiple of 11)
seven-eleven-facts-course-strategy-wins = eleven_strategy: about 50%
