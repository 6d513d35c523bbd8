//! The command line: `hog play`, `hog gui` and `hog experiments`.

use clap::{Args, Parser, Subcommand, value_parser};
use hog_rules::{GOAL, Score};

use crate::computer::Computer;
use crate::edition::{self, Edition};
use crate::exact::Contestant;
use crate::gui::{MAX_GOAL, MAX_SEED};

/// Play Hog in the terminal or in a web page, or measure strategies, on your own code.
///
/// Every command runs the functions in crates/rules, crates/strategies and
/// crates/experiments as you wrote them. Build with `--features solution`
/// to run the reference solution instead, in any edition of the rules (`--edition`).
#[derive(Parser, Debug)]
#[command(name = "hog", version)]
pub struct Cli {
    /// The language to speak, such as zh-CN or en [default: HOG_LANG, else the system's].
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play a game of Hog in the terminal.
    Play(PlayArgs),
    /// Play Hog in a web page served on this computer (127.0.0.1 only).
    Gui(GuiArgs),
    /// Measure how often strategies win against always_roll(6).
    Experiments(ExperimentArgs),
    /// Work out exactly how often one strategy beats another: no dice are rolled.
    Exact(ExactArgs),
    /// Work out the best strategy against a best-playing opponent, as tables and pictures.
    Optimal(OptimalArgs),
    /// Runs one job of `hog gui` on your code: a job in JSON on standard input, the answer on
    /// standard output. `hog gui` starts it; it is not meant to be typed.
    #[command(name = "gui-worker", hide = true)]
    GuiWorker(WorkerArgs),
}

/// The edition of the rules a command plays: `--edition NAME`, read into the edition itself,
/// or a sentence saying why this build cannot play it.
#[derive(Args, Debug)]
pub struct EditionArg {
    /// The edition of the rules, such as boar-sus: your code's own (the only one it has), or
    /// with `--features solution` any edition of editions/editions.toml.
    #[arg(long = "edition", value_name = "NAME", default_value = hog_rules::EDITION, value_parser = edition::named)]
    pub edition: &'static Edition,
}

/// `hog gui-worker` options: what `hog gui` passes on.
#[derive(Args, Debug)]
pub struct WorkerArgs {
    /// The edition of the rules played.
    #[command(flatten)]
    pub rules: EditionArg,
}

/// `hog play` options.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The edition of the rules played.
    #[command(flatten)]
    pub rules: EditionArg,
    /// How many people play: 0 (two computers), 1 (you are Player 0 against the computer) or 2.
    #[arg(short = 'n', long = "humans", default_value_t = 1, value_parser = value_parser!(u8).range(0..=2))]
    pub humans: u8,
    /// The score that wins.
    #[arg(long, default_value_t = GOAL, value_parser = value_parser!(u32).range(1..))]
    pub goal: Score,
    /// Roll the same dice every time with this seed (the dice are random without it).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Play without the edition's rule on totals (Sus Fuss, Square Swine): the update is
    /// `simple_update` instead of `course_update`.
    #[arg(long = "no-total-rule", alias = "no-sus-fuss")]
    pub no_total_rule: bool,
    /// The computer's strategy: always_roll_5, catch_up, always_roll(N) for N from 0 to 10,
    /// the edition's two threshold strategies (boar_strategy and sus_strategy by default) or
    /// final_strategy (yours, with the course's defaults).
    #[arg(long, default_value = "always_roll_5", value_name = "STRATEGY")]
    pub computer: Computer,
}

/// `hog gui` options.
#[derive(Args, Debug)]
pub struct GuiArgs {
    /// The edition of the rules played.
    #[command(flatten)]
    pub rules: EditionArg,
    /// The port to listen on, on 127.0.0.1 (0 lets the system choose a free one).
    #[arg(long, default_value_t = 31415)]
    pub port: u16,
    /// Roll the same dice in every game with this seed (a fresh seed each game without it).
    #[arg(long, value_parser = value_parser!(u64).range(..=MAX_SEED))]
    pub seed: Option<u64>,
    /// The score that wins, to start with (the page can change it).
    #[arg(long, default_value_t = GOAL, value_parser = value_parser!(u32).range(1..=i64::from(MAX_GOAL)))]
    pub goal: Score,
    /// Start without the edition's rule on totals, such as Sus Fuss (the page can switch it on).
    #[arg(long = "no-total-rule", alias = "no-sus-fuss")]
    pub no_total_rule: bool,
    /// Also ask the system to open the page in a browser.
    #[arg(long)]
    pub open: bool,
}

