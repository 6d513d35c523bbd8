# `cargo xtask grade` 在报告前后说的话：构建、构建失败、被改动的评分文件、尚未解锁的概念题、watch 模式。

building = 正在构建评分器和你的代码……
building-first = 正在构建评分器和你的代码（第一次构建需要几分钟）……
build-failed-student = 即使把有错误的问题的代码暂时搁置，你的代码仍然无法编译：请先修正上面的错误。
build-failed-course = 课程的代码无法构建（上面的错误出在参考答案、测试组或某个规则版本自己的文件中，而不是学生文件中）：请在错误所指的文件中修正（规则版本自己的文件在 editions/<name>/ 下），然后重新评分。
build-failed-grader = 评分器本身无法构建（上面的错误不在你的文件中）：请告诉课程助教。
grading-files-edited = 警告：以下评分文件与发给你的版本不同：
grading-files-edited-graded = 在这里评分时会使用它们现在的内容；正式评分使用原始文件。
grading-files-edited-undo = 如需撤销这些改动，请从课程提供的副本中恢复（例如 `git checkout -- <file>`）。
questions-locked = 问题 { $problem } 还有 { $count } 道概念题没有解锁：用 `cargo xtask unlock -q { $problem }` 解锁。
watch-no-events = 这里无法监听文件变化（{ $error }）；按回车键重新评分。
watching = 正在监听 crates/ 中的改动；按回车键重新评分，按 Ctrl-C 停止。
grading-files-tampered = 评分期间，你的代码改动了以下评分文件（改的是评分用的副本，不是你的文件）：
    {"    "}{ $files }
    这些文件已经恢复，但这次评分不可信。被测试的代码只能做计算。
