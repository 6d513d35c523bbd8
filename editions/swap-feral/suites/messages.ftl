# What this edition's own suites say to a student (the suites beside this file): each
# case's comment, the comments between its lines, the hints of its checks and its
# properties in words. Every id starts with the edition's name.

swap-feral-free-points-three-times-square = Three times the square of the opponent's score divided by 8.
swap-feral-free-points-hint-42-8-5 = 42 / 8 is 5 (the remainder is dropped), and 3 * 5 * 5 is 75.
swap-feral-free-points-opponent-below-8 = An opponent below 8 gives no points at all.
swap-feral-free-points-hint-7-8-0 = 7 / 8 is 0, and 3 * 0 * 0 is 0: a turn of zero dice may score nothing, there is no minimum of 1.
swap-feral-free-points-division-drops-remainder = The division drops its remainder before squaring.
swap-feral-free-points-hint-15-8-1 = 15 / 8 is 1 in integer division, so 3 * 1 * 1 = 3: divide first (u32 division drops the remainder), then square. Squaring first, or dividing as floats, gives 10.
swap-feral-free-points-hint-23-8-2 = 23 / 8 is 2, so 3 * 2 * 2 = 12; 3 * 23 * 23 / 64 would be 24.
swap-feral-free-points-large-scores-past = Large scores, past 100.
swap-feral-free-points-hint-99-8-12 = 99 / 8 is 12, and 3 * 12 * 12 is 432.
swap-feral-free-points-table-free-points = A table of Free Points for every opponent score up to 200.
swap-feral-free-points-property-score-below-10 = for any score below 10 000: free_points(score) is 3 times a perfect square
swap-feral-free-points-property-k-r-below = for any k and r below 8: free_points(8 * k + r) is free_points(8 * k)
swap-feral-free-points-property-k-free-points = for any k: free_points(16 * k) is 4 times free_points(8 * k)
swap-feral-free-points-property-score-below-10-000 = for any score below 10 000: one more point for the opponent never gives fewer points
swap-feral-take-turn-rolling-dice-scores = Rolling dice scores roll_dice's turn score, with the dice given.
swap-feral-take-turn-hint-two-dice-mean = Two dice mean two rolls of the dice given: pass `dice` on to roll_dice rather than making new dice inside take_turn.
swap-feral-take-turn-hint-two-dice-roll = Two dice roll 4 and 5, so the turn scores 9 (7 away from 2 dice: no Feral Hogs): take_turn returns the turn's points, not the player's new total.
swap-feral-take-turn-hint-1-makes-turn = A 1 makes the turn score 1, and |1 - 5| is 4, not 3: no Feral Hogs.
swap-feral-take-turn-rolling-zero-dice = Rolling zero dice scores free_points of the opponent's score.
swap-feral-take-turn-hint-zero-dice-score = Zero dice score free_points(opponent_score): 42 / 8 is 5, and 3 * 5 * 5 is 75.
swap-feral-take-turn-zero-dice-may = Zero dice may score 0.
swap-feral-take-turn-hint-free-points-7 = free_points(7) is 0, and a turn of zero dice scores just that.
swap-feral-take-turn-zero-dice-leaves = Zero dice leaves the dice alone and earns no Feral Hogs.
swap-feral-take-turn-hint-free-points-8 = free_points(8) is 3, which is 3 away from 0 dice, yet Feral Hogs applies only when dice are rolled.
swap-feral-take-turn-hint-rolling-zero-dice = Rolling zero dice must not roll the dice.
swap-feral-take-turn-given-dice-ones = The given dice are the ones rolled.
swap-feral-take-turn-hint-pass-dice-you = Pass the dice you were given on to roll_dice.
swap-feral-take-turn-feral-hogs-turn = Feral Hogs: a turn score exactly 3 above the number of dice gains 3.
swap-feral-take-turn-hint-two-dice-sum = Two dice sum to 5, which is 3 more than 2: Feral Hogs adds 3, so 8.
swap-feral-take-turn-hint-three-2s-sum = Three 2s sum to 6, 3 more than 3 dice: 6 + 3 = 9.
swap-feral-take-turn-feral-hogs-turn-score = Feral Hogs: a turn score exactly 3 below the number of dice gains 3 too.
swap-feral-take-turn-hint-1-makes-turn-score = A 1 makes the turn score 1, and |1 - 4| is 3: Feral Hogs adds 3, so 4. Take the difference without sign (abs_diff).
swap-feral-take-turn-feral-hogs-needs = Feral Hogs needs a difference of exactly 3.
swap-feral-take-turn-hint-1-5-4 = |1 - 5| is 4: only a difference of exactly 3 earns the bonus, not 3 or more.
swap-feral-take-turn-hint-6-2-4 = |6 - 2| is 4: no bonus.
swap-feral-take-turn-feral-hogs-decided = Feral Hogs is decided on the score before the bonus.
swap-feral-take-turn-hint-4-3-1 = 4 is 3 from 1 die, so 7; 7 is then 6 from 1 die, but the bonus is decided once, on 4.
swap-feral-take-turn-hint-2-6-8 = 2 + 6 = 8 is 6 away from 2 dice: no bonus. (8 - 3 = 5 would be 3 away, but the bonus is decided on the turn score as rolled.)
swap-feral-take-turn-hint-3-3-9 = 3 * 3 = 9 is 6 away from 3 dice: no bonus.
swap-feral-take-turn-property-test-dice-1 = for any test dice and 1 to 10 dice: take_turn is roll_dice, or 3 more exactly when roll_dice is 3 away from the number of dice
swap-feral-take-turn-property-opponent-score-below = for any opponent score below 1000: take_turn(0, opponent_score, ..) is free_points(opponent_score)
swap-feral-swine-swap-scores-whose-difference = Scores whose difference is a perfect square are swapped.
swap-feral-swine-swap-hint-9-5-4 = 9 - 5 is 4, which is 2 * 2: a perfect square.
swap-feral-swine-swap-hint-difference-taken-without = The difference is taken without sign: 9 - 5 and 5 - 9 are both 4 apart (abs_diff).
swap-feral-swine-swap-difference-1-1 = A difference of 1 is 1 * 1, a perfect square.
swap-feral-swine-swap-hint-1-1-1 = 1 is 1 * 1: a difference of 1 swaps the scores.
swap-feral-swine-swap-equal-scores-not = Equal scores are not swapped.
swap-feral-swine-swap-hint-difference-0-0 = A difference of 0 is 0 * 0, but exchanging equal scores would change nothing: 0 is no swap.
swap-feral-swine-swap-other-differences-not = Other differences are not squares.
swap-feral-swine-swap-hint-12-5-7 = 12 - 5 is 7, which is not the square of a whole number.
swap-feral-swine-swap-hint-15-lies-between = 15 lies between 9 and 16: not a square.
swap-feral-swine-swap-large-differences-past = Large differences, past 100.
swap-feral-swine-swap-hint-221-100-121 = 221 - 100 is 121, which is 11 * 11.
swap-feral-swine-swap-table-swine-swap = A table of Swine Swap for differences up to 200.
swap-feral-swine-swap-property-scores-b-below = for any scores a and b below 5000: is_swap(a, b) is is_swap(b, a)
swap-feral-swine-swap-property-scores-d-below = for any scores a and d below 5000: is_swap(a + d, a) is is_swap(d, 0)
swap-feral-swine-swap-property-n-1-70 = for any n from 1 to 70 and score a: is_swap(a + n * n, a) is true
swap-feral-swine-swap-property-n-0-70 = for any n from 0 to 70 and score a: no difference strictly between n * n and (n + 1) * (n + 1) swaps
swap-feral-swine-swap-property-score-below-5000 = for any score below 5000: is_swap(score, score) is false
swap-feral-play-one-turn-player = One turn: Player 0 rolls the dice given and reaches the goal.
swap-feral-play-note-sum-update-not = sum_update is not a rule of Hog: it adds the sum of the dice to the score, so games with it test play alone.
swap-feral-play-hint-player-0-s = Player 0's first turn rolls 3 of the dice given and reaches 15, past the goal of 10, so the game ends there. Pass `dice` on to update rather than making new dice, and stop as soon as either score reaches the goal given.
swap-feral-play-hint-player-0-moves = Player 0 moves first, and play returns (score0, score1) in that order.
swap-feral-play-update-returns-new = update returns the new score, which replaces the old one.
swap-feral-play-hint-player-0-starts = Player 0 starts at 10 and rolls 8, so update returns 18, the new score: set the score to it rather than adding it.
swap-feral-play-players-take-turns = The players take turns until a score reaches the goal.
swap-feral-play-hint-player-0-reaches = Player 0 reaches 15, Player 1 reaches 15, then Player 0 reaches 30 and wins: after each turn the other player moves, and the game goes on until a score reaches the goal. (No two scores here are a square apart.)
swap-feral-play-turn-calls-player = Each turn calls its player's strategy once, with that player's score first.
swap-feral-play-hint-player-0-had = Player 0 had two turns, so strategy0 is called twice: a turn calls the strategy of the player whose turn it is, and no other.
swap-feral-play-hint-5-0-player = At 5 to 0, Player 1 is behind and rolls 3 dice, but only if strategy1 gets Player 1's own score first: strategy1(score1, score0).
swap-feral-play-returned-scores-score0 = The returned scores are (score0, score1), whoever wins.
swap-feral-play-hint-player-0-rolls = Player 0 rolls 5 a turn and Player 1 rolls 10: 5 to 10, 10 to 10, then Player 1 reaches 20. Return (score0, score1) in that order, whoever wins.
swap-feral-play-swine-swap-after = Swine Swap: after Player 0's turn, scores a square apart are exchanged.
swap-feral-play-note-two-dice-3 = Two dice of 3 score 6 (|6 - 2| is 4: no Feral Hogs). 3 + 6 = 9 against 5: 4 apart, a square.
swap-feral-play-hint-player-0-reaches-9 = Player 0 reaches 9 against 5, 4 apart, so the scores are exchanged: 5 to 9. Then Player 1 (now at 9) reaches 15. After every turn, exchange score0 and score1 when is_swap(score0, score1).
swap-feral-play-swine-swap-after-player = Swine Swap after Player 1's turn too: after every turn.
swap-feral-play-note-player-0-rolls = Player 0 rolls 2 a turn and Player 1 rolls 3 (sum_update adds the dice).
swap-feral-play-hint-after-player-1 = After Player 1's first turn the scores are 2 to 3, 1 apart, so they become 3 to 2: check for a swap after each player's turn, not only Player 0's.
swap-feral-play-goal-checked-after = The goal is checked after the swap.
swap-feral-play-note-two-dice-6 = Two dice of 6 score 12, and 12 is 10 away from 2: no Feral Hogs. 88 + 12 = 100 against 96: 4 apart.
swap-feral-play-hint-player-0-reaches-100 = Player 0 reaches 100, but 100 and 96 are 4 apart: the swap gives Player 1 the 100, and Player 1 wins. Exchange the scores first, then check the goal.
swap-feral-play-turn-scores-nothing = A turn that scores nothing can still swap.
swap-feral-play-note-free-points-against = Free Points against 6 is 0, so Player 0 stays at 5; 5 and 6 are 1 apart.
swap-feral-play-scores-not-square = Scores that are not a square apart stay as they are.
swap-feral-play-note-player-rolls-5 = Each player rolls 5 a turn with sum_update: 5 to 0, 5 to 5, 10 to 5, never a square apart.
swap-feral-play-turn-rolls-given = Every turn rolls the given dice, and the goal is the one given.
swap-feral-play-whole-game-rule = A whole game with every rule, using your simple_update.
swap-feral-play-100-recorded-games = 100 recorded games to 30, with simple_update.
swap-feral-play-100-recorded-games-100 = 100 recorded games to 100, with simple_update.
swap-feral-play-100-recorded-games-61 = 100 recorded games to 61, with simple_update.
swap-feral-free-strategy-zero-dice-when = Zero dice when Free Points scores at least the cutoff.
swap-feral-free-strategy-note-free-points-42 = free_points(42) is 3 * 5 * 5 = 75.
swap-feral-free-strategy-hint-free-points-42 = free_points(42) is 75: at least 75, so zero dice. "At least" is >=, not >.
swap-feral-free-strategy-hint-free-points-42-75 = free_points(42) is 75, below the cutoff 76, so the strategy rolls num_rolls dice, 7 here. Compare Free Points alone (no swap) with the cutoff given, and return num_rolls as it is.
swap-feral-free-strategy-free-points-comes = Free Points comes from the opponent's score.
swap-feral-free-strategy-hint-free-points-0 = free_points(0) is 0, below 3: Free Points is worked out from opponent_score, not from the player's own score.
swap-feral-free-strategy-course-s-defaults = The course's defaults: THRESHOLD (8) and NUM_ROLLS (6).
swap-feral-free-strategy-exactly-cutoff-rolls = Exactly at the cutoff rolls zero dice.
swap-feral-free-strategy-hint-free-points-8 = free_points(8) is 3, which is at least 3.
swap-feral-free-strategy-otherwise-number-dice = Otherwise, the number of dice given.
swap-feral-free-strategy-hint-num-rolls-10 = num_rolls is 10 here: return it as it is.
swap-feral-free-strategy-cutoffs-0-up = Cutoffs from 0 up.
swap-feral-free-strategy-hint-free-points-scores = Free Points scores 0 here, and 0 is at least the cutoff 0: zero dice.
swap-feral-free-strategy-swine-swap-plays = Swine Swap plays no part.
swap-feral-free-strategy-note-free-points-20 = free_points(20) is 12, but 12 + 12 = 24 against 20 would swap the scores, to the player's loss.
swap-feral-free-strategy-hint-free-strategy-compares = free_strategy compares Free Points alone with the cutoff, without Swine Swap.
swap-feral-free-strategy-property-scores-zero-dice = for any scores: zero dice at cutoffs 0 and free_points(opponent_score), num_rolls one above it
swap-feral-swap-strategy-zero-dice-when = Zero dice when they lead to a swap that puts the player ahead.
swap-feral-swap-strategy-note-3-against-10 = From 3 against 10, Free Points scores 3: 6 against 10, 4 apart, so the player gets the 10.
swap-feral-swap-strategy-hint-free-points-alone = Free Points alone (3) is below the cutoff 8, but rolling zero dice ends at 6 against 10, a square apart and behind: the swap leaves the player at 10 against 6. Check is_swap on the scores after Free Points, score + free_points(opponent_score) and opponent_score.
swap-feral-swap-strategy-note-5-against-6 = From 5 against 6, Free Points scores 0, yet 5 and 6 are 1 apart.
swap-feral-swap-strategy-note-6-against-19 = From 6 against 19, Free Points scores 12: 18 against 19, 1 apart.
swap-feral-swap-strategy-dice-when-zero = Dice when zero would lead to a swap that puts the player behind.
swap-feral-swap-strategy-note-12-against-20 = From 12 against 20, Free Points scores 12: 24 against 20, 4 apart, so the player would drop to 20.
swap-feral-swap-strategy-hint-free-points-12 = Free Points (12) is at least the cutoff 8, but the swap it causes would leave the player at 20 against 24: a harmful swap rolls num_rolls dice, whatever the cutoff.
swap-feral-swap-strategy-note-20-against-16 = From 20 against 16, Free Points scores 12: 32 against 16, 16 apart.
swap-feral-swap-strategy-without-swap-cutoff = Without a swap, the cutoff decides as in free_strategy.
swap-feral-swap-strategy-note-30-against-16 = From 30 against 16, Free Points scores 12: 42 against 16, 26 apart, no swap.
swap-feral-swap-strategy-hint-no-swap-follows = No swap follows, and Free Points (12) is at least 8: zero dice.
swap-feral-swap-strategy-hint-no-swap-follows-free = No swap follows, and Free Points (12) is below 13: roll num_rolls dice.
swap-feral-swap-strategy-hint-free-points-scores = Free Points scores 0 and the scores stay equal, 0 apart: no swap, and 0 is below 8.
swap-feral-swap-strategy-course-s-defaults = The course's defaults: THRESHOLD (8) and NUM_ROLLS (6).
swap-feral-swap-strategy-exactly-cutoff-rolls = Exactly at the cutoff rolls zero dice; otherwise the dice given.
swap-feral-swap-strategy-note-40-against-42 = From 40 against 42, Free Points scores 75: 115 against 42, 73 apart, no swap.
swap-feral-swap-strategy-hint-75-least-75 = 75 is at least 75.
swap-feral-swap-strategy-hint-75-below-76 = 75 is below 76: return num_rolls, 9 here.
swap-feral-swap-strategy-note-past-100-120 = Past 100: from 120 against 24, Free Points scores 27: 147 against 24, 123 apart.
swap-feral-swap-strategy-property-scores-when-zero = for any scores: when zero dice bring no swap, zero dice at cutoff free_points(opponent_score) and num_rolls one above it; when they bring one, the same choice at cutoffs 0 and 1000

