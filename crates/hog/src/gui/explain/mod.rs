//! The message of a turn: what was rolled, which rule fired, and its arithmetic.
//!
//! The points come from the student's code: the turn is scored again by the edition's turn
//! (`earn` and `settle`, which call the student's functions) on the outcomes their code rolled
//! (as `hog play` does). The arithmetic
//! shown beside it is the rule's, so when the two disagree the message says so: the page
//! is a debugging aid. This module tells what every edition shares (dice, Sow Sad, the
//! sums, how a rule on totals is told); each edition's own file, `editions/<name>/explain.rs`,
//! tells only what is its own, as an [`Explanation`], with its own functions. Every edition hog
//! has compiled (`crate::editions`) has its file, and the edition a command plays picks its own
//! at run time.

use hog_i18n::t;
use hog_rules::Score;
use hog_rules::turn::{Change, State};

use crate::edition::Edition;
use crate::ui::{Player, count_dice};

/// What an edition tells of its own rules in a turn's message.
pub struct Explanation {
    /// The edition's name, as the registry has it.
    pub edition: &'static str,
    /// The rules its messages name that no item of its rules names (Feral Hogs): the page sets
    /// them in bold with the rest of [`rule_names`].
    pub other_names: &'static [&'static str],
    /// The student's function that scores zero dice, and its problem.
    pub zero_dice_function: (&'static str, &'static str),
    /// Writes the zero-dice rule's arithmetic; returns the points it gives.
    pub zero_dice: fn(&TurnFacts<'_>, &mut String) -> u32,
    /// Writes a rule that adds to the dice's points (Feral Hogs), if the edition has one;
    /// returns the turn's points.
    pub roll_bonus: Option<fn(&TurnFacts<'_>, u32, &mut String) -> u32>,
    /// The edition's rule on totals, if it has one.
    pub total_rule: Option<TotalRule>,
    /// Writes what happens after a turn (Swine Swap), if anything does.
    pub after_turn: Option<fn(&TurnFacts<'_>, &mut String)>,
}

/// How a rule on totals (Sus Fuss, Square Swine) is told: every edition says the same things of
/// it, from its own fact about a total.
pub struct TotalRule {
    /// Whether the rule raises `total`, and the fact that says why or why not, such as
    /// `21 has 4 factors` or `20 is not a perfect square`.
    pub fact: fn(Score) -> (bool, String),
    /// What a raised total becomes, said with its value: `23`, or `the next square, 25`.
    pub becomes: fn(Score) -> String,
    /// The student's two functions to check when the update missed the rule.
    pub functions: (&'static str, &'static str),
}

/// The explanations of `edition`.
fn of(edition: &Edition) -> &'static Explanation {
    crate::editions::EXPLANATIONS
        .iter()
        .find(|explanation| explanation.edition == edition.name)
        .unwrap_or_else(|| panic!("editions/{}/explain.rs is not compiled into hog", edition.name))
}

/// Every rule a turn's message may name: Sow Sad, those the edition's rules name (for zero dice,
/// on totals, the swap, the dice's sides and their number) and its explanation's others.
pub fn rule_names(edition: &Edition) -> Vec<String> {
    let named = [edition.total_rule_name, edition.swap_rule, edition.dice_sides_rule, edition.most_dice_rule];
    ["Sow Sad", edition.zero_dice_rule]
        .into_iter()
        .chain(named.into_iter().flatten())
        .chain(of(edition).other_names.iter().copied())
        .map(str::to_owned)
        .collect()
}

/// What a turn's message is made from.
#[derive(Clone, Debug)]
pub struct TurnFacts<'a> {
    /// The edition played.
    pub edition: &'a Edition,
    /// Whose turn it was.
    pub player: Player,
    /// The number of dice chosen.
    pub num_rolls: u32,
    /// The player's score before the turn.
    pub score: Score,
    /// The opponent's score.
    pub opponent_score: Score,
    /// What the game remembered before the turn (Time Trot's turn number), followed from
    /// turn to turn as the edition's `settle` leaves it.
    pub memory: u32,
    /// The outcomes the turn rolled.
    pub outcomes: &'a [u32],
    /// The player's score after the turn, as the update returned it.
    pub new_score: Score,
    /// Whether the game is played with the edition's rule on totals (Sus Fuss...).
    pub sus_fuss: bool,
    /// The score that wins the game: a turn that reaches it has no extra turn to tell.
    pub goal: Score,
}

impl TurnFacts<'_> {
    /// The state the turn was taken from.
    pub fn state(&self) -> State {
        State::new(self.score, self.opponent_score, self.memory)
    }

    /// The turn told again by the edition's turn: its points and what followed them.
    pub fn replayed(&self) -> (u32, Change) {
        self.edition.replayed_at(self.state(), self.num_rolls, self.outcomes, self.sus_fuss)
    }
}

