# `hog gui` 在每回合的说明里如何讲述 trot-tax 自己的规则（editions/trot-tax/explain.rs）。每个 id 都以版本名开头。

trot-tax-explain-lean-bacon = Lean Bacon：{ $score } 的两位数字中较小的是 { $smaller }，所以 10 − { $smaller } = { $points }。
trot-tax-explain-sow-tax = Sow Tax：{ $score } 低于 { $opponent }，所以对手多得 { $gained } 分，变为 { $taxed }。
trot-tax-explain-time-trot = Time Trot：本回合的编号除以 8 余 { $number }，掷出的骰子数也是 { $dice }。
