//! An edition's turn tabulated for exact analysis, by the values each part of it reads.
//!
//! A part of a turn (`earn` or `settle`) is run once per combination of the values it
//! actually read: if `settle` read only the total, it runs once per total, whatever the other
//! score or the dice were. The results form a decision tree ([`Tree`]): each node names the
//! input read next, each branch one of its values, each leaf the part's result. This is sound
//! for any part that depends on nothing but what it reads through [`Turn`], and it keeps a
//! turn written as one piece as cheap to tabulate as the separate rules it replaced.

use std::fmt;

use crate::turn::{Change, Input, Inputs, State, Transition, Turn, settling};
use crate::{MAX_ROLLS, make_test_dice, roll_chances_of};

/// A part of a turn that read different inputs after reading the same values: it depends on
/// something it does not read through [`Turn`], so it cannot be tabulated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Impure {
    /// Which part.
    pub part: &'static str,
    /// The values it had read when it went another way.
    pub path: Vec<(Input, u32)>,
}

impl fmt::Display for Impure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the turn's `{}` read different inputs after reading the same values {:?}: it must \
             depend on nothing but what it reads from its `Turn`",
            self.part, self.path
        )
    }
}

impl std::error::Error for Impure {}

/// No child at this value yet.
const NONE: u32 = u32::MAX;

#[derive(Clone, Debug, PartialEq)]
enum Node<T> {
    /// Nothing is known here yet.
    Unknown,
    /// The input read here; `children[value]` is the node for that value, or [`NONE`].
    Read { input: Input, children: Vec<u32> },
    /// The part's result for every input that reaches here.
    Leaf(T),
}

/// A part of a turn tabulated by the values it read: a decision tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree<T> {
    nodes: Vec<Node<T>>,
}

impl<T> Default for Tree<T> {
    fn default() -> Self {
        Tree { nodes: vec![Node::Unknown] }
    }
}

/// Where a walk of a [`Tree`] ended.
enum Walk<T> {
    /// At a leaf, with the inputs read on the way (a bit per [`Input`]).
    Leaf(T, u16),
    /// At node `at`, which knows nothing of these inputs yet.
    Missing,
}

impl<T: Copy> Tree<T> {
    fn walk(&self, inputs: &Inputs) -> Walk<T> {
        let (mut at, mut read) = (0, 0u16);
        loop {
            match &self.nodes[at] {
                Node::Leaf(value) => return Walk::Leaf(*value, read),
                Node::Unknown => return Walk::Missing,
                Node::Read { input, children } => {
                    read |= 1 << input.index();
                    match children.get(inputs[input.index()] as usize) {
                        Some(&child) if child != NONE => at = child as usize,
                        _ => return Walk::Missing,
                    }
                }
            }
        }
    }

    /// The result for `inputs`, if the tree holds it.
    pub fn get(&self, inputs: &Inputs) -> Option<T> {
        match self.walk(inputs) {
            Walk::Leaf(value, _) => Some(value),
            Walk::Missing => None,
        }
    }

    /// The result for `inputs` and the inputs read to reach it (a bit per [`Input`]), if the
    /// tree holds it.
    pub fn get_with_reads(&self, inputs: &Inputs) -> Option<(T, u16)> {
        match self.walk(inputs) {
            Walk::Leaf(value, read) => Some((value, read)),
            Walk::Missing => None,
        }
    }

    /// Records that the part, having read `path` in this order, gave `value`.
    ///
    /// # Errors
    /// If the tree says the part read another input after the same values.
    pub fn insert(&mut self, part: &'static str, path: &[(Input, u32)], value: T) -> Result<(), Impure> {
        let mut at = 0;
        for (i, &(input, read)) in path.iter().enumerate() {
            let fresh = self.nodes.len() as u32;
            if let Node::Unknown = self.nodes[at] {
                self.nodes[at] = Node::Read { input, children: Vec::new() };
            }
            let Node::Read { input: here, children } = &mut self.nodes[at] else {
                return Err(Impure { part, path: path[..i].to_vec() });
            };
            if *here != input {
                return Err(Impure { part, path: path[..i].to_vec() });
            }
            let slot = read as usize;
            if children.len() <= slot {
                children.resize(slot + 1, NONE);
            }
            if children[slot] == NONE {
                children[slot] = fresh;
                at = fresh as usize;
                self.nodes.push(Node::Unknown);
                continue;
            } else {
                at = children[slot] as usize;
            }
        }
        match &self.nodes[at] {
            Node::Unknown => {
                self.nodes[at] = Node::Leaf(value);
                Ok(())
            }
            Node::Leaf(_) => Ok(()),
            Node::Read { .. } => Err(Impure { part, path: path.to_vec() }),
        }
    }

