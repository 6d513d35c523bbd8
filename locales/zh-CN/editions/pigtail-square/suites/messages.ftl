# 这个规则版本自己的测试组（与本文件同目录）对学生说的话：
# 每个用例的注释、用例各行之间的注释、各项检查的提示，以及用文字描述的性质。
# 每个 id 都以规则版本的名称开头。

pigtail-square-facts-square-swine-pig = Square Swine 和 Pig Tail 会改变总分。
pigtail-square-facts-note-square-swine-three = 有了 Square Swine，三个骰子都掷出 3，让每位玩家都到达 9 = 3 * 3，变成 16；随后玩家 0 到达 25 = 5 * 5，变成 36。
pigtail-square-facts-whole-game-rule = 一整局所有规则都生效的游戏，使用 square_update 以及你的问题 02 到 04。
pigtail-square-facts-100-recorded-games = 100 局已记录的游戏，目标分数为 30，使用 simple_update。
pigtail-square-facts-100-recorded-games-100 = 100 局已记录的游戏，目标分数为 100，使用 square_update。
pigtail-square-facts-100-recorded-games-61 = 100 局已记录的游戏，目标分数为 61，使用 square_update。
pigtail-square-tail-points-twice-distance-between = 对手总分最后两位数字之间差距的两倍，再加一。
pigtail-square-tail-points-hint-tens-digit-46 = 46 的十位数字是 4，个位数字是 6：2 * |4 - 6| + 1。
pigtail-square-tail-points-distance-taken-without = 差距取绝对值。
pigtail-square-tail-points-hint-digits-6-4 = 两个数字是 6 和 4，相差 2，不论哪个在前：差距要取绝对值（abs_diff）。
pigtail-square-tail-points-hint-score-below-10 = 小于 10 的总分，十位数字是 0：2 * |0 - 9| + 1。
pigtail-square-tail-points-equal-digits-still = 两个数字相同时仍得 1 分。
pigtail-square-tail-points-hint-both-digits-0 = 0 的两个数字都是 0，所以差距的两倍是 0，再加一得 1。
pigtail-square-tail-points-only-last-two = 只看最后两位数字，超过 100 时也一样。
pigtail-square-tail-points-hint-100-s-tens = 100 的十位数字是 0，不是 10：除以 10 之后还要再取余数，百位数字不起作用。
pigtail-square-tail-points-table-pig-tail = 一张 Pig Tail 的表，涵盖 210 以内的每个对手总分。
pigtail-square-tail-points-property-score-below-1000 = 对于 1000 以下的任意总分：tail_points(score) 是 1 到 19 之间的奇数
pigtail-square-tail-points-property-score-below-1000-100 = 对于 1000 以下的任意总分：多 100 分不会改变结果
pigtail-square-tail-points-property-digits-b-tail = 对于任意数字 a 和 b：tail_points(10 * a + b) 等于 tail_points(10 * b + a)
pigtail-square-tail-points-property-digit-d-hundreds = 对于任意数字 d 和百位数 h：tail_points(100 * h + 11 * d) 等于 1
pigtail-square-take-turn-rolling-dice-scores = 掷骰子时，得分就是 roll_dice 用给定的骰子算出的回合得分。
pigtail-square-take-turn-hint-two-dice-mean = 两个骰子意味着用给定的骰子掷两次：把 `dice` 传给 roll_dice，而不要在 take_turn 里新建骰子。
pigtail-square-take-turn-hint-two-dice-roll = 两个骰子掷出 4 和 5，所以本回合得 9 分：take_turn 返回的是回合得分，与对手的总分无关。
pigtail-square-take-turn-rolling-zero-dice = 掷 0 个骰子时，得分是对手总分的 tail_points。
pigtail-square-take-turn-hint-zero-dice-score = 掷 0 个骰子时按对手的总分计算 Pig Tail：tail_points(opponent_score)，即 2 * |4 - 6| + 1。
pigtail-square-take-turn-zero-dice-leaves = 掷 0 个骰子时不动骰子。
pigtail-square-take-turn-hint-rolling-zero-dice = 掷 0 个骰子时不能掷骰子。
pigtail-square-take-turn-given-dice-ones = 掷的就是给定的骰子。
pigtail-square-take-turn-hint-pass-dice-you = 把传给你的骰子原样传给 roll_dice。
pigtail-square-square-swine-perfect-squares-whole = 完全平方数是整数与它自身的乘积。
pigtail-square-square-swine-hint-1-1-1 = 1 是 1 * 1：从 0 开始逐个尝试每个根，直到它的平方至少等于这个总分时才停下。
pigtail-square-square-swine-hint-81-9-9 = 81 是 9 * 9：你的搜索能到达根 9 吗？
pigtail-square-square-swine-hint-0-0-0 = 0 是 0 * 0，所以它也是完全平方数。
pigtail-square-square-swine-other-numbers-not = 其他数不是。
pigtail-square-square-swine-hint-24-lies-between = 24 介于 4 * 4 = 16 和 5 * 5 = 25 之间。
pigtail-square-square-swine-next-perfect-square = 一个平方数之后的下一个完全平方数，是下一个根的平方。
pigtail-square-square-swine-hint-25-5-5 = 25 是 5 * 5，所以下一个平方数是 6 * 6。
pigtail-square-square-swine-hint-next-perfect-square = 下一个完全平方数要大于这个总分：1 * 1 之后是 2 * 2。
pigtail-square-square-swine-after-other-number = 对于其他数，是比它大的第一个平方数。
pigtail-square-square-swine-square-update-applies = 当总分是完全平方数时，square_update 对它应用 Square Swine。
pigtail-square-square-swine-note-square-update-provided = square_update 已经提供：它先加上 take_turn 的得分，再使用你的 perfect_square 和 next_perfect_square。
pigtail-square-square-swine-hint-12-13-25 = 12 + 13 = 25 是 5 * 5，所以总分变成下一个完全平方数 36。
pigtail-square-square-swine-hint-0-1-1 = 0 + 1 = 1 是 1 * 1，所以变成 2 * 2 = 4。
pigtail-square-square-swine-hint-pig-tail-0 = 对手总分为 0 时 Pig Tail 得 1 分，80 + 1 = 81 = 9 * 9 变成 10 * 10 = 100：直接获胜。
pigtail-square-square-swine-other-totals-stay = 其他总分保持不变。
pigtail-square-square-swine-hint-12-12-24 = 12 + 12 = 24 不是完全平方数，所以仍是 24。
pigtail-square-square-swine-past-100-given = 超过 100 的总分，并使用给定的骰子。
pigtail-square-square-swine-hint-99-1-100 = 99 + 1 = 100 是 10 * 10，所以变成 11 * 11 = 121：超过目标分数时 Square Swine 同样适用。
pigtail-square-square-swine-perfect-square-next = 200 以内每个总分的 perfect_square 和 next_perfect_square。
pigtail-square-square-swine-property-root-k-below = 对于 70 以下的任意根 k：perfect_square(k * k) 为 true，而此后直到 (k + 1)^2 之前都为 false
pigtail-square-square-swine-property-score-below-5000 = 对于 5000 以下的任意总分：next_perfect_square(score) 大于它，是完全平方数，并且两者之间没有别的平方数
pigtail-square-tail-strategy-zero-dice-when = 当 Pig Tail 的得分至少达到阈值时掷 0 个骰子。
pigtail-square-tail-strategy-note-tail-points-73 = tail_points(73) 是 2 * |7 - 3| + 1 = 9。
pigtail-square-tail-strategy-hint-tail-points-73 = 按对手的总分计算，tail_points(73) 是 9：至少为 9，所以掷 0 个骰子。“至少”是 >=，不是 >。
pigtail-square-tail-strategy-hint-tail-points-73-9 = tail_points(73) 是 9，低于阈值 10，所以策略掷 num_rolls 个骰子，这里是 7 个。只拿 Pig Tail 的得分（不算 Square Swine）与给定的阈值比较，并原样返回 num_rolls。
pigtail-square-tail-strategy-course-s-defaults = 课程中的默认值：THRESHOLD（12）和 NUM_ROLLS（6）。
pigtail-square-tail-strategy-hint-pig-tail-looks = Pig Tail 只看对手的总分：tail_points(28) 是 2 * |2 - 8| + 1 = 13。
pigtail-square-tail-strategy-hint-pig-tail-looks-opponent = Pig Tail 只看对手的总分：tail_points(50) 是 11，低于 12。你自己的总分不起作用。
pigtail-square-tail-strategy-exactly-threshold-rolls = 恰好等于阈值时掷 0 个骰子。
pigtail-square-tail-strategy-hint-tail-points-0 = tail_points(0) 是 1，至少为 1。
pigtail-square-tail-strategy-otherwise-number-dice = 否则掷给定数目的骰子。
pigtail-square-tail-strategy-hint-num-rolls-10 = 这里 num_rolls 是 10：原样返回它。
pigtail-square-tail-strategy-thresholds-0-up = 从 0 开始的各个阈值。
pigtail-square-tail-strategy-hint-pig-tail-always = Pig Tail 总是至少得 1 分，当然至少为 0。
pigtail-square-tail-strategy-square-swine-plays = Square Swine 不起作用。
pigtail-square-tail-strategy-note-tail-points-17 = tail_points(17) 是 13，但 12 + 13 = 25 是完全平方数，会变成 36。
pigtail-square-tail-strategy-hint-tail-strategy-compares = tail_strategy 只拿 Pig Tail 的得分与阈值比较，不算 Square Swine。
pigtail-square-tail-strategy-property-scores-zero-dice = 对于任意总分：阈值为 0、1 和 tail_points(opponent_score) 时掷 0 个骰子；阈值超过 19 时掷 num_rolls 个
pigtail-square-tail-strategy-property-scores-player-s = 对于任意总分：玩家自己的总分不影响结果
pigtail-square-square-strategy-zero-dice-when = 当掷 0 个骰子的收益至少达到阈值时掷 0 个骰子。
pigtail-square-square-strategy-note-10-against-90 = 总分 10 对 90 时，Pig Tail 得 19 分，29 不是完全平方数：收益为 19。
pigtail-square-square-strategy-hint-rolling-zero-dice = 这里掷 0 个骰子的收益是 19，至少为 15：不管 num_rolls 是多少，都要计算掷 0 个骰子的收益，即 square_update(0, ...)。
pigtail-square-square-strategy-note-12-against-17 = 总分 12 对 17 时，Pig Tail 得 13 分；25 是 5 * 5，变成 36：收益为 24。
pigtail-square-square-strategy-hint-gain-24-square = 算上 Square Swine 收益是 24（不算则是 13），而 24 至少为 24：使用 square_update，并用 >= 表示“至少”。
pigtail-square-square-strategy-hint-gain-24-below = 收益是 24，低于 25，所以策略掷 num_rolls 个骰子，这里是 2 个。拿收益（新总分 36 减去总分 12，调用 square_update 时先传玩家的总分）与阈值比较，并原样返回 num_rolls。
pigtail-square-square-strategy-note-60-against-46 = 总分 60 对 46 时，Pig Tail 得 5 分，65 不是完全平方数：收益为 5。
pigtail-square-square-strategy-hint-gain-5-below = 收益是 5，低于 10：要拿 65 - 60 与阈值比较，而不是 65。
pigtail-square-square-strategy-course-s-defaults = 课程中的默认值：THRESHOLD（12）和 NUM_ROLLS（6）。
pigtail-square-square-strategy-square-swine-can = Square Swine 可能让掷 0 个骰子变得划算。
pigtail-square-square-strategy-note-80-against-0 = 总分 80 对 0 时，Pig Tail 得 1 分；81 是 9 * 9，变成 100：收益为 20。
pigtail-square-square-strategy-hint-pig-tail-alone = 只算 Pig Tail 收益是 1，但 Square Swine 把总分提高到 100，收益为 20：square_update 把两者都算进去了。
pigtail-square-square-strategy-note-0-against-0 = 总分 0 对 0 时，Pig Tail 得 1 分；1 是 1 * 1，变成 4：收益为 4。
pigtail-square-square-strategy-note-past-100-120 = 超过 100 时：总分 120 对 0，Pig Tail 得 1 分；121 是 11 * 11，变成 144。
pigtail-square-square-strategy-gain-not-new = 看的是收益，而不是新总分。
pigtail-square-square-strategy-note-80-against-10 = 总分 80 对 10 时，Pig Tail 得 3 分，83 不是完全平方数：收益为 3，尽管新总分是 83。
pigtail-square-square-strategy-hint-compare-gain-83 = 拿收益（83 - 80 = 3）与阈值比较，而不是新总分 83。
pigtail-square-square-strategy-exactly-threshold-rolls = 恰好等于阈值时掷 0 个骰子；否则掷给定数目的骰子。
pigtail-square-square-strategy-hint-24-1-25 = 24 + 1 = 25 变成 36：收益是 12，而 12 至少为 12。
pigtail-square-square-strategy-hint-gain-12-below = 收益 12 低于 13：返回 num_rolls，这里是 9。
pigtail-square-square-strategy-property-scores-zero-dice = 对于任意总分：阈值为 0、1 和 tail_points(opponent_score) 时掷 0 个骰子，因为 Square Swine 只会增加总分
pigtail-square-exact-win-rate-game-5-worked = 目标分数为 5 的游戏，用分数手算得出。
pigtail-square-exact-win-rate-hint-going-first-two = 先手时，掷两个骰子只要没有 1 就立刻获胜（得 4 分时会变成 9）；掷出 1 之后你的总分是 1 * 1，变成 4，而一旦 always_roll(6) 也得 1 分，从 4 出发的任何回合都能获胜：25/36 + 11/36 × 31031/46656。后手时你的胜率是 31031/46656 × 25/36。检查对每个新总分应用的 Square Swine、与目标分数的比较（>=）、1 减去对手获胜的概率、能区分两位玩家的备忘录，以及两个座次的平均值。
pigtail-square-exact-win-rate-hint-zero-dice-score = 掷 0 个骰子得 tail_points(opponent_score) 分，只看对手的总分：对手为 0 时得 1 分（而 Square Swine 会把 0 + 1 = 1 变成 4），对手为 4 时得 9 分。这个策略在两个座次上的胜率都是 31031/46656。
pigtail-square-exact-win-rate-game-10-square = 目标分数为 10 的游戏：Square Swine 和 Pig Tail 会改变概率。
pigtail-square-exact-win-rate-hint-new-score-goes = 每个新总分都要先经过 Square Swine，再做其他事：1 变成 4，4 变成 9，9 变成 16。与目标分数比较、生成下一个局面，用的都是这个总分。
pigtail-square-exact-win-rate-hint-zero-dice-score-tail = 掷 0 个骰子得 tail_points(opponent_score) 分：看的是对手的总分，而不是当前玩家的。
pigtail-square-exact-win-rate-hint-catch-up-chooses = catch_up 根据总分做选择：调用它时把当前玩家自己的总分放在前面，并在备忘录中把它的局面与 always_roll(6) 的局面分开。
pigtail-square-exact-win-rate-win-rates-against = 在目标分数为 100 的游戏中对阵 always_roll(6) 的胜率。
pigtail-square-exact-win-rate-hint-four-dice-score = 四个骰子每回合的得分比六个少，但掷出 1 的机会也更小：大约赢 45% 的游戏。
pigtail-square-exact-win-rate-hint-pig-tail-alone = 只用 Pig Tail 大约能赢 41% 的游戏：tail_points(opponent_score)，按对手的总分计算，并对新总分应用 Square Swine。
pigtail-square-exact-win-rate-hint-tail-strategy-wins = tail_strategy 大约赢 58% 的游戏：你的 tail_strategy 通过问题 10 了吗？

