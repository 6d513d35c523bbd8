# 这个规则版本自己的测试组（与本文件同目录）对学生说的话：
# 每个用例的注释、用例各行之间的注释、各项检查的提示，以及用文字描述的性质。
# 每个 id 都以规则版本的名称开头。

boar-sus-facts-sus-fuss-boar = Sus Fuss 和 Boar Brawl 会改变总分。
boar-sus-facts-note-sus-fuss-player = 有了 Sus Fuss，玩家 0 的第一个总分 15 是 sus 的（1、3、5、15），变成 17。
boar-sus-facts-whole-game-rule = 一整局所有规则都生效的游戏，使用你的 sus_update。
boar-sus-facts-100-recorded-games = 100 局已记录的游戏，目标分数为 30，使用 simple_update。
boar-sus-facts-100-recorded-games-100 = 100 局已记录的游戏，目标分数为 100，使用 sus_update。
boar-sus-facts-100-recorded-games-61 = 100 局已记录的游戏，目标分数为 61，使用 sus_update。
boar-sus-boar-brawl-three-times-difference = 对手的十位数字与你的个位数字之差的三倍。
boar-sus-boar-brawl-hint-tens-digit-opponent = 对手的十位数字（4）和玩家的个位数字（1）：|4 - 1| * 3。
boar-sus-boar-brawl-hint-digits-7-9 = 两个数字是 7 和 9，相差 2，不论哪个在前：差要取绝对值（abs_diff）。
boar-sus-boar-brawl-difference-taken-without = 差取绝对值。
boar-sus-boar-brawl-never-less-than = 永远不小于 1。
boar-sus-boar-brawl-hint-both-digits-0 = 两个数字都是 0，所以它们之差的三倍是 0：掷 0 个骰子至少得 1 分。
boar-sus-boar-brawl-only-tens-digit = 只看十位数字，超过 100 时也一样。
boar-sus-boar-brawl-hint-115-s-tens = 115 的十位数字是 1，不是 11：除以 10 之后还要再取余数。
boar-sus-boar-brawl-which-score-gives = 哪个总分提供哪个数字。
boar-sus-boar-brawl-hint-tens-digit-comes = 十位数字取自对手的总分，个位数字取自你的总分。
boar-sus-boar-brawl-table-boar-brawl = 一张 Boar Brawl 的表，包括超过 100 的总分。
boar-sus-boar-brawl-property-scores-below-1000 = 对于 1000 以下的任意总分：boar_brawl(player, opponent) 为 1 或不超过 27 的 3 的倍数
boar-sus-boar-brawl-property-scores-below-1000-10 = 对于 1000 以下的任意总分：玩家多 10 分或对手多 100 分都不会改变结果
boar-sus-boar-brawl-property-scores-below-1000-opponent = 对于 1000 以下的任意总分：对手的个位数字不影响结果
boar-sus-boar-brawl-property-digits-b-boar = 对于任意数字 a 和 b：boar_brawl(a, 10 * b) 等于 boar_brawl(b, 10 * a)
boar-sus-take-turn-rolling-dice-scores = 掷骰子时，得分就是 roll_dice 用给定的骰子算出的回合得分。
boar-sus-take-turn-hint-two-dice-mean = 两个骰子意味着用给定的骰子掷两次：把 `dice` 传给 roll_dice，而不要在 take_turn 里新建骰子。
boar-sus-take-turn-hint-two-dice-roll = 两个骰子掷出 4 和 5，所以本回合得 9 分：take_turn 返回的是回合得分，而不是玩家新的总分。
boar-sus-take-turn-rolling-zero-dice = 掷 0 个骰子时按 boar_brawl 得分。
boar-sus-take-turn-hint-pass-player-s = 先传玩家的总分：boar_brawl(player_score, opponent_score)。
boar-sus-take-turn-zero-dice-leaves = 掷 0 个骰子时不动骰子。
boar-sus-take-turn-hint-rolling-zero-dice = 掷 0 个骰子时不能掷骰子。
boar-sus-take-turn-given-dice-ones = 掷的就是给定的骰子。
boar-sus-take-turn-hint-pass-dice-you = 把传给你的骰子原样传给 roll_dice。
boar-sus-sus-fuss-num-factors-counts = num_factors 统计从 1 到 n 的每一个因数。
boar-sus-sus-fuss-hint-1-divides-1 = 1 能整除 1：从 1 到 n 的每个 d 都要数，两端都包括在内（1..=n）。
boar-sus-sus-fuss-hint-does-loop-reach = 你的循环能到达 n 本身吗？n 总能整除 n。
boar-sus-sus-fuss-primes-have-two = 质数有两个因数；质数的平方有三个。
boar-sus-sus-fuss-sus-scores-3 = sus 的总分（有 3 个或 4 个因数）跳到下一个质数。
boar-sus-sus-fuss-hint-21-sus-1 = 21 是 sus 的（1、3、7 和 21），所以它变成比它大的最小质数：22 = 2 × 11 不是质数，23 是。
boar-sus-sus-fuss-other-scores-stay = 其他总分保持不变。
boar-sus-sus-fuss-hint-1-has-single = 1 只有一个因数，所以不是 sus 的：只有恰好 3 个或 4 个因数的总分才是 sus 的。
boar-sus-sus-fuss-hint-64-has-7 = 64 有 7 个因数：只有恰好 3 个或 4 个因数的总分才是 sus 的。
boar-sus-sus-fuss-next-prime-strictly = 下一个质数严格大于原来的数，超过 100 时也一样。
boar-sus-sus-fuss-hint-4-has-three = 4 有三个因数（1、2 和 4）：和四个因数一样，三个因数也让总分成为 sus 的。
boar-sus-sus-fuss-sus-update-takes = sus_update 按正确的顺序传入两个总分来进行这个回合，再对新的总分应用 Sus Fuss。
boar-sus-sus-fuss-hint-boar-brawl-30 = boar_brawl(30, 41) 是 12，而 42 不是 sus 的：传给 take_turn 时先传玩家的总分，再传对手的总分。
boar-sus-sus-fuss-hint-21-sus-so = 21 是 sus 的，所以总分变成 23：要对总分应用 sus_points，而不是对回合得分。
boar-sus-sus-fuss-sus-update-rolls = sus_update 掷的是给定的骰子。
boar-sus-sus-fuss-total-not-sus = 不是 sus 的总分保持不变。
boar-sus-sus-fuss-num-factors-sus = 200 以内每个总分的 num_factors 和 sus_points。
boar-sus-sus-fuss-property-n-1-4999 = 对于 1 到 4999 的任意 n：num_factors(n) 在 1 到 n 之间，并且当且仅当 n 是质数时等于 2
boar-sus-sus-fuss-property-n-1-4999-num = 对于 1 到 4999 的任意 n：num_factors(n) 是奇数，当且仅当 n 是平方数
boar-sus-sus-fuss-property-m-n-below = 对于 100 以下任意两个没有公因数的 m 和 n：num_factors(m * n) 等于 num_factors(m) * num_factors(n)
boar-sus-sus-fuss-property-score-1-4999 = 对于 1 到 4999 的任意总分：sus_points(score) 等于这个总分本身，或比它大的第一个质数
boar-sus-sus-fuss-property-score-1-4999-prime = 对于 1 到 4999 的任意总分：质数保持不变，并且 sus_points(sus_points(score)) 等于 sus_points(score)
boar-sus-boar-strategy-zero-dice-when = 当 Boar Brawl 的得分至少达到阈值时掷 0 个骰子。
boar-sus-boar-strategy-note-boar-brawl-40 = boar_brawl(40, 51) 是 3 * |5 - 0| = 15。
boar-sus-boar-strategy-hint-boar-brawl-40 = 先传玩家的总分，boar_brawl(40, 51) 是 15：至少为 15，所以掷 0 个骰子。“至少”是 >=，不是 >。
boar-sus-boar-strategy-hint-boar-brawl-40-51 = boar_brawl(40, 51) 是 15，低于阈值 16，所以策略掷 num_rolls 个骰子，这里是 7 个。只拿 Boar Brawl 的得分（不算 Sus Fuss）与给定的阈值比较，并原样返回 num_rolls。
boar-sus-boar-strategy-course-s-defaults = 课程中的默认值：THRESHOLD（11）和 NUM_ROLLS（6）。
boar-sus-boar-strategy-exactly-threshold-rolls = 恰好等于阈值时掷 0 个骰子。
boar-sus-boar-strategy-hint-boar-brawl-5 = boar_brawl(5, 0) 是 15，至少为 15。
boar-sus-boar-strategy-hint-boar-brawl-0 = boar_brawl(0, 0) 是 1，至少为 1。
boar-sus-boar-strategy-otherwise-number-dice = 否则掷给定数目的骰子。
boar-sus-boar-strategy-hint-num-rolls-10 = 这里 num_rolls 是 10：原样返回它。
boar-sus-boar-strategy-thresholds-0-up = 从 0 开始的各个阈值。
boar-sus-boar-strategy-hint-boar-brawl-always = Boar Brawl 总是至少得 1 分，当然至少为 0。
boar-sus-boar-strategy-sus-fuss-plays = Sus Fuss 不起作用。
boar-sus-boar-strategy-note-boar-brawl-2 = boar_brawl(2, 5) 是 6，但 2 + 6 = 8 是 sus 的，会变成 11。
boar-sus-boar-strategy-hint-boar-strategy-compares = boar_strategy 只拿 Boar Brawl 的得分与阈值比较，不算 Sus Fuss。
boar-sus-boar-strategy-property-scores-zero-dice = 对于任意总分：阈值为 0、1 和 boar_brawl(score, opponent_score) 时掷 0 个骰子；阈值超过 27 时掷 num_rolls 个
boar-sus-sus-strategy-zero-dice-when = 当掷 0 个骰子的收益至少达到阈值时掷 0 个骰子。
boar-sus-sus-strategy-note-10-against-90 = 总分 10 对 90 时，Boar Brawl 得 27 分，37 不是 sus 的：收益为 27。
boar-sus-sus-strategy-hint-rolling-zero-dice = 这里掷 0 个骰子的收益是 27，至少为 20：不管 num_rolls 是多少，都要计算掷 0 个骰子的收益，即 sus_update(0, ...)。
boar-sus-sus-strategy-note-53-against-60 = 总分 53 对 60 时，Boar Brawl 得 9 分；62 是 sus 的（1、2、31、62），变成 67：收益为 14。
boar-sus-sus-strategy-hint-gain-14-sus = 算上 Sus Fuss 收益是 14（不算则是 9），而 14 至少为 14：使用 sus_update，并用 >= 表示“至少”。
boar-sus-sus-strategy-hint-gain-14-below = 收益是 14，低于 15，所以策略掷 num_rolls 个骰子，这里是 2 个。拿收益（新总分 67 减去总分 53，调用 sus_update 时先传玩家的总分）与阈值比较，并原样返回 num_rolls。
boar-sus-sus-strategy-note-31-against-21 = 总分 31 对 21 时，Boar Brawl 得 3 分；34 是 sus 的，变成 37：收益为 6。
boar-sus-sus-strategy-hint-gain-6-below = 收益是 6，低于 10：要拿 37 - 31 与阈值比较，而不是 37。
boar-sus-sus-strategy-note-30-against-41 = 总分 30 对 41 时，Boar Brawl 得 12 分；42 不是 sus 的：收益为 12。
boar-sus-sus-strategy-course-s-defaults = 课程中的默认值：THRESHOLD（11）和 NUM_ROLLS（6）。
boar-sus-sus-strategy-sus-fuss-can = Sus Fuss 可能让掷 0 个骰子变得划算。
boar-sus-sus-strategy-note-15-against-37 = 总分 15 对 37 时，Boar Brawl 得 6 分；21 是 sus 的，变成 23：收益为 8。
boar-sus-sus-strategy-hint-boar-brawl-alone = 只算 Boar Brawl 收益是 6，但 Sus Fuss 把总分提高到 23，收益为 8：sus_update 把两者都算进去了。
boar-sus-sus-strategy-note-2-against-5 = 总分 2 对 5 时，Boar Brawl 得 6 分；8 是 sus 的（1、2、4、8），变成 11：收益为 9。
boar-sus-sus-strategy-note-past-100-113 = 超过 100 时：总分 113 对 12，Boar Brawl 得 6 分；119 = 7 × 17 是 sus 的，变成 127。
boar-sus-sus-strategy-gain-not-new = 看的是收益，而不是新总分。
boar-sus-sus-strategy-note-80-against-10 = 总分 80 对 10 时，Boar Brawl 得 3 分，83 是质数：收益为 3，尽管新总分是 83。
boar-sus-sus-strategy-hint-compare-gain-83 = 拿收益（83 - 80 = 3）与阈值比较，而不是新总分 83。
boar-sus-sus-strategy-exactly-threshold-rolls = 恰好等于阈值时掷 0 个骰子；否则掷给定数目的骰子。
boar-sus-sus-strategy-hint-gain-12-12 = 收益是 12，而 12 至少为 12。
boar-sus-sus-strategy-hint-gain-12-below = 收益 12 低于 13：返回 num_rolls，这里是 9。
boar-sus-sus-strategy-property-scores-zero-dice = 对于任意总分：阈值为 0、1 和 boar_brawl(score, opponent_score) 时掷 0 个骰子，因为 Sus Fuss 只会增加总分
boar-sus-exact-win-rate-game-2-worked = 目标分数为 2 的游戏，用分数手算得出。
boar-sus-exact-win-rate-hint-going-first-one = 先手时，掷一个骰子只要不掷出 1 就立刻获胜；掷出 1 之后，always_roll(6) 有 31031/46656 的概率得 1 分，之后你掷出什么都能获胜：264311/279936。后手时你的胜率是 31031/46656 × 5/6 = 155155/279936。检查与目标分数的比较（>=）、1 减去对手获胜的概率、能区分两位玩家的备忘录，以及两个座次的平均值。
boar-sus-exact-win-rate-hint-zero-dice-score = 掷 0 个骰子得 boar_brawl(score, opponent_score) 分，当前玩家的总分在前：(0, 0) 时得 1 分，(1, 1) 时得 3 分（而 Sus Fuss 会把 1 + 3 = 4 变成 5），(0, 1) 时得 1 分。这个策略先手时的胜率是 31031/46656，后手时从不获胜。
boar-sus-exact-win-rate-game-10-sus = 目标分数为 10 的游戏：Sus Fuss 和 Boar Brawl 会改变概率。
boar-sus-exact-win-rate-hint-new-score-goes = 每个新总分都要先经过 sus_points，再做其他事：4 变成 5，6 变成 7，8 和 9 变成 11。与目标分数比较、生成下一个局面，用的都是这个总分。
boar-sus-exact-win-rate-hint-zero-dice-score-boar = 掷 0 个骰子得 boar_brawl(score, opponent_score) 分：当前玩家自己的总分在前。
boar-sus-exact-win-rate-hint-catch-up-chooses = catch_up 根据总分做选择：调用它时把当前玩家自己的总分放在前面，并在备忘录中把它的局面与 always_roll(6) 的局面分开。
boar-sus-exact-win-rate-win-rates-against = 在目标分数为 100 的游戏中对阵 always_roll(6) 的胜率。
boar-sus-exact-win-rate-hint-four-dice-score = 四个骰子每回合的得分比六个少，但掷出 1 的机会也更小：大约赢 45% 的游戏。
boar-sus-exact-win-rate-hint-boar-brawl-alone = 只用 Boar Brawl 就能赢将近一半的游戏：boar_brawl(score, opponent_score)，当前玩家自己的总分在前，并对新总分应用 Sus Fuss。
boar-sus-exact-win-rate-hint-boar-strategy-wins = boar_strategy 大约赢 68% 的游戏：你的 boar_strategy 通过问题 10 了吗？

