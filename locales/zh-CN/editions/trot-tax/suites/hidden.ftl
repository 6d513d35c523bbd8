# 这个规则版本的隐藏测试组（与本文件同目录的 hidden.rs）说的话：只在正式评分时显示，
# 从不出现在发给学生的版本中。每个 id 都以规则版本的名称开头。

trot-tax-hidden-scores-hundreds-thousands = 几百到几千的总分。
trot-tax-hidden-opponent-score-below = 100 000 以下的任意对手总分，与规则对照。
trot-tax-hidden-property-score-below-100 = 对于 100 000 以下的任意总分：lean_bacon(score) 符合规则
trot-tax-hidden-largest-and-smallest-turns = 骰子最多和最少的回合。
trot-tax-hidden-outcomes-number-dice = 任意的点数和骰子个数，与 Lean Bacon 和 Sow Sad 对照。
trot-tax-hidden-property-test-dice-0 = 对于任意测试骰子和 0 到 10 个骰子：take_turn 符合规则
trot-tax-hidden-rolled-dice-times = { $call } 掷了 { $get } 次骰子，期望的是 { $num_rolls } 次
trot-tax-hidden-far-turns-and-large-taxes = 编号很大的回合和数额很大的税。
trot-tax-hidden-any-turn-against-the-rules = 任意的回合，与规则对照。
trot-tax-hidden-property-sow-tax = 对于任意回合：sow_tax 符合 Sow Tax
trot-tax-hidden-property-time-trot = 对于 100 000 以下的任意回合编号：time_trot 符合 Time Trot
trot-tax-hidden-games-end-first = 头几个回合就结束的游戏。
trot-tax-hidden-strategies-dice-start = 任意的策略、骰子、起始总分和目标分数，与每个回合之后的 Sow Tax 和 Time Trot 对照。
trot-tax-hidden-property-seeded-game-play = 对于任意固定种子的游戏：play 结束时的总分符合规则，包括税和额外回合
trot-tax-hidden-call-play-seeded-strategies = play(<固定种子 { $seed } 的策略>, <掷 0 个骰子或掷出 1 时得 1 分，否则得点数之和>, { $start0 }, { $start1 }, <固定种子的骰子>, { $goal })
trot-tax-hidden-opponent-score-choice = 对于每一个对手总分，选择都与 lean_bacon 一致。
trot-tax-hidden-note-line-calls-bacon = 每一行都对 0 到 99 的每一个 opponent_score 调用 lean_strategy(score, opponent_score, threshold, num_rolls)。
trot-tax-hidden-lean-bacon-threshold = lean_bacon({ $opponent }) 是 { $points }，{ $comparison }阈值 { $threshold }
trot-tax-hidden-opponent-score-choice-agrees = 对于每一个对手总分，选择都与 sow_tax 和 lean_bacon 一致。
trot-tax-hidden-note-line-calls-tax = 每一行都对 0 到 99 的每一个 opponent_score 调用 tax_strategy(score, opponent_score, threshold, num_rolls)。
trot-tax-hidden-tax-would-lose = 掷这些骰子若触发 Sow Sad，税会让对手达到 { $taxed }，即达到或超过目标分数
trot-tax-hidden-tax-short = 掷这些骰子若触发 Sow Sad，税只会让对手达到 { $taxed }，而 lean_bacon({ $opponent }) 是 { $points }，{ $comparison }阈值 { $threshold }