pigtail-square-tail-points-tail-points-returned = tail_points({ $opponent }) 返回了 { $got }，它不是 1 到 19 之间的奇数
pigtail-square-tail-points-why-last-two-digits = 最后两位数字相同
pigtail-square-tail-points-why-distance-two-digits = 两个数字的差距不论哪个在前都相同

pigtail-square-square-swine-returned-which-not = { $call } 返回了 { $got }，它不大于 { $score }
pigtail-square-square-swine-returned-which-not-perfect = { $call } 返回了 { $got }，它不是完全平方数
pigtail-square-square-swine-returned-but-smaller = { $call } 返回了 { $got }，但 { $value1 } = { $value2 } * { $value3 } 是大于 { $score } 的更小的平方数

pigtail-square-tail-strategy-tail-strategy-returned = tail_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) 返回了 { $got }，期望的是 { $expected }：{ $why }
pigtail-square-tail-strategy-why-pig-tail-looks = Pig Tail 只看对手的总分

pigtail-square-square-strategy-square-strategy-returned = square_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) 返回了 { $got }，期望的是 0：{ $why }
pigtail-square-tail-points-score-below-1000 = 1000 以下的任意总分。
pigtail-square-square-swine-number-below-5000 = 5000 以下的任意数。
pigtail-square-tail-strategy-scores-thresholds-numbers = 任意的总分、阈值和骰子个数。
pigtail-square-square-strategy-scores-thresholds-numbers = 任意的总分、阈值和骰子个数。
pigtail-square-tail-strategy-why-pig-tail-scores = Pig Tail 至少得 0 分
pigtail-square-tail-strategy-why-pig-tail-scores-least = Pig Tail 至少得 1 分
pigtail-square-tail-strategy-why-pig-tail-scores-most = Pig Tail 最多得 19 分
pigtail-square-tail-strategy-why-tail-points-least = tail_points({ $opponent }) 是 { $points }，至少达到阈值
pigtail-square-square-strategy-why-rolling-zero-dice = 掷 0 个骰子的收益至少为 0
pigtail-square-square-strategy-why-rolling-zero-dice-gains = 掷 0 个骰子的收益至少为 1
pigtail-square-square-strategy-why-tail-points-square = tail_points({ $opponent }) 是 { $points }，而 Square Swine 从不减少得分
pigtail-square-tail-points-call-tail-points-both = tail_points({ $opponent })（最后两位数字都是 { $digit }）
pigtail-square-square-swine-call-perfect-square-between = perfect_square({ $between })（介于 { $root }^2 和 { $value1 }^2 之间）
pigtail-square-facts-course-strategy-wins = square_strategy：约 63%
