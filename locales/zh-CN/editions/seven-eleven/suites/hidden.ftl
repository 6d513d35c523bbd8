# 这个规则版本的隐藏测试组（与本文件同目录的 hidden.rs）说的话：只在正式评分时显示，
# 从不出现在发给学生的版本中。每个 id 都以规则版本的名称开头。

seven-eleven-hidden-scores-hundreds-thousands = 几百到几千的总分。
seven-eleven-hidden-property-score-below-10 = 对于 10 000 以下的任意总分：hog_seven(opponent) 符合规则
seven-eleven-hidden-multiples-11-thousands = 几千范围内 11 的倍数，以及它们相邻的数。
seven-eleven-hidden-property-score-below-20 = 对于 20 000 以下的任意总分：eleven_up(score) 只给 11 的正倍数加 3
seven-eleven-hidden-games-end-within = 几个回合内就结束的游戏。
seven-eleven-hidden-opponent-score-choice = 在每一个对手总分下，选择都与 hog_seven 一致。
seven-eleven-hidden-note-line-calls-seven = 每一行都对 0 到 99 的每一个 opponent_score 调用 seven_strategy(score, opponent_score, threshold, num_rolls)。
seven-eleven-hidden-opponent-score-choice-agrees = 在每一个对手总分下，选择都与 eleven_update 一致。
seven-eleven-hidden-note-line-calls-eleven = 每一行都对 0 到 99 的每一个 opponent_score 调用 eleven_strategy(score, opponent_score, threshold, num_rolls)。
seven-eleven-hidden-score-below-10 = 10 000 以下的任意总分，与规则对照。
seven-eleven-hidden-score-below-20 = 20 000 以下的任意总分，与规则对照。

seven-eleven-hidden-hog-seven-threshold = hog_seven({ $opponent }) 是 { $points }，{ $comparison }阈值 { $threshold }
seven-eleven-hidden-eleven-update-0 = eleven_update(0, { $score }, { $opponent }, ..) 是 { $total }，增加了 { $gain } 分，{ $comparison }阈值 { $threshold }
