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
