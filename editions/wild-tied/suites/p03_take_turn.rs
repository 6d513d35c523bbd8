//! Problem 03: hog_wild, the sides of the dice at a position, and take_turn, which hands the work
//! to free_bacon or to roll_dice with dice of those sides made from the six-sided dice given.

use crate::student::wild_tied::rules::*;
use hog_grader::{Case, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

use super::rules_file;
use crate::mock::counted_dice;
use crate::property;

pub fn problem() -> Problem {
    Problem {
        id: "03",
        title: "hog_wild, take_turn",
        points: 2.0,
        requirements: vec![Requirement {
            source: rules_file(),
            function: "take_turn",
            rule: Rule::Uses(&["roll_dice", "free_bacon", "hog_wild"]),
        }],
        suites: vec![hog_wild_suite(), take_turn_suite()],
    }
}

fn hog_wild_suite() -> Suite {
    Suite::scored(vec![
        case!("wild-tied-take-turn-four-sides-when" {
            hog_wild(10, 18) => 4, "wild-tied-take-turn-hint-10-18-28";
            hog_wild(3, 4) => 4,
                "wild-tied-take-turn-hint-neither-3-nor";
            hog_wild(50, 20) => 4;
            hog_wild(18, 10) => 4, "wild-tied-take-turn-hint-sum-same-whichever";
        }),
        case!("wild-tied-take-turn-six-sides-otherwise" {
            hog_wild(10, 19) => 6;
            hog_wild(7, 1) => 6, "wild-tied-take-turn-hint-7-multiple-7";
            hog_wild(10, 7) => 6,
                "wild-tied-take-turn-hint-17-ends-7";
            hog_wild(1, 1) => 6;
        }),
        case!("wild-tied-take-turn-0-multiple-7" {
            hog_wild(0, 0) => 4, "wild-tied-take-turn-hint-0-0-7";
            hog_wild(0, 7) => 4;
            hog_wild(0, 1) => 6;
        }),
        case!("wild-tied-take-turn-sums-past-100" {
            hog_wild(60, 45) => 4, "wild-tied-take-turn-hint-105-15-7";
            hog_wild(100, 0) => 6;
            hog_wild(98, 98) => 4;
        }),
        Case::new("wild-tied-take-turn-two-scores-below", |s| {
            s.property(&said!("wild-tied-take-turn-property-scores-below-1000"), || {
                property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                    let got = hog_wild(player, opponent);
                    if got != 4 && got != 6 {
                        return Err(said!(
                            "wild-tied-take-turn-hog-wild-returned",
                            player = player.to_string(),
                            opponent = opponent.to_string(),
                            got = got.to_string()
                        ));
                    }
                    property::same(
                        || format!("hog_wild({player}, {opponent})"),
                        got,
                        || format!("hog_wild({opponent}, {player})"),
                        hog_wild(opponent, player),
                        said!("wild-tied-take-turn-why-only-sum-scores"),
                    )
                })
            });
            s.property(&said!("wild-tied-take-turn-property-scores-below-1000-7"), || {
                property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                    property::same(
                        || format!("hog_wild({player}, {opponent})"),
                        hog_wild(player, opponent),
                        || format!("hog_wild({}, {opponent})", player + 7),
                        hog_wild(player + 7, opponent),
                        said!("wild-tied-take-turn-why-sum-7-larger"),
                    )
                })
            });
        }),
    ])
}

fn take_turn_suite() -> Suite {
    Suite::scored(vec![
        case!("wild-tied-take-turn-no-dice-earn" {
            let (mut dice, rolls) = counted_dice(&[4]);
            take_turn(0, 30, 42, &mut dice) => 5,
                "wild-tied-take-turn-hint-zero-dice-turn";
            rolls.get() => 0, "wild-tied-take-turn-hint-turn-zero-dice";
            take_turn(0, 42, 30, &mut make_test_dice(&[4])) => 4,
                "wild-tied-take-turn-hint-free-bacon-reads";
            take_turn(0, 0, 0, &mut make_test_dice(&[4])) => 1;
            take_turn(0, 13, 109, &mut make_test_dice(&[4])) => 10;
        }),
        case!("wild-tied-take-turn-six-sides-dice" {
            # "wild-tied-take-turn-note-30-4-34";
            let (mut dice, rolls) = counted_dice(&[2, 6, 3]);
            take_turn(3, 30, 4, &mut dice) => 11,
                "wild-tied-take-turn-hint-2-6-3";
            rolls.get() => 3, "wild-tied-take-turn-hint-three-dice-three";
            take_turn(2, 6, 2, &mut make_test_dice(&[1, 6])) => 1;
        }),
        case!("wild-tied-take-turn-four-sides-5" {
            # "wild-tied-take-turn-note-30-5-35";
            let (mut dice, rolls) = counted_dice(&[6, 3, 4]);
            take_turn(3, 30, 5, &mut dice) => 10,
                "wild-tied-take-turn-hint-first-6-does";
            rolls.get() => 5, "wild-tied-take-turn-hint-three-four-sided";
        }),
        case!("wild-tied-take-turn-first-turn-game" {
            let (mut dice, rolls) = counted_dice(&[5, 6, 4, 3]);
            take_turn(2, 0, 0, &mut dice) => 7,
                "wild-tied-take-turn-hint-0-0-multiple";
            rolls.get() => 4;
        }),
        case!("wild-tied-take-turn-sow-sad-holds" {
            let (mut dice, rolls) = counted_dice(&[5, 1, 6, 2, 4]);
            take_turn(3, 7, 7, &mut dice) => 1,
                "wild-tied-take-turn-hint-14-multiple-7";
            rolls.get() => 5;
        }),
        case!("wild-tied-take-turn-six-sides-5" {
            # "wild-tied-take-turn-note-10-3-13";
            let (mut dice, rolls) = counted_dice(&[5, 6, 2]);
            take_turn(2, 10, 3, &mut dice) => 11,
                "wild-tied-take-turn-hint-six-sides-5";
            rolls.get() => 2;
            take_turn(10, 13, 0, &mut make_test_dice(&[5])) => 50;
        }),
    ])
}
