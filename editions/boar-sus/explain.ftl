# How `hog gui` tells boar-sus's own rules in a turn's message (`explain.rs` beside this file).
# Each id starts with the edition's name; what every edition shares is in `locales/en/explain.ftl`.

boar-sus-explain-boar-brawl = Boar Brawl: 3 × |{ $tens } − { $ones }| = { $points }.
boar-sus-explain-boar-brawl-zero = Boar Brawl: 3 × |{ $tens } − { $ones }| = 0, so the turn scores 1.
boar-sus-explain-factors = { $total } has { $factors } factors
