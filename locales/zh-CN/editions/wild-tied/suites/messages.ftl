# 本规则版本自己的测试组（与本文件同目录的测试组）对学生说的话：每个用例的注释、用例各行之间的注释、
# 各项检查的提示，以及用文字表述的性质。
# 每个 id 都以规则版本的名称开头。

wild-tied-free-bacon-one-more-than = 对手总分中最大的那位数字再加一。
wild-tied-free-bacon-hint-42-has-digits = 42 的各位数字是 4 和 2，较大的是 4，Free Bacon 再多给 1 分：5。
wild-tied-free-bacon-hint-larger-digit-may = 较大的数字可能在最后：24 和 42 一样得 5 分。要看每一位数字，而不只是第一位。
wild-tied-free-bacon-score-one-digit = 一位数的总分，它自己就是最大的数字。
wild-tied-free-bacon-hint-7-has-one = 7 只有一位数字 7：Free Bacon 得 8 分。
wild-tied-free-bacon-hint-9-largest-digit = 9 是最大的数字，所以 Free Bacon 最多得 10 分。
wild-tied-free-bacon-opponent-0-still = 对手总分为 0 时，仍然能得 1 分。
wild-tied-free-bacon-hint-0-has-one = 0 只有一位数字 0，Free Bacon 再多给 1 分：1。即使你的循环一位数字都没看就停下了，也仍然要加上这个 1。
wild-tied-free-bacon-hint-10-has-digits = 10 的各位数字是 1 和 0：0 较小，所以是 1 + 1 = 2。
wild-tied-free-bacon-scores-three-digits = 三位及以上的总分。
wild-tied-free-bacon-hint-109-has-three = 109 有三位数字：1、0 和 9。9 要算进去，尽管它既不是第一位也不是第二位。
wild-tied-free-bacon-hint-keep-going-while = 只要还有数字没看就继续：1005 的 5 在最后一位。
wild-tied-free-bacon-free-bacon-opponent = 对手总分从 0 到 210 的每一个值上的 Free Bacon。
wild-tied-free-bacon-property-score-below-10 = 对于 10 000 以下的任意总分：free_bacon(score) 在 1 到 10 之间
wild-tied-free-bacon-property-score-below-1000 = 对于 1000 以下的任意总分和任意数字 d：free_bacon(10 * score + d) 是 free_bacon(score) 与 d + 1 中较大的那个
wild-tied-free-bacon-property-digit-d-free = 对于任意数字 d：free_bacon(d) 为 d + 1
wild-tied-take-turn-four-sides-when = 两个总分之和是 7 的倍数时，骰子是四面的。
wild-tied-take-turn-hint-10-18-28 = 10 + 18 = 28，即 4 * 7：掷四面骰子。
wild-tied-take-turn-hint-neither-3-nor = 3 和 4 都不是 7 的倍数，但它们的和是：Hog Wild 看的是两个总分之和。
wild-tied-take-turn-hint-sum-same-whichever = 无论哪个总分在前，和都一样。
wild-tied-take-turn-six-sides-otherwise = 否则骰子是六面的。
wild-tied-take-turn-hint-7-multiple-7 = 7 是 7 的倍数，但和 8 不是：六面。
wild-tied-take-turn-hint-17-ends-7 = 17 的个位是 7，但它不是 7 的倍数（那是 Hog Tied 的规则，见问题 04）：六面。
wild-tied-take-turn-0-multiple-7 = 0 是 7 的倍数：游戏的第一个回合就适用 Hog Wild。
wild-tied-take-turn-hint-0-0-7 = 0 = 0 * 7，所以在 0 比 0 时骰子是四面的。
wild-tied-take-turn-sums-past-100 = 和超过 100 的情况。
wild-tied-take-turn-hint-105-15-7 = 105 是 15 * 7。
wild-tied-take-turn-property-scores-below-1000 = 对于 1000 以下的任意总分：hog_wild 为 4 或 6，且无论哪个总分在前，结果都一样
wild-tied-take-turn-property-scores-below-1000-7 = 对于 1000 以下的任意总分：任一玩家多得 7 分，结果都不变
wild-tied-take-turn-no-dice-earn = 不掷骰子时，得分为对手总分的 free_bacon，而且骰子一次也不掷。
wild-tied-take-turn-hint-zero-dice-turn = 不掷骰子时，这个回合得到对手总分 42 的 Free Bacon：1 + 4。
wild-tied-take-turn-hint-turn-zero-dice = 不掷骰子的回合，骰子一次也不会被掷。
wild-tied-take-turn-hint-free-bacon-reads = Free Bacon 看的是对手的总分（这里是 30），而不是玩家自己的 42。
wild-tied-take-turn-six-sides-dice = 骰子是六面时，得分就是 roll_dice 用传入的骰子掷出的结果。
wild-tied-take-turn-note-30-4-34 = 30 + 4 = 34 不是 7 的倍数：掷六面骰子，每个点数都算数。
wild-tied-take-turn-hint-2-6-3 = 2 + 6 + 3 是 11：六面时，点数就是骰子本身掷出的点数。把骰子交给 roll_dice。
wild-tied-take-turn-hint-three-dice-three = 三个骰子，就是把传给 take_turn 的骰子掷三次。
wild-tied-take-turn-four-sides-5 = 骰子是四面时，掷出 5 或 6 要重掷。
wild-tied-take-turn-note-30-5-35 = 30 + 5 = 35 是 5 * 7：掷四面骰子。骰子依次掷出 6, 3, 4, 6, 3, ...
wild-tied-take-turn-hint-first-6-does = 第一个 6 不算，要重掷（得 3）；然后是 4；然后又是 6，重掷（得 3）：3 + 4 + 3 = 10。要一直重掷到点数不超过 4 为止，而不是把 6 换成另一个数。
wild-tied-take-turn-hint-three-four-sided = 三个四面骰子掷了五次：每个 6 都重掷了。
wild-tied-take-turn-first-turn-game = 游戏的第一个回合掷四面骰子。
wild-tied-take-turn-hint-0-0-multiple = 0 + 0 是 7 的倍数：5 和 6 都要重掷，算数的点数是 4 和 3。
wild-tied-take-turn-sow-sad-holds = 骰子是四面时，Sow Sad 同样适用。
wild-tied-take-turn-hint-14-multiple-7 = 14 是 7 的倍数：算数的点数是 1、2 和 4，其中的 1 让这个回合只得 1 分。
wild-tied-take-turn-six-sides-5 = 骰子是六面时，5 和 6 照常计分。
wild-tied-take-turn-note-10-3-13 = 10 + 3 = 13 不是 7 的倍数：不需要重掷。
wild-tied-take-turn-hint-six-sides-5 = 六面时 5 + 6 = 11：只有四面骰子才会重掷 5 或 6。问问 hog_wild 骰子有几面。
wild-tied-hog-tied-one-die-when = 两个总分之和的个位是 7 时，只掷一个骰子。
wild-tied-hog-tied-hint-20-7-27 = 20 + 7 = 27，个位是 7：最多掷一个骰子。
wild-tied-hog-tied-hint-9-8-17 = 9 + 8 = 17，个位是 7，尽管两个总分的个位都不是 7：先把总分相加，再看个位数字。
wild-tied-hog-tied-hint-3-4-7 = 3 + 4 = 7，这是第一个个位为 7 的数。
wild-tied-hog-tied-ten-dice-otherwise = 否则是十个骰子，即 MAX_ROLLS。
wild-tied-hog-tied-hint-28-ends-8 = 28 的个位是 8：照常最多掷 MAX_ROLLS（10）个骰子。
wild-tied-hog-tied-hint-0-does-not = 0 的个位不是 7。
wild-tied-hog-tied-hint-both-scores-end = 两个总分的个位都是 7，但它们的和 14 不是：只有和才算数。
wild-tied-hog-tied-hint-70-multiple-7 = 70 是 7 的倍数，但个位是 0：那是 Hog Wild 的规则（问题 03），不是 Hog Tied 的。
wild-tied-hog-tied-sums-past-100 = 和超过 100 的情况。
wild-tied-hog-tied-hint-107-ends-7 = 107 的个位是 7：要看整个和的个位数字。
wild-tied-hog-tied-hint-170-ends-0 = 170 的个位是 0，尽管它的十位数字是 7。
wild-tied-hog-tied-hog-tied-sum = 和从 0 到 200 的每一个值上的 hog_tied。
wild-tied-hog-tied-property-scores-below-1000 = 对于 1000 以下的任意总分：hog_tied 为 1 或 10，且无论哪个总分在前，结果都一样
wild-tied-hog-tied-property-scores-below-1000-10 = 对于 1000 以下的任意总分：任一玩家多得 10 分，结果都不变
wild-tied-play-one-turn-player = 一个回合：玩家 0 掷传入的骰子，达到目标分数。
wild-tied-play-note-sum-update-not = sum_update 不是 Hog 的规则：不管骰子掷出什么，它都把点数加到总分上，所以用它进行的游戏只检验 play 本身。
wild-tied-play-hint-player-0-rolls = 玩家 0 掷 2 个传入的骰子，得 12 分，一下子就达到了目标分数 12。把 `dice` 原样交给 update，并在有总分达到目标分数时立即停止。
wild-tied-play-hint-player-0-moves = 玩家 0 先行动，play 按 (score0, score1) 的顺序返回。
wild-tied-play-update-returns-new = update 返回新的总分，用它替换旧的总分。
wild-tied-play-hint-player-0-starts = 玩家 0 从 20 分开始，掷出 6，所以 update 返回 26，这就是完整的新总分：直接保留它，不要再把它加到 20 上。
wild-tied-play-players-take-turns = 两位玩家轮流进行回合，直到有总分达到目标分数。
wild-tied-play-hint-turn-adds-8 = 每个回合加 8 分：8 比 0，8 比 8，16 比 8，16 比 16，然后玩家 0 达到 24。每个回合结束后换另一位玩家，直到有总分达到目标分数。
wild-tied-play-turn-asks-player = 每个回合只向当前玩家的策略询问一次，并把该玩家自己的总分放在前面。
wild-tied-play-hint-player-1-behind = 玩家 1 在 0 比 6 时落后，掷 4 个骰子（12 分）；在 12 比 12 时不落后，掷 1 个骰子，达到 15。这需要调用 strategy1(score1, score0)：玩家 1 自己的总分在前。
wild-tied-play-hint-player-1-had = 玩家 1 进行了两个回合，所以 strategy1 被询问了两次：只询问当前玩家的策略。
wild-tied-play-returned-scores-score0 = 无论谁获胜，返回的总分都是 (score0, score1)。
wild-tied-play-hog-tied-where = Hog Tied：两个总分之和的个位是 7 时，最多掷一个骰子。
wild-tied-play-note-10-7-sum = 在 10 比 7 时，和为 17。两个策略都要求掷 5 个骰子，轨迹显示了传给 update 的是什么。
wild-tied-play-cap-holds-player = 玩家 1 的回合同样受这个上限约束。
wild-tied-play-choice-no-dice = 选择不掷骰子或掷一个骰子时，保持原样。
wild-tied-play-cap-depends-scores = 上限取决于每个回合开始时的总分。
wild-tied-play-starting-scores-ones = 起始总分就是传入的那两个，上限也根据它们来判断。
wild-tied-play-turn-rolls-given = 每个回合都掷传入的骰子，目标分数也是传入的那个。
wild-tied-play-free-bacon-hog = 用你的 simple_update 进行一整局游戏，其中有 Free Bacon、Hog Wild 和 Hog Tied。
wild-tied-play-game-past-100 = 使用 simple_update、目标分数为 150 的一局游戏，总分会超过 100。
wild-tied-play-100-recorded-games = 100 局录制好的游戏，目标分数为 30，使用 simple_update。
wild-tied-play-100-recorded-games-100 = 100 局录制好的游戏，目标分数为 100，使用 simple_update。
wild-tied-play-100-recorded-games-67 = 100 局录制好的游戏，目标分数为 67，使用 simple_update。
wild-tied-bacon-strategy-no-dice-when = Free Bacon 的得分达到或超过阈值时，不掷骰子。
wild-tied-bacon-strategy-note-free-bacon-46 = free_bacon(46) 是 1 + 6 = 7。
wild-tied-bacon-strategy-hint-free-bacon-earns = 对手为 46 时 Free Bacon 得 7 分，7 达到了阈值 7：不掷骰子。恰好达到也算（>=）。
wild-tied-bacon-strategy-hint-7-falls-short = 7 不到 8，所以策略掷传给它的 num_rolls 个骰子，即 4 个。只需拿对手总分的 free_bacon 与阈值比较，别的都不用管。
wild-tied-bacon-strategy-course-s-threshold = 课程的 THRESHOLD（8）和 NUM_ROLLS（6）。
wild-tied-bacon-strategy-hint-free-bacon-reads = Free Bacon 看的是对手的总分：free_bacon(17) 是 1 + 7 = 8。
wild-tied-bacon-strategy-hint-free-bacon-opponent = 对手总分 42 的 Free Bacon 是 5，低于 8：它看的不是玩家自己的 17。
wild-tied-bacon-strategy-free-bacon-exactly = Free Bacon 恰好等于阈值。
wild-tied-bacon-strategy-hint-free-bacon-0 = free_bacon(0) 是 1，达到了 1。
wild-tied-bacon-strategy-hint-free-bacon-109 = free_bacon(109) 是 10：其中的 9 要算进去。
wild-tied-bacon-strategy-otherwise-number-dice = 否则掷传入的那么多个骰子。
wild-tied-bacon-strategy-hint-num-rolls-10 = num_rolls 是 10：原样返回它。
wild-tied-bacon-strategy-thresholds-0-up = 从 0 开始的各个阈值。
wild-tied-bacon-strategy-hint-free-bacon-earns-least = Free Bacon 至少得 1 分，所以一定达到 0。
wild-tied-bacon-strategy-hint-free-bacon-earns-most = Free Bacon 最多得 10 分，低于 11。
wild-tied-bacon-strategy-hog-wild-hog = 不考虑 Hog Wild 和 Hog Tied。
wild-tied-bacon-strategy-note-20-17-sum = 在 20 和 17 时，和 37 的个位是 7：Hog Tied 会把任何选择都限制为一个骰子。
wild-tied-bacon-strategy-hint-bacon-strategy-weighs = bacon_strategy 只拿 Free Bacon 的 8 分与阈值 9 比较，别的都不考虑：它掷 num_rolls 个骰子。
wild-tied-bacon-strategy-property-scores-no-dice = 对于任意总分：阈值为 0、1 和 free_bacon(opponent_score) 时不掷骰子；阈值为 11 时掷 num_rolls 个
wild-tied-bacon-strategy-property-scores-player-s = 对于任意总分：玩家自己的总分不影响结果
wild-tied-tied-strategy-away-hog-tied = 不受 Hog Tied 影响时，选择与 bacon_strategy 相同。
wild-tied-tied-strategy-note-20-18-sum = 在 20 和 18 时，和 38 的个位不是 7，free_bacon(18) 是 9。
wild-tied-tied-strategy-hint-free-bacon-earns = Free Bacon 得 9 分，达到了阈值 9：不掷骰子。
wild-tied-tied-strategy-hint-9-falls-short = 9 不到 10，而这里掷骰子不受只掷一个骰子的限制：掷 num_rolls 个。
wild-tied-tied-strategy-held-one-die = 只能掷一个骰子时，如果 Free Bacon 超过那个骰子的平均值，就不掷骰子。
wild-tied-tied-strategy-note-20-17-sum = 在 20 和 17 时，和 37 的个位是 7，且不是 7 的倍数：一个六面骰子，平均 3.5 分。free_bacon(17) 是 8。
wild-tied-tied-strategy-hint-8-short-threshold = 8 不到阈值 9，但这里掷骰子只能掷一个，而 8 超过了它的 3.5：不掷骰子。问问 hog_tied 这个回合是否只能掷一个骰子。
wild-tied-tied-strategy-note-3-24-sum = 在 3 和 24 时，和 27 的个位是 7：free_bacon(24) 是 5，大于 3.5。
wild-tied-tied-strategy-held-one-die-die = 只能掷一个骰子时，如果 Free Bacon 得分更少，就掷这个骰子。
wild-tied-tied-strategy-note-7-10-sum = 在 7 和 10 时，和 17 的个位是 7：一个六面骰子。free_bacon(10) 是 2，小于 3.5。
wild-tied-tied-strategy-hint-free-bacon-s = Free Bacon 的 2 分既不到阈值 5，也不到骰子的 3.5：掷 num_rolls 个（play 只会掷一个）。
wild-tied-tied-strategy-note-6-11-sum = 在 6 和 11 时，和为 17：free_bacon(11) 是 2。
wild-tied-tied-strategy-hint-2-still-reaches = 2 仍然达到了阈值 2：不掷骰子，不管那个骰子能得几分。
wild-tied-tied-strategy-die-s-sides = 骰子的面数由 Hog Wild 决定：平均 3.5 分或 2.5 分。
wild-tied-tied-strategy-note-free-bacon-23 = free_bacon(23) 和 free_bacon(3) 都是 4。在 14 和 23 时，和为 37：一个六面骰子，平均 3.5。
wild-tied-tied-strategy-hint-4-more-than = 4 大于 3.5：不掷骰子。
wild-tied-tied-strategy-note-4-3-sum = 在 4 和 3 时，和 7 的个位是 7，也是 7 的倍数：一个四面骰子（Hog Wild），平均 2.5。free_bacon(3) 是 4。
wild-tied-tied-strategy-note-5-2-sum = 在 5 和 2 时，和又是 7：一个四面骰子。free_bacon(2) 是 3，大于 2.5。
wild-tied-tied-strategy-hint-one-die-four = 这里的那个骰子是四面的（7 是 7 的倍数），所以平均只得 2.5 分，Free Bacon 的 3 分超过了它：向 hog_wild 询问骰子的面数。
wild-tied-tied-strategy-free-bacon-below = Free Bacon 不超过骰子的平均值时，照常掷骰子。
wild-tied-tied-strategy-note-6-1-sum = 在 6 和 1 时，和为 7：一个四面骰子，平均 2.5。free_bacon(1) 是 2。
wild-tied-tied-strategy-hint-2-less-than = 2 小于 2.5：掷骰子。
wild-tied-tied-strategy-note-27-0-sum = 在 27 和 0 时，和为 27：一个六面骰子，平均 3.5。free_bacon(0) 是 1。
wild-tied-tied-strategy-note-75-2-sum = 在 75 和 2 时，和为 77，既是 7 的倍数，个位又是 7：一个四面骰子。free_bacon(2) 是 3。
wild-tied-tied-strategy-hint-free-bacon-s-3 = Free Bacon 的 3 分超过了四面骰子的 2.5。
wild-tied-tied-strategy-note-14-3-sum = 在 14 和 3 时，和为 17：一个六面骰子。free_bacon(3) 是 4，4 超过了 3.5。
wild-tied-tied-strategy-note-15-2-sum = 在 15 和 2 时，和为 17：一个六面骰子。free_bacon(2) 是 3，3 不到 3.5。
wild-tied-tied-strategy-hint-3-less-than = 3 小于六面骰子的 3.5：掷骰子。为了只用整数，可以改成拿得分的两倍 6 与 6 + 1 = 7 比较。
wild-tied-tied-strategy-property-scores-no-dice = 对于任意总分：只要 free_bacon(opponent_score) 达到阈值，就不掷骰子
wild-tied-tied-strategy-property-scores-hog-tied = 对于 hog_tied 不限制为一个骰子的任意总分：只由 Free Bacon 和阈值决定
wild-tied-exact-win-rate-game-5-worked = 一局目标分数为 5 的游戏，用分数手工算出。
wild-tied-exact-win-rate-hint-q-1-5 = 设 q = 1 - (5/6)^6，w = 1 - (3/4)^6，分别是六个六面骰子和六个四面骰子中出现 1 的概率：always_roll(0) 先手时获胜的概率是 q * q，后手时是 w * q，因为在 0 比 0 时对手的骰子是四面的（Hog Wild：0 是 7 的倍数）。检查对手总分的 Free Bacon、骰子的面数、目标分数（>=）、1 减去对手的概率，以及两个座次的平均值。
wild-tied-exact-win-rate-game-30-free = 一局目标分数为 30 的游戏：Free Bacon、Hog Wild 和 Hog Tied 会改变概率。
wild-tied-exact-win-rate-hint-one-die-four = 只要两个总分之和是 7 的倍数（包括 0），骰子就是四面的：roll_chances_of(num_rolls, hog_wild(score, opponent_score))。
wild-tied-exact-win-rate-hint-where-scores-add = 两个总分之和的个位是 7 时，要掷四个骰子也只能掷一个：用 hog_tied(score, opponent_score) 限制选择，always_roll(6) 也一样。
wild-tied-exact-win-rate-hint-zero-dice-earn = 不掷骰子得到 free_bacon(opponent_score)：看的是对手的总分，而不是当前玩家的。
wild-tied-exact-win-rate-hint-catch-up-chooses = catch_up 根据总分做选择：询问它时把当前玩家自己的总分放在前面，并在备忘录中把它的局面与 always_roll(6) 的局面分开存放。
wild-tied-exact-win-rate-win-rates-against = 在目标分数为 100 的游戏中对战 always_roll(6) 的胜率。
wild-tied-exact-win-rate-hint-four-dice-earn = 四个骰子每回合的得分比六个少，但掷出 1 的次数也更少：大约赢 47% 的局。
wild-tied-exact-win-rate-hint-free-bacon-alone = 只用 Free Bacon，每回合 1 到 10 分，大约赢 40% 的局：得分是对手总分的 free_bacon，永远不受 Hog Tied 限制（不掷骰子本来就少于一个骰子）。
wild-tied-exact-win-rate-hint-bacon-strategy-wins = bacon_strategy 大约赢 57% 的局：你的 bacon_strategy 通过问题 10 了吗？

