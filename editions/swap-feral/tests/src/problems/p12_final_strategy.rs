    // BEGIN EDITION
    s.headline(&format!(
        "final_strategy won {:.1}% of {} games against always_roll(6) (swap_strategy: about 99.6%)",
        win_rate * 100.0,
        2 * GAMES_PER_SIDE
    ));
    // END EDITION