    /// The result for `inputs`, running the part (which returns its result and what it read)
    /// only where the tree does not know it yet.
    ///
    /// # Errors
    /// If the part reads differently after the same values.
    pub fn get_or_run(
        &mut self,
        part: &'static str,
        inputs: &Inputs,
        run: impl FnOnce() -> (T, Vec<(Input, u32)>),
    ) -> Result<(T, u16), Impure> {
        if let Walk::Leaf(value, read) = self.walk(inputs) {
            return Ok((value, read));
        }
        let (value, path) = run();
        self.insert(part, &path, value)?;
        let read = path.iter().fold(0u16, |bits, &(input, _)| bits | 1 << input.index());
        Ok((value, read))
    }

    /// Every leaf with the reads that lead to it, in the order of the tree: the tree in a form
    /// that can be written down and read back with [`Tree::insert`].
    pub fn leaves(&self) -> Vec<(Vec<(Input, u32)>, T)> {
        let mut leaves = Vec::new();
        let mut stack = vec![(0usize, Vec::new())];
        while let Some((at, path)) = stack.pop() {
            match &self.nodes[at] {
                Node::Unknown => {}
                Node::Leaf(value) => leaves.push((path, *value)),
                Node::Read { input, children } => {
                    for (value, &child) in children.iter().enumerate().rev() {
                        if child != NONE {
                            let mut longer = path.clone();
                            longer.push((*input, value as u32));
                            stack.push((child as usize, longer));
                        }
                    }
                }
            }
        }
        leaves
    }

    /// Whether some node of the tree reads `input`.
    pub fn reads(&self, input: Input) -> bool {
        self.nodes.iter().any(|node| matches!(node, Node::Read { input: read, .. } if *read == input))
    }

    /// How many leaves the tree has: how many times its part ran.
    pub fn len(&self) -> usize {
        self.nodes.iter().filter(|node| matches!(node, Node::Leaf(_))).count()
    }

    /// Whether the tree knows nothing yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The faces of `num_rolls` dice of `sides` sides that make `class`: all 1s for 1 (Sow Sad's
/// class), else dice from 2 to `sides` adding up to it.
///
/// # Panics
/// If no such dice add up to `class`.
pub fn faces_within(num_rolls: u32, class: u32, sides: u32) -> Vec<u32> {
    if class == 1 {
        return vec![1; num_rolls as usize];
    }
    assert!(
        (2 * num_rolls..=sides * num_rolls).contains(&class),
        "{num_rolls} dice of {sides} never make {class}"
    );
    let mut extra = class - 2 * num_rolls;
    (0..num_rolls)
        .map(|_| {
            let more = extra.min(sides - 2);
            extra -= more;
            2 + more
        })
        .collect()
}

/// The outcomes of rolling dice of one number of sides: for each number of dice, each class
/// of the dice (1 for any 1, else their sum) with its chance and what the edition's
/// `roll_dice` makes of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Rolls {
    /// The sides of each die.
    pub sides: u32,
    /// `by_dice[k - 1]`: `(class, chance, rolled)` for `k` dice.
    pub by_dice: Vec<Vec<(u32, f64, u32)>>,
}

