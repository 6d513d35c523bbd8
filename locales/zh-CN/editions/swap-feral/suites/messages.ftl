# 这个规则版本自己的测试组（与本文件同目录的那些测试组）对学生说的话：每个用例的注释、
# 用例各行之间的注释、各项检查的提示，以及用文字表述的性质。每个 id 都以规则版本的
# 名称开头。

swap-feral-free-points-three-times-square = 对手总分除以 8，取平方后再乘以 3。
swap-feral-free-points-hint-42-8-5 = 42 / 8 是 5（余数舍去），3 * 5 * 5 是 75。
swap-feral-free-points-opponent-below-8 = 对手总分低于 8 时，一分也得不到。
swap-feral-free-points-hint-7-8-0 = 7 / 8 是 0，3 * 0 * 0 是 0：掷 0 个骰子的回合可以得 0 分，并没有最少 1 分的规定。
swap-feral-free-points-division-drops-remainder = 先做除法并舍去余数，再求平方。
swap-feral-free-points-hint-15-8-1 = 在整数除法中 15 / 8 是 1，所以 3 * 1 * 1 = 3：先做除法（u32 的除法会舍去余数），再求平方。先求平方，或者用浮点数做除法，都会得到 10。
swap-feral-free-points-hint-23-8-2 = 23 / 8 是 2，所以 3 * 2 * 2 = 12；而 3 * 23 * 23 / 64 会得到 24。
swap-feral-free-points-large-scores-past = 超过 100 的较大总分。
swap-feral-free-points-hint-99-8-12 = 99 / 8 是 12，3 * 12 * 12 是 432。
swap-feral-free-points-table-free-points = 对手总分不超过 200 时每一个 Free Points 结果的对照表。
swap-feral-free-points-property-score-below-10 = 对于 10 000 以下的任意总分：free_points(score) 是某个完全平方数的 3 倍
swap-feral-free-points-property-k-r-below = 对于任意 k 和 8 以下的任意 r：free_points(8 * k + r) 等于 free_points(8 * k)
swap-feral-free-points-property-k-free-points = 对于任意 k：free_points(16 * k) 是 free_points(8 * k) 的 4 倍
swap-feral-free-points-property-score-below-10-000 = 对于 10 000 以下的任意总分：对手多 1 分，得分绝不会变少
swap-feral-take-turn-rolling-dice-scores = 掷骰子时，得分就是 roll_dice 用传入的骰子算出的回合得分。
swap-feral-take-turn-hint-two-dice-mean = 2 个骰子就是用传入的骰子掷 2 次：把 `dice` 交给 roll_dice，不要在 take_turn 里另造新的骰子。
swap-feral-take-turn-hint-two-dice-roll = 两个骰子掷出 4 和 5，所以这个回合得 9 分（与骰子个数 2 相差 7：不触发 Feral Hogs）：take_turn 返回的是这个回合的得分，而不是玩家的新总分。
swap-feral-take-turn-hint-1-makes-turn = 掷出一个 1 时回合得分是 1，而 |1 - 5| 是 4，不是 3：不触发 Feral Hogs。
swap-feral-take-turn-rolling-zero-dice = 掷 0 个骰子时，得分是对手总分的 free_points。
swap-feral-take-turn-hint-zero-dice-score = 掷 0 个骰子得 free_points(opponent_score) 分：42 / 8 是 5，3 * 5 * 5 是 75。
swap-feral-take-turn-zero-dice-may = 掷 0 个骰子可能得 0 分。
swap-feral-take-turn-hint-free-points-7 = free_points(7) 是 0，掷 0 个骰子的回合就只得这么多。
swap-feral-take-turn-zero-dice-leaves = 掷 0 个骰子时不动骰子，也不触发 Feral Hogs。
swap-feral-take-turn-hint-free-points-8 = free_points(8) 是 3，和骰子个数 0 正好相差 3，但 Feral Hogs 只在掷了骰子时才适用。
swap-feral-take-turn-hint-rolling-zero-dice = 掷 0 个骰子时，一次骰子也不能掷。
swap-feral-take-turn-given-dice-ones = 掷的就是传入的骰子。
swap-feral-take-turn-hint-pass-dice-you = 把传给你的骰子交给 roll_dice。
swap-feral-take-turn-feral-hogs-turn = Feral Hogs：回合得分恰好比骰子个数多 3 时，再加 3 分。
swap-feral-take-turn-hint-two-dice-sum = 两个骰子之和是 5，比 2 多 3：Feral Hogs 加 3 分，所以是 8。
swap-feral-take-turn-hint-three-2s-sum = 3 个 2 之和是 6，比骰子个数 3 多 3：6 + 3 = 9。
swap-feral-take-turn-feral-hogs-turn-score = Feral Hogs：回合得分恰好比骰子个数少 3 时，同样加 3 分。
swap-feral-take-turn-hint-1-makes-turn-score = 掷出一个 1 时回合得分是 1，而 |1 - 4| 是 3：Feral Hogs 加 3 分，所以是 4。求差时不考虑正负（abs_diff）。
swap-feral-take-turn-feral-hogs-needs = Feral Hogs 要求差恰好为 3。
swap-feral-take-turn-hint-1-5-4 = |1 - 5| 是 4：只有差恰好为 3 才有加分，而不是差为 3 或以上。
swap-feral-take-turn-hint-6-2-4 = |6 - 2| 是 4：没有加分。
swap-feral-take-turn-feral-hogs-decided = Feral Hogs 按加分之前的得分来判断。
swap-feral-take-turn-hint-4-3-1 = 4 和骰子个数 1 相差 3，所以得 7；7 和 1 相差 6，但加分只判断一次，依据的是 4。
swap-feral-take-turn-hint-2-6-8 = 2 + 6 = 8，和骰子个数 2 相差 6：没有加分。（8 - 3 = 5 倒是相差 3，但加分是按掷出来的回合得分判断的。）
swap-feral-take-turn-hint-3-3-9 = 3 * 3 = 9，和骰子个数 3 相差 6：没有加分。
swap-feral-take-turn-property-test-dice-1 = 对于任意测试骰子和 1 到 10 个骰子：take_turn 等于 roll_dice 的结果，当且仅当 roll_dice 的结果与骰子个数相差 3 时再多 3
swap-feral-take-turn-property-opponent-score-below = 对于 1000 以下的任意对手总分：take_turn(0, opponent_score, ..) 等于 free_points(opponent_score)
swap-feral-swine-swap-scores-whose-difference = 差为完全平方数的两个总分要交换。
swap-feral-swine-swap-hint-9-5-4 = 9 - 5 是 4，即 2 * 2：是完全平方数。
swap-feral-swine-swap-hint-difference-taken-without = 求差时不考虑正负：9 - 5 和 5 - 9 都是相差 4（abs_diff）。
swap-feral-swine-swap-difference-1-1 = 差为 1 就是 1 * 1，是完全平方数。
swap-feral-swine-swap-hint-1-1-1 = 1 是 1 * 1：差为 1 时要交换总分。
swap-feral-swine-swap-equal-scores-not = 相等的总分不交换。
swap-feral-swine-swap-hint-difference-0-0 = 差为 0 虽然是 0 * 0，但交换相等的总分什么也不会改变：差为 0 不算交换。
swap-feral-swine-swap-other-differences-not = 其他的差都不是平方数。
swap-feral-swine-swap-hint-12-5-7 = 12 - 5 是 7，它不是任何整数的平方。
swap-feral-swine-swap-hint-15-lies-between = 15 在 9 和 16 之间：不是平方数。
swap-feral-swine-swap-large-differences-past = 超过 100 的较大的差。
swap-feral-swine-swap-hint-221-100-121 = 221 - 100 是 121，即 11 * 11。
swap-feral-swine-swap-table-swine-swap = 差不超过 200 时每一个 Swine Swap 结果的对照表。
swap-feral-swine-swap-property-scores-b-below = 对于 5000 以下的任意总分 a 和 b：is_swap(a, b) 等于 is_swap(b, a)
swap-feral-swine-swap-property-scores-d-below = 对于 5000 以下的任意总分 a 和差 d：is_swap(a + d, a) 等于 is_swap(d, 0)
swap-feral-swine-swap-property-n-1-70 = 对于 1 到 70 的任意 n 和任意总分 a：is_swap(a + n * n, a) 为 true
swap-feral-swine-swap-property-n-0-70 = 对于 0 到 70 的任意 n 和任意总分 a：严格介于 n * n 和 (n + 1) * (n + 1) 之间的差都不会交换
swap-feral-swine-swap-property-score-below-5000 = 对于 5000 以下的任意总分：is_swap(score, score) 为 false
swap-feral-play-one-turn-player = 一个回合：玩家 0 掷传入的骰子，达到目标分数。
swap-feral-play-note-sum-update-not = sum_update 不是 Hog 的规则：它把骰子点数之和加到总分上，所以用它的游戏只测试 play 本身。
swap-feral-play-hint-player-0-s = 玩家 0 的第一个回合用传入的骰子掷 3 个，达到 15 分，超过了目标分数 10，所以游戏到此结束。把 `dice` 交给 update，不要另造新的骰子；任何一方的总分一达到传入的目标分数就立即停止。
swap-feral-play-hint-player-0-moves = 玩家 0 先行动，play 按 (score0, score1) 的顺序返回。
swap-feral-play-update-returns-new = update 返回新的总分，用它替换旧的总分。
swap-feral-play-hint-player-0-starts = 玩家 0 从 10 分开始，掷出 8，所以 update 返回 18，也就是新的总分：把总分设为它，而不是把它加到总分上。
swap-feral-play-players-take-turns = 两位玩家轮流进行回合，直到有一方的总分达到目标分数。
swap-feral-play-hint-player-0-reaches = 玩家 0 达到 15，玩家 1 达到 15，然后玩家 0 达到 30 并获胜：每个回合结束后轮到另一位玩家，游戏一直进行到有一方的总分达到目标分数为止。（这里任意两个总分之差都不是平方数。）
swap-feral-play-turn-calls-player = 每个回合调用一次当前玩家的策略，第一个参数是该玩家自己的总分。
swap-feral-play-hint-player-0-had = 玩家 0 进行了两个回合，所以 strategy0 被调用了两次：一个回合只调用轮到的那位玩家的策略，不调用另一位的。
swap-feral-play-hint-5-0-player = 比分 5 比 0 时，玩家 1 落后，会掷 3 个骰子，但前提是 strategy1 的第一个参数是玩家 1 自己的总分：strategy1(score1, score0)。
swap-feral-play-returned-scores-score0 = 不论谁获胜，返回的总分都是 (score0, score1)。
swap-feral-play-hint-player-0-rolls = 玩家 0 每回合掷出 5，玩家 1 每回合掷出 10：5 比 10，10 比 10，然后玩家 1 达到 20。不论谁获胜，都按 (score0, score1) 的顺序返回。
swap-feral-play-swine-swap-after = Swine Swap：玩家 0 的回合结束后，相差一个平方数的两个总分要交换。
swap-feral-play-note-two-dice-3 = 两个骰子都掷出 3，得 6 分（|6 - 2| 是 4：不触发 Feral Hogs）。3 + 6 = 9 对 5：相差 4，是平方数。
swap-feral-play-hint-player-0-reaches-9 = 玩家 0 达到 9 分，对手是 5 分，相差 4，所以交换总分：变成 5 比 9。然后玩家 1（现在是 9 分）达到 15。每个回合结束后，只要 is_swap(score0, score1) 成立，就交换 score0 和 score1。
swap-feral-play-swine-swap-after-player = 玩家 1 的回合结束后同样有 Swine Swap：每个回合结束后都要检查。
swap-feral-play-note-player-0-rolls = 玩家 0 每回合掷出 2，玩家 1 每回合掷出 3（sum_update 把骰子点数加到总分上）。
swap-feral-play-hint-after-player-1 = 玩家 1 的第一个回合结束后，比分是 2 比 3，相差 1，所以变成 3 比 2：每位玩家的回合结束后都要检查是否交换，而不只是玩家 0 的回合。
swap-feral-play-goal-checked-after = 交换之后再检查是否达到目标分数。
swap-feral-play-note-two-dice-6 = 两个骰子都掷出 6，得 12 分，12 和 2 相差 10：不触发 Feral Hogs。88 + 12 = 100 对 96：相差 4。
swap-feral-play-hint-player-0-reaches-100 = 玩家 0 达到 100，但 100 和 96 相差 4：交换后 100 分归了玩家 1，玩家 1 获胜。先交换总分，再检查目标分数。
swap-feral-play-turn-scores-nothing = 一分未得的回合也可能触发交换。
swap-feral-play-note-free-points-against = 对手 6 分时 Free Points 得 0 分，所以玩家 0 仍是 5 分；5 和 6 相差 1。
swap-feral-play-scores-not-square = 相差不是平方数的总分保持原样。
swap-feral-play-note-player-rolls-5 = 使用 sum_update，每位玩家每回合掷出 5：5 比 0，5 比 5，10 比 5，从来不会相差一个平方数。
swap-feral-play-turn-rolls-given = 每个回合都掷传入的骰子，目标分数也是传入的那个。
swap-feral-play-whole-game-rule = 一整局启用所有规则的游戏，使用你的 simple_update。
swap-feral-play-100-recorded-games = 100 局记录下来的游戏，目标分数为 30，使用 simple_update。
swap-feral-play-100-recorded-games-100 = 100 局记录下来的游戏，目标分数为 100，使用 simple_update。
swap-feral-play-100-recorded-games-61 = 100 局记录下来的游戏，目标分数为 61，使用 simple_update。
swap-feral-free-strategy-zero-dice-when = Free Points 的得分至少为阈值时，掷 0 个骰子。
swap-feral-free-strategy-note-free-points-42 = free_points(42) 是 3 * 5 * 5 = 75。
swap-feral-free-strategy-hint-free-points-42 = free_points(42) 是 75：至少为 75，所以掷 0 个骰子。“至少”是 >=，不是 >。
swap-feral-free-strategy-hint-free-points-42-75 = free_points(42) 是 75，低于阈值 76，所以策略掷 num_rolls 个骰子，这里是 7 个。只用 Free Points 本身（不考虑交换）和传入的阈值比较，并原样返回 num_rolls。
swap-feral-free-strategy-free-points-comes = Free Points 由对手的总分算出。
swap-feral-free-strategy-hint-free-points-0 = free_points(0) 是 0，低于 3：Free Points 要用 opponent_score 来算，而不是玩家自己的总分。
swap-feral-free-strategy-course-s-defaults = 课程中的默认值：THRESHOLD（8）和 NUM_ROLLS（6）。
swap-feral-free-strategy-exactly-cutoff-rolls = 恰好等于阈值时掷 0 个骰子。
swap-feral-free-strategy-hint-free-points-8 = free_points(8) 是 3，至少为 3。
swap-feral-free-strategy-otherwise-number-dice = 否则掷传入的骰子个数。
swap-feral-free-strategy-hint-num-rolls-10 = 这里 num_rolls 是 10：原样返回它。
swap-feral-free-strategy-cutoffs-0-up = 从 0 开始的各个阈值。
swap-feral-free-strategy-hint-free-points-scores = 这里 Free Points 得 0 分，而 0 至少为阈值 0：掷 0 个骰子。
swap-feral-free-strategy-swine-swap-plays = 不考虑 Swine Swap。
swap-feral-free-strategy-note-free-points-20 = free_points(20) 是 12，但 12 + 12 = 24 对 20 会交换总分，对玩家不利。
swap-feral-free-strategy-hint-free-strategy-compares = free_strategy 只用 Free Points 本身和阈值比较，不考虑 Swine Swap。
swap-feral-free-strategy-property-scores-zero-dice = 对于任意总分：阈值为 0 和 free_points(opponent_score) 时掷 0 个骰子，阈值再大 1 时掷 num_rolls 个
swap-feral-swap-strategy-zero-dice-when = 掷 0 个骰子会引发交换、让玩家领先时，掷 0 个骰子。
swap-feral-swap-strategy-note-3-against-10 = 3 分对 10 分时，Free Points 得 3 分：6 对 10，相差 4，所以玩家得到 10 分。
swap-feral-swap-strategy-hint-free-points-alone = 只看 Free Points（3）低于阈值 8，但掷 0 个骰子后是 6 对 10，相差一个平方数且落后：交换后玩家变成 10 对 6。要对 Free Points 之后的两个总分，即 score + free_points(opponent_score) 和 opponent_score，检查 is_swap。
swap-feral-swap-strategy-note-5-against-6 = 5 分对 6 分时，Free Points 得 0 分，但 5 和 6 相差 1。
swap-feral-swap-strategy-note-6-against-19 = 6 分对 19 分时，Free Points 得 12 分：18 对 19，相差 1。
swap-feral-swap-strategy-dice-when-zero = 掷 0 个骰子会引发交换、让玩家落后时，掷骰子。
swap-feral-swap-strategy-note-12-against-20 = 12 分对 20 分时，Free Points 得 12 分：24 对 20，相差 4，所以玩家会降到 20 分。
swap-feral-swap-strategy-hint-free-points-12 = Free Points（12）至少为阈值 8，但它引发的交换会让玩家变成 20 对 24：遇到不利的交换就掷 num_rolls 个骰子，不管阈值是多少。
swap-feral-swap-strategy-note-20-against-16 = 20 分对 16 分时，Free Points 得 12 分：32 对 16，相差 16。
swap-feral-swap-strategy-without-swap-cutoff = 不交换时，和 free_strategy 一样由阈值决定。
swap-feral-swap-strategy-note-30-against-16 = 30 分对 16 分时，Free Points 得 12 分：42 对 16，相差 26，不交换。
swap-feral-swap-strategy-hint-no-swap-follows = 之后不会交换，而 Free Points（12）至少为 8：掷 0 个骰子。
swap-feral-swap-strategy-hint-no-swap-follows-free = 之后不会交换，而 Free Points（12）低于 13：掷 num_rolls 个骰子。
swap-feral-swap-strategy-hint-free-points-scores = Free Points 得 0 分，双方总分仍然相等，相差 0：不交换，而 0 低于 8。
swap-feral-swap-strategy-course-s-defaults = 课程中的默认值：THRESHOLD（8）和 NUM_ROLLS（6）。
swap-feral-swap-strategy-exactly-cutoff-rolls = 恰好等于阈值时掷 0 个骰子；否则掷传入的骰子个数。
swap-feral-swap-strategy-note-40-against-42 = 40 分对 42 分时，Free Points 得 75 分：115 对 42，相差 73，不交换。
swap-feral-swap-strategy-hint-75-least-75 = 75 至少为 75。
swap-feral-swap-strategy-hint-75-below-76 = 75 低于 76：返回 num_rolls，这里是 9。
swap-feral-swap-strategy-note-past-100-120 = 超过 100：120 分对 24 分时，Free Points 得 27 分：147 对 24，相差 123。
swap-feral-swap-strategy-property-scores-when-zero = 对于任意总分：掷 0 个骰子不引发交换时，阈值为 free_points(opponent_score) 时掷 0 个骰子，再大 1 时掷 num_rolls 个；引发交换时，阈值为 0 和 1000 的选择相同

