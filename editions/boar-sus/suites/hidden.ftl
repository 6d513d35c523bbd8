# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's name.

boar-sus-hidden-scores-hundreds-both = Scores in the hundreds on both sides.
boar-sus-hidden-property-scores-below-1000 = for any scores below 1000: boar_brawl(player, opponent) follows the rule
boar-sus-hidden-squares-primes-products = Squares of primes and products of two primes.
boar-sus-hidden-property-n-1-4999 = for any n from 1 to 4999: num_factors(n) counts the divisors of n
boar-sus-hidden-property-score-1-4999 = for any score from 1 to 4999: sus_points follows Sus Fuss
boar-sus-hidden-games-end-first = Games that end on the first turns.
boar-sus-hidden-opponent-score-choice = For every opponent score, the choice agrees with boar_brawl.
boar-sus-hidden-note-line-calls-boar = Each line calls boar_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.
boar-sus-hidden-opponent-score-choice-agrees = For every opponent score, the choice agrees with sus_update.
boar-sus-hidden-note-line-calls-sus = Each line calls sus_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.
boar-sus-hidden-two-scores-below = Any two scores below 1000, against the rule.
boar-sus-hidden-number-below-5000 = Any number below 5000, against the rules.

boar-sus-hidden-boar-brawl-threshold = boar_brawl({ $score }, { $opponent }) is { $points }, { $comparison } the threshold { $threshold }
boar-sus-hidden-sus-update-0 = sus_update(0, { $score }, { $opponent }, ..) is { $total }, a gain of { $gain }, { $comparison } the threshold { $threshold }
