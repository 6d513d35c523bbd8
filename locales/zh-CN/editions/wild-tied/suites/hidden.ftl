# 本规则版本的隐藏测试组（与本文件同目录的 hidden.rs）说的话：只在正式评分时显示，
# 从不出现在发给学生的版本中。每个 id 都以规则版本的名称开头。

wild-tied-hidden-scores-thousands = 上千的总分。
wild-tied-hidden-property-score-below-100 = 对于 100 000 以下的任意总分：free_bacon(opponent) 符合规则
wild-tied-hidden-sums-past-100 = 和超过 100 的情况，有的适用 Hog Wild，有的不适用。
wild-tied-hidden-property-scores-below-5000 = 对于 5000 以下的任意总分：hog_wild(player, opponent) 符合规则
wild-tied-hidden-sums-thousands = 上千的和。
wild-tied-hidden-property-scores-below-50 = 对于 50 000 以下的任意总分：hog_tied(player, opponent) 符合规则
wild-tied-hidden-games-end-within = 几个回合内就结束的游戏。
wild-tied-hidden-opponent-score-choice = 在对手的每一个总分上，选择都与 free_bacon 一致。
wild-tied-hidden-note-line-calls-bacon = 每一行都用 0 到 99 的每一个 opponent_score 调用 bacon_strategy(score, opponent_score, threshold, num_rolls)。
wild-tied-hidden-opponent-score-choice-agrees = 在对手的每一个总分上，选择都与 free_bacon、hog_tied 和 hog_wild 一致。
wild-tied-hidden-note-line-calls-tied = 每一行都用 0 到 99 的每一个 opponent_score 调用 tied_strategy(score, opponent_score, threshold, num_rolls)。
wild-tied-hidden-score-below-100 = 100 000 以下的任意总分，按规则检验。
wild-tied-hidden-two-scores-below = 5000 以下的任意两个总分，按规则检验。
wild-tied-hidden-two-scores-below-50 = 50 000 以下的任意两个总分，按规则检验。
wild-tied-hidden-free-bacon-threshold = free_bacon({ $opponent }) 是 { $points }，{ $comparison } { $threshold } 这个阈值
wild-tied-hidden-held-to-one-die = free_bacon({ $opponent }) 是 { $points }，{ $comparison } { $threshold } 这个阈值，而且本回合被限制为只掷一个 { $sides } 面骰子，平均 { $average } 分
wild-tied-hidden-not-held = free_bacon({ $opponent }) 是 { $points }，{ $comparison } { $threshold } 这个阈值，而且本回合没有被限制为只掷一个骰子