/// An edition's turn tabulated for a game to a goal: everything exact analysis asks of it.
///
/// Positions that agree on every input a part of the turn read share that part's results: a
/// *row*. Where `earn` reads no score, every position shares one row of what each roll
/// earns; where `settle` reads only the total, positions of one score share one row.
#[derive(Clone, Debug, PartialEq)]
pub struct Tables {
    /// The goal.
    pub goal: u32,
    /// How many values the memory takes.
    pub memory: u32,
    /// The memory a game starts with.
    pub start_memory: u32,
    /// Whether the rule on totals applies.
    pub rule_on_totals: bool,
    /// The sides of the dice at each position ([`Tables::index`]).
    pub sides: Vec<u8>,
    /// The most dice at each position.
    pub most_dice: Vec<u8>,
    /// The outcomes of the dice, one set per number of sides some position rolls.
    pub rolls: Vec<Rolls>,
    /// `earn`, tabulated.
    pub earn: Tree<u32>,
    /// `settle`, tabulated.
    pub settle: Tree<Change>,
    /// A turn of zero dice from each position: its points and changes.
    pub zero: Vec<(u32, Change)>,
    /// The set of [`Tables::rolls`] each position rolls.
    pub roll_set: Vec<u8>,
    /// Rows of what each roll earns, `[(k - 1) * classes + class]` for the sides of their set.
    pub earned: Rows<u32>,
    /// Whether `settle` tells rolls apart by more than their points (the number of dice, what
    /// they made): then its rows are by roll like [`Tables::earned`]'s, else by points.
    pub settle_reads_dice: bool,
    /// Rows of what follows each roll.
    pub settled: Rows<Change>,
    /// Whether [`Tables::settled`]'s rows are by the mover's total (index: score plus
    /// points) rather than by points.
    pub settle_by_total: bool,
}

/// Results of a part of the turn at every position, each row shared by the positions that
/// agree on what the part read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Rows<T> {
    /// The distinct rows.
    pub rows: Vec<Vec<T>>,
    /// The row of each position.
    pub of: Vec<u32>,
    /// The rows made so far, by their group (the set of rolls, or the row of what the rolls
    /// earn), then by the inputs they read: for each position with the inputs not read set
    /// to 0 (by its index), its row, or [`NONE`].
    made: Vec<Vec<(u16, Vec<u32>)>>,
}

impl<T> Rows<T> {
    /// The row of the position at `at`.
    #[inline]
    pub fn at(&self, at: usize) -> &[T] {
        &self.rows[self.of[at] as usize]
    }

    /// The row made already for a position of `group` that agrees with `state` on what it
    /// read; `index` places a position.
    fn find(&self, group: u32, state: State, index: impl Fn(State) -> usize) -> Option<u32> {
        let made = self.made.get(group as usize)?;
        made.iter()
            .find_map(|(mask, rows)| Some(rows[index(project(state, *mask))]).filter(|&row| row != NONE))
    }

    /// Adds `row`, made at `state` of `group` having read `read`, as that position's row; a
    /// table places `positions` positions by `index`.
    fn add(
        &mut self,
        group: u32,
        state: State,
        read: u16,
        row: Vec<T>,
        index: impl Fn(State) -> usize,
        positions: usize,
    ) {
        let mask = read & POSITION;
        let group = group as usize;
        if self.made.len() <= group {
            self.made.resize_with(group + 1, Vec::new);
        }
        let made = &mut self.made[group];
        let at = match made.iter().position(|(known, _)| *known == mask) {
            Some(at) => at,
            None => {
                made.push((mask, vec![NONE; positions]));
                made.len() - 1
            }
        };
        made[at].1[index(project(state, mask))] = self.rows.len() as u32;
        self.of.push(self.rows.len() as u32);
        self.rows.push(row);
    }
}

/// Where a position of a game to `goal` is kept: [`Tables::index`], for code that cannot
/// borrow the tables.
fn placer(goal: u32) -> impl Fn(State) -> usize + Copy {
    let goal = goal as usize;
    move |state| (state.memory as usize * goal + state.score as usize) * goal + state.opponent_score as usize
}

/// `state` with the position inputs not in `mask` set to 0.
fn project(state: State, mask: u16) -> State {
    let keep = |input: Input, value: u32| if mask & 1 << input.index() != 0 { value } else { 0 };
    State::new(
        keep(Input::Score, state.score),
        keep(Input::OpponentScore, state.opponent_score),
        keep(Input::Memory, state.memory),
    )
}

