# `cargo xtask grade` 逐个用例告诉学生的内容（crates/grader/src/report/text.rs）。
# { } 中的参数由评分器填入：数字、名称、代码、命令。

## 行首标签

label-error = 错误：
label-hint = 提示：
label-note = 注意：
label-warning = 警告：

## 一个用例

case-heading = 问题 { $problem } > 测试组 { $suite } > 用例 { $case }
case-unscored = （不计分）
case-hidden = （隐藏）
debug-output = 你的 DEBUG: 输出：
debug-dropped = …… 另有 { $count } 行 DEBUG: 输出
run-alone = 只运行这个用例：{ $command }

## 用例的结果

verdict-passed = 通过
verdict-millis = （{ $millis } 毫秒）
verdict-while = ，当时正在运行 `{ $code }`
verdict-at = （位置：{ $location }）
failure-expected = 期望
failure-but-got = 实际得到
verdict-not-implemented = 尚未实现：
verdict-todo-reached = 你的代码执行到了 todo!()
hint-write-body = 请在 BEGIN 和 END PROBLEM 标记之间写出函数体，替换掉 todo!()。
verdict-panicked = 你的代码发生了 panic{ $during }{ $at }：
verdict-timed-out = 这个用例运行超过 { $seconds } 秒{ $during }，已被终止。
hint-timed-out = 你的代码可能陷入了死循环：检查每个循环是否都在向结束条件推进。
verdict-stack-overflow = 你的代码导致栈溢出{ $during }。
hint-stack-overflow = 可能有函数在无休止地调用自身。
verdict-exited = 你的代码在用例结束前终止了进程（退出码 { $code }）{ $during }。
hint-exited = 删掉对 std::process::exit 的调用，改为返回一个值。
verdict-out-of-memory = 你的代码申请了 { $amount } 内存{ $during }，超过了单个用例的上限，已被终止。
hint-out-of-memory = 可能是某个列表或字符串在循环中无限增长，或者用一个极大的数算出了大小。
verdict-crashed = 进程{ $what }{ $during }。
bytes = { $count } 字节

## 崩溃的原因，在每个系统上说法一致

crash-aborted-signal = 中止了（信号 6，SIGABRT）
crash-killed = 被强制结束（信号 9，SIGKILL）
crash-bad-access-signal = 因非法内存访问而崩溃（信号 { $signal }）
crash-signal = 被信号 { $signal } 终止
crash-fast-fail = 中止了（异常 { $code }，快速失败）
crash-no-memory = 内存耗尽（异常 { $code }）
crash-bad-access-exception = 因非法内存访问而崩溃（异常 { $code }）
crash-exception = 被异常 { $code } 终止
crash-unknown = 崩溃了
hint-crash-abort = 当一个 panic 在处理另一个 panic 时发生，或调用了 std::process::abort，Rust 会中止进程；检查这两种情况。
hint-crash-memory = 进程占用内存过多时，系统会这样终止它：检查是否有无限增长的列表。
hint-crash-bad-access = 安全的 Rust 代码本身不会这样：通常是递归太深造成的。
hint-crash-alone = 单独运行这个用例可以看到更多信息。

## 学生最常遇到的 panic，用平实的话解释

hint-subtract-overflow = 分数是无符号整数，某个减法的结果小于零了；`a.abs_diff(b)` 可以求出 |a - b|。
hint-add-overflow = 某个数超出了它的类型所能表示的范围：是不是有循环在无休止地累加？
hint-divide-by-zero = 除以零或对零取余（%）：这里哪个数可能是 0？
hint-index-out-of-bounds = 下标超出了列表的末尾。

## 一个问题

summary-and = ，
summary-then = ；
full-stop = 。

source-check-heading = 问题 { $problem } > 源代码检查
source-check-no-points = 在修正之前，问题 { $problem } 不得分。
known-mistake = 这看起来是一个常见错误：
withheld-heading = 问题 { $problem } { $reason }（{ $file }）
withheld-graded = 问题 { $problem } 按桩代码评分，因此不得分；其他问题照常评分。
withheld-does-not-compile = 无法编译
withheld-forbidden = 使用了不允许使用的内容
withheld-markers = 丢失了标记
withheld-build-timed-out = 编译时间过长
summary = 问题 { $problem }（{ $title }）：{ $status }
summary-checks-failed = { $count } 项源代码检查未通过
summary-points = { $earned }/{ $points } 分
summary-partial = （{ $scope }：分数按整个问题给出；用 { $command } 查看得分）
scope-one-case = 只运行了一个用例
scope-one-suite = 只运行了测试组 { $suite }
scope-some-cases = 只运行了部分用例
status-no-cases = 没有用例
status-all-passed = { $unscored ->
    [yes] { $count ->
        [1] { $count } 个不计分用例通过
       *[other] 全部 { $count } 个不计分用例通过
    }
   *[no] { $count ->
        [1] { $count } 个用例通过
       *[other] 全部 { $count } 个用例通过
    }
}
status-one-failed = { $unscored ->
    [yes] 1 个不计分用例未通过
   *[no] 1 个用例未通过
}
status-passed-of = { $unscored ->
    [yes] { $count } 个不计分用例中通过 { $passed } 个
   *[no] { $count } 个用例中通过 { $passed } 个
}
status-not-implemented = 尚未实现
status-other-not-implemented = { $counts }（{ $other } 尚未实现）

## 整份报告

