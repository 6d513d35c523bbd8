# How `hog gui` tells a turn: what was rolled, the rule that fired and its arithmetic
# (crates/hog/src/gui/explain/, editions/<name>/explain.rs). A message that goes on from an
# earlier one starts with its own space ({" "}) where the language puts one. Rule and function
# names stay as they are.

explain-no-dice = Player { $player } rolls no dice.{" "}
explain-rolls = Player { $player } rolls { $dice }
explain-sow-sad = : { $outcomes }. Sow Sad: a 1 was rolled, the turn scores 1.
explain-one-die = : { $sum }.
explain-dice-sum = : { $outcomes } = { $sum }.
explain-take-turn-disagrees = {" "}But your take_turn scored { $points }: check { $function } (Problem { $problem }) and take_turn (Problem 03).
explain-dice-count-disagrees = {" "}Yet { $count ->
    [one] { $count } die was
   *[other] { $count } dice were
} rolled, not { $chosen }: check roll_dice (Problem 01).
explain-sum = {" "}{ $score } + { $points } = { $total }.
explain-update-gave = {" "}But the update gave { $score }.
explain-update-gave-although = {" "}But the update gave { $score }, although { $fact }, so { $rule } does not apply.
explain-total-raised = {" "}{ $rule }: { $fact }, so it becomes { $becomes }.
explain-total-missed = {" "}Yet { $fact }, so { $rule } should have raised it: check { $first } and { $second } (Problem 04).
explain-extra-turn = {" "}An extra turn: Player { $player } rolls again.

# boar-sus
explain-boar-brawl = Boar Brawl: 3 × |{ $tens } − { $ones }| = { $points }.
explain-boar-brawl-zero = Boar Brawl: 3 × |{ $tens } − { $ones }| = 0, so the turn scores 1.
explain-factors = { $total } has { $factors } factors

# pigtail-square
explain-pig-tail = Pig Tail: 2 × |{ $tens } − { $ones }| + 1 = { $points }.
explain-square = { $total } is { $root }²
explain-not-square = { $total } is not a perfect square
explain-next-square = the next square, { $score }

# seven-eleven
explain-hog-seven = Hog Seven: { $score } = { $sevens } × 7 + { $left }, and 2 + { $left } = { $points }.
explain-elevens = { $total } is { $elevens } × 11
explain-not-eleven = { $total } is not a multiple of 11
explain-three-more = 3 more, { $score }

# swap-feral
explain-free-points = Free Points: 3 × ({ $score } / 8)² = 3 × { $eighths }² = { $points }.
explain-feral-hogs = {" "}Feral Hogs: |{ $rolled } − { $dice }| = 3, so 3 more: { $points }.
explain-swine-swap = {" "}Swine Swap: { $score } and { $opponent } differ by { $difference }, a perfect square, so the scores change places.

# wild-tied
explain-free-bacon = Free Bacon: the largest digit of { $score } is { $largest }, and 1 + { $largest } = { $points }.
explain-hog-tied = {" "}Hog Tied: { $sum } ends in 7, so one die at most.
explain-hog-tied-missed = {" "}Yet { $sum } ends in 7, so Hog Tied allows one die at most: check hog_tied (Problem 04) and play (Problem 05).
explain-hog-wild = {" "}Hog Wild: { $sum }, a multiple of 7, so the dice are four-sided.
explain-hog-wild-again = {" "}Hog Wild: { $sum }, a multiple of 7, so the dice are four-sided: { $again } rolled again, and the dice that count are { $counted }
explain-counted-sow-sad = , with a 1: 1.
explain-counted-sum = : { $outcomes } = { $points }.
