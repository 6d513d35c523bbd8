// BEGIN EDITION
//! Problem 05: play. Short games come first, each built so that one mistake fails it first
//! and its hint names that mistake; traced games then pin the order of strategy calls, the
//! arguments of update, the use of the given dice and the end of the game.
// END EDITION
        // BEGIN EDITION
        points: 5.0,
        requirements: vec![],
        suites: vec![
            Suite::scored(vec![
                case!("One turn: Player 0 rolls the dice given and reaches the goal." {
                    # "sum_update is not a rule of Hog: it adds the sum of the dice to the score, so games with it test play alone.";
                    let (mut dice, rolls) = counted_dice(&[5]);
                    let scores = play(|_, _| 3, |_, _| 3, sum_update, 0, 0, &mut dice, 10);
                    rolls.get() => 3,
                        "Player 0's first turn rolls 3 of the dice given and reaches 15, past the goal of 10, so the game ends there. Pass `dice` on to update rather than making new dice, and stop as soon as either score reaches the goal given.";
                    scores => (15, 0), "Player 0 moves first, and play returns (score0, score1) in that order.";
                }),
                case!("update returns the new score, which replaces the old one." {
                    play(|_, _| 2, |_, _| 2, sum_update, 10, 0, &mut make_test_dice(&[4]), 15) => (18, 0),
                        "Player 0 starts at 10 and rolls 8, so update returns 18, the new score: set the score to it rather than adding it.";
                }),
                case!("The players take turns until a score reaches the goal." {
                    play(|_, _| 5, |_, _| 5, simple_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15),
                        "Player 0 reaches 15, Player 1 reaches 15, then Player 0 reaches 30 and wins: after each turn the other player moves, and the game goes on until a score reaches the goal.";
                    # "With Square Swine, three dice of 3 take each player to 9 = 3 * 3, which becomes 16; Player 0 then reaches 25 = 5 * 5, which becomes 36.";
                    play(|_, _| 3, |_, _| 3, square_update, 0, 0, &mut make_test_dice(&[3]), 20) => (36, 16);
                }),
                case!("Each turn calls its player's strategy once, with that player's score first." {
                    let asked0 = Cell::new(0);
                    play(|_, _| { asked0.set(asked0.get() + 1); 5 }, |_, _| 5, sum_update, 0, 0, &mut make_test_dice(&[3]), 20) => (30, 15);
                    asked0.get() => 2,
                        "Player 0 had two turns, so strategy0 is called twice: a turn calls the strategy of the player whose turn it is, and no other.";
                    play(|_, _| 1, |own, opponent| if own < opponent { 3 } else { 0 }, sum_update, 0, 0, &mut make_test_dice(&[4]), 10) => (4, 12),
                        "At 0 to 4, Player 1 is behind and rolls 3 dice, but only if strategy1 gets Player 1's own score first: strategy1(score1, score0).";
                }),
                case!("The returned scores are (score0, score1), whoever wins." {
                    play(|_, _| 1, |_, _| 2, simple_update, 0, 0, &mut make_test_dice(&[4]), 10) => (8, 16);
                    play(|_, _| 0, |_, _| 0, simple_update, 0, 0, &mut make_test_dice(&[4]), 5) => (8, 3);
                }),
            ]),
            Suite::scored(vec![
                case!("Player 0 moves first and each strategy gets its own score first." {
                    # "Each line is a turn: the strategy called and its choice, the dice rolled, and the update.";
                    traced_play(|own, opp| if own < opp { 3 } else { 1 }, |own, opp| if own > opp { 1 } else { 2 },
                        sum_update, (0, 0), &[2, 5, 3, 6, 4], 25) => lines TRACE_FIRST;
                }),
                case!("The starting scores are the ones given." {
                    traced_play(|_, _| 2, |own, _| own % 3 + 1, sum_update, (10, 25), &[6, 1, 4], 40) => lines TRACE_START;
                }),
                case!("The game ends as soon as either score reaches the goal." {
                    traced_play(|_, _| 4, |_, _| 1, sum_update, (0, 0), &[5], 20) => lines TRACE_END_FIRST;
                    traced_play(|_, _| 1, |_, _| 4, sum_update, (0, 0), &[5], 20) => lines TRACE_END_SECOND;
                }),
                case!("A score that starts at the goal ends the game before any turn." {
                    traced_play(|_, _| 3, |_, _| 3, sum_update, (0, 30), &[2], 30) => lines &["final (0, 30)"];
                    traced_play(|_, _| 3, |_, _| 3, sum_update, (30, 0), &[2], 30) => lines &["final (30, 0)"];
                }),
                case!("Every turn rolls the given dice, and the goal is the one given." {
                    traced_play(|own, opp| (own + 2 * opp) % 5, |own, opp| (opp + own) % 4 + 2,
                        sum_update, (0, 0), &[3, 1, 4, 1, 5, 9, 2, 6], 60) => lines TRACE_LONG;
                }),
            ]),
            Suite::scored(vec![
                case!("A whole game with every rule, using square_update and your problems 02 to 04." {
                    traced_play(|own, opp| (3 * own + opp) % 7, |own, _| if own < 50 { 6 } else { 0 },
                        square_update, (0, 0), &[6, 2, 5, 3, 4, 6, 1, 5], 100) => lines TRACE_RULES;
                }),
                case!("A game past 100 with simple_update and a goal of 150." {
                    traced_play(|_, _| 10, |own, opp| if own > opp { 0 } else { 8 },
                        simple_update, (90, 60), &[4, 6, 5, 3], 150) => lines TRACE_PAST_100;
                }),
            ]),
            recorded_games(),
            invariants(),
        ],
        // END EDITION
