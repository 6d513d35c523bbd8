# `hog gui` 如何讲述一个回合：掷出了什么、触发了哪条规则以及它的算式
# （crates/hog/src/gui/explain/、editions/<name>/explain.rs）。英文中接续前文的消息以自己的
# 空格（{" "}）开头；中文句子之间不加空格，所以这里的消息都不以空格开头或结尾。规则名和函数名保持原样。

explain-no-dice = 玩家 { $player } 不掷骰子。
explain-rolls = 玩家 { $player } 掷 { $dice }
explain-sow-sad = ：{ $outcomes }。Sow Sad：掷出了 1，本回合得 1 分。
explain-one-die = ：{ $sum }。
explain-dice-sum = ：{ $outcomes } = { $sum }。
explain-take-turn-disagrees = 但你的 take_turn 算出的得分是 { $points }：检查 { $function }（问题 { $problem }）和 take_turn（问题 03）。
explain-dice-count-disagrees = 可实际掷了 { $count } 个骰子，而不是 { $chosen } 个：检查 roll_dice（问题 01）。
explain-sum = { $score } + { $points } = { $total }。
explain-update-gave = 但更新函数给出的是 { $score }。
explain-update-gave-although = 但更新函数给出的是 { $score }，然而 { $fact }，所以 { $rule } 并不适用。
explain-total-raised = { $rule }：{ $fact }，所以总分变为 { $becomes }。
explain-total-missed = 然而 { $fact }，所以 { $rule } 本应提高总分：检查 { $first } 和 { $second }（问题 04）。
explain-extra-turn = 额外回合：玩家 { $player } 再掷一次。