/// The bits of the inputs that place a turn: the scores and the memory (the total counts as
/// the mover's score, which it is made from).
const POSITION: u16 = 1 << Input::Score as u16 | 1 << Input::OpponentScore as u16 | 1 << Input::Memory as u16;
/// The bits of the inputs that tell the dice apart beyond rolling some.
const DICE: u16 = 1 << Input::NumRolls as u16 | 1 << Input::Rolled as u16 | 1 << Input::Faces as u16;

/// The bits read, with the total counted as the score.
fn placed(read: u16) -> u16 {
    if read & 1 << Input::Total as u16 != 0 { read | 1 << Input::Score as u16 } else { read }
}

/// A turn's `earn` and `settle`, tabulated while running them where the trees do not know
/// the answer; with no transition (tables read back), a missing answer is an error.
struct Runner<'t, 'a> {
    transition: Option<&'t Transition<'a>>,
    rule_on_totals: bool,
    earn: Tree<u32>,
    settle: Tree<Change>,
}

impl Runner<'_, '_> {
    fn earn(&mut self, inputs: &Inputs, sides: u32) -> Result<(u32, u16), Impure> {
        let (transition, rule_on_totals) = (self.transition, self.rule_on_totals);
        let Some(transition) = transition else {
            return self.earn.get_with_reads(inputs).ok_or(Impure { part: "earn", path: Vec::new() });
        };
        self.earn.get_or_run("earn", inputs, || {
            let turn = Turn::from_inputs(*inputs, &faces_of(inputs, sides), rule_on_totals, true);
            let points = (transition.earn)(&turn);
            (points, turn.reads())
        })
    }

    fn settle(&mut self, inputs: &Inputs, sides: u32) -> Result<(Change, u16), Impure> {
        let (transition, rule_on_totals) = (self.transition, self.rule_on_totals);
        let Some(transition) = transition else {
            return self.settle.get_with_reads(inputs).ok_or(Impure { part: "settle", path: Vec::new() });
        };
        self.settle.get_or_run("settle", inputs, || {
            let mut turn = Turn::from_inputs(*inputs, &faces_of(inputs, sides), rule_on_totals, true);
            (transition.settle)(&mut turn);
            (turn.change(), turn.reads())
        })
    }
}

/// Dice of `sides` sides that make the class in `inputs`.
fn faces_of(inputs: &Inputs, sides: u32) -> Vec<u32> {
    let num_rolls = inputs[Input::NumRolls.index()];
    if num_rolls == 0 { Vec::new() } else { faces_within(num_rolls, inputs[Input::Faces.index()], sides) }
}

impl Tables {
    /// Where a position is kept in the tables of positions.
    pub fn index(&self, state: State) -> usize {
        placer(self.goal)(state)
    }

    /// Every position of the game, in the order of its tables.
    pub fn positions(&self) -> impl Iterator<Item = State> + use<> {
        let (goal, memory) = (self.goal, self.memory);
        (0..memory)
            .flat_map(move |m| (0..goal).flat_map(move |s| (0..goal).map(move |o| State::new(s, o, m))))
    }

    /// The outcomes of `num_rolls` dice (1 to 10) of set `set`: `(class, chance, rolled)`.
    pub fn roll(&self, set: usize, num_rolls: u32) -> &[(u32, f64, u32)] {
        &self.rolls[set].by_dice[num_rolls as usize - 1]
    }

    /// Where each roll of set `set` starts in a row by roll.
    pub fn roll_offsets(&self, set: usize) -> Vec<usize> {
        let mut offsets = vec![0];
        for outcomes in &self.rolls[set].by_dice {
            offsets.push(offsets.last().copied().unwrap_or(0) + outcomes.len());
        }
        offsets
    }