boar-sus-boar-brawl-boar-brawl-returned = boar_brawl({ $player }, { $opponent }) 返回了 { $got }，它既不是 1，也不是 3 到 27 之间 3 的倍数
boar-sus-boar-brawl-why-player-s-ones = 玩家的个位数字相同
boar-sus-boar-brawl-why-opponent-s-tens = 对手的十位数字相同
boar-sus-boar-brawl-why-only-opponent-s = 只有对手的个位数字不同
boar-sus-boar-brawl-why-difference-two-digits = 两个数字之差不论哪个在前都相同

boar-sus-sus-fuss-num-factors-returned = num_factors({ $n }) 返回了 { $got }，不在 1 到 { $n } 之间
boar-sus-sus-fuss-num-factors-returned-but = num_factors({ $n }) 返回了 { $got }，但 { $n } { $prime }
boar-sus-sus-fuss-num-factors-returned-but-has = num_factors({ $n }) 返回了 { $got }，但 { $n } = { $root } * { $root } 的因数个数是奇数
boar-sus-sus-fuss-num-factors-returned-but-not = num_factors({ $n }) 返回了 { $got }，但 { $n } 不是平方数，因数个数是偶数
boar-sus-sus-fuss-returned-less-than = { $call } 返回了 { $got }，比原来的总分还小
boar-sus-sus-fuss-returned-which-neither = { $call } 返回了 { $got }，它既不是 { $score }，也不是质数
boar-sus-sus-fuss-returned-but-smaller = { $call } 返回了 { $got }，但 { $prime } 是大于 { $score } 的更小的质数
boar-sus-sus-fuss-why-factor-m-n = m * n 的每个因数都是 m 的一个因数乘以 n 的一个因数
boar-sus-sus-fuss-why-score-sus-fuss = Sus Fuss 不改变的总分，以及它给出的质数，都不是 sus 的

