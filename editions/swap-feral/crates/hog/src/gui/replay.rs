        // BEGIN EDITION
        #[test]
        fn a_swap_exchanges_the_scores_in_the_replay() {
            // Player 0 scores 15; then Player 1's 6 dice of 4 make 24 (no Feral Hogs: |24 - 6| is
            // 18), and 24 against 15 differ by 9: the scores are exchanged.
            let request = request(HUMANS, &[5, 6], &[3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4]);
            assert_eq!(replay(&request).unwrap().scores, [24, 15]);
        }
        // END EDITION
