//! How long exact analysis takes for a game to 100 with every rule of the checkout's edition:
//! one pair of strategies (both seats), the optimal strategy, and the best response to a strategy.
//!
//! It solves the game by the reference rules, so run it with
//! `cargo bench -p hog-exact --features solution`. Without the feature the student's stubs
//! would panic, so the benchmark only says how to run it.

#[cfg(feature = "solution")]
mod solve {
    use criterion::Criterion;
    use hog_exact::{Game, best_response, matchup, optimal, tabulate};
    use hog_rules::GOAL;
    use hog_strategies::{NUM_ROLLS, THRESHOLD, THRESHOLD_STRATEGIES, always_roll};

    pub fn exact(c: &mut Criterion) {
        let game = Game::new(GOAL, true);
        let six = tabulate(GOAL, always_roll(6)).expect("always_roll(6) is valid");
        let (name, threshold_strategy) = THRESHOLD_STRATEGIES[0];
        let first = tabulate(GOAL, |s, o| threshold_strategy(s, o, THRESHOLD, NUM_ROLLS)).expect("valid");
        let mut group = c.benchmark_group(format!("exact, {}, goal 100", hog_rules::EDITION));
        group.bench_function("game tables (the turn tabulated by the values each part reads)", |b| {
            b.iter(|| Game::new(GOAL, true))
        });
        group.bench_function(format!("pair: {name} vs always_roll(6)"), |b| {
            b.iter(|| matchup(&game, &first, &six).unwrap())
        });
        group.bench_function("optimal strategy", |b| b.iter(|| optimal(&game).unwrap()));
        group.bench_function("best response to always_roll(6)", |b| {
            b.iter(|| best_response(&game, &six).unwrap())
        });
        group.finish();
    }

    criterion::criterion_group!(benches, exact);
}

#[cfg(feature = "solution")]
criterion::criterion_main!(solve::benches);

#[cfg(not(feature = "solution"))]
fn main() {
    eprintln!(
        "This benchmark solves the game by the reference rules: cargo bench -p hog-exact --features solution"
    );
}
