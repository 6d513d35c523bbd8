// BEGIN EDITION
/// Every snapshot; nothing else lists them.
pub const ALL: &[Snapshot] = &[
    Snapshot { name: "tail_points_table", generate: tail_points_table },
    Snapshot { name: "square_swine_table", generate: square_swine_table },
    Snapshot { name: "games_simple_update_goal_30", generate: || traced_games(simple_update, 30, 0..100) },
    Snapshot {
        name: "games_square_update_goal_100",
        generate: || traced_games(square_update, GOAL, 100..200),
    },
    Snapshot { name: "games_square_update_goal_61", generate: || traced_games(square_update, 61, 200..300) },
];

/// `tail_points` for every opponent score up to 210.
pub fn tail_points_table() -> Vec<String> {
    (0..=210).map(|opponent| format!("tail_points({opponent}) = {}", tail_points(opponent))).collect()
}

/// `perfect_square` and `next_perfect_square` for every score up to 200.
pub fn square_swine_table() -> Vec<String> {
    (0..=200)
        .map(|n| {
            format!(
                "perfect_square({n}) = {}, next_perfect_square({n}) = {}",
                perfect_square(n),
                next_perfect_square(n)
            )
        })
        .collect()
}

/// Games with seeded strategies and dice, one traced line per turn, `game N:` before each.
pub fn traced_games(
    update: fn(u32, Score, Score, &mut Dice) -> Score,
    goal: Score,
    seeds: std::ops::Range<u64>,
) -> Vec<String> {
    let mut lines = Vec::new();
    for seed in seeds {
        let outcomes = seeded_outcomes(seed, 37);
        let game = traced_play(
            seeded_strategy(2 * seed),
            seeded_strategy(2 * seed + 1),
            update,
            (0, 0),
            &outcomes,
            goal,
        );
        lines.extend(game.into_iter().map(|line| format!("game {seed}: {line}")));
    }
    lines
}
// END EDITION
