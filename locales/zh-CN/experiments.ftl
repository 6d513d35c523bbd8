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
