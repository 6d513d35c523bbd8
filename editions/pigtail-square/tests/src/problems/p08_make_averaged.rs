                    // BEGIN EDITION
                    # "winner plays a game with your play and square_update and returns the winner, 0 or 1.";
                    let mut dice = make_seeded_dice(6, 8);
                    make_averaged(|| winner(always_roll_5, catch_up, &mut dice), 200)() => 0.46;
                    // END EDITION
