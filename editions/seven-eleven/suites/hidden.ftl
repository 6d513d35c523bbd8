# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's name.

seven-eleven-hidden-scores-hundreds-thousands = Scores in the hundreds and thousands.
seven-eleven-hidden-property-score-below-10 = for any score below 10 000: hog_seven(opponent) follows the rule
seven-eleven-hidden-multiples-11-thousands = Multiples of 11 in the thousands, and their neighbours.
seven-eleven-hidden-property-score-below-20 = for any score below 20 000: eleven_up(score) adds 3 to a positive multiple of 11 only
seven-eleven-hidden-games-end-within = Games that end within a few turns.
seven-eleven-hidden-opponent-score-choice = At every opponent score, the choice agrees with hog_seven.
seven-eleven-hidden-note-line-calls-seven = Each line calls seven_strategy(score, opponent_score, threshold, num_rolls) with every opponent_score from 0 to 99.
seven-eleven-hidden-opponent-score-choice-agrees = At every opponent score, the choice agrees with eleven_update.
seven-eleven-hidden-note-line-calls-eleven = Each line calls eleven_strategy(score, opponent_score, threshold, num_rolls) with every opponent_score from 0 to 99.
seven-eleven-hidden-score-below-10 = Any score below 10 000, against the rule.
seven-eleven-hidden-score-below-20 = Any score below 20 000, against the rule.

seven-eleven-hidden-hog-seven-threshold = hog_seven({ $opponent }) is { $points }, { $comparison } the threshold { $threshold }
seven-eleven-hidden-eleven-update-0 = eleven_update(0, { $score }, { $opponent }, ..) is { $total }, a gain of { $gain }, { $comparison } the threshold { $threshold }