    /// `transition` tabulated for a game to `goal`, applying its rule on totals or not: every
    /// turn from every position below the goal, each part run once per combination of the
    /// values it reads.
    ///
    /// # Errors
    /// If a part depends on more than it reads.
    ///
    /// # Panics
    /// If the edition asks for dice of other than 2 to 6 sides or for more than
    /// [`MAX_ROLLS`] dice, or its memory is empty or starts outside it.
    pub fn new(transition: &Transition<'_>, goal: u32, rule_on_totals: bool) -> Result<Tables, Impure> {
        assert!(transition.memory >= 1, "an edition's memory takes at least one value");
        assert!(transition.start_memory < transition.memory, "a game starts with a memory the edition has");
        let mut tables = Tables {
            goal,
            memory: transition.memory,
            start_memory: transition.start_memory,
            rule_on_totals,
            sides: Vec::new(),
            most_dice: Vec::new(),
            rolls: Vec::new(),
            earn: Tree::default(),
            settle: Tree::default(),
            zero: Vec::new(),
            roll_set: Vec::new(),
            earned: Rows::default(),
            settle_reads_dice: false,
            settled: Rows::default(),
            settle_by_total: false,
        };
        for state in tables.positions() {
            let sides = (transition.dice_sides)(state);
            assert!((2..=6).contains(&sides), "at {state:?} the dice have {sides} sides, not 2 to 6");
            let most = (transition.most_dice)(state);
            assert!(most <= MAX_ROLLS, "at {state:?} a turn may roll {most} dice, more than {MAX_ROLLS}");
            tables.sides.push(sides as u8);
            tables.most_dice.push(most as u8);
            let set = tables.rolls.iter().position(|rolls| rolls.sides == sides).unwrap_or_else(|| {
                tables.rolls.push(rolls(transition, sides));
                tables.rolls.len() - 1
            });
            tables.roll_set.push(set as u8);
        }
        tables.fill(Some(transition))?;
        Ok(tables)
    }

    /// Tables read back from what [`Tables::new`] made: the trees, the sides, the most dice
    /// and the rolls; the rows are made again from the trees.
    ///
    /// # Errors
    /// If the trees lack a turn the game needs.
    pub fn from_parts(mut parts: Tables) -> Result<Tables, Impure> {
        parts.zero.clear();
        parts.earned = Rows::default();
        parts.settled = Rows::default();
        parts.settle_by_total = false;
        parts.fill(None)?;
        Ok(parts)
    }

    /// Fills the zero-dice turns and the rows, running `transition` where the trees lack an
    /// answer.
    fn fill(&mut self, transition: Option<&Transition<'_>>) -> Result<(), Impure> {
        let earn = std::mem::take(&mut self.earn);
        let settle = std::mem::take(&mut self.settle);
        let mut runner = Runner { transition, rule_on_totals: self.rule_on_totals, earn, settle };
        let positions: Vec<State> = self.positions().collect();
        let (index, size) = (placer(self.goal), positions.len());
        let mut earned_of = Vec::with_capacity(positions.len());
        for &state in &positions {
            let at = self.index(state);
            let sides = u32::from(self.sides[at]);
            let zero = Tables::inputs(state, 0, 0, 0);
            let (points, _) = runner.earn(&zero, sides)?;
            let (change, _) = runner.settle(&settling(zero, points), sides)?;
            self.zero.push((points, change));
            let set = self.roll_set[at];
            // What each roll earns here, from a row another position made if it agrees on
            // every input the row's rolls read.
            let earned = match self.earned.find(u32::from(set), state, index) {
                Some(row) => {
                    self.earned.of.push(row);
                    row
                }
                None => {
                    let (mut row, mut read) = (Vec::new(), 0);
                    for (k, outcomes) in (1..).zip(&self.rolls[usize::from(set)].by_dice) {
                        for &(class, _, rolled) in outcomes {
                            let (points, bits) =
                                runner.earn(&Tables::inputs(state, k, rolled, class), sides)?;
                            row.push(points);
                            read |= placed(bits);
                        }
                    }
                    self.earned.add(u32::from(set), state, read, row, index, size);
                    *self.earned.of.last().expect("just added")
                }
            };
            earned_of.push(earned);
        }
        if !self.settle_reads_dice && self.settle_by_totals(&mut runner)? {
            self.earn = runner.earn;
            self.settle = runner.settle;
            return Ok(());
        }
        for (&state, &earned) in positions.iter().zip(&earned_of) {
            let set = self.roll_set[self.index(state)];
            if let Some(row) = self.settled.find(earned, state, index) {
                self.settled.of.push(row);
                continue;
            }
            let row_earned = self.earned.rows[earned as usize].clone();
            let (row, read) = self.settle_row(&mut runner, state, usize::from(set), &row_earned)?;
            if read & DICE != 0 && !self.settle_reads_dice {
                // Rows by points cannot hold this: start again, by roll.
                self.settle_reads_dice = true;
                self.settle_by_total = false;
                self.settled = Rows::default();
                self.zero.clear();
                self.earned = Rows::default();
                self.earn = std::mem::take(&mut runner.earn);
                self.settle = std::mem::take(&mut runner.settle);
                return self.fill(transition);
            }
            self.settled.add(earned, state, read, row, index, size);
        }
        self.earn = runner.earn;
        self.settle = runner.settle;
        Ok(())
    }

