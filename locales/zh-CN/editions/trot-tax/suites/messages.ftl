# 这个规则版本自己的测试组（与本文件同目录的那些测试组）对学生说的话：每个用例的注释、
# 用例各行之间的注释、各项检查的提示，以及用文字表述的性质。每个 id 都以规则版本的
# 名称开头。

# 问题 02：lean_bacon
trot-tax-lean-bacon-ten-minus-smaller-digit = Lean Bacon 的得分是 10 减去对手总分两位数字中较小的那个。
trot-tax-lean-bacon-hint-46 = 46 的两位数字是 4 和 6；较小的是 4，10 - 4 是 6。
trot-tax-lean-bacon-hint-73 = 73 的两位数字是 7 和 3；较小的是 3，所以 10 - 3 是 7。较小的数字不一定是十位数字。
trot-tax-lean-bacon-one-digit-scores = 低于 10 的总分，十位数字是 0。
trot-tax-lean-bacon-hint-8 = 8 就是 08：它的十位数字是 0，也就是较小的那个数字，所以 Lean Bacon 得 10 - 0 = 10 分。
trot-tax-lean-bacon-scores-ending-in-0 = 个位数字是 0 时，它就是较小的那个数字。
trot-tax-lean-bacon-hint-30 = 30 的两位数字是 3 和 0；较小的是 0，所以 10 - 0 是 10。
trot-tax-lean-bacon-100-and-past = 从 100 起，十位数字和个位数字仍然是最后两位。
trot-tax-lean-bacon-hint-137 = 137 的十位数字是 3（137 / 10 是 13，13 % 10 是 3），个位数字是 7：10 - 3 是 7。
trot-tax-lean-bacon-hint-100 = 100 的十位数字和个位数字都是 0：10 - 0 是 10。
trot-tax-lean-bacon-table-lean-bacon = 总分从 0 到 200 时每一个 lean_bacon 结果的对照表，与审核过的那张一致。
trot-tax-lean-bacon-any-opponent-score = 任意的对手总分。
trot-tax-lean-bacon-property-one-to-ten = 对于 10 000 以下的任意总分：lean_bacon 得 1 到 10 分
trot-tax-lean-bacon-returned-outside = lean_bacon({ $opponent }) 返回了 { $got }，但 10 减去一个数字的结果只能是 1 到 10
trot-tax-lean-bacon-property-last-two-digits = 对于从 100 起的任意总分：lean_bacon 只取决于最后两位数字
trot-tax-lean-bacon-why-two-digits-count = 只有十位数字和个位数字起作用，所以最后两位相同的总分得分也相同
trot-tax-lean-bacon-property-digits-either-order = 对于任意两个数字：不论哪个作十位数字，lean_bacon 的得分都相同
trot-tax-lean-bacon-why-order-of-digits = 两个数字中较小的那个与它们的先后顺序无关

# 问题 03：take_turn
trot-tax-take-turn-rolling-dice-scores = 掷骰子时，得分就是 roll_dice 用传入的骰子算出的回合得分。
trot-tax-take-turn-hint-two-dice-mean = 2 个骰子就是用传入的骰子掷 2 次：把 `dice` 交给 roll_dice，不要在 take_turn 里另造新的骰子。
trot-tax-take-turn-hint-two-dice-roll = 两个骰子掷出 4 和 5，所以这个回合得 9 分：take_turn 返回的是这个回合的得分，而不是玩家的新总分。
trot-tax-take-turn-hint-1-makes-turn = 骰子中只要有一个 1，回合得分就是 1（Sow Sad，由 roll_dice 负责）。
trot-tax-take-turn-rolling-zero-dice = 掷 0 个骰子时，得分是对手总分的 lean_bacon。
trot-tax-take-turn-hint-zero-dice-score = 掷 0 个骰子得 lean_bacon(opponent_score) 分：46 中较小的数字是 4，10 - 4 是 6。
trot-tax-take-turn-zero-dice-leaves = 掷 0 个骰子时不动骰子。
trot-tax-take-turn-hint-lean-bacon-99 = lean_bacon(99) 是 1，掷 0 个骰子的回合就只得这么多。
trot-tax-take-turn-hint-rolling-zero-dice = 掷 0 个骰子时，一次骰子也不能掷。
trot-tax-take-turn-given-dice-ones = 掷的就是传入的骰子。
trot-tax-take-turn-hint-pass-dice-you = 把传给你的骰子交给 roll_dice。
trot-tax-take-turn-dice-opponent-score = 任意的骰子和任意的对手总分。
trot-tax-take-turn-property-test-dice-1 = 对于任意测试骰子和 1 到 10 个骰子：take_turn 等于用同样的骰子调用 roll_dice 的结果
trot-tax-take-turn-rolled-dice-times = { $call } 掷了 { $get } 次骰子，期望的是 { $num_rolls } 次
trot-tax-take-turn-property-opponent-score-below = 对于 1000 以下的任意对手总分：take_turn(0, opponent_score, ..) 等于 lean_bacon(opponent_score)
trot-tax-take-turn-take-turn-0 = take_turn(0, { $opponent }, ..) 掷了 { $get } 次骰子，期望的是一次也不掷

