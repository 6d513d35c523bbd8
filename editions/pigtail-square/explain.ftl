# How `hog gui` tells pigtail-square's own rules in a turn's message (`explain.rs` beside this file).
# Each id starts with the edition's name; what every edition shares is in `locales/en/explain.ftl`.

pigtail-square-explain-pig-tail = Pig Tail: 2 × |{ $tens } − { $ones }| + 1 = { $points }.
pigtail-square-explain-square = { $total } is { $root }²
pigtail-square-explain-not-square = { $total } is not a perfect square
pigtail-square-explain-next-square = the next square, { $score }
