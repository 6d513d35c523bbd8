# `hog gui` 在每回合的说明里如何讲述 swap-feral 自己的规则（editions/swap-feral/explain.rs）。每个 id 都以版本名开头。

swap-feral-explain-free-points = Free Points：3 × ({ $score } / 8)² = 3 × { $eighths }² = { $points }。
swap-feral-explain-feral-hogs = Feral Hogs：|{ $rolled } − { $dice }| = 3，所以多加 3 分：{ $points }。
swap-feral-explain-swine-swap = Swine Swap：{ $score } 和 { $opponent } 相差 { $difference }，是完全平方数，所以两位玩家的总分互换。