swap-feral-free-points-free-points-returned = free_points({ $opponent }) 返回了 { $got }，它不是某个完全平方数的 3 倍
swap-feral-free-points-free-points-returned-but = free_points({ $opponent }) 返回了 { $got }，但 free_points({ $value1 }) 返回了 { $next }，反而更少
swap-feral-free-points-why-two-scores-divided = 两个总分除以 8 的商相同，所以得分也应相同
swap-feral-free-points-why-twice-quotient-gives = 商变成两倍，它的平方就变成四倍

swap-feral-take-turn-rolled-dice-times = { $call } 掷了 { $get } 次骰子，期望的是 { $num_rolls } 次
swap-feral-take-turn-returned-but-roll = { $call } 返回了 { $got }，但 roll_dice 得 { $rolled } 分，与骰子个数 { $num_rolls } 相差 3：期望的是 { $value1 }
swap-feral-take-turn-returned-but-roll-dice = { $call } 返回了 { $got }，但 roll_dice 得 { $rolled } 分，与骰子个数 { $num_rolls } 相差不是 3：期望的是 { $rolled }
swap-feral-take-turn-take-turn-0 = take_turn(0, { $opponent }, ..) 掷了 { $get } 次骰子

swap-feral-swine-swap-why-difference-two-scores = 两个总分的差与先后顺序无关
swap-feral-swine-swap-why-only-difference-two = 只有两个总分的差才起作用

