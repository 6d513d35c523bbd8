        // BEGIN EDITION
        #[test]
        fn square_swine_can_be_switched_off() {
            // 0 + 16 = 16, a perfect square: with Square Swine it becomes 25.
            let mut request = request(HUMANS, &[4], &[4; 4]);
            assert_eq!(replay(&request).unwrap().scores, [25, 0]);
            request.sus_fuss = false;
            assert_eq!(replay(&request).unwrap().scores, [16, 0]);
        }
        // END EDITION
