# `hog gui` 在每回合的说明里如何讲述 wild-tied 自己的规则（editions/wild-tied/explain.rs）。每个 id 都以版本名开头。

wild-tied-explain-free-bacon = Free Bacon：{ $score } 的各位数字中最大的是 { $largest }，所以 1 + { $largest } = { $points }。
wild-tied-explain-hog-tied = Hog Tied：{ $sum }，个位是 7，所以最多只能掷一个骰子。
wild-tied-explain-hog-tied-missed = 然而 { $sum }，个位是 7，Hog Tied 最多只允许掷一个骰子：检查 hog_tied（问题 04）和 play（问题 05）。
wild-tied-explain-hog-wild = Hog Wild：{ $sum }，是 7 的倍数，所以改用四面骰子。
wild-tied-explain-hog-wild-again = Hog Wild：{ $sum }，是 7 的倍数，所以改用四面骰子：{ $again } 要重掷，计入的骰子是 { $counted }
wild-tied-explain-counted-sow-sad = ，其中有 1，所以得 1 分。
wild-tied-explain-counted-sum = ：{ $outcomes } = { $points }。