boar-sus-boar-strategy-boar-strategy-returned = boar_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) 返回了 { $got }，期望的是 { $expected }：{ $why }

boar-sus-sus-strategy-sus-strategy-returned = sus_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) 返回了 { $got }，期望的是 0：{ $why }
boar-sus-boar-brawl-two-scores-below = 1000 以下的任意两个总分。
boar-sus-sus-fuss-number-below-5000 = 5000 以下的任意数。
boar-sus-boar-strategy-scores-thresholds-numbers = 任意的总分、阈值和骰子个数。
boar-sus-sus-strategy-scores-thresholds-numbers = 任意的总分、阈值和骰子个数。
boar-sus-boar-strategy-why-boar-brawl-scores = Boar Brawl 至少得 0 分
boar-sus-boar-strategy-why-boar-brawl-scores-least = Boar Brawl 至少得 1 分
boar-sus-boar-strategy-why-boar-brawl-scores-most = Boar Brawl 最多得 27 分
boar-sus-boar-strategy-why-boar-brawl-least = boar_brawl({ $score }, { $opponent }) 是 { $points }，至少达到阈值
boar-sus-sus-strategy-why-rolling-zero-dice = 掷 0 个骰子的收益至少为 0
boar-sus-sus-strategy-why-rolling-zero-dice-gains = 掷 0 个骰子的收益至少为 1
boar-sus-sus-strategy-why-boar-brawl-sus = boar_brawl({ $score }, { $opponent }) 是 { $points }，而 Sus Fuss 从不减少得分
boar-sus-sus-fuss-call-num-factors = num_factors({ $value1 })（即 { $m } * { $n }）
boar-sus-sus-fuss-call-sus-points-prime = sus_points({ $score })（{ $score } 是质数）
boar-sus-sus-fuss-is-prime = 是质数
boar-sus-sus-fuss-is-not-prime = 不是质数
boar-sus-facts-course-strategy-wins = sus_strategy：约 68%