    /// Rows of what follows a roll by the mover's total, where `settle` reads of the turn
    /// only the total, the other score and the memory (a rule on totals, a swap): then one
    /// row serves every score of the mover, and a row per other score at most is made.
    /// Whether that held; where it did not, nothing is kept but what the trees learnt.
    fn settle_by_totals(&mut self, runner: &mut Runner<'_, '_>) -> Result<bool, Impure> {
        const OTHERS: u16 = 1 << Input::OpponentScore as u16 | 1 << Input::Memory as u16;
        const NOT_READ: u16 = 1 << Input::Score as u16 | 1 << Input::Points as u16 | DICE;
        let most_points = self.earned.rows.iter().flatten().copied().max().unwrap_or(0);
        let totals = self.goal + most_points;
        let (index, size) = (placer(self.goal), self.sides.len());
        let mut rows: Rows<Change> = Rows::default();
        for state in self.positions() {
            let at = self.index(state);
            let keyed = State::new(0, state.opponent_score, state.memory);
            if let Some(row) = rows.find(0, keyed, index) {
                rows.of.push(row);
                continue;
            }
            let (sides, set) = (u32::from(self.sides[at]), usize::from(self.roll_set[at]));
            let &(class, _, rolled) = &self.rolls[set].by_dice[0][0];
            let (mut row, mut read) = (Vec::with_capacity(totals as usize), 0);
            for total in 0..totals {
                let mut inputs = settling(Tables::inputs(keyed, 1, rolled, class), 0);
                inputs[Input::Total.index()] = total;
                let Ok((change, bits)) = runner.settle(&inputs, sides) else {
                    // Tables read back that were not made by totals.
                    return Ok(false);
                };
                if bits & NOT_READ != 0 {
                    return Ok(false);
                }
                read |= bits & OTHERS;
                row.push(change);
            }
            rows.add(0, keyed, read, row, index, size);
        }
        self.settled = rows;
        self.settle_by_total = true;
        Ok(true)
    }

    /// What follows each roll at `state` whose rolls earn `earned`: by points (index: the
    /// points), or by roll where `settle` reads the dice; with the inputs read.
    fn settle_row(
        &self,
        runner: &mut Runner<'_, '_>,
        state: State,
        set: usize,
        earned: &[u32],
    ) -> Result<(Vec<Change>, u16), Impure> {
        let sides = self.rolls[set].sides;
        let (mut row, mut read) = (Vec::new(), 0);
        let mut known: Vec<bool> = Vec::new();
        let mut at = 0;
        for (k, outcomes) in (1..).zip(&self.rolls[set].by_dice) {
            for &(class, _, rolled) in outcomes {
                let points = earned[at];
                at += 1;
                let slot = points as usize;
                if !self.settle_reads_dice && known.get(slot) == Some(&true) {
                    continue;
                }
                let inputs = settling(Tables::inputs(state, k, rolled, class), points);
                let (change, bits) = runner.settle(&inputs, sides)?;
                read |= placed(bits);
                if self.settle_reads_dice {
                    row.push(change);
                } else {
                    if row.len() <= slot {
                        row.resize(slot + 1, Change::default());
                        known.resize(slot + 1, false);
                    }
                    row[slot] = change;
                    known[slot] = true;
                }
            }
        }
        Ok((row, read))
    }

    /// The inputs of a turn from `state` of `num_rolls` dice of class `class` that made `rolled`.
    pub fn inputs(state: State, num_rolls: u32, rolled: u32, class: u32) -> Inputs {
        crate::turn::inputs_of(state, num_rolls, rolled, class)
    }

