//! [`Tables`] as plain lines, so that one process can tabulate the reference's turn and
//! another (the contest, the leaderboard) read it back without the reference's code.
//!
//! Only what the turn's code decided is written: the goal, the memory, the sides and most
//! dice of each position, what `roll_dice` made of each class of dice, and the leaves of
//! `earn`'s and `settle`'s trees. The chances of the dice and the rows are made again.

use std::fmt::Write as _;

use crate::table::{Rolls, Tables, Tree};
use crate::turn::{Change, Input};
use crate::{MAX_ROLLS, roll_chances_of};

/// The first line, which names the format.
const HEADER: &str = "hog-turn-tables 1";

impl Tables {
    /// The tables as lines that [`Tables::read_text`] reads back.
    pub fn to_text(&self) -> String {
        let mut text = format!("{HEADER}\n");
        let numbers = |values: &mut dyn Iterator<Item = u32>| {
            values.map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
        };
        let _ = writeln!(text, "goal {}", self.goal);
        let _ = writeln!(text, "memory {} {}", self.memory, self.start_memory);
        let _ = writeln!(text, "rule_on_totals {}", u32::from(self.rule_on_totals));
        let _ = writeln!(text, "sides {}", numbers(&mut self.sides.iter().map(|&s| u32::from(s))));
        let _ = writeln!(text, "most_dice {}", numbers(&mut self.most_dice.iter().map(|&m| u32::from(m))));
        for rolls in &self.rolls {
            for (k, outcomes) in (1..).zip(&rolls.by_dice) {
                let _ = writeln!(
                    text,
                    "rolled {} {k} {}",
                    rolls.sides,
                    numbers(&mut outcomes.iter().map(|o| o.2))
                );
            }
        }
        for (path, points) in self.earn.leaves() {
            let _ = writeln!(text, "earn {} {points}", path_text(&path));
        }
        for (path, change) in self.settle.leaves() {
            let optional = |value: Option<u32>| value.map_or_else(|| "-".to_owned(), |v| v.to_string());
            let _ = writeln!(
                text,
                "settle {} {} {} {} {} {}",
                path_text(&path),
                optional(change.score),
                optional(change.opponent_score),
                u32::from(change.swap),
                optional(change.memory),
                u32::from(change.again)
            );
        }
        text
    }

