# What the hidden suites say (tests/suites/hidden/): shown in official grading only, and
# never in a student's release.

hidden-1-middle-long = A 1 in the middle of a long turn, and the dice left in step.
hidden-property-test-dice-1 = for any test dice and 1 to 10 dice: roll_dice follows Sow Sad and rolls each die once

hidden-returned-expected = { $call } returned { $got }, expected { $expected }
hidden-rolled-dice-times = { $call } rolled the dice { $get } times, expected { $num_rolls }
hidden-outcomes-number-dice = Any outcomes, any number of dice, against Sow Sad.
hidden-sweep-everywhere = the right choice for every opponent score from 0 to 99
hidden-sweep-differs = { $call } returned { $got }, but { $because }, so it should return { $expected }
hidden-at-least = at least
hidden-below = below
