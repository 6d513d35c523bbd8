# What this edition's own suites say to a student (the suites beside this file): each
# case's comment, the comments between its lines, the hints of its checks and its
# properties in words. Every id starts with the edition's name.

pigtail-square-facts-square-swine-pig = Square Swine and Pig Tail change the scores.
pigtail-square-facts-note-square-swine-three = With Square Swine, three dice of 3 take each player to 9 = 3 * 3, which becomes 16; Player 0 then reaches 25 = 5 * 5, which becomes 36.
pigtail-square-facts-whole-game-rule = A whole game with every rule, using square_update and your problems 02 to 04.
pigtail-square-facts-100-recorded-games = 100 recorded games to 30, with simple_update.
pigtail-square-facts-100-recorded-games-100 = 100 recorded games to 100, with square_update.
pigtail-square-facts-100-recorded-games-61 = 100 recorded games to 61, with square_update.
pigtail-square-tail-points-twice-distance-between = Twice the distance between the opponent's last two digits, plus one.
pigtail-square-tail-points-hint-tens-digit-46 = The tens digit of 46 is 4 and its ones digit 6: 2 * |4 - 6| + 1.
pigtail-square-tail-points-distance-taken-without = The distance is taken without sign.
pigtail-square-tail-points-hint-digits-6-4 = The digits are 6 and 4, two apart, whichever comes first: the distance is taken without sign (abs_diff).
pigtail-square-tail-points-hint-score-below-10 = A score below 10 has tens digit 0: 2 * |0 - 9| + 1.
pigtail-square-tail-points-equal-digits-still = Equal digits still score 1.
pigtail-square-tail-points-hint-both-digits-0 = Both digits of 0 are 0, so twice their distance is 0, and the plus one makes 1.
pigtail-square-tail-points-only-last-two = Only the last two digits count, even past 100.
pigtail-square-tail-points-hint-100-s-tens = 100's tens digit is 0, not 10: take the remainder after dividing by 10, and the hundreds digit plays no part.
pigtail-square-tail-points-table-pig-tail = A table of Pig Tail for every opponent score up to 210.
pigtail-square-tail-points-property-score-below-1000 = for any score below 1000: tail_points(score) is odd, from 1 to 19
pigtail-square-tail-points-property-score-below-1000-100 = for any score below 1000: 100 more changes nothing
pigtail-square-tail-points-property-digits-b-tail = for any digits a and b: tail_points(10 * a + b) is tail_points(10 * b + a)
pigtail-square-tail-points-property-digit-d-hundreds = for any digit d and hundreds h: tail_points(100 * h + 11 * d) is 1
pigtail-square-take-turn-rolling-dice-scores = Rolling dice scores roll_dice's turn score, with the dice given.
pigtail-square-take-turn-hint-two-dice-mean = Two dice mean two rolls of the dice given: pass `dice` on to roll_dice rather than making new dice inside take_turn.
pigtail-square-take-turn-hint-two-dice-roll = Two dice roll 4 and 5, so the turn scores 9: take_turn returns the turn's points, whatever the opponent's score.
pigtail-square-take-turn-rolling-zero-dice = Rolling zero dice scores tail_points of the opponent's score.
pigtail-square-take-turn-hint-zero-dice-score = Zero dice score Pig Tail on the opponent's score: tail_points(opponent_score), 2 * |4 - 6| + 1.
pigtail-square-take-turn-zero-dice-leaves = Zero dice leaves the dice alone.
pigtail-square-take-turn-hint-rolling-zero-dice = Rolling zero dice must not roll the dice.
pigtail-square-take-turn-given-dice-ones = The given dice are the ones rolled.
pigtail-square-take-turn-hint-pass-dice-you = Pass the dice you were given on to roll_dice.
pigtail-square-square-swine-perfect-squares-whole = Perfect squares are whole numbers times themselves.
pigtail-square-square-swine-hint-1-1-1 = 1 is 1 * 1: try every root from 0 up, and stop only once its square is at least the score.
pigtail-square-square-swine-hint-81-9-9 = 81 is 9 * 9: does your search reach the root 9?
pigtail-square-square-swine-hint-0-0-0 = 0 is 0 * 0, so it is a perfect square too.
pigtail-square-square-swine-other-numbers-not = Other numbers are not.
pigtail-square-square-swine-hint-24-lies-between = 24 lies between 4 * 4 = 16 and 5 * 5 = 25.
pigtail-square-square-swine-next-perfect-square = The next perfect square after a square is the square of the next root.
pigtail-square-square-swine-hint-25-5-5 = 25 is 5 * 5, so the next square is 6 * 6.
pigtail-square-square-swine-hint-next-perfect-square = The next perfect square is greater than the score: after 1 * 1 comes 2 * 2.
pigtail-square-square-swine-after-other-number = After any other number, the first square above it.
pigtail-square-square-swine-square-update-applies = square_update applies Square Swine to a total that is a perfect square.
pigtail-square-square-swine-note-square-update-provided = square_update is provided: it adds take_turn's points, then uses your perfect_square and next_perfect_square.
pigtail-square-square-swine-hint-12-13-25 = 12 + 13 = 25 is 5 * 5, so the total becomes the next perfect square, 36.
pigtail-square-square-swine-hint-0-1-1 = 0 + 1 = 1 is 1 * 1, so it becomes 2 * 2 = 4.
pigtail-square-square-swine-hint-pig-tail-0 = Pig Tail on 0 scores 1, and 80 + 1 = 81 = 9 * 9 becomes 10 * 10 = 100: a win.
pigtail-square-square-swine-other-totals-stay = Other totals stay as they are.
pigtail-square-square-swine-hint-12-12-24 = 12 + 12 = 24 is not a perfect square, so it stays 24.
pigtail-square-square-swine-past-100-given = Past 100, and with the given dice.
pigtail-square-square-swine-hint-99-1-100 = 99 + 1 = 100 is 10 * 10, so it becomes 11 * 11 = 121: Square Swine applies past the goal too.
pigtail-square-square-swine-perfect-square-next = perfect_square and next_perfect_square for every score up to 200.
pigtail-square-square-swine-property-root-k-below = for any root k below 70: perfect_square(k * k) is true, and false up to (k + 1)^2
pigtail-square-square-swine-property-score-below-5000 = for any score below 5000: next_perfect_square(score) is above it, a perfect square, and no square lies between
pigtail-square-tail-strategy-zero-dice-when = Zero dice when Pig Tail scores at least the threshold.
pigtail-square-tail-strategy-note-tail-points-73 = tail_points(73) is 2 * |7 - 3| + 1 = 9.
pigtail-square-tail-strategy-hint-tail-points-73 = tail_points(73), of the opponent's score, is 9: at least 9, so zero dice. "At least" is >=, not >.
pigtail-square-tail-strategy-hint-tail-points-73-9 = tail_points(73) is 9, below the threshold 10, so the strategy rolls num_rolls dice, 7 here. Compare Pig Tail's points alone (no Square Swine) with the threshold given, and return num_rolls as it is.
pigtail-square-tail-strategy-course-s-defaults = The course's defaults: THRESHOLD (12) and NUM_ROLLS (6).
pigtail-square-tail-strategy-hint-pig-tail-looks = Pig Tail looks at the opponent's score alone: tail_points(28) is 2 * |2 - 8| + 1 = 13.
pigtail-square-tail-strategy-hint-pig-tail-looks-opponent = Pig Tail looks at the opponent's score alone: tail_points(50) is 11, below 12. Your own score plays no part.
pigtail-square-tail-strategy-exactly-threshold-rolls = Exactly at the threshold rolls zero dice.
pigtail-square-tail-strategy-hint-tail-points-0 = tail_points(0) is 1, which is at least 1.
pigtail-square-tail-strategy-otherwise-number-dice = Otherwise, the number of dice given.
pigtail-square-tail-strategy-hint-num-rolls-10 = num_rolls is 10 here: return it as it is.
pigtail-square-tail-strategy-thresholds-0-up = Thresholds from 0 up.
pigtail-square-tail-strategy-hint-pig-tail-always = Pig Tail always scores at least 1, which is at least 0.
pigtail-square-tail-strategy-square-swine-plays = Square Swine plays no part.
pigtail-square-tail-strategy-note-tail-points-17 = tail_points(17) is 13, but 12 + 13 = 25 is a perfect square and would become 36.
pigtail-square-tail-strategy-hint-tail-strategy-compares = tail_strategy compares Pig Tail's points alone with the threshold, without Square Swine.
pigtail-square-tail-strategy-property-scores-zero-dice = for any scores: zero dice at thresholds 0, 1 and tail_points(opponent_score); num_rolls above 19
pigtail-square-tail-strategy-property-scores-player-s = for any scores: the player's own score makes no difference
pigtail-square-square-strategy-zero-dice-when = Zero dice when rolling zero would gain at least the threshold.
pigtail-square-square-strategy-note-10-against-90 = From 10 against 90, Pig Tail scores 19 and 29 is not a perfect square: a gain of 19.
pigtail-square-square-strategy-hint-rolling-zero-dice = Rolling zero dice gains 19 here, at least 15: measure the gain of rolling zero dice, square_update(0, ...), whatever num_rolls is.
pigtail-square-square-strategy-note-12-against-17 = From 12 against 17, Pig Tail scores 13; 25 is 5 * 5 and becomes 36: a gain of 24.
pigtail-square-square-strategy-hint-gain-24-square = The gain is 24 with Square Swine (13 without), and 24 is at least 24: use square_update, and >= for "at least".
pigtail-square-square-strategy-hint-gain-24-below = The gain is 24, below 25, so the strategy rolls num_rolls dice, 2 here. Compare the gain (the new score 36 minus the score 12, with square_update given the player's score first) with the threshold, and return num_rolls as it is.
pigtail-square-square-strategy-note-60-against-46 = From 60 against 46, Pig Tail scores 5 and 65 is not a perfect square: a gain of 5.
pigtail-square-square-strategy-hint-gain-5-below = The gain is 5, below 10: compare 65 - 60 with the threshold, not 65.
pigtail-square-square-strategy-course-s-defaults = The course's defaults: THRESHOLD (12) and NUM_ROLLS (6).
pigtail-square-square-strategy-square-swine-can = Square Swine can make zero dice worth it.
pigtail-square-square-strategy-note-80-against-0 = From 80 against 0, Pig Tail scores 1; 81 is 9 * 9 and becomes 100: a gain of 20.
pigtail-square-square-strategy-hint-pig-tail-alone = Pig Tail alone gains 1, but Square Swine raises the total to 100, a gain of 20: square_update counts both.
pigtail-square-square-strategy-note-0-against-0 = From 0 against 0, Pig Tail scores 1; 1 is 1 * 1 and becomes 4: a gain of 4.
pigtail-square-square-strategy-note-past-100-120 = Past 100: from 120 against 0, Pig Tail scores 1; 121 is 11 * 11 and becomes 144.
pigtail-square-square-strategy-gain-not-new = The gain, not the new total.
pigtail-square-square-strategy-note-80-against-10 = From 80 against 10, Pig Tail scores 3 and 83 is not a perfect square: a gain of 3, although the new total is 83.
pigtail-square-square-strategy-hint-compare-gain-83 = Compare the gain (83 - 80 = 3) with the threshold, not the new total 83.
pigtail-square-square-strategy-exactly-threshold-rolls = Exactly at the threshold rolls zero dice; otherwise the dice given.
pigtail-square-square-strategy-hint-24-1-25 = 24 + 1 = 25 becomes 36: the gain is 12, and 12 is at least 12.
pigtail-square-square-strategy-hint-gain-12-below = The gain 12 is below 13: return num_rolls, 9 here.
pigtail-square-square-strategy-property-scores-zero-dice = for any scores: zero dice at thresholds 0, 1 and tail_points(opponent_score), as Square Swine only adds
pigtail-square-exact-win-rate-game-5-worked = A game to 5, worked out by hand as fractions.
pigtail-square-exact-win-rate-hint-going-first-two = Going first, two dice win at once unless one is a 1 (a 4 becomes 9); after a 1 you are at 1 * 1, which becomes 4, and once always_roll(6) scores 1 too, any turn from 4 wins: 25/36 + 11/36 × 31031/46656. Going second you win 31031/46656 × 25/36. Check Square Swine on each new score, the goal (>=), the 1 minus the opponent's chance, a memo that tells the two players apart, and the mean of the two seats.
pigtail-square-exact-win-rate-hint-zero-dice-score = Zero dice score tail_points(opponent_score), the opponent's score only: 1 against 0 (and Square Swine makes 0 + 1 = 1 a 4), 9 against 4. This strategy wins 31031/46656 in each seat.
pigtail-square-exact-win-rate-game-10-square = A game to 10: Square Swine and Pig Tail change the chances.
pigtail-square-exact-win-rate-hint-new-score-goes = Each new score goes through Square Swine before anything else: 1 becomes 4, 4 becomes 9 and 9 becomes 16. The goal is compared, and the next position made, with that score.
pigtail-square-exact-win-rate-hint-zero-dice-score-tail = Zero dice score tail_points(opponent_score): the opponent's score, not the mover's.
pigtail-square-exact-win-rate-hint-catch-up-chooses = catch_up chooses by the scores: ask it with the mover's own score first, and keep its positions apart from always_roll(6)'s in the memo.
pigtail-square-exact-win-rate-win-rates-against = Win rates against always_roll(6) in games to 100.
pigtail-square-exact-win-rate-hint-four-dice-score = Four dice score less per turn than six, but roll a 1 less often: about 45% of games.
pigtail-square-exact-win-rate-hint-pig-tail-alone = Pig Tail alone wins about 41% of the games: tail_points(opponent_score), of the opponent's score, and Square Swine on the new score.
pigtail-square-exact-win-rate-hint-tail-strategy-wins = tail_strategy wins about 58% of games: does your tail_strategy pass problem 10?

pigtail-square-tail-points-tail-points-returned = tail_points({ $opponent }) returned { $got }, which is not an odd number from 1 to 19
pigtail-square-tail-points-why-last-two-digits = the last two digits are the same
pigtail-square-tail-points-why-distance-two-digits = the distance of the two digits is the same either way

pigtail-square-square-swine-returned-which-not = { $call } returned { $got }, which is not greater than { $score }
pigtail-square-square-swine-returned-which-not-perfect = { $call } returned { $got }, which is not a perfect square
pigtail-square-square-swine-returned-but-smaller = { $call } returned { $got }, but { $value1 } = { $value2 } * { $value3 } is a smaller square above { $score }

pigtail-square-tail-strategy-tail-strategy-returned = tail_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) returned { $got }, expected { $expected }: { $why }
pigtail-square-tail-strategy-why-pig-tail-looks = Pig Tail looks at the opponent's score only

