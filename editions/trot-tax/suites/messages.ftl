# What this edition's own suites say to a student (the suites beside this file): each
# case's comment, the comments between its lines, the hints of its checks and its
# properties in words. Every id starts with the edition's name.

# Problem 02: lean_bacon
trot-tax-lean-bacon-ten-minus-smaller-digit = Lean Bacon scores ten minus the smaller of the opponent's two digits.
trot-tax-lean-bacon-hint-46 = The digits of 46 are 4 and 6; the smaller is 4, and 10 - 4 is 6.
trot-tax-lean-bacon-hint-73 = The digits of 73 are 7 and 3; the smaller is 3, so 10 - 3 is 7. The smaller digit is not always the tens digit.
trot-tax-lean-bacon-one-digit-scores = A score below 10 has a tens digit of 0.
trot-tax-lean-bacon-hint-8 = 8 is 08: its tens digit is 0, the smaller digit, so Lean Bacon scores 10 - 0 = 10.
trot-tax-lean-bacon-scores-ending-in-0 = A ones digit of 0 is the smaller digit.
trot-tax-lean-bacon-hint-30 = The digits of 30 are 3 and 0; the smaller is 0, so 10 - 0 is 10.
trot-tax-lean-bacon-100-and-past = From 100 on, the tens and ones digits are still the last two.
trot-tax-lean-bacon-hint-137 = The tens digit of 137 is 3 (137 / 10 is 13, and 13 % 10 is 3) and its ones digit is 7: 10 - 3 is 7.
trot-tax-lean-bacon-hint-100 = The tens and ones digits of 100 are both 0: 10 - 0 is 10.
trot-tax-lean-bacon-table-lean-bacon = The table of lean_bacon for every score from 0 to 200 is the reviewed one.
trot-tax-lean-bacon-any-opponent-score = Any opponent score.
trot-tax-lean-bacon-property-one-to-ten = for any score below 10 000: lean_bacon scores 1 to 10
trot-tax-lean-bacon-returned-outside = lean_bacon({ $opponent }) returned { $got }, but ten minus a digit is 1 to 10
trot-tax-lean-bacon-property-last-two-digits = for any score from 100 on: lean_bacon depends on its last two digits only
trot-tax-lean-bacon-why-two-digits-count = only the tens and ones digits count, so scores with the same last two digits score the same
trot-tax-lean-bacon-property-digits-either-order = for any two digits: lean_bacon scores the same whichever is the tens digit
trot-tax-lean-bacon-why-order-of-digits = the smaller of two digits does not depend on their order

# Problem 03: take_turn
trot-tax-take-turn-rolling-dice-scores = Rolling dice scores roll_dice's turn score, with the dice given.
trot-tax-take-turn-hint-two-dice-mean = Two dice mean two rolls of the dice given: pass `dice` on to roll_dice rather than making new dice inside take_turn.
trot-tax-take-turn-hint-two-dice-roll = Two dice roll 4 and 5, so the turn scores 9: take_turn returns the turn's points, not the player's new total.
trot-tax-take-turn-hint-1-makes-turn = A 1 among the dice makes the turn score 1 (Sow Sad, from roll_dice).
trot-tax-take-turn-rolling-zero-dice = Rolling zero dice scores lean_bacon of the opponent's score.
trot-tax-take-turn-hint-zero-dice-score = Zero dice score lean_bacon(opponent_score): the smaller digit of 46 is 4, and 10 - 4 is 6.
trot-tax-take-turn-zero-dice-leaves = Zero dice leave the dice alone.
trot-tax-take-turn-hint-lean-bacon-99 = lean_bacon(99) is 1, and a turn of zero dice scores just that.
trot-tax-take-turn-hint-rolling-zero-dice = Rolling zero dice must not roll the dice.
trot-tax-take-turn-given-dice-ones = The given dice are the ones rolled.
trot-tax-take-turn-hint-pass-dice-you = Pass the dice you were given on to roll_dice.
trot-tax-take-turn-dice-opponent-score = Any dice and any opponent score.
trot-tax-take-turn-property-test-dice-1 = for any test dice and 1 to 10 dice: take_turn is roll_dice of the same dice
trot-tax-take-turn-rolled-dice-times = { $call } rolled the dice { $get } times, expected { $num_rolls }
trot-tax-take-turn-property-opponent-score-below = for any opponent score below 1000: take_turn(0, opponent_score, ..) is lean_bacon(opponent_score)
trot-tax-take-turn-take-turn-0 = take_turn(0, { $opponent }, ..) rolled the dice { $get } times, expected none

