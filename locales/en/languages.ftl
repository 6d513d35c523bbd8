# The language itself: its name, and what is said when another is asked for.

# This language's name, in this language.
language-name = English
# A language hog does not have was asked for ($asked); $languages lists those it has.
language-not-here = note: hog does not speak { $asked }; it speaks { $languages }, and the rest is in English (choose with --lang or HOG_LANG).
# A language was asked for ($asked) in a script hog does not have; $spoken is the one it speaks.
language-other-script = note: hog does not speak { $asked }; it speaks { $spoken } instead (--lang en for English).