    /// Tables read back from [`Tables::to_text`]'s lines, their rows made again.
    ///
    /// # Errors
    /// If a line is missing or malformed, or the trees lack a turn the game needs.
    pub fn read_text(text: &str) -> Result<Tables, String> {
        let mut lines = text.lines();
        if lines.next() != Some(HEADER) {
            return Err(format!("the reference's tables do not start with `{HEADER}`"));
        }
        let (mut goal, mut memory, mut rule_on_totals) = (None, None, None);
        let (mut sides, mut most_dice) = (Vec::new(), Vec::new());
        let mut rolled: Vec<(u32, u32, Vec<u32>)> = Vec::new();
        let (mut earn, mut settle) = (Tree::default(), Tree::default());
        for line in lines {
            let mut words = line.split_whitespace();
            let bad = || format!("the reference's tables have a line that cannot be read: `{line}`");
            let name = words.next().ok_or_else(bad)?;
            let rest: Vec<&str> = words.collect();
            let number = |word: &str| word.parse::<u32>().map_err(|_| bad());
            let optional = |word: &str| if word == "-" { Ok(None) } else { number(word).map(Some) };
            match (name, rest.as_slice()) {
                ("goal", [g]) => goal = Some(number(g)?),
                ("memory", [m, start]) => memory = Some((number(m)?, number(start)?)),
                ("rule_on_totals", [r]) => rule_on_totals = Some(number(r)? == 1),
                ("sides", values) => {
                    sides = values.iter().map(|v| number(v).map(|v| v as u8)).collect::<Result<_, _>>()?
                }
                ("most_dice", values) => {
                    most_dice = values.iter().map(|v| number(v).map(|v| v as u8)).collect::<Result<_, _>>()?
                }
                ("rolled", [s, k, values @ ..]) => {
                    let values = values.iter().map(|v| number(v)).collect::<Result<_, _>>()?;
                    rolled.push((number(s)?, number(k)?, values));
                }
                ("earn", [path, points]) => earn
                    .insert("earn", &read_path(path).ok_or_else(bad)?, number(points)?)
                    .map_err(|e| e.to_string())?,
                ("settle", [path, score, opponent, swap, memory, again]) => {
                    let change = Change {
                        score: optional(score)?,
                        opponent_score: optional(opponent)?,
                        swap: number(swap)? == 1,
                        memory: optional(memory)?,
                        again: number(again)? == 1,
                    };
                    settle
                        .insert("settle", &read_path(path).ok_or_else(bad)?, change)
                        .map_err(|e| e.to_string())?;
                }
                _ => return Err(bad()),
            }
        }
        let goal = goal.ok_or("the reference's tables name no goal")?;
        let (memory, start_memory) = memory.ok_or("the reference's tables name no memory")?;
        let positions = (memory * goal * goal) as usize;
        if sides.len() != positions || most_dice.len() != positions {
            return Err(format!("the reference's tables do not have {positions} positions"));
        }
        let mut rolls: Vec<Rolls> = Vec::new();
        let mut roll_set = Vec::new();
        for &side in &sides {
            let side = u32::from(side);
            let set = match rolls.iter().position(|r| r.sides == side) {
                Some(set) => set,
                None => {
                    let by_dice = (1..=MAX_ROLLS)
                        .map(|k| {
                            let made =
                                rolled.iter().find(|(s, n, _)| (*s, *n) == (side, k)).ok_or_else(|| {
                                    format!("the reference's tables lack rolls of {k} dice of {side} sides")
                                })?;
                            let chances = roll_chances_of(k, side);
                            if chances.len() != made.2.len() {
                                return Err(format!(
                                    "the reference's rolls of {k} dice of {side} sides are incomplete"
                                ));
                            }
                            Ok(chances
                                .into_iter()
                                .zip(&made.2)
                                .map(|((class, p), &r)| (class, p, r))
                                .collect())
                        })
                        .collect::<Result<_, String>>()?;
                    rolls.push(Rolls { sides: side, by_dice });
                    rolls.len() - 1
                }
            };
            roll_set.push(set as u8);
        }
        let parts = Tables {
            goal,
            memory,
            start_memory,
            rule_on_totals: rule_on_totals
                .ok_or("the reference's tables do not say whether totals are ruled")?,
            sides,
            most_dice,
            rolls,
            earn,
            settle,
            zero: Vec::new(),
            roll_set,
            earned: Default::default(),
            settle_reads_dice: false,
            settled: Default::default(),
            settle_by_total: false,
        };
        Tables::from_parts(parts).map_err(|_| "the reference's tables lack a turn the game needs".to_owned())
    }
}

/// A path as `input:value` pairs joined by commas, `-` when empty.
fn path_text(path: &[(Input, u32)]) -> String {
    if path.is_empty() {
        return "-".to_owned();
    }
    path.iter().map(|(input, value)| format!("{}:{value}", input.index())).collect::<Vec<_>>().join(",")
}

fn read_path(text: &str) -> Option<Vec<(Input, u32)>> {
    if text == "-" {
        return Some(Vec::new());
    }
    text.split(',')
        .map(|pair| {
            let (input, value) = pair.split_once(':')?;
            Some((Input::from_index(input.parse().ok()?)?, value.parse().ok()?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::turn::{Transition, Turn};

    use crate::testing::sow_sad;

    #[test]
    fn tables_read_back_from_their_text_are_the_same() {
        let earn =
            |turn: &Turn| if turn.rolls_dice() { turn.rolled() } else { turn.opponent_score() % 7 + 1 };
        let settle = |turn: &mut Turn| {
            if turn.total().abs_diff(turn.opponent_score()) == 3 {
                turn.swap_scores();
            }
            if turn.num_rolls() == turn.memory() {
                turn.take_another_turn();
            }
            turn.remember((turn.memory() + 1) % 3);
        };
        let transition = Transition {
            memory: 3,
            start_memory: 0,
            dice_sides: &|state| if state.score % 5 == 0 { 4 } else { 6 },
            most_dice: &|state| if state.opponent_score % 10 == 7 { 1 } else { MAX_ROLLS },
            roll_dice: &sow_sad,
            earn: &earn,
            settle: &settle,
        };
        let tables = Tables::new(&transition, 20, true).unwrap();
        let read = Tables::read_text(&tables.to_text()).unwrap();
        assert!(read.to_text() == tables.to_text(), "the text reads back to other tables");
        for state in tables.positions() {
            for (k, class) in [(0, 0), (1, 1), (3, 9)] {
                assert!(read.after(state, k, class) == tables.after(state, k, class), "{state:?}, {k} dice");
            }
        }
        let error = Tables::read_text("hog-turn-tables 1\ngoal x\n").unwrap_err();
        assert!(error.contains("`goal x`"), "{error}");
    }
}
