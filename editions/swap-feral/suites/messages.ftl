# What this edition's own suites say to a student (the suites beside this file): each
# case's comment, the comments between its lines, the hints of its checks and its
# properties in words. Every id starts with the edition's initials.

sf-free-points-three-times-square = Three times the square of the opponent's score divided by 8.
sf-free-points-hint-42-8-5 = 42 / 8 is 5 (the remainder is dropped), and 3 * 5 * 5 is 75.
sf-free-points-opponent-below-8 = An opponent below 8 gives no points at all.
sf-free-points-hint-7-8-0 = 7 / 8 is 0, and 3 * 0 * 0 is 0: a turn of zero dice may score nothing, there is no minimum of 1.
sf-free-points-division-drops-remainder = The division drops its remainder before squaring.
sf-free-points-hint-15-8-1 = 15 / 8 is 1 in integer division, so 3 * 1 * 1 = 3: divide first (u32 division drops the remainder), then square. Squaring first, or dividing as floats, gives 10.
sf-free-points-hint-23-8-2 = 23 / 8 is 2, so 3 * 2 * 2 = 12; 3 * 23 * 23 / 64 would be 24.
sf-free-points-large-scores-past = Large scores, past 100.
sf-free-points-hint-99-8-12 = 99 / 8 is 12, and 3 * 12 * 12 is 432.
sf-free-points-table-free-points = A table of Free Points for every opponent score up to 200.
sf-free-points-property-score-below-10 = for any score below 10 000: free_points(score) is 3 times a perfect square
sf-free-points-property-k-r-below = for any k and r below 8: free_points(8 * k + r) is free_points(8 * k)
sf-free-points-property-k-free-points = for any k: free_points(16 * k) is 4 times free_points(8 * k)
sf-free-points-property-score-below-10-000 = for any score below 10 000: one more point for the opponent never gives fewer points
sf-take-turn-rolling-dice-scores = Rolling dice scores roll_dice's turn score, with the dice given.
sf-take-turn-hint-two-dice-mean = Two dice mean two rolls of the dice given: pass `dice` on to roll_dice rather than making new dice inside take_turn.
sf-take-turn-hint-two-dice-roll = Two dice roll 4 and 5, so the turn scores 9 (7 away from 2 dice: no Feral Hogs): take_turn returns the turn's points, not the player's new total.
sf-take-turn-hint-1-makes-turn = A 1 makes the turn score 1, and |1 - 5| is 4, not 3: no Feral Hogs.
sf-take-turn-rolling-zero-dice = Rolling zero dice scores free_points of the opponent's score.
sf-take-turn-hint-zero-dice-score = Zero dice score free_points(opponent_score): 42 / 8 is 5, and 3 * 5 * 5 is 75.
sf-take-turn-zero-dice-may = Zero dice may score 0.
sf-take-turn-hint-free-points-7 = free_points(7) is 0, and a turn of zero dice scores just that.
sf-take-turn-zero-dice-leaves = Zero dice leaves the dice alone and earns no Feral Hogs.
sf-take-turn-hint-free-points-8 = free_points(8) is 3, which is 3 away from 0 dice, yet Feral Hogs applies only when dice are rolled.
sf-take-turn-hint-rolling-zero-dice = Rolling zero dice must not roll the dice.
sf-take-turn-given-dice-ones = The given dice are the ones rolled.
sf-take-turn-hint-pass-dice-you = Pass the dice you were given on to roll_dice.
sf-take-turn-feral-hogs-turn = Feral Hogs: a turn score exactly 3 above the number of dice gains 3.
sf-take-turn-hint-two-dice-sum = Two dice sum to 5, which is 3 more than 2: Feral Hogs adds 3, so 8.
sf-take-turn-hint-three-2s-sum = Three 2s sum to 6, 3 more than 3 dice: 6 + 3 = 9.
sf-take-turn-feral-hogs-turn-score = Feral Hogs: a turn score exactly 3 below the number of dice gains 3 too.
sf-take-turn-hint-1-makes-turn-score = A 1 makes the turn score 1, and |1 - 4| is 3: Feral Hogs adds 3, so 4. Take the difference without sign (abs_diff).
sf-take-turn-feral-hogs-needs = Feral Hogs needs a difference of exactly 3.
sf-take-turn-hint-1-5-4 = |1 - 5| is 4: only a difference of exactly 3 earns the bonus, not 3 or more.
sf-take-turn-hint-6-2-4 = |6 - 2| is 4: no bonus.
sf-take-turn-feral-hogs-decided = Feral Hogs is decided on the score before the bonus.
sf-take-turn-hint-4-3-1 = 4 is 3 from 1 die, so 7; 7 is then 6 from 1 die, but the bonus is decided once, on 4.
sf-take-turn-hint-2-6-8 = 2 + 6 = 8 is 6 away from 2 dice: no bonus. (8 - 3 = 5 would be 3 away, but the bonus is decided on the turn score as rolled.)
sf-take-turn-hint-3-3-9 = 3 * 3 = 9 is 6 away from 3 dice: no bonus.
sf-take-turn-property-test-dice-1 = for any test dice and 1 to 10 dice: take_turn is roll_dice, or 3 more exactly when roll_dice is 3 away from the number of dice
sf-take-turn-property-opponent-score-below = for any opponent score below 1000: take_turn(0, opponent_score, ..) is free_points(opponent_score)
sf-swine-swap-scores-whose-difference = Scores whose difference is a perfect square are swapped.
sf-swine-swap-hint-9-5-4 = 9 - 5 is 4, which is 2 * 2: a perfect square.
sf-swine-swap-hint-difference-taken-without = The difference is taken without sign: 9 - 5 and 5 - 9 are both 4 apart (abs_diff).
sf-swine-swap-difference-1-1 = A difference of 1 is 1 * 1, a perfect square.
sf-swine-swap-hint-1-1-1 = 1 is 1 * 1: a difference of 1 swaps the scores.
sf-swine-swap-equal-scores-not = Equal scores are not swapped.
sf-swine-swap-hint-difference-0-0 = A difference of 0 is 0 * 0, but exchanging equal scores would change nothing: 0 is no swap.
sf-swine-swap-other-differences-not = Other differences are not squares.
sf-swine-swap-hint-12-5-7 = 12 - 5 is 7, which is not the square of a whole number.
sf-swine-swap-hint-15-lies-between = 15 lies between 9 and 16: not a square.
sf-swine-swap-large-differences-past = Large differences, past 100.
sf-swine-swap-hint-221-100-121 = 221 - 100 is 121, which is 11 * 11.
sf-swine-swap-table-swine-swap = A table of Swine Swap for differences up to 200.
sf-swine-swap-property-scores-b-below = for any scores a and b below 5000: is_swap(a, b) is is_swap(b, a)
sf-swine-swap-property-scores-d-below = for any scores a and d below 5000: is_swap(a + d, a) is is_swap(d, 0)
sf-swine-swap-property-n-1-70 = for any n from 1 to 70 and score a: is_swap(a + n * n, a) is true
sf-swine-swap-property-n-0-70 = for any n from 0 to 70 and score a: no difference strictly between n * n and (n + 1) * (n + 1) swaps
sf-swine-swap-property-score-below-5000 = for any score below 5000: is_swap(score, score) is false
sf-play-one-turn-player = One turn: Player 0 rolls the dice given and reaches the goal.
sf-play-note-sum-update-not = sum_update is not a rule of Hog: it adds the sum of the dice to the score, so games with it test play alone.
sf-play-hint-player-0-s = Player 0's first turn rolls 3 of the dice given and reaches 15, past the goal of 10, so the game ends there. Pass `dice` on to update rather than making new dice, and stop as soon as either score reaches the goal given.
sf-play-hint-player-0-moves = Player 0 moves first, and play returns (score0, score1) in that order.
sf-play-update-returns-new = update returns the new score, which replaces the old one.
sf-play-hint-player-0-starts = Player 0 starts at 10 and rolls 8, so update returns 18, the new score: set the score to it rather than adding it.
sf-play-players-take-turns = The players take turns until a score reaches the goal.
sf-play-hint-player-0-reaches = Player 0 reaches 15, Player 1 reaches 15, then Player 0 reaches 30 and wins: after each turn the other player moves, and the game goes on until a score reaches the goal. (No two scores here are a square apart.)
sf-play-turn-calls-player = Each turn calls its player's strategy once, with that player's score first.
sf-play-hint-player-0-had = Player 0 had two turns, so strategy0 is called twice: a turn calls the strategy of the player whose turn it is, and no other.
sf-play-hint-5-0-player = At 5 to 0, Player 1 is behind and rolls 3 dice, but only if strategy1 gets Player 1's own score first: strategy1(score1, score0).
sf-play-returned-scores-score0 = The returned scores are (score0, score1), whoever wins.
sf-play-hint-player-0-rolls = Player 0 rolls 5 a turn and Player 1 rolls 10: 5 to 10, 10 to 10, then Player 1 reaches 20. Return (score0, score1) in that order, whoever wins.
sf-play-swine-swap-after = Swine Swap: after Player 0's turn, scores a square apart are exchanged.
sf-play-note-two-dice-3 = Two dice of 3 score 6 (|6 - 2| is 4: no Feral Hogs). 3 + 6 = 9 against 5: 4 apart, a square.
sf-play-hint-player-0-reaches-9 = Player 0 reaches 9 against 5, 4 apart, so the scores are exchanged: 5 to 9. Then Player 1 (now at 9) reaches 15. After every turn, exchange score0 and score1 when is_swap(score0, score1).
sf-play-swine-swap-after-player = Swine Swap after Player 1's turn too: after every turn.
sf-play-note-player-0-rolls = Player 0 rolls 2 a turn and Player 1 rolls 3 (sum_update adds the dice).
sf-play-hint-after-player-1 = After Player 1's first turn the scores are 2 to 3, 1 apart, so they become 3 to 2: check for a swap after each player's turn, not only Player 0's.
sf-play-goal-checked-after = The goal is checked after the swap.
sf-play-note-two-dice-6 = Two dice of 6 score 12, and 12 is 10 away from 2: no Feral Hogs. 88 + 12 = 100 against 96: 4 apart.
sf-play-hint-player-0-reaches-100 = Player 0 reaches 100, but 100 and 96 are 4 apart: the swap gives Player 1 the 100, and Player 1 wins. Exchange the scores first, then check the goal.
sf-play-turn-scores-nothing = A turn that scores nothing can still swap.
sf-play-note-free-points-against = Free Points against 6 is 0, so Player 0 stays at 5; 5 and 6 are 1 apart.
sf-play-scores-not-square = Scores that are not a square apart stay as they are.
sf-play-note-player-rolls-5 = Each player rolls 5 a turn with sum_update: 5 to 0, 5 to 5, 10 to 5, never a square apart.
sf-play-turn-rolls-given = Every turn rolls the given dice, and the goal is the one given.
sf-play-whole-game-rule = A whole game with every rule, using your simple_update.
sf-play-100-recorded-games = 100 recorded games to 30, with simple_update.
sf-play-100-recorded-games-100 = 100 recorded games to 100, with simple_update.
sf-play-100-recorded-games-61 = 100 recorded games to 61, with simple_update.
sf-free-strategy-zero-dice-when = Zero dice when Free Points scores at least the cutoff.
sf-free-strategy-note-free-points-42 = free_points(42) is 3 * 5 * 5 = 75.
sf-free-strategy-hint-free-points-42 = free_points(42) is 75: at least 75, so zero dice. "At least" is >=, not >.
sf-free-strategy-hint-free-points-42-75 = free_points(42) is 75, below the cutoff 76, so the strategy rolls num_rolls dice, 7 here. Compare Free Points alone (no swap) with the cutoff given, and return num_rolls as it is.
sf-free-strategy-free-points-comes = Free Points comes from the opponent's score.
sf-free-strategy-hint-free-points-0 = free_points(0) is 0, below 3: Free Points is worked out from opponent_score, not from the player's own score.
sf-free-strategy-course-s-defaults = The course's defaults: THRESHOLD (8) and NUM_ROLLS (6).
sf-free-strategy-exactly-cutoff-rolls = Exactly at the cutoff rolls zero dice.
sf-free-strategy-hint-free-points-8 = free_points(8) is 3, which is at least 3.
sf-free-strategy-otherwise-number-dice = Otherwise, the number of dice given.
sf-free-strategy-hint-num-rolls-10 = num_rolls is 10 here: return it as it is.
sf-free-strategy-cutoffs-0-up = Cutoffs from 0 up.
sf-free-strategy-hint-free-points-scores = Free Points scores 0 here, and 0 is at least the cutoff 0: zero dice.
sf-free-strategy-swine-swap-plays = Swine Swap plays no part.
sf-free-strategy-note-free-points-20 = free_points(20) is 12, but 12 + 12 = 24 against 20 would swap the scores, to the player's loss.
sf-free-strategy-hint-free-strategy-compares = free_strategy compares Free Points alone with the cutoff, without Swine Swap.
sf-free-strategy-property-scores-zero-dice = for any scores: zero dice at cutoffs 0 and free_points(opponent_score), num_rolls one above it
sf-swap-strategy-zero-dice-when = Zero dice when they lead to a swap that puts the player ahead.
sf-swap-strategy-note-3-against-10 = From 3 against 10, Free Points scores 3: 6 against 10, 4 apart, so the player gets the 10.
sf-swap-strategy-hint-free-points-alone = Free Points alone (3) is below the cutoff 8, but rolling zero dice ends at 6 against 10, a square apart and behind: the swap leaves the player at 10 against 6. Check is_swap on the scores after Free Points, score + free_points(opponent_score) and opponent_score.
sf-swap-strategy-note-5-against-6 = From 5 against 6, Free Points scores 0, yet 5 and 6 are 1 apart.
sf-swap-strategy-note-6-against-19 = From 6 against 19, Free Points scores 12: 18 against 19, 1 apart.
sf-swap-strategy-dice-when-zero = Dice when zero would lead to a swap that puts the player behind.
sf-swap-strategy-note-12-against-20 = From 12 against 20, Free Points scores 12: 24 against 20, 4 apart, so the player would drop to 20.
sf-swap-strategy-hint-free-points-12 = Free Points (12) is at least the cutoff 8, but the swap it causes would leave the player at 20 against 24: a harmful swap rolls num_rolls dice, whatever the cutoff.
sf-swap-strategy-note-20-against-16 = From 20 against 16, Free Points scores 12: 32 against 16, 16 apart.
sf-swap-strategy-without-swap-cutoff = Without a swap, the cutoff decides as in free_strategy.
sf-swap-strategy-note-30-against-16 = From 30 against 16, Free Points scores 12: 42 against 16, 26 apart, no swap.
sf-swap-strategy-hint-no-swap-follows = No swap follows, and Free Points (12) is at least 8: zero dice.
sf-swap-strategy-hint-no-swap-follows-free = No swap follows, and Free Points (12) is below 13: roll num_rolls dice.
sf-swap-strategy-hint-free-points-scores = Free Points scores 0 and the scores stay equal, 0 apart: no swap, and 0 is below 8.
sf-swap-strategy-course-s-defaults = The course's defaults: THRESHOLD (8) and NUM_ROLLS (6).
sf-swap-strategy-exactly-cutoff-rolls = Exactly at the cutoff rolls zero dice; otherwise the dice given.
sf-swap-strategy-note-40-against-42 = From 40 against 42, Free Points scores 75: 115 against 42, 73 apart, no swap.
sf-swap-strategy-hint-75-least-75 = 75 is at least 75.
sf-swap-strategy-hint-75-below-76 = 75 is below 76: return num_rolls, 9 here.
sf-swap-strategy-note-past-100-120 = Past 100: from 120 against 24, Free Points scores 27: 147 against 24, 123 apart.
sf-swap-strategy-property-scores-when-zero = for any scores: when zero dice bring no swap, zero dice at cutoff free_points(opponent_score) and num_rolls one above it; when they bring one, the same choice at cutoffs 0 and 1000