swap-feral-free-strategy-free-strategy-returned = free_strategy({ $score }, { $opponent }, { $cutoff }, { $num_rolls }) 返回了 { $got }，期望的是 { $expected }：{ $why }

swap-feral-swap-strategy-returned-but-returned = { $value1 } 返回了 { $low }，但 { $value2 } 返回了 { $high }：掷 0 个骰子后是 { $after } 对 { $opponent }，会发生交换，这时不该由阈值来决定
swap-feral-swap-strategy-returned-expected-zero = { $value1 } 返回了 { $got }，期望的是 { $expected }：掷 0 个骰子后是 { $after } 对 { $opponent }，不会交换，而 free_points({ $opponent }) 是 { $points }
swap-feral-free-points-opponent-score-below = 10 000 以下的任意对手总分。
swap-feral-take-turn-dice-opponent-score = 任意的骰子和任意的对手总分。
swap-feral-swine-swap-scores-below-5000 = 5000 以下的任意总分。
swap-feral-free-strategy-scores-cutoffs-numbers = 任意的总分、阈值和骰子个数。
swap-feral-swap-strategy-scores-cutoffs-numbers = 任意的总分、阈值和骰子个数。
swap-feral-free-strategy-why-free-points-scores = Free Points 至少得 0 分
swap-feral-free-strategy-why-free-points-least = free_points({ $opponent }) 是 { $points }，不低于阈值
swap-feral-free-strategy-why-free-points-below = free_points({ $opponent }) 是 { $points }，低于阈值
swap-feral-swine-swap-call-swap = is_swap({ $value1 }, { $a })（{ $value2 } 是 { $n } * { $n }）
swap-feral-swine-swap-call-swap-not-square = is_swap({ $a }, { $value1 })（{ $d } 不是平方数）
swap-feral-facts-course-strategy-wins = swap_strategy：约 99.6%
