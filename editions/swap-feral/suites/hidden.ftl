# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's name.

swap-feral-hidden-scores-hundreds-thousands = Scores in the hundreds and thousands.
swap-feral-hidden-property-score-below-100 = for any score below 100 000: free_points(score) follows the rule
swap-feral-hidden-feral-hogs-largest = Feral Hogs on the largest and smallest turns.
swap-feral-hidden-property-test-dice-0 = for any test dice and 0 to 10 dice: take_turn follows the rules
swap-feral-hidden-large-squares-their = Large squares and their neighbours.
swap-feral-hidden-property-scores-below-100 = for any scores below 100 000: is_swap follows Swine Swap
swap-feral-hidden-property-n-below-300 = for any n below 300 and score: is_swap(a + n * n, a) and the differences either side of n * n
swap-feral-hidden-games-end-first = Games that end on the first turns.
swap-feral-hidden-property-seeded-game-play = for any seeded game: play ends with the scores of the rules, swaps included
swap-feral-hidden-opponent-score-choice = For every opponent score, the choice agrees with free_points.
swap-feral-hidden-note-line-calls-free = Each line calls free_strategy(score, opponent_score, cutoff, num_rolls) for every opponent_score from 0 to 99.
swap-feral-hidden-opponent-score-choice-agrees = For every opponent score, the choice agrees with free_points and is_swap.
swap-feral-hidden-note-line-calls-swap = Each line calls swap_strategy(score, opponent_score, cutoff, num_rolls) for every opponent_score from 0 to 99.

swap-feral-hidden-rolled-dice-times = { $call } rolled the dice { $get } times, expected { $num_rolls }
swap-feral-hidden-opponent-score-below = Any opponent score below 100 000, against the rule.
swap-feral-hidden-outcomes-number-dice = Any outcomes, any number of dice, against Sow Sad and Feral Hogs.
swap-feral-hidden-two-scores-below = Any two scores below 100 000, against the rule.
swap-feral-hidden-strategies-dice-start = Any strategies, dice, start and goal, against Swine Swap after every turn.

swap-feral-hidden-free-points-cutoff = free_points({ $opponent }) is { $points }, { $comparison } the cutoff { $cutoff }
swap-feral-hidden-swap-ahead = zero dice end at { $after } against { $opponent }, a swap that puts the player ahead
swap-feral-hidden-swap-behind = zero dice end at { $after } against { $opponent }, a swap that puts the player behind
swap-feral-hidden-no-swap = zero dice end at { $after } against { $opponent }, no swap, and free_points({ $opponent }) is { $points }, { $comparison } the cutoff { $cutoff }
swap-feral-hidden-call-play-seeded-strategies = play(<seeded strategies { $seed }>, <sum of the dice + 1>, { $start0 }, { $start1 }, <seeded dice>, { $goal })