# 问题 04：sow_tax 和 time_trot
trot-tax-sow-tax-trailing-player-pays = Sow Tax：掷出 1 之后仍然落后的玩家，每掷一个骰子就要付 1 分。
trot-tax-sow-tax-hint-5-dice = 5 个骰子，触发了 Sow Sad（1 分），而且 21 低于 40：对手得 5 分，每个骰子 1 分。
trot-tax-sow-tax-only-after-sow-sad = 只有 Sow Sad 之后才有 Sow Tax，也就是得 1 分的回合。
trot-tax-sow-tax-hint-12-points = 得 12 分的回合没有掷出 1：不管玩家落后多少，都不收税。
trot-tax-sow-tax-leader-pays-nothing = 回合结束后领先或打平的玩家一分也不用付。
trot-tax-sow-tax-hint-41-leads = 41 高于 40：这个回合结束后玩家领先，所以不收税。
trot-tax-sow-tax-hint-level = 40 对 40 是打平，不是落后：不收税。用 < 比较，而不是 <=。
trot-tax-sow-tax-zero-dice-never = 掷 0 个骰子的回合从不收税。
trot-tax-sow-tax-hint-zero-dice = Lean Bacon 也可能只得 1 分，但这个回合没有掷骰子：Sow Tax 要求至少掷了一个骰子。
trot-tax-time-trot-dice-equal-turn-number = Time Trot：掷的骰子个数等于回合编号时，再进行一个回合。
trot-tax-time-trot-hint-turn-0 = 在第 0 回合，掷 0 个骰子会再进行一个回合：0 % 8 是 0。
trot-tax-time-trot-modulo-8 = 回合编号按模 8 计算。
trot-tax-time-trot-hint-11 = 11 % 8 是 3，所以在第 11 回合掷 3 个骰子会再进行一个回合。
trot-tax-time-trot-hint-8-dice = 8 % 8 是 0：在第 8 回合，掷 0 个骰子才会再进行一个回合，掷 8 个骰子不会。
trot-tax-time-trot-never-twice = 绝不会连续出现两个额外回合。
trot-tax-time-trot-hint-after-extra = 刚进行的回合本身就是额外回合（last_was_extra 为 true），所以不管掷了几个骰子，都不会再带来一个回合。
trot-tax-sow-tax-time-trot-any-turn = 任意的回合。
trot-tax-sow-tax-property-all-or-nothing = 对于任意回合：sow_tax 要么是 0，要么是骰子个数
trot-tax-sow-tax-returned-neither = { $call } 返回了 { $got }，但税要么是 0，要么是每个骰子 1 分（{ $num_rolls }）
trot-tax-sow-tax-property-leader-pays-nothing = 对于任意让玩家打平或领先的回合：sow_tax 是 0
trot-tax-time-trot-property-every-8-turns = 对于任意回合编号：8 个回合之后，time_trot 的回答不变
trot-tax-time-trot-why-modulo-8 = 只有回合编号除以 8 的余数起作用
trot-tax-time-trot-property-never-twice = 对于任意本身就是额外回合的回合：time_trot 为 false