swap-feral-free-points-free-points-returned = free_points({ $opponent }) returned { $got }, which is not 3 times a perfect square
swap-feral-free-points-free-points-returned-but = free_points({ $opponent }) returned { $got }, but free_points({ $value1 }) returned { $next }, fewer
swap-feral-free-points-why-two-scores-divided = the two scores divided by 8 are the same, so the points are
swap-feral-free-points-why-twice-quotient-gives = twice the quotient gives four times its square

swap-feral-take-turn-rolled-dice-times = { $call } rolled the dice { $get } times, expected { $num_rolls }
swap-feral-take-turn-returned-but-roll = { $call } returned { $got }, but roll_dice scores { $rolled }, 3 away from { $num_rolls } dice: expected { $value1 }
swap-feral-take-turn-returned-but-roll-dice = { $call } returned { $got }, but roll_dice scores { $rolled }, not 3 away from { $num_rolls } dice: expected { $rolled }
swap-feral-take-turn-take-turn-0 = take_turn(0, { $opponent }, ..) rolled the dice { $get } times

swap-feral-swine-swap-why-difference-two-scores = the difference of two scores is the same in either order
swap-feral-swine-swap-why-only-difference-two = only the difference of the two scores counts

swap-feral-free-strategy-free-strategy-returned = free_strategy({ $score }, { $opponent }, { $cutoff }, { $num_rolls }) returned { $got }, expected { $expected }: { $why }

