// BEGIN EDITION
/// Every snapshot; nothing else lists them.
pub const ALL: &[Snapshot] = &[
    Snapshot { name: "free_points_table", generate: free_points_table },
    Snapshot { name: "is_swap_table", generate: is_swap_table },
    Snapshot { name: "games_simple_update_goal_30", generate: || traced_games(simple_update, 30, 0..100) },
    Snapshot {
        name: "games_simple_update_goal_100",
        generate: || traced_games(simple_update, GOAL, 100..200),
    },
    Snapshot { name: "games_simple_update_goal_61", generate: || traced_games(simple_update, 61, 200..300) },
];

/// `free_points` for every opponent score up to 200.
pub fn free_points_table() -> Vec<String> {
    (0..=200).map(|opponent| format!("free_points({opponent}) = {}", free_points(opponent))).collect()
}

/// `is_swap` for every difference up to 200, from scores of 0, 37 and 100, in both orders.
pub fn is_swap_table() -> Vec<String> {
    let mut lines = Vec::new();
    for difference in 0..=200 {
        for low in [0, 37, 100] {
            let high = low + difference;
            lines.push(format!(
                "is_swap({high}, {low}) = {}, is_swap({low}, {high}) = {}",
                is_swap(high, low),
                is_swap(low, high)
            ));
        }
    }
    lines
}

/// Games with seeded strategies and dice, one traced line per turn, `game N:` before each.
///
/// A turn of zero dice against a score below 8 scores nothing, and two players who keep
/// doing that would never finish: the seeded strategies roll one die there instead, so
/// every turn scores and every game ends.
pub fn traced_games(
    update: fn(u32, Score, Score, &mut Dice) -> Score,
    goal: Score,
    seeds: std::ops::Range<u64>,
) -> Vec<String> {
    let mut lines = Vec::new();
    for seed in seeds {
        let outcomes = seeded_outcomes(seed, 37);
        let game = traced_play(
            scoring(seeded_strategy(2 * seed)),
            scoring(seeded_strategy(2 * seed + 1)),
            update,
            (0, 0),
            &outcomes,
            goal,
        );
        lines.extend(game.into_iter().map(|line| format!("game {seed}: {line}")));
    }
    lines
}

/// `strategy`, rolling one die where it would roll zero dice against a score below 8.
fn scoring(strategy: impl Fn(Score, Score) -> u32) -> impl Fn(Score, Score) -> u32 {
    move |own, opponent| match strategy(own, opponent) {
        0 if opponent < 8 => 1,
        num_rolls => num_rolls,
    }
}
// END EDITION
