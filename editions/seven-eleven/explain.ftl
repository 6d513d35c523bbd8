# How `hog gui` tells seven-eleven's own rules in a turn's message (`explain.rs` beside this file).
# Each id starts with the edition's name; what every edition shares is in `locales/en/explain.ftl`.

seven-eleven-explain-hog-seven = Hog Seven: { $score } = { $sevens } × 7 + { $left }, and 2 + { $left } = { $points }.
seven-eleven-explain-elevens = { $total } is { $elevens } × 11
seven-eleven-explain-not-eleven = { $total } is not a multiple of 11
seven-eleven-explain-three-more = 3 more, { $score }
