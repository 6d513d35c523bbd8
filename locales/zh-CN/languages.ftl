# 语言本身：它的名称，以及用户要求其他语言时的提示。

language-name = 简体中文
language-not-here = 提示：hog 不支持 { $asked }；它支持 { $languages }，其余内容以英文显示（可用 --lang 或 HOG_LANG 选择）。
language-other-script = 提示：hog 暂不支持 { $asked }，改用 { $spoken }（简体中文）显示（如需英文，请用 --lang en）。