# Problem 04: sow_tax and time_trot
trot-tax-sow-tax-trailing-player-pays = Sow Tax: a player who rolls a 1 and still trails pays one point per die.
trot-tax-sow-tax-hint-5-dice = Five dice, a Sow Sad (1 point) and 21 below 40: the opponent gains 5, one for each die.
trot-tax-sow-tax-only-after-sow-sad = Sow Tax follows a Sow Sad only: a turn of 1 point.
trot-tax-sow-tax-hint-12-points = A turn of 12 points rolled no 1: no tax, however far behind the player is.
trot-tax-sow-tax-leader-pays-nothing = A player who leads or draws level after the turn pays nothing.
trot-tax-sow-tax-hint-41-leads = 41 is above 40: the player leads after the turn, so no tax.
trot-tax-sow-tax-hint-level = 40 against 40 is level, not below: no tax. Compare with <, not <=.
trot-tax-sow-tax-zero-dice-never = A turn of zero dice is never taxed.
trot-tax-sow-tax-hint-zero-dice = Lean Bacon can score 1, but no die was rolled: Sow Tax needs at least one die.
trot-tax-time-trot-dice-equal-turn-number = Time Trot: as many dice as the turn's number give another turn.
trot-tax-time-trot-hint-turn-0 = On turn 0, zero dice give another turn: 0 % 8 is 0.
trot-tax-time-trot-modulo-8 = The turn number counts modulo 8.
trot-tax-time-trot-hint-11 = 11 % 8 is 3, so 3 dice on turn 11 give another turn.
trot-tax-time-trot-hint-8-dice = 8 % 8 is 0: on turn 8, zero dice give another turn, not 8 dice.
trot-tax-time-trot-never-twice = Never two extra turns in a row.
trot-tax-time-trot-hint-after-extra = The turn just taken was an extra one (last_was_extra is true), so it gives no other, whatever its dice.
trot-tax-sow-tax-time-trot-any-turn = Any turn.
trot-tax-sow-tax-property-all-or-nothing = for any turn: sow_tax is 0 or the number of dice
trot-tax-sow-tax-returned-neither = { $call } returned { $got }, but the tax is 0 or one point per die ({ $num_rolls })
trot-tax-sow-tax-property-leader-pays-nothing = for any turn that leaves the player level or ahead: sow_tax is 0
trot-tax-time-trot-property-every-8-turns = for any turn number: time_trot answers the same 8 turns later
trot-tax-time-trot-why-modulo-8 = only the turn number modulo 8 counts
trot-tax-time-trot-property-never-twice = for any turn that was an extra one: time_trot is false

