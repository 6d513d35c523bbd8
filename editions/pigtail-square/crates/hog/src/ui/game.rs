            // BEGIN EDITION
            assert_eq!(scores, Ok((7, 42)));
            // END EDITION
            // BEGIN EDITION
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
            // END EDITION
            // BEGIN EDITION
            assert!(text.contains("Square Swine is off."), "{text}");
            // END EDITION
