# `hog gui` 在每回合的说明里如何讲述 boar-sus 自己的规则（editions/boar-sus/explain.rs）。每个 id 都以版本名开头。

boar-sus-explain-boar-brawl = Boar Brawl：3 × |{ $tens } − { $ones }| = { $points }。
boar-sus-explain-boar-brawl-zero = Boar Brawl：3 × |{ $tens } − { $ones }| = 0，所以本回合得 1 分。
boar-sus-explain-factors = { $total } 有 { $factors } 个因数
