# 这个规则版本自己的测试组（与本文件同目录的那些测试组）对学生说的话：每个用例的注释、
# 用例各行之间的注释、各项检查的提示，以及用文字表述的性质。每个 id 都以规则版本的
# 名称开头。

seven-eleven-facts-eleven-up-hog = Eleven Up 和 Hog Seven 会改变总分。
seven-eleven-facts-note-two-dice-5 = 两个骰子掷出 5 和 6，每回合得 11 分：每位玩家第一次到 11 分时升为 14，而玩家 0 之后的 25 和 36 保持不变。
seven-eleven-facts-whole-game-rule = 一整局启用所有规则的游戏，使用 eleven_update 和你在问题 02 到 04 中写的代码。
seven-eleven-facts-100-recorded-games = 100 局记录下来的游戏，目标分数为 30，使用 simple_update。
seven-eleven-facts-100-recorded-games-100 = 100 局记录下来的游戏，目标分数为 100，使用 eleven_update。
seven-eleven-facts-100-recorded-games-67 = 100 局记录下来的游戏，目标分数为 67，使用 eleven_update。
seven-eleven-hog-seven-two-points-plus = 2 分加上对手总分除以 7 的余数。
seven-eleven-hog-seven-hint-46-6-sevens = 46 是 6 个 7 再多 4，所以 Hog Seven 得 2 + 4 分。`%` 能求出这个 4。
seven-eleven-hog-seven-multiple-7-leaves = 7 的倍数没有余数，但仍然得 2 分。
seven-eleven-hog-seven-hint-0-divided-7 = 0 除以 7 余 0：这个回合仍然能得到每次 Hog Seven 都会加上的那 2 分。
seven-eleven-hog-seven-hint-7-7-0 = 7 % 7 是 0，不是 7：余数总是小于 7。
seven-eleven-hog-seven-scores-below-7 = 小于 7 的总分，余数就是它本身。
seven-eleven-hog-seven-hint-6-holds-no = 6 里一个 7 也没有：6 % 7 是 6，2 + 6 是 8，这是 Hog Seven 能给的最多的分。
seven-eleven-hog-seven-scores-100-more = 100 及以上的总分，按完整的总分计算。
seven-eleven-hog-seven-hint-100-14-7 = 100 = 14 * 7 + 2：要对整个总分取余，而不是只看它的最后几位。
seven-eleven-hog-seven-hog-seven-opponent = 对手总分从 0 到 210 时每一个 Hog Seven 的结果。
seven-eleven-hog-seven-property-score-below-1000 = 对于 1000 以下的任意总分：hog_seven(score) 在 2 到 8 之间
seven-eleven-hog-seven-property-score-below-1000-7 = 对于 1000 以下的任意总分：再多 7 分，结果不变
seven-eleven-hog-seven-property-k-below-150 = 对于 150 以下的任意 k：hog_seven(7 * k) 为 2
seven-eleven-take-turn-dice-earn-what = 掷骰子时，得分就是 roll_dice 用传入的骰子算出的结果。
seven-eleven-take-turn-hint-three-dice-three = 3 个骰子就是用 `dice`（传给 take_turn 的骰子）掷 3 次：把它交给 roll_dice。
seven-eleven-take-turn-hint-2-6-3 = 2 + 6 + 3 是 11：掷骰子时，这个回合的得分就是 roll_dice 算出的得分，对手的 50 分不起作用。
seven-eleven-take-turn-no-dice-earn = 不掷骰子时，得分是对手总分的 hog_seven。
seven-eleven-take-turn-hint-zero-dice-turn = 掷 0 个骰子时，这个回合按对手的总分计算 Hog Seven：hog_seven(46) 是 2 + 4。
seven-eleven-take-turn-no-dice-no = 0 个骰子，就一次也不掷。
seven-eleven-take-turn-hint-turn-zero-dice = 掷 0 个骰子的回合，一次骰子也不能掷。
seven-eleven-take-turn-roll-comes-dice = 每一次掷骰子都要用传入的骰子。
seven-eleven-take-turn-hint-roll-dice-take = 通过 roll_dice 掷 take_turn 收到的那些骰子。
seven-eleven-eleven-up-multiple-11-rises = 11 的倍数增加 3 分。
seven-eleven-eleven-up-hint-22-2-11 = 22 是 2 * 11，所以 Eleven Up 加 3：变成 25。
seven-eleven-eleven-up-hint-99-9-11 = 99 是 9 * 11：和其他倍数一样，升到 102。
seven-eleven-eleven-up-other-scores-stay = 其他总分保持不变，0 也一样。
seven-eleven-eleven-up-hint-0-0-11 = 0 是 0 * 11，但不是正的倍数：Eleven Up 让它保持为 0。
seven-eleven-eleven-up-hint-21-not-multiple = 21 不是 11 的倍数：21 % 11 是 10。
seven-eleven-eleven-up-hint-25-what-22 = 25 是 22 升上来的结果；它不是 11 的倍数，所以保持 25。
seven-eleven-eleven-up-past-100-rule = 超过 100 之后，规则照样适用。
seven-eleven-eleven-up-eleven-update-adds = eleven_update 先加上这个回合的得分，再应用 Eleven Up。
seven-eleven-eleven-up-hint-three-4s-bring = 3 个 4 让 10 变成 22，即 2 * 11，Eleven Up 再把它升到 25。
seven-eleven-eleven-up-hint-hog-seven-opponent = 对手 12 分时 Hog Seven 得 7 分，15 + 7 = 22，变成 25。
seven-eleven-eleven-up-hint-1-brings-10 = 掷出一个 1 让 10 变成 11，而 11 也是 11 的倍数：变成 14。
seven-eleven-eleven-up-apply-eleven-up = 对新的总分应用 Eleven Up，而不是对这个回合的得分。
seven-eleven-eleven-up-hint-dice-bring-11 = 骰子带来 11 分，20 + 11 = 31：规则看的是总分，而不是这 11 分。
seven-eleven-eleven-up-raised-once-past = 只升一次，超过 100 也一样，使用传入的骰子。
seven-eleven-eleven-up-hint-hog-seven-6 = 对手 6 分时 Hog Seven 得 8 分，82 + 8 = 90 不是 11 的倍数：保持 90。
seven-eleven-eleven-up-hint-76-12-88 = 76 + 12 = 88 = 8 * 11，升到 91，升完之后不再检查一次。
seven-eleven-eleven-up-hint-98-1-99 = 98 + 1 = 99 = 9 * 11，升到 102：超过目标分数也一样。
seven-eleven-eleven-up-eleven-up-score = 总分从 0 到 200 时每一个 eleven_up 的结果。
seven-eleven-eleven-up-property-k-1-450 = 对于 1 到 450 的任意 k：eleven_up(11 * k) 为 11 * k + 3
seven-eleven-eleven-up-property-k-below-450 = 对于 450 以下的任意 k 和 1 到 10 的任意 r：eleven_up(11 * k + r) 为 11 * k + r
seven-eleven-seven-strategy-no-dice-when = Hog Seven 的得分达到或超过阈值时，不掷骰子。
seven-eleven-seven-strategy-note-hog-seven-19 = hog_seven(19) 是 2 + 5 = 7。
seven-eleven-seven-strategy-hint-hog-seven-earns = 对手 19 分时 Hog Seven 得 7 分，7 达到了阈值 7：不掷骰子。恰好达到也算（>=）。
seven-eleven-seven-strategy-hint-7-falls-short = 7 不到 8，所以策略掷传入的 num_rolls 个骰子，也就是 4 个。只用对手总分的 hog_seven 和阈值比较，别的都不要加。
seven-eleven-seven-strategy-course-s-threshold = 课程中的 THRESHOLD（8）和 NUM_ROLLS（6）。
seven-eleven-seven-strategy-hint-hog-seven-reads = Hog Seven 看的是对手的总分：hog_seven(20) 是 2 + 6 = 8。
seven-eleven-seven-strategy-hint-hog-seven-opponent = 对手 46 分时 Hog Seven 得 6 分，低于 8：它看的不是玩家自己的 20 分。
seven-eleven-seven-strategy-hog-seven-exactly = Hog Seven 的得分恰好等于阈值。
seven-eleven-seven-strategy-hint-hog-seven-0 = hog_seven(0) 是 2，达到了 2。
seven-eleven-seven-strategy-otherwise-number-dice = 否则掷传入的骰子个数。
seven-eleven-seven-strategy-hint-num-rolls-10 = num_rolls 是 10：原样返回它。
seven-eleven-seven-strategy-thresholds-0-up = 从 0 开始的各个阈值。
seven-eleven-seven-strategy-hint-hog-seven-earns-least = Hog Seven 至少得 2 分，所以一定达到 0。
seven-eleven-seven-strategy-hint-hog-seven-earns-most = Hog Seven 最多得 8 分，低于 9。
seven-eleven-seven-strategy-eleven-up-left = 不考虑 Eleven Up。
seven-eleven-seven-strategy-note-hog-seven-12 = hog_seven(12) 是 7，15 + 7 = 22 会升到 25：算上 Eleven Up 共增加 10 分。
seven-eleven-seven-strategy-hint-seven-strategy-weighs = seven_strategy 只衡量 Hog Seven 的 7 分，不算 Eleven Up 的 3 分。
seven-eleven-seven-strategy-property-scores-no-dice = 对于任意总分：阈值为 0、2 和 hog_seven(opponent_score) 时不掷骰子；阈值为 9 时掷 num_rolls 个
seven-eleven-seven-strategy-property-scores-player-s = 对于任意总分：玩家自己的总分不影响结果
seven-eleven-eleven-strategy-no-dice-when = 不掷骰子能让总分增加的分数达到或超过阈值时，不掷骰子。
seven-eleven-eleven-strategy-note-17-against-10 = 17 分对 10 分时，Hog Seven 得 5 分；22 是 2 * 11，升到 25：比 17 多 8 分。
seven-eleven-eleven-strategy-hint-zero-dice-take = 掷 0 个骰子让 17 变成 25，算上 Eleven Up 增加 8 分（不算则是 5 分），达到了 8：用 eleven_update 计算掷 0 个骰子的结果，并用 >=。
seven-eleven-eleven-strategy-hint-gain-8-falls = 增加的 8 分不到 9，所以答案是 num_rolls，这里是 3。增加的分数是新总分 25 减去原来的总分 17，调用 eleven_update 时第一个参数是玩家自己的总分。
seven-eleven-eleven-strategy-note-30-against-46 = 30 分对 46 分时，Hog Seven 得 6 分，36 不是 11 的倍数：增加 6 分。
seven-eleven-eleven-strategy-hint-gain-6-short = 增加了 6 分，不到 7：要用 36 - 30 和阈值比较，而不是 36。
seven-eleven-eleven-strategy-course-s-threshold = 课程中的 THRESHOLD（8）和 NUM_ROLLS（6）。
seven-eleven-eleven-strategy-eleven-up-can = Eleven Up 可以让掷 0 个骰子变得划算。
seven-eleven-eleven-strategy-note-20-against-0 = 20 分对 0 分时，Hog Seven 得 2 分；22 升到 25：增加 5 分。
seven-eleven-eleven-strategy-hint-hog-seven-alone = 只算 Hog Seven 只增加 2 分，但 22 是 11 的倍数，Eleven Up 把它变成 25，共增加 5 分：eleven_update 会把两者都算进去。
seven-eleven-eleven-strategy-note-past-100-108 = 超过 100：108 分对 0 分时，Hog Seven 得 2 分；110 = 10 * 11，升到 113。
seven-eleven-eleven-strategy-gain-not-new = 看增加的分数，而不是新的总分。
seven-eleven-eleven-strategy-note-80-against-10 = 80 分对 10 分时，Hog Seven 得 5 分，85 保持不变：增加 5 分，尽管新总分是 85。
seven-eleven-eleven-strategy-hint-compare-gain-85 = 用增加的分数（85 - 80 = 5）和阈值比较，而不是用新总分 85。
seven-eleven-eleven-strategy-gain-exactly-threshold = 增加的分数恰好等于阈值时不掷骰子；否则掷传入的骰子个数。
seven-eleven-eleven-strategy-hint-3-8-11 = 3 + 8 = 11，升到 14：增加了 11 分，达到了 11。
seven-eleven-eleven-strategy-hint-gain-11-falls = 增加的 11 分不到 12：返回 num_rolls，这里是 9。
seven-eleven-eleven-strategy-property-scores-no-dice = 对于任意总分：阈值为 0、2 和 hog_seven(opponent_score) 时不掷骰子，因为 Eleven Up 只会加分；阈值为 12 时掷 num_rolls 个
seven-eleven-exact-win-rate-game-5-worked = 目标分数为 5 的游戏，用分数手工算出结果。
seven-eleven-exact-win-rate-hint-q-1-5 = 设 q = 1 - (5/6)^6，即 6 个骰子中至少有一个 1 的概率：先手时，掷 0 个骰子得到对手 0 分时的 Hog Seven（2 分），只要 always_roll(6) 只得了 1 分，就能再得 3 分获胜：概率为 q。后手时，要在对手 1 分时得 3 分，再在对手 2 分时得 4 分：概率为 q * q。检查 Hog Seven 看的是不是对手的总分、目标分数的比较（>=）、是否用 1 减去对手获胜的概率，以及是否取两个座次的平均值。
seven-eleven-exact-win-rate-game-30-eleven = 目标分数为 30 的游戏：Eleven Up 和 Hog Seven 会改变获胜的概率。
seven-eleven-exact-win-rate-hint-new-score-goes = 每个新的总分都要先经过 Eleven Up（11 变成 14，22 变成 25）：检查目标分数、生成下一个局面时，都要用升过之后的总分。
seven-eleven-exact-win-rate-hint-zero-dice-earn = 掷 0 个骰子得到 hog_seven(opponent_score)：看的是对手的总分，而不是当前玩家的总分。
seven-eleven-exact-win-rate-hint-catch-up-chooses = catch_up 根据双方的总分做选择：调用它时第一个参数是当前玩家自己的总分，并且在备忘录中把它的局面和 always_roll(6) 的局面分开存放。
seven-eleven-exact-win-rate-win-rates-against = 在目标分数为 100 的游戏中对阵 always_roll(6) 的胜率。
seven-eleven-exact-win-rate-hint-four-dice-earn = 掷 4 个骰子每回合的得分比掷 6 个少，但掷出 1 的情况也更少：大约能赢 46% 的游戏。
seven-eleven-exact-win-rate-hint-hog-seven-alone = 只用 Hog Seven，每回合 2 到 8 分，大约能赢 6% 的游戏：按对手的总分计算 hog_seven(opponent_score)，并对新的总分应用 Eleven Up。
seven-eleven-exact-win-rate-hint-seven-strategy-wins = seven_strategy 大约能赢 49% 的游戏：你的 seven_strategy 通过问题 10 了吗？