# 问题 05：play
trot-tax-play-one-turn-player = 一个回合：玩家 0 掷传入的骰子，达到目标分数。
trot-tax-play-note-sum-update-not = sum_update 不是 Hog 的规则：它把骰子点数之和加到总分上，所以用它的游戏只测试 play 本身。
trot-tax-play-hint-player-0-s = 玩家 0 的第一个回合用传入的骰子掷 3 个，达到 15 分，超过了目标分数 10，所以游戏到此结束。把 `dice` 交给 update，不要另造新的骰子；任何一方的总分一达到传入的目标分数就立即停止。
trot-tax-play-hint-player-0-moves = 玩家 0 先行动，play 按 (score0, score1) 的顺序返回。
trot-tax-play-update-returns-new = update 返回新的总分，用它替换旧的总分。
trot-tax-play-hint-player-0-starts = 玩家 0 从 10 分开始，掷出 8，所以 update 返回 18，也就是新的总分：把总分设为它，而不是把它加到总分上。
trot-tax-play-players-take-turns = 两位玩家轮流进行回合，直到有一方的总分达到目标分数。
trot-tax-play-hint-player-0-reaches = 玩家 0 达到 15，玩家 1 达到 15，然后玩家 0 达到 30 并获胜：每个回合结束后轮到另一位玩家，游戏一直进行到有一方的总分达到目标分数为止。（在第 0、1、2 回合掷 5 个骰子都不会带来额外回合。）
trot-tax-play-turn-calls-player = 每个回合调用一次当前玩家的策略，第一个参数是该玩家自己的总分。
trot-tax-play-hint-player-0-had = 玩家 0 进行了两个回合，所以 strategy0 被调用了两次：一个回合只调用轮到的那位玩家的策略，不调用另一位的。
trot-tax-play-hint-5-0-player = 比分 5 比 0 时，玩家 1 落后，会掷 3 个骰子，但前提是 strategy1 的第一个参数是玩家 1 自己的总分：strategy1(score1, score0)。
trot-tax-play-returned-scores-score0 = 不论谁获胜，返回的总分都是 (score0, score1)。
trot-tax-play-hint-player-0-rolls = 玩家 0 每回合掷出 5，玩家 1 每回合掷出 10：5 比 10，10 比 10，然后玩家 1 达到 20。不论谁获胜，都按 (score0, score1) 的顺序返回。
trot-tax-play-time-trot-turn-0 = Time Trot：在第 0 回合掷 0 个骰子，玩家 0 再进行一个回合。
trot-tax-play-note-zero-dice-first = 玩家 0 每次都掷 0 个骰子，玩家 1 每次都掷 2 个；掷 0 个骰子时 sum_update 一分也不加。
trot-tax-play-hint-turn-0 = 第 0 回合属于玩家 0，掷 0 个骰子：0 % 8 是 0，所以玩家 0 在第 1 回合再次行动。第 2 回合属于玩家 1，掷 2 个骰子：2 % 8 是 2，所以玩家 1 也再次行动。回合从 0 开始编号，每个回合结束后都要询问 time_trot。
trot-tax-play-time-trot-never-twice = 额外回合绝不会再带来另一个额外回合。
trot-tax-play-note-lean-bacon-then-one-die = 玩家 0 在 0 分时掷 0 个骰子，之后每次掷 1 个；玩家 1 每次都掷 1 个。
trot-tax-play-hint-never-twice = 第 0 回合：Lean Bacon 得 10 分，并且再进行一个回合。第 1 回合：掷 1 个骰子得 3 分，总分 13；1 % 8 虽然是 1，但第 1 回合本身是额外回合：接下来轮到玩家 1。要把刚进行的回合是不是额外回合告诉 time_trot。
trot-tax-play-extra-turns-are-numbered = 额外回合也要编号。
trot-tax-play-note-two-dice-each = 两位玩家每次都掷 2 个骰子，点数都是 3（sum_update）。
trot-tax-play-hint-numbered = 第 2 回合属于玩家 0，并带来另一个回合，即第 3 回合。之后的回合从 4 接着编号，第 10 回合（10 % 8 是 2）属于玩家 1，他在第 11 回合再次行动：最终是 42 比 36。每个回合都要计数，包括额外回合。
trot-tax-play-time-trot-modulo-8 = Time Trot 按模 8 计算回合编号。
trot-tax-play-note-one-die-each = 两位玩家每次都掷 1 个骰子，点数都是 5（sum_update）。
trot-tax-play-hint-turn-9 = 第 1 回合让玩家 1 再进行一个回合；第 9 回合也让玩家 0 再进行一个回合，因为 9 % 8 是 1：玩家 0 在第 10 回合达到 30。拿骰子个数与 turn_number % 8 比较（time_trot 就是这样做的）。
trot-tax-play-no-turn-after-a-win = 有人获胜之后不再有任何回合，额外回合也不例外。
trot-tax-play-hint-won-on-turn-0 = 第 0 回合掷 0 个骰子，玩家 0 从 95 分到了 105 分，本来还会再进行一个回合，但游戏已经结束：任何一方的总分一达到目标分数就立即停止。
trot-tax-play-sow-tax-from-the-update = Sow Tax 按 update 给这个回合的得分来判断。
trot-tax-play-note-one-point-update = 这个 update 不看骰子，只加 1 分：掷 3 个骰子时，每个回合都是得 1 分的回合。
trot-tax-play-hint-tax-from-points = 一个回合的得分是新总分减去旧总分。玩家 0 从 0 到 1，低于 5：玩家 1 得 3 分，到 8，然后达到 9；玩家 0 达到 2，低于 9，玩家 1 又得 3 分，到 12。
trot-tax-play-sow-tax-in-a-game = 一局游戏中的 Sow Tax，使用你的 simple_update。
trot-tax-play-hint-tax-in-a-game = 每个回合结束后，另一位玩家得 sow_tax(num_rolls, points, 新总分, 另一位玩家的总分) 分；然后由 time_trot 决定下一个回合轮到谁。
trot-tax-play-sow-tax-can-end-the-game = Sow Tax 可能让另一位玩家赢下这局游戏。
trot-tax-play-hint-tax-wins = 玩家 0 掷出 6 个 1：得 1 分，51 低于 97，所以玩家 1 得 6 分，达到 103。游戏到此结束：收税之后再检查目标分数。
trot-tax-play-turn-rolls-given = 每个回合都掷传入的骰子，目标分数也是传入的那个。
trot-tax-play-whole-game-rule = 一整局启用所有规则的游戏，使用你的 simple_update。
trot-tax-play-100-recorded-games = 100 局记录下来的游戏，目标分数为 30，使用 simple_update。
trot-tax-play-100-recorded-games-100 = 100 局记录下来的游戏，目标分数为 100，使用 simple_update。
trot-tax-play-100-recorded-games-61 = 100 局记录下来的游戏，目标分数为 61，使用 simple_update。

