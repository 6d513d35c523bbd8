# 题面中生成而非手写的文字：指南中的问题表（`{{points_table}}`），以及发布版 README 中列出其他语言的那一行。

guide-problem = 问题
guide-title = 名称
guide-points = 分值
other-languages = 其他语言：{ $languages }