wild-tied-free-bacon-free-bacon-returned = free_bacon({ $opponent }) 返回了 { $got }，不在 1 到 10 之间

wild-tied-take-turn-hog-wild-returned = hog_wild({ $player }, { $opponent }) 返回了 { $got }，既不是 4 也不是 6
wild-tied-take-turn-why-only-sum-scores = 只有两个总分之和才算数
wild-tied-take-turn-why-sum-7-larger = 和加 7 之后是 7 的倍数，当且仅当原来的和是 7 的倍数

wild-tied-hog-tied-hog-tied-returned = hog_tied({ $player }, { $opponent }) 返回了 { $got }，既不是 1 也不是 10
wild-tied-hog-tied-why-only-sum-scores = 只有两个总分之和才算数
wild-tied-hog-tied-why-sum-10-larger = 和加 10 之后，个位数字不变

wild-tied-bacon-strategy-bacon-strategy-returned = bacon_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) 返回了 { $got }，期望的是 { $expected }：{ $why }
wild-tied-bacon-strategy-why-free-bacon-reads = Free Bacon 只看对手的总分

wild-tied-tied-strategy-tied-strategy-returned = tied_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) 返回了 { $got }，但 free_bacon({ $opponent }) 是 { $points }，达到了阈值：应当不掷骰子
wild-tied-tied-strategy-tied-strategy-returned-expected = tied_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) 返回了 { $got }，期望的是 { $expected }：hog_tied({ $score }, { $opponent }) 不是 1，而 free_bacon({ $opponent }) 是 { $points }
wild-tied-free-bacon-score-below-10 = 10 000 以下的任意总分。
wild-tied-take-turn-two-scores-below = 1000 以下的任意两个总分。
wild-tied-hog-tied-two-scores-below = 1000 以下的任意两个总分。
wild-tied-bacon-strategy-scores-thresholds-numbers = 任意的总分、阈值和骰子个数。
wild-tied-tied-strategy-scores-thresholds-numbers = 任意的总分、阈值和骰子个数。
wild-tied-bacon-strategy-why-free-bacon-earns = Free Bacon 至少得 0 分
wild-tied-bacon-strategy-why-free-bacon-earns-1 = Free Bacon 至少得 1 分
wild-tied-bacon-strategy-why-free-bacon-earns-10 = Free Bacon 最多得 10 分
wild-tied-bacon-strategy-why-free-bacon-which = free_bacon({ $opponent }) 是 { $points }，达到了阈值
wild-tied-facts-course-strategy-wins = tied_strategy：约 58%