    /// Where the turn from `state` of `num_rolls` dice (no more than its most) of class
    /// `class` leaves the game, and its points; `class` is ignored for no dice.
    ///
    /// # Panics
    /// If `state` is not below the goal, or no such dice roll there.
    pub fn after(&self, state: State, num_rolls: u32, class: u32) -> (u32, crate::turn::After) {
        let at = self.index(state);
        if num_rolls == 0 {
            let (points, change) = self.zero[at];
            return (points, change.apply(state, points));
        }
        let set = usize::from(self.roll_set[at]);
        let outcomes = self.roll(set, num_rolls);
        let i = outcomes.iter().position(|&(c, _, _)| c == class).expect("the dice can make this class");
        let slot = self.roll_offsets(set)[num_rolls as usize - 1] + i;
        let points = self.earned.at(at)[slot];
        (points, self.settled_change(at, state, slot, points).apply(state, points))
    }

    /// What follows the roll at `slot` of a row by roll, which earned `points`, from `state`
    /// (at `at`).
    #[inline]
    pub fn settled_change(&self, at: usize, state: State, slot: usize, points: u32) -> Change {
        let row = self.settled.at(at);
        if self.settle_reads_dice {
            row[slot]
        } else if self.settle_by_total {
            row[(state.score + points) as usize]
        } else {
            row[points as usize]
        }
    }
}

/// What the edition's `roll_dice` makes of every class of 1 to 10 dice of `sides` sides.
fn rolls(transition: &Transition<'_>, sides: u32) -> Rolls {
    let by_dice = (1..=MAX_ROLLS)
        .map(|k| {
            roll_chances_of(k, sides)
                .into_iter()
                .map(|(class, chance)| {
                    let rolled =
                        (transition.roll_dice)(k, &mut make_test_dice(&faces_within(k, class, sides)));
                    (class, chance, rolled)
                })
                .collect()
        })
        .collect();
    Rolls { sides, by_dice }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::testing::sow_sad;

    #[test]
    fn a_part_runs_once_per_combination_of_the_values_it_reads() {
        let earn =
            |turn: &Turn| if turn.rolls_dice() { turn.rolled() } else { turn.opponent_score() / 10 + 1 };
        let settle = |turn: &mut Turn| {
            if turn.total().is_multiple_of(7) {
                turn.set_score(turn.total() + 1);
            }
        };
        let transition = Transition::classic(&sow_sad, &earn, &settle);
        let tables = Tables::new(&transition, 50, true).unwrap();
        // Zero dice: one run per opponent's score; rolls: one per value of the dice.
        assert_eq!(tables.earn.len(), 50 + 60);
        // Once per total a turn reaches (1 to 49 + 60).
        assert!(tables.settle.len() <= 110, "{}", tables.settle.len());
        let (points, after) = tables.after(State::new(10, 25, 0), 0, 0);
        assert_eq!((points, after.mover, after.other), (3, 13, 25));
        let (_, after) = tables.after(State::new(10, 25, 0), 2, 4);
        assert_eq!(after.mover, 15, "14 is a multiple of 7");
    }

    #[test]
    fn a_tree_read_back_from_its_leaves_is_the_same() {
        let mut tree = Tree::default();
        let mut inputs = [0; 9];
        for score in 0..5 {
            inputs[0] = score;
            let run = || (score * 2, vec![(Input::Score, score)]);
            tree.get_or_run("test", &inputs, run).unwrap();
        }
        let mut again = Tree::default();
        for (path, value) in tree.leaves() {
            again.insert("test", &path, value).unwrap();
        }
        assert_eq!(again, tree);
    }

    #[test]
    fn a_part_that_reads_differently_after_the_same_values_is_refused() {
        let mut tree: Tree<u32> = Tree::default();
        tree.insert("settle", &[(Input::Score, 3), (Input::Total, 9)], 1).unwrap();
        let error = tree.insert("settle", &[(Input::Score, 3), (Input::Memory, 0)], 2).unwrap_err();
        assert_eq!(error.path, [(Input::Score, 3)]);
    }

    #[test]
    fn faces_stay_within_the_sides() {
        assert_eq!(faces_within(2, 8, 4), [4, 4]);
        assert_eq!(faces_within(3, 1, 4), [1, 1, 1]);
        assert_eq!(faces_within(2, 7, 6), [5, 2]);
    }
}
