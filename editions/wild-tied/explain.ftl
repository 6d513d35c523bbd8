# How `hog gui` tells wild-tied's own rules in a turn's message (`explain.rs` beside this file).
# Each id starts with the edition's name; what every edition shares is in `locales/en/explain.ftl`.

wild-tied-explain-free-bacon = Free Bacon: the largest digit of { $score } is { $largest }, and 1 + { $largest } = { $points }.
wild-tied-explain-hog-tied = {" "}Hog Tied: { $sum } ends in 7, so one die at most.
wild-tied-explain-hog-tied-missed = {" "}Yet { $sum } ends in 7, so Hog Tied allows one die at most: check hog_tied (Problem 04) and play (Problem 05).
wild-tied-explain-hog-wild = {" "}Hog Wild: { $sum }, a multiple of 7, so the dice are four-sided.
wild-tied-explain-hog-wild-again = {" "}Hog Wild: { $sum }, a multiple of 7, so the dice are four-sided: { $again } rolled again, and the dice that count are { $counted }
wild-tied-explain-counted-sow-sad = , with a 1: 1.
wild-tied-explain-counted-sum = : { $outcomes } = { $points }.