# Problem 05: play
trot-tax-play-one-turn-player = One turn: Player 0 rolls the dice given and reaches the goal.
trot-tax-play-note-sum-update-not = sum_update is not a rule of Hog: it adds the sum of the dice to the score, so games with it test play alone.
trot-tax-play-hint-player-0-s = Player 0's first turn rolls 3 of the dice given and reaches 15, past the goal of 10, so the game ends there. Pass `dice` on to update rather than making new dice, and stop as soon as either score reaches the goal given.
trot-tax-play-hint-player-0-moves = Player 0 moves first, and play returns (score0, score1) in that order.
trot-tax-play-update-returns-new = update returns the new score, which replaces the old one.
trot-tax-play-hint-player-0-starts = Player 0 starts at 10 and rolls 8, so update returns 18, the new score: set the score to it rather than adding it.
trot-tax-play-players-take-turns = The players take turns until a score reaches the goal.
trot-tax-play-hint-player-0-reaches = Player 0 reaches 15, Player 1 reaches 15, then Player 0 reaches 30 and wins: after each turn the other player moves, and the game goes on until a score reaches the goal. (Five dice on turns 0, 1 and 2 give no extra turn.)
trot-tax-play-turn-calls-player = Each turn calls its player's strategy once, with that player's score first.
trot-tax-play-hint-player-0-had = Player 0 had two turns, so strategy0 is called twice: a turn calls the strategy of the player whose turn it is, and no other.
trot-tax-play-hint-5-0-player = At 5 to 0, Player 1 is behind and rolls 3 dice, but only if strategy1 gets Player 1's own score first: strategy1(score1, score0).
trot-tax-play-returned-scores-score0 = The returned scores are (score0, score1), whoever wins.
trot-tax-play-hint-player-0-rolls = Player 0 rolls 5 a turn and Player 1 rolls 10: 5 to 10, 10 to 10, then Player 1 reaches 20. Return (score0, score1) in that order, whoever wins.
trot-tax-play-time-trot-turn-0 = Time Trot: zero dice on turn 0 give Player 0 another turn.
trot-tax-play-note-zero-dice-first = Player 0 always rolls zero dice, Player 1 two; sum_update scores nothing for zero dice.
trot-tax-play-hint-turn-0 = Turn 0 is Player 0's, with zero dice: 0 % 8 is 0, so Player 0 moves again on turn 1. Turn 2 is Player 1's, with two dice: 2 % 8 is 2, so Player 1 moves again too. Number the turns from 0, and ask time_trot after every turn.
trot-tax-play-time-trot-never-twice = An extra turn never gives another.
trot-tax-play-note-lean-bacon-then-one-die = Player 0 rolls zero dice at 0 and one die after; Player 1 always rolls one.
trot-tax-play-hint-never-twice = Turn 0: Lean Bacon's 10 and another turn. Turn 1: one die of 3 makes 13, and 1 % 8 is 1, but turn 1 was an extra turn: Player 1 moves next. Pass time_trot whether the turn just taken was an extra one.
trot-tax-play-extra-turns-are-numbered = Extra turns are numbered too.
trot-tax-play-note-two-dice-each = Both players always roll two dice of 3 (sum_update).
trot-tax-play-hint-numbered = Turn 2 is Player 0's and gives another, turn 3. The turns then go on from 4, and turn 10 (10 % 8 is 2) is Player 1's, who moves again on turn 11: 42 to 36 at the end. Count every turn, extra ones included.
trot-tax-play-time-trot-modulo-8 = Time Trot counts the turn number modulo 8.
trot-tax-play-note-one-die-each = Both players always roll one die of 5 (sum_update).
trot-tax-play-hint-turn-9 = Turn 1 gives Player 1 another turn; so does turn 9 to Player 0, as 9 % 8 is 1: Player 0 reaches 30 on turn 10. Compare the dice with turn_number % 8 (time_trot does).
trot-tax-play-no-turn-after-a-win = No turn follows a win, extra or not.
trot-tax-play-hint-won-on-turn-0 = Zero dice on turn 0 take Player 0 from 95 to 105 and would give another turn, but the game is over: stop as soon as a score reaches the goal.
trot-tax-play-sow-tax-from-the-update = Sow Tax is decided on the points update gave the turn.
trot-tax-play-note-one-point-update = This update ignores the dice and adds 1 point: with three dice, every turn is a turn of 1 point.
trot-tax-play-hint-tax-from-points = The points of a turn are the new score minus the old one. Player 0 goes from 0 to 1, below 5: Player 1 gains 3, to 8, then reaches 9; Player 0 reaches 2, below 9, and Player 1 gains 3 more, to 12.
trot-tax-play-sow-tax-in-a-game = Sow Tax in a game, with your simple_update.
trot-tax-play-hint-tax-in-a-game = After every turn, the other player gains sow_tax(num_rolls, points, new score, other score); then time_trot decides who moves next.
trot-tax-play-sow-tax-can-end-the-game = Sow Tax can give the game to the other player.
trot-tax-play-hint-tax-wins = Player 0 rolls six 1s: 1 point, 51 below 97, so Player 1 gains 6 and reaches 103. The game ends there: check the goal after the tax.
trot-tax-play-turn-rolls-given = Every turn rolls the given dice, and the goal is the one given.
trot-tax-play-whole-game-rule = A whole game with every rule, using your simple_update.
trot-tax-play-100-recorded-games = 100 recorded games to 30, with simple_update.
trot-tax-play-100-recorded-games-100 = 100 recorded games to 100, with simple_update.
trot-tax-play-100-recorded-games-61 = 100 recorded games to 61, with simple_update.

