# `hog play`: the game in the terminal, each turn told (crates/hog/src/ui/).
# Rule names come in as arguments, set in bold with ** **.

dice-count = { $count ->
    [one] { $count } die
   *[other] { $count } dice
}
seat-human = a human
seat-you = you
seat-computer-always = the computer (always rolls { $dice })
seat-computer = the computer ({ $name })
rule-on = {"; "}{ $rule } is on
rule-off = {"; "}{ $rule } is off
game-start = Player 0 is { $seat0 }; Player 1 is { $seat1 }. First to { $goal } wins{ $rule }.
game-final = The final score is Player 0: { $score0 } vs Player 1: { $score1 }
game-won = Player { $player } wins!
game-too-early = Nobody has reached { $goal }, so the game ended too early: check the loop in `play`.
game-too-long = Both players have reached { $goal }, so the game went on too long: check the loop in `play`.
ask-scores = Player { $player }, you have { $score } and Player { $other } has { $opponent }.
ask-dice = How many dice will you roll?{" "}
answer-range = an integer from 0 to { $most }
answer-empty = Please type { $range }.
answer-negative = You cannot roll { $count } dice: please type { $range }.
answer-too-many = { $count } is too many: you may roll at most { $most } dice. Please type { $range }.
answer-not-number = "{ $answer }" is not a whole number: please type { $range }.
turn-held-down = The score is { $score0 } to { $score1 } and Player { $player } chooses { $chosen }; { $rule } allows { $most } at most...
turn-rolls = The score is { $score0 } to { $score1 } and Player { $player } rolls { $dice }...
the-rules = the rules
fewer-sides = { $rule }{ $sides }-sided dice, a roll above { $sides } rolled again [{" "}
the-update = the update
total-rule-raised = {" "}triggering **{ $rule }**, increasing to { $score }
update-gave = , but the update gave { $score }
opponent-score-told = ; the other player's score goes from { $opponent } to { $score }
swap-told = ; **{ $rule }**: { $score } and { $opponent } change places
extra-turn-told = ; an **extra turn**: the same player rolls again
