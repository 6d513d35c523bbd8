//! How long a contest of 100 entries takes to rank once they are tabulated: 4 950 pairs,
//! each worked out exactly in both seats, on every core.
//!
//! The entries are generated tables, each different. The rules are a stand-in (zero dice
//! score 1, no Sus Fuss): the work per pair is one sweep over every position, whatever the
//! rules' values, so the time is the real one. `cargo bench -p hog-exact --bench contest`.

mod contest {
    use criterion::Criterion;
    use hog_exact::contest::rank;
    use hog_exact::{Game, Grid};
    use hog_rules::turn::{Transition, Turn};

    const ENTRIES: u32 = 100;

    pub fn contest(c: &mut Criterion) {
        let sow_sad = |num_rolls: u32, dice: &mut hog_rules::Dice| {
            let faces: Vec<u32> = (0..num_rolls).map(|_| dice()).collect();
            if faces.contains(&1) { 1 } else { faces.iter().sum() }
        };
        let transition = Transition::classic(
            &sow_sad,
            &|turn: &Turn| if turn.rolls_dice() { turn.rolled() } else { 1 },
            &|_| {},
        );
        let game = Game::from_transition(100, true, &transition).expect("the turn reads through its Turn");
        let tables: Vec<Grid<u8>> = (0..ENTRIES)
            .map(|k| Grid::from_fn(100, |s, o| ((s * 7 + o * 3 + k * 5 + s * o % (k + 1)) % 11) as u8))
            .collect();
        let entries: Vec<&Grid<u8>> = tables.iter().collect();
        let mut group = c.benchmark_group("contest");
        group.sample_size(10);
        group.bench_function("rank 100 tabulated entries, goal 100", |b| b.iter(|| rank(&game, &entries)));
        group.finish();
    }

    criterion::criterion_group!(benches, contest);
}

criterion::criterion_main!(contest::benches);
