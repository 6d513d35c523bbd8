//! Ranking a strategy contest's entries: every pair evaluated exactly in both seats, an entry beating
//! another when its win rate against it is above one half; ranked by the number of entries
//! beaten, then by the mean win rate against the others. No dice are rolled, so the ranking
//! is the same on every run.

use crate::game::Game;
use crate::grid::Grid;
use crate::solve::matchup;

/// One entry's place.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// The entry's index in the list given to [`rank`].
    pub entry: usize,
    /// How many other entries it beats.
    pub beaten: usize,
    /// Its mean win rate against the others (0.5 when it is alone).
    pub mean: f64,
}

/// A ranked contest.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranking {
    /// Best first.
    pub standings: Vec<Standing>,
    /// `rates[i][j]`: entry i's win rate against entry j, both seats averaged (entries in the
    /// order given; a half on the diagonal).
    pub rates: Vec<Vec<f64>>,
    /// Pairs `(i, j)` that can play on forever (in editions where a turn may score nothing):
    /// they count as a half each.
    pub endless: Vec<(usize, usize)>,
}

/// Entry `a`'s win rate against entry `b` in `game`, both seats averaged: what [`rank`] puts
/// in its matrix, and Gradescope's leaderboard in its columns. `None` when the two can play
/// on forever.
pub fn rate(game: &Game, a: &Grid<u8>, b: &Grid<u8>) -> Option<f64> {
    matchup(game, a, b).ok().map(|m| m.average())
}

/// Ranks `tables` in `game`, evaluating the pairs on every core.
pub fn rank(game: &Game, tables: &[&Grid<u8>]) -> Ranking {
    let n = tables.len();
    let pairs: Vec<(usize, usize)> = (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j))).collect();
    let threads = std::thread::available_parallelism().map_or(1, usize::from).min(pairs.len()).max(1);
    let evaluated: Vec<(usize, usize, Option<f64>)> = std::thread::scope(|scope| {
        let chunks = pairs.chunks(pairs.len().div_ceil(threads).max(1));
        let workers: Vec<_> = chunks
            .map(|chunk| {
                scope.spawn(move || {
                    chunk.iter().map(|&(i, j)| (i, j, rate(game, tables[i], tables[j]))).collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|worker| worker.join().expect("a ranking thread")).collect()
    });
    let mut rates = vec![vec![0.5; n]; n];
    let mut endless = Vec::new();
    for (i, j, rate) in evaluated {
        let Some(rate) = rate else {
            endless.push((i, j));
            continue;
        };
        rates[i][j] = rate;
        rates[j][i] = 1.0 - rate;
    }
    let mut standings: Vec<Standing> = (0..n)
        .map(|entry| {
            let others = (0..n).filter(|&other| other != entry);
            let beaten = others.clone().filter(|&other| rates[entry][other] > 0.5).count();
            let mean = if n > 1 {
                others.map(|other| rates[entry][other]).sum::<f64>() / (n - 1) as f64
            } else {
                0.5
            };
            Standing { entry, beaten, mean }
        })
        .collect();
    standings
        .sort_by(|a, b| b.beaten.cmp(&a.beaten).then(b.mean.total_cmp(&a.mean)).then(a.entry.cmp(&b.entry)));
    Ranking { standings, rates, endless }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game where rolling zero dice scores 1 and there is no Sus Fuss: the stub rules are
    /// not needed.
    fn game() -> Game {
        crate::testing::game_of(30, &|turn| if turn.rolls_dice() { turn.rolled() } else { 1 }, &|_| {})
    }

    fn always(dice: u8) -> Grid<u8> {
        Grid::from_fn(30, |_, _| dice)
    }

    #[test]
    fn entries_are_ranked_by_entries_beaten_then_mean_win_rate() {
        let (zero, four, six, five) = (always(0), always(4), always(6), always(5));
        let game = game();
        let ranking = rank(&game, &[&zero, &four, &six, &five]);
        // Zero dice score 1 a turn here: it loses to everything.
        assert_eq!(ranking.standings.last().map(|s| (s.entry, s.beaten)), Some((0, 0)));
        let order: Vec<usize> = ranking.standings.iter().map(|s| s.entry).collect();
        let beaten: Vec<usize> = ranking.standings.iter().map(|s| s.beaten).collect();
        assert_eq!(beaten, [3, 2, 1, 0], "{order:?}");
        for i in 0..4 {
            assert_eq!(ranking.rates[i][i], 0.5);
            for j in 0..4 {
                assert!((ranking.rates[i][j] + ranking.rates[j][i] - 1.0).abs() < 1e-12);
            }
        }
        let first = &ranking.standings[0];
        let mean =
            (0..4).filter(|&j| j != first.entry).map(|j| ranking.rates[first.entry][j]).sum::<f64>() / 3.0;
        assert!((first.mean - mean).abs() < 1e-12);
    }

    #[test]
    fn equal_entries_beat_nobody_and_keep_their_order() {
        let six = always(6);
        let ranking = rank(&game(), &[&six, &six]);
        assert_eq!(
            ranking.standings,
            [Standing { entry: 0, beaten: 0, mean: 0.5 }, Standing { entry: 1, beaten: 0, mean: 0.5 }]
        );
        assert_eq!(rank(&game(), &[&six]).standings, [Standing { entry: 0, beaten: 0, mean: 0.5 }]);
    }
}