/// `hog experiments` options.
#[derive(Args, Debug)]
pub struct ExperimentArgs {
    /// The edition of the rules played.
    #[command(flatten)]
    pub rules: EditionArg,
    /// Games played on each side (going first, then second) for every win rate.
    #[arg(long, default_value_t = 10_000, value_parser = value_parser!(u32).range(1..))]
    pub games: u32,
    /// Roll the same dice every time with this seed (the dice are random without it).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Also work out each win rate exactly, and flag a measured one more than four
    /// standard errors away (a sign that `play` or a rule is not what it should be).
    #[arg(long)]
    pub exact: bool,
    /// Also draw the win rates (measured, with error bars, and exact) as win_rates.svg and
    /// win_rates.png in this folder.
    #[arg(long, value_name = "DIR")]
    pub plot: Option<std::path::PathBuf>,
}

/// The largest goal exact analysis takes: its tables hold a value for each of goal² positions.
const MAX_EXACT_GOAL: i64 = hog_exact::Game::MAX_GOAL as i64;

/// `hog exact` options.
#[derive(Args, Debug)]
pub struct ExactArgs {
    /// The edition of the rules played.
    #[command(flatten)]
    pub rules: EditionArg,
    /// The strategy whose win rate is worked out: always_roll(N) for N from 0 to 10,
    /// always_roll_5, catch_up, the edition's threshold strategies (boar_strategy and
    /// sus_strategy by default), final_strategy, optimal, or best_response (the best reply to
    /// the other strategy).
    #[arg(value_name = "STRATEGY")]
    pub strategy: Contestant,
    /// The strategy it plays against (any of the same names).
    #[arg(long, default_value = "always_roll(6)", value_name = "STRATEGY")]
    pub against: Contestant,
    /// The score that wins.
    #[arg(long, default_value_t = GOAL, value_parser = value_parser!(u32).range(1..=MAX_EXACT_GOAL))]
    pub goal: Score,
    /// Play without the edition's rule on totals (Sus Fuss, Square Swine): `simple_update`
    /// instead of `course_update`.
    #[arg(long = "no-total-rule", alias = "no-sus-fuss")]
    pub no_total_rule: bool,
}

/// `hog optimal` options.
#[derive(Args, Debug)]
pub struct OptimalArgs {
    /// The edition of the rules played.
    #[command(flatten)]
    pub rules: EditionArg,
    /// The score that wins.
    #[arg(long, default_value_t = GOAL, value_parser = value_parser!(u32).range(1..=MAX_EXACT_GOAL))]
    pub goal: Score,
    /// Play without the edition's rule on totals (Sus Fuss, Square Swine): `simple_update`
    /// instead of `course_update`.
    #[arg(long = "no-total-rule", alias = "no-sus-fuss")]
    pub no_total_rule: bool,
    /// The folder for the tables (CSV) and pictures (SVG and PNG); made if missing, and only
    /// the files named optimal.* and chances.* in it are replaced.
    #[arg(long, default_value = "hog-optimal", value_name = "DIR")]
    pub out: std::path::PathBuf,
}

