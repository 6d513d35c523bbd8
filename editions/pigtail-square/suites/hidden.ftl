# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's name.

pigtail-square-hidden-scores-hundreds-thousands = Scores in the hundreds and thousands.
pigtail-square-hidden-property-score-below-10 = for any score below 10 000: tail_points(opponent) follows the rule
pigtail-square-hidden-squares-thousands-numbers = Squares in the thousands, and the numbers next to them.
pigtail-square-hidden-property-n-below-20 = for any n below 20 000: perfect_square(n) says whether some root squares to n
pigtail-square-hidden-property-n-below-20-000 = for any n below 20 000: next_perfect_square(n) is the first square above n
pigtail-square-hidden-games-end-first = Games that end on the first turns.
pigtail-square-hidden-opponent-score-choice = For every opponent score, the choice agrees with tail_points.
pigtail-square-hidden-note-line-calls-tail = Each line calls tail_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.
pigtail-square-hidden-opponent-score-choice-agrees = For every opponent score, the choice agrees with square_update.
pigtail-square-hidden-note-line-calls-square = Each line calls square_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.
pigtail-square-hidden-score-below-10 = Any score below 10 000, against the rule.
pigtail-square-hidden-number-below-20 = Any number below 20 000, against the rule.

pigtail-square-hidden-tail-points-threshold = tail_points({ $opponent }) is { $points }, { $comparison } the threshold { $threshold }
pigtail-square-hidden-square-update-0 = square_update(0, { $score }, { $opponent }, ..) is { $total }, a gain of { $gain }, { $comparison } the threshold { $threshold }
