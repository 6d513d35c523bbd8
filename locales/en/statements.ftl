# Words of the statements that are made rather than written: the guide's table of problems
# (`{{points_table}}`) and the line of a release's README that names the other languages.

guide-problem = Problem
guide-title = Title
guide-points = Points
other-languages = Also in: { $languages }
