        // BEGIN EDITION
        use hog_rules::simple_update;
        // END EDITION
        // BEGIN EDITION
        #[test]
        fn feral_hogs_shows_in_the_points() {
            let (score, text) = one_turn(simple_update, 2, 10, 0, &[3, 2]);
            assert_eq!(score, 18);
            assert_eq!(text, "[ 3 2 ] => 8; 10 + 8 = 18\n");
        }

        #[test]
        fn a_roll_with_a_one_scores_one() {
            let (score, text) = one_turn(simple_update, 3, 10, 0, &[6, 1, 6]);
            assert_eq!(score, 11);
            assert_eq!(text, "[ 6 1 6 ] => 1; 10 + 1 = 11\n");
        }

        #[test]
        fn free_points_roll_nothing_and_may_score_nothing() {
            let (score, text) = one_turn(simple_update, 0, 15, 42, &[6]);
            assert_eq!(score, 90);
            assert_eq!(text, "**Free Points** => 75; 15 + 75 = 90\n");
            let (score, text) = one_turn(simple_update, 0, 15, 7, &[6]);
            assert_eq!(score, 15);
            assert_eq!(text, "**Free Points** => 0; 15 + 0 = 15\n");
        }

        #[test]
        fn a_coming_swap_is_announced() {
            let (score, text) = one_turn(simple_update, 1, 3, 5, &[6]);
            assert_eq!(score, 9);
            assert_eq!(text, "[ 6 ] => 6; 3 + 6 = 9; **Swine Swap**: 9 and 5 change places\n");
        }

        // END EDITION