/// The message of a turn, such as
/// `Player 0 rolls 3 dice: 4 + 5 + 3 = 12. 9 + 12 = 21. Sus Fuss: 21 has 4 factors, so it becomes 23.`
pub fn explain(turn: &TurnFacts<'_>) -> String {
    let own = of(turn.edition);
    let mut message = String::new();
    let expected = if turn.num_rolls == 0 {
        message.push_str(&t!("explain-no-dice", player = turn.player));
        (own.zero_dice)(turn, &mut message)
    } else {
        message.push_str(&t!("explain-rolls", player = turn.player, dice = count_dice(turn.num_rolls)));
        let points = rolled(turn, &mut message);
        match own.roll_bonus {
            Some(bonus) => bonus(turn, points, &mut message),
            None => points,
        }
    };
    let (turn_score, change) = turn.replayed();
    if turn_score != expected {
        let (function, problem) =
            if turn.num_rolls == 0 { own.zero_dice_function } else { ("roll_dice", "01") };
        message.push_str(&t!(
            "explain-take-turn-disagrees",
            points = turn_score,
            function = function,
            problem = problem
        ));
    }
    if turn.num_rolls > 0 && turn.outcomes.len() != turn.num_rolls as usize {
        message.push_str(&t!(
            "explain-dice-count-disagrees",
            count = turn.outcomes.len(),
            chosen = turn.num_rolls
        ));
    }
    let total = turn.score + turn_score;
    message.push_str(&t!("explain-sum", score = turn.score, points = turn_score, total = total));
    match (&own.total_rule, turn.edition.total_rule_name) {
        (Some(rule), Some(name)) => told_total(turn, total, rule, name, &mut message),
        _ if turn.new_score != total => message.push_str(&t!("explain-update-gave", score = turn.new_score)),
        _ => {}
    }
    if let Some(after_turn) = own.after_turn {
        after_turn(turn, &mut message);
    }
    // Whose turn is next is the edition's to say: another turn for the mover is named.
    if turn.edition.extra_turn_after(change, turn.new_score, turn.opponent_score, turn.goal) {
        message.push_str(&t!("explain-extra-turn", player = turn.player));
    }
    message
}

/// Writes what the rule on totals called `name` does to `total`, or how the update disagrees
/// with it.
fn told_total(turn: &TurnFacts<'_>, total: Score, rule: &TotalRule, name: &str, message: &mut String) {
    let (raises, fact) = (rule.fact)(total);
    let raises = turn.sus_fuss && raises;
    let told = if turn.new_score > total && raises {
        t!("explain-total-raised", rule = name, fact = fact, becomes = (rule.becomes)(turn.new_score))
    } else if turn.new_score != total && turn.sus_fuss {
        t!("explain-update-gave-although", score = turn.new_score, fact = fact, rule = name)
    } else if turn.new_score != total {
        t!("explain-update-gave", score = turn.new_score)
    } else if raises {
        let (first, second) = rule.functions;
        t!("explain-total-missed", fact = fact, rule = name, first = first, second = second)
    } else {
        return;
    };
    message.push_str(&told);
}

/// Writes the outcomes and their sum, or Sow Sad when a 1 was rolled; returns the points they give.
fn rolled(turn: &TurnFacts<'_>, message: &mut String) -> u32 {
    let outcomes: Vec<String> = turn.outcomes.iter().map(ToString::to_string).collect();
    if turn.outcomes.contains(&1) {
        message.push_str(&t!("explain-sow-sad", outcomes = outcomes.join(", ")));
        return 1;
    }
    let sum: u32 = turn.outcomes.iter().sum();
    if turn.outcomes.len() == 1 {
        message.push_str(&t!("explain-one-die", sum = sum));
    } else {
        message.push_str(&t!("explain-dice-sum", outcomes = outcomes.join(" + "), sum = sum));
    }
    sum
}

/// How Player 1's turn is told in `edition` with the rule on totals on, from the memory a
/// game starts with: what each edition's tests of its rules (`editions/<name>/explain.rs`) read.
#[cfg(all(test, feature = "solution"))]
pub(crate) fn player_one_turn(
    edition: &str,
    num_rolls: u32,
    score: Score,
    opponent_score: Score,
    outcomes: &[u32],
    new_score: Score,
) -> String {
    let start = crate::edition::named(edition).expect("the edition is compiled").start_memory;
    remembering_turn(edition, start, num_rolls, score, opponent_score, outcomes, new_score)
}

/// [`player_one_turn`] from `memory`, for an edition that remembers (Time Trot's turn number).
#[cfg(all(test, feature = "solution"))]
pub(crate) fn remembering_turn(
    edition: &str,
    memory: u32,
    num_rolls: u32,
    score: Score,
    opponent_score: Score,
    outcomes: &[u32],
    new_score: Score,
) -> String {
    let edition = crate::edition::named(edition).expect("the edition is compiled");
    explain(&TurnFacts {
        edition,
        player: 1,
        num_rolls,
        score,
        opponent_score,
        memory,
        outcomes,
        new_score,
        sus_fuss: true,
        goal: hog_rules::GOAL,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_compiled_edition_has_its_explanations() {
        for edition in crate::edition::all() {
            assert_eq!(of(edition).edition, edition.name);
            // A rule is named once: by its item in the rules, or else by the explanation.
            let names = rule_names(edition);
            let distinct: std::collections::BTreeSet<&String> = names.iter().collect();
            assert_eq!(distinct.len(), names.len(), "{edition} names a rule twice: {names:?}");
        }
    }
}
