# What this edition's own suites say to a student (the suites beside this file): each
# case's comment, the comments between its lines, the hints of its checks and its
# properties in words. Every id starts with the edition's name.

boar-sus-facts-sus-fuss-boar = Sus Fuss and Boar Brawl change the scores.
boar-sus-facts-note-sus-fuss-player = With Sus Fuss, Player 0's first total of 15 is sus (1, 3, 5, 15) and becomes 17.
boar-sus-facts-whole-game-rule = A whole game with every rule, using your sus_update.
boar-sus-facts-100-recorded-games = 100 recorded games to 30, with simple_update.
boar-sus-facts-100-recorded-games-100 = 100 recorded games to 100, with sus_update.
boar-sus-facts-100-recorded-games-61 = 100 recorded games to 61, with sus_update.
boar-sus-boar-brawl-three-times-difference = Three times the difference of the opponent's tens digit and your ones digit.
boar-sus-boar-brawl-hint-tens-digit-opponent = The tens digit of the opponent (4) and the ones digit of the player (1): |4 - 1| * 3.
boar-sus-boar-brawl-hint-digits-7-9 = The digits are 7 and 9, two apart, whichever comes first: the difference is taken without sign (abs_diff).
boar-sus-boar-brawl-difference-taken-without = The difference is taken without sign.
boar-sus-boar-brawl-never-less-than = Never less than 1.
boar-sus-boar-brawl-hint-both-digits-0 = Both digits are 0, so three times their difference is 0: rolling zero dice scores at least 1.
boar-sus-boar-brawl-only-tens-digit = Only the tens digit counts, even past 100.
boar-sus-boar-brawl-hint-115-s-tens = 115's tens digit is 1, not 11: take the remainder after dividing by 10.
boar-sus-boar-brawl-which-score-gives = Which score gives which digit.
boar-sus-boar-brawl-hint-tens-digit-comes = The tens digit comes from the opponent's score, the ones digit from yours.
boar-sus-boar-brawl-table-boar-brawl = A table of Boar Brawl, including scores past 100.
boar-sus-boar-brawl-property-scores-below-1000 = for any scores below 1000: boar_brawl(player, opponent) is 1 or a multiple of 3 up to 27
boar-sus-boar-brawl-property-scores-below-1000-10 = for any scores below 1000: 10 more for the player or 100 more for the opponent change nothing
boar-sus-boar-brawl-property-scores-below-1000-opponent = for any scores below 1000: the opponent's ones digit changes nothing
boar-sus-boar-brawl-property-digits-b-boar = for any digits a and b: boar_brawl(a, 10 * b) is boar_brawl(b, 10 * a)
boar-sus-take-turn-rolling-dice-scores = Rolling dice scores roll_dice's turn score, with the dice given.
boar-sus-take-turn-hint-two-dice-mean = Two dice mean two rolls of the dice given: pass `dice` on to roll_dice rather than making new dice inside take_turn.
boar-sus-take-turn-hint-two-dice-roll = Two dice roll 4 and 5, so the turn scores 9: take_turn returns the turn's points, not the player's new total.
boar-sus-take-turn-rolling-zero-dice = Rolling zero dice scores boar_brawl.
boar-sus-take-turn-hint-pass-player-s = Pass the player's score first: boar_brawl(player_score, opponent_score).
boar-sus-take-turn-zero-dice-leaves = Zero dice leaves the dice alone.
boar-sus-take-turn-hint-rolling-zero-dice = Rolling zero dice must not roll the dice.
boar-sus-take-turn-given-dice-ones = The given dice are the ones rolled.
boar-sus-take-turn-hint-pass-dice-you = Pass the dice you were given on to roll_dice.
boar-sus-sus-fuss-num-factors-counts = num_factors counts every divisor from 1 to n.
boar-sus-sus-fuss-hint-1-divides-1 = 1 divides 1: count every d from 1 to n, both ends included (1..=n).
boar-sus-sus-fuss-hint-does-loop-reach = Does the loop reach n itself? n always divides n.
boar-sus-sus-fuss-primes-have-two = Primes have two factors; squares of primes three.
boar-sus-sus-fuss-sus-scores-3 = Sus scores (3 or 4 factors) jump to the next prime.
boar-sus-sus-fuss-hint-21-sus-1 = 21 is sus (1, 3, 7 and 21), so it becomes the smallest prime above it: 22 = 2 × 11 is not prime, 23 is.
boar-sus-sus-fuss-other-scores-stay = Other scores stay as they are.
boar-sus-sus-fuss-hint-1-has-single = 1 has a single factor, so it is not sus: only exactly 3 or 4 factors make a score sus.
boar-sus-sus-fuss-hint-64-has-7 = 64 has 7 factors: only exactly 3 or 4 factors make a score sus.
boar-sus-sus-fuss-next-prime-strictly = The next prime is strictly greater, even past 100.
boar-sus-sus-fuss-hint-4-has-three = 4 has three factors (1, 2 and 4): three factors make a score sus, as four do.
boar-sus-sus-fuss-sus-update-takes = sus_update takes the turn with the scores in order, then applies Sus Fuss to the new total.
boar-sus-sus-fuss-hint-boar-brawl-30 = boar_brawl(30, 41) is 12 and 42 is not sus: pass take_turn the player's score first, then the opponent's.
boar-sus-sus-fuss-hint-21-sus-so = 21 is sus, so the total becomes 23: apply sus_points to the total, not the turn score.
boar-sus-sus-fuss-sus-update-rolls = sus_update rolls the given dice.
boar-sus-sus-fuss-total-not-sus = A total that is not sus stays as it is.
boar-sus-sus-fuss-num-factors-sus = num_factors and sus_points for every score up to 200.
boar-sus-sus-fuss-property-n-1-4999 = for any n from 1 to 4999: num_factors(n) is from 1 to n, and 2 exactly when n is prime
boar-sus-sus-fuss-property-n-1-4999-num = for any n from 1 to 4999: num_factors(n) is odd exactly when n is a square
boar-sus-sus-fuss-property-m-n-below = for any m and n below 100 with no common factor: num_factors(m * n) is num_factors(m) * num_factors(n)
boar-sus-sus-fuss-property-score-1-4999 = for any score from 1 to 4999: sus_points(score) is the score itself or the first prime above it
boar-sus-sus-fuss-property-score-1-4999-prime = for any score from 1 to 4999: a prime stays as it is, and sus_points(sus_points(score)) is sus_points(score)
boar-sus-boar-strategy-zero-dice-when = Zero dice when Boar Brawl scores at least the threshold.
boar-sus-boar-strategy-note-boar-brawl-40 = boar_brawl(40, 51) is 3 * |5 - 0| = 15.
boar-sus-boar-strategy-hint-boar-brawl-40 = boar_brawl(40, 51), with the player's score first, is 15: at least 15, so zero dice. "At least" is >=, not >.
boar-sus-boar-strategy-hint-boar-brawl-40-51 = boar_brawl(40, 51) is 15, below the threshold 16, so the strategy rolls num_rolls dice, 7 here. Compare Boar Brawl's points alone (no Sus Fuss) with the threshold given, and return num_rolls as it is.
boar-sus-boar-strategy-course-s-defaults = The course's defaults: THRESHOLD (11) and NUM_ROLLS (6).
boar-sus-boar-strategy-exactly-threshold-rolls = Exactly at the threshold rolls zero dice.
boar-sus-boar-strategy-hint-boar-brawl-5 = boar_brawl(5, 0) is 15, which is at least 15.
boar-sus-boar-strategy-hint-boar-brawl-0 = boar_brawl(0, 0) is 1, which is at least 1.
boar-sus-boar-strategy-otherwise-number-dice = Otherwise, the number of dice given.
boar-sus-boar-strategy-hint-num-rolls-10 = num_rolls is 10 here: return it as it is.
boar-sus-boar-strategy-thresholds-0-up = Thresholds from 0 up.
boar-sus-boar-strategy-hint-boar-brawl-always = Boar Brawl always scores at least 1, which is at least 0.
boar-sus-boar-strategy-sus-fuss-plays = Sus Fuss plays no part.
boar-sus-boar-strategy-note-boar-brawl-2 = boar_brawl(2, 5) is 6, but 2 + 6 = 8 is sus and would become 11.
boar-sus-boar-strategy-hint-boar-strategy-compares = boar_strategy compares Boar Brawl's points alone with the threshold, without Sus Fuss.
boar-sus-boar-strategy-property-scores-zero-dice = for any scores: zero dice at thresholds 0, 1 and boar_brawl(score, opponent_score); num_rolls above 27
boar-sus-sus-strategy-zero-dice-when = Zero dice when rolling zero would gain at least the threshold.
boar-sus-sus-strategy-note-10-against-90 = From 10 against 90, Boar Brawl scores 27 and 37 is not sus: a gain of 27.
boar-sus-sus-strategy-hint-rolling-zero-dice = Rolling zero dice gains 27 here, at least 20: measure the gain of rolling zero dice, sus_update(0, ...), whatever num_rolls is.
boar-sus-sus-strategy-note-53-against-60 = From 53 against 60, Boar Brawl scores 9; 62 is sus (1, 2, 31, 62) and becomes 67: a gain of 14.
boar-sus-sus-strategy-hint-gain-14-sus = The gain is 14 with Sus Fuss (9 without), and 14 is at least 14: use sus_update, and >= for "at least".
boar-sus-sus-strategy-hint-gain-14-below = The gain is 14, below 15, so the strategy rolls num_rolls dice, 2 here. Compare the gain (the new score 67 minus the score 53, with sus_update given the player's score first) with the threshold, and return num_rolls as it is.
boar-sus-sus-strategy-note-31-against-21 = From 31 against 21, Boar Brawl scores 3; 34 is sus and becomes 37: a gain of 6.
boar-sus-sus-strategy-hint-gain-6-below = The gain is 6, below 10: compare 37 - 31 with the threshold, not 37.
boar-sus-sus-strategy-note-30-against-41 = From 30 against 41, Boar Brawl scores 12; 42 is not sus: a gain of 12.
boar-sus-sus-strategy-course-s-defaults = The course's defaults: THRESHOLD (11) and NUM_ROLLS (6).
boar-sus-sus-strategy-sus-fuss-can = Sus Fuss can make zero dice worth it.
boar-sus-sus-strategy-note-15-against-37 = From 15 against 37, Boar Brawl scores 6; 21 is sus and becomes 23: a gain of 8.
boar-sus-sus-strategy-hint-boar-brawl-alone = Boar Brawl alone gains 6, but Sus Fuss raises the total to 23, a gain of 8: sus_update counts both.
boar-sus-sus-strategy-note-2-against-5 = From 2 against 5, Boar Brawl scores 6; 8 is sus (1, 2, 4, 8) and becomes 11: a gain of 9.
boar-sus-sus-strategy-note-past-100-113 = Past 100: from 113 against 12, Boar Brawl scores 6; 119 = 7 × 17 is sus and becomes 127.
boar-sus-sus-strategy-gain-not-new = The gain, not the new total.
boar-sus-sus-strategy-note-80-against-10 = From 80 against 10, Boar Brawl scores 3 and 83 is prime: a gain of 3, although the new total is 83.
boar-sus-sus-strategy-hint-compare-gain-83 = Compare the gain (83 - 80 = 3) with the threshold, not the new total 83.
boar-sus-sus-strategy-exactly-threshold-rolls = Exactly at the threshold rolls zero dice; otherwise the dice given.
boar-sus-sus-strategy-hint-gain-12-12 = The gain is 12, and 12 is at least 12.
boar-sus-sus-strategy-hint-gain-12-below = The gain 12 is below 13: return num_rolls, 9 here.
boar-sus-sus-strategy-property-scores-zero-dice = for any scores: zero dice at thresholds 0, 1 and boar_brawl(score, opponent_score), as Sus Fuss only adds
boar-sus-exact-win-rate-game-2-worked = A game to 2, worked out by hand as fractions.
boar-sus-exact-win-rate-hint-going-first-one = Going first, one die wins at once unless it rolls a 1; then always_roll(6) scores 1 with chance 31031/46656 and any roll of yours wins: 264311/279936. Going second you win 31031/46656 × 5/6 = 155155/279936. Check the goal (>=), the 1 minus the opponent's chance, a memo that tells the two players apart, and the mean of the two seats.
boar-sus-exact-win-rate-hint-zero-dice-score = Zero dice score boar_brawl(score, opponent_score), the mover's score first: 1 at (0, 0), 3 at (1, 1) (and Sus Fuss makes 1 + 3 = 4 a 5), 1 at (0, 1). This strategy wins 31031/46656 going first and never going second.
boar-sus-exact-win-rate-game-10-sus = A game to 10: Sus Fuss and Boar Brawl change the chances.
boar-sus-exact-win-rate-hint-new-score-goes = Each new score goes through sus_points before anything else: 4 becomes 5, 6 becomes 7, 8 and 9 become 11. The goal is compared, and the next position made, with that score.
boar-sus-exact-win-rate-hint-zero-dice-score-boar = Zero dice score boar_brawl(score, opponent_score): the mover's own score first.
boar-sus-exact-win-rate-hint-catch-up-chooses = catch_up chooses by the scores: ask it with the mover's own score first, and keep its positions apart from always_roll(6)'s in the memo.
boar-sus-exact-win-rate-win-rates-against = Win rates against always_roll(6) in games to 100.
boar-sus-exact-win-rate-hint-four-dice-score = Four dice score less per turn than six, but roll a 1 less often: about 45% of games.
boar-sus-exact-win-rate-hint-boar-brawl-alone = Boar Brawl alone wins almost half the games: boar_brawl(score, opponent_score), with the mover's own score first, and Sus Fuss on the new score.
boar-sus-exact-win-rate-hint-boar-strategy-wins = boar_strategy wins about 68% of games: does your boar_strategy pass problem 10?

boar-sus-boar-brawl-boar-brawl-returned = boar_brawl({ $player }, { $opponent }) returned { $got }, which is neither 1 nor a multiple of 3 from 3 to 27
boar-sus-boar-brawl-why-player-s-ones = the player's ones digit is the same
boar-sus-boar-brawl-why-opponent-s-tens = the opponent's tens digit is the same
boar-sus-boar-brawl-why-only-opponent-s = only the opponent's ones digit differs
boar-sus-boar-brawl-why-difference-two-digits = the difference of the two digits is the same either way

boar-sus-sus-fuss-num-factors-returned = num_factors({ $n }) returned { $got }, which is not from 1 to { $n }
boar-sus-sus-fuss-num-factors-returned-but = num_factors({ $n }) returned { $got }, but { $n } { $prime }
boar-sus-sus-fuss-num-factors-returned-but-has = num_factors({ $n }) returned { $got }, but { $n } = { $root } * { $root } has an odd number of factors
boar-sus-sus-fuss-num-factors-returned-but-not = num_factors({ $n }) returned { $got }, but { $n } is not a square and has an even number of factors
boar-sus-sus-fuss-returned-less-than = { $call } returned { $got }, less than the score
boar-sus-sus-fuss-returned-which-neither = { $call } returned { $got }, which is neither { $score } nor prime
boar-sus-sus-fuss-returned-but-smaller = { $call } returned { $got }, but { $prime } is a smaller prime above { $score }
boar-sus-sus-fuss-why-factor-m-n = each factor of m * n is one factor of m times one factor of n
boar-sus-sus-fuss-why-score-sus-fuss = a score that Sus Fuss leaves, or the prime it gives, is not sus

boar-sus-boar-strategy-boar-strategy-returned = boar_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) returned { $got }, expected { $expected }: { $why }