/// The language `--lang` asks for among `args` (`--lang zh-CN` or `--lang=zh-CN`), read
/// before clap parses them: the last one, as clap would take it.
pub fn asked_language(args: impl IntoIterator<Item = String>) -> Option<String> {
    let mut asked = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        } else if arg == "--lang" {
            asked = args.next().or(asked);
        } else if let Some(value) = arg.strip_prefix("--lang=") {
            asked = Some(value.to_owned());
        }
    }
    asked
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    #[test]
    fn the_language_is_read_before_the_rest() {
        let args = |line: &str| line.split(' ').map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(asked_language(args("hog --lang zh-CN play")), Some("zh-CN".into()));
        assert_eq!(asked_language(args("hog play --lang=en --lang zh-CN")), Some("zh-CN".into()));
        assert_eq!(asked_language(args("hog play")), None);
        assert_eq!(asked_language(args("hog play -- --lang zh-CN")), None);
    }

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn play_defaults_to_one_human_and_the_usual_goal() {
        let cli = Cli::try_parse_from(["hog", "play"]).unwrap();
        let Command::Play(args) = cli.command else { panic!("not play") };
        assert_eq!((args.humans, args.goal, args.seed, args.no_total_rule), (1, GOAL, None, false));
        let cli =
            Cli::try_parse_from(["hog", "play", "-n", "0", "--goal", "50", "--seed", "3", "--no-total-rule"]);
        let Command::Play(args) = cli.unwrap().command else { panic!("not play") };
        assert_eq!((args.humans, args.goal, args.seed, args.no_total_rule), (0, 50, Some(3), true));
        assert_eq!(args.computer, Computer::AlwaysRoll5);
        let cli = Cli::try_parse_from(["hog", "play", "--computer", "always_roll(3)"]).unwrap();
        let Command::Play(args) = cli.command else { panic!("not play") };
        assert_eq!(args.computer, Computer::AlwaysRoll(3));
    }

    #[test]
    fn gui_defaults_to_the_courses_port_and_goal() {
        let Command::Gui(args) = Cli::try_parse_from(["hog", "gui"]).unwrap().command else {
            panic!("not gui")
        };
        assert_eq!(
            (args.port, args.seed, args.goal, args.no_total_rule, args.open),
            (31415, None, GOAL, false, false)
        );
        let cli = Cli::try_parse_from(["hog", "gui", "--port", "0", "--seed", "9", "--goal", "50", "--open"]);
        let Command::Gui(args) = cli.unwrap().command else { panic!("not gui") };
        assert_eq!((args.port, args.seed, args.goal, args.open), (0, Some(9), 50, true));
    }

    #[test]
    fn out_of_range_options_are_refused() {
        assert!(Cli::try_parse_from(["hog", "play", "-n", "3"]).is_err());
        assert!(Cli::try_parse_from(["hog", "play", "--goal", "0"]).is_err());
        assert!(Cli::try_parse_from(["hog", "experiments", "--games", "0"]).is_err());
        assert!(Cli::try_parse_from(["hog", "play", "--computer", "robot"]).is_err());
        assert!(Cli::try_parse_from(["hog", "gui", "--port", "65536"]).is_err());
        assert!(Cli::try_parse_from(["hog", "gui", "--goal", "201"]).is_err());
        assert!(Cli::try_parse_from(["hog", "gui", "--seed", "9007199254740992"]).is_err());
        assert!(Cli::try_parse_from(["hog", "exact", "robot"]).is_err());
        assert!(Cli::try_parse_from(["hog", "exact", "optimal", "--goal", "1001"]).is_err());
        assert!(Cli::try_parse_from(["hog", "optimal", "--goal", "0"]).is_err());
    }

    #[test]
    fn every_command_plays_the_compiled_edition_unless_told() {
        for command in ["play", "gui", "experiments", "optimal"] {
            let cli = Cli::try_parse_from(["hog", command]).unwrap();
            let rules = match &cli.command {
                Command::Play(args) => &args.rules,
                Command::Gui(args) => &args.rules,
                Command::Experiments(args) => &args.rules,
                Command::Optimal(args) => &args.rules,
                _ => unreachable!(),
            };
            assert_eq!(rules.edition, edition::compiled(), "{command}");
        }
        for edition in edition::all() {
            let cli = Cli::try_parse_from(["hog", "exact", "catch_up", "--edition", edition.name]).unwrap();
            let Command::Exact(args) = cli.command else { panic!("not exact") };
            assert_eq!(args.rules.edition, edition);
        }
        let error = Cli::try_parse_from(["hog", "play", "--edition", "no-such-edition"]).unwrap_err();
        assert!(error.to_string().contains(edition::compiled().name), "{error}");
    }

    #[test]
    fn exact_defaults_to_six_dice_against_a_game_to_the_goal() {
        let Command::Exact(args) = Cli::try_parse_from(["hog", "exact", "optimal"]).unwrap().command else {
            panic!("not exact")
        };
        assert_eq!(
            (args.strategy, args.against, args.goal, args.no_total_rule),
            (Contestant::Optimal, Contestant::Strategy(Computer::AlwaysRoll(6)), GOAL, false)
        );
        let cli =
            Cli::try_parse_from(["hog", "exact", "catch_up", "--against", "best_response", "--goal", "30"]);
        let Command::Exact(args) = cli.unwrap().command else { panic!("not exact") };
        assert_eq!(
            (args.strategy, args.against, args.goal),
            (Contestant::Strategy(Computer::CatchUp), Contestant::BestResponse, 30)
        );
    }
}