first-failure-only = 只完整显示第一个失败：单独评分某个问题（-q NN），或加上 --verbose。
outside-edits = 以下几行位于 BEGIN/END PROBLEM 区域之外，且与发放的文件不同：
outside-edits-graded = 评分时这些位置使用原来的代码（正式评分也是如此）：只在标记之间写代码。
protection = 保护措施：{ $what }。
score-heading = 得分明细
score-problem = 问题 { $problem }
score-partial-note = （只运行了一部分）
score-title = 得分：
score-total = 总分：{ $earned }/{ $possible }
score-total-partial = 总分：-/{ $possible }（有问题只运行了一部分）

## 系统能对学生代码采取的保护

confinement-memory = 每个用例都在单独的文件夹中运行，内存上限 { $gib } GiB
confinement-full = { $memory }；Landlock 阻止了向文件夹外写入、网络连接和信号
confinement-partial = { $memory }；Landlock 阻止了向文件夹外写入（这个内核无法同时阻止网络连接和信号）
confinement-none = { $memory }；{ $system } 没有阻止向文件夹外写入、网络连接或信号（能做到这一点的 Landlock 只有 Linux 才有），因此改为在评分后检查评分文件

## 区域之外被改动的行

edited-line = { $file }：第 { $line } 行
edited-lines = { $file }：第 { $first }–{ $last } 行（共 { $count } 行）
edited-more = 另有 { $count } 处

## Gradescope 的 results.json：总体输出，以及每项测试的名称和输出

gradescope-total = 总分：{ $earned }/{ $possible }
gradescope-edited = 在问题区域之外有改动（按发放的原样评分）：{ $edits }
gradescope-source-check = 源代码检查未通过：{ $check }
gradescope-withheld = 问题 { $problem } { $reason }（{ $file }），因此按桩代码评分：
gradescope-all-passed = { $count ->
    [1] { $count } 个用例通过。
   *[other] 全部 { $count } 个用例通过。
}
gradescope-test = 问题 { $problem }（{ $title }），测试组 { $suite }
gradescope-unscored = （不计分）

## lint：任何学生文件都不能使用的内容

lint-unreadable = 无法读取：{ $error }
lint-not-allowed = 你的答案中不允许使用 { $what }：{ $why }
lint-macro-rules = 问题的代码区域中不允许使用 `macro_rules!`：请改写成函数
lint-renaming-std = 给 `std`、`core` 或 `alloc` 改名
lint-extern-function = `extern` 函数
lint-extern-block = `extern` 块
lint-why-unsafe = 评分器依赖 Rust 的安全检查
lint-why-in-full = 请写出所用内容的完整名称
lint-why-links-other-languages = 它会链接用其他语言写的代码
lint-why-call-other-languages = 被测试的代码不能调用用其他语言写的代码
lint-why-called-from-other-languages = 被测试的代码不能被其他语言调用
lint-why-extern-crate = 只能使用文件中已经用到的 crate
lint-why-another-file = 它会把另一个文件编译进你的代码
lint-why-reads-file = 它会读取另一个文件
lint-why-environment = 它会读取环境变量
lint-why-machine-code = 它会直接运行机器码
lint-why-linking = 它会改变程序的链接方式
lint-reach-fs = 被测试的代码不能读写文件
lint-reach-process = 被测试的代码不能启动程序，也不能结束评分器的进程
lint-reach-env = 被测试的代码不能读取环境变量或命令行
lint-reach-net = 被测试的代码不能使用网络
lint-reach-os = 被测试的代码不能直接使用操作系统
lint-reach-ffi = 被测试的代码不能调用用其他语言写的代码
lint-reach-arch = 被测试的代码不能运行特定处理器的指令

# 比较多行输出的用例说的话（crates/grader/src/session.rs）：各行是代码和输出，原样给出。
lines-as-expected = { $count } 行，与期望一致
lines-differ = 第 { $line } 行不同。
lines-end-here = （没有了：输出到此结束）
lines-expected-got =
    期望得到 { $number }  { $expected }
    实际得到 { $number }  { $got }
lines-hint = 提示：{ $hint }
case-could-not-start = 评分器无法启动这个用例：{ $error }

# 问题的源代码检查（crates/grader/src/source.rs）：函数不能用什么，或者必须调用什么。
source-unreadable = 无法读取：{ $error }
source-no-function = 找不到函数 `{ $function }`；请保留给定的函数签名，在函数体内编写代码
source-must-call = { $function } 必须调用 { $callee }，而不是把它做的事重写一遍
source-defines-macro = { $function } 用 `macro_rules!` 定义了宏，但{ $rule }
source-uses = { $function } 用到了 { $shown }，但{ $rule }
source-rule-strings = 这里不允许使用字符串和字符：请对数字使用 / 和 %
source-rule-indexing = 这里不允许使用下标：请用 / 和 % 取出某一位数字
source-rule-lists = 这里不允许使用数组、切片和向量：请只用普通的数
source-rule-for-loops = 这里不允许使用 `for` 循环：只用算术运算就够了
source-rule-loops = 这里不允许使用循环：请调用已经包含循环的那个函数
source-rule-call = 这里不能调用 { $name }
source-rule-macros = 这里不允许这样做：请直接在函数里写代码
source-brackets = 方括号（`[..]`）
source-for-loop = `for` 循环
source-while-loop = `while` 循环
source-loop = `loop` 循环
source-string-literal = 字符串字面量
source-char-literal = 字符字面量
source-indexing = 下标（`x[i]`）
source-array = 数组（`[..]`）
source-array-repeat = 数组（`[x; n]`）
source-array-type = 数组类型
source-slice-type = 切片类型