# 问题 10：lean_strategy
trot-tax-lean-strategy-zero-dice-when = Lean Bacon 的得分至少为阈值时，掷 0 个骰子。
trot-tax-lean-strategy-note-lean-bacon-46 = 对手 46 分时，Lean Bacon 得 6 分。
trot-tax-lean-strategy-hint-at-least = 6 至少为阈值 6：掷 0 个骰子。用 >= 比较。
trot-tax-lean-strategy-hint-below = 6 低于阈值 7：掷 num_rolls 个骰子，这里是 7 个。
trot-tax-lean-strategy-opponents-score = Lean Bacon 由对手的总分算出。
trot-tax-lean-strategy-hint-opponents-99 = 对手有 99 分，所以 Lean Bacon 得 1 分，低于 3：掷 5 个骰子。lean_bacon 接收的是 opponent_score，而不是 score。
trot-tax-lean-strategy-course-s-defaults = 课程中的默认值：THRESHOLD 和 NUM_ROLLS。
trot-tax-lean-strategy-exactly-threshold-rolls = 恰好等于阈值时掷 0 个骰子。
trot-tax-lean-strategy-hint-73 = 对手 73 分时，Lean Bacon 得 7 分，恰好等于阈值 7：掷 0 个骰子。
trot-tax-lean-strategy-otherwise-number-dice = 否则掷传入的骰子个数。
trot-tax-lean-strategy-hint-num-rolls-10 = 对手 99 分时，Lean Bacon 得 1 分，低于 2：返回 num_rolls，这里是 10，而不是你自己定的数。
trot-tax-lean-strategy-thresholds-0-up = 从 0 开始的各个阈值。
trot-tax-lean-strategy-hint-threshold-0 = Lean Bacon 至少得 1 分，所以阈值为 0 时总是掷 0 个骰子。
trot-tax-lean-strategy-scores-thresholds-numbers = 任意的总分、阈值和骰子个数。
trot-tax-lean-strategy-property-scores-zero-dice = 对于任意总分和骰子个数：阈值为 0 或等于 Lean Bacon 的得分时掷 0 个骰子，阈值再大 1 时掷 num_rolls 个
trot-tax-lean-strategy-returned = lean_strategy({ $score }, { $opponent }, { $threshold }, { $num_rolls }) 返回了 { $got }，期望的是 { $expected }：{ $why }
trot-tax-lean-strategy-why-threshold-0 = Lean Bacon 总是至少得 0 分
trot-tax-lean-strategy-why-at-least = lean_bacon({ $opponent }) 是 { $points }，不低于阈值
trot-tax-lean-strategy-why-below = lean_bacon({ $opponent }) 是 { $points }，低于阈值