swap-feral-swap-strategy-returned-but-returned = { $value1 } returned { $low }, but { $value2 } returned { $high }: zero dice end at { $after } against { $opponent }, a swap, which the cutoff does not decide
swap-feral-swap-strategy-returned-expected-zero = { $value1 } returned { $got }, expected { $expected }: zero dice end at { $after } against { $opponent }, no swap, and free_points({ $opponent }) is { $points }
swap-feral-free-points-opponent-score-below = Any opponent score below 10 000.
swap-feral-take-turn-dice-opponent-score = Any dice and any opponent score.
swap-feral-swine-swap-scores-below-5000 = Any scores below 5000.
swap-feral-free-strategy-scores-cutoffs-numbers = Any scores, cutoffs and numbers of dice.
swap-feral-swap-strategy-scores-cutoffs-numbers = Any scores, cutoffs and numbers of dice.
swap-feral-free-strategy-why-free-points-scores = Free Points scores at least 0
swap-feral-free-strategy-why-free-points-least = free_points({ $opponent }) is { $points }, at least the cutoff
swap-feral-free-strategy-why-free-points-below = free_points({ $opponent }) is { $points }, below the cutoff
swap-feral-swine-swap-call-swap = is_swap({ $value1 }, { $a }) ({ $value2 } is { $n } * { $n })
swap-feral-swine-swap-call-swap-not-square = is_swap({ $a }, { $value1 }) ({ $d } is not a square)
swap-feral-facts-course-strategy-wins = swap_strategy: about 99.6%
