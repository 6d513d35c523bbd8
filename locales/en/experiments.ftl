# `hog experiments`: measured win rates, the exact ones beside them (crates/hog/src/experiments.rs).

max-scoring = Max scoring num rolls for six-sided dice
max-scoring-result = { $what }: { $count }
win-rates = Win rates
win-rates-heading = Win rates against always_roll(6), over { $games } games going first and as many going second:
strategy-win-rate = { $name } win rate:
exact-win-rates = Exact win rates
exact-not-worked-out = Exact win rates: not worked out. { $why }
strategy-not-exact = { $what } not worked out exactly: { $why }
strategy-exact-win-rate = { $name } exact win rate
rate-described = { $rate } ± { $error }  (first { $first }, second { $second })
rate-exact = {"  "}exact { $exact }
rate-flagged = {"  "}<- { $distance } standard errors away
rates-error-note = (± one standard error: the true rate lies that close in about two runs out of three.)
rates-exact-note = (exact: worked out from your rules with no dice rolled; a measured rate more than { $flag } standard errors from it is flagged, as your play or a rule may differ from what the other assumes.)
rates-drawn = Drew { $files } in { $folder }.
rates-not-drawn = Win rates not drawn: { $why }
not-measured-again = { $what }: not measured, for the same reason as above.
not-measured = { $what }: not measured. { $why }

## `hog exact` and `hog optimal` (crates/hog/src/exact.rs)

game-with-rule = a game to { $goal } with { $rule }
game-without-rule = a game to { $goal } without { $rule }
game-to = a game to { $goal }
exact-heading = { $a } against { $b }, { $game }, worked out exactly:
exact-first = {"  "}going first   { $rate }
exact-second = {"  "}going second  { $rate }
exact-average = {"  "}win rate      { $rate }  (as many games in each seat)
optimal-heading = The optimal strategy, { $game }:
optimal-self = {"  "}going first against itself, it wins { $rate }
optimal-memory = {"  "}this edition's game remembers { $values } values from turn to turn besides the scores (a turn number, say), and the best choice changes with them. The next line is best play that follows them; the rest, and the tables, are the best choices at the start of a game, played at every position, as a strategy of the two scores must.
optimal-six = {"  "}against always_roll(6) (six dice at every position), it wins { $rate }
optimal-zero = {"  "}it rolls zero dice at { $zero } of the { $positions } positions; of equally good choices it takes the fewest dice
optimal-written = Written to { $folder }:
optimal-dice-csv = dice at each position (a row per own score)
optimal-chances-csv = the mover's chance of winning at each position
optimal-dice-picture = the strategy as a picture
optimal-chances-picture = the chances as a picture
exact-impure = exact analysis cannot work out this turn: the rules' `{ $part }` did not do the same for the same values. Check that problems 01 to 04 depend only on their arguments (no random numbers, nothing kept from one call to the next).
exact-lowering = exact analysis needs every turn to keep or raise the scores, but by your rules { $turn }: check problems 02 to 04 with `cargo xtask grade -q 02 -q 03 -q 04`.
exact-lowering-total = a turn that ends on { $total } points leaves the score at { $score }
exact-lowering-no-dice = rolling zero dice at { $score } to { $opponent } leaves the scores at { $mover } and { $other }
exact-lowering-roll = a turn that earns { $points } points at { $score } to { $opponent } leaves the scores at { $mover } and { $other }
