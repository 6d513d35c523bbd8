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
