# 隐藏测试组说的话（tests/suites/hidden/）：只在正式评分时显示，
# 从不出现在发给学生的版本中。

hidden-1-middle-long = 长回合的中间出现一个 1，并且掷完后骰子停在正确的位置。
hidden-property-test-dice-1 = 对于任意测试骰子和 1 到 10 个骰子：roll_dice 遵守 Sow Sad，并且每个骰子掷一次

hidden-returned-expected = { $call } 返回了 { $got }，期望的是 { $expected }
hidden-rolled-dice-times = { $call } 掷了 { $get } 次骰子，期望的是 { $num_rolls } 次
hidden-outcomes-number-dice = 任意点数，任意个数的骰子，对照 Sow Sad 检查。
hidden-sweep-everywhere = 对 0 到 99 的每个对手总分都做出了正确的选择
hidden-sweep-differs = { $call } 返回了 { $got }，但 { $because }，所以应该返回 { $expected }
hidden-at-least = 至少达到
hidden-below = 低于
