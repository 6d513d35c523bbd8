        // BEGIN EDITION
        /// The whole transcript is an insta snapshot (`src/ui/snapshots/`), reviewed as a whole;
        /// `cargo xtask snapshots` regenerates it.
        #[test]
        fn two_computers_play_a_whole_game() {
            let (scores, text) =
                game(Setup::with_humans(0, Computer::AlwaysRoll5, 30, true), &[4, 5, 3, 6, 1, 2], "");
            assert_eq!(scores, Ok((7, 42)));
            insta::assert_snapshot!("two_computers_to_30", text);
        }

        #[test]
        fn a_computer_plays_the_strategy_it_is_given() {
            let (scores, text) = game(Setup::with_humans(0, Computer::AlwaysRoll(2), 20, false), &[3], "");
            assert_eq!(scores, Ok((24, 18)));
            assert!(text.starts_with(
                "Player 0 is the computer (always_roll(2)); Player 1 is the computer (always_roll(2))."
            ));
            assert!(text.contains("The score is 0 to 0 and Player 0 rolls 2 dice...\n"), "{text}");
        }

        #[test]
        fn a_human_is_asked_again_after_a_wrong_answer() {
            let (scores, text) =
                game(Setup::with_humans(1, Computer::AlwaysRoll5, 20, true), &[2, 3], "lots\n0\n11\n2\n");
            assert_eq!(scores, Ok((16, 36)));
            let prompt = "How many dice will you roll? ";
            let range = "please type an integer from 0 to 10.";
            assert_eq!(
                text,
                format!(
                    "Player 0 is you; Player 1 is the computer (always rolls 5 dice). First to 20 wins; Square Swine is on.\n\
                     Player 0, you have 0 and Player 1 has 0.\n\
                     {prompt}\"lots\" is not a whole number: {range}\n\
                     {prompt}The score is 0 to 0 and Player 0 rolls 0 dice...\n\
                     **Pig Tail** => 1; 0 + 1 = 1 triggering **Square Swine**, increasing to 4\n\
                     The score is 4 to 0 and Player 1 rolls 5 dice...\n\
                     [ 2 3 2 3 2 ] => 12; 0 + 12 = 12\n\
                     Player 0, you have 4 and Player 1 has 12.\n\
                     {prompt}11 is too many: you may roll at most 10 dice. Please type an integer from 0 to 10.\n\
                     {prompt}The score is 4 to 12 and Player 0 rolls 2 dice...\n\
                     [ 3 2 ] => 5; 4 + 5 = 9 triggering **Square Swine**, increasing to 16\n\
                     The score is 16 to 12 and Player 1 rolls 5 dice...\n\
                     [ 3 2 3 2 3 ] => 13; 12 + 13 = 25 triggering **Square Swine**, increasing to 36\n\
                     The final score is Player 0: 16 vs Player 1: 36\n\
                     Player 1 wins!\n"
                )
            );
        }

        #[test]
        fn the_end_of_input_stops_a_game_between_turns() {
            let (scores, text) =
                game(Setup::with_humans(2, Computer::AlwaysRoll5, 100, false), &[2, 3], "3\n");
            assert_eq!(scores, Err(Caught::Halt(Halt::EndOfInput)));
            assert!(text.contains("Square Swine is off."), "{text}");
            assert!(text.contains("[ 2 3 2 ] => 7; 0 + 7 = 7\n"), "{text}");
            assert!(
                text.ends_with("Player 1, you have 0 and Player 0 has 7.\nHow many dice will you roll? \n")
            );
        }
        // END EDITION
