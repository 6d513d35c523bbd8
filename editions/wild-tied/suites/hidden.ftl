# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's initials.

wt-hidden-scores-thousands = Scores in the thousands.
wt-hidden-property-score-below-100 = for any score below 100 000: free_bacon(opponent) follows the rule
wt-hidden-sums-past-100 = Sums past 100, wild and not.
wt-hidden-property-scores-below-5000 = for any scores below 5000: hog_wild(player, opponent) follows the rule
wt-hidden-sums-thousands = Sums in the thousands.
wt-hidden-property-scores-below-50 = for any scores below 50 000: hog_tied(player, opponent) follows the rule
wt-hidden-games-end-within = Games that end within a few turns.
wt-hidden-opponent-score-choice = At every opponent score, the choice agrees with free_bacon.
wt-hidden-note-line-calls-bacon = Each line calls bacon_strategy(score, opponent_score, threshold, num_rolls) with every opponent_score from 0 to 99.
wt-hidden-opponent-score-choice-agrees = At every opponent score, the choice agrees with free_bacon, hog_tied and hog_wild.
wt-hidden-note-line-calls-tied = Each line calls tied_strategy(score, opponent_score, threshold, num_rolls) with every opponent_score from 0 to 99.
