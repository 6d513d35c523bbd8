# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's initials.

se-hidden-scores-hundreds-thousands = Scores in the hundreds and thousands.
se-hidden-property-score-below-10 = for any score below 10 000: hog_seven(opponent) follows the rule
se-hidden-multiples-11-thousands = Multiples of 11 in the thousands, and their neighbours.
se-hidden-property-score-below-20 = for any score below 20 000: eleven_up(score) adds 3 to a positive multiple of 11 only
se-hidden-games-end-within = Games that end within a few turns.
se-hidden-opponent-score-choice = At every opponent score, the choice agrees with hog_seven.
se-hidden-note-line-calls-seven = Each line calls seven_strategy(score, opponent_score, threshold, num_rolls) with every opponent_score from 0 to 99.
se-hidden-opponent-score-choice-agrees = At every opponent score, the choice agrees with eleven_update.
se-hidden-note-line-calls-eleven = Each line calls eleven_strategy(score, opponent_score, threshold, num_rolls) with every opponent_score from 0 to 99.
