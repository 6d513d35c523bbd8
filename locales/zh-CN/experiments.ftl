# `hog experiments`：测量出的胜率，以及旁边的精确胜率。

max-scoring = 六面骰子下平均得分最高的骰子数
max-scoring-result = { $what }：{ $count }
win-rates = 胜率
win-rates-heading = 对 always_roll(6) 的胜率，先手 { $games } 局、后手同样多局：
strategy-win-rate = { $name } 的胜率：
exact-win-rates = 精确胜率
exact-not-worked-out = 精确胜率：无法求出。{ $why }
strategy-not-exact = { $what }无法精确求出：{ $why }
strategy-exact-win-rate = { $name } 的精确胜率
rate-described = { $rate } ± { $error }  （先手 { $first }，后手 { $second }）
rate-exact = {"  "}精确值 { $exact }
rate-flagged = {"  "}<- 相差 { $distance } 个标准误差
rates-error-note = （± 一个标准误差：大约每三次运行中有两次，真实胜率落在这个范围内。）
rates-exact-note = （精确值：不掷骰子，直接根据你的规则算出；测量值与它相差超过 { $flag } 个标准误差时会被标出，这说明你的 play 或某条规则与另一方的假设不一致。）
rates-drawn = 已在 { $folder } 中画出 { $files }。
rates-not-drawn = 胜率图没有画出：{ $why }
not-measured-again = { $what }：没有测量，原因同上。
not-measured = { $what }：没有测量。{ $why }

## `hog exact` 和 `hog optimal`

game-with-rule = 目标分数为 { $goal }、启用 { $rule } 的游戏
game-without-rule = 目标分数为 { $goal }、不启用 { $rule } 的游戏
game-to = 目标分数为 { $goal } 的游戏
exact-heading = { $a } 对 { $b }，{ $game }，精确计算结果：
exact-first = {"  "}先手      { $rate }
exact-second = {"  "}后手      { $rate }
exact-average = {"  "}胜率      { $rate }  （先手、后手局数相同）
optimal-heading = 最优策略，{ $game }：
optimal-self = {"  "}先手对阵自身时，胜率为 { $rate }
optimal-memory = {"  "}这个版本的游戏除了总分之外，还会在回合之间记住 { $values } 种取值（比如回合编号），最佳选择会随之改变。下一行是跟随这些取值的最佳玩法；其余各行和写出的表格都是开局时的最佳选择，由于策略只能看到两个总分，在每个局面都照它来选。
optimal-six = {"  "}对阵 always_roll(6)（每个局面都掷六个骰子）时，胜率为 { $rate }
optimal-zero = {"  "}在 { $positions } 个局面中有 { $zero } 个掷 0 个骰子；几个选择同样好时，取骰子最少的那个
optimal-written = 已写入 { $folder }：
optimal-dice-csv = 每个局面掷几个骰子（每行对应自己的一个总分）
optimal-chances-csv = 每个局面下当前玩家获胜的概率
optimal-dice-picture = 策略的图示
optimal-chances-picture = 概率的图示
exact-impure = 精确分析无法计算这个回合：规则中的 `{ $part }` 对相同的值没有做出相同的处理。请检查问题 01 到 04 的函数是否只依赖于它们的参数（不使用随机数，也不在两次调用之间保留任何状态）。
exact-lowering = 精确分析要求每个回合都不会让得分降低，但按照你的规则，{ $turn }：请用 `cargo xtask grade -q 02 -q 03 -q 04` 检查问题 02 到 04。
exact-lowering-total = 一个回合结束时共 { $total } 分，得分却变成了 { $score }
exact-lowering-no-dice = 在 { $score } 比 { $opponent } 时掷 0 个骰子，得分变成了 { $mover } 和 { $other }
exact-lowering-roll = 在 { $score } 比 { $opponent } 时一个回合得到 { $points } 分，得分却变成了 { $mover } 和 { $other }
