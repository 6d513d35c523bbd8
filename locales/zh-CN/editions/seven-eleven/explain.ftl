# `hog gui` 在每回合的说明里如何讲述 seven-eleven 自己的规则（editions/seven-eleven/explain.rs）。每个 id 都以版本名开头。

seven-eleven-explain-hog-seven = Hog Seven：{ $score } = { $sevens } × 7 + { $left }，所以 2 + { $left } = { $points }。
seven-eleven-explain-elevens = { $total } 是 { $elevens } × 11
seven-eleven-explain-not-eleven = { $total } 不是 11 的倍数
seven-eleven-explain-three-more = { $score }（多加 3 分）
