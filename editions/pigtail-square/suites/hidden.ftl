# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's initials.

ps-hidden-scores-hundreds-thousands = Scores in the hundreds and thousands.
ps-hidden-property-score-below-10 = for any score below 10 000: tail_points(opponent) follows the rule
ps-hidden-squares-thousands-numbers = Squares in the thousands, and the numbers next to them.
ps-hidden-property-n-below-20 = for any n below 20 000: perfect_square(n) says whether some root squares to n
ps-hidden-property-n-below-20-000 = for any n below 20 000: next_perfect_square(n) is the first square above n
ps-hidden-games-end-first = Games that end on the first turns.
ps-hidden-opponent-score-choice = For every opponent score, the choice agrees with tail_points.
ps-hidden-note-line-calls-tail = Each line calls tail_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.
ps-hidden-opponent-score-choice-agrees = For every opponent score, the choice agrees with square_update.
ps-hidden-note-line-calls-square = Each line calls square_strategy(score, opponent_score, threshold, num_rolls) for every opponent_score from 0 to 99.
