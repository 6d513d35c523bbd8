# What this edition's hidden suite says (hidden.rs beside this file): shown in official
# grading only, and never in a student's release. Every id starts with the edition's name.

wild-tied-hidden-scores-thousands = Scores in the thousands.
wild-tied-hidden-property-score-below-100 = for any score below 100 000: free_bacon(opponent) follows the rule
wild-tied-hidden-sums-past-100 = Sums past 100, wild and not.
wild-tied-hidden-property-scores-below-5000 = for any scores below 5000: hog_wild(player, opponent) follows the rule
wild-tied-hidden-sums-thousands = Sums in the thousands.
wild-tied-hidden-property-scores-below-50 = for any scores below 50 000: hog_tied(player, opponent) follows the rule
wild-tied-hidden-games-end-within = Games that end within a few turns.
wild-tied-hidden-opponent-score-choice = At every opponent score, the choice agrees with free_bacon.
wild-tied-hidden-note-line-calls-bacon = Each line calls bacon_strategy(score, opponent_score, threshold, num_rolls) with every opponent_score from 0 to 99.
wild-tied-hidden-opponent-score-choice-agrees = At every opponent score, the choice agrees with free_bacon, hog_tied and hog_wild.
wild-tied-hidden-note-line-calls-tied = Each line calls tied_strategy(score, opponent_score, threshold, num_rolls) with every opponent_score from 0 to 99.
wild-tied-hidden-score-below-100 = Any score below 100 000, against the rule.
wild-tied-hidden-two-scores-below = Any two scores below 5000, against the rule.
wild-tied-hidden-two-scores-below-50 = Any two scores below 50 000, against the rule.

wild-tied-hidden-free-bacon-threshold = free_bacon({ $opponent }) is { $points }, { $comparison } the threshold { $threshold }
wild-tied-hidden-held-to-one-die = free_bacon({ $opponent }) is { $points }, { $comparison } the threshold { $threshold }, and the turn is held to one die of { $sides } sides, { $average } points on average
wild-tied-hidden-not-held = free_bacon({ $opponent }) is { $points }, { $comparison } the threshold { $threshold }, and the turn is not held to one die
