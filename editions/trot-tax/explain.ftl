# How `hog gui` tells trot-tax's own rules in a turn's message (`explain.rs` beside this file).
# Each id starts with the edition's name; what every edition shares is in `locales/en/explain.ftl`.

trot-tax-explain-lean-bacon = Lean Bacon: the smaller digit of { $score } is { $smaller }, and 10 − { $smaller } = { $points }.
trot-tax-explain-sow-tax = {" "}Sow Tax: { $score } is below { $opponent }, so the other player gains { $gained }, to { $taxed }.
trot-tax-explain-time-trot = {" "}Time Trot: { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
} on a turn whose number is { $number } modulo 8.
