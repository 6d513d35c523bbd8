# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's initials.

sf-hidden-scores-hundreds-thousands = Scores in the hundreds and thousands.
sf-hidden-property-score-below-100 = for any score below 100 000: free_points(score) follows the rule
sf-hidden-feral-hogs-largest = Feral Hogs on the largest and smallest turns.
sf-hidden-property-test-dice-0 = for any test dice and 0 to 10 dice: take_turn follows the rules
sf-hidden-large-squares-their = Large squares and their neighbours.
sf-hidden-property-scores-below-100 = for any scores below 100 000: is_swap follows Swine Swap
sf-hidden-property-n-below-300 = for any n below 300 and score: is_swap(a + n * n, a) and the differences either side of n * n
sf-hidden-games-end-first = Games that end on the first turns.
sf-hidden-property-seeded-game-play = for any seeded game: play ends with the scores of the rules, swaps included
sf-hidden-opponent-score-choice = For every opponent score, the choice agrees with free_points.
sf-hidden-note-line-calls-free = Each line calls free_strategy(score, opponent_score, cutoff, num_rolls) for every opponent_score from 0 to 99.
sf-hidden-opponent-score-choice-agrees = For every opponent score, the choice agrees with free_points and is_swap.
sf-hidden-note-line-calls-swap = Each line calls swap_strategy(score, opponent_score, cutoff, num_rolls) for every opponent_score from 0 to 99.
