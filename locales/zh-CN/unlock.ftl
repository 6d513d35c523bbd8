# `cargo xtask unlock -q NN`：在终端中逐一提问某个问题的概念题。

unlock-heading = 问题 { $problem }：概念题
unlock-already = 第 { $number } 题已经解锁。
unlock-question = 第 { $number } 题，共 { $count } 题
unlock-right = -- 回答正确！已解锁。 --
unlock-wrong = -- 不太对，再试一次！ --
unlock-choose = 请输入选项的编号，从 1 到 { $count }。
unlock-stopped = 已停止。你解锁的题目都已保存；再运行同一条命令即可继续。
unlock-done = 问题 { $problem } 的所有概念题都已解锁。
unlock-none = 问题 { $problem } 没有需要解锁的概念题
