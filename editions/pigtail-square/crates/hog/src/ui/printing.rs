        // BEGIN EDITION
        use hog_rules::{simple_update, square_update};
        // END EDITION
        // BEGIN EDITION
        #[test]
        fn a_roll_that_triggers_square_swine() {
            let (score, text) = one_turn(square_update, 3, 13, 0, &[4, 5, 3]);
            assert_eq!(score, 36);
            assert_eq!(text, "[ 4 5 3 ] => 12; 13 + 12 = 25 triggering **Square Swine**, increasing to 36\n");
        }

        #[test]
        fn a_roll_with_a_one_scores_one() {
            let (score, text) = one_turn(square_update, 3, 10, 0, &[6, 1, 6]);
            assert_eq!(score, 11);
            assert_eq!(text, "[ 6 1 6 ] => 1; 10 + 1 = 11\n");
        }

        #[test]
        fn pig_tail_rolls_nothing() {
            let (score, text) = one_turn(square_update, 0, 16, 37, &[6]);
            assert_eq!(score, 36);
            assert_eq!(
                text,
                "**Pig Tail** => 9; 16 + 9 = 25 triggering **Square Swine**, increasing to 36\n"
            );
        }

        #[test]
        fn without_square_swine_the_total_stays() {
            let (score, text) = one_turn(simple_update, 0, 16, 37, &[6]);
            assert_eq!(score, 25);
            assert_eq!(text, "**Pig Tail** => 9; 16 + 9 = 25\n");
        }

        // END EDITION