# Problem 10: lean_strategy
trot-tax-lean-strategy-zero-dice-when = Zero dice when Lean Bacon scores at least the threshold.
trot-tax-lean-strategy-note-lean-bacon-46 = Lean Bacon of 46 is 6.
trot-tax-lean-strategy-hint-at-least = 6 is at least the threshold 6: zero dice. Compare with >=.
trot-tax-lean-strategy-hint-below = 6 is below the threshold 7: roll num_rolls dice, here 7.
trot-tax-lean-strategy-opponents-score = Lean Bacon is of the opponent's score.
trot-tax-lean-strategy-hint-opponents-99 = The opponent has 99, so Lean Bacon scores 1, below 3: roll 5 dice. lean_bacon takes opponent_score, not score.
trot-tax-lean-strategy-course-s-defaults = The course's defaults: THRESHOLD and NUM_ROLLS.
trot-tax-lean-strategy-exactly-threshold-rolls = Exactly the threshold rolls zero dice.
trot-tax-lean-strategy-hint-73 = Lean Bacon of 73 is 7, exactly the threshold 7: zero dice.
trot-tax-lean-strategy-otherwise-number-dice = Otherwise, the number of dice given.
trot-tax-lean-strategy-hint-num-rolls-10 = Lean Bacon of 99 is 1, below 2: return num_rolls, here 10, not a number of your own.
trot-tax-lean-strategy-thresholds-0-up = Thresholds from 0 up.
trot-tax-lean-strategy-hint-threshold-0 = Lean Bacon scores at least 1, so a threshold of 0 always rolls zero dice.
trot-tax-lean-strategy-scores-thresholds-numbers = Any scores, thresholds and numbers of dice.
trot-tax-lean-strategy-property-scores-zero-dice = for any scores and number of dice: zero dice at a threshold of 0 or of Lean Bacon's points, num_rolls one above them
trot-tax-lean-strategy-returned = lean_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) returned { $got }, expected { $expected }: { $why }
trot-tax-lean-strategy-why-threshold-0 = Lean Bacon always scores at least 0
trot-tax-lean-strategy-why-at-least = lean_bacon({ $opponent }) is { $points }, at least the threshold
trot-tax-lean-strategy-why-below = lean_bacon({ $opponent }) is { $points }, below the threshold

# Problem 11: tax_strategy
trot-tax-tax-strategy-zero-dice-when-tax-would-lose = Zero dice when a Sow Tax on those dice would give the opponent the game.
trot-tax-tax-strategy-note-50-against-96 = At 50 against 96, a Sow Sad on six dice leaves 51, below 96, and the tax takes 96 to 102.
trot-tax-tax-strategy-hint-tax-reaches-goal = The tax would take the opponent past the goal: roll zero dice. Ask sow_tax(num_rolls, 1, score + 1, opponent_score) what a Sow Sad would cost.
trot-tax-tax-strategy-hint-exactly-goal = A Sow Sad leaves 21 below 95, and five dice of tax take 95 to exactly 100, the goal: zero dice. Compare with >=.
trot-tax-tax-strategy-dice-when-tax-falls-short = A tax that falls short of the goal changes nothing.
trot-tax-tax-strategy-note-three-dice = Three dice of tax would take 96 to 99 only.
trot-tax-tax-strategy-hint-tax-short = 99 is below the goal, so decide as lean_strategy does: Lean Bacon of 96 is 4, below 8, so roll the 3 dice.
trot-tax-tax-strategy-no-tax-without-trailing = No tax where a Sow Sad would not leave the player behind.
trot-tax-tax-strategy-hint-leads = At 97, a Sow Sad makes 98, above 96: no tax, so decide as lean_strategy does.
trot-tax-tax-strategy-hint-level = At 95, a Sow Sad makes 96, level with 96: no tax.
trot-tax-tax-strategy-otherwise-as-lean-strategy = Otherwise, as lean_strategy.
trot-tax-tax-strategy-hint-bacon = The tax would take 40 to 46 only; Lean Bacon of 40 is 10, at least 8: zero dice, as lean_strategy says.
trot-tax-tax-strategy-course-s-defaults = The course's defaults: THRESHOLD and NUM_ROLLS.
trot-tax-tax-strategy-scores-thresholds-numbers = Any scores, thresholds and numbers of dice.
trot-tax-tax-strategy-property-far-from-goal = for any opponent score below 89: tax_strategy is lean_strategy
trot-tax-tax-strategy-why-far-from-goal = ten dice of tax cannot take an opponent below 89 to the goal
trot-tax-tax-strategy-property-tax-would-lose = for any player below 80 against an opponent at 99: zero dice, as any tax would give the opponent the game

# Problem 12: the headline of final_strategy
trot-tax-facts-course-strategy-wins = tax_strategy: about 62%
