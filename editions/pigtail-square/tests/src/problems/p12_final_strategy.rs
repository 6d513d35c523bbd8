// BEGIN EDITION
/// Measures the win rate on seeded dice, so the figure is the same on every run, and makes it
/// the case's headline: the problem's summary line shows it without `--verbose`.
fn report_win_rate(s: &mut Session) {
    s.line("let mut dice = make_seeded_dice(6, 12);");
    let mut dice = make_seeded_dice(6, 12);
    let code = "let win_rate = average_win_rate(final_strategy, always_roll(6), 1000, &mut dice);";
    s.line(code);
    let win_rate = average_win_rate(final_strategy, always_roll(6), GAMES_PER_SIDE, &mut dice);
    s.headline(&format!(
        "final_strategy won {:.1}% of {} games against always_roll(6) (square_strategy: about 63%)",
        win_rate * 100.0,
        2 * GAMES_PER_SIDE
    ));
    s.check("(0.0..=1.0).contains(&win_rate)", || (0.0..=1.0).contains(&win_rate), true, None);
}
// END EDITION