boar-sus-sus-strategy-sus-strategy-returned = sus_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) returned { $got }, expected 0: { $why }
boar-sus-boar-brawl-two-scores-below = Any two scores below 1000.
boar-sus-sus-fuss-number-below-5000 = Any number below 5000.
boar-sus-boar-strategy-scores-thresholds-numbers = Any scores, thresholds and numbers of dice.
boar-sus-sus-strategy-scores-thresholds-numbers = Any scores, thresholds and numbers of dice.
boar-sus-boar-strategy-why-boar-brawl-scores = Boar Brawl scores at least 0
boar-sus-boar-strategy-why-boar-brawl-scores-least = Boar Brawl scores at least 1
boar-sus-boar-strategy-why-boar-brawl-scores-most = Boar Brawl scores at most 27
boar-sus-boar-strategy-why-boar-brawl-least = boar_brawl({ $score }, { $opponent }) is { $points }, at least the threshold
boar-sus-sus-strategy-why-rolling-zero-dice = rolling zero dice gains at least 0
boar-sus-sus-strategy-why-rolling-zero-dice-gains = rolling zero dice gains at least 1
boar-sus-sus-strategy-why-boar-brawl-sus = boar_brawl({ $score }, { $opponent }) is { $points }, and Sus Fuss never takes points away
boar-sus-sus-fuss-call-num-factors = num_factors({ $value1 }) (for { $m } * { $n })
boar-sus-sus-fuss-call-sus-points-prime = sus_points({ $score }) ({ $score } is prime)
boar-sus-sus-fuss-is-prime = is prime
boar-sus-sus-fuss-is-not-prime = is not prime
boar-sus-facts-course-strategy-wins = sus_strategy: about 68%