// BEGIN EDITION
/// Three hundred seeded games, traced turn by turn and compared with the solution's traces.
fn recorded_games() -> Suite {
    Suite::scored(vec![
        case!("100 recorded games to 30, with simple_update." {
            snapshots::generate("games_simple_update_goal_30") => lines &snapshots::stored("games_simple_update_goal_30");
        }),
        case!("100 recorded games to 100, with square_update." {
            snapshots::generate("games_square_update_goal_100") => lines &snapshots::stored("games_square_update_goal_100");
        }),
        case!("100 recorded games to 61, with square_update." {
            snapshots::generate("games_square_update_goal_61") => lines &snapshots::stored("games_square_update_goal_61");
        }),
    ])
}
// END EDITION
        // BEGIN EDITION
        s.property(
            "for any seeded strategies, dice, start and goal: turns alternate from Player 0, each strategy \
             gets (own, opponent), update gets its choice, and the game stops exactly at the goal",
            || {
                property::check(
                    (0u64..1_000_000, 0u32..60, 0u32..60, 1u32..120),
                    |(seed, start0, start1, goal)| check_game(seed, (start0, start1), goal),
                )
            },
        );
        // END EDITION
        // BEGIN EDITION
        // END EDITION
// BEGIN EDITION
const TRACE_LONG: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 0",
    "strategy1(0, 0) -> 2 roll 3 roll 1; update(2, 0, 0) -> 4",
    "strategy0(0, 4) -> 3 roll 4 roll 1 roll 5; update(3, 0, 4) -> 10",
    "strategy1(4, 10) -> 4 roll 9 roll 2 roll 6 roll 3; update(4, 4, 10) -> 24",
    "strategy0(10, 24) -> 3 roll 1 roll 4 roll 1; update(3, 10, 24) -> 16",
    "strategy1(24, 16) -> 2 roll 5 roll 9; update(2, 24, 16) -> 38",
    "strategy0(16, 38) -> 2 roll 2 roll 6; update(2, 16, 38) -> 24",
    "strategy1(38, 24) -> 4 roll 3 roll 1 roll 4 roll 1; update(4, 38, 24) -> 47",
    "strategy0(24, 47) -> 3 roll 5 roll 9 roll 2; update(3, 24, 47) -> 40",
    "strategy1(47, 40) -> 5 roll 6 roll 3 roll 1 roll 4 roll 1; update(5, 47, 40) -> 62",
    "final (40, 62)",
];

const TRACE_RULES: &[&str] = &[
    "strategy0(0, 0) -> 0; update(0, 0, 0) -> 4",
    "strategy1(0, 4) -> 6 roll 6 roll 2 roll 5 roll 3 roll 4 roll 6; update(6, 0, 4) -> 26",
    "strategy0(4, 26) -> 3 roll 1 roll 5 roll 6; update(3, 4, 26) -> 5",
    "strategy1(26, 5) -> 6 roll 2 roll 5 roll 3 roll 4 roll 6 roll 1; update(6, 26, 5) -> 27",
    "strategy0(5, 27) -> 0; update(0, 5, 27) -> 25",
    "strategy1(27, 25) -> 6 roll 5 roll 6 roll 2 roll 5 roll 3 roll 4; update(6, 27, 25) -> 52",
    "strategy0(25, 52) -> 1 roll 6; update(1, 25, 52) -> 31",
    "strategy1(52, 31) -> 0; update(0, 52, 31) -> 57",
    "strategy0(31, 57) -> 3 roll 1 roll 5 roll 6; update(3, 31, 57) -> 32",
    "strategy1(57, 32) -> 0; update(0, 57, 32) -> 60",
    "strategy0(32, 60) -> 2 roll 2 roll 5; update(2, 32, 60) -> 39",
    "strategy1(60, 39) -> 0; update(0, 60, 39) -> 73",
    "strategy0(39, 73) -> 1 roll 3; update(1, 39, 73) -> 42",
    "strategy1(73, 42) -> 0; update(0, 73, 42) -> 78",
    "strategy0(42, 78) -> 1 roll 4; update(1, 42, 78) -> 46",
    "strategy1(78, 46) -> 0; update(0, 78, 46) -> 83",
    "strategy0(46, 83) -> 4 roll 6 roll 1 roll 5 roll 6; update(4, 46, 83) -> 47",
    "strategy1(83, 47) -> 0; update(0, 83, 47) -> 90",
    "strategy0(47, 90) -> 0; update(0, 47, 90) -> 66",
    "strategy1(90, 66) -> 0; update(0, 90, 66) -> 91",
    "strategy0(66, 91) -> 2 roll 2 roll 5; update(2, 66, 91) -> 73",
    "strategy1(91, 73) -> 0; update(0, 91, 73) -> 121",
    "final (73, 121)",
];
// END EDITION
// BEGIN EDITION
// END EDITION
