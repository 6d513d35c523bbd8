# 学生的代码中止游戏时 `hog play` 和 `hog gui` 说的话，以及网页的服务器无法处理请求时的回答
# （crates/hog/src/crash.rs、crates/hog/src/gui/）。

crash-end-of-input = 输入已经结束，游戏到此为止。再见！
crash-input-failed = 无法读取你的回答：{ $error }
crash-endless = 已经过了 { $turns } 个回合，还没有人达到 { $goal } 分，但按规则进行的游戏最多 { $most } 个回合就会结束（每个回合至少得 1 分）。检查 `play` 是否更新了总分、是否轮换了玩家。
crash-awaiting-choice = 游戏正在等待玩家做出选择。
crash-endless-game = 一局游戏已经掷了 { $rolls } 个骰子，仍未结束，但按规则进行、目标为 { $goal } 分的游戏最多掷 { $most } 个骰子就会结束（每个回合至少得 1 分，最多掷 10 个骰子）。检查 `play` 是否更新了总分、是否在达到目标分数时停止。
crash-not-written = 问题 { $problem }（{ $name }）还没有写：在 { $file } 中完成它，然后用 `cargo xtask grade -q { $problem }` 检查。
crash-not-written-anywhere = 问题 { $problem }（{ $name }）还没有写：在你的代码中完成它，然后用 `cargo xtask grade -q { $problem }` 检查。
crash-panicked = 你的代码发生了 panic：{ $message }
crash-panicked-at = 你的代码发生了 panic：{ $message }（位置：{ $place }）
crash-hog-panicked = hog 自身发生了 panic：{ $message }（这是 hog 的 bug，不是你的代码出了错）
crash-hog-panicked-at = hog 自身发生了 panic：{ $message }（位置：{ $place }；这是 hog 的 bug，不是你的代码出了错）

gui-listening = hog gui：游戏在 { $address }（按 Ctrl-C 停止）
gui-cannot-serve = hog gui：无法在 127.0.0.1:{ $port } 上提供服务：{ $error }
gui-port-in-use = 端口 { $port } 已被占用：可能另一个 `hog gui` 正在运行（试试 http://127.0.0.1:{ $port }/），或者用 --port 换一个端口
gui-port-not-allowed = 不允许监听端口 { $port }；请用 --port 选择一个大于 1023 的端口
gui-cannot-listen = 无法监听 127.0.0.1:{ $port }：{ $error }
gui-cannot-read-request = 无法读取请求：{ $error }
gui-other-host = 这个服务器只响应来自 http://127.0.0.1:{ $port }/ 的页面
gui-nothing-here = { $path } 处什么也没有
gui-wrong-method = { $path } 只响应 { $method } 请求
gui-too-large = 一个请求最多只能有 { $most } 字节
gui-malformed = 请求格式错误：{ $error }
gui-impossible = 请求的内容不可能成立：{ $error }
gui-cannot-run-worker = 无法运行 { $program }：{ $error }
gui-seed-too-large = 种子最大为 { $most }，但现在是 { $seed }
gui-too-many-dice = 玩家只能掷 0 到 { $most } 个骰子，不能掷 { $choice } 个
gui-not-a-die = 六面骰子只能掷出 1 到 6，不会掷出 { $outcome }
gui-too-many-turns = 在这里，目标为 { $goal } 分的游戏最多进行 { $turns } 个回合
gui-too-many-rolls = 在这里，目标为 { $goal } 分的游戏最多掷 { $rolls } 个骰子
gui-goal-out-of-range = 目标分数必须在 1 到 { $most } 之间，但现在是 { $goal }
gui-unreadable-answer = 无法读取的回答（{ $error }）
gui-overflowed = 你的代码导致栈溢出，游戏已被中止：调用自身的函数必须能走到一个不再调用自身的基本情形。
gui-ended-silently = 重放结束了（{ $status }），但没有给出回答
gui-ended-saying = 重放结束了（{ $status }），但没有给出回答，它输出的是：{ $line }
gui-timed-out = 你的代码没有在 { $seconds } 秒内结束，已被终止。最常见的原因是某个循环永远不会结束：检查你代码中的循环，包括 play 里的循环和它调用的规则里的循环。
gui-stopped = 你的代码中止了游戏：{ $how }。它是否调用了 std::process::exit 或 abort？

strategy-not-offered = { $strategy } 不是 { $edition } 规则版本中的策略；可用的策略有 { $strategies }
strategy-unknown = 没有名为“{ $name }”的策略；可用的策略有 { $strategies }
edition-unknown = 没有名为“{ $name }”的规则版本；可用的规则版本有 { $editions }
edition-only-own = 你的代码属于 { $edition } 规则版本，所以 hog 只能玩这一个版本；其他规则版本要用参考答案运行（`--features solution`）
