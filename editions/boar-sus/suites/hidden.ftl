# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's initials.

bs-hidden-scores-hundreds-both = Scores in the hundreds on both sides.
bs-hidden-property-scores-below-1000 = for any scores below 1000: boar_brawl(player, opponent) follows the rule
bs-hidden-squares-primes-products = Squares of primes and products of two primes.
bs-hidden-property-n-1-4999 = for any n from 1 to 4999: num_factors(n) counts the divisors of n
bs-hidden-property-score-1-4999 = for any score from 1 to 4999: sus_points follows Sus Fuss
bs-hidden-games-end-first = Games that end on the first turns.
bs-hidden-opponent-score-choice = For every opponent score, the choice agrees with boar_brawl.
bs-hidden-note-line-calls-boar = Each line calls boar_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.
bs-hidden-opponent-score-choice-agrees = For every opponent score, the choice agrees with sus_update.
bs-hidden-note-line-calls-sus = Each line calls sus_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.
