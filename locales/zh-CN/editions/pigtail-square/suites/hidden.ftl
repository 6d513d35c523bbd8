# 这个规则版本的隐藏测试组（与本文件同目录的 hidden.rs）说的话：只在正式评分时显示，
# 从不出现在发给学生的版本中。每个 id 都以规则版本的名称开头。

pigtail-square-hidden-scores-hundreds-thousands = 上百和上千的总分。
pigtail-square-hidden-property-score-below-10 = 对于 10 000 以下的任意总分：tail_points(opponent) 符合规则
pigtail-square-hidden-squares-thousands-numbers = 上千的平方数，以及与它们相邻的数。
pigtail-square-hidden-property-n-below-20 = 对于 20 000 以下的任意 n：perfect_square(n) 正确判断是否有某个根的平方等于 n
pigtail-square-hidden-property-n-below-20-000 = 对于 20 000 以下的任意 n：next_perfect_square(n) 是大于 n 的第一个平方数
pigtail-square-hidden-games-end-first = 在最初几个回合就结束的游戏。
pigtail-square-hidden-opponent-score-choice = 对于对手的每一个总分，选择都与 tail_points 一致。
pigtail-square-hidden-note-line-calls-tail = 每一行都对 0 到 99 的每个 opponent_score 调用 tail_strategy(score, opponent_score, threshold, num_rolls)。
pigtail-square-hidden-opponent-score-choice-agrees = 对于对手的每一个总分，选择都与 square_update 一致。
pigtail-square-hidden-note-line-calls-square = 每一行都对 0 到 99 的每个 opponent_score 调用 square_strategy(score, opponent_score, threshold, num_rolls)。
pigtail-square-hidden-score-below-10 = 10 000 以下的任意总分，与规则逐一对照。
pigtail-square-hidden-number-below-20 = 20 000 以下的任意数，与规则逐一对照。

pigtail-square-hidden-tail-points-threshold = tail_points({ $opponent }) 是 { $points }，{ $comparison } { $threshold } 这个阈值
pigtail-square-hidden-square-update-0 = square_update(0, { $score }, { $opponent }, ..) 是 { $total }，收益为 { $gain }，{ $comparison } { $threshold } 这个阈值