# 问题 11：tax_strategy
trot-tax-tax-strategy-zero-dice-when-tax-would-lose = 掷这些骰子时，如果一次 Sow Tax 就会让对手赢下游戏，就掷 0 个骰子。
trot-tax-tax-strategy-note-50-against-96 = 50 分对 96 分时，掷 6 个骰子若触发 Sow Sad，总分是 51，低于 96，而税会让对手从 96 到 102。
trot-tax-tax-strategy-hint-tax-reaches-goal = 税会让对手超过目标分数：掷 0 个骰子。用 sow_tax(num_rolls, 1, score + 1, opponent_score) 算出一次 Sow Sad 的代价。
trot-tax-tax-strategy-hint-exactly-goal = 一次 Sow Sad 后是 21，低于 95，5 个骰子的税让对手从 95 恰好到 100，即目标分数：掷 0 个骰子。用 >= 比较。
trot-tax-tax-strategy-dice-when-tax-falls-short = 税不足以让对手达到目标分数时，什么也不改变。
trot-tax-tax-strategy-note-three-dice = 3 个骰子的税只会让对手从 96 到 99。
trot-tax-tax-strategy-hint-tax-short = 99 低于目标分数，所以像 lean_strategy 那样决定：对手 96 分时，Lean Bacon 得 4 分，低于 8，所以掷这 3 个骰子。
trot-tax-tax-strategy-no-tax-without-trailing = 一次 Sow Sad 不会让玩家落后时，就没有税。
trot-tax-tax-strategy-hint-leads = 97 分时，一次 Sow Sad 后是 98，高于 96：不收税，所以像 lean_strategy 那样决定。
trot-tax-tax-strategy-hint-level = 95 分时，一次 Sow Sad 后是 96，与 96 打平：不收税。
trot-tax-tax-strategy-otherwise-as-lean-strategy = 否则与 lean_strategy 相同。
trot-tax-tax-strategy-hint-bacon = 税只会让对手从 40 到 46；对手 40 分时，Lean Bacon 得 10 分，至少为 8：掷 0 个骰子，与 lean_strategy 的结果一致。
trot-tax-tax-strategy-course-s-defaults = 课程中的默认值：THRESHOLD 和 NUM_ROLLS。
trot-tax-tax-strategy-scores-thresholds-numbers = 任意的总分、阈值和骰子个数。
trot-tax-tax-strategy-property-far-from-goal = 对于 89 以下的任意对手总分：tax_strategy 等于 lean_strategy
trot-tax-tax-strategy-why-far-from-goal = 即使 10 个骰子的税，也不能让低于 89 分的对手达到目标分数
trot-tax-tax-strategy-property-tax-would-lose = 对于总分低于 80、对手 99 分的任意玩家：掷 0 个骰子，因为任何税都会让对手赢下游戏

# 问题 12：final_strategy 的标题行
trot-tax-facts-course-strategy-wins = tax_strategy：约 62%
