# `hog gui` 在每回合的说明里如何讲述 pigtail-square 自己的规则（editions/pigtail-square/explain.rs）。每个 id 都以版本名开头。

pigtail-square-explain-pig-tail = Pig Tail：2 × |{ $tens } − { $ones }| + 1 = { $points }。
pigtail-square-explain-square = { $total } 是 { $root }²
pigtail-square-explain-not-square = { $total } 不是完全平方数
pigtail-square-explain-next-square = { $score }（下一个完全平方数）
