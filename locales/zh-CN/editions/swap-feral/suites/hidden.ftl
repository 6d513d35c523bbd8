# 这个规则版本的隐藏测试组（与本文件同目录的 hidden.rs）说的话：只在正式评分时显示，
# 从不出现在发给学生的版本中。每个 id 都以规则版本的名称开头。

swap-feral-hidden-scores-hundreds-thousands = 几百到几千的总分。
swap-feral-hidden-property-score-below-100 = 对于 100 000 以下的任意总分：free_points(score) 符合规则
swap-feral-hidden-feral-hogs-largest = 回合得分最大和最小时的 Feral Hogs。
swap-feral-hidden-property-test-dice-0 = 对于任意测试骰子和 0 到 10 个骰子：take_turn 符合规则
swap-feral-hidden-large-squares-their = 较大的平方数，以及它们相邻的数。
swap-feral-hidden-property-scores-below-100 = 对于 100 000 以下的任意总分：is_swap 符合 Swine Swap
swap-feral-hidden-property-n-below-300 = 对于 300 以下的任意 n 和任意总分：检查 is_swap(a + n * n, a)，以及 n * n 两侧的差
swap-feral-hidden-games-end-first = 头几个回合就结束的游戏。
swap-feral-hidden-property-seeded-game-play = 对于任意固定种子的游戏：play 结束时的总分符合规则，包括交换
swap-feral-hidden-opponent-score-choice = 对于每一个对手总分，选择都与 free_points 一致。
swap-feral-hidden-note-line-calls-free = 每一行都对 0 到 99 的每一个 opponent_score 调用 free_strategy(score, opponent_score, cutoff, num_rolls)。
swap-feral-hidden-opponent-score-choice-agrees = 对于每一个对手总分，选择都与 free_points 和 is_swap 一致。
swap-feral-hidden-note-line-calls-swap = 每一行都对 0 到 99 的每一个 opponent_score 调用 swap_strategy(score, opponent_score, cutoff, num_rolls)。

swap-feral-hidden-rolled-dice-times = { $call } 掷了 { $get } 次骰子，期望的是 { $num_rolls } 次
swap-feral-hidden-opponent-score-below = 100 000 以下的任意对手总分，与规则对照。
swap-feral-hidden-outcomes-number-dice = 任意的点数和骰子个数，与 Sow Sad 和 Feral Hogs 对照。
swap-feral-hidden-two-scores-below = 100 000 以下的任意两个总分，与规则对照。
swap-feral-hidden-strategies-dice-start = 任意的策略、骰子、起始总分和目标分数，与每个回合之后的 Swine Swap 对照。

swap-feral-hidden-free-points-cutoff = free_points({ $opponent }) 是 { $points }，{ $comparison }阈值 { $cutoff }
swap-feral-hidden-swap-ahead = 掷 0 个骰子后是 { $after } 对 { $opponent }，交换后玩家领先
swap-feral-hidden-swap-behind = 掷 0 个骰子后是 { $after } 对 { $opponent }，交换后玩家落后
swap-feral-hidden-no-swap = 掷 0 个骰子后是 { $after } 对 { $opponent }，不会交换，而 free_points({ $opponent }) 是 { $points }，{ $comparison }阈值 { $cutoff }
swap-feral-hidden-call-play-seeded-strategies = play(<固定种子 { $seed } 的策略>, <骰子点数之和 + 1>, { $start0 }, { $start1 }, <固定种子的骰子>, { $goal })
