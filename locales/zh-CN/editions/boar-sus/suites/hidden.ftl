# 这个规则版本的隐藏测试组（与本文件同目录的 hidden.rs）说的话：只在正式评分时显示，
# 从不出现在发给学生的版本中。每个 id 都以规则版本的名称开头。

boar-sus-hidden-scores-hundreds-both = 双方的总分都上百。
boar-sus-hidden-property-scores-below-1000 = 对于 1000 以下的任意总分：boar_brawl(player, opponent) 符合规则
boar-sus-hidden-squares-primes-products = 质数的平方，以及两个质数的乘积。
boar-sus-hidden-property-n-1-4999 = 对于 1 到 4999 的任意 n：num_factors(n) 统计的正是 n 的因数个数
boar-sus-hidden-property-score-1-4999 = 对于 1 到 4999 的任意总分：sus_points 符合 Sus Fuss 规则
boar-sus-hidden-games-end-first = 在最初几个回合就结束的游戏。
boar-sus-hidden-opponent-score-choice = 对于对手的每一个总分，选择都与 boar_brawl 一致。
boar-sus-hidden-note-line-calls-boar = 每一行都对 0 到 99 的每个 opponent_score 调用 boar_strategy(score, opponent_score, threshold, num_rolls)。
boar-sus-hidden-opponent-score-choice-agrees = 对于对手的每一个总分，选择都与 sus_update 一致。
boar-sus-hidden-note-line-calls-sus = 每一行都对 0 到 99 的每个 opponent_score 调用 sus_strategy(score, opponent_score, threshold, num_rolls)。
boar-sus-hidden-two-scores-below = 1000 以下的任意两个总分，与规则逐一对照。
boar-sus-hidden-number-below-5000 = 5000 以下的任意数，与规则逐一对照。

boar-sus-hidden-boar-brawl-threshold = boar_brawl({ $score }, { $opponent }) 是 { $points }，{ $comparison } { $threshold } 这个阈值
boar-sus-hidden-sus-update-0 = sus_update(0, { $score }, { $opponent }, ..) 是 { $total }，收益为 { $gain }，{ $comparison } { $threshold } 这个阈值