pigtail-square-square-strategy-square-strategy-returned = square_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) returned { $got }, expected 0: { $why }
pigtail-square-tail-points-score-below-1000 = Any score below 1000.
pigtail-square-square-swine-number-below-5000 = Any number below 5000.
pigtail-square-tail-strategy-scores-thresholds-numbers = Any scores, thresholds and numbers of dice.
pigtail-square-square-strategy-scores-thresholds-numbers = Any scores, thresholds and numbers of dice.
pigtail-square-tail-strategy-why-pig-tail-scores = Pig Tail scores at least 0
pigtail-square-tail-strategy-why-pig-tail-scores-least = Pig Tail scores at least 1
pigtail-square-tail-strategy-why-pig-tail-scores-most = Pig Tail scores at most 19
pigtail-square-tail-strategy-why-tail-points-least = tail_points({ $opponent }) is { $points }, at least the threshold
pigtail-square-square-strategy-why-rolling-zero-dice = rolling zero dice gains at least 0
pigtail-square-square-strategy-why-rolling-zero-dice-gains = rolling zero dice gains at least 1
pigtail-square-square-strategy-why-tail-points-square = tail_points({ $opponent }) is { $points }, and Square Swine never takes points away
pigtail-square-tail-points-call-tail-points-both = tail_points({ $opponent }) (both last digits are { $digit })
pigtail-square-square-swine-call-perfect-square-between = perfect_square({ $between }) (between { $root }^2 and { $value1 }^2)
pigtail-square-facts-course-strategy-wins = square_strategy: about 63%
