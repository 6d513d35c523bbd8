# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's name.

trot-tax-hidden-scores-hundreds-thousands = Scores in the hundreds and thousands.
trot-tax-hidden-opponent-score-below = Any opponent score below 100 000, against the rule.
trot-tax-hidden-property-score-below-100 = for any score below 100 000: lean_bacon(score) follows the rule
trot-tax-hidden-largest-and-smallest-turns = The largest and smallest turns.
trot-tax-hidden-outcomes-number-dice = Any outcomes, any number of dice, against Lean Bacon and Sow Sad.
trot-tax-hidden-property-test-dice-0 = for any test dice and 0 to 10 dice: take_turn follows the rules
trot-tax-hidden-rolled-dice-times = { $call } rolled the dice { $get } times, expected { $num_rolls }
trot-tax-hidden-far-turns-and-large-taxes = Far turns and large taxes.
trot-tax-hidden-any-turn-against-the-rules = Any turn, against the rules.
trot-tax-hidden-property-sow-tax = for any turn: sow_tax follows Sow Tax
trot-tax-hidden-property-time-trot = for any turn number below 100 000: time_trot follows Time Trot
trot-tax-hidden-games-end-first = Games that end on the first turns.
trot-tax-hidden-strategies-dice-start = Any strategies, dice, start and goal, against Sow Tax and Time Trot after every turn.
trot-tax-hidden-property-seeded-game-play = for any seeded game: play ends with the scores of the rules, taxes and extra turns included
trot-tax-hidden-call-play-seeded-strategies = play(<seeded strategies { $seed }>, <one point for zero dice or a 1, else the sum>, { $start0 }, { $start1 }, <seeded dice>, { $goal })
trot-tax-hidden-opponent-score-choice = For every opponent score, the choice agrees with lean_bacon.
trot-tax-hidden-note-line-calls-bacon = Each line calls lean_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.
trot-tax-hidden-lean-bacon-threshold = lean_bacon({ $opponent }) is { $points }, { $comparison } the threshold { $threshold }
trot-tax-hidden-opponent-score-choice-agrees = For every opponent score, the choice agrees with sow_tax and lean_bacon.
trot-tax-hidden-note-line-calls-tax = Each line calls tax_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.
trot-tax-hidden-tax-would-lose = a Sow Sad on those dice would take the opponent to { $taxed }, the goal or past it
trot-tax-hidden-tax-short = a Sow Sad on those dice would take the opponent to { $taxed } only, and lean_bacon({ $opponent }) is { $points }, { $comparison } the threshold { $threshold }
