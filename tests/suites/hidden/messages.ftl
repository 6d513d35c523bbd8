# What the hidden suites say (tests/suites/hidden/): shown in official grading only, and
# never in a student's release.

hidden-1-middle-long = A 1 in the middle of a long turn, and the dice left in step.
hidden-property-test-dice-1 = for any test dice and 1 to 10 dice: roll_dice follows Sow Sad and rolls each die once
