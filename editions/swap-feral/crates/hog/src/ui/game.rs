            // BEGIN EDITION
            assert_eq!(scores, Ok((3, 43)));
            // END EDITION
            // BEGIN EDITION
            assert_eq!(scores, Ok((21, 12)));
            let prompt = "How many dice will you roll? ";
            let range = "please type an integer from 0 to 10.";
            assert_eq!(
                text,
                format!(
                    "Player 0 is you; Player 1 is the computer (always rolls 5 dice). First to 20 wins.\n\
                     Player 0, you have 0 and Player 1 has 0.\n\
                     {prompt}\"lots\" is not a whole number: {range}\n\
                     {prompt}The score is 0 to 0 and Player 0 rolls 0 dice...\n\
                     **Free Points** => 0; 0 + 0 = 0\n\
                     The score is 0 to 0 and Player 1 rolls 5 dice...\n\
                     [ 2 3 2 3 2 ] => 12; 0 + 12 = 12\n\
                     Player 0, you have 0 and Player 1 has 12.\n\
                     {prompt}11 is too many: you may roll at most 10 dice. Please type an integer from 0 to 10.\n\
                     {prompt}The score is 0 to 12 and Player 0 rolls 2 dice...\n\
                     [ 3 2 ] => 8; 0 + 8 = 8; **Swine Swap**: 8 and 12 change places\n\
                     The score is 12 to 8 and Player 1 rolls 5 dice...\n\
                     [ 3 2 3 2 3 ] => 13; 8 + 13 = 21; **Swine Swap**: 21 and 12 change places\n\
                     The final score is Player 0: 21 vs Player 1: 12\n\
                     Player 0 wins!\n"
                )
            );
            // END EDITION
            // BEGIN EDITION
            assert!(text.contains("First to 100 wins.\n"), "no rule on totals to switch off: {text}");
            // END EDITION
