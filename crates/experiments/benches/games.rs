//! How many games of Hog one thread plays per second: two `always_roll(6)`
//! players, every rule, fair six-sided dice, to 100.
//!
//! It measures the reference solution, so run it with
//! `cargo bench -p hog-experiments --features solution`. Without the feature the
//! student's stubs would panic, so the benchmark only says how to run it.

#[cfg(feature = "solution")]
mod games {
    use criterion::{Criterion, Throughput};
    use hog_rules::{GOAL, course_update, play, six_sided};
    use hog_strategies::always_roll;

    /// One element is one game, so criterion reports games per second.
    pub fn games_per_second(c: &mut Criterion) {
        let mut group = c.benchmark_group("games");
        group.throughput(Throughput::Elements(1));
        group.bench_function("always_roll(6) vs always_roll(6), course_update, to 100", |b| {
            b.iter(|| play(always_roll(6), always_roll(6), course_update, 0, 0, &mut six_sided(), GOAL))
        });
        group.finish();
    }

    criterion::criterion_group!(benches, games_per_second);
}

#[cfg(feature = "solution")]
criterion::criterion_main!(games::benches);

#[cfg(not(feature = "solution"))]
fn main() {
    eprintln!(
        "This benchmark plays the reference solution: cargo bench -p hog-experiments --features solution"
    );
}
