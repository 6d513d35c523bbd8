//! Problem 02: boar_brawl, with arithmetic only.

use crate::student::rules::*;
use hog_grader::{Case, Construct, Problem, Requirement, Rule, Suite, case};
use hog_i18n::said;

use super::rules_file;
use crate::{property, snapshots};

pub fn problem() -> Problem {
    Problem {
        id: "02",
        title: "boar_brawl",
        points: 2.0,
        requirements: vec![Requirement {
            source: rules_file(),
            function: "boar_brawl",
            rule: Rule::Forbids(&[
                Construct::Strings,
                Construct::Indexing,
                Construct::Lists,
                Construct::ForLoops,
            ]),
        }],
        suites: vec![
            Suite::scored(vec![
                case!("boar-sus-boar-brawl-three-times-difference" {
                    boar_brawl(21, 46) => 9,
                        "boar-sus-boar-brawl-hint-tens-digit-opponent";
                    boar_brawl(52, 79) => 15;
                    boar_brawl(39, 71) => 6,
                        "boar-sus-boar-brawl-hint-digits-7-9";
                }),
                case!("boar-sus-boar-brawl-difference-taken-without" {
                    boar_brawl(2, 5) => 6;
                    boar_brawl(7, 2) => 21;
                    boar_brawl(5, 0) => 15;
                }),
                case!("boar-sus-boar-brawl-never-less-than" {
                    boar_brawl(0, 0) => 1,
                        "boar-sus-boar-brawl-hint-both-digits-0";
                    boar_brawl(72, 29) => 1;
                    boar_brawl(0, 5) => 1;
                }),
                case!("boar-sus-boar-brawl-only-tens-digit" {
                    boar_brawl(82, 115) => 3,
                        "boar-sus-boar-brawl-hint-115-s-tens";
                    boar_brawl(1, 100) => 3;
                    boar_brawl(108, 199) => 3;
                }),
                case!("boar-sus-boar-brawl-which-score-gives" {
                    boar_brawl(46, 21) => 12, "boar-sus-boar-brawl-hint-tens-digit-comes";
                    boar_brawl(91, 19) => 1;
                    boar_brawl(13, 90) => 18;
                }),
            ]),
            table_and_property(),
        ],
    }
}

/// A reviewed table of the solution's values, and what every correct boar_brawl does for
/// any scores, checked without working out its value here (the hidden suite does that).
fn table_and_property() -> Suite {
    Suite::scored(vec![
        case!("boar-sus-boar-brawl-table-boar-brawl" {
            snapshots::generate("boar_brawl_table") => lines &snapshots::stored("boar_brawl_table");
        }),
        Case::new("boar-sus-boar-brawl-two-scores-below", |s| {
            s.property(&said!("boar-sus-boar-brawl-property-scores-below-1000"), || {
                property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                    let got = boar_brawl(player, opponent);
                    if got == 1 || (got.is_multiple_of(3) && (3..=27).contains(&got)) {
                        Ok(())
                    } else {
                        Err(said!(
                            "boar-sus-boar-brawl-boar-brawl-returned",
                            player = player.to_string(),
                            opponent = opponent.to_string(),
                            got = got.to_string()
                        ))
                    }
                })
            });
            s.property(&said!("boar-sus-boar-brawl-property-scores-below-1000-10"), || {
                property::check((0u32..1000, 0u32..1000), |(player, opponent)| {
                    let got = boar_brawl(player, opponent);
                    property::same(
                        || format!("boar_brawl({player}, {opponent})"),
                        got,
                        || format!("boar_brawl({}, {opponent})", player + 10),
                        boar_brawl(player + 10, opponent),
                        said!("boar-sus-boar-brawl-why-player-s-ones"),
                    )?;
                    property::same(
                        || format!("boar_brawl({player}, {opponent})"),
                        got,
                        || format!("boar_brawl({player}, {})", opponent + 100),
                        boar_brawl(player, opponent + 100),
                        said!("boar-sus-boar-brawl-why-opponent-s-tens"),
                    )
                })
            });
            s.property(&said!("boar-sus-boar-brawl-property-scores-below-1000-opponent"), || {
                property::check((0u32..1000, 0u32..100, 0u32..10, 0u32..10), |(player, tens, ones, other)| {
                    let (opponent, changed) = (10 * tens + ones, 10 * tens + other);
                    property::same(
                        || format!("boar_brawl({player}, {opponent})"),
                        boar_brawl(player, opponent),
                        || format!("boar_brawl({player}, {changed})"),
                        boar_brawl(player, changed),
                        said!("boar-sus-boar-brawl-why-only-opponent-s"),
                    )
                })
            });
            s.property(&said!("boar-sus-boar-brawl-property-digits-b-boar"), || {
                property::check((0u32..10, 0u32..10), |(a, b)| {
                    property::same(
                        || format!("boar_brawl({a}, {})", 10 * b),
                        boar_brawl(a, 10 * b),
                        || format!("boar_brawl({b}, {})", 10 * a),
                        boar_brawl(b, 10 * a),
                        said!("boar-sus-boar-brawl-why-difference-two-digits"),
                    )
                })
            });
        }),
    ])
}
