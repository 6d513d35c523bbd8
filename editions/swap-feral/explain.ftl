# How `hog gui` tells swap-feral's own rules in a turn's message (`explain.rs` beside this file).
# Each id starts with the edition's name; what every edition shares is in `locales/en/explain.ftl`.

swap-feral-explain-free-points = Free Points: 3 × ({ $score } / 8)² = 3 × { $eighths }² = { $points }.
swap-feral-explain-feral-hogs = {" "}Feral Hogs: |{ $rolled } − { $dice }| = 3, so 3 more: { $points }.
swap-feral-explain-swine-swap = {" "}Swine Swap: { $score } and { $opponent } differ by { $difference }, a perfect square, so the scores change places.
