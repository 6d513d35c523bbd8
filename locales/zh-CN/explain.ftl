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

# boar-sus
explain-boar-brawl = Boar Brawl：3 × |{ $tens } − { $ones }| = { $points }。
explain-boar-brawl-zero = Boar Brawl：3 × |{ $tens } − { $ones }| = 0，所以本回合得 1 分。
explain-factors = { $total } 有 { $factors } 个因数

# pigtail-square
explain-pig-tail = Pig Tail：2 × |{ $tens } − { $ones }| + 1 = { $points }。
explain-square = { $total } 是 { $root }²
explain-not-square = { $total } 不是完全平方数
explain-next-square = { $score }（下一个完全平方数）

# seven-eleven
explain-hog-seven = Hog Seven：{ $score } = { $sevens } × 7 + { $left }，所以 2 + { $left } = { $points }。
explain-elevens = { $total } 是 { $elevens } × 11
explain-not-eleven = { $total } 不是 11 的倍数
explain-three-more = { $score }（多加 3 分）

# swap-feral
explain-free-points = Free Points：3 × ({ $score } / 8)² = 3 × { $eighths }² = { $points }。
explain-feral-hogs = Feral Hogs：|{ $rolled } − { $dice }| = 3，所以多加 3 分：{ $points }。
explain-swine-swap = Swine Swap：{ $score } 和 { $opponent } 相差 { $difference }，是完全平方数，所以两位玩家的总分互换。

# wild-tied
explain-free-bacon = Free Bacon：{ $score } 的各位数字中最大的是 { $largest }，所以 1 + { $largest } = { $points }。
explain-hog-tied = Hog Tied：{ $sum }，个位是 7，所以最多只能掷一个骰子。
explain-hog-tied-missed = 然而 { $sum }，个位是 7，Hog Tied 最多只允许掷一个骰子：检查 hog_tied（问题 04）和 play（问题 05）。
explain-hog-wild = Hog Wild：{ $sum }，是 7 的倍数，所以改用四面骰子。
explain-hog-wild-again = Hog Wild：{ $sum }，是 7 的倍数，所以改用四面骰子：{ $again } 要重掷，计入的骰子是 { $counted }
explain-counted-sow-sad = ，其中有 1，所以得 1 分。
explain-counted-sum = ：{ $outcomes } = { $points }。