seven-eleven-hog-seven-hog-seven-returned = hog_seven({ $opponent }) 返回了 { $got }，不在 2 到 8 之间
seven-eleven-hog-seven-why-seven-more-leaves = 多一个 7，余数不变

seven-eleven-seven-strategy-seven-strategy-returned = seven_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) 返回了 { $got }，期望的是 { $expected }：{ $why }
seven-eleven-seven-strategy-why-hog-seven-reads = Hog Seven 只看对手的总分

seven-eleven-eleven-strategy-eleven-strategy-returned = eleven_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) 返回了 { $got }，期望的是 { $expected }：{ $why }
seven-eleven-hog-seven-score-below-1000 = 1000 以下的任意总分。
seven-eleven-eleven-up-score-below-5000 = 5000 以下的任意总分。
seven-eleven-seven-strategy-scores-thresholds-numbers = 任意的总分、阈值和骰子个数。
seven-eleven-eleven-strategy-scores-thresholds-numbers = 任意的总分、阈值和骰子个数。
seven-eleven-seven-strategy-why-hog-seven-earns = Hog Seven 至少得 0 分
seven-eleven-seven-strategy-why-hog-seven-earns-2 = Hog Seven 至少得 2 分
seven-eleven-seven-strategy-why-hog-seven-earns-8 = Hog Seven 最多得 8 分
seven-eleven-seven-strategy-why-hog-seven-which = hog_seven({ $opponent }) 是 { $points }，达到了阈值
seven-eleven-eleven-strategy-why-zero-dice-gain = 掷 0 个骰子至少增加 0 分
seven-eleven-eleven-strategy-why-zero-dice-gain-2 = 掷 0 个骰子至少增加 2 分
seven-eleven-eleven-strategy-why-zero-dice-gain-11 = 掷 0 个骰子最多增加 11 分：Hog Seven 的 8 分加上 Eleven Up 的 3 分
seven-eleven-eleven-strategy-why-never-takes-points = hog_seven({ $opponent }) 是 { $points }，而 Eleven Up 从不减分
seven-eleven-eleven-up-call-eleven-up-not = eleven_up({ $score })（不是 11 的倍数）
seven-eleven-facts-course-strategy-wins = eleven_strategy：约 50%
